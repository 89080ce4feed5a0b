// v2.71 12.11.2 (option `militiaAndLandwehr`) before the first turn of a campaign that begins in
// 1805, each major power but Turkey may turn up to 5 % of its set-up infantry factors into militia,
// three for one, the militia beginning as city garrisons. One `landwehr/setupMilitia` per power,
// an order at a time:
//   end                        keep the rest as infantry
//   convert:g:<area>:<city>    one infantry of the city's garrison becomes three militia there
//   convert:c:<counter>:<city> one infantry of a corps becomes three militia in the garrison of a
//                              city it stands beside (the same area), held by the power
// It reuses the shape of 12.1.1's `convert:` orders (steps/economic/purchases.ts), the other way round.
// The same hook applies the ruling that a scenario setting up militia in Austrian or Prussian
// regular corps begins with that landwehr active (docs/RULINGS.md).
import { LEGAL, illegal, totalFactors } from '../../../model';
import type { AreaId, CityId, Corps, DecisionOption, Garrison, GameState, LandMap, MajorPower, MilitiaSetup, Verdict } from '../../../model';
import { MILITIA_PER_INFANTRY, landwehrAtSetup, landwehrInPlay, landwehrOf, setupInfantry, setupMilitiaLimit, setupMilitiaPowers } from '../../../rules/land/landwehr';
import { FACTORS_PER_SPIRE, cityHolder, factorsInCity, isCityBesieged } from '../../../rules/land/movement';
import { NO_LAND_MAP } from '../../gameData';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { lost } from '../effects';

/**
 * The set-up hook (sequencer: at the start, and after each command until it has run once): once the
 * powers are given out (14.2), the set-up landwehr ruling, then 12.11.2's decisions.
 */
export function beginLandwehrSetup(tx: Tx): void {
  const s = tx.state;
  if (!landwehrInPlay(s) || s.landwehr?.started) return;
  if (s.selection && !s.selection.settled) return; // 14.2 the powers are not given out yet
  const lw = landwehrOf(s);
  const raised = landwehrAtSetup(s);
  const setup: MilitiaSetup[] = setupMilitiaPowers(s)
    .map((power) => ({ power, limit: setupMilitiaLimit(setupInfantry(s, power)), used: 0, done: false }))
    .filter((x) => x.limit > 0);
  patch(tx, { landwehr: { ...lw, active: [...lw.active, ...raised], ever: [...lw.ever, ...raised], started: true, ...(setup.length > 0 ? { setup } : {}) } });
  for (const power of raised) emit(tx, { type: 'landwehrChanged', power, active: true, rule: '12.11.3', reason: 'its corps begin the game holding militia' });
  for (const x of setup) if (setupOptions(tx.state, tx.data.land ?? NO_LAND_MAP, x.power).some((o) => o.value !== 'end' && o.verdict.ok)) openSetup(tx, x);
}

function openSetup(tx: Tx, x: MilitiaSetup): void {
  const left = x.limit - x.used;
  openDecision(tx, {
    power: x.power, kind: 'landwehr/setupMilitia', step: tx.state.cursor.step, rule: '12.11.2',
    prompt: `Before the first turn you may turn up to ${left}${x.used > 0 ? ' more' : ''} of your infantry factors into militia, three militia for each; the militia begin in city garrisons.`,
    secret: true, select: 'one', group: null, options: setupOptions(tx.state, tx.data.land ?? NO_LAND_MAP, x.power),
  });
}

/** 7.3.3 the city's room (5 factors a spire) for `added` more factors. */
function roomVerdict(state: GameState, map: LandMap, area: AreaId, city: CityId, added: number): Verdict {
  const spires = map.area(area)?.cities.find((c) => c.id === city)?.spires;
  if (spires === undefined) return LEGAL; // maps built by hand for tests may leave the city out
  const room = FACTORS_PER_SPIRE * spires - factorsInCity(state, area, city);
  return room >= added ? LEGAL : illegal('capacity', '7.3.3', `${city} has room for ${room} more factors`);
}

const inCity = (c: Corps, city: CityId) => c.location.kind === 'area' && c.location.city === city;

/** 12.11.2 the conversions `power` may make now, `end` first. */
export function setupOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'end', label: 'Done: keep the rest as infantry', verdict: LEGAL }];
  const gain = MILITIA_PER_INFANTRY - 1;
  for (const g of state.garrisons) {
    if (g.nationality !== power || g.place.kind !== 'city' || (g.factors.infantry ?? 0) < 1) continue;
    out.push({ value: `convert:g:${g.area}:${g.place.city}`, label: `One infantry factor of the ${g.place.city} garrison becomes three militia there`, verdict: roomVerdict(state, map, g.area, g.place.city, gain) });
  }
  for (const c of state.corps) {
    if (c.nationality !== power || c.location.kind !== 'area' || (c.factors.infantry ?? 0) < 1) continue;
    const area = c.location.area;
    for (const city of map.area(area)?.cities ?? []) {
      if (cityHolder(state, area, city.id, map) !== power || isCityBesieged(state, area, city.id, map)) continue;
      const verdict = totalFactors(c.factors) <= 1
        ? illegal('cannotDetach', '12.11.2', 'the corps would be left with no factors')
        : roomVerdict(state, map, area, city.id, inCity(c, city.id) ? gain : MILITIA_PER_INFANTRY);
      out.push({ value: `convert:c:${c.counter}:${city.id}`, label: `One infantry factor of ${c.counter} becomes three militia in the ${city.id} garrison`, verdict });
    }
  }
  return out;
}

/** 12.11.2 one answer: a conversion (then the decision opens again while some are left), or `end`. */
export function applySetupMilitia(tx: Tx, power: MajorPower, choice: string): void {
  const lw = landwehrOf(tx.state);
  const mine = (lw.setup ?? []).find((x) => x.power === power);
  if (!mine) return;
  const record = (change: Partial<MilitiaSetup>) => {
    const next = { ...mine, ...change };
    patch(tx, { landwehr: { ...landwehrOf(tx.state), setup: (landwehrOf(tx.state).setup ?? []).map((x) => (x.power === power ? next : x)) } });
    return next;
  };
  if (choice === 'end') return void record({ done: true });
  const [verb, kind, a, b] = choice.split(':');
  if (verb !== 'convert' || a === undefined || b === undefined) return;
  if (kind === 'g') convertGarrison(tx, power, a as AreaId, b as CityId);
  else if (kind === 'c') convertCorps(tx, power, a, b as CityId);
  else return;
  const next = record({ used: mine.used + 1 });
  if (next.used < next.limit && setupOptions(tx.state, tx.data.land ?? NO_LAND_MAP, power).some((o) => o.value !== 'end' && o.verdict.ok)) openSetup(tx, next);
  else record({ done: true });
}

function convertGarrison(tx: Tx, power: MajorPower, area: AreaId, city: CityId): void {
  const g = tx.state.garrisons.find((x) => x.nationality === power && x.area === area && x.place.kind === 'city' && x.place.city === city);
  if (!g || (g.factors.infantry ?? 0) < 1) return;
  lost(tx, power, null, area, { infantry: 1 }, '12.11.2', 'infantry turned into militia at set-up');
  patch(tx, { garrisons: tx.state.garrisons.map((x) => (x === g ? { ...x, factors: { ...x.factors, infantry: (x.factors.infantry ?? 0) - 1 } } : x)) });
  addMilitia(tx, power, area, city);
}

function convertCorps(tx: Tx, power: MajorPower, counter: string, city: CityId): void {
  const c = tx.state.corps.find((x) => x.counter === counter && x.nationality === power);
  if (!c || c.location.kind !== 'area' || (c.factors.infantry ?? 0) < 1 || totalFactors(c.factors) <= 1) return;
  lost(tx, power, c.counter, c.location.area, { infantry: 1 }, '12.11.2', 'infantry turned into militia at set-up');
  patch(tx, { corps: tx.state.corps.map((x) => (x === c ? { ...x, factors: { ...x.factors, infantry: (x.factors.infantry ?? 0) - 1 } } : x)) });
  addMilitia(tx, power, c.location.area, city);
}

/** 12.11.2 three militia join (or form) the power's garrison in the city. */
function addMilitia(tx: Tx, power: MajorPower, area: AreaId, city: CityId): void {
  const at = (x: Garrison) => x.nationality === power && x.area === area && x.place.kind === 'city' && x.place.city === city;
  const g = tx.state.garrisons.find(at);
  const militia = MILITIA_PER_INFANTRY;
  patch(tx, {
    garrisons: g
      ? tx.state.garrisons.map((x) => (x === g ? { ...x, factors: { ...x.factors, militia: (x.factors.militia ?? 0) + militia } } : x))
      : [...tx.state.garrisons, { nationality: power, area, place: { kind: 'city', city }, factors: { militia } }],
  });
  emit(tx, { type: 'factorsChanged', nationality: power, owner: power, counter: null, area, delta: militia, factors: { militia }, rule: '12.11.2', reason: `militia raised in the ${city} garrison at set-up` });
}
