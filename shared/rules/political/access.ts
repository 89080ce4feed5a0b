/**
 * 10.3 Access as political state, for land movement and the table to read.
 *
 * - `voluntaryAccess(state, grantor, grantee)`: the agreement granted by `grantor`, if any.
 * - `accessAllowed(state, grantee, grantor, province?)`: 10.3.1.2 whether `grantee`'s forces may
 *   be in `grantor`'s territory without forcible access: its own, at war, unconditional access
 *   (C.5, 10.3.1.2.3), limited access after a peace (12.4, until its end), or voluntary access
 *   (10.3.1.2.2, limited to its provinces when it names some).
 * - `accessGrantVerdict` / `accessWithdrawVerdict`: whether a grant may be made (12.8: only to an
 *   ally) or withdrawn (10.3.1.2.1: not while the grantee has forces inside).
 * Land movement's `hasAccess` (shared/rules/land/movement/facts.ts) calls `accessAllowed` with the
 * area's province (10.3.1.2.2); `relations.access` holds these agreements.
 */
import { LEGAL, POWER_NAMES, allied, atWar, controllerOf, illegal } from '../../model';
import type { AccessAgreement, GameState, LandMap, MajorPower, ProvinceId, Verdict } from '../../model';
import { holdsThrough } from './state';

const agreements = (state: GameState): readonly AccessAgreement[] => state.relations.access ?? [];

/** The voluntary agreement `grantor` made with `grantee`, if any. */
export function voluntaryAccess(state: GameState, grantor: MajorPower, grantee: MajorPower): AccessAgreement | undefined {
  return agreements(state).find((a) => a.grantor === grantor && a.grantee === grantee && (a.kind ?? 'voluntary') === 'voluntary');
}

/** 10.3.1.2 whether `grantee` may be in `grantor`'s territory (in `province` when given) without forcible access. */
export function accessAllowed(state: GameState, grantee: MajorPower, grantor: MajorPower, province?: ProvinceId | null): boolean {
  if (grantee === grantor || atWar(state, grantee, grantor)) return true;
  return agreements(state).some((a) => {
    if (a.grantor !== grantor || a.grantee !== grantee) return false;
    if (a.until && !holdsThrough(state.date, a.until)) return false;
    const where = a.provinces ?? [];
    return a.kind === 'unconditional' || where.length === 0 || (province != null && where.includes(province));
  });
}

/** Whether `power` has land forces (corps, garrisons, irregulars, depots) in `owner`'s home nation or controlled minors. */
export function forcesInside(state: GameState, map: LandMap | undefined, power: MajorPower, owner: MajorPower): boolean {
  if (!map) return false;
  const territory = (area: string): MajorPower | null => {
    const f = map.area(area as never);
    if (!f) return null;
    if (f.minor !== null) return state.minors.find((m) => m.id === f.minor && m.status !== 'neutral')?.controller ?? null;
    return f.homeOf;
  };
  const mine = (n: string) => controllerOf(state, n as never) === power;
  return (
    state.corps.some((c) => c.location.kind === 'area' && mine(c.nationality) && territory(c.location.area) === owner) ||
    state.garrisons.some((g) => mine(g.nationality) && territory(g.area) === owner) ||
    state.depots.some((d) => d.owner === power && territory(d.area) === owner)
  );
}

/** 10.3.1.2.2 / 12.8 whether `grantor` may grant `grantee` voluntary access now. */
export function accessGrantVerdict(state: GameState, grantor: MajorPower, grantee: MajorPower): Verdict {
  if (atWar(state, grantor, grantee)) return illegal('alreadyAtWar', '10.3.1.2', `${POWER_NAMES[grantee]} is an enemy: it needs no access`);
  if (state.options.rules.alliedVoluntaryAccess && !allied(state, grantor, grantee))
    return illegal('noAccess', '12.8', `voluntary access may be granted only to an ally, and ${POWER_NAMES[grantee]} is not one`);
  return LEGAL;
}

/** 10.3.1.2.1 access may not be withdrawn from forces already inside. */
export function accessWithdrawVerdict(state: GameState, grantor: MajorPower, grantee: MajorPower, map?: LandMap): Verdict {
  if (forcesInside(state, map, grantee, grantor))
    return illegal('noAccess', '10.3.1.2.1', `${POWER_NAMES[grantee]} has forces inside; they keep the access they entered with`);
  return LEGAL;
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
