// opt:12.3.7.4 reaction moves: the procedures' answers (one hook line in auto.ts). Counter counts
// only: a power sees how many corps stand in an area, not their strength (2.4.2).
import { operatorOf } from '../../model';
import type { AreaId, DecisionAnswer, GameState, MajorPower, PendingDecision } from '../../model';
import { fieldCorps, isEnemy } from '../../rules/land/movement';

const count = (state: GameState, power: MajorPower, area: AreaId, enemy: boolean) =>
  fieldCorps(state, area).filter((c) => (enemy ? isEnemy(state, power, c) : operatorOf(state, c) === power)).length;

/**
 * An offer: withdraw when the enemy corps in the area outnumber the power's own there; intercept
 * when the interceptor's corps are at least twice the enemy's in the target area and the roll
 * needs 4 or less at worst; else no reaction. Forces: every corps, cossack and freikorps offered
 * (the stack keeps together). A withdrawal's route: the first listed. With the standing procedures
 * on, sop.ts answers first (v2.71 19.1.2: no reactions). Undefined for other kinds.
 */
export function reactionAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  if (d.kind === 'land/reactionForces') return legal;
  if (d.kind === 'land/reactionRoute') return legal[0] ?? [];
  if (d.kind !== 'land/reaction') return undefined;
  const to = targetOf(state, d.power);
  if (to === null) return 'none';
  for (const v of legal) {
    const [kind, , origin] = v.split(':');
    const needed = Number(/: (\d+) or less/.exec(d.options.find((o) => o.value === v)?.label ?? '')?.[1] ?? 0);
    if (kind === 'withdraw' && count(state, d.power, to, true) > count(state, d.power, to, false)) return v;
    if (kind === 'intercept' && origin && needed >= 4 && count(state, d.power, origin as AreaId, false) >= 2 * Math.max(1, count(state, d.power, to, true))) return v;
  }
  return 'none';
}

/** The area the offer's move entered (the engine's record; procedures run beside the engine). */
const targetOf = (state: GameState, power: MajorPower): AreaId | null => state.turn.land?.reaction?.open.find((o) => o.power === power)?.to ?? null;
