import type { GamePanel, RootState } from '../../app/store';
import { openChart, toggleRules } from '../reference/rulesBus';

/** The part of a keyboard event a command's key test reads. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What a command may do: UI actions and protocol requests, supplied by the screen. */
export interface CommandContext {
  showPanel(panel: GamePanel): void;
  undo(): void;
  focusDecision(): void;
  leave(): void;
  toggleHelp(): void;
  /** Selects the seat's next counter that can still move (issue 15: orders on the map). */
  nextCorps(): void;
}

/**
 * STYLE F One registered command (excalidraw actions): its keys, when it is available (from
 * host data and UI state only) and what it does.
 */
export interface AppCommand {
  id: string;
  label: string;
  /** `KeyboardEvent.key` values, without modifiers. */
  keys: readonly string[];
  isAvailable(state: RootState): boolean;
  perform(ctx: CommandContext): void;
}

const inGame = (s: RootState) => s.ui.screen === 'game' && s.hostView.game !== null;
const seated = (s: RootState) => inGame(s) && s.ui.curtain === null && s.ui.watched !== null;

export const GAME_COMMANDS: readonly AppCommand[] = [
  { id: 'panel.decisions', label: 'Show the decisions', keys: ['1'], isAvailable: seated, perform: (c) => c.showPanel('decisions') },
  { id: 'panel.status', label: 'Show the status card', keys: ['2'], isAvailable: seated, perform: (c) => c.showPanel('status') },
  { id: 'panel.cards', label: 'Show the national cards', keys: ['3'], isAvailable: seated, perform: (c) => c.showPanel('cards') },
  { id: 'panel.log', label: 'Show the game log', keys: ['4'], isAvailable: seated, perform: (c) => c.showPanel('log') },
  { id: 'panel.politics', label: 'Show the Politics panel (status display and diplomacy board)', keys: ['5'], isAvailable: seated, perform: (c) => c.showPanel('politics') },
  { id: 'panel.economy', label: 'Show the economic worksheet and charts', keys: ['6'], isAvailable: seated, perform: (c) => c.showPanel('economy') },
  {
    id: 'decision.focus',
    label: 'Go to the first answer of the pending decision',
    keys: ['a'],
    isAvailable: (s) => seated(s) && (s.hostView.view?.decisions.length ?? 0) > 0,
    perform: (c) => c.focusDecision(),
  },
  {
    id: 'orders.nextCorps',
    label: 'Select your next corps that can still move (then click a lit area)',
    keys: ['n'],
    isAvailable: (s) => seated(s) && (s.hostView.view?.decisions.some((d) => d.kind === 'land/movement') ?? false),
    perform: (c) => c.nextCorps(),
  },
  { id: 'game.undo', label: 'Take back your last commands', keys: ['u'], isAvailable: (s) => seated(s) && !s.ui.busy, perform: (c) => c.undo() },
  // issue 15: the Rules panel (at the current step's rule) and the charts, without leaving the game
  { id: 'game.rules', label: 'Open or close the rules panel', keys: ['r'], isAvailable: inGame, perform: () => toggleRules() },
  { id: 'game.charts', label: 'Show the charts', keys: ['c'], isAvailable: inGame, perform: () => openChart('ops') },
  { id: 'game.help', label: 'Show or hide the keys', keys: ['?'], isAvailable: inGame, perform: (c) => c.toggleHelp() },
  { id: 'game.leave', label: 'Leave to the title screen (the game is saved)', keys: ['q'], isAvailable: inGame, perform: (c) => c.leave() },
];

/** The command whose key this is, if any; modified keys never match (browser shortcuts). */
export function commandForKey(commands: readonly AppCommand[], e: KeyLike): AppCommand | undefined {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return commands.find((c) => c.keys.includes(key));
}

/** Keys bound by more than one command (must be none). */
export function sharedKeys(commands: readonly AppCommand[]): string[] {
  const seen = new Map<string, string>();
  const dup: string[] = [];
  for (const c of commands)
    for (const k of c.keys) {
      const key = k.length === 1 ? k.toLowerCase() : k;
      if (seen.has(key)) dup.push(`${key}: ${seen.get(key)} and ${c.id}`);
      else seen.set(key, c.id);
    }
  return dup;
}

/** Keys the map view keeps for itself when it has the focus (see the map README). */
export const MAP_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '-', '=', '0', 'm', 'f', 'l', 'Escape'];
