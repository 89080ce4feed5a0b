import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, newGame, pendingDecisions } from '../../shared/engine';
import type { Command, NewGameArgs } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';

const fixtureUrl = new URL('../fixtures/small-campaign.json', import.meta.url);

/** A fresh copy of the small campaign fixture, to be tweaked per test. */
export function smallCampaign(): Record<string, unknown> & { powers: Record<string, unknown>; forces: Record<string, unknown[]> } {
  return JSON.parse(readFileSync(fileURLToPath(fixtureUrl), 'utf8'));
}

export function start(args: Partial<NewGameArgs> = {}): GameState {
  const r = newGame({ scenario: smallCampaign(), seed: 7, ...args });
  if (!r.ok) throw new Error(`fixture rejected: ${JSON.stringify(r.errors)}`);
  return r.value;
}

/** Chooses an answer for a decision; the default acknowledges, declares nothing, and moves second. */
export type Chooser = (d: PendingDecision, state: GameState) => Command;

export const quietChooser: Chooser = (d) => answer(d);

/** A command answering `d` with `value` (or a neutral choice). */
export function answer(d: PendingDecision, value?: unknown): Command {
  const base = { power: d.power, decisionId: d.id };
  switch (d.kind) {
    case 'sequence/acknowledge':
      return { type: d.kind, ...base };
    case 'political/declareWar':
      return { type: d.kind, ...base, targets: (value as MajorPower[] | undefined) ?? [] };
    case 'naval/announcePosition':
    case 'land/announcePosition':
      return { type: d.kind, ...base, position: (value as number | undefined) ?? 1 };
    case 'political/declareCombinedMovement':
      return { type: d.kind, ...base, allies: (value as MajorPower[] | undefined) ?? [] };
    case 'reinforcement/army':
    case 'land/depots':
    case 'land/movement':
    case 'land/siege':
      return { type: d.kind, ...base, order: (value as string | undefined) ?? 'end' };
    case 'land/supply':
      return { type: d.kind, ...base, forage: (value as string[] | undefined) ?? [] };
    case 'land/insurrection':
      return { type: d.kind, ...base, order: (value as string | undefined) ?? 'end' };
    case 'land/forageLosses':
      return { type: d.kind, ...base, order: (value as string | undefined) ?? String(d.options[0]!.value) };
    case 'land/alliedSupply':
      return { type: d.kind, ...base, counters: (value as string[] | undefined) ?? [] };
    case 'land/combatReinforce':
      return { type: d.kind, ...base, choices: (value as string[] | undefined) ?? [] };
    // section 4: the passive answer unless told (nobody called, sued, allied, broken or freed)
    case 'political/callAllies':
    case 'political/sue':
    case 'political/alliances':
    case 'political/breakAlliances':
    case 'political/freeStates':
    case 'political/minorSupport':
      return { type: d.kind, ...base, choices: (value as string[] | undefined) ?? [] };
    case 'political/diplomacy':
      return { type: d.kind, ...base, choice: (value as string | undefined) ?? 'end' };
    default:
      // 7.5 field combat: the given value, else the first legal option
      return commandFor(d, (value as string | undefined) ?? String(d.options.find((o) => o.verdict.ok)?.value ?? ''));
  }
}

/**
 * A varied but fixed script: Great Britain and France announce places that change with the
 * month, and Russia declares war on France in May 1805 (after the enforced peace ends).
 */
export const scriptedChooser: Chooser = (d, s) => {
  if (d.kind === 'naval/announcePosition') return answer(d, s.date.month % 4);
  if (d.kind === 'land/announcePosition') return answer(d, (s.date.month + 1) % 4);
  if (d.kind === 'political/declareWar' && d.power === 'russia' && s.date.month === 5) return answer(d, ['france']);
  return answer(d);
};

/**
 * Play until `stop` says so (or the game ends), always answering the first pending decision.
 * Returns the final state and every command sent, in order.
 */
export function play(state: GameState, chooser: Chooser = quietChooser, stop: (s: GameState) => boolean = () => false, limit = 5000) {
  const commands: Command[] = [];
  let s = state;
  for (let i = 0; i < limit && !s.over && !stop(s); i++) {
    const d = pendingDecisions(s)[0];
    if (!d) throw new Error('no pending decision but the game is not over');
    const cmd = chooser(d, s);
    const r = applyCommand(s, cmd);
    if (!r.ok) throw new Error(`command refused: ${JSON.stringify(r.error)}`);
    commands.push(cmd);
    s = r.state;
  }
  return { state: s, commands };
}

/** Replay a command list from a state, failing on the first refusal. */
export function replay(state: GameState, commands: readonly Command[]): GameState {
  let s = state;
  for (const c of commands) {
    const r = applyCommand(s, c);
    if (!r.ok) throw new Error(`replay refused: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  return s;
}

/** The steps begun or skipped, in order, from a log. */
export function stepTrail(state: GameState | readonly GameEvent[]): string[] {
  const log = 'log' in state ? state.log.toArray() : state;
  return log.flatMap((e) =>
    e.type === 'stepBegan' ? [`${e.step}${e.phasing.length ? `@${e.phasing.join('+')}` : ''}`] :
    e.type === 'stepSkipped' ? [`-${e.step}${e.phasing.length ? `@${e.phasing.join('+')}` : ''}`] : [],
  );
}

/** The log of the first turn: up to and including the first Time Record (9.0). */
export function firstTurn(state: GameState): GameEvent[] {
  const i = state.log.findIndex((e) => e.type === 'monthAdvanced');
  return state.log.slice(0, i + 1);
}
