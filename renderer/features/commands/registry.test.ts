import { describe, expect, it } from 'vitest';
import { createStore, screenShown, seatWatched, curtainRaised } from '../../app/store';
import { hostMessageReceived } from '../game/hostViewSlice';
import { commandForKey, GAME_COMMANDS, MAP_KEYS, sharedKeys, type AppCommand, type CommandContext } from './registry';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

// Guards the keyboard: one key, one command (STYLE F); the game's keys stay clear of the map's.
describe('commands registry', () => {
  it('no two commands share a key', () => {
    expect(sharedKeys(GAME_COMMANDS)).toEqual([]);
  });

  it('the duplicate check itself catches a shared key, whatever the case', () => {
    const a: AppCommand = { id: 'a', label: 'A', keys: ['x'], isAvailable: () => true, perform: () => {} };
    const b: AppCommand = { ...a, id: 'b', keys: ['X'] };
    expect(sharedKeys([a, b])).toEqual(['x: a and b']);
  });

  it('every command has a key, and none is one the map view uses', () => {
    for (const c of GAME_COMMANDS) {
      expect(c.keys.length).toBeGreaterThan(0);
      for (const k of c.keys) expect(MAP_KEYS).not.toContain(k);
    }
  });

  it('a key finds its command; modified keys and unknown keys find none', () => {
    expect(commandForKey(GAME_COMMANDS, key('u'))?.id).toBe('game.undo');
    expect(commandForKey(GAME_COMMANDS, key('U'))?.id).toBe('game.undo');
    expect(commandForKey(GAME_COMMANDS, key('u', { ctrlKey: true }))).toBeUndefined();
    expect(commandForKey(GAME_COMMANDS, key('z'))).toBeUndefined();
  });

  it('commands are available only when a seat is at the table, not behind a curtain', () => {
    const store = createStore();
    const undo = GAME_COMMANDS.find((c) => c.id === 'game.undo')!;
    expect(undo.isAvailable(store.getState())).toBe(false);
    store.dispatch(screenShown('game'));
    store.dispatch(hostMessageReceived({ type: 'gameOpened', requestId: 'r', scenarioId: 's', saveId: null, seats: [{ power: 'france', seatToken: 't' }] }));
    store.dispatch(seatWatched('france'));
    expect(undo.isAvailable(store.getState())).toBe(true);
    store.dispatch(curtainRaised('austria'));
    expect(undo.isAvailable(store.getState())).toBe(false);
  });

  it('perform goes through the context it is given', () => {
    const calls: string[] = [];
    const ctx: CommandContext = {
      showPanel: (p) => calls.push(`panel:${p}`),
      undo: () => calls.push('undo'),
      focusDecision: () => calls.push('focus'),
      leave: () => calls.push('leave'),
      toggleHelp: () => calls.push('help'),
      nextCorps: () => calls.push('next'),
    };
    for (const c of GAME_COMMANDS) c.perform(ctx);
    expect(calls).toEqual(['panel:decisions', 'panel:status', 'panel:cards', 'panel:log', 'panel:politics', 'panel:economy', 'focus', 'next', 'undo', 'help', 'leave']);
  });
});
