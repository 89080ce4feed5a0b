// 10.1.5 The Austrian Tyrolean revolt corps: when Austria may raise it, and where.
import { atWar, controllerOf, powerPair } from '../../model';
import type { AreaId, GameDate, GameState, LandMap, MajorPower } from '../../model';

/** The Tyrol corps' roster id in `assets/forces/corps.json`. */
export const TYROL_CORPS = 'austria-tyrol';
/** 10.1.5.1 the corps comes out with eight regular infantry factors. */
export const TYROL_INFANTRY = 8;

/** 10.1.5 the power holding the ceded Tyrol, when it is at war with Austria. */
export function tyrolEnemy(state: GameState): MajorPower | null {
  const holder = (state.ceded ?? []).find((c) => c.province === 'tyrol')?.holder ?? null;
  return holder && holder !== 'austria' && atWar(state, 'austria', holder) ? holder : null;
}

/** When the war between Austria and `enemy` began (null for a war the scenario started with). */
export function warSince(state: GameState, enemy: MajorPower): GameDate | null {
  const pair = powerPair('austria', enemy);
  return state.political?.warsBegun.find((w) => w.powers[0] === pair[0] && w.powers[1] === pair[1])?.date ?? null;
}

const sameDate = (a: GameDate | null, b: GameDate | null) => (a === null ? b === null : b !== null && a.year === b.year && a.month === b.month);

/** Where Austria may raise the Tyrol corps now, and against whom; null when it may not. */
export interface TyrolChance {
  readonly against: MajorPower;
  readonly since: GameDate | null;
  readonly areas: readonly AreaId[];
}

/**
 * 10.1.5 Austria may place the Tyrol corps while at war with the power holding the ceded Tyrol,
 * in a Tyrol area free of enemy corps; 10.1.5.1.2 once it has been out in this war it does not
 * come back before the war ends (a corps on the map is simply not offered again).
 */
export function tyrolChance(state: GameState, map: LandMap): TyrolChance | null {
  const against = tyrolEnemy(state);
  if (!against || !state.powers.austria.inPlay) return null;
  if (state.corps.some((c) => c.type === 'tyrol' && c.nationality === 'austria' && c.location.kind !== 'offMap')) return null;
  const since = warSince(state, against);
  const r = state.general?.tyrol;
  if (r && r.against === against && sameDate(r.warSince, since)) return null; // 10.1.5.1.2
  const enemyCorpsIn = (a: AreaId) =>
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === a && (() => { const p = controllerOf(state, c.nationality); return p !== null && p !== 'austria' && atWar(state, p, 'austria'); })());
  const areas = (map.landAreas ?? []).filter((a) => map.area(a)?.province === 'tyrol' && !enemyCorpsIn(a));
  return areas.length > 0 ? { against, since, areas } : null;
}
