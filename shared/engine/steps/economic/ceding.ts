// 8.8 The Ceding Step, played: each power that could cede names in secret one minor country or
// ceded province and the ally it goes to (or nothing); the answers are revealed together and
// carried out, a political point each (8.8.4). A free state's new controller then keeps it free
// or conquers it (8.8.5); a province ceded back home is unceded (8.8.6).
import { LEGAL, POWER_NAMES } from '../../../model';
import type { DecisionGroup, DecisionOption, MajorPower, MinorCountry, MinorId, ProvinceId } from '../../../model';
import { CEDING_POINTS, cedable, cedeVerdict, cessionTargets, economicPowers } from '../../../rules/economic';
import type { Cedable } from '../../../rules/economic';
import { isProvinceSecondary, joinedSecondaries, primaryOf } from '../../../rules/general';
import { minorById } from '../../../data/forces';
import { followPrimary } from '../general/districts';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { layUpFleets } from '../general/fleets';
import { freeStateGarrisonsHome } from '../land/freeStateGarrisonsAbroad';
import { umpTransferVerdict } from '../../../rules/campaign';
import { offerNewAccess } from '../political/generalAccess';
import { moveCededProvince, patchPhase, phaseOf, politicalPoints, removeForces } from './economyState';
import { combinationsAfterCession, combinationsAfterConquest, withUnitCessions } from '../campaign/combinationsUnits';
import { unitCessionVerdict } from '../../../rules/campaign/combinations';

/** The territory an 8.8 answer names (`minor:<id>><ally>` / `province:<id>><ally>`). */
const cededTerritory = (value: string): { kind: 'minor' | 'province'; id: string } | null => {
  const [kind, id] = (value.split('>')[0] ?? '').split(':');
  return (kind === 'minor' || kind === 'province') && id ? { kind, id } : null;
};

function cedeOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const econ = tx.data.economy;
  if (!econ) return [];
  const targets = cessionTargets(tx.state, power);
  const out: DecisionOption[] = [];
  const verdict = (t: Cedable, to: MajorPower) => (umpTransferVerdict(tx.state, power, to).ok ? cedeVerdict(tx.state, power, t, to) : umpTransferVerdict(tx.state, power, to)); // v2.71 14.3.3.3
  for (const t of cedable(tx.state, econ, power)) {
    // 10.4.3 a multi-district minor is ceded with the districts held with it (11.7: Naples with Sicily)
    const joined = t.kind === 'minor' ? joinedSecondaries(tx.state, t.id) : [];
    const whole = joined.length > 0 ? `${t.name} (with ${joined.map((d) => districtName(tx, d)).join(' and ')})` : t.name;
    for (const to of targets) out.push({ value: `${t.kind}:${t.id}>${to}`, label: `Cede ${whole} to ${POWER_NAMES[to]}`, verdict: verdict(t, to) });
  }
  for (const t of districtCedables(tx, power)) for (const to of targets) out.push({ value: `district:${t.id}>${to}`, label: `Cede ${t.name} to ${POWER_NAMES[to]} (8.8.2)`, verdict: verdict(t, to) });
  // 11.1.4 / 11.4.4 (options 11.1, 11.4) Poland and the Kingdom of Bavaria are ceded whole
  return withUnitCessions(tx.state, out, cededTerritory);
}

const districtName = (tx: Tx, id: string) => tx.state.minors.find((m) => m.id === id)?.name ?? minorById(id)?.name ?? tx.data.economy?.provinces.find((p) => p.id === id)?.name ?? id; // v2.71 10.4.5.3 Karelia, Livonia

/**
 * 8.8.2 one district of a multi-district minor ceded instead of the whole minor (still a political
 * point): each district of a minor `power` runs, primary or secondary, while it has districts held
 * with it (10.4.1 Denmark-Norway, Sweden-Finland; v2.71 10.4.5 unions; 11.7 Naples-Sicily).
 */
function districtCedables(tx: Tx, power: MajorPower): Cedable[] {
  const econ = tx.data.economy;
  if (!econ) return [];
  const areas = (d: string) => econ.provinces.filter((p) => p.id === d || p.minor === d).flatMap((p) => p.areas);
  const out: Cedable[] = [];
  for (const m of tx.state.minors.filter((x) => x.controller === power && x.status !== 'neutral')) {
    const joined = joinedSecondaries(tx.state, m.id);
    if (joined.length === 0) continue;
    // the primary alone: its own province only (a printed primary shares its id with its province)
    out.push({ kind: 'minor', id: m.id, name: `only the district of ${m.name}, keeping ${joined.map((d) => districtName(tx, d)).join(' and ')}`, areas: econ.provinces.filter((p) => (p.id as string) === m.id || (p.minor === m.id && !(joined as readonly string[]).includes(p.id))).flatMap((p) => p.areas) });
    // v2.71 10.4.5.3 a province joined to Sweden (Karelia, Livonia) is ceded alone as the ceded province it is
    for (const d of joined.filter((x) => !isProvinceSecondary(x))) out.push({ kind: 'minor', id: d, name: `only the district of ${districtName(tx, d)} (of ${m.name})`, areas: areas(d) });
  }
  return out;
}

/**
 * 8.8.2 a district ceded alone. A secondary becomes a minor of its own held apart by the taker
 * (10.4.3.1: a printed one, Norway or Finland, gets its own entry), a conquered minor without forces
 * of its own (10.4.4; 11.7.2 Sicily ceded alone is a free state of its taker). The primary ceded
 * alone leaves its secondaries with the cedant, held apart.
 */
function cedeDistrict(tx: Tx, district: MinorId, from: MajorPower, to: MajorPower): MinorCountry | null {
  const own = tx.state.minors.find((m) => m.id === district);
  const primary = primaryOf(tx.state, district);
  if (primary !== null) {
    const p = tx.state.minors.find((m) => m.id === primary);
    const status: MinorCountry['status'] = district === 'sicily' && p?.status === 'free' ? 'free' : 'conquered';
    const entry: MinorCountry = { id: district, name: districtName(tx, district), status, controller: to };
    patch(tx, { minors: own ? tx.state.minors.map((m) => (m.id === district ? entry : m)) : [...tx.state.minors, entry] });
    emit(tx, { type: 'minorControlChanged', minor: district, from, to, status, rule: '8.8.2', reason: `ceded apart from ${p?.name ?? primary}` });
    return status === 'free' ? entry : null;
  }
  if (!own) return null;
  // the primary alone: printed secondaries without an entry stay with the cedant as minors of their own
  const kept = joinedSecondaries(tx.state, district).filter((d) => !tx.state.minors.some((m) => m.id === d));
  const apart: MinorCountry[] = kept.map((d) => ({ id: d, name: districtName(tx, d), status: 'conquered', controller: from }));
  patch(tx, { minors: [...tx.state.minors.map((x) => (x.id === district ? { ...x, controller: to } : x)), ...apart] });
  emit(tx, { type: 'minorControlChanged', minor: district, from, to, status: own.status, rule: '8.8.2', reason: 'ceded without its other districts' });
  return own.status === 'free' ? own : null;
}

/** 8.8 begin: a secret choice for each power with something to cede and an ally to take it (8.8.2 a district alone among them). */
export function beginCeding(tx: Tx): void {
  const asked = economicPowers(tx.state).map((p) => ({ p, options: cedeOptions(tx, p) })).filter((x) => x.options.length > 0);
  if (asked.length === 0) return;
  const group = openGroup(tx, { kind: 'economic/cede', rule: '8.8', secret: true, powers: asked.map((x) => x.p) });
  for (const { p, options } of asked) {
    openDecision(tx, {
      power: p, kind: 'economic/cede', step: 'economic/ceding', rule: '8.8',
      prompt: 'Cede one minor country or ceded province to an ally (a political point), or nothing. Answers are revealed together.',
      secret: true, select: 'one', group, options: [{ value: 'none', label: 'Cede nothing', verdict: LEGAL }, ...options],
    });
  }
}

/** 8.8 the cessions, carried out in the order of the powers. */
export function revealCessions(tx: Tx, group: DecisionGroup): void {
  const econ = tx.data.economy;
  if (!econ) return;
  for (const p of group.powers) {
    const a = String(group.answers[p]);
    if (a === 'none') continue;
    const [what, to] = a.split('>') as [string, MajorPower];
    const [kind, id] = what.split(':') as ['minor' | 'province', string];
    if ((kind as string) === 'district') {
      cedeOneDistrict(tx, p, id as MinorId, to);
      continue;
    }
    const t = cedable(tx.state, econ, p).find((x) => x.kind === kind && x.id === id);
    if (!t || !cedeVerdict(tx.state, p, t, to).ok || !unitCessionVerdict(tx.state, kind, id).ok) continue; // an earlier cession this step may have changed things
    politicalPoints(tx, p, CEDING_POINTS, '8.8.4', `ceded ${t.name}`);
    emit(tx, { type: 'territoryCeded', territory: t.id, name: t.name, kind, from: p, to, rule: '8.8', reason: `ceded by ${POWER_NAMES[p]}` });
    combinationsAfterCession(tx, kind, id, p, to); // section 11: a combination's part, or Poland / Bavaria whole
    offerNewAccess(tx, kind === 'province' ? { province: id as ProvinceId, name: t.name } : { minor: id, name: t.name }, p, to); // v2.71 10.3.1.2.1.3 (option; general branch)
    if (kind === 'province') {
      const entry = (tx.state.ceded ?? []).find((c) => c.province === id)!;
      moveCededProvince(tx, entry.province, entry.home, to);
      continue;
    }
    const m = tx.state.minors.find((x) => x.id === id)!;
    patch(tx, { minors: tx.state.minors.map((x) => (x.id === id ? { ...x, controller: to } : x)) });
    freeStateGarrisonsHome(tx, id); // 12.3.8 (option) its garrisons abroad go home (camp)
    followPrimary(tx, m.id, p, m.status); // 10.4.3 the districts held with it go too (11.7: Sicily with Naples)
    if (m.status === 'free') askToKeep(tx, m, p, to);
  }
}

/** 8.8.5 the new controller of a ceded free state keeps it free or makes it conquered. */
function askToKeep(tx: Tx, m: MinorCountry, from: MajorPower, to: MajorPower): void {
  patchPhase(tx, { cessions: [...phaseOf(tx.state).cessions, { minor: m.id, from, to }] });
  openDecision(tx, {
    power: to, kind: 'economic/acceptCession', step: 'economic/ceding', rule: '8.8.5',
    prompt: `${POWER_NAMES[from]} ceded ${m.name} to you: keep it a free state with its forces, or make it a conquered country (its army leaves the map).`,
    secret: false, select: 'one', group: null,
    options: [
      { value: `free:${m.id}`, label: `Keep ${m.name} a free state`, verdict: LEGAL },
      { value: `conquer:${m.id}`, label: `Make ${m.name} conquered`, verdict: LEGAL },
    ],
  });
}

/** 8.8.2 / 8.8.4 one district ceded alone, judged again now: a political point, as for a whole minor. */
function cedeOneDistrict(tx: Tx, p: MajorPower, id: MinorId, to: MajorPower): void {
  const t = districtCedables(tx, p).find((x) => x.id === id);
  if (!t || !cedeVerdict(tx.state, p, t, to).ok) return;
  const name = districtName(tx, id);
  politicalPoints(tx, p, CEDING_POINTS, '8.8.2', `ceded the district of ${name}`);
  emit(tx, { type: 'territoryCeded', territory: id, name, kind: 'minor', from: p, to, rule: '8.8.2', reason: `ceded by ${POWER_NAMES[p]} as one district` });
  offerNewAccess(tx, { minor: id, name }, p, to); // v2.71 10.3.1.2.1.3 (option; general branch)
  const free = cedeDistrict(tx, id, p, to);
  if (free) askToKeep(tx, free, p, to);
}

/** 8.8.5 the new controller's answer for a ceded free state. */
export function answerCession(tx: Tx, power: MajorPower, answer: string): void {
  const [choice, id] = answer.split(':') as ['free' | 'conquer', MinorId];
  patchPhase(tx, { cessions: phaseOf(tx.state).cessions.filter((c) => !(c.minor === id && c.to === power)) });
  if (choice !== 'conquer') return;
  // 10.2.1.1 army factors are eliminated; its fleets leave the map, their ships kept for a later free state (general branch)
  layUpFleets(tx, id, '10.2.1.1', 'made a conquered minor by its new controller');
  const capital = tx.data.economy?.provinces.find((p) => p.minor === id)?.capitalArea;
  removeForces(tx, id, power, '8.8.5', 'forces of a conquered country removed', capital);
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === id ? { ...x, status: 'conquered' as const } : x)) });
  // 11.1.4 a ceded Poland made conquered: its provinces are the new controller's, ceded or unceded (11.1.3.1)
  combinationsAfterConquest(tx, id, power);
}
