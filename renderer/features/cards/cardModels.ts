import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import type { FactorType, Factors } from '../../../shared/model/forces';
import type { CorpsLocation } from '../../../shared/model/state';
import { dateText, listText, POWER_ORDER, powerName } from '../game/names';
import { cityLines, conditionLines } from '../endScreen/victoryModel';

/** Factor types in the order of the National Card, with their short labels. */
export const FACTOR_LABEL: Record<FactorType, string> = {
  infantry: 'Inf',
  militia: 'Mil',
  cavalry: 'Cav',
  guard: 'Gd',
  artillery: 'Art',
  feudalInfantry: 'F.Inf',
  feudalCavalry: 'F.Cav',
};
const FACTOR_ORDER = Object.keys(FACTOR_LABEL) as FactorType[];

/** "12 Inf, 3 Cav" (types with zero left out), or "no factors". */
export function factorsText(f: Factors): string {
  const parts = FACTOR_ORDER.filter((t) => (f[t] ?? 0) > 0).map((t) => `${f[t]} ${FACTOR_LABEL[t]}`);
  return parts.length ? parts.join(', ') : 'no factors';
}

export function factorTotal(f: Factors): number {
  return FACTOR_ORDER.reduce((n, t) => n + (f[t] ?? 0), 0);
}

/** How places are named on the cards: by the map data when the screen has it. */
export interface PlaceNames {
  area(id: string): string;
  city(id: string): string;
}

const titleCase = (id: string) => id.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
export const PLAIN_NAMES: PlaceNames = { area: (id) => `area ${id}`, city: titleCase };

function placeText(l: CorpsLocation, names: PlaceNames): string {
  if (l.kind === 'area') return l.city ? `in ${names.city(l.city)}, ${names.area(l.area)}` : names.area(l.area);
  if (l.kind === 'fleet') return 'aboard a fleet';
  return 'off the map';
}

export interface StatusRow {
  power: MajorPower;
  name: string;
  politicalPoints: number;
  victoryPoints: number;
  side: number | null;
  /** v2.71 14.3 "Uncontrolled: active, run by France" for an uncontrolled major power; null for a power with a player. */
  ump: string | null;
}

/** v2.71 14.3.2 / 19.2.1 the UMP line of a power's row: its status and its controller. */
export function umpText(view: PowerView, p: MajorPower): string | null {
  const u = view.campaign?.umps.find((x) => x.power === p);
  if (!u) return null;
  const status = u.status === 'active' || u.activeUntilControlStep === true ? 'active' : u.status;
  const waiting = view.campaign?.newPlayers.includes(p) ? '; a new player takes it at the next Economic Phase' : '';
  return `Uncontrolled: ${status}${u.controller && u.status !== 'neutral' ? `, run by ${powerName(u.controller)}` : ''}${waiting}`;
}

/** Status card: date, each power in play with its political and victory points, the scenario's victory conditions. */
export function statusCard(view: PowerView) {
  const sides = view.scenario.sides;
  const rows: StatusRow[] = POWER_ORDER.filter((p) => view.powers[p]?.inPlay).map((p) => {
    const s = view.powers[p];
    const side = sides.findIndex((group) => group.includes(p));
    return { power: p, name: powerName(p), politicalPoints: s.politicalPoints, victoryPoints: s.victoryPoints, side: side < 0 ? null : side, ump: umpText(view, p) };
  });
  return {
    title: view.scenario.title,
    date: dateText(view.date),
    winter: view.winter,
    ends: dateText(view.scenario.end),
    rows,
    sides: sides.map((g) => listText(g.map(powerName))),
    victory: view.scenario.victory.summary,
    // 8.1.3.1 each condition met or not now, and who holds each objective city (judged by the host)
    conditions: view.victory ? conditionLines(view, view.victory) : [],
    cities: view.victory ? cityLines(view.victory) : [],
  };
}

function leaderPlace(view: PowerView, l: PowerView['leaders'][number]['location'], names: PlaceNames): string {
  if (l.kind === 'pool') return 'not on the map';
  if (l.kind === 'captured') return `captured by ${powerName(l.by)}`;
  if (l.kind === 'wounded') return `wounded, back ${dateText(l.until)}`;
  if (l.kind === 'killed') return 'killed';
  if (l.kind === 'area') return names.area(l.area);
  if (l.kind === 'fleet') return 'with a fleet';
  const corps = view.corps.find((c) => c.counter === l.counter);
  return corps?.identity ? `with ${corps.identity.name}` : 'with a corps';
}

export interface CorpsLine {
  key: string;
  /** The corps' name for its owner (or when revealed), else its public face. */
  label: string;
  strength: string | null;
  total: number | null;
  where: string;
}

/**
 * National card of `power` as the viewer may see it: full strengths of its own corps, only
 * the public face of others' (2.4.2, the host already removed what is secret).
 */
export function nationalCard(view: PowerView, power: MajorPower, names: PlaceNames = PLAIN_NAMES) {
  const own = view.viewer === power;
  const corps: CorpsLine[] = view.corps
    .filter((c) => c.nationality === power)
    .map((c) => ({
      key: c.counter,
      label: c.identity ? c.identity.name : `${c.type} corps (movement ${c.movement})`,
      strength: c.identity ? factorsText(c.identity.factors) : null,
      total: c.identity ? factorTotal(c.identity.factors) : null,
      where: placeText(c.location, names),
    }));
  const summary = view.powers[power];
  const reinforcements = own
    ? view.reinforcements
        .filter((r) => r.power === power)
        .map((r) => {
          const parts: string[] = [];
          if (r.factors) parts.push(factorsText(r.factors));
          if (r.corps?.length) parts.push(`${r.corps.length} corps`);
          if (r.leaders?.length) parts.push(`leaders ${r.leaders.map((id) => view.leaders.find((l) => l.id === id)?.name ?? titleCase(id)).join(', ')}`);
          if (r.ships) parts.push(`${r.ships} ships`);
          if (r.money) parts.push(`$${r.money}`);
          if (r.manpower) parts.push(`${r.manpower} manpower`);
          return { date: dateText(r.date), what: `${r.nationality === power ? '' : `${powerName(r.nationality)}: `}${parts.join(', ')}${r.area ? ` at ${names.area(r.area)}` : ''}` };
        })
    : [];
  // 5.2 what arrived this turn and waits to be placed (the host sends only the viewer's own).
  const pool = (view.turn.reinforcementPool ?? [])
    .filter((r) => r.power === power)
    .map((r) => {
      const parts: string[] = [];
      if (factorTotal(r.factors) > 0) parts.push(factorsText(r.factors));
      if (r.corps.length) parts.push(`${r.corps.map((c) => c.name).join(', ')}`);
      return `${r.nationality === power ? '' : `${powerName(r.nationality)}: `}${parts.join('; ') || 'nothing'}${r.area ? ` (for ${names.area(r.area)})` : ''}`;
    });
  return {
    power,
    name: powerName(power),
    own,
    pool,
    corps,
    hiddenCorps: corps.filter((c) => c.strength === null).length,
    fleets: view.fleets.filter((f) => f.nationality === power).map((f) => ({ key: f.id, label: f.name, ships: f.ships, where: f.location.kind === 'sea' ? `at sea, ${names.area(f.location.area)}` : f.location.kind === 'port' ? `in port at ${names.city(f.location.city)}` : `blockaded at ${names.city(f.location.city)}` })),
    leaders: view.leaders.filter((l) => l.owner === power).map((l) => ({ key: l.id, label: l.name, where: leaderPlace(view, l.location, names) })),
    depots: view.depots.filter((d) => d.owner === power).map((d) => ({ key: d.id, where: `${names.area(d.area)}${d.fleet ? ' (by fleet)' : ''}` })),
    garrisons: view.garrisons.filter((g) => g.nationality === power).map((g, i) => ({ key: `${g.area}-${i}`, where: g.place.kind === 'city' ? names.city(g.place.city) : `depot, ${names.area(g.area)}`, strength: factorsText(g.factors) })),
    prisoners: view.prisoners.filter((p) => p.holder === power).map((p, i) => ({ key: `${p.nationality}-${i}`, text: `${factorsText(p.factors)} of ${powerName(p.nationality)}` })),
    money: summary?.money ?? null,
    manpower: summary?.manpower ?? null,
    reinforcements,
  };
}
