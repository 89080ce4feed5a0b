// 5.2.2 The reinforcement placement panel's orders: fill a corps from a pool entry in one
// command, and take back a factor placed in this step. Every other order of the Army
// Reinforcement Step goes on to `applyReinforcementOrder`; factors placed into corps are
// recorded (`turn.reinforcementPlaced`) so they can be taken back until the step ends.
import type { GameState, MajorPower, PlacedReinforcement } from '../../../model';
import { fillPlan, parsePlacementOrder, parseReinforcementOrder, poolOf } from '../../../rules/reinforcement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from '../land/landState';
import { applyReinforcementOrder, open } from './army';
import { applyBoughtOrder } from './bought';

const placed = (s: GameState) => s.turn.reinforcementPlaced ?? [];
const setPlaced = (tx: Tx, list: readonly PlacedReinforcement[]) => patch(tx, { turn: { ...tx.state.turn, reinforcementPlaced: list } });
const isOwnStep = (power: MajorPower) => (d: GameState['pending'][number]) => d.kind === 'reinforcement/army' && d.power === power;

/** One factor into a corps, as the step's own `factor:` order does (5.2.2), and recorded. */
function placeFactor(tx: Tx, power: MajorPower, p: Omit<PlacedReinforcement, 'power'>): void {
  // recorded first: the decision the order reopens then offers to take it back
  setPlaced(tx, [...placed(tx.state), { power, ...p }]);
  applyReinforcementOrder(tx, power, `factor:${p.pool}:${p.factor}:${p.counter}`);
}

/** 5.2-5.3 one order of the Army Reinforcement Step, the placement panel's included. */
export function applyArmyOrder(tx: Tx, power: MajorPower, value: string): void {
  const panel = parsePlacementOrder(value);
  if (panel?.kind === 'fill') {
    // 5.2.2 the plan is made before anything moves, each factor legal after the ones before it
    const plan = fillPlan(tx.state, landMap(tx), power, panel.pool, panel.counter);
    if (plan.length === 0) return open(tx, power);
    plan.forEach((factor, i) => {
      // the step's decision is reopened after each factor: only the last one stays open
      if (i > 0) patch(tx, { pending: tx.state.pending.filter((d) => !isOwnStep(power)(d)) });
      placeFactor(tx, power, { pool: panel.pool, counter: panel.counter as PlacedReinforcement['counter'], factor });
    });
    return;
  }
  if (panel?.kind === 'unplace') return takeBack(tx, power, panel.pool, panel.factor, panel.counter);
  // 5.2.1.2 a bought corps counter placed with its first factor
  if (applyBoughtOrder(tx, power, value)) return open(tx, power);
  const order = parseReinforcementOrder(value);
  if (order?.kind === 'factor') return placeFactor(tx, power, { pool: order.pool, counter: order.counter as PlacedReinforcement['counter'], factor: order.factor });
  // 5.2 the step ends: what was placed is final
  if (order?.kind === 'end') setPlaced(tx, placed(tx.state).filter((p) => p.power !== power));
  applyReinforcementOrder(tx, power, value);
}

/** 5.2.2 a factor placed this step back into its pool entry (checked by the option's verdict). */
function takeBack(tx: Tx, power: MajorPower, pool: number, factor: PlacedReinforcement['factor'], counter: string): void {
  const entry = poolOf(tx.state, power)[pool]!;
  const corps = tx.state.corps.find((c) => c.counter === counter)!;
  patch(tx, {
    corps: tx.state.corps.map((c) => (c === corps ? { ...c, factors: { ...c.factors, [factor]: (c.factors[factor] ?? 0) - 1 } } : c)),
    turn: {
      ...tx.state.turn,
      reinforcementPool: (tx.state.turn.reinforcementPool ?? []).map((e) => (e === entry ? { ...e, factors: { ...e.factors, [factor]: (e.factors[factor] ?? 0) + 1 } } : e)),
    },
  });
  const list = placed(tx.state);
  const i = list.findIndex((p) => p.power === power && p.pool === pool && p.counter === counter && p.factor === factor);
  setPlaced(tx, list.filter((_, j) => j !== i));
  const area = corps.location.kind === 'area' ? corps.location.area : entry.area;
  if (area !== null) {
    emit(tx, {
      type: 'factorsChanged', nationality: corps.nationality, owner: power, counter: corps.counter, area, delta: -1, factors: { [factor]: 1 },
      rule: '5.2.2', reason: 'placement taken back',
    });
  }
  // the step's decision again, with fresh options (the one answered is gone)
  open(tx, power);
}
