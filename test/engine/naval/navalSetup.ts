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
  // 6.3.3.2 / 12.2.5 the owners' loss choices, when not under test, keep the default
  if (!LOSS_KINDS.includes(kind)) state = keepDefaultLosses(state);
  const d = state.pending.find((x) => x.kind === kind && x.power === power);
  if (!d) throw new Error(`no ${kind} pending for ${power}; pending: ${state.pending.map((x) => `${x.kind}@${x.power}`).join(', ')}`);
  const r = applyCommand(state, commandFor(d, value), mapData());
  if (!r.ok) throw new Error(`${kind} ${JSON.stringify(value)} refused: ${r.error.code} ${r.error.rule} ${r.error.message}`);
  return r.state;
}

const LOSS_KINDS: readonly string[] = ['naval/losses', 'naval/oddLoss', 'naval/transportLosses'];

/** Answers the pending loss choices with their first option (the default: keep, roll, the first nationality). */
export function keepDefaultLosses(state: GameState): GameState {
  for (let guard = 0; guard < 20; guard++) {
    const d = state.pending.find((x) => LOSS_KINDS.includes(x.kind));
    if (!d) return state;
    const r = applyCommand(state, commandFor(d, d.options[0]!.value), mapData());
    if (!r.ok) throw new Error(`${d.kind} refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
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

type FleetJson = { id: string; name?: string; nationality: string; ships: number; maxShips?: number; location: Record<string, unknown> };

/**
 * A small naval setup from the fixture: only the powers named, the fleets given (names default
 * to their ids), the corps, garrisons and leaders of those powers kept unless replaced.
 */
export function customNaval(args: {
  powers: MajorPower[];
  wars?: [MajorPower, MajorPower][];
  alliances?: [MajorPower, MajorPower][];
  minors?: { id: string; name: string; status: string; controller?: MajorPower | null }[];
  fleets: FleetJson[];
  corps?: Record<string, unknown>[];
  garrisons?: Record<string, unknown>[];
  leaders?: Record<string, unknown>[];
  depots?: Record<string, unknown>[];
  start?: { month: number; year: number };
  reinforcements?: Record<string, unknown>[];
}): Record<string, unknown> {
  const s = navalCampaign();
  const keep = (n: unknown) => args.powers.includes(n as MajorPower) || (args.minors ?? []).some((m) => m.id === n);
  s.powers = Object.fromEntries(args.powers.map((p) => [p, (s.powers as Record<string, unknown>)[p] ?? { money: 30, manpower: 5, politicalPoints: 0, victoryPoints: 0 }]));
  s.setupOrder = args.powers;
  s.relations = { wars: args.wars ?? [], alliances: args.alliances ?? [], enforcedPeace: [] };
  s.minors = (args.minors ?? []).map((m) => ({ controller: null, ...m }));
  if (args.start) {
    s.start = args.start;
    s.end = { month: args.start.month === 12 ? 1 : args.start.month + 1, year: args.start.year + (args.start.month === 12 ? 1 : 0) };
  }
  s.forces = {
    corps: args.corps ?? (s.forces.corps as { nationality: string }[]).filter((c) => keep(c.nationality)),
    garrisons: args.garrisons ?? (s.forces.garrisons as { nationality: string }[]).filter((g) => keep(g.nationality)),
    depots: args.depots ?? [],
    leaders: args.leaders ?? [],
    irregulars: [],
    fleets: args.fleets.map((f) => ({ name: f.id, ...f })),
  } as never;
  s.reinforcements = args.reinforcements ?? [];
  return s;
}

/** Every naval decision answered neutrally until the given power's step of the given kind is open. */
export const reachStep = (state: GameState, step: string, power: MajorPower): GameState => playUntil(state, atStep(step, power));

/**
 * April 1805: France's free state Holland has `ships` ships building in Amsterdam, which
 * `takers` (each at war with France) hold with one infantry factor; the game stands at France's
 * naval reinforcements. `locations: false` plays without the shipbuilding-locations option.
 */
export function amsterdamTaken(args: { takers?: MajorPower[]; ships?: number; dice?: number[]; powers?: MajorPower[]; locations?: boolean } = {}): GameState {
  const takers = args.takers ?? ['britain'];
  const s = startNaval(
    customNaval({
      powers: args.powers ?? ['france', 'britain', 'russia'],
      wars: takers.map((p) => ['france', p] as [MajorPower, MajorPower]),
      minors: [{ id: 'holland', name: 'Holland', status: 'free', controller: 'france' }],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '734' } }],
      garrisons: takers.map((p) => ({ nationality: p, area: '310', city: 'amsterdam', factors: { infantry: 1 } })),
      start: { month: 4, year: 1805 },
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'france', nationality: 'holland', ships: args.ships ?? 3, shipsPort: 'amsterdam' }],
    }),
    args.locations === false ? {} : { options: { rules: { shipBuildingLocations: true } } },
  );
  return reachStep(args.dice && args.dice.length > 0 ? forceDice(s, args.dice) : s, 'reinforcement/naval', 'france');
}
