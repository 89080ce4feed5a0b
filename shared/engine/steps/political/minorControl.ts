// 4.6 The Minor Country Control Step: instability and fiasco (10.5.2), backing down (4.6.4),
// choosing a controller by modified competitive dice (4.6.2), control and setup (4.6.3),
// forced wars (4.6.4.2) and the controller's support (4.6.5).
import { LEGAL, MAJOR_POWERS, POWER_NAMES, allied, atWar, controllerOf, illegal, powerPair, corpsLimitsNow } from '../../../model';
import type { AreaId, CityId, DecisionGroup, MajorPower, MinorControlProgress, MinorId } from '../../../model';
import { corpsOf } from '../../../data/forces';
import { minorLeadersJoin } from '../campaign/minorLeaders';
import { activePowers, barredByEnforcedPeace, married } from '../../../rules/political/facts';
import { inInstabilityOrFiasco, statusOf } from '../../../rules/political/status';
import { mapLimit } from '../../../rules/political/declarations';
import { canBeFreeState, controlModifiers, eligibleControllers, minorStart, revoltModifier } from '../../../rules/political/minors';
import { politicalState } from '../../../rules/political/state';
import { emit, freshCounter, openDecision, openGroup, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { chargeMinorDeclaration, declareOnMajor } from './declarationsOfWar';
import { chartPoints, removeForces, updatePolitical } from './record';
import { endAlliance } from './formerAllyCity';
import { componentOfCombination, followsKingdomCheck, revoltKingdom } from '../../../rules/campaign/combinations';
import { isCorpsBesieged } from '../../../rules/land/movement';
import { kingdomFollows } from '../campaign/combinationsRevolts';
import { syncNeutralKingdoms } from '../campaign/combinationsNeutral';
import { kingdomMinorOfProvince } from '../../../rules/campaign/combinations/neutral';
import { syncFrenchMarch } from '../campaign/combinations';
import { openMinorSetups, queueMinorSetup, setUpFleet } from './minorSetup';
import { competitiveWinner, districtCount, isJoinedSecondary } from '../../../rules/general';
import { followPrimary, revertDistrict } from '../general/districts';
import { garrisonsLeave, minorRevolted } from '../general/revolts';

const minorName = (tx: Tx, id: string) => tx.state.minors.find((m) => m.id === id)?.name ?? id;

export function setControl(tx: Tx, minor: MinorId, to: MajorPower | null, status: 'neutral' | 'free' | 'conquered', rule: string, reason: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  // 10.4.3.2 a secondary district held apart reverts instead of turning neutral (steps/general/districts.ts)
  if (status === 'neutral' && revertDistrict(tx, minor)) return;
  const from = m.controller;
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { id: x.id, name: x.name, status, controller: to } : x)) });
  // 10.5.2.3 its forces leave the map (the fleet's strength is kept with the minor's data)
  if (status === 'neutral' || to !== from) removeForces(tx, minor, rule, `${m.name} changed hands`);
  emit(tx, { type: 'minorControlChanged', minor, from, to, status, rule, reason });
  followPrimary(tx, minor, from, m.status); // 10.4.3 linked districts go with their primary
  if (rule.startsWith('10.5.2')) garrisonsLeave(tx, minor, from); // errata 10.5.2.3: the former controller's garrisons march out
}

/** 10.5.2 minors of powers in Instability or Fiasco may go neutral, revolt (v2.71) or pass to an enemy in them. */
function instability(tx: Tx): void {
  instabilityChecks(tx);
  syncNeutralKingdoms(tx); // 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria that turned neutral stays as one neutral minor
}

function instabilityChecks(tx: Tx): void {
  const map = tx.data.land;
  for (const power of activePowers(tx.state)) {
    if (!inInstabilityOrFiasco(tx.state, power)) continue;
    const zone = statusOf(tx.state, power).zone;
    for (const m of tx.state.minors.filter((x) => x.controller === power && x.status !== 'neutral')) {
      // v2.71 10.5.2.3.1 one check for a multi-district minor: its districts follow the primary (and may have gone with it already)
      if (isJoinedSecondary(tx.state, m.id) || tx.state.minors.find((x) => x.id === m.id)?.controller !== power) continue;
      // v2.71 10.5.2.3.1 one check for a section 11 kingdom, rolled by its primary district (hook of the comb branch: steps/campaign/combinationsRevolts.ts)
      if (tx.state.options.rules.minorRevolts && followsKingdomCheck(tx.state, m.id)) continue;
      const kingdom = tx.state.options.rules.minorRevolts ? revoltKingdom(tx.state, m.id) : null;
      const facts = map?.minorCountry?.(m.id);
      // 11.1.3.2 / 11.4.3 a Poland's or Kingdom of Bavaria's provinces are districts of its minor
      const inMinor = (a: AreaId) => map?.area(a)?.minor === m.id || kingdomMinorOfProvince(tx.state, map?.area(a)?.province) === m.id;
      // 10.5.2.3 an enemy corps or garrison inside takes it instead
      const enemies = [...new Set([...tx.state.corps.filter((c) => c.location.kind === 'area' && inMinor(c.location.area)).map((c) => controllerOf(tx.state, c.nationality)),
        ...tx.state.garrisons.filter((g) => inMinor(g.area)).map((g) => controllerOf(tx.state, g.nationality))]
        .filter((p): p is MajorPower => p !== null && p !== power && atWar(tx.state, p, power)))];
      let goes: boolean;
      if (tx.state.options.rules.minorRevolts) {
        const holds = facts ? tx.state.garrisons.some((g) => g.area === facts.capitalArea && controllerOf(tx.state, g.nationality) === power) : false;
        const die = roll(tx, '10.5.2.1', `revolt check in ${m.name}`);
        goes = die + revoltModifier(tx.state, power, m, holds, tx.state.date.year) < 10;
      } else {
        // 11.2.3.2 / 11.3.3.2 / 11.5.3.2 / 11.6.3.2 a combination's components are checked in the 8.9 step instead
        if (componentOfCombination(tx.state, m.id)) continue;
        // 10.5.2.1 an unbesieged corps of the power, in the field or inside an unbesieged city of the minor
        const occupied = tx.state.corps.some((c) => c.location.kind === 'area' && inMinor(c.location.area) && c.nationality === power && !isCorpsBesieged(tx.state, c));
        goes = zone === 'fiasco' || (m.status === 'conquered' && !occupied); // 10.5.2.1 / 10.5.2.2
      }
      if (!goes) continue;
      if (tx.state.options.rules.minorRevolts) {
        minorRevolted(tx, m, power, zone); // v2.71 10.5.2.1-10.5.2.3.2 (steps/general/revolts.ts)
        kingdomFollows(tx, kingdom, power, zone); // v2.71 10.5.2.3.1 the kingdom's other members share the result
        continue;
      }
      // 10.5.2.3 forces of several enemy powers inside: unmodified competitive dice decide which takes it (as 8.7.4)
      const enemy = enemies.length > 1 ? competitiveWinner(enemies, (p) => roll(tx, '10.5.2.3', `${POWER_NAMES[p]}'s competitive roll for ${m.name}`)) : enemies[0];
      if (enemy) {
        setControl(tx, m.id, enemy, 'conquered', '10.5.2.3', `${POWER_NAMES[power]}'s ${zone} passes it to ${POWER_NAMES[enemy]}`);
        // 10.5.2.4 a point to the power it passes to; none lost by the power in the zone
        politicalPoints(tx, enemy, 1, '10.5.2.4', `gained ${m.name} from ${POWER_NAMES[power]}'s ${zone}`);
      } else setControl(tx, m.id, null, 'neutral', tx.state.options.rules.minorRevolts ? '10.5.2.1' : zone === 'fiasco' ? '10.5.2.2' : '10.5.2.1', `${POWER_NAMES[power]} is in the ${zone} zone`);
    }
  }
}

export function beginMinorControl(tx: Tx): void {
  instability(tx);
  const queue = politicalState(tx.state).minorControl ?? [];
  // 4.6.4 powers that may not fight each other must back down (still paying 4.2.1.2); opt:4.6.4 any
  // enforced peace bars them: a formal peace's, mutual victors' or a broken alliance's (barredByEnforcedPeace)
  for (const entry of queue) {
    const keep: MajorPower[] = [];
    for (const a of entry.aggressors) {
      const bars = entry.aggressors.some((b) => b !== a && !atWar(tx.state, a, b) && (barredByEnforcedPeace(tx.state, a, b) || (tx.data.land && mapLimit(tx.state, tx.data.land, a, b) !== null)));
      if (bars) backDown(tx, a, entry.minor, '4.6.4');
      else keep.push(a);
    }
    setAggressors(tx, entry.minor, keep);
  }
  const contested = (politicalState(tx.state).minorControl ?? []).filter((e) => e.aggressors.length > 1);
  for (const e of contested) {
    const group = openGroup(tx, { kind: 'political/backDown', rule: '4.6.4', secret: true, powers: e.aggressors });
    for (const p of e.aggressors)
      openDecision(tx, {
        power: p, kind: 'political/backDown', step: 'political/minorCountryControl', rule: '4.6.4',
        prompt: `Others also declared war on ${minorName(tx, e.minor)}. In secret: stay in the war (you will be at war with every other who stays) or back down (the points are still lost)?`,
        secret: true, select: 'one', group,
        options: [
          { value: `stay:${e.minor}`, label: 'Stay at war', verdict: LEGAL },
          { value: `back:${e.minor}`, label: 'Back down', verdict: LEGAL },
        ],
      });
  }
  if (contested.length === 0) openBids(tx);
}

function setAggressors(tx: Tx, minor: MinorId, aggressors: MajorPower[]): void {
  updatePolitical(tx, (p) => ({ minorControl: (p.minorControl ?? []).map((e) => (e.minor === minor ? { ...e, declared: e.declared ?? e.aggressors, aggressors } : e)) }));
}

function backDown(tx: Tx, power: MajorPower, minor: MinorId, rule: string): void {
  chargeMinorDeclaration(tx, power, minor);
  updatePolitical(tx, (p) => ({ minorWars: p.minorWars.filter((w) => !(w.minor === minor && w.power === power)) }));
  emit(tx, { type: 'warLapsed', power, minor, rule });
}

/** 4.6.4 the secret answers: who backs down. */
export function resolveBackDown(tx: Tx, group: DecisionGroup): void {
  for (const p of group.powers) {
    const v = String(group.answers[p] ?? '');
    const minor = v.split(':')[1] as MinorId;
    if (v.startsWith('back:')) {
      backDown(tx, p, minor, '4.6.4');
      const e = (politicalState(tx.state).minorControl ?? []).find((x) => x.minor === minor);
      if (e) setAggressors(tx, minor, e.aggressors.filter((a) => a !== p));
    }
  }
  if (!tx.state.groups.some((g) => g.kind === 'political/backDown')) openBids(tx);
}

/**
 * 4.6.2 every eligible power says whether it wishes to roll for control. 4.6.4.1 a minor whose
 * attackers all backed down still gets its controller (who keeps it, the war being over): the
 * powers that declared, backed down or not, are the ones 4.6 and 4.6.2.3 read.
 */
function openBids(tx: Tx): void {
  const queue = (politicalState(tx.state).minorControl ?? []).filter((e) => (e.declared ?? e.aggressors).length > 0);
  let opened = false;
  for (const e of queue) {
    const declared = e.declared ?? e.aggressors;
    const eligible = eligibleControllers(tx.state, e.minor, declared, activePowers(tx.state));
    if (eligible.length === 0) {
      noController(tx, e);
      continue;
    }
    openBid(tx, e, eligible);
    opened = true;
  }
  if (!opened) afterControl(tx);
}

/** 4.6.2 asks `powers` whether they wish to roll for the minor's control. */
function openBid(tx: Tx, e: MinorControlProgress, powers: readonly MajorPower[]): void {
  const declared = e.declared ?? e.aggressors;
  const group = openGroup(tx, { kind: 'political/minorBid', rule: '4.6.2', secret: false, powers: [...powers] });
  for (const p of powers) {
    const m = controlModifiers(tx.state, p, e.minor, declared);
    openDecision(tx, {
      power: p, kind: 'political/minorBid', step: 'political/minorCountryControl', rule: '4.6.2',
      prompt: `${names(declared)} declared war on ${minorName(tx, e.minor)}. Roll to run it (modifier ${m.total >= 0 ? '+' : ''}${m.total}: national ${m.national}, status ${m.status}, at war ${m.atWar})?`,
      secret: false, select: 'one', group,
      options: [
        { value: `roll:${e.minor}`, label: `Roll for ${minorName(tx, e.minor)}`, verdict: LEGAL },
        { value: `pass:${e.minor}`, label: 'Pass', verdict: LEGAL },
      ],
    });
  }
}

const names = (ps: readonly MajorPower[]) => ps.map((p) => POWER_NAMES[p]).join(', ');

/** 4.6 nobody can or will run it: no points are lost and its forces are not set up. */
function noController(tx: Tx, e: MinorControlProgress): void {
  emit(tx, { type: 'minorControlChanged', minor: e.minor, from: null, to: null, status: 'neutral', rule: '4.6', reason: 'no major power will run it: the declarations cost nothing and its forces are not set up' });
}

/** 4.6.2 the highest modified roll runs the minor; ties roll again unmodified. */
export function resolveBids(tx: Tx, group: DecisionGroup): void {
  const any = String(Object.values(group.answers)[0] ?? '');
  const minor = any.split(':')[1] as MinorId;
  const e = (politicalState(tx.state).minorControl ?? []).find((x) => x.minor === minor);
  if (!e) return;
  const rollers = group.powers.filter((p) => String(group.answers[p]).startsWith('roll:'));
  // 4.6 an ally of an attacker may run it when no non-ally is willing: the allies are asked once the others all passed
  const declared = e.declared ?? e.aggressors;
  const first = eligibleControllers(tx.state, e.minor, declared, activePowers(tx.state));
  const allies = eligibleControllers(tx.state, e.minor, declared, activePowers(tx.state), true).filter((p) => !first.includes(p));
  if (rollers.length === 0 && allies.length > 0 && !group.powers.some((p) => allies.includes(p))) openBid(tx, e, allies);
  else if (rollers.length === 0) noController(tx, e);
  else {
    const dice = tx.state.options.rules.minorControlTwoDice ? 2 : 1; // opt:4.6.2 (v2.71 correction) two dice
    const score = new Map<MajorPower, number>();
    for (const p of rollers) {
      let r = 0;
      for (let i = 0; i < dice; i++) r += roll(tx, '4.6.2', `${POWER_NAMES[p]} rolls for ${minorName(tx, minor)}`);
      score.set(p, r + controlModifiers(tx.state, p, minor, e.declared ?? e.aggressors).total);
    }
    let best = Math.max(...score.values());
    let tied = rollers.filter((p) => score.get(p) === best);
    for (let i = 0; tied.length > 1 && i < 10; i++) {
      const again = new Map(tied.map((p) => [p, roll(tx, '4.6.2', `${POWER_NAMES[p]} breaks the tie for ${minorName(tx, minor)}`)]));
      best = Math.max(...again.values());
      tied = tied.filter((p) => again.get(p) === best);
    }
    takeControl(tx, tied[0]!, e);
  }
  if (!tx.state.groups.some((g) => g.kind === 'political/minorBid')) afterControl(tx);
}

/**
 * 4.6.3.1 control: a point per district, a free state with its forces set up, or conquered without
 * forces. opt:4.6.3.1 a minor with corps or a fleet becomes a free state exactly as one declared
 * under 4.8 (its fleet set up too, 4.6.3.5).
 */
function takeControl(tx: Tx, power: MajorPower, e: MinorControlProgress): void {
  const free = canBeFreeState(e.minor, tx.state.date.year);
  const districts = districtCount(tx.state, e.minor); // 10.4.2 districts it has now (11.4.3.3 a neutral Kingdom of Bavaria two, 11.1.3.2 Poland one)
  setControl(tx, e.minor, power, free ? 'free' : 'conquered', '4.6.3.1', 'chosen to run it');
  const kingdom = syncNeutralKingdoms(tx, e.minor); // 11.1.3.2 / 11.4.3.3 a neutral kingdom's districts go with its minor
  chartPoints(tx, power, 'assume-minor-control', '4.6.3.1', `runs ${minorName(tx, e.minor)}`, districts);
  for (const a of e.aggressors) chargeMinorDeclaration(tx, a, e.minor, districts);
  if (free) setUp(tx, e.minor);
  if (kingdom) syncFrenchMarch(tx); // 11.4.2 the Bavarian corps move 4 only under a French kingdom
}

/**
 * 4.6.3.4 the minor's forces set up: its first corps counter takes the cavalry and as much
 * infantry as it holds, the rest garrisons the capital; 4.6.3.5 its fleet in one of its ports.
 * The controller then changes this placement as it wishes (`political/minorSetup`, minorSetup.ts),
 * opened by `openMinorSetups` in the 4.6.3.2 order once every control of the step is settled.
 * Garrisons in its other cities and its other corps counters are the controller's orders (minorSetup.ts).
 */
export function setUp(tx: Tx, minor: MinorId): void {
  const start = minorStart(minor, tx.state.date.year);
  const facts = tx.data.land?.minorCountry?.(minor);
  if (!start || !facts) return;
  const counter = corpsOf(minor)[0];
  let infantry = start.infantry;
  if (counter) {
    const inf = Math.min(infantry, corpsLimitsNow(tx.state, minor, counter.limits).infantry ?? infantry); // v2.71 10.4.5.3 grown Swedish corps
    const cav = Math.min(start.cavalry, counter.limits.cavalry ?? start.cavalry);
    infantry -= inf;
    const handle = freshCounter(tx, 'k');
    // named with its country ("Denmark I Corps"): every minor's first corps is an I Corps
    patch(tx, {
      corps: [...tx.state.corps, {
        counter: handle, nationality: minor, type: counter.type, movement: counter.movement.printed,
        location: { kind: 'area', area: facts.capitalArea }, id: counter.id as never, name: `${tx.data.names?.slug(minor) ?? minor} ${counter.designation} Corps`,
        factors: { infantry: inf, cavalry: cav }, revealedTo: [],
      }],
    });
  }
  const led = controllerOf(tx.state, minor);
  if (led) minorLeadersJoin(tx, minor, led, counter ? tx.state.corps.at(-1)!.counter : null); // 10.6.5.2 (campaign hook)
  if (infantry > 0) patch(tx, { garrisons: [...tx.state.garrisons, { nationality: minor, area: facts.capitalArea, place: { kind: 'city', city: facts.capital as CityId }, factors: { infantry } }] });
  const n = start.infantry + (counter ? Math.min(start.cavalry, counter.limits.cavalry ?? start.cavalry) : 0);
  if (n > 0) emit(tx, { type: 'factorsChanged', nationality: minor, owner: controllerOf(tx.state, minor), counter: null, area: facts.capitalArea, delta: n, rule: '4.6.3.4', reason: 'minor country forces set up' });
  setUpFleet(tx, minor);
  queueMinorSetup(tx, minor);
}

/**
 * 4.6.4.2.2 before the forced declarations, every alliance between two powers forced to war is
 * broken and each of the two loses the points of a broken alliance (both declare on each other);
 * opt:4.6.4.2.2 with royal marriages (v2.71 4.4.9) each marriage between them ends too, a point
 * each. The declarations themselves then cost only 4.6.4.2.1's single declaration.
 */
function breakTiesOfForcedWars(tx: Tx, aggressors: readonly MajorPower[]): void {
  for (const a of aggressors)
    for (const b of aggressors) {
      if (MAJOR_POWERS.indexOf(a) >= MAJOR_POWERS.indexOf(b) || atWar(tx.state, a, b)) continue;
      if (allied(tx.state, a, b)) {
        endAlliance(tx, a, b, '4.6.4.2.2');
        for (const [p, q] of [[a, b], [b, a]] as const) chartPoints(tx, p, 'break-alliance', '4.6.4.2.2', `alliance with ${POWER_NAMES[q]} broken by the forced war over a minor`);
      }
      if (tx.state.options.rules.royalMarriages && married(tx.state, a, b)) {
        const [x, y] = powerPair(a, b);
        updatePolitical(tx, (p) => ({ royalMarriages: p.royalMarriages.filter((m) => !(m.powers[0] === x && m.powers[1] === y)) }));
        for (const [p, q] of [[a, b], [b, a]] as const) politicalPoints(tx, p, -1, 'opt:4.6.4.2.2', `royal marriage with ${POWER_NAMES[q]} broken by the forced war over a minor`);
      }
    }
}

/** 4.6.4.2 forced wars among aggressors who stayed, then 4.6.5 the controller's support. */
function afterControl(tx: Tx): void {
  openMinorSetups(tx); // 4.6.3.2 the controllers' setups, in their order
  for (const e of politicalState(tx.state).minorControl ?? []) {
    breakTiesOfForcedWars(tx, e.aggressors);
    // each declares on every other still in the war, all at once (so each pays); 4.6.4.2.3 no call to allies follows
    const due = new Map(e.aggressors.map((a) => [a, e.aggressors.filter((b) => b !== a && !atWar(tx.state, a, b))]));
    for (const a of e.aggressors) {
      const others = due.get(a) ?? [];
      if (others.length === 0) continue;
      // 4.6.4.2.1 one declaration's cost in all; 4.6.4.2.2 each alliance (and, v2.71, royal marriage) broken costs its points
      others.forEach((b, i) => {
        declareOnMajor(tx, a, b, '4.6.4.2', 'forced');
        if (i > 0) politicalPoints(tx, a, 3, '4.6.4.2.1', 'forced declarations cost as one');
      });
    }
  }
  const support = (politicalState(tx.state).minorControl ?? []).flatMap((e) => {
    const m = tx.state.minors.find((x) => x.id === e.minor);
    const c = m?.controller ?? null;
    if (!c || m?.status === 'neutral') return [];
    const targets = e.aggressors.filter((a) => a !== c && !atWar(tx.state, c, a));
    return targets.length > 0 ? [{ controller: c, minor: e.minor, targets }] : [];
  });
  updatePolitical(tx, () => ({ minorControl: undefined }));
  for (const s of support)
    openDecision(tx, {
      power: s.controller, kind: 'political/minorSupport', step: 'political/minorCountryControl', rule: '4.6.5',
      prompt: `${minorName(tx, s.minor)} is yours to run. Declare war on its attackers to fight beside it (-3 points in all, -2 per alliance broken), or none.`,
      secret: false, select: 'many', group: null,
      options: s.targets.map((t) => ({
        value: t,
        label: POWER_NAMES[t],
        verdict: barredByEnforcedPeace(tx.state, s.controller, t) ? illegal('enforcedPeace', '4.2.2.4', 'an enforced peace is in force') : ((tx.data.land && mapLimit(tx.state, tx.data.land, s.controller, t)) ?? LEGAL),
      })),
    });
}

/** 4.6.5.1 the controller's declarations in support cost one declaration's points in all. */
export function applyMinorSupport(tx: Tx, power: MajorPower, targets: readonly string[]): void {
  targets.forEach((t, i) => {
    declareOnMajor(tx, power, t as MajorPower, '4.6.5', 'declaration');
    if (i > 0) politicalPoints(tx, power, 3, '4.6.5.1', 'support declarations cost as one');
  });
}
