// 10.1.2.2.3 Cossacks and freikorps slipping away before a combat.
import { illegal, operatorOf } from '../../../model';
import type { AreaId, Corps, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { isCorpsBesieged, isEnemy } from '../movement/facts';

/** The die a cossack/freikorps retreat needs when a cavalry corps attacks: 4 or less. */
export const EVASION_MAX_DIE = 4;

export type EvasionResult =
  | { readonly ok: true; readonly areas: readonly AreaId[]; readonly rolled: boolean }
  | Extract<Verdict, { ok: false }>;

/**
 * 10.1.2.2.3 May `power`'s unbesieged cossacks and freikorps, alone in `area` (no friendly corps
 * in the field there), retreat before the combat, and into which adjacent areas (any without an
 * unbesieged enemy corps)? Against a force with at least one cavalry corps they need `die` ≤ 4,
 * one roll for them all (`die` null: no roll made, refused with the rule). The field-combat step
 * calls this before the combat; the same roll serves irregulars withdrawing with corps
 * (7.5.2.5.2.2).
 */
export function irregularEvasion(
  state: GameState, map: LandMap, power: MajorPower, area: AreaId, attackers: readonly Corps[], die: number | null,
): EvasionResult {
  const ownCorps = state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && operatorOf(state, c) === power);
  if (ownCorps) return illegal('illegalOption', '10.1.2.2.3', 'only cossacks and freikorps alone in the area retreat before combat') as EvasionResult;
  const cavalry = attackers.some((c) => c.type === 'cavalry');
  if (cavalry) {
    if (die === null) return illegal('illegalOption', '10.1.2.2.3', 'a cavalry corps attacks: a die of 4 or less is needed') as EvasionResult;
    if (die > EVASION_MAX_DIE) return illegal('illegalOption', '10.1.2.2.3', `rolled ${die}: caught by the cavalry`) as EvasionResult;
  }
  const areas = map.edges(area).map((e) => e.to).filter((a) =>
    map.area(a) !== undefined &&
    !state.corps.some((c) => c.location.kind === 'area' && c.location.area === a && isEnemy(state, power, c) && !isCorpsBesieged(state, c)));
  if (areas.length === 0) return illegal('illegalOption', '10.1.2.2.3', 'every adjacent area holds an unbesieged enemy corps') as EvasionResult;
  return { ok: true, areas: [...new Set(areas)].sort(), rolled: cavalry };
}
