// 10.4 minors with districts as play moves them: the secondary districts follow their primary
// (10.4.3), stay with another power holding them apart (10.4.3.1), revert instead of turning
// neutral (10.4.3.2); v2.71 10.4.5 unions and v2.71 10.2.3 neutralising, both chosen in the
// New Political Combinations Step (8.9) with one `general/districts` decision per power.
import { POWER_NAMES } from '../../../model';
import type { DistrictLink, GameState, MajorPower, MinorCountry, MinorCountryFacts, MinorId } from '../../../model';
import { districtUnions } from '../../../data/forces';
import { activePowers } from '../../../rules/political/facts';
import { provinceName } from '../../../rules/political/homeNation';
import { hollandJoinsTraining } from './britishTraining';
import { districtLinks, followersOf, joinOptions, joinVerdict, neutralisingOptions, optionalSecondariesOf, printedSecondariesOf, provinceFollowersOf, reversionOf, swedishCorpsInfantryFor, swedishManpower, unionsInUse } from '../../../rules/general';
import { conquestVerdict } from '../../../rules/land/conquest';
import { minorById } from '../../../data/forces';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { removeForces } from '../political/record';
import { followerStatus } from '../../../rules/campaign/combinations/twoSicilies';

const minorName = (tx: Tx, id: string) => tx.state.minors.find((m) => m.id === id)?.name ?? id;

function setLinks(tx: Tx, links: readonly DistrictLink[]): void {
  patch(tx, { general: { ...(tx.state.general ?? {}), links } });
}

/**
 * The change of control every path here makes: the entry, its forces off the map when it
 * turns neutral or changes hands (10.5.2.3 keeps the fleet's strength with the minor's data),
 * the event, then the linked districts that follow it (10.4.3).
 */
export function changeControl(tx: Tx, minor: MinorId, to: MajorPower | null, status: MinorCountry['status'], rule: string, reason: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { id: x.id, name: x.name, status, controller: to } : x)) });
  if (status === 'neutral' || to !== m.controller) removeForces(tx, minor, rule, `${m.name} changed hands`);
  emit(tx, { type: 'minorControlChanged', minor, from: m.controller, to, status, rule, reason });
  followPrimary(tx, minor, m.controller, m.status);
}

/**
 * 10.4.3 the linked secondary districts held with a primary whose control just changed go with
 * it; 10.4.3.1 one held apart by another power stays. Called after every change of control.
 */
export function followPrimary(tx: Tx, primary: MinorId, formerController: MajorPower | null, formerStatus: MinorCountry['status']): void {
  const p = tx.state.minors.find((x) => x.id === primary);
  if (!p || (p.controller === formerController && p.status === formerStatus)) return;
  for (const s of followersOf(tx.state, primary, formerController, formerStatus)) {
    // 10.4.4 the primary's controller runs the forces; the district has none of its own (11.7.2 Sicily stays free with Naples: followerStatus, hook of the comb branch)
    const status = followerStatus(s, p.status);
    changeControl(tx, s, p.controller, status, '10.4.3', `part of ${p.name}`);
  }
  // v2.71 10.4.5.3 a province joined to it (Karelia, Livonia) goes to the new controller, ceded to it
  if (p.controller !== null && p.status !== 'neutral') {
    for (const province of provinceFollowersOf(tx.state, primary, formerController)) {
      if (p.controller === formerController) continue;
      patch(tx, { ceded: (tx.state.ceded ?? []).map((c) => (c.province === province ? { ...c, holder: p.controller! } : c)) });
      emit(tx, { type: 'territoryCeded', territory: province, name: provinceName(province), kind: 'province', from: formerController, to: p.controller, rule: '10.4.5.3', reason: `part of ${p.name}` });
    }
  }
  growSwedishCorps(tx); // v2.71 10.4.5.3 Sweden may have become a free state
}

/**
 * v2.71 10.4.5.3 (option greaterSweden) once Sweden is a free state with 14 manpower (after
 * doubling) every Swedish corps may hold 10 infantry, with 18 manpower 14; checked whenever
 * control or districts change, and never undone.
 */
export function growSwedishCorps(tx: Tx): void {
  const econ = tx.data.economy;
  if (!tx.state.options.rules.greaterSweden || !econ) return;
  const manpower = swedishManpower(tx.state, econ);
  const infantry = swedishCorpsInfantryFor(manpower);
  const had = tx.state.general?.swedishCorpsInfantry ?? 0;
  if (infantry === null || infantry <= had) return;
  patch(tx, { general: { ...(tx.state.general ?? {}), swedishCorpsInfantry: infantry } });
  emit(tx, { type: 'corpsBoxesGrown', nationality: 'sweden', infantry, cavalry: 2, manpower: manpower ?? 0, rule: '10.4.5.3' });
}

/**
 * 10.4.3.2 a secondary district held apart does not turn neutral: it passes to the power that
 * holds its primary, or rejoins its neutral primary (a printed district loses its own entry).
 * True when it did either, so the caller leaves the minor be.
 */
export function revertDistrict(tx: Tx, minor: MinorId): boolean {
  const r = reversionOf(tx.state, minor);
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m || r.kind === 'none') return false;
  if (r.kind === 'toPrimaryController') {
    if (m.controller === r.power) return true; // already its own: it simply stays
    changeControl(tx, minor, r.power, 'conquered', '10.4.3.2', `reverts to the power holding ${minorName(tx, r.primary)}`);
    return true;
  }
  // a linked district going neutral with its neutral primary is joined again by being neutral
  if (districtLinks(tx.state).some((l) => l.secondary === minor)) return false;
  removeForces(tx, minor, '10.4.3.2', `${m.name} rejoins ${minorName(tx, r.primary)}`);
  patch(tx, { minors: tx.state.minors.filter((x) => x.id !== minor) });
  emit(tx, { type: 'minorControlChanged', minor, from: m.controller, to: null, status: 'neutral', rule: '10.4.3.2', reason: `part of neutral ${minorName(tx, r.primary)} again` });
  return true;
}

/**
 * v2.71 10.4.5 a union lasts until its primary district is conquered by another power: the
 * conqueror takes the districts held with it (10.4.3, by `followPrimary`), and the links end.
 */
export function primaryConquered(tx: Tx, primary: MinorId, formerController: MajorPower | null, formerStatus: MinorCountry['status']): void {
  followPrimary(tx, primary, formerController, formerStatus);
  const ended = districtLinks(tx.state).filter((l) => l.primary === primary);
  if (ended.length > 0) setLinks(tx, districtLinks(tx.state).filter((l) => l.primary !== primary));
}

/**
 * v2.71 10.4.5.1 / 14.1.5.1.2 (option cisalpineRepublic) a campaign starting in 1805 begins with
 * the Cisalpine Republic formed: Romagna joined to Lombardy when one power runs both (France, in
 * the printed set-up), recorded as made on the start date. No event: it is part of the set-up.
 */
export function unionsAtStart(tx: Tx): void {
  const s = tx.state;
  if (!s.options.rules.cisalpineRepublic || s.scenario.kind !== 'campaign' || s.date.year !== 1805) return;
  const union = districtUnions().find((u) => u.id === 'cisalpine-republic');
  if (!union) return;
  const lombardy = s.minors.find((m) => m.id === union.primary);
  if (!lombardy || lombardy.controller === null || lombardy.status === 'neutral') return;
  for (const secondary of union.secondaries) {
    if (!joinVerdict(tx.state, lombardy.controller, union, secondary).ok) continue;
    setLinks(tx, [...districtLinks(tx.state), { union: union.id, primary: union.primary as MinorId, secondary: secondary as MinorId, created: s.date }]);
  }
}

/** 8.9 nothing to choose while none of the v2.71 10.4.5 unions nor 10.2.3 is in use. */
export function districtsStepEmpty(state: GameState): string | null {
  return unionsInUse(state).length > 0 || state.options.rules.neutralisingMinors ? null : 'none of the options 10.4.5.x and 10.2.3 is in use';
}

/** 8.9 one `general/districts` decision for each power with a district to join (10.4.5) or a minor to let go (10.2.3). */
export function beginDistricts(tx: Tx): void {
  if (districtsStepEmpty(tx.state) !== null) return;
  for (const power of activePowers(tx.state)) {
    const options = [...joinOptions(tx.state, power), ...neutralisingOptions(tx.state, power)];
    if (!options.some((o) => o.verdict.ok)) continue;
    openDecision(tx, {
      power, kind: 'general/districts', step: 'economic/newCombinations', rule: '10.4.5',
      prompt: 'Join secondary districts to minors you run (no political points), or declare controlled minors neutral. Choose none to leave things as they are.',
      secret: false, select: 'many', group: null, options,
    });
  }
}

/** 8.9 the answers of one power, each judged again now (an earlier answer may have changed things). */
export function applyDistricts(tx: Tx, power: MajorPower, choices: readonly string[]): void {
  for (const choice of choices) {
    const [verb, a, b] = choice.split(':');
    if (verb === 'join' && a && b) {
      const union = districtUnions().find((u) => u.id === a);
      if (!union || !unionsInUse(tx.state).includes(union) || !joinVerdict(tx.state, power, union, b).ok) continue;
      setLinks(tx, [...districtLinks(tx.state), { union: union.id, primary: union.primary as MinorId, secondary: b as MinorId, created: tx.state.date }]);
      // v2.71 10.4.5 no political points for it
      emit(tx, { type: 'districtJoined', power, union: union.name, primary: union.primary, secondary: b, rule: union.rule });
      if (union.id === 'netherlands') hollandJoinsTraining(tx, union.primary); // v2.71 10.4.5.4 British training reaches Holland
      if (union.id === 'greater-sweden') growSwedishCorps(tx); // v2.71 10.4.5.3 the larger Swedish corps
    } else if (verb === 'neutral' && a && tx.state.options.rules.neutralisingMinors) {
      const m = tx.state.minors.find((x) => x.id === a);
      if (!m || m.controller !== power || m.status === 'neutral') continue;
      if (revertDistrict(tx, m.id)) continue; // 10.4.3.2 a district held apart goes back to its primary instead
      // v2.71 10.2.3 the control marker goes; its corps and fleet strengths are kept with the minor's data
      changeControl(tx, m.id, null, 'neutral', '10.2.3', `${POWER_NAMES[power]} declared it neutral`);
    }
  }
}

/** 10.4.3.2 / v2.71 10.2.1 the district's own cities (the areas of its province), read as a minor's primary district; its capital first. */
function districtFacts(tx: Tx, district: MinorId): MinorCountryFacts | undefined {
  const map = tx.data.land;
  if (!map) return undefined;
  const areas = (map.landAreas ?? []).filter((a) => (map.area(a)?.province as string | null | undefined) === district);
  const cities = areas.flatMap((a) => (map.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })));
  const first = cities[0];
  return first ? { capital: first.city, capitalArea: first.area, districts: 1, primaryCities: cities } : undefined;
}

/**
 * 10.4.3.2 (7.7 Conquest Step) a printed secondary district still part of its minor (Norway with
 * Denmark, Finland with Sweden: no entry of its own) is conquered apart by a month's unbesieged
 * hold of its own cities by a power at war with the minor's controller, as any minor (10.2.1):
 * it gets an entry of its own, and `conquer` (the land step's) gives the flag and the points for
 * its one district. The occupation is kept in `general.districtOccupations` meanwhile.
 */
export function secondaryConquests(tx: Tx, occupierOf: (m: MinorCountry, facts: MinorCountryFacts) => MajorPower | null, conquer: (m: MinorCountry, by: MajorPower, from: MajorPower | null) => void): void {
  for (const primary of [...tx.state.minors]) {
    if (primary.controller === null || primary.status === 'neutral') continue;
    for (const d of [...printedSecondariesOf(primary.id), ...optionalSecondariesOf(tx.state, primary.id)]) { // v2.71 1.1.2 Hither Pomerania too
      if (tx.state.minors.some((m) => m.id === d)) continue; // apart already: its own entry has its own check
      const occupations = tx.state.general?.districtOccupations ?? [];
      const occ = occupations.find((o) => o.minor === d);
      // 10.4.4 held with its primary it counts as that power's conquered district
      const district: MinorCountry = { id: d, name: minorById(d)?.name ?? d, status: 'conquered', controller: primary.controller, ...(occ ? { occupation: { by: occ.by, since: occ.since } } : {}) };
      const facts = districtFacts(tx, d);
      if (!facts) continue;
      const v = conquestVerdict(district, occupierOf(district, facts), tx.state.date);
      const others = occupations.filter((o) => o.minor !== d);
      if (v.kind === 'relieved') patch(tx, { general: { ...(tx.state.general ?? {}), districtOccupations: others } });
      else if (v.kind === 'occupied') {
        patch(tx, { general: { ...(tx.state.general ?? {}), districtOccupations: [...others, { minor: d, by: v.by, since: tx.state.date }] } });
        emit(tx, { type: 'minorOccupied', minor: d, by: v.by, from: primary.controller, rule: '10.4.3.2' });
      } else if (v.kind === 'conquered') {
        patch(tx, { general: { ...(tx.state.general ?? {}), districtOccupations: others }, minors: [...tx.state.minors, { id: d, name: district.name, status: 'conquered', controller: primary.controller }] });
        conquer({ id: d, name: district.name, status: 'conquered', controller: primary.controller }, v.by, primary.controller);
      }
    }
  }
}
