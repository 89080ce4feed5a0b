// 11.1-11.6 whether a power may create each combination now, and what it would hold.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { Combination, CombinationId, GameState, MajorPower, Verdict } from '../../../model';
import { canBeFreeState, politicalState } from '../../political';
import { activeCombination, combinationsOf, holdsMinor, holdsProvince, provinceHolder } from './control';
import { BAVARIA, COMBINATION_NAMES, GERMAN_PROVINCE_OWNER, GERMAN_V271, ITALY_PRINTED, ITALY_V271, OTTOMAN, POLAND, POLISH_PROVINCES, RHINE_PRINTED, WESTPHALIA, germanName } from './members';
import type { CombinationMembers } from './members';


/** One combination a power might create in the 8.9 step, with what it would hold and its verdict. */
export interface CreationOption {
  readonly id: CombinationId;
  readonly name: string;
  readonly minors: readonly string[];
  readonly provinces: readonly string[];
  readonly points: number;
  readonly rule: string;
  readonly verdict: Verdict;
}

/** The option flag that turns each combination on (section 11 options are off unless ticked). */
export const COMBINATION_OPTION = {
  poland: 'poland', 'kingdom-of-italy': 'kingdomOfItaly', 'kingdom-of-westphalia': 'westphalia', 'kingdom-of-bavaria': 'bavaria',
  'german-confederation': 'confederationOfTheRhine', 'ottoman-empire': 'ottomanEmpire',
} as const satisfies Record<CombinationId, string>;

export const italyMembers = (state: GameState): CombinationMembers => (state.options.rules.kingdomOfItalyV271 ? ITALY_V271 : ITALY_PRINTED);
export const germanMembers = (state: GameState): CombinationMembers => (state.options.rules.germanConfederationV271 ? GERMAN_V271 : RHINE_PRINTED);

/** 11.2.3 / 11.3.3 / 11.5.3 / 11.6.3 the component minors whose corps keep a combination alive. */
export function withCorps(state: GameState, id: CombinationId): readonly string[] {
  if (id === 'ottoman-empire') return OTTOMAN.minors.filter((m) => canBeFreeState(m, state.date.year));
  return membersOf(state, id).withCorps;
}

export function membersOf(state: GameState, id: CombinationId): CombinationMembers {
  switch (id) {
    case 'poland': return POLAND;
    case 'kingdom-of-italy': return italyMembers(state);
    case 'kingdom-of-westphalia': return WESTPHALIA;
    case 'kingdom-of-bavaria': return BAVARIA;
    case 'german-confederation': return germanMembers(state);
    case 'ottoman-empire': return OTTOMAN;
  }
}

/**
 * v2.71 11.5 a German province counts only while someone other than its original owner holds it
 * (Tyrol-Austria, Magdeburg-Prussia, Lorraine-France); as printed (11.5.1), a creator's own
 * Tyrol or Magdeburg is part of the confederation (not ceded, 11.5.1).
 */
function provinceEligible(state: GameState, id: CombinationId, province: string, power: MajorPower): boolean {
  if (id === 'german-confederation' && state.options.rules.germanConfederationV271) return GERMAN_PROVINCE_OWNER[province] !== power;
  return true;
}

/** What `power` holds of a combination's parts (all of it must come in: 11.5.1, 11.6.1, 11.2.1.2 …). */
export function heldParts(state: GameState, power: MajorPower, id: CombinationId): { minors: string[]; provinces: string[] } {
  const m = membersOf(state, id);
  return {
    minors: m.minors.filter((x) => holdsMinor(state, power, x)),
    provinces: m.provinces.filter((p) => holdsProvince(state, power, p) && provinceEligible(state, id, p, power)),
  };
}

const no = (rule: string, detail: string): Verdict => illegal('notApplicable', rule, detail);

/** 11.1.1 Poland: two or more Polish provinces including Masovia, and nobody else holds the loyalty marker. */
function polandVerdict(state: GameState, power: MajorPower, provinces: readonly string[]): Verdict {
  const loyalty = combinationsOf(state).polishLoyalty;
  if (loyalty !== null && loyalty !== power) return no('11.1.1', `${POWER_NAMES[loyalty]} holds the Polish loyalty marker`);
  const polish = state.minors.find((m) => m.id === 'poland');
  if (polish && polish.status === 'free') return no('11.1.1', 'Poland already exists');
  if (!provinces.includes('masovia')) return no('11.1.1', 'you must hold Masovia (Warsaw)');
  if (provinces.length < 2) return no('11.1.1', 'you must hold at least two Polish provinces');
  return LEGAL;
}

/** v2.71 11.5.1.1-4 / printed 11.5.1.2-3: the German union's conditions for `power`. */
function germanVerdict(state: GameState, power: MajorPower, minors: readonly string[], provinces: readonly string[]): Verdict {
  const hreDissolved = politicalState(state).holyRomanEmpireDissolved;
  const m = germanMembers(state);
  const corps = minors.filter((x) => m.withCorps.includes(x));
  const others = minors.length - corps.length + provinces.length;
  if (state.options.rules.germanConfederationV271) {
    // opt:11.5 / opt:11.5.1 the v2.71 German union replaces 11.5.1: every German state the creator
    // holds goes in (heldParts), never its own home provinces (provinceEligible)
    if (power === 'austria') {
      // opt:11.5.1.2 Bavaria, Wurttemberg and Baden and three more, whether or not the empire stands
      if (!['bavaria', 'wurttemberg', 'baden'].every((x) => minors.includes(x))) return no('opt:11.5.1.2', 'Austria must hold Bavaria, Wurttemberg and Baden');
      if (minors.length + provinces.length < 6) return no('opt:11.5.1.2', 'Austria must hold three more German states');
      return LEGAL;
    }
    // opt:11.5.1.1 Prussia and France only once C.8 has dissolved the Holy Roman Empire
    if (!hreDissolved) return no('opt:11.5.1.1', 'the Holy Roman Empire still stands (peace term C.8 must be applied against Austria)');
    if (power === 'prussia') {
      // opt:11.5.1.3 Saxony, Hesse and Hanover and three more
      if (!['saxony', 'hesse', 'hanover'].every((x) => minors.includes(x))) return no('opt:11.5.1.3', 'Prussia must hold Saxony, Hesse and Hanover');
      if (minors.length + provinces.length < 6) return no('opt:11.5.1.3', 'Prussia must hold three more German states');
      return LEGAL;
    }
    // opt:11.5.1.4 France: four German states with corps and three without
    if (corps.length < 4) return no('opt:11.5.1.4', 'France must hold four German states with corps');
    if (others < 3) return no('opt:11.5.1.4', 'France must hold three German states without corps');
    return LEGAL;
  }
  // 11.5.1.2 Austria only while C.8 was never applied (or C.9 cancelled it); 11.5.1.3 the others only after C.8
  if (power === 'austria' && hreDissolved) return no('11.5.1.2', 'peace term C.8 stands against Austria');
  if (power !== 'austria' && !hreDissolved) return no('11.5.1.3', 'peace term C.8 has not been applied against Austria');
  // 11.5.1 five of the six with corps and any three others
  if (corps.length < 5) return no('11.5.1', 'you must hold five of the six German minors with corps');
  if (others < 3) return no('11.5.1', 'you must hold three more German minors or provinces');
  return LEGAL;
}

/**
 * 11.1.1-11.6.1 What `power` may create of combination `id` now: the parts it holds (all must
 * come in) and the verdict (the option in use, a creator the rule names, the parts required,
 * 11.5.1.5 / 11.6.1.3 no other power's still on the map).
 */
export function creationOption(state: GameState, power: MajorPower, id: CombinationId): CreationOption {
  const m = membersOf(state, id);
  const parts = id === 'poland' ? { minors: [], provinces: POLISH_PROVINCES.filter((p) => provinceHolder(state, p) === power) } : heldParts(state, power, id);
  const name = id === 'german-confederation' ? germanName(power, state.options.rules.germanConfederationV271 === true) : COMBINATION_NAMES[id];
  const base = { id, name, ...parts, points: m.points, rule: m.rule };
  const existing = activeCombination(state, id);
  let verdict: Verdict = LEGAL;
  if (!state.options.rules[COMBINATION_OPTION[id]]) verdict = no(m.rule, 'the option is not in use');
  else if (!m.creators.includes(power)) verdict = no(m.rule, `${POWER_NAMES[power]} may not create ${name}`);
  else if (existing?.controller === power || existing?.partner === power) verdict = no(m.rule, `${name} already exists`);
  // 11.5.1.5 / opt:11.5.1.5 one German union at a time: another power's stands until its last German state with corps is lost
  else if (existing) verdict = no(id === 'german-confederation' ? (state.options.rules.germanConfederationV271 ? 'opt:11.5.1.5' : '11.5.1.5') : '11.6.1.3', `${name} still stands under ${POWER_NAMES[existing.controller]}`);
  else if (id === 'poland') verdict = polandVerdict(state, power, parts.provinces);
  else if (id === 'german-confederation') verdict = germanVerdict(state, power, parts.minors, parts.provinces);
  else if (id === 'ottoman-empire') verdict = parts.minors.length >= 6 ? LEGAL : no('11.6.1', `you hold ${parts.minors.length} of the eight; six are needed`);
  // 11.2.1 / 11.3.1 / 11.4.1 every part, minors and provinces
  else if (parts.minors.length < m.minors.length || parts.provinces.length < m.provinces.length) verdict = no(m.rule, 'you must hold every part of it');
  return { ...base, verdict };
}

/** 11.2.3 / 11.3.3 / 11.5.3 / 11.6.3 still alive: the controller (or the C.9 partner) runs one component minor with corps. */
export function stillStands(state: GameState, c: Combination): boolean {
  if (c.id === 'poland') {
    // 11.1.3 Poland ends with its conquest (the capture of Warsaw for a month, 7.7)
    const pol = state.minors.find((m) => m.id === 'poland');
    return pol !== undefined && pol.status === 'free' && pol.controller === c.controller;
  }
  if (c.id === 'kingdom-of-bavaria') {
    // 11.4.3.4 the marker goes whenever Tyrol and Bavaria are in different hands
    return holdsMinor(state, c.controller, 'bavaria') && holdsProvince(state, c.controller, 'tyrol');
  }
  const runners = c.partner ? [c.controller, c.partner] : [c.controller];
  return withCorps(state, c.id).some((m) => runners.some((p) => holdsMinor(state, p, m)));
}

/** 11.1.1.1, 11.2.1.2, 11.3.1.2, 11.5.1.4 (11.5.1 v2.71), 11.6.1.2 parts the controller now holds that must be added. */
export function partsToAdd(state: GameState, c: Combination): { minors: string[]; provinces: string[] } {
  // 11.1.1.1 more Polish provinces are the controller's choice, not a duty
  if (c.id === 'poland') return { minors: [], provinces: [] };
  const held = heldParts(state, c.controller, c.id);
  return {
    minors: held.minors.filter((x) => !c.minors.includes(x) && !(x === 'palatinate' && c.palatinate === false)),
    provinces: held.provinces.filter((x) => !c.provinces.includes(x)),
  };
}

/** Parts the controller no longer holds (conquered, ceded, neutral): the combination is reduced (11.2.3 …). */
export function partsLost(state: GameState, c: Combination): { minors: string[]; provinces: string[] } {
  const runners = c.partner ? [c.controller, c.partner] : [c.controller];
  return {
    minors: c.minors.filter((x) => !runners.some((p) => holdsMinor(state, p, x))),
    provinces: c.provinces.filter((x) => !runners.some((p) => holdsProvince(state, p, x))),
  };
}
