// 4.4.6.2 force repatriation after a peace (or 12.4 limited access instead), with the owner's
// choice among equidistant areas (a `political/repatriate` decision), and 4.6.6 the garrisons,
// cossacks and freikorps an invader leaves in a minor country when its war there lapses.
import { LEGAL, POWER_NAMES, controllerOf, operatorOf } from '../../../model';
import type { AreaId, CityId, DecisionOption, LandMap, MajorPower, Nationality, PendingDecision } from '../../../model';
import { territoryOf } from '../../../rules/land/movement';
import { nextRing } from '../../../rules/mapRings';
import { addMonths } from '../../../rules/political/state';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { lost } from '../effects';
import { fleetsMustLeave } from './fleetsLeave';

/** Where a repatriated unit may go: an area, and for garrisons a city in it or the power's depot there. */
export interface Haven {
  readonly area: AreaId;
  readonly place?: { readonly kind: 'city'; readonly city: CityId } | { readonly kind: 'depot' };
}

/** How far a repatriation search looks (land moves) before it gives up. */
const MAX_DISTANCE = 40;

/**
 * 4.4.6.2 every nearest area (by land moves from `from`) in `power`'s territory now (ceded
 * provinces counted through the land rules' `territoryOf`); for garrisons, every city or own
 * depot in those areas that can take it. Several havens means the owner chooses.
 */
export function nearestHavens(tx: Tx, map: LandMap, power: MajorPower, from: AreaId, garrison: boolean): Haven[] {
  const seen = new Set<AreaId>([from]);
  let frontier = [from];
  for (let d = 0; d < MAX_DISTANCE && frontier.length > 0; d++) {
    const found: Haven[] = [];
    for (const a of frontier) {
      if (territoryOf(tx.state, map, a) !== power) continue;
      if (!garrison) {
        found.push({ area: a });
        continue;
      }
      for (const c of map.area(a)?.cities ?? []) found.push({ area: a, place: { kind: 'city', city: c.id } });
      if (tx.state.depots.some((x) => x.owner === power && x.area === a && !x.fleet)) found.push({ area: a, place: { kind: 'depot' } });
    }
    if (found.length > 0) return found;
    frontier = nextRing(map, frontier, seen);
  }
  return [];
}

const havenKey = (h: Haven): string => (h.place ? `${h.area}:${h.place.kind === 'city' ? h.place.city : 'depot'}` : h.area);
const parseHaven = (key: string): Haven => {
  const [area, where] = key.split(':') as [AreaId, string | undefined];
  if (where === undefined) return { area };
  return { area, place: where === 'depot' ? { kind: 'depot' } : { kind: 'city', city: where as CityId } };
};
const garrisonKey = (g: { nationality: Nationality; area: AreaId; place: Haven['place'] }): string =>
  `garrison:${g.nationality}:${havenKey({ area: g.area, place: g.place })}`;

const areaName = (tx: Tx, area: string): string => tx.data.names?.area(area) ?? `area ${area}`;
const placeName = (tx: Tx, h: Haven): string => {
  if (h.place?.kind === 'depot') return `the depot in ${areaName(tx, h.area)}`;
  if (h.place?.kind !== 'city') return areaName(tx, h.area);
  const city = tx.data.names?.slug(h.place.city) ?? h.place.city;
  const area = areaName(tx, h.area);
  return area.startsWith(city) ? area : `${city}, ${area}`; // "Linz (area 475)", not "Linz, Linz (area 475)"
};

/** Moves a corps home (or off the map when no area of its own can be reached). */
function moveCorps(tx: Tx, power: MajorPower, counter: string, from: AreaId, to: AreaId | null, rule: string): void {
  patch(tx, { corps: tx.state.corps.map((x) => (x.counter === counter ? { ...x, location: to ? { kind: 'area' as const, area: to } : { kind: 'offMap' as const } } : x)) });
  emit(tx, { type: 'forcesRepatriated', power, what: 'corps', from, to, rule });
}

/** Moves the garrison found by `key` to `to` (lost when there is nowhere to go). */
function moveGarrison(tx: Tx, power: MajorPower, key: string, to: Haven | null, rule: string): void {
  const g = tx.state.garrisons.find((x) => garrisonKey(x) === key);
  if (!g) return;
  const rest = tx.state.garrisons.filter((x) => x !== g);
  if (!to?.place) lost(tx, g.nationality, null, g.area, g.factors, rule, 'no friendly city or depot to go home to');
  // a garrison of the same nationality already there takes the factors in (one garrison a nationality a city: sieges count them so)
  const there = to?.place ? rest.find((x) => x.area === to.area && x.nationality === g.nationality && JSON.stringify(x.place) === JSON.stringify(to.place)) : undefined;
  const sum = (t: 'infantry' | 'militia', x: typeof g) => ((x.factors[t] ?? 0) + (g.factors[t] ?? 0) > 0 ? { [t]: (x.factors[t] ?? 0) + (g.factors[t] ?? 0) } : {});
  const merged = (x: typeof g) => ({ ...x, factors: { ...sum('infantry', x), ...sum('militia', x) } });
  patch(tx, { garrisons: !to?.place ? rest : there ? rest.map((x) => (x === there ? merged(x) : x)) : [...rest, { ...g, area: to.area, place: to.place }] });
  emit(tx, { type: 'forcesRepatriated', power, what: 'garrison', from: g.area, to: to?.area ?? null, rule });
}

/** Moves an irregular counter (cossack, freikorps) home, or off the map when it cannot get there. */
function moveIrregular(tx: Tx, power: MajorPower, counter: string, from: AreaId, to: AreaId | null, rule: string): void {
  patch(tx, { irregulars: to ? tx.state.irregulars.map((x) => (x.counter === counter ? { ...x, area: to } : x)) : tx.state.irregulars.filter((x) => x.counter !== counter) });
  emit(tx, { type: 'forcesRepatriated', power, what: 'irregular', from, to, rule });
}

/**
 * 4.4.6.2 one unit goes to its single nearest haven at once; with several equidistant havens its
 * owner chooses (the unit waits where it is until the answer). A garrison may also be split: some
 * of its factors of one type go to one haven (`<unit>><haven>@<type>:<n>`), and the owner is asked
 * again for the rest, among the same havens.
 */
export function sendHome(tx: Tx, power: MajorPower, unit: string, label: string, from: AreaId, havens: Haven[], rule: string, why = 'must go home'): void {
  if (havens.length <= 1) return applyRepatriation(tx, power, `${unit}>${havens[0] ? havenKey(havens[0]) : 'none'}`, rule);
  const options: DecisionOption[] = havens.map((h) => ({ value: `${unit}>${havenKey(h)}`, label: `${label} to ${placeName(tx, h)}`, verdict: LEGAL }));
  const g = unit.startsWith('garrison:') ? tx.state.garrisons.find((x) => garrisonKey(x) === unit) : undefined;
  if (g) {
    const types = Object.entries(g.factors).filter(([, n]) => (n ?? 0) > 0) as [string, number][];
    const total = types.reduce((t, [, n]) => t + n, 0);
    for (const h of havens)
      for (const [type, count] of types)
        for (let n = 1; n <= (count === total ? count - 1 : count); n++)
          options.push({ value: `${unit}>${havenKey(h)}@${type}:${n}`, label: `${n} ${type} factor${n === 1 ? '' : 's'} of ${label.replace(/^The/, 'the')} to ${placeName(tx, h)}, the rest to place next`, verdict: LEGAL });
  }
  openDecision(tx, {
    power, kind: 'political/repatriate', step: tx.state.cursor.step, rule,
    prompt: `${label} in ${areaName(tx, from)} ${why} (${rule}): ${havens.length} nearest places are equally far. Choose one${g ? ', or send part of it to one and place the rest next' : ''}.`,
    secret: false, select: 'one', group: null, options,
  });
}

/**
 * 4.4.6.2 part of a garrison goes to a haven (merged with a garrison of the same nationality there);
 * the rest waits for the owner's next choice among the same places (`asked`: the decision answered).
 */
function sendPart(tx: Tx, power: MajorPower, unit: string, to: Haven, part: string, rule: string, asked: PendingDecision | undefined): void {
  const g = tx.state.garrisons.find((x) => garrisonKey(x) === unit);
  const [t, count] = part.split(':') as [string, string];
  const type = t === 'militia' ? 'militia' : 'infantry'; // garrisons hold infantry and militia (7.3.3)
  const n = Number(count);
  if (!g || !to.place || !((g.factors[type] ?? 0) >= n)) return;
  const rest = (g.factors[type] ?? 0) - n;
  const { [type]: _moved, ...others } = g.factors;
  const left = rest > 0 ? { ...others, [type]: rest } : others;
  const here = tx.state.garrisons.find((x) => x.nationality === g.nationality && x.area === to.area && havenKey({ area: x.area, place: x.place }) === havenKey(to));
  const moved = { nationality: g.nationality, area: to.area, place: to.place, factors: { ...(here?.factors ?? {}), [type]: (here?.factors[type] ?? 0) + n } };
  patch(tx, { garrisons: [...tx.state.garrisons.filter((x) => x !== g && x !== here), { ...g, factors: left }, moved] });
  emit(tx, { type: 'forcesRepatriated', power, what: 'garrison', from: g.area, to: to.area, rule });
  const havens = [...new Set((asked?.options ?? []).map((o) => String(o.value).split('>')[1]!.split('@')[0]!))].map(parseHaven);
  const label = (asked?.options[0]?.label ?? 'The garrison').replace(/ to .*$/, '');
  sendHome(tx, power, unit, label, g.area, havens, rule, 'must still go home');
}

/** The answer to `political/repatriate` ("<unit>><haven>", "none" = nowhere to go, "…@<type>:<n>" a part): the unit goes there. */
export function applyRepatriation(tx: Tx, power: MajorPower, value: string, rule = '4.4.6.2', asked?: PendingDecision): void {
  const [unit, target] = value.split('>') as [string, string];
  const [where, part] = target.split('@') as [string, string | undefined];
  const to = where === 'none' ? null : parseHaven(where);
  if (part !== undefined && to) return sendPart(tx, power, unit, to, part, rule, asked);
  if (unit.startsWith('corps:')) {
    const counter = unit.slice(6);
    const c = tx.state.corps.find((x) => x.counter === counter);
    if (c?.location.kind === 'area') moveCorps(tx, power, counter, c.location.area, to?.area ?? null, rule);
  } else if (unit.startsWith('garrison:')) moveGarrison(tx, power, unit, to, rule);
  else if (unit.startsWith('irregular:')) {
    const counter = unit.slice(10);
    const i = tx.state.irregulars.find((x) => x.counter === counter);
    if (i) moveIrregular(tx, power, counter, i.area, to?.area ?? null, rule);
  }
}

/** Sends `power`'s corps, garrisons (and, for 4.6.6, cossacks and freikorps) in the areas `inside` accepts home. */
function repatriateWhere(tx: Tx, map: LandMap, power: MajorPower, inside: (a: AreaId) => boolean, what: { corps: boolean; irregulars: boolean }, rule: string): void {
  const mine = (n: Nationality) => controllerOf(tx.state, n) === power;
  if (what.corps)
    // B.4 a lent corps goes home with its borrower's forces (lent branch)
    for (const c of tx.state.corps.filter((x) => x.location.kind === 'area' && operatorOf(tx.state, x) === power && inside(x.location.area))) {
      const from = (c.location as { area: AreaId }).area;
      sendHome(tx, power, `corps:${c.counter}`, c.name, from, nearestHavens(tx, map, power, from, false), rule);
    }
  for (const g of tx.state.garrisons.filter((x) => mine(x.nationality) && inside(x.area)))
    sendHome(tx, power, garrisonKey(g), `The garrison of ${g.place.kind === 'city' ? (tx.data.names?.slug(g.place.city) ?? g.place.city) : 'the depot'}`, g.area, nearestHavens(tx, map, power, g.area, true), rule);
  if (what.irregulars)
    for (const i of tx.state.irregulars.filter((x) => x.kind !== 'guerilla' && mine(x.nationality) && inside(x.area)))
      sendHome(tx, power, `irregular:${i.counter}`, i.kind === 'cossack' ? 'A cossack counter' : 'A freikorps counter', i.area, nearestHavens(tx, map, power, i.area, false), rule);
}

/**
 * 4.4.6.2 corps of `power` in `other`'s territory go to the nearest area of its own; garrisons to
 * the nearest own city or depot; depots there are removed. With C.5 the caller keeps the victor's
 * forces where they are. 12.4 (option) instead gives both six months of limited access. 4.4.6.2
 * fleets in `other`'s ports are bound to leave them in the next Naval Phase (fleetsLeave.ts).
 */
export function repatriate(tx: Tx, power: MajorPower, other: MajorPower): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  if (tx.state.options.rules.peaceTreatyLimitedAccess) {
    const until = addMonths(tx.state.date, 5); // 12.4.2 six Land Phases
    const entry = { grantor: other, grantee: power, kind: 'limited' as const, since: tx.state.date, until };
    patch(tx, { relations: { ...tx.state.relations, access: [...(tx.state.relations.access ?? []), entry] } });
    emit(tx, { type: 'accessChanged', grantor: other, grantee: power, granted: true, kind: 'limited', conditions: 'out within six months', rule: '12.4' });
    return;
  }
  const inside = (a: AreaId) => territoryOf(tx.state, map, a) === other;
  repatriateWhere(tx, map, power, inside, { corps: true, irregulars: false }, '4.4.6.2');
  for (const d of tx.state.depots.filter((x) => x.owner === power && inside(x.area))) {
    patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
    emit(tx, { type: 'forcesRepatriated', power, what: 'depot', from: d.area, to: null, rule: '4.4.6.2' });
  }
  fleetsMustLeave(tx, power, other);
}

/**
 * 12.4.1 (option) the C.5 victor's lighter duty: instead of leaving the capital cities at once
 * (`leaveCapitals`), its garrisons there have three Land Phases to get out; its other forces may
 * stay (12.4.2 does not bind it). limitedAccess.ts demobilises what is still in a capital then.
 */
export function capitalsAccess(tx: Tx, victor: MajorPower, loser: MajorPower): void {
  const until = addMonths(tx.state.date, 2); // 12.4.1 three Land Phases
  const entry = { grantor: loser, grantee: victor, kind: 'limited' as const, since: tx.state.date, until, capitalsOnly: true };
  patch(tx, { relations: { ...tx.state.relations, access: [...(tx.state.relations.access ?? []), entry] } });
  emit(tx, { type: 'accessChanged', grantor: loser, grantee: victor, granted: true, kind: 'limited', conditions: 'garrisons out of capital cities within three months', rule: '12.4.1' });
}

/** Whether `city` in `area` is a capital city: a major power's national capital or a minor country's capital. */
export function isCapital(map: LandMap, area: AreaId, city: CityId): boolean {
  const facts = map.area(area);
  if (facts?.cities.some((c) => c.id === city && c.nationalCapital === true)) return true;
  return facts?.minor != null && map.minorCountry?.(facts.minor)?.capital === city;
}

/**
 * 4.4.6.2 the C.5 exception: the victor's forces stay, but its garrisons in capital cities of the
 * loser's territory must leave unless the loser lets them stay: the loser is asked for each
 * (`political/capitalGarrison`, `stay:<garrison>` / `leave:<garrison>`).
 */
export function leaveCapitals(tx: Tx, power: MajorPower, other: MajorPower): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  const mine = (n: Nationality) => controllerOf(tx.state, n) === power;
  for (const g of tx.state.garrisons.filter((x) => mine(x.nationality) && x.place.kind === 'city' && territoryOf(tx.state, map, x.area) === other && isCapital(map, x.area, x.place.city))) {
    const key = garrisonKey(g);
    const city = placeName(tx, { area: g.area, place: g.place });
    const n = (g.factors.infantry ?? 0) + (g.factors.militia ?? 0);
    openDecision(tx, {
      power: other, kind: 'political/capitalGarrison', step: tx.state.cursor.step, rule: '4.4.6.2',
      prompt: `Peace term C.5: ${POWER_NAMES[power]}'s garrison of ${n} factor${n === 1 ? '' : 's'} in ${city} must leave the capital city unless ${POWER_NAMES[other]} lets it stay (4.4.6.2).`,
      secret: false, select: 'one', group: null,
      options: [
        { value: `leave:${key}`, label: `${POWER_NAMES[power]}'s garrison leaves ${city} for the nearest city that is not a capital`, verdict: LEGAL },
        { value: `stay:${key}`, label: `Let ${POWER_NAMES[power]}'s garrison stay in ${city}`, verdict: LEGAL },
      ],
    });
  }
}

/**
 * 4.4.6.2 the loser's answer on a victor's garrison in a capital city: `stay:` leaves it there;
 * `leave:` sends it to the nearest area(s) that can hold it and are not a capital (a city of the
 * victor's or of the loser's territory, open to it by C.5, or its own depot there); with several
 * equally near, the victor chooses (or splits it).
 */
export function applyCapitalGarrison(tx: Tx, value: string): void {
  const map = tx.data.land;
  const [answer, ...rest] = value.split(':');
  const key = rest.join(':');
  const g = tx.state.garrisons.find((x) => garrisonKey(x) === key);
  const power = g ? controllerOf(tx.state, g.nationality) : null;
  const other = g && map ? territoryOf(tx.state, map, g.area) : null;
  if (!map || !g || !power || !other || g.place.kind !== 'city') return;
  const city = tx.data.names?.slug(g.place.city) ?? g.place.city;
  if (answer === 'stay') return; // the loser's permission (the answer itself is in the log)
  const open = (a: AreaId) => {
    const t = territoryOf(tx.state, map, a);
    return t === power || t === other;
  };
  const seen = new Set<AreaId>([g.area]);
  let frontier = [g.area];
  const havens: Haven[] = [];
  for (let d = 0; d < MAX_DISTANCE && frontier.length > 0 && havens.length === 0; d++) {
    for (const a of frontier) {
      if (!open(a)) continue;
      for (const c of map.area(a)?.cities ?? []) if (!isCapital(map, a, c.id)) havens.push({ area: a, place: { kind: 'city', city: c.id } });
      if (tx.state.depots.some((x) => x.owner === power && x.area === a && !x.fleet)) havens.push({ area: a, place: { kind: 'depot' } });
    }
    frontier = nextRing(map, frontier, seen);
  }
  sendHome(tx, power, key, `The garrison of ${city}`, g.area, havens, '4.4.6.2', 'must leave the capital city under peace term C.5');
}

/** 4.6.6 the invader's garrisons, cossacks and freikorps left in a minor whose war lapsed go home as in 4.4.6.2. */
export function repatriateFromMinor(tx: Tx, power: MajorPower, minor: string): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  repatriateWhere(tx, map, power, (a) => map.area(a)?.minor === minor, { corps: false, irregulars: true }, '4.6.6');
}

/** 10.3.1.2.1.3 a third power's forces refused new access in territory that changed hands go home as in 4.4.6.2. */
export function repatriateFromAreas(tx: Tx, power: MajorPower, inside: (a: AreaId) => boolean, rule: string): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  repatriateWhere(tx, map, power, inside, { corps: true, irregulars: true }, rule);
  for (const d of tx.state.depots.filter((x) => x.owner === power && inside(x.area))) {
    patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
    emit(tx, { type: 'forcesRepatriated', power, what: 'depot', from: d.area, to: null, rule });
  }
}
