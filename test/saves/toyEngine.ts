// A tiny deterministic game for the save tests and bench: powers add points, roll seeded
// dice and hide and reveal a secret number. Stands in for shared/engine behind ReplayEngine.
import { MAJOR_POWERS, isMajorPower } from '../../shared/model';
import type { MajorPower } from '../../shared/model';
import { canonicalHash } from '../../main/saves';
import type { CommandGroupInput, NewSave, ReplayEngine } from '../../main/saves';

export interface ToyState {
  readonly step: number;
  readonly seed: number;
  readonly totals: Readonly<Record<string, number>>;
  readonly secrets: Readonly<Record<string, number>>;
  /** Bulk, so benchmarks can give the state a realistic size. */
  readonly padding: readonly string[];
}

export type ToyCommand =
  | { readonly id: string; readonly power: MajorPower; readonly op: 'add'; readonly value: number }
  | { readonly id: string; readonly power: MajorPower; readonly op: 'roll' }
  | { readonly id: string; readonly power: MajorPower; readonly op: 'hide'; readonly value: number }
  | { readonly id: string; readonly power: MajorPower; readonly op: 'reveal' };

export type ToyEvent =
  | { readonly type: 'pointsAdded'; readonly power: MajorPower; readonly value: number; readonly total: number }
  | { readonly type: 'dieRolled'; readonly power: MajorPower; readonly value: number }
  | { readonly type: 'secretHidden'; readonly power: MajorPower }
  | { readonly type: 'secretRevealed'; readonly power: MajorPower; readonly value: number };

export function toyState(paddingItems = 0): ToyState {
  const padding = Array.from({ length: paddingItems }, (_, i) => `corps-${i}:${'x'.repeat(40)}`);
  return { step: 0, seed: 12345, totals: Object.fromEntries(MAJOR_POWERS.map((p) => [p, 0])), secrets: {}, padding };
}

const nextSeed = (seed: number): number => (Math.imul(seed, 1103515245) + 12345) >>> 0;

export const toyEngine: ReplayEngine<ToyState, ToyCommand, ToyEvent> = {
  apply(state, command) {
    if (!isMajorPower(command.power) || typeof command.id !== 'string') return { ok: false, error: { code: 'malformed' } };
    const step = state.step + 1;
    const total = (state.totals[command.power] ?? 0);
    switch (command.op) {
      case 'add': {
        if (!Number.isInteger(command.value) || command.value < 1 || command.value > 100) return { ok: false, error: { code: 'badValue' } };
        const t = total + command.value;
        return { ok: true, state: { ...state, step, totals: { ...state.totals, [command.power]: t } }, events: [{ type: 'pointsAdded', power: command.power, value: command.value, total: t }] };
      }
      case 'roll': {
        const seed = nextSeed(state.seed);
        const die = 1 + (seed >>> 16) % 6;
        return { ok: true, state: { ...state, step, seed, totals: { ...state.totals, [command.power]: total + die } }, events: [{ type: 'dieRolled', power: command.power, value: die }] };
      }
      case 'hide':
        return { ok: true, state: { ...state, step, secrets: { ...state.secrets, [command.power]: command.value } }, events: [{ type: 'secretHidden', power: command.power }] };
      case 'reveal': {
        const value = state.secrets[command.power];
        if (value === undefined) return { ok: false, error: { code: 'noSecret' } };
        return { ok: true, state: { ...state, step }, events: [{ type: 'secretRevealed', power: command.power, value }] };
      }
      default:
        return { ok: false, error: { code: 'unknownOp' } };
    }
  },
  hash: canonicalHash,
};

/** Applies `commands` as the host would and describes the result as one autosave group. */
export function toyGroup(state: ToyState, power: MajorPower | null, commands: readonly ToyCommand[], extra: { snapshot?: boolean } = {}): CommandGroupInput<ToyState, ToyCommand, ToyEvent> {
  let s = state;
  const events: ToyEvent[] = [];
  for (const c of commands) {
    const r = toyEngine.apply(s, c);
    if (!r.ok) throw new Error(`toy command refused: ${JSON.stringify(r.error)}`);
    s = r.state;
    events.push(...r.events);
  }
  return {
    power,
    commands,
    events,
    dice: events.flatMap((e) => (e.type === 'dieRolled' ? [e.value] : [])),
    revealsSecret: events.some((e) => e.type === 'secretRevealed'),
    stateAfter: s,
    label: { gameDate: `step ${s.step}`, phaseLabel: `after ${commands.map((c) => c.op).join('+') || 'host'}` },
    ...(extra.snapshot ? { snapshot: true } : {}),
  };
}

export function toyNewSave(state: ToyState = toyState(), name = 'Toy game', id?: string): NewSave<ToyState> {
  return {
    ...(id ? { id } : {}),
    name,
    scenario: '1805',
    campaign: null,
    options: { moraleMethod: 'two' },
    dataPack: { id: 'eia-base', hash: 'sha256:0000' },
    seats: [
      { power: 'france', controller: 'human', player: 'Ann' },
      { power: 'britain', controller: 'human', player: 'Ben' },
      { power: 'austria', controller: 'bot' },
    ],
    gameDate: 'May 1805',
    phaseLabel: 'Reinforcement phase',
    initialState: state,
  };
}

let counter = 0;
/** A command with a fresh id. */
export function cmd(power: MajorPower, op: 'add' | 'hide', value: number): ToyCommand;
export function cmd(power: MajorPower, op: 'roll' | 'reveal'): ToyCommand;
export function cmd(power: MajorPower, op: ToyCommand['op'], value = 1): ToyCommand {
  const id = `c${++counter}`;
  return op === 'add' || op === 'hide' ? { id, power, op, value } : { id, power, op };
}
