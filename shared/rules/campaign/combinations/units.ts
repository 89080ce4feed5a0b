// Section 11 a combination's parts changing hands: ceded (8.8, peace terms B.7 / C.4) or
// conquered (7.7). Poland and the Kingdom of Bavaria go as one unit (11.1.4, 11.4.4, 11.1.3,
// 11.4.3); the Kingdoms of Italy and Westphalia, the German union and the Ottoman Empire go part
// by part and only lose what went (11.2.4, 11.3.4, 11.5.4, 11.6.4). One plan serves every case.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { Combination, EconomyMap, GameState, MajorPower, MinorCountryFacts, Verdict } from '../../../model';
import { provinceName } from '../../political';
import { combinationsOf, holdsMinor, homePowerOf } from './control';
import { stillStands, withCorps } from './create';

/** The combinations ceded and conquered whole (11.1.4, 11.4.4), the rest part by part. */
const WHOLE = new Set(['poland', 'kingdom-of-bavaria']);

/** The rule that lets each combination's parts be ceded one by one (the marker stays behind). */
const CEDED_APART: Readonly<Record<string, string>> = {
  'kingdom-of-italy': '11.2.4', 'kingdom-of-westphalia': '11.3.4', 'german-confederation': '11.5.4', 'ottoman-empire': '11.6.4',
};
/** 11.2.3.1 / 11.3.3.1 / 11.5.3.1 / 11.6.3.1 the rule that ends each one when its last component minor with corps goes. */
const ENDS: Readonly<Record<string, string>> = {
  'kingdom-of-italy': '11.2.3.1', 'kingdom-of-westphalia': '11.3.3.1', 'german-confederation': '11.5.3.1', 'ottoman-empire': '11.6.3.1',
};

/**
 * 11.1.4 / 11.4.4 the standing Poland or Kingdom of Bavaria a territory belongs to (the minor
 * that carries it, or one of its provinces), if any.
 */
export function wholeUnitOf(state: GameState, kind: 'minor' | 'province', id: string): Combination | undefined {
  return combinationsOf(state).active.find((c) => WHOLE.has(c.id) && stillStands(state, c) &&
    (kind === 'province' ? c.provinces.includes(id) : c.id === 'poland' ? id === 'poland' : c.minors.includes(id)));
}

/**
 * 11.1.4 / 11.4.4 a province of Poland or of the Kingdom of Bavaria may not be ceded on its own
 * (8.8, peace terms B.7 and C.4): the controller cedes the Poland or Bavaria minor, which takes
 * the rest with it. 11.2.4 / 11.3.4 / 11.5.4 / 11.6.4 the other combinations' parts may be.
 */
export function unitCessionVerdict(state: GameState, kind: 'minor' | 'province', id: string): Verdict {
  const c = kind === 'province' ? wholeUnitOf(state, kind, id) : undefined;
  if (!c) return LEGAL;
  const rule = c.id === 'poland' ? '11.1.4' : '11.4.4';
  return illegal('notApplicable', rule, `${provinceName(id)} is part of ${c.name}: it is ceded only with ${c.id === 'poland' ? 'Poland' : 'Bavaria'}, as one`);
}

/** A province passing with a unit: to `holder`, ceded when that is not its home power (11.1.3.1). */
export interface UnitProvince {
  readonly province: string;
  readonly home: MajorPower;
  readonly holder: MajorPower;
}

/** What a cession or conquest does to one combination. */
export interface UnitChange {
  readonly combination: Combination;
  /** The record afterwards; null when the combination ends (its marker is removed). */
  readonly next: Combination | null;
  /** Provinces changing hands with the unit. */
  readonly provinces: readonly UnitProvince[];
  /** 11.1.4 the Polish loyalty marker goes with a ceded Poland (undefined: unchanged). */
  readonly polishLoyalty?: MajorPower;
  readonly change: 'passed' | 'reduced' | 'dissolved';
  readonly rule: string;
  readonly reason: string;
}

/** The home power of a province, from the ceded record or the 1805 home nations. */
function homeOf(state: GameState, province: string): MajorPower | null {
  return state.ceded?.find((c) => c.province === province)?.home ?? homePowerOf(province);
}

function moved(state: GameState, provinces: readonly string[], to: MajorPower): UnitProvince[] {
  return provinces.flatMap((p) => {
    const home = homeOf(state, p);
    return home === null ? [] : [{ province: p, home, holder: to }];
  });
}

/**
 * 11.2.3 / 11.3.3 / 11.5.3 / 11.6.3 a combination that lost `minor` or `province` to another
 * power: reduced while its controller still runs a component with corps, else ended (11.x.3.1).
 */
function reduced(state: GameState, c: Combination, minor: string | null, province: string | null, rule: string, why: string): UnitChange {
  const next: Combination = { ...c, minors: c.minors.filter((m) => m !== minor), provinces: c.provinces.filter((p) => p !== province) };
  const runners = c.partner ? [c.controller, c.partner] : [c.controller];
  const stands = withCorps(state, c.id).some((m) => m !== minor && next.minors.includes(m) && runners.some((p) => holdsMinor(state, p, m)));
  const part = minor ? (state.minors.find((m) => m.id === minor)?.name ?? minor) : provinceName(province ?? '');
  if (!stands) return { combination: c, next: null, provinces: [], change: 'dissolved', rule: ENDS[c.id] ?? rule, reason: `${why} ${part}, its last component minor country with corps` };
  return { combination: c, next, provinces: [], change: 'reduced', rule, reason: `${why} ${part}` };
}

/**
 * 8.8 / B.7 / C.4 what ceding a minor or province from `from` to `to` does to the combinations.
 * - 11.1.4 Poland goes whole: its provinces, the marker, the Polish loyalty marker (and so its
 *   forces, which follow the minor's controller) pass to `to`.
 * - 11.4.4 the Kingdom of Bavaria goes whole, Tyrol with Bavaria; ceded to Austria it is
 *   handled as in 11.4.3.2: Tyrol is Austrian again (unceded) and the kingdom ends.
 * - 11.2.4 / 11.3.4 / 11.5.4 / 11.6.4 the others lose the part; the marker is never ceded.
 */
export function cessionChanges(state: GameState, kind: 'minor' | 'province', id: string, from: MajorPower, to: MajorPower): UnitChange[] {
  const out: UnitChange[] = [];
  const ceded = `ceded by ${POWER_NAMES[from]} to ${POWER_NAMES[to]}`;
  for (const c of combinationsOf(state).active) {
    if (c.controller !== from && c.partner !== from) continue;
    if (c.id === 'poland' && kind === 'minor' && id === 'poland' && stillStands(state, c)) {
      out.push({ combination: c, next: { ...c, controller: to }, provinces: moved(state, c.provinces, to), polishLoyalty: to, change: 'passed', rule: '11.1.4', reason: `${ceded} as a unit, with the Polish forces` });
    } else if (c.id === 'kingdom-of-bavaria' && kind === 'minor' && c.minors.includes(id) && stillStands(state, c)) {
      if (to === 'austria') out.push({ combination: c, next: null, provinces: moved(state, c.provinces, 'austria'), change: 'dissolved', rule: '11.4.3.2', reason: `${ceded}: the Tyrol is Austrian again (11.4.4)` });
      else out.push({ combination: c, next: { ...c, controller: to }, provinces: moved(state, c.provinces, to), change: 'passed', rule: '11.4.4', reason: `${ceded} as one minor country, the Tyrol with it` });
    } else if (!WHOLE.has(c.id) && (kind === 'minor' ? c.minors.includes(id) : c.provinces.includes(id))) {
      out.push(reduced(state, c, kind === 'minor' ? id : null, kind === 'province' ? id : null, CEDED_APART[c.id] ?? '11.0', `${POWER_NAMES[from]} ceded to ${POWER_NAMES[to]}`));
    }
  }
  return out;
}

/**
 * 7.7 / 10.2.1 what the conquest of minor `minor` by `by` does to the combinations.
 * - 11.1.3 / 11.1.3.1 Poland (Warsaw held a month): the marker is removed and every province of
 *   Poland goes to the conqueror, unceded if it is that power's home province, else ceded.
 * - 11.4.3 / 11.4.3.2 Bavaria conquered (Munich and Nuremburg held): the kingdom ends; the Tyrol
 *   becomes an unceded Austrian province if Austria conquered it, else a ceded province of the conqueror.
 * - 11.2.3 / 11.3.3 / 11.5.3 / 11.6.3 the others lose the minor and end with their last one with corps.
 */
export function conquestChanges(state: GameState, minor: string, by: MajorPower): UnitChange[] {
  const out: UnitChange[] = [];
  for (const c of combinationsOf(state).active) {
    if (c.id === 'poland') {
      if (minor === 'poland') out.push({ combination: c, next: null, provinces: moved(state, c.provinces, by), change: 'dissolved', rule: '11.1.3.1', reason: `${POWER_NAMES[by]} conquered Poland (Warsaw): its provinces are ${POWER_NAMES[by]}'s` });
    } else if (c.id === 'kingdom-of-bavaria') {
      if (c.minors.includes(minor)) out.push({ combination: c, next: null, provinces: moved(state, c.provinces, by), change: 'dissolved', rule: '11.4.3.2', reason: `${POWER_NAMES[by]} conquered Bavaria (Munich): the Tyrol is ${by === 'austria' ? 'Austrian again' : `${POWER_NAMES[by]}'s, ceded`}` });
    } else if (c.minors.includes(minor)) {
      const rule = { 'kingdom-of-italy': '11.2.3', 'kingdom-of-westphalia': '11.3.3', 'german-confederation': '11.5.3', 'ottoman-empire': '11.6.3' }[c.id];
      out.push(reduced(state, c, minor, null, rule, `${POWER_NAMES[by]} conquered`));
    }
  }
  return out;
}

/**
 * 11.1.3 Poland is conquered only by holding Warsaw (Masovia's capital), unbesieged, for a month;
 * 11.1.5 one political point to the conqueror and one off the loser, whatever its size (one district).
 * The Conquest Step reads these facts for the Poland free state (the map has no Poland minor).
 */
export function polandConquestFacts(econ: EconomyMap | undefined): MinorCountryFacts | undefined {
  const masovia = econ?.provinces.find((p) => (p.id as string) === 'masovia');
  if (!masovia?.capital || !masovia.capitalArea) return undefined;
  return { capital: masovia.capital, capitalArea: masovia.capitalArea, districts: 1, primaryCities: [{ area: masovia.capitalArea, city: masovia.capital }] };
}

/**
 * 11.4.3 the Tyrol is the kingdom's minor district, its capital Salzburg: held by one power at
 * war with the kingdom's controller (the Conquest Step's 10.2.1 test), it is conquered apart.
 */
export function tyrolConquestFacts(econ: EconomyMap | undefined): MinorCountryFacts | undefined {
  const tyrol = econ?.provinces.find((p) => (p.id as string) === 'tyrol');
  if (!tyrol) return undefined;
  return { capital: tyrol.capital, capitalArea: tyrol.capitalArea, districts: 1, primaryCities: [{ area: tyrol.capitalArea, city: tyrol.capital }] };
}

/**
 * 11.4.3.1 the Tyrol conquered apart from Bavaria: by Austria it is an unceded Austrian province
 * again, by another power a ceded province of that power. Either way 11.4.3.4 Tyrol and Bavaria are
 * now in different hands and the kingdom's marker is removed. 11.4.5 no political points.
 */
export function tyrolConquestChange(state: GameState, c: Combination, by: MajorPower): UnitChange {
  return { combination: c, next: null, provinces: moved(state, c.provinces.filter((p) => p === 'tyrol'), by), change: 'dissolved', rule: '11.4.3.1',
    reason: `${POWER_NAMES[by]} conquered the Tyrol (Salzburg)${by === 'austria' ? ': it is Austrian again' : ''}; Bavaria and the Tyrol are no longer held together (11.4.3.4)` };
}
