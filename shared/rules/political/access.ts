/**
 * 10.3 Access as political state, for land movement and the table to read.
 *
 * - `voluntaryAccess(state, grantor, grantee)`: the agreement granted by `grantor`, if any.
 * - `accessAllowed(state, grantee, grantor, province?)`: 10.3.1.2 whether `grantee`'s forces may
 *   be in `grantor`'s territory without forcible access: its own, at war, unconditional access
 *   (C.5, 10.3.1.2.3), limited access after a peace (12.4, until its end), or voluntary access
 *   (10.3.1.2.2, limited to its provinces when it names some).
 * - `accessGrantVerdict` / `accessWithdrawVerdict`: whether a grant may be made (12.8: only to an
 *   ally) or withdrawn (10.3.1.2.1: at any time; `withdrawnAgreement`, `keptAccess`: the corps
 *   that used it keep access inside, and their way back, 10.3.1.2.1.1-2).
 * Land movement's `hasAccess` (shared/rules/land/movement/facts.ts) calls `accessAllowed` with the
 * area's province (10.3.1.2.2); `relations.access` holds these agreements.
 */
import { LEGAL, POWER_NAMES, allied, atWar, controllerOf, illegal, operatorOf } from '../../model';
import type { AccessAgreement, AccessUse, GameState, LandMap, MajorPower, ProvinceId, Verdict } from '../../model';
import { holdsThrough } from './state';
import { neutralMinorOfProvince } from '../campaign/combinations/neutral';

const agreements = (state: GameState): readonly AccessAgreement[] => state.relations.access ?? [];

/** The voluntary agreement `grantor` made with `grantee`, if any. */
export function voluntaryAccess(state: GameState, grantor: MajorPower, grantee: MajorPower): AccessAgreement | undefined {
  return agreements(state).find((a) => a.grantor === grantor && a.grantee === grantee && (a.kind ?? 'voluntary') === 'voluntary' && a.withdrawn === undefined);
}

/** 10.3.1.2 whether `grantee` may be in `grantor`'s territory (in `province` when given) without forcible access. */
export function accessAllowed(state: GameState, grantee: MajorPower, grantor: MajorPower, province?: ProvinceId | null): boolean {
  if (grantee === grantor || atWar(state, grantee, grantor)) return true;
  return agreements(state).some((a) => {
    if (a.grantor !== grantor || a.grantee !== grantee || a.withdrawn !== undefined) return false; // 10.3.1.2.1.1 withdrawn: see keptAccess
    if (a.until && !holdsThrough(state.date, a.until)) return false;
    const where = a.provinces ?? [];
    return a.kind === 'unconditional' || where.length === 0 || (province != null && where.includes(province));
  });
}

/** 10.3.1.2.2 / 12.8 whether `grantor` may grant `grantee` voluntary access now. */
export function accessGrantVerdict(state: GameState, grantor: MajorPower, grantee: MajorPower): Verdict {
  if (atWar(state, grantor, grantee)) return illegal('alreadyAtWar', '10.3.1.2', `${POWER_NAMES[grantee]} is an enemy: it needs no access`);
  if (state.options.rules.alliedVoluntaryAccess && !allied(state, grantor, grantee))
    return illegal('noAccess', '12.8', `voluntary access may be granted only to an ally, and ${POWER_NAMES[grantee]} is not one`);
  return LEGAL;
}

/**
 * 10.3.1.2.1 the grantor may withdraw a voluntary access at any time (4.1 Diplomacy): it closes
 * to new entries at once, while the corps that used it keep what 10.3.1.2.1.1-2 leave them
 * (`keptAccess`). Only an agreement still standing can be withdrawn.
 */
export function accessWithdrawVerdict(state: GameState, grantor: MajorPower, grantee: MajorPower): Verdict {
  if (!voluntaryAccess(state, grantor, grantee)) return illegal('noAccess', '10.3.1.2.1', `${POWER_NAMES[grantee]} has no voluntary access of yours to withdraw`);
  return LEGAL;
}

/**
 * 10.3.1.2.1 the agreement as it stands once `grantor` withdraws it: closed to everyone but the
 * corps that used it, each marked `inside` when it stands in the grantor's territory now
 * (10.3.1.2.1.1). Null when no corps used it: it is simply gone.
 */
export function withdrawnAgreement(state: GameState, map: LandMap | undefined, a: AccessAgreement): AccessAgreement | null {
  const isInside = (counter: string) => {
    const c = state.corps.find((x) => x.counter === counter);
    return c !== undefined && c.location.kind === 'area' && map !== undefined && territoryOwner(state, map, c.location.area) === a.grantor;
  };
  const onMap = (a.used ?? []).filter((u) => state.corps.some((c) => c.counter === u.counter && c.location.kind === 'area'));
  // every corps of the grantee inside now keeps it, noted on the way in or not (a campaign may start with them there)
  const more = state.corps.filter((c) => operatorOf(state, c) === a.grantee && !onMap.some((u) => u.counter === c.counter) && isInside(c.counter));
  const used: AccessUse[] = [...onMap.map((u) => ({ counter: u.counter, provinces: u.provinces, inside: isInside(u.counter) })), ...more.map((c) => ({ counter: c.counter, provinces: [], inside: true }))];
  return used.length === 0 ? null : { ...a, withdrawn: state.date, used };
}

/**
 * 10.3.1.2.1.1-2 whether corps `counter` of `grantee` may be in `grantor`'s `province` under an
 * access the grantor has withdrawn: a corps that was inside then moves, garrisons and places
 * depots as before, within the agreement's provinces and conditions (10.3.1.2.1.1); one that had
 * passed through comes back only through the provinces it crossed (10.3.1.2.1.2).
 */
export function keptAccess(state: GameState, grantee: MajorPower, grantor: MajorPower, counter: string, province: ProvinceId | null): boolean {
  return agreements(state).some((a) => {
    if (a.grantor !== grantor || a.grantee !== grantee || a.withdrawn === undefined) return false;
    const u = a.used?.find((x) => x.counter === counter);
    if (!u || province === null) return u !== undefined && u.inside === true;
    if (u.provinces.includes(province)) return true;
    const where = a.provinces ?? [];
    return u.inside === true && (where.length === 0 || where.includes(province));
  });
}

/** 10.3.1.2.1.1 whether a corps of `grantee` that was inside when `grantor` withdrew its access stands in `area` (it may garrison and place depots there). */
export function keptAccessHere(state: GameState, map: LandMap, grantee: MajorPower, grantor: MajorPower, area: string): boolean {
  const kept = agreements(state).filter((a) => a.grantor === grantor && a.grantee === grantee && a.withdrawn !== undefined);
  if (kept.length === 0) return false;
  const province = map.area(area as never)?.province ?? null;
  return state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && keptAccess(state, grantee, grantor, c.counter, province) && kept.some((a) => a.used?.some((u) => u.counter === c.counter && u.inside)));
}

/** The major power whose home nation or controlled minor `area` lies in (null: nobody's). */
function territoryOwner(state: GameState, map: LandMap, area: string): MajorPower | null {
  const f = map.area(area as never);
  if (!f) return null;
  if (f.minor !== null) return state.minors.find((m) => m.id === f.minor && m.status !== 'neutral')?.controller ?? null;
  if (neutralMinorOfProvince(state, f.province) !== null) return null; // 11.1.3.2 / 11.4.3.3 a neutral kingdom's province
  return (f.province && state.ceded?.find((c) => c.province === f.province)?.holder) || f.homeOf; // 10.2.2 a ceded province is its holder's
}

/**
 * 10.7 who controls passage through the Dardanelles: the power holding Constantinople (its
 * garrison's nationality, else the territory's controller, 10.3.2), nobody while the city is
 * besieged (any fleet may then pass). `besieged` comes from the land rules.
 */
export function dardanellesController(state: GameState, map: LandMap, besieged: (area: string, city: string) => boolean): MajorPower | null {
  const area = map.landAreas?.find((a) => map.area(a)?.cities.some((c) => c.id === 'constantinople'));
  if (!area) return null;
  if (besieged(area, 'constantinople')) return null;
  const g = state.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === 'constantinople');
  if (g) return controllerOf(state, g.nationality);
  const f = map.area(area);
  if (f?.minor) return state.minors.find((m) => m.id === f.minor && m.status !== 'neutral')?.controller ?? null;
  return f?.homeOf ?? null;
}
// 10.3.1.2.1.3 (v2.71 option) offered after peace-term cessions, 8.8 cessions (steps/economic/ceding.ts) and 10.2.2 reconquest (steps/general/cededProvinces.ts), by steps/political/generalAccess.ts
