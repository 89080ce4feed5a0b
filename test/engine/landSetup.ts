// A small real-map setup on the upper Danube for the Land Phase tests (7.2-7.4), and a player
// that walks the sequence to a chosen step answering everything neutrally.
import { applyCommand, commandFor, forceDice, gameDataFromMap, newGame, pendingDecisions } from '../../shared/engine';
import type { Command, GameData } from '../../shared/engine';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { loadMap } from '../../shared/data/map';
import { smallCampaign } from './helpers';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map invalid');
export const MAP = loaded.map;
export const DATA: GameData = gameDataFromMap(MAP);
export const LAND = DATA.land!;

export type Forces = Record<string, unknown[]>;

/** France (with free Bavaria) against Austria in May 1805; `tweak` edits the scenario. */
export function landScenario(tweak: (s: ReturnType<typeof smallCampaign>) => void = () => {}) {
  const s = smallCampaign();
  s.start = { month: 5, year: 1805 };
  s.end = { month: 7, year: 1805 };
  s.forces = {
    ...s.forces,
    corps: [
      { id: 'fr-1', name: 'I Corps', nationality: 'france', type: 'infantry', movement: 4, area: '326', factors: { infantry: 3, cavalry: 1 } },
      { id: 'fr-2', name: 'Cavalry Reserve', nationality: 'france', type: 'cavalry', movement: 5, area: '325', factors: { cavalry: 4 } },
      { id: 'bv-1', name: 'Bavarian Corps', nationality: 'bavaria', type: 'infantry', movement: 4, area: '324', factors: { infantry: 4 } },
      { id: 'au-1', name: 'I Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '474', factors: { infantry: 6 } },
      { id: 'ru-1', name: 'I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '276', factors: { infantry: 12, cavalry: 3 } },
    ],
    garrisons: [
      { nationality: 'bavaria', area: '326', city: 'munich', factors: { infantry: 2 } },
      { nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } },
    ],
    depots: [{ owner: 'france', area: '326' }],
    leaders: [
      { id: 'napoleon', name: 'Napoleon', owner: 'france', with: 'fr-1' },
      { id: 'charles', name: 'Charles', owner: 'austria', with: 'au-1' },
    ],
    irregulars: [],
  };
  s.reinforcements = [];
  tweak(s);
  return s;
}

export function newLandGame(tweak?: (s: ReturnType<typeof smallCampaign>) => void, seed = 5): GameState {
  const r = newGame({ scenario: landScenario(tweak), seed, data: DATA });
  if (!r.ok) throw new Error(`setup rejected: ${JSON.stringify(r.errors)}`);
  return r.value;
}

export function apply(s: GameState, c: Command): GameState {
  const r = applyCommand(s, c, DATA);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.state;
}

/** Answer with the first legal option (or none) until `stop` holds. */
export function playUntil(s: GameState, stop: (s: GameState) => boolean, limit = 2000): GameState {
  for (let i = 0; i < limit && !s.over && !stop(s); i++) {
    const d = pendingDecisions(s)[0]!;
    const first = d.options.find((o) => o.verdict.ok);
    s = apply(s, commandFor(d, d.select === 'many' || !first ? [] : d.kind === 'land/announcePosition' ? 0 : first.value));
  }
  return s;
}

/** A new game of `scenario` played to its first battle's chits, the trivial-combat question answered "full" on both sides. */
export function atChits(scenario: LandScenario, seed = 5): GameState {
  const r = newGame({ scenario, seed, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
  if (decisionOf(s, 'france', 'land/combatTrivial'))
    s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  return s;
}

/** The scenario of `s` as France against Austria, ending this month with only `conditions`. */
export function endingNow(s: GameState, conditions: NonNullable<GameState['scenario']['victory']['conditions']>): GameState {
  return { ...s, scenario: { ...s.scenario, end: s.date, kind: 'scenario', sides: [['france'], ['austria']], victory: { ...s.scenario.victory, conditions } } };
}

export function decisionOf(s: GameState, power: MajorPower, kind: PendingDecision['kind']): PendingDecision | undefined {
  return s.pending.find((d) => d.power === power && d.kind === kind);
}

/** Walk to `power`'s decision of `kind` (France moves first: it announces place 0). */
export function reach(s: GameState, power: MajorPower, kind: PendingDecision['kind']): { s: GameState; d: PendingDecision } {
  const at = playUntil(s, (x) => decisionOf(x, power, kind) !== undefined);
  const d = decisionOf(at, power, kind);
  if (!d) throw new Error(`never reached ${power} ${kind}`);
  return { s: at, d };
}

export function order(s: GameState, power: MajorPower, kind: PendingDecision['kind'], value: string): GameState {
  const d = decisionOf(s, power, kind)!;
  return apply(s, commandFor(d, value));
}

export const counterOf = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter;

export type LandScenario = ReturnType<typeof landScenario>;
/** A corps as the scenario format writes it (13.1). */
export type CorpsJson = { id: string; name: string; nationality: string; type: string; movement: number; area: string; factors: Record<string, number>; city?: string };

/** France (phasing first) and Austria meeting in area 324 (clear, no city), with no leaders unless given. */
export function battleScenario(corps: CorpsJson[], extra: (s: LandScenario) => void = () => {}): LandScenario {
  return landScenario((s) => {
    s.forces = { ...s.forces, corps, garrisons: [], leaders: [], irregulars: [] };
    extra(s);
  });
}

export const FR = (factors: Record<string, number>, id = 'fr-1', area = '324'): CorpsJson => ({ id, name: `French ${id}`, nationality: 'france', type: 'infantry', movement: 4, area, factors });
export const AU = (factors: Record<string, number>, id = 'au-1', area = '324'): CorpsJson => ({ id, name: `Austrian ${id}`, nationality: 'austria', type: 'infantry', movement: 3, area, factors });

/** France at war with Spain: French corps in `frenchAreas`, Spanish guerillas (2 factors) in `guerillaAreas`, Spain's corps in `spanishArea` (Andalusia unless given). */
export function peninsula(frenchAreas: string[], guerillaAreas: string[] = [], spanishArea = '418', garrisons: Record<string, unknown>[] = []): GameState {
  return newLandGame((sc) => {
    sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
    (sc.setupOrder as string[]).push('spain');
    (sc.relations as { wars: string[][] }).wars.push(['france', 'spain']);
    const cs = sc.forces.corps as Record<string, unknown>[];
    const french = frenchAreas.map((area, i) => ({ id: `fr-p${i}`, name: `Corps ${i}`, nationality: 'france', type: 'infantry', movement: 4, area, factors: { infantry: 6 } }));
    sc.forces.corps = [...cs.filter((c) => c.nationality !== 'france'), ...french,
      { id: 'sp-1', name: 'Army of Andalusia', nationality: 'spain', type: 'infantry', movement: 3, area: spanishArea, factors: { infantry: 5 } }];
    sc.forces.garrisons = garrisons;
    sc.forces.depots = frenchAreas.length ? [{ owner: 'france', area: frenchAreas[0] }] : [];
    sc.forces.leaders = [];
    sc.forces.irregulars = guerillaAreas.map((area) => ({ nationality: 'spain', kind: 'guerilla', factors: 2, area }));
  });
}

/** Answers `power`'s siege decision with `value`, the next dice forced to `dice`. */
export function siegeOrder(s: GameState, power: MajorPower, value: string, dice: number[] = []): GameState {
  const d = decisionOf(s, power, 'land/siege');
  if (!d) throw new Error(`${power} has no siege decision`);
  return apply(dice.length ? forceDice(s, dice) : s, commandFor(d, value));
}

/** The events `after` logged since `before`. */
export const eventsSince = (before: GameState, after: GameState) => after.log.slice(before.log.length);
