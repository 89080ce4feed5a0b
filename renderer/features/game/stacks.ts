import type { PowerView } from '../../../shared/model/view';
import type { CorpsType, Factors, IrregularKind } from '../../../shared/model/forces';
import type { MajorPower } from '../../../shared/model/powers';
import { factorTotal } from '../cards/cardModels';
import { designation } from './designation';
import { isPower } from './names';

/** The symbol printed on a counter: a corps' type, an irregular's kind, a garrison's troops. */
export type UnitSymbol = CorpsType | IrregularKind | 'militia';

export interface LeaderToken {
  id: string;
  name: string;
}

/** One corps or irregular counter as the viewer may see it (2.4.2). */
export interface CounterModel {
  key: string;
  /** The public handle (orders name counters by it). */
  counter: string;
  kind: 'corps' | 'irregular';
  nationality: string;
  /** The major power moving it (a minor's controller), or null for a neutral minor. */
  power: MajorPower | null;
  symbol: UnitSymbol;
  /** What the viewer may know: designation, name and strength of its own or revealed corps; irregulars' strength is public. */
  designation: string | null;
  name: string | null;
  factors: Factors | null;
  strength: number | null;
  movement: number;
  /** The city it stands inside, if any (7.3.3). */
  city: string | null;
  leaders: LeaderToken[];
  /** The viewer's own (it may give it orders). */
  own: boolean;
  /** B.4 the power a corps is lent to (it moves and fights for it; `power` is then that power), or null. */
  lentTo?: MajorPower | null;
}

/** One side's counters in one area: all drawn as one stack, the top counter first. */
export interface StackModel {
  key: string;
  area: string;
  side: string;
  /** The power whose colour the stack's badge takes (its top counter's). */
  power: MajorPower | null;
  units: CounterModel[];
  leaders: LeaderToken[];
  own: boolean;
}

export interface GarrisonMarker {
  nationality: string;
  power: MajorPower | null;
  /** The city held, or null for a depot's garrison. */
  city: string | null;
  infantry: number;
  militia: number;
  /** 7.3.3.3.1 cossack, freikorps and guerilla factors in the garrison. */
  cossack?: number;
  freikorps?: number;
  guerilla?: number;
}

export interface DepotMarker {
  id: string;
  owner: MajorPower;
  city: string | null;
}

/** What the counters layer draws in one area: its stacks (the viewer's side first) and its markers. */
export interface AreaCounters {
  area: string;
  stacks: StackModel[];
  depots: DepotMarker[];
  garrisons: GarrisonMarker[];
}

const controller = (view: PowerView, nationality: string): MajorPower | null =>
  isPower(nationality) ? nationality : (view.minors.find((m) => m.id === nationality)?.controller ?? null);

/**
 * The side a power fights on: its scenario side (3.4), or in campaigns the powers allied with
 * it (each alliance one side); a neutral minor's forces stand alone.
 */
export function sideKeys(view: PowerView): (power: MajorPower | null, nationality: string) => string {
  const sides = view.scenario.sides;
  const group = new Map<MajorPower, MajorPower>();
  const root = (p: MajorPower): MajorPower => {
    const up = group.get(p);
    return up === undefined || up === p ? p : root(up);
  };
  for (const [a, b] of view.relations.alliances) {
    const ra = root(a);
    const rb = root(b);
    if (ra !== rb) group.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  return (power, nationality) => {
    if (power === null) return `neutral:${nationality}`;
    const i = sides.findIndex((s) => s.includes(power));
    return i >= 0 ? `side:${i}` : `side:${root(power)}`;
  };
}

/** The counter a stack shows on top: Napoleon's, then a leader's, then the strongest known, then the viewer's own. */
function rank(c: CounterModel): number {
  return (c.leaders.some((l) => l.id === 'napoleon') ? 1000 : 0) + (c.leaders.length > 0 ? 500 : 0) + (c.strength ?? 0) + (c.own ? 1 : 0);
}

/**
 * What the counters layer and the stack panel show, area by area, from the view alone (2.4.2:
 * the viewer's own and revealed corps with designation and strength, others by the face of the
 * counter only). Fleets are left to the naval layer; depots and garrisons are markers.
 */
export function areaCounters(view: PowerView): AreaCounters[] {
  const viewer = view.viewer;
  const sideOf = sideKeys(view);
  const leadersOf = new Map<string, LeaderToken[]>();
  for (const l of view.leaders) {
    if (l.location.kind !== 'corps') continue;
    const list = leadersOf.get(l.location.counter) ?? [];
    list.push({ id: l.id, name: l.name });
    leadersOf.set(l.location.counter, list);
  }
  const units: (CounterModel & { area: string })[] = [];
  for (const c of view.corps) {
    if (c.location.kind !== 'area') continue;
    // B.4 a lent corps moves and fights for its borrower: its side and orders are the borrower's
    const power = c.lentTo ?? controller(view, c.nationality);
    const known = c.identity;
    units.push({
      key: `c:${c.counter}`, counter: c.counter, kind: 'corps', nationality: c.nationality, power, symbol: c.type,
      designation: known ? designation(known.name, c.type) : null, name: known?.name ?? null, factors: known?.factors ?? null,
      strength: known ? factorTotal(known.factors) : null, movement: c.movement, city: c.location.city ?? null,
      leaders: leadersOf.get(c.counter) ?? [], own: power !== null && power === viewer, area: c.location.area,
      ...(c.lentTo ? { lentTo: c.lentTo } : {}),
    });
  }
  for (const i of view.irregulars) {
    const power = controller(view, i.nationality);
    units.push({
      key: `i:${i.counter}`, counter: i.counter, kind: 'irregular', nationality: i.nationality, power, symbol: i.kind,
      designation: null, name: null, factors: null, strength: i.factors, movement: i.kind === 'guerilla' ? 1 : 5, city: null,
      leaders: [], own: power !== null && power === viewer, area: i.area,
    });
  }
  const byArea = new Map<string, AreaCounters>();
  const at = (area: string) => {
    let a = byArea.get(area);
    if (!a) byArea.set(area, (a = { area, stacks: [], depots: [], garrisons: [] }));
    return a;
  };
  for (const u of units) {
    const { area, ...unit } = u;
    const side = sideOf(unit.power, unit.nationality);
    const here = at(area);
    let stack = here.stacks.find((s) => s.side === side);
    if (!stack) here.stacks.push((stack = { key: `${area}/${side}`, area, side, power: unit.power, units: [], leaders: [], own: false }));
    stack.units.push(unit);
  }
  for (const d of view.depots) if (d.fleet === undefined) at(d.area).depots.push({ id: d.id, owner: d.owner, city: d.city ?? null });
  for (const g of view.garrisons) {
    at(g.area).garrisons.push({
      nationality: g.nationality, power: controller(view, g.nationality), city: g.place.kind === 'city' ? g.place.city : null,
      infantry: g.factors.infantry ?? 0, militia: g.factors.militia ?? 0,
      cossack: g.factors.cossack ?? 0, freikorps: g.factors.freikorps ?? 0, guerilla: g.factors.guerilla ?? 0,
    });
  }
  const mine = viewer === 'spectator' ? null : sideOf(viewer, viewer);
  for (const a of byArea.values()) {
    for (const s of a.stacks) {
      s.units.sort((x, y) => rank(y) - rank(x) || (x.counter < y.counter ? -1 : 1));
      s.power = s.units[0]?.power ?? null;
      s.leaders = s.units.flatMap((u) => u.leaders);
      s.own = s.units.some((u) => u.own);
    }
    // the viewer's side on the left, then by side key (stable between views)
    a.stacks.sort((x, y) => Number(y.side === mine) - Number(x.side === mine) || (x.side < y.side ? -1 : 1));
  }
  return [...byArea.values()].sort((x, y) => (x.area < y.area ? -1 : 1));
}
