// 10.4 Minor countries with districts, and the v2.71 10.4.5 multi-district minors created in
// the New Political Combinations Step. Pure: reads the state and the Minor Countries Chart.
//
// How the state holds districts:
// - 10.4.1 Denmark-Norway and Sweden-Finland: the secondary district (Norway, Finland) has no
//   entry of its own in `state.minors` while it is part of its minor; an entry of its own means
//   it is held apart (10.4.3.2: Finland under Russia in the 1812 and 1813 campaigns).
// - v2.71 10.4.5: the districts joined keep their entries (each is a minor country of the map),
//   and `state.general.links` records which secondary was joined to which primary. A linked
//   secondary held by the primary's controller is part of the union; held by another power it
//   is apart (10.4.3.2) until it reverts.
import { LEGAL, illegal } from '../../model';
import type { DecisionOption, DistrictLink, GameState, MajorPower, MinorCountry, MinorId } from '../../model';
import { districtUnions, minorById } from '../../data/forces';
import type { DistrictUnion } from '../../data/forces';
import { twoSiciliesLinks } from '../campaign/combinations/twoSicilies';
import { neutralKingdomExtraDistricts } from '../campaign/combinations/neutral';
import { optionalSecondariesOf } from './hitherPomerania';
import { loadMap } from '../../data/map';

/** The links recorded so far (v2.71 10.4.5), and 11.7's standing Naples-Sicily link (hook of the comb branch). */
export const districtLinks = (state: GameState): readonly DistrictLink[] => twoSiciliesLinks(state, state.general?.links ?? []);

const entry = (state: GameState, id: string): MinorCountry | undefined => state.minors.find((m) => m.id === id);

/** 10.4.1 the minor a printed secondary district (Norway, Finland) belongs to, from the Minor Countries Chart. */
export function printedPrimaryOf(secondary: MinorId | string): MinorId | null {
  return (minorById(secondary)?.partOf as MinorId | undefined) ?? null;
}

/** 10.4.1 the printed secondary districts of a minor (Denmark: Norway; Sweden: Finland). */
export function printedSecondariesOf(minor: MinorId | string): MinorId[] {
  return (minorById(minor)?.districts.slice(1) ?? []) as MinorId[];
}

/** 10.4.3 the primary district a minor's entry belongs to: printed (Norway, Finland) or linked under v2.71 10.4.5. */
export function primaryOf(state: GameState, minor: MinorId | string): MinorId | null {
  return printedPrimaryOf(minor) ?? districtLinks(state).find((l) => l.secondary === minor)?.primary ?? null;
}

/**
 * v2.71 10.4.5.3 a secondary of a union that is a province, not a minor (Karelia and Livonia,
 * Russian home provinces): it joins once ceded (10.2.2) to the power running Sweden.
 */
export const isProvinceSecondary = (id: string): boolean => minorById(id) === undefined;

let provinceNames: ReadonlyMap<string, string> | null = null;
/** A province's printed name, from the shipped map (Karelia, Livonia). */
function provinceName(id: string): string {
  if (!provinceNames) {
    const r = loadMap();
    provinceNames = new Map(r.ok ? r.map.data.provinces.map((p) => [p.id, p.name]) : []);
  }
  return provinceNames.get(id) ?? id;
}

/** 10.2.2 the power a home province has been ceded to, if any. */
const cededHolder = (state: GameState, province: string): MajorPower | null => state.ceded?.find((c) => c.province === province)?.holder ?? null;

/**
 * Whether a linked secondary is held with its primary now (same controller, or both neutral).
 * v2.71 10.4.5.3 a joined province is while it stays ceded to the power running the primary.
 */
function heldWith(state: GameState, link: DistrictLink): boolean {
  const p = entry(state, link.primary);
  if (isProvinceSecondary(link.secondary)) return p !== undefined && p.controller !== null && p.status !== 'neutral' && cededHolder(state, link.secondary) === p.controller;
  const s = entry(state, link.secondary);
  if (!p || !s) return false;
  return p.controller === s.controller && (p.controller !== null || (p.status === 'neutral' && s.status === 'neutral'));
}

/** v2.71 10.4.5 / 10.5.2.3.1 whether the minor is a secondary district joined to a primary and held with it now. */
export function isJoinedSecondary(state: GameState, minor: MinorId | string): boolean {
  return districtLinks(state).some((l) => l.secondary === minor && heldWith(state, l));
}

/**
 * 10.4.1 / v2.71 10.4.5 the secondary districts that are part of the minor now: printed ones
 * without an entry of their own, and linked ones held with it.
 */
export function joinedSecondaries(state: GameState, minor: MinorId | string): MinorId[] {
  // v2.71 1.1.2 (option) Sweden's Hither Pomerania is one of its printed districts
  const printed = [...printedSecondariesOf(minor), ...optionalSecondariesOf(state, minor)].filter((d) => !entry(state, d));
  const linked = districtLinks(state).filter((l) => l.primary === minor && heldWith(state, l)).map((l) => l.secondary);
  return [...printed, ...linked];
}

/**
 * 10.4.2 (cost of a declaration), 10.2.1.2 (points for a conquest) and 4.6.3.1 (points for
 * control): the districts the minor counts now. Sweden counts Finland only while Finland is
 * part of it (the 1812 campaign's Sweden counts one).
 * 11.4.3.3 / 11.1.3.2 a neutral kingdom: Bavaria with the Tyrol counts two, Poland one.
 */
export function districtCount(state: GameState, minor: MinorId | string): number {
  // 11.4.3.3 a neutral Kingdom of Bavaria counts the Tyrol too; 11.1.3.2 a neutral Poland counts one
  return 1 + joinedSecondaries(state, minor).length + neutralKingdomExtraDistricts(state, minor);
}

/**
 * 10.4.3 / 10.4.3.1 the linked secondaries that follow a change of the primary's control: those
 * the primary's former controller held with it. One another power holds apart stays with that power.
 */
export function followersOf(state: GameState, primary: MinorId | string, formerController: MajorPower | null, formerStatus: MinorCountry['status']): MinorId[] {
  return districtLinks(state)
    .filter((l) => l.primary === primary)
    .filter((l) => {
      const s = entry(state, l.secondary);
      return s !== undefined && s.controller === formerController && (formerController !== null || (formerStatus === 'neutral' && s.status === 'neutral'));
    })
    .map((l) => l.secondary);
}

/**
 * v2.71 10.4.5.3 / 10.4.3 the provinces joined to a primary (Karelia, Livonia joined to Sweden)
 * that its former controller held with it: they go to its new controller with it. When the
 * primary turns neutral they stay with the former controller, ceded to it as before (held apart).
 */
export function provinceFollowersOf(state: GameState, primary: MinorId | string, formerController: MajorPower | null): string[] {
  if (formerController === null) return [];
  return districtLinks(state)
    .filter((l) => l.primary === primary && isProvinceSecondary(l.secondary) && cededHolder(state, l.secondary) === formerController)
    .map((l) => l.secondary);
}

/** Where a district going neutral goes instead (10.4.3.2). */
export type DistrictReversion =
  /** To the power holding its primary district, as a conquered minor. */
  | { readonly kind: 'toPrimaryController'; readonly power: MajorPower; readonly primary: MinorId }
  /** Back into its neutral primary: a printed district loses its own entry. */
  | { readonly kind: 'rejoin'; readonly primary: MinorId }
  | { readonly kind: 'none' };

/**
 * 10.4.3.2 a secondary district held apart does not turn neutral: it reverts to the power
 * holding its primary district, or, when the primary is neutral too, becomes part of it again.
 */
export function reversionOf(state: GameState, minor: MinorId | string): DistrictReversion {
  const primary = primaryOf(state, minor);
  if (!primary) return { kind: 'none' };
  const p = entry(state, primary);
  if (!p) return { kind: 'none' };
  if (p.controller !== null && p.status !== 'neutral') return { kind: 'toPrimaryController', power: p.controller, primary };
  return { kind: 'rejoin', primary };
}

/** The unions whose option is on. */
export function unionsInUse(state: GameState): DistrictUnion[] {
  // each union names its option in the data (10.4.5.1 … 10.4.5.6)
  return districtUnions().filter((u) => (state.options.rules as Readonly<Record<string, boolean>>)[u.option] === true);
}

const combinationStands = (state: GameState, id: string): boolean => (state.combinations?.active ?? []).some((c) => c.id === id);

/** Whether the power runs the minor (free state or conquered). */
const runs = (state: GameState, power: MajorPower, id: string): boolean => {
  const m = entry(state, id);
  return m !== undefined && m.controller === power && m.status !== 'neutral';
};

/** v2.71 10.4.5 may `power` join `secondary` to the union's primary now? */
export function joinVerdict(state: GameState, power: MajorPower, union: DistrictUnion, secondary: MinorId | string) {
  // 10.4.5.1 not while the Kingdom of Italy (11.2) stands
  if (union.id === 'cisalpine-republic' && combinationStands(state, 'kingdom-of-italy')) return illegal('notEligible', '10.4.5.1', 'the Kingdom of Italy exists');
  // 10.4.5.2 any power but Turkey, and only while there is no Ottoman Empire (11.6)
  if (union.id === 'greater-egypt' && power === 'turkey') return illegal('notEligible', '10.4.5.2', 'Turkey may not form Greater Egypt');
  if (union.id === 'greater-egypt' && combinationStands(state, 'ottoman-empire')) return illegal('notEligible', '10.4.5.2', 'the Ottoman Empire exists');
  // v2.71 10.4.5.3 a home province (Karelia, Livonia) joins only once ceded to the power running Sweden
  if (isProvinceSecondary(secondary)) {
    if (!runs(state, power, union.primary)) return illegal('notEligible', '10.4.5', 'both districts must be yours');
    if (cededHolder(state, secondary) !== power) return illegal('notEligible', '10.4.5.3', `${provinceName(secondary)} must have been ceded to you`);
    if (districtLinks(state).some((l) => l.secondary === secondary)) return illegal('notEligible', '10.4.5', 'already a secondary district');
    return LEGAL;
  }
  // 10.4.5 the creator controls both districts
  if (!runs(state, power, union.primary) || !runs(state, power, secondary)) return illegal('notEligible', '10.4.5', 'both districts must be yours');
  if (districtLinks(state).some((l) => l.secondary === secondary)) return illegal('notEligible', '10.4.5', 'already a secondary district');
  // a district that is itself a primary of a union it heads may not be swallowed by another
  if (districtLinks(state).some((l) => l.primary === secondary && heldWith(state, l))) return illegal('notEligible', '10.4.5', 'it heads a multi-district minor of its own');
  return LEGAL;
}

/**
 * v2.71 10.4.5 the joins open to `power` in the New Political Combinations Step, one option per
 * secondary district (`join:<union>:<secondary>`), shown with the rule of its union.
 */
// v2.71 10.4.5.3 Hither Pomerania is Sweden's printed district with v2.71 1.1.2 (rules/general/hitherPomerania.ts),
// Karelia and Livonia join once ceded; the larger Swedish corps: rules/general/sweden.ts
export function joinOptions(state: GameState, power: MajorPower): DecisionOption[] {
  const name = (id: string) => entry(state, id)?.name ?? minorById(id)?.name ?? provinceName(id);
  const out: DecisionOption[] = [];
  for (const u of unionsInUse(state)) {
    for (const s of u.secondaries) {
      // v2.71 10.4.5.3 a province (Karelia, Livonia) is offered to the power it was ceded to
      if (isProvinceSecondary(s) ? cededHolder(state, s) !== power : !entry(state, s)) continue; // a printed district still part of its minor
      const verdict = joinVerdict(state, power, u, s);
      if (!verdict.ok && !runs(state, power, u.primary)) continue;
      out.push({ value: `join:${u.id}:${s}`, label: `Join ${name(s)} to ${name(u.primary)} (${u.name}, ${u.rule})`, verdict });
    }
  }
  return out;
}

/**
 * v2.71 10.2.3 the controlled minors `power` may declare neutral (`neutral:<minor>`): each it
 * runs, except a secondary district joined to its primary (it goes with the primary).
 */
export function neutralisingOptions(state: GameState, power: MajorPower): DecisionOption[] {
  if (!state.options.rules.neutralisingMinors) return [];
  return state.minors
    .filter((m) => m.controller === power && m.status !== 'neutral' && !isJoinedSecondary(state, m.id))
    .map((m) => ({ value: `neutral:${m.id}`, label: `Declare ${m.name} neutral (10.2.3)`, verdict: LEGAL }));
}

/** A corps' morale values by troop type, as combat units carry them. */
export type CorpsMoraleValues = { readonly [K in 'infantry' | 'militia' | 'cavalry' | 'guard' | 'artillery' | 'feudalInfantry' | 'feudalCavalry']?: number };

/** v2.71 10.4.5.2 the infantry morale of the Egyptian and Syrian corps once Egypt holds Syria and Palestine or Cyrenaica joined to it. */
export const GREATER_EGYPT_INFANTRY_MORALE = 2;

/**
 * v2.71 10.4.5.2 (option greaterEgypt) with Syria and either Palestine or Cyrenaica joined to
 * Egypt and held with it, infantry in the Egypt and Syria corps fights at morale 2.0; the rest of
 * `morale` (the corps' printed values, or none: the chart's) is kept. Empty when it does not apply.
 */
export function greaterEgyptMorale(state: GameState, nationality: string, morale?: CorpsMoraleValues): { morale?: CorpsMoraleValues } {
  if (!state.options.rules.greaterEgypt || (nationality !== 'egypt' && nationality !== 'syria')) return {};
  const joined = new Set(districtLinks(state).filter((l) => l.primary === 'egypt' && heldWith(state, l)).map((l) => l.secondary as string));
  if (!joined.has('syria') || !(joined.has('palestine') || joined.has('cyrenaica'))) return {};
  return { morale: { ...(morale ?? {}), infantry: GREATER_EGYPT_INFANTRY_MORALE } };
}
