// Shared setup of the Naval Phase tests: the naval campaign fixture on the real map.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, forceDice, gameDataFromMap, newGame, type GameData } from '../../../shared/engine';
import { loadMap } from '../../../shared/data/map';
import type { DecisionAnswer, DecisionKind, GameState, MajorPower, PendingDecision } from '../../../shared/model';

const fixtureUrl = new URL('../../fixtures/naval-campaign.json', import.meta.url);

/** A fresh copy of the naval campaign fixture, to be tweaked per test. */
export function navalCampaign(): Record<string, unknown> & { forces: Record<string, unknown[]>; relations: Record<string, unknown[]>; powers: Record<string, unknown> } {
  return JSON.parse(readFileSync(fileURLToPath(fixtureUrl), 'utf8'));
}

let cached: GameData | null = null;
/** The engine's map facts from the shipped map (land and naval). */
export function mapData(): GameData {
  if (cached) return cached;
  const m = loadMap();
  if (!m.ok) throw new Error('shipped map invalid');
  cached = gameDataFromMap(m.map);
  return cached;
}

export function startNaval(scenario: unknown = navalCampaign(), args: { options?: Record<string, unknown>; seed?: number } = {}): GameState {
  const r = newGame({ scenario, data: mapData(), seed: args.seed ?? 5, ...(args.options ? { options: args.options as never } : {}) });
  if (!r.ok) throw new Error(`fixture rejected: ${JSON.stringify(r.errors)}`);
  return r.value;
}

/** Answer one pending decision (by kind and power) with a value; fails loudly when refused. */
export function answer(state: GameState, kind: DecisionKind, power: MajorPower, value: DecisionAnswer): GameState {
  const d = state.pending.find((x) => x.kind === kind && x.power === power);
  if (!d) throw new Error(`no ${kind} pending for ${power}; pending: ${state.pending.map((x) => `${x.kind}@${x.power}`).join(', ')}`);
  const r = applyCommand(state, commandFor(d, value), mapData());
  if (!r.ok) throw new Error(`${kind} ${JSON.stringify(value)} refused: ${r.error.code} ${r.error.rule} ${r.error.message}`);
  return r.state;
}

/** A neutral answer for anything not under test: end orders, no wars, acknowledgements, first option. */
export function neutral(d: PendingDecision): DecisionAnswer {
  if (d.select === 'many') return [];
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  for (const v of ['end', 'none', 'stand', 'done']) if (legal.includes(v)) return v;
  return legal[0] ?? 'done';
}

/** Answer neutrally until `until` holds (or fail after `limit` commands). */
export function playUntil(state: GameState, until: (s: GameState) => boolean, limit = 2000, chooser: (d: PendingDecision, s: GameState) => DecisionAnswer = neutral): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (until(s)) return s;
    const d = s.pending[0];
    if (!d) throw new Error('nothing pending');
    const r = applyCommand(s, commandFor(d, chooser(d, s)), mapData());
    if (!r.ok) throw new Error(`${d.kind} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  throw new Error('condition never reached');
}

export const atStep = (step: string, power?: MajorPower) => (s: GameState) =>
  s.cursor.step === step && (power === undefined || s.cursor.phasing.includes(power)) && s.pending.some((d) => d.step === step);

export { forceDice };
