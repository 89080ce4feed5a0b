// 8.10 The Levy Step, played. Orders, one at a time ("end" first):
//   cossack:<area>               10.1.2.1.1 a new cossack in a Russian-held cossack province
//   remove:<counter>             10.1.2.1.1 an excess cossack leaves the map ("end" waits until none is left over)
//   remove:garrison:<area>:<city|depot>  the same for one cossack factor in a Russian garrison (7.3.3.3.1)
//   freikorps                    10.1.2.1.2 a new freikorps at Vienna or Berlin
//   feudal:<roster>:<area>       10.1.3.1 (December) a Turkish feudal corps raised to full strength in its province
// 10.1.4.3 (December) the Austrian insurrection corps are filled at the step's start, when allowed.
import { LEGAL, illegal, totalFactors } from '../../../model';
import type { AreaId, CorpsId, DecisionOption, Factors, GarrisonFactors, MajorPower } from '../../../model';
import { placeKey } from '../../../rules/land/movement';
import { corpsOf } from '../../../data/forces';
import { cossackRoom, economicPowers, feudalLevies, freikorpsPlace, fullStrength, insurrectionRaised } from '../../../rules/economic';
import { emit, freshCounter, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';

const december = (tx: Tx) => tx.state.date.month === 12;
/** Orders already given this step (one new cossack and one freikorps per Levy Step). */
const done = (tx: Tx, power: MajorPower, kind: string) => tx.events.some((e) => e.type === 'irregularPlaced' && e.nationality === power && e.kind === kind) ||
  // the step's start is found once (not once per logged event: a long game's log made this quadratic)
  tx.state.log.slice(levyStart(tx)).some((e) => e.type === 'irregularPlaced' && e.nationality === power && e.kind === kind);
function levyStart(tx: Tx): number {
  for (let i = tx.state.log.length - 1; i >= 0; i--) { const e = tx.state.log.at(i)!; if (e.type === 'stepBegan' && e.step === 'economic/levy') return i; }
  return tx.state.log.length;
}

function levyOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const econ = tx.data.economy;
  if (!econ) return [];
  const s = tx.state;
  const out: DecisionOption[] = [];
  if (power === 'russia') {
    const room = cossackRoom(s, econ);
    const excess = room.enemyInside ? 0 : room.onMap - room.limit;
    for (const i of s.irregulars.filter((x) => x.kind === 'cossack' && x.nationality === 'russia' && excess > 0))
      out.push({ value: `remove:${i.counter}`, label: `Remove the cossack in area ${i.area} (${excess} over the limit)`, verdict: LEGAL });
    // 7.3.3.3.1 a cossack factor in a garrison counts toward the limit, so it may be the one removed
    for (const g of s.garrisons.filter((x) => x.nationality === 'russia' && (x.factors.cossack ?? 0) > 0 && excess > 0))
      out.push({ value: `remove:garrison:${g.area}:${placeKey(g.place)}`, label: `Remove a cossack from the garrison ${g.place.kind === 'city' ? `of ${econ.cityName(g.place.city)}` : 'on the depot'} in area ${g.area} (${excess} over the limit)`, verdict: LEGAL });
    if (room.onMap < room.limit && !done(tx, power, 'cossack'))
      for (const p of room.provinces) for (const a of p.areas) out.push({ value: `cossack:${a}`, label: `New cossack in ${p.name} (area ${a})`, verdict: LEGAL });
  }
  if ((power === 'austria' || power === 'prussia') && !done(tx, power, 'freikorps')) {
    const place = freikorpsPlace(s, econ, power);
    if ('area' in place) out.push({ value: 'freikorps', label: `New freikorps at ${econ.cityName(power === 'austria' ? 'vienna' as never : 'berlin' as never)}`, verdict: LEGAL });
  }
  if (power === 'turkey' && december(tx)) {
    for (const f of feudalLevies(s, econ)) {
      const full = totalFactors(fullStrength(f.roster));
      if (f.corps && f.corps.location.kind === 'area' && totalFactors(f.corps.factors) >= full && f.areas.includes(f.corps.location.area)) continue;
      for (const a of f.areas) out.push({ value: `feudal:${f.roster}:${a}`, label: `Raise the ${f.name} feudal corps to full strength in area ${a}`, verdict: f.why ? illegal('illegalOption', '10.1.3.1', f.why) : LEGAL });
    }
  }
  if (out.length === 0) return [];
  const excess = power === 'russia' && out.some((o) => String(o.value).startsWith('remove:'));
  return [{ value: 'end', label: 'End the levy', verdict: excess ? illegal('capacity', '10.1.2.1.1', 'excess cossacks must leave the map first') : LEGAL }, ...out];
}

function open(tx: Tx, power: MajorPower): void {
  const options = levyOptions(tx, power);
  if (options.length === 0) return;
  openDecision(tx, {
    power, kind: 'economic/levy', step: 'economic/levy', rule: '8.10',
    prompt: 'Levy: place new irregulars and raise feudal corps.', secret: false, select: 'one', group: null, options,
  });
}

/** 10.1.4.3 Austria's insurrection corps filled to 15 militia and 3 cavalry, on or off the map, unless besieged. */
function insurrection(tx: Tx): void {
  const econ = tx.data.economy;
  if (!econ || !december(tx) || !economicPowers(tx.state).includes('austria') || !insurrectionRaised(tx.state, econ)) return;
  const hungary = econ.provinces.find((p) => p.id === 'hungary')?.capitalArea;
  for (const roster of corpsOf('austria').filter((c) => c.type === 'insurrection')) {
    const full = fullStrength(roster.id);
    const c = tx.state.corps.find((x) => x.id === roster.id);
    if (c && c.location.kind === 'area' && c.location.city !== undefined) continue; // besieged or not, a corps in a city is left as it is
    const before: Factors = c?.factors ?? {};
    const gain: Record<string, number> = {};
    for (const [t, n] of Object.entries(full)) if ((n ?? 0) > (before[t as keyof Factors] ?? 0)) gain[t] = (n ?? 0) - (before[t as keyof Factors] ?? 0);
    const delta = totalFactors(gain as Factors);
    if (delta === 0) continue;
    const area = c && c.location.kind === 'area' ? c.location.area : hungary;
    if (c) patch(tx, { corps: tx.state.corps.map((x) => (x === c ? { ...x, factors: { ...x.factors, ...full } } : x)) });
    else {
      const counter = freshCounter(tx, 'k');
      patch(tx, { corps: [...tx.state.corps, { counter, nationality: 'austria', type: 'insurrection', movement: roster.movement.printed, location: { kind: 'offMap' }, id: roster.id as CorpsId, name: roster.designation, factors: full, revealedTo: [] }] });
    }
    if (area) emit(tx, { type: 'factorsChanged', nationality: 'austria', owner: 'austria', counter: c?.counter ?? null, area, delta, factors: gain as Factors, rule: '10.1.4.3', reason: 'insurrection raised in the December levy' });
  }
}

/** 8.10 / 10.1.2.1 begin: the insurrection, then a levy decision for each power with new irregulars or feudal corps to raise. */
export function beginLevy(tx: Tx): void {
  insurrection(tx);
  for (const p of economicPowers(tx.state)) open(tx, p);
}

/** One levy order. */
export function applyLevyOrder(tx: Tx, power: MajorPower, order: string): void {
  if (order === 'end') return;
  const econ = tx.data.economy;
  const [kind, a, b] = order.split(':');
  if (kind === 'remove' && a === 'garrison' && b && power === 'russia') removeGarrisonedCossack(tx, b as AreaId, order.split(':')[3] ?? '');
  else if (kind === 'remove' && a) {
    const i = tx.state.irregulars.find((x) => x.counter === a);
    if (i) {
      patch(tx, { irregulars: tx.state.irregulars.filter((x) => x !== i) });
      emit(tx, { type: 'counterRemoved', counter: i.counter, owner: power, area: i.area, kind: 'irregular', rule: '10.1.2.1.1', reason: 'more cossacks than Russian-held cossack provinces' });
    }
  } else if (kind === 'cossack' && a) placeIrregular(tx, power, 'cossack', a as AreaId, '10.1.2.1.1');
  else if (kind === 'freikorps' && econ && (power === 'austria' || power === 'prussia')) {
    const place = freikorpsPlace(tx.state, econ, power);
    if ('area' in place) placeIrregular(tx, power, 'freikorps', place.area, '10.1.2.1.2');
  } else if (kind === 'feudal' && a && b) raiseFeudal(tx, a, b as AreaId);
  open(tx, power);
}

/** 10.1.2.1.1 with 7.3.3.3.1 one excess cossack factor leaves a Russian garrison ("remove:garrison:<area>:<city|depot>"). */
function removeGarrisonedCossack(tx: Tx, area: AreaId, key: string): void {
  const g = tx.state.garrisons.find((x) => x.nationality === 'russia' && x.area === area && placeKey(x.place) === key && (x.factors.cossack ?? 0) > 0);
  if (!g) return;
  const factors: Record<string, number> = { ...g.factors, cossack: (g.factors.cossack ?? 0) - 1 };
  if (factors.cossack === 0) delete factors.cossack;
  const empty = Object.values(factors).every((n) => n === 0);
  patch(tx, { garrisons: empty ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors: factors as GarrisonFactors } : x)) });
  emit(tx, { type: 'garrisonIrregularsLost', nationality: 'russia', owner: 'russia', area, factors: { cossack: 1 }, rule: '10.1.2.1.1', reason: 'more cossacks than Russian-held cossack provinces' });
}

function placeIrregular(tx: Tx, power: MajorPower, kind: 'cossack' | 'freikorps', area: AreaId, rule: string): void {
  const counter = freshCounter(tx, 'x');
  patch(tx, { irregulars: [...tx.state.irregulars, { counter, nationality: power, kind, factors: 1, area }] });
  emit(tx, { type: 'irregularPlaced', counter, nationality: power, kind, area, rule });
}

/** 10.1.3.1 a feudal corps comes from wherever it is (or back from elimination) to its province at full strength. */
function raiseFeudal(tx: Tx, roster: string, area: AreaId): void {
  const spec = corpsOf('turkey').find((c) => c.id === roster);
  if (!spec) return;
  const full = fullStrength(roster);
  const c = tx.state.corps.find((x) => x.id === roster);
  const before = c ? totalFactors(c.factors) : 0;
  const counter = c?.counter ?? freshCounter(tx, 'k');
  if (c && c.location.kind === 'area' && before > 0) emit(tx, { type: 'factorsChanged', nationality: 'turkey', owner: 'turkey', counter, area: c.location.area, delta: -before, factors: c.factors, rule: '10.1.3.1', reason: 'feudal corps called home for the levy' });
  const corps = { counter, nationality: 'turkey' as const, type: 'feudal' as const, movement: spec.movement.printed, location: { kind: 'area' as const, area }, id: roster as CorpsId, name: spec.designation, factors: full, revealedTo: c?.revealedTo ?? [] };
  patch(tx, { corps: c ? tx.state.corps.map((x) => (x === c ? corps : x)) : [...tx.state.corps, corps] });
  const offMap = c && c.location.kind !== 'area' ? before : 0;
  emit(tx, { type: 'factorsChanged', nationality: 'turkey', owner: 'turkey', counter, area, delta: totalFactors(full) - offMap, factors: full, rule: '10.1.3.1', reason: 'feudal corps raised in the December levy' });
  if (!c || c.location.kind !== 'area') emit(tx, { type: 'corpsPlaced', counter, owner: 'turkey', area, rule: '10.1.3.1' });
}
