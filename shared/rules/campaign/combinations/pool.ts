// Section 11 one treasury for a combination's members (11.2.2, 11.3.2, 11.4.2, 11.5.2, 11.6.2):
// whose sheet collects, what that money may buy, which manpower is tied to Hanoverian factors
// (11.3.2.2, printed 11.5.2.2) and where a member's garrison factors may stand (11.1.2, 11.2.2,
// 11.3.2.3, 11.4.2, printed 11.5.2.3, v2.71 11.5.2.2, 11.6.2). The economic and reinforcement
// rules ask these; without a combination every answer is the member's own (8.2.3, 5.2.2.2.2).
// 11.2 / 11.3 / 11.5 / 11.6 (options) the Kingdom of Italy, the Kingdom of Westphalia, the German union and the Ottoman
// Empire: created in create.ts (11.5 also by peace term C.9, unionByPeace.ts), pooled here, ceded and conquered part by part
// (units.ts, the 8.9 step).
import { illegal, LEGAL } from '../../../model';
import type { Combination, GameState, MajorPower, Nationality, PurchaseUnit, Verdict } from '../../../model';
import { withCorps } from './create';
import { provinceHolder } from './control';

/** The members one power pays for out of one sheet, and the sheet's nationality (the first member, corps first). */
export interface Pool {
  readonly combination: Combination;
  readonly power: MajorPower;
  readonly carrier: string;
  /** member minors that are free states of `power` (a C.9 partner's members are its own pool, opt:11.5.1.6.1). */
  readonly members: readonly string[];
}

const freeOf = (state: GameState, power: MajorPower, minor: string) =>
  state.minors.some((m) => m.id === minor && m.controller === power && m.status === 'free');

/** The rule that pools each combination's money (8.2.3 doubling as one free state). */
export const POOL_RULE: Readonly<Record<string, string>> = {
  poland: '11.1.2', 'kingdom-of-italy': '11.2.2', 'kingdom-of-westphalia': '11.3.2', 'kingdom-of-bavaria': '11.4.2', 'german-confederation': '11.5.2', 'ottoman-empire': '11.6.2',
};

/**
 * The pool a free state of `power` pays into, if it is a member of a standing combination that
 * `power` controls (or, after C.9, shares: opt:11.5.1.6.1 each creator's states as a separate
 * minor power). Poland is one minor already: its provinces are its own (11.1.2).
 */
export function combinationPool(state: GameState, power: MajorPower, minor: string): Pool | null {
  for (const c of state.combinations?.active ?? []) {
    if (c.id === 'poland' || (c.controller !== power && c.partner !== power) || !c.minors.includes(minor)) continue;
    const members = c.minors.filter((m) => freeOf(state, power, m));
    if (!members.includes(minor)) continue;
    return { combination: c, power, carrier: members[0]!, members };
  }
  return null;
}

/** Whose sheet a free state's collection, maintenance and purchases go on: the pool's carrier, or its own. */
export function payerOf(state: GameState, power: MajorPower, nationality: Nationality): Nationality {
  const pool = combinationPool(state, power, nationality);
  return pool ? (pool.carrier as Nationality) : nationality;
}

/**
 * The provinces a free state collects as part of a combination: Poland's are its own; a
 * kingdom's or confederation's go on the carrier's sheet (11.2.1, 11.3.1, 11.4.1, 11.5.1: not
 * counted for the home nation).
 */
export function pooledProvinces(state: GameState, power: MajorPower, minor: string): string[] {
  const out: string[] = [];
  for (const c of state.combinations?.active ?? []) {
    if (c.controller !== power || c.provinces.length === 0) continue;
    const carrier = c.id === 'poland' ? 'poland' : c.minors.find((m) => freeOf(state, power, m));
    // 11.1.3.2 / 10.2.2 a province conquered apart since the last 8.9 step is no longer collected
    if (carrier === minor) out.push(...c.provinces.filter((p) => provinceHolder(state, p) === power));
  }
  return out;
}

/** The other member free states whose values the carrier `minor` collects (11.2.2, 11.3.2, 11.4.2, 11.5.2, 11.6.2). */
export function pooledMembers(state: GameState, power: MajorPower, minor: string): string[] {
  const pool = combinationPool(state, power, minor);
  return pool && pool.carrier === minor ? pool.members.filter((m) => m !== minor) : [];
}

const HANOVERIAN = (nat: string, unit: PurchaseUnit) => nat === 'hanover' && (unit === 'infantry' || unit === 'cavalry');

/**
 * Sources whose manpower buys only Hanoverian infantry and cavalry: 11.3.2.2 Magdeburg in
 * Westphalia; printed 11.5.2.2 the confederation's minors and provinces without corps (v2.71
 * 11.5.2.2 lets all of it be used for any purpose).
 */
export function hanoverianOnlySources(state: GameState, c: Combination): { minors: string[]; provinces: string[]; rule: string } | null {
  if (c.id === 'kingdom-of-westphalia') return { minors: [], provinces: [...c.provinces], rule: '11.3.2.2' };
  if (c.id === 'german-confederation' && !state.options.rules.germanConfederationV271) {
    const corps = withCorps(state, c.id);
    return { minors: c.minors.filter((m) => !corps.includes(m)), provinces: [...c.provinces], rule: '11.5.2.2' };
  }
  return null;
}

/** The nationalities a pool's money buys factors and ships for, and the rule. */
export function purchaseScope(state: GameState, pool: Pool): { nationalities: readonly string[]; ships: boolean; rule: string } {
  const c = pool.combination;
  const corps = withCorps(state, c.id);
  const mine = (ids: readonly string[]) => pool.members.filter((m) => ids.includes(m));
  switch (c.id) {
    // 11.2.2 army and ship factors for the corps, garrisons or fleets of Lombardy or Venetia
    case 'kingdom-of-italy': return { nationalities: mine(['lombardy', 'venetia']), ships: true, rule: '11.2.2' };
    // 11.3.2 used in any desired manner: the Hanover and Hesse corps and garrisons (11.3.2.2 ties Magdeburg's manpower)
    case 'kingdom-of-westphalia': return { nationalities: mine(['hanover', 'hesse']), ships: true, rule: '11.3.2' };
    // 11.4.2 Bavarian army factors
    case 'kingdom-of-bavaria': return { nationalities: mine(['bavaria']), ships: false, rule: '11.4.2' };
    // 11.5.2 the usual purposes: the members with corps (v2.71 11.5.2.2: any member's corps and garrisons)
    case 'german-confederation': return { nationalities: mine(corps), ships: true, rule: state.options.rules.germanConfederationV271 ? 'opt:11.5.2.2' : '11.5.2' };
    // 11.6.2 army factors for the corps or garrisons of any component with corps
    case 'ottoman-empire': return { nationalities: mine(corps), ships: false, rule: '11.6.2' };
    default: return { nationalities: [pool.carrier], ships: true, rule: '8.5.3' };
  }
}

/**
 * Whether the pool may pay for one `unit` of `nationality` now: a nationality the rule names
 * (purchaseScope), and manpower the rule leaves free. Tied manpower (11.3.2.2, printed 11.5.2.2)
 * goes first to the Hanoverian infantry and cavalry bought; anything else is paid from the rest.
 * `sheet` is the carrier's: its manpower left, its tied lines (rule 11.3.2.2 / 11.5.2.2) and purchases.
 */
export function poolPurchaseVerdict(
  state: GameState, pool: Pool, nationality: string, unit: PurchaseUnit, manpower: number,
  sheet: { readonly manpower: number; readonly lines: readonly { readonly section: string; readonly manpower: number; readonly rule: string }[]; readonly purchases: readonly { readonly unit: PurchaseUnit; readonly manpower: number; readonly nationality?: Nationality }[] },
): Verdict {
  const scope = purchaseScope(state, pool);
  const name = pool.combination.name;
  if (!scope.nationalities.includes(nationality)) return illegal('notApplicable', scope.rule, `the money of ${name} buys only for ${scope.nationalities.map((n) => minorName(state, n)).join(' or ') || 'no member'}`);
  if (unit === 'ship' && !scope.ships) return illegal('notApplicable', scope.rule, `the money of ${name} buys army factors only`);
  const tied = hanoverianOnlySources(state, pool.combination);
  if (!tied || HANOVERIAN(nationality, unit) || manpower === 0) return LEGAL;
  const tiedIn = sheet.lines.filter((l) => l.section === 'manpower' && l.rule === tied.rule).reduce((n, l) => n + l.manpower, 0);
  const usedByHanover = sheet.purchases.filter((p) => HANOVERIAN(p.nationality ?? pool.carrier, p.unit)).reduce((n, p) => n + p.manpower, 0);
  const tiedLeft = Math.max(0, tiedIn - usedByHanover);
  const free = sheet.manpower - tiedLeft;
  return free >= manpower ? LEGAL : illegal('noMoney', tied.rule, `only ${Math.max(0, free)} manpower left that is not tied to Hanoverian infantry and cavalry`);
}

const minorName = (state: GameState, id: string) => state.minors.find((m) => m.id === id)?.name ?? id;

/**
 * The member minors and provinces (beyond its own country) where garrison factors of
 * `nationality` may be placed:
 * - 11.1.2 Polish garrisons anywhere in Polish territory (its provinces);
 * - 11.2.2 the Kingdom of Italy's, 11.4.2 the Kingdom of Bavaria's, 11.6.2 the Ottoman Empire's
 *   anywhere within its territory; v2.71 11.5.2.2 the confederation's in any member's cities;
 * - 11.3.2.3 Westphalia: Hessian infantry only in Hesse, Hanoverian in Hanover and Magdeburg;
 * - printed 11.5.2.3: each member with corps only its own; Hanoverian also in the members and
 *   provinces without corps.
 */
export function garrisonLands(state: GameState, nationality: string): { minors: readonly string[]; provinces: readonly string[]; rule: string } | null {
  for (const c of state.combinations?.active ?? []) {
    if (c.id === 'poland') {
      if (nationality === 'poland') return { minors: [], provinces: c.provinces, rule: '11.1.2' };
      continue;
    }
    if (!c.minors.includes(nationality)) continue;
    const corps = withCorps(state, c.id);
    switch (c.id) {
      case 'kingdom-of-italy': return { minors: c.minors, provinces: c.provinces, rule: '11.2.2' };
      case 'kingdom-of-bavaria': return { minors: c.minors, provinces: c.provinces, rule: '11.4.2' };
      case 'ottoman-empire': return { minors: c.minors, provinces: c.provinces, rule: '11.6.2' };
      case 'kingdom-of-westphalia': return nationality === 'hanover' ? { minors: ['hanover'], provinces: c.provinces, rule: '11.3.2.3' } : { minors: [nationality], provinces: [], rule: '11.3.2.3' };
      case 'german-confederation':
        if (state.options.rules.germanConfederationV271) return { minors: c.minors, provinces: c.provinces, rule: 'opt:11.5.2.2' };
        return nationality === 'hanover' ? { minors: c.minors.filter((m) => m === 'hanover' || !corps.includes(m)), provinces: c.provinces, rule: '11.5.2.3' } : { minors: [nationality], provinces: [], rule: '11.5.2.3' };
    }
  }
  return null;
}
