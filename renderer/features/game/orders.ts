/**
 * What the map's orders show and send, read from the seat's view and its decisions' options
 * alone (the engine judges every rule): a counter's reach in the movement step, the route order
 * for a destination, the reinforcement pools with their placement orders, and the questions
 * asked once before an irreversible or wasteful answer.
 */
import type { DecisionAnswer, DecisionOption, PendingDecision } from '../../../shared/model/decisions';
import type { FactorType, Factors } from '../../../shared/model/forces';
import type { MovementReach, PowerView } from '../../../shared/model/view';
import type { Verdict } from '../../../shared/model/verdict';
import { FACTOR_LABEL, factorTotal } from '../cards/cardModels';
import { printedRule } from './ruleTip';
import { corpsById } from '../../../shared/data/forces';

export type Reach = MovementReach;

/** The engine's reach of one of the seat's counters in its movement step, if it is moving. */
export const reachOf = (view: PowerView, counter: string | null): Reach | undefined =>
  counter === null ? undefined : (view.movement ?? []).find((m) => m.counter === counter);

/** The route order sending `counter` along `path` (7.3, checked by the engine on arrival). */
export const routeOrder = (counter: string, path: readonly string[]): string => `path:${counter}:${path.join(',')}`;

/** The seat's counters that can still enter some area this step, in the view's order. */
export const movableCounters = (view: PowerView): string[] => (view.movement ?? []).filter((m) => m.reach.length > 0).map((m) => m.counter);

/** The seat's corps that could move and have not moved this step (ending the step leaves them where they are). */
export function unmovedCorps(view: PowerView): string[] {
  const moved = new Set((view.turn.land?.moves ?? []).filter((m) => m.entered.length > 0).map((m) => m.counter as string));
  const corps = new Set(view.corps.map((c) => c.counter as string));
  return movableCounters(view).filter((c) => corps.has(c) && !moved.has(c));
}

/** The counter after `current` among those that can move (wrapping), for the "next corps" key. */
export function nextCounter(view: PowerView, current: string | null): string | null {
  const all = movableCounters(view);
  if (all.length === 0) return null;
  const i = current === null ? -1 : all.indexOf(current);
  return all[(i + 1) % all.length]!;
}

/** What a refused neighbour's verdict says, as the tooltip shows it. */
export const refusalText = (v: Verdict): string => (v.ok ? '' : `Not allowed (rule ${printedRule(v.rule)}): ${v.detail ?? v.code}`);

// ---- 5.2 the reinforcement placement panel ------------------------------------------------------

export interface PlacementRow {
  type: FactorType;
  label: string;
  /** The corps' factors of this type now. */
  has: number;
  plus: DecisionOption | null;
  minus: DecisionOption | null;
}

export interface PlacementTarget {
  counter: string;
  fill: DecisionOption | null;
  rows: PlacementRow[];
}

export interface PoolModel {
  index: number;
  nationality: string;
  area: string | null;
  left: Factors;
  leftTotal: number;
  newCorps: { name: string; option: DecisionOption | null }[];
  targets: PlacementTarget[];
  garrisons: DecisionOption[];
  /** 5.2.1.2 bought corps counters placed with a factor of this pool: where, and which factor. */
  bought: BoughtPlacement[];
}

export interface BoughtPlacement {
  roster: string;
  /** The counter's printed designation ("III"), from the forces data. */
  designation: string;
  place: { kind: 'city'; city: string } | { kind: 'with'; counter: string };
  factor: FactorType;
  option: DecisionOption;
}

/** 5.2.1.2 the engine's `bought:<roster>:<city|with>:<place>:pool:<i>:<type>` orders of pool `index`. */
function boughtOf(d: PendingDecision, index: number): BoughtPlacement[] {
  return d.options.flatMap((o) => {
    const [kind, roster, pk, pv, sk, si, t] = String(o.value).split(':');
    if (kind !== 'bought' || sk !== 'pool' || si !== String(index) || !roster || !pv || !t) return [];
    const place = pk === 'city' ? { kind: 'city' as const, city: pv } : { kind: 'with' as const, counter: pv };
    return [{ roster, designation: corpsById(roster)?.designation ?? roster, place, factor: t as FactorType, option: o }];
  });
}

const byValue = (d: PendingDecision) => new Map(d.options.map((o) => [String(o.value), o]));

/**
 * The seat's reinforcement pools (5.2) with every placement order the decision offers for
 * each: new corps, one factor more or less of each type into each corps, filling a corps, and
 * garrison factors. Corps appear once the engine offers them an order.
 */
export function reinforcementPools(view: PowerView, d: PendingDecision): PoolModel[] {
  const options = byValue(d);
  const pools = (view.turn.reinforcementPool ?? []).filter((p) => p.power === view.viewer);
  return pools.map((p, index) => {
    const counters = new Set<string>();
    for (const v of options.keys()) {
      const parts = v.split(':');
      if ((parts[0] === 'fill' && parts[1] === String(index)) || ((parts[0] === 'factor' || parts[0] === 'unplace') && parts[1] === String(index))) counters.add(parts[parts[0] === 'fill' ? 2 : 3]!);
    }
    const types = (Object.keys(FACTOR_LABEL) as FactorType[]).filter((t) => (p.factors[t] ?? 0) > 0 || [...counters].some((c) => options.has(`unplace:${index}:${t}:${c}`)));
    const targets = [...counters].map((counter): PlacementTarget => {
      const corps = view.corps.find((c) => c.counter === counter);
      return {
        counter,
        fill: options.get(`fill:${index}:${counter}`) ?? null,
        rows: types.map((type) => ({
          type,
          label: FACTOR_LABEL[type],
          has: corps?.identity?.factors[type] ?? 0,
          plus: options.get(`factor:${index}:${type}:${counter}`) ?? null,
          minus: options.get(`unplace:${index}:${type}:${counter}`) ?? null,
        })),
      };
    });
    return {
      index,
      nationality: p.nationality,
      area: p.area,
      left: p.factors,
      leftTotal: factorTotal(p.factors),
      newCorps: p.corps.map((c, n) => ({ name: c.name, option: options.get(`corps:${index}:${n}`) ?? null })),
      targets,
      garrisons: [...options.entries()].filter(([v]) => v.startsWith(`garrison:${index}:`)).map(([, o]) => o),
      bought: boughtOf(d, index),
    };
  });
}

// ---- asked once -----------------------------------------------------------------------------------

export interface Confirmation {
  title: string;
  text: string;
  yes: string;
}

/**
 * The question asked before an answer that cannot be taken back or wastes something: ending
 * the reinforcement step with factors or corps unplaced (they are lost, 5.2), ending movement
 * with corps that could still move, retiring a leader (10.6.2). Null when none applies.
 */
export function confirmationFor(view: PowerView, d: PendingDecision, answer: DecisionAnswer, name: (counter: string) => string, leaderName: (id: string) => string): Confirmation | null {
  const value = String(Array.isArray(answer) ? answer[0] : answer);
  if (d.kind === 'reinforcement/army' && value === 'end') {
    const pools = (view.turn.reinforcementPool ?? []).filter((p) => p.power === view.viewer);
    const factors = pools.reduce((n, p) => n + factorTotal(p.factors), 0);
    const corps = pools.reduce((n, p) => n + p.corps.length, 0);
    if (factors + corps === 0) return null;
    const parts = [factors > 0 ? `${factors} factor${factors === 1 ? '' : 's'}` : null, corps > 0 ? `${corps} new corps` : null].filter(Boolean);
    return { title: 'End the reinforcement step?', text: `${parts.join(' and ')} not placed will be lost (rule 5.2).`, yes: 'End and lose them' };
  }
  if (d.kind === 'land/movement' && value === 'end') {
    const idle = unmovedCorps(view);
    if (idle.length === 0) return null;
    const names = idle.map(name);
    const shown = names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', ');
    return { title: 'End land movement?', text: `${idle.length} corps could still move and have not: ${shown}.`, yes: 'End movement' };
  }
  if (d.kind === 'reinforcement/army' && value.startsWith('retire:')) {
    const who = leaderName(value.slice('retire:'.length));
    return { title: `Retire ${who}?`, text: `${who} leaves his corps for the pool and may be placed again only in a later Reinforcement Step (rule 10.6.2).`, yes: `Retire ${who}` };
  }
  return null;
}
