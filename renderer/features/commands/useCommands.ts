import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store';
import { commandForKey, type AppCommand, type CommandContext } from './registry';

/** Routes key presses to the registered commands; typing in a field or on the map is left alone. */
export function useCommands(commands: readonly AppCommand[], ctx: CommandContext): void {
  const store = useStore<RootState>();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.closest('input, textarea, select, [contenteditable="true"]') || t.closest('.map-view'))) return;
      const cmd = commandForKey(commands, e);
      if (!cmd || !cmd.isAvailable(store.getState())) return;
      e.preventDefault();
      cmd.perform(ctx);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [commands, ctx, store]);
}
