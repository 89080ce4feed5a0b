import type { AreaId, Corps, CorpsId, GameState, IrregularKind, Leader, LeaderId, MajorPower, Nationality, PooledReinforcement } from '../../../model';
import { leadersTurnOver } from '../general/bernadotte';
import { sameDate, totalFactors } from '../../../model';
import { leaderById } from '../../../data/forces';
import { umpVoluntaryLosses } from '../../../rules/campaign';
import { garrisonArea, newCorpsFactor, parseReinforcementOrder, placementOptions, poolOf, reinforcementOptions, scenarioCorpsId } from '../../../rules/reinforcement';
import { detachedAs } from '../../../rules/land/movement';
import { emit, freshCounter, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from '../land/landState';
import { garrisonLost } from '../effects';
import { boughtCorpsOptions } from '../../../rules/reinforcement/bought';
import { lapsePurchasedCorps } from './bought';

/** Opens (again) the power's decision of the step with fresh options. */
export function open(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power,
    kind: 'reinforcement/army',
    step: 'reinforcement/army',
    rule: '5.2',
    prompt: 'Place new corps and factors, transfer factors and place leaders; what is not placed is lost.',
    secret: false,
    select: 'one',
    group: null,
    // issue 15: the placement panel's fill and take-back orders come after the step's own
    // 5.2.1.2 the bought corps counters' placements after them
    options: umpVoluntaryLosses(tx.state, power, [...reinforcementOptions(tx.state, landMap(tx), power), ...placementOptions(tx.state, landMap(tx), power), ...boughtCorpsOptions(tx.state, landMap(tx), power)]), // v2.71 14.3.3.6 hook
  });
}

const setPool = (tx: Tx, pool: readonly PooledReinforcement[]) => patch(tx, { turn: { ...tx.state.turn, reinforcementPool: pool } });

/**
 * 5.2 the power receives what is due this month: money and manpower at once (5.2.5), its new
 * factors and corps into a pool to be placed, its new leaders off the map (5.3). Ships stay for
 * the naval step.
 */
export function beginArmyReinforcement(tx: Tx): void {
  leadersTurnOver(tx); // 10.6.5 Bernadotte in August 1810 (general branch)
  const power = tx.state.cursor.phasing[0]!;
  lapsePurchasedCorps(tx, power); // 8.5.4 bought corps counters unplaced for three months
  const due = tx.state.reinforcements.filter((r) => r.power === power && sameDate(r.date, tx.state.date));
  const pool: PooledReinforcement[] = [];
  let money = 0;
  let manpower = 0;
  const leaders: Leader[] = [];
  for (const r of due) {
    money += r.money ?? 0;
    manpower += r.manpower ?? 0;
    if ((r.factors && totalFactors(r.factors) > 0) || (r.corps?.length ?? 0) > 0) {
      pool.push({ power, nationality: r.nationality, area: r.area ?? null, factors: r.factors ?? {}, corps: r.corps ?? [], ...(r.exchanged ? { exchanged: true as const } : {}) });
    }
    if (r.area !== undefined) for (const x of r.irregulars ?? []) arriveIrregulars(tx, power, r.nationality, r.area, x.kind, x.factors);
    for (const id of r.leaders ?? []) {
      if (tx.state.leaders.some((l) => l.id === id) || leaders.some((l) => l.id === id)) continue;
      leaders.push({ id: id as LeaderId, name: leaderById(id)?.name ?? id, owner: power, location: { kind: 'pool' } });
    }
  }
  patch(tx, {
    reinforcements: tx.state.reinforcements.flatMap((r) =>
      due.includes(r) ? ((r.ships ?? 0) > 0 ? [{ date: r.date, power: r.power, nationality: r.nationality, ships: r.ships! }] : []) : [r]),
    leaders: [...tx.state.leaders, ...leaders],
  });
  if (money > 0 || manpower > 0) {
    const ps = tx.state.powers[power];
    patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, money: ps.money + money, manpower: ps.manpower + manpower } } });
    if (money > 0) emit(tx, { type: 'moneyChanged', power, delta: money, rule: '5.2.5', reason: 'scenario reinforcement money' });
  }
  setPool(tx, [...(tx.state.turn.reinforcementPool ?? []).filter((p) => p.power !== power), ...pool]);
  open(tx, power);
}

/**
 * 13.1 / 10.1 irregulars a scenario brings come straight onto the map in their area: guerilla
 * factors join the area's guerilla counter, cossacks and freikorps are one factor a counter (2.4.1).
 */
function arriveIrregulars(tx: Tx, power: MajorPower, nationality: Nationality, area: AreaId, kind: IrregularKind, factors: number): void {
  const here = kind === 'guerilla' ? tx.state.irregulars.find((i) => i.kind === 'guerilla' && i.area === area) : undefined;
  if (here) patch(tx, { irregulars: tx.state.irregulars.map((i) => (i === here ? { ...i, factors: i.factors + factors } : i)) });
  else {
    const counters = kind === 'guerilla' ? [factors] : Array.from({ length: factors }, () => 1);
    patch(tx, { irregulars: [...tx.state.irregulars, ...counters.map((n) => ({ counter: freshCounter(tx, 'x'), nationality, kind, factors: n, area }))] });
  }
  emit(tx, { type: 'factorsChanged', nationality, owner: power, counter: null, area, delta: factors, rule: '13.1', reason: `${kind} reinforcements arrived` });
}

function takeFromPool(tx: Tx, power: MajorPower, index: number, change: (e: PooledReinforcement) => PooledReinforcement): void {
  const mine = poolOf(tx.state, power);
  const target = mine[index]!;
  setPool(tx, (tx.state.turn.reinforcementPool ?? []).map((e) => (e === target ? change(e) : e)));
}

const gained = (tx: Tx, power: MajorPower, c: Pick<Corps, 'nationality'> & { counter: Corps['counter'] | null }, area: AreaId, type: string, rule: string) =>
  emit(tx, { type: 'factorsChanged', nationality: c.nationality, owner: power, counter: c.counter, area, delta: 1, factors: { [type]: 1 }, rule, reason: 'reinforcement placed' });

export function applyReinforcementOrder(tx: Tx, power: MajorPower, value: string): void {
  const o = parseReinforcementOrder(value);
  if (!o) return;
  if (o.kind === 'end') {
    const mine = poolOf(tx.state, power);
    const factors = mine.reduce((n, e) => n + totalFactors(e.factors), 0);
    const corps = mine.reduce((n, e) => n + e.corps.length, 0);
    if (factors + corps > 0) emit(tx, { type: 'reinforcementsLost', power, factors, corps, rule: '5.2' });
    setPool(tx, (tx.state.turn.reinforcementPool ?? []).filter((e) => e.power !== power));
    return;
  }
  const minus = (e: PooledReinforcement, t: string): PooledReinforcement => ({ ...e, factors: { ...e.factors, [t]: (e.factors[t as keyof typeof e.factors] ?? 0) - 1 } });
  switch (o.kind) {
    case 'corps': {
      const entry = poolOf(tx.state, power)[o.pool]!;
      const spec = entry.corps[o.n]!;
      const t = newCorpsFactor(entry, spec.type)!;
      const counter = freshCounter(tx, 'k');
      const corps: Corps = {
        counter, nationality: entry.nationality, type: spec.type, movement: spec.movement, location: { kind: 'area', area: entry.area! },
        // 5.2.4.1 the printed counter of that designation when the forces data knows it
        id: (scenarioCorpsId(entry.nationality, spec) ?? `${entry.nationality}-${spec.name}-${counter}`) as CorpsId, name: spec.name, factors: { [t]: 1 }, revealedTo: [],
      };
      patch(tx, { corps: [...tx.state.corps, corps] });
      takeFromPool(tx, power, o.pool, (e) => ({ ...minus(e, t), corps: e.corps.filter((_, i) => i !== o.n) }));
      emit(tx, { type: 'corpsPlaced', counter, owner: power, area: entry.area!, rule: '5.2.1' });
      gained(tx, power, corps, entry.area!, t, '5.2.1');
      break;
    }
    case 'factor': {
      const entry = poolOf(tx.state, power)[o.pool]!;
      patch(tx, { corps: tx.state.corps.map((c) => (c.counter === o.counter ? { ...c, factors: { ...c.factors, [o.factor]: (c.factors[o.factor] ?? 0) + 1 } } : c)) });
      takeFromPool(tx, power, o.pool, (e) => minus(e, o.factor));
      const at = tx.state.corps.find((c) => c.counter === o.counter)!.location;
      // 5.2.2.2.1 an off-map feudal or insurrection corps refilled by exchanged prisoners: no factor enters the map
      const area = at.kind === 'area' ? at.area : entry.area;
      if (area !== null) gained(tx, power, { nationality: entry.nationality, counter: o.counter as Corps['counter'] }, area, o.factor, '5.2.2');
      break;
    }
    case 'garrison': {
      const entry = poolOf(tx.state, power)[o.pool]!;
      const area = garrisonArea(tx.state, landMap(tx), entry, o.city)!;
      const t = detachedAs(o.factor)!; // 7.3.3 cavalry and guard garrison as infantry
      const g = tx.state.garrisons.find((x) => x.area === area && x.nationality === entry.nationality && x.place.kind === 'city' && x.place.city === o.city);
      patch(tx, {
        garrisons: g
          ? tx.state.garrisons.map((x) => (x === g ? { ...x, factors: { ...x.factors, [t]: (x.factors[t] ?? 0) + 1 } } : x))
          : [...tx.state.garrisons, { nationality: entry.nationality, area, place: { kind: 'city', city: o.city }, factors: { [t]: 1 } }],
      });
      takeFromPool(tx, power, o.pool, (e) => minus(e, o.factor));
      gained(tx, power, { nationality: entry.nationality, counter: null }, area, t, '5.2.2');
      break;
    }
    case 'transfer':
      patch(tx, {
        corps: tx.state.corps.map((c) =>
          c.counter === o.from ? { ...c, factors: { ...c.factors, [o.factor]: (c.factors[o.factor] ?? 0) - 1 } } :
          c.counter === o.to ? { ...c, factors: { ...c.factors, [o.factor]: (c.factors[o.factor] ?? 0) + 1 } } : c),
      });
      break;
    case 'leader':
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === o.leader ? { ...l, location: { kind: 'corps', counter: o.counter as Corps['counter'] } } : l)) });
      emit(tx, { type: 'leaderPlaced', leader: o.leader, owner: power, counter: o.counter as Corps['counter'], rule: '5.3' });
      break;
    case 'disband': {
      const c = tx.state.corps.find((x) => x.counter === o.counter)!;
      const area = c.location.kind === 'area' ? c.location.area : null;
      patch(tx, { corps: tx.state.corps.filter((x) => x !== c) });
      if (area !== null) {
        emit(tx, { type: 'factorsChanged', nationality: c.nationality, owner: power, counter: c.counter, area, delta: -totalFactors(c.factors), factors: c.factors, rule: '5.2.4', reason: 'corps demobilised' });
      }
      // 10.6 leaders left without a corps go back to the pool, to return in a later Army Reinforcement Step
      for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === c.counter)) {
        patch(tx, {
          leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'pool' } } : x)),
          turn: { ...tx.state.turn, retiredLeaders: [...(tx.state.turn.retiredLeaders ?? []), l.id] },
        });
        emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule: '10.6' });
      }
      break;
    }
    case 'disbandGarrison': {
      const g = tx.state.garrisons.find((x) => x.area === o.area && x.nationality === o.nationality && (x.place.kind === 'city' ? x.place.city : 'depot') === o.place)!;
      patch(tx, { garrisons: tx.state.garrisons.filter((x) => x !== g) });
      garrisonLost(tx, g.nationality, g.area, g.factors, '5.2.4', 'garrison demobilised'); // 7.3.3.3.1 its irregular factors leave the map with it
      break;
    }
    case 'retire':
      patch(tx, {
        leaders: tx.state.leaders.map((l) => (l.id === o.leader ? { ...l, location: { kind: 'pool' } } : l)),
        turn: { ...tx.state.turn, retiredLeaders: [...(tx.state.turn.retiredLeaders ?? []), o.leader as LeaderId] },
      });
      emit(tx, { type: 'leaderUnstacked', leader: o.leader, owner: power, to: 'pool', rule: '10.6.2' });
      break;
  }
  open(tx, power);
}

export const pooledFor = (s: GameState, power: MajorPower) => poolOf(s, power);
