// 6.2 / 2.4.2 the Naval Phase on the map, from the seat's view alone: where fleets stand (at sea,
// in port, in a blockade box, with their ship counts: public), which places the engine offers the
// moving stack (with the cost it printed), and which order a click on an area gives. The renderer
// decides no rule: every place and cost comes from the engine's options.
import type { PendingDecision } from '../../../shared/model/decisions';
import type { PowerView } from '../../../shared/model/view';
import type { MapGeometry } from '../map';

type Point = readonly [number, number];

export interface FleetChip {
  id: string;
  name: string;
  nationality: string;
  ships: number;
}

/** One place's fleets as the map draws them. */
export interface FleetMark {
  /** Place key as the engine writes it: "sea:<area>", "port:<city>", "box:<city>". */
  place: string;
  kind: 'sea' | 'port' | 'box';
  at: Point;
  /** The area a click there picks (the sea area, the port city's area, the box's sea area). */
  area: string;
  fleets: FleetChip[];
}

/** A place the engine offers the moving stack, lit on the map with its cost. */
export interface NavalTarget {
  value: string;
  place: string;
  kind: 'sea' | 'port' | 'box';
  at: Point;
  area: string;
  /** Movement points the engine printed for the step; null when it printed none. */
  cost: number | null;
}

/** Where a place key is drawn and which area a click there selects; null when the geometry lacks it. */
export function placePoint(geometry: MapGeometry, place: string): { at: Point; area: string; kind: FleetMark['kind'] } | null {
  const [kind, id] = place.split(':') as [string, string | undefined];
  if (!id) return null;
  if (kind === 'sea') {
    const label = geometry.areas[id]?.label;
    // fleets at sea stand just above the area's number (FleetLayer grows the stack upwards)
    return label ? { at: [label[0], label[1] - 10], area: id, kind: 'sea' } : null;
  }
  if (kind === 'port') {
    const city = geometry.cities.find((c) => c.id === id);
    return city ? { at: city.at, area: city.area, kind: 'port' } : null;
  }
  if (kind === 'box') {
    const box = geometry.portBoxes.find((b) => b.city === id);
    return box ? { at: box.at, area: box.area, kind: 'box' } : null;
  }
  return null;
}

/** The engine's place key of a fleet's location (the same keys its orders use). */
export function fleetPlace(location: PowerView['fleets'][number]['location']): string {
  return location.kind === 'sea' ? `sea:${location.area}` : location.kind === 'port' ? `port:${location.city}` : `box:${location.city}`;
}

/** 2.4.2 every fleet on the map (public), grouped by place, in a stable order. */
export function fleetMarks(view: Pick<PowerView, 'fleets'>, geometry: MapGeometry): FleetMark[] {
  const byPlace = new Map<string, FleetMark>();
  for (const f of view.fleets) {
    const place = fleetPlace(f.location);
    let mark = byPlace.get(place);
    if (!mark) {
      const p = placePoint(geometry, place);
      if (!p) continue;
      mark = { place, kind: p.kind, at: p.at, area: p.area, fleets: [] };
      byPlace.set(place, mark);
    }
    mark.fleets.push({ id: f.id, name: f.name, nationality: f.nationality, ships: f.ships });
  }
  return [...byPlace.values()].sort((a, b) => a.place.localeCompare(b.place));
}

/** The seat's open naval movement (or naval combat) decision, if any: the two orders given by pointing. */
export const navalMovement = (view: Pick<PowerView, 'decisions'>): PendingDecision | undefined => view.decisions.find((d) => d.kind === 'naval/movement' || d.kind === 'naval/combat');

const COST = /\((\d+) points?\b/;

/** 6.2.1 the places the moving stack may sail to next, as the engine offers them (legal ones only). */
export function navalTargets(decision: PendingDecision | undefined, geometry: MapGeometry): NavalTarget[] {
  if (!decision) return [];
  const out: NavalTarget[] = [];
  for (const o of decision.options) {
    const value = String(o.value);
    if (!o.verdict.ok || !value.startsWith('move:')) continue;
    const place = value.slice('move:'.length);
    const p = placePoint(geometry, place);
    if (!p) continue;
    const cost = COST.exec(o.label);
    out.push({ value, place, kind: p.kind, at: p.at, area: p.area, cost: cost ? Number(cost[1]) : null });
  }
  return out;
}

/**
 * The naval order a click on `area` gives, when exactly one fits: the moving stack sails to that
 * sea area (or into the port whose city is there, when it is the only port offered there), or,
 * with no stack under way, the one fleet of the seat's that stands there is picked up. Null when
 * nothing or more than one order fits (the panel then lists the orders for the area).
 */
export function pointedOrder(view: Pick<PowerView, 'decisions' | 'fleets'>, geometry: MapGeometry, area: string): string | null {
  const d = navalMovement(view);
  if (!d) return null;
  if (d.kind === 'naval/combat') {
    // 6.3.1 the one attack the engine offers on the fleets standing there ("attack:<place>:<power>")
    const attacks = d.options.filter((o) => o.verdict.ok && String(o.value).startsWith('attack:')).map((o) => String(o.value));
    const here = attacks.filter((v) => placePoint(geometry, v.split(':').slice(1, 3).join(':'))?.area === area);
    return here.length === 1 ? here[0]! : null;
  }
  const targets = navalTargets(d, geometry).filter((t) => t.area === area);
  const sea = targets.find((t) => t.kind === 'sea');
  if (sea) return sea.value;
  if (targets.length === 1) return targets[0]!.value;
  if (targets.length > 1) return null;
  const picks = d.options.filter((o) => o.verdict.ok && String(o.value).startsWith('pick:')).map((o) => String(o.value));
  const here = picks.filter((v) => {
    const f = view.fleets.find((x) => x.id === v.slice('pick:'.length));
    return f !== undefined && placePoint(geometry, fleetPlace(f.location))?.area === area;
  });
  return here.length === 1 ? here[0]! : null;
}
