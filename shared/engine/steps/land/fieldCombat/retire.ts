// 7.5.1.1 the defender retiring into a city, 10.1.2.2.3 lone irregulars evading; then the commanders (10.6.1.1).
import { LEGAL, MAJOR_POWERS, POWER_NAMES, controllerOf, operatorOf } from '../../../../model';
import type { AreaId, BattleProgress, BattleRecord, CityId, CounterId, DecisionOption, LeaderId, MajorPower } from '../../../../model';
import { mustBeTrivial, retireVerdict } from '../../../../rules/land/combat';
import { emit, openDecision, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { bystandersLeave } from './bystanders';
import { landMap } from '../landState';
import { irregularEvasion } from '../../../../rules/land/guerilla';
import { competitiveWinner } from '../../../../rules/general';
import { combatContext, refreshForces, SIDES } from './forces';
import { progressOf, setProgress, withRecord } from './battleState';
import { openTrivialAgreement, startTrivial, toChits } from './chits';

export function openRetires(tx: Tx): void {
  const p = progressOf(tx)!;
  // 7.3.8.4 / 7.3.8.6 with the sides settled, powers on neither side step aside first
  bystandersLeave(tx, p.record.area, p.record.attacker.powers, p.record.defender.powers);
  setProgress(tx, { ...p, step: 'retire', record: { ...p.record, stage: 'retire' } });
  for (const power of p.record.defender.powers) openRetire(tx, power);
}

/** A city as players read it (issue 15): its printed name, the id only when no map names are loaded. */
const cityName = (tx: Tx, city: string): string => tx.data.names?.slug(city) ?? city;
const areaName = (tx: Tx, area: string): string => tx.data.names?.area(area) ?? `area ${area}`;

function retireOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const p = progressOf(tx)!;
  const map = landMap(tx);
  // 7.5.4.2.3 the besieged city stays its holder's while its corps are out fighting
  const cities = (map.area(p.record.area)?.cities ?? []).filter((c) => c.id !== p.record.limited?.city);
  const out: DecisionOption[] = [{ value: 'done', label: 'Stay in the field and fight', verdict: LEGAL }];
  const wished = new Set(Object.values(p.retireWishes ?? {}).flat().map((w) => w.split(':')[0]));
  for (const c of tx.state.corps) {
    if (!p.units.defender.includes(c.counter) || operatorOf(tx.state, c) !== power || wished.has(c.counter)) continue;
    for (const city of cities) out.push({ value: `${c.counter}:${city.id}`, label: `${c.name} retires into ${cityName(tx, city.id)}`, verdict: retireVerdict(tx.state, map, c, city.id) });
  }
  if (evaders(tx, power).length > 0 && !(p.evasionTried ?? []).includes(power)) {
    // the areas as if the die were good: the roll comes only when the player chooses to go
    const attackers = attackingCorps(tx);
    const ev = irregularEvasion(tx.state, map, power, p.record.area, attackers, 1);
    const needsDie = attackers.some((c) => c.type === 'cavalry') ? ' (needs a die of 4 or less: a cavalry corps attacks)' : '';
    if (ev.ok) for (const a of ev.areas) out.push({ value: `evade:${a}`, label: `Cossacks and freikorps slip away to area ${a}${needsDie}`, verdict: LEGAL });
  }
  return out;
}

/** 10.1.2.2.3 the power's cossacks and freikorps defending in the field here. */
function evaders(tx: Tx, power: MajorPower): CounterId[] {
  const p = progressOf(tx)!;
  return tx.state.irregulars
    .filter((i) => i.kind !== 'guerilla' && i.area === p.record.area && p.units.defender.includes(i.counter) && controllerOf(tx.state, i.nationality) === power)
    .map((i) => i.counter);
}

const attackingCorps = (tx: Tx) => {
  const keys = progressOf(tx)!.units.attacker;
  return tx.state.corps.filter((c) => keys.includes(c.counter));
};

/** 10.1.2.2.3 the lone irregulars go, against a cavalry corps only on one die of 4 or less for them all. */
function evade(tx: Tx, power: MajorPower, to: AreaId): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  setProgress(tx, { ...p, evasionTried: [...(p.evasionTried ?? []), power] });
  const attackers = attackingCorps(tx);
  const die = attackers.some((c) => c.type === 'cavalry')
    ? roll(tx, '10.1.2.2.3', `${POWER_NAMES[power]}'s cossacks and freikorps try to slip away from ${areaName(tx, area)}`)
    : null;
  const ev = irregularEvasion(tx.state, landMap(tx), power, area, attackers, die);
  if (!ev.ok || !ev.areas.includes(to)) return;
  const counters = evaders(tx, power);
  patch(tx, { irregulars: tx.state.irregulars.map((i) => (counters.includes(i.counter) ? { ...i, area: to } : i)) });
  emit(tx, { type: 'forceRetreated', battle: p.record.id, powers: [power], counters, from: area, route: [to], rule: '10.1.2.2.3' });
}

function openRetire(tx: Tx, power: MajorPower): void {
  const options = retireOptions(tx, power);
  if (!options.some((o) => o.value !== 'done' && o.verdict.ok)) return;
  openDecision(tx, {
    power, kind: 'land/combatRetire', step: 'land/fieldCombat', rule: '7.5.1.1',
    prompt: 'Attacked in the field: retire corps into a city of the area one at a time, let lone cossacks and freikorps slip away, or stay and fight.',
    secret: false, select: 'one', group: null, options,
  });
}

export function applyRetire(tx: Tx, power: MajorPower, value: string): void {
  const p = progressOf(tx)!;
  if (value.startsWith('agree:')) {
    // 7.5.1.1.1 one power's word on the city asked about
    const a = p.cityAgreement;
    if (a) setProgress(tx, { ...p, cityAgreement: { ...a, answers: { ...a.answers, [power]: value.slice('agree:'.length) } } });
  } else if (value.startsWith('evade:')) {
    evade(tx, power, value.slice('evade:'.length) as AreaId);
    openRetire(tx, power);
  } else if (value !== 'done') {
    if (severalDefenders(p)) {
      // 7.5.1.1.1 several defending powers: the choice waits until every one has chosen
      setProgress(tx, { ...p, retireWishes: { ...p.retireWishes, [power]: [...(p.retireWishes?.[power] ?? []), value] } });
    } else retireInto(tx, value);
    openRetire(tx, power);
  }
}

const severalDefenders = (p: BattleProgress) => p.record.defender.powers.length > 1;

/** 7.5.1.1 a corps goes inside, if it still may (a city another wish filled or took is refused). */
function retireInto(tx: Tx, wish: string): void {
  const [counter, city] = wish.split(':') as [CounterId, CityId];
  const p = progressOf(tx)!;
  const corps = tx.state.corps.find((c) => c.counter === counter);
  if (!corps || !retireVerdict(tx.state, landMap(tx), corps, city).ok) return;
  patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area', area: p.record.area, city } } : c)) });
  emit(tx, { type: 'cityEntered', counter, area: p.record.area, city, rule: '7.5.1.1' });
}

/**
 * 7.5.1.1.1 Carries out the defending powers' wishes once all have chosen: a city wished by one
 * power takes its corps; a city wished by several needs them to agree on whose corps go in
 * (asked of each; unless all name the same power, none go in). True while an agreement is asked.
 */
function settleWishes(tx: Tx): boolean {
  let p = progressOf(tx)!;
  const cityOf = (w: string) => w.split(':')[1] as CityId;
  const a = p.cityAgreement;
  if (a) {
    if (a.powers.some((x) => a.answers[x] === undefined)) return true;
    const chosen = new Set(a.powers.map((x) => a.answers[x]));
    const winner = chosen.size === 1 ? ([...chosen][0] as MajorPower | 'none') : 'none';
    if (winner !== 'none') for (const w of p.retireWishes?.[winner] ?? []) if (cityOf(w) === a.city) retireInto(tx, w);
    p = progressOf(tx)!;
    const rest = Object.fromEntries(Object.entries(p.retireWishes ?? {}).map(([k, ws]) => [k, (ws ?? []).filter((w) => cityOf(w) !== a.city)]));
    const { cityAgreement: _done, ...q } = p;
    setProgress(tx, { ...q, retireWishes: rest });
    p = progressOf(tx)!;
  }
  const wishes = p.retireWishes ?? {};
  const cities = [...new Set(Object.values(wishes).flat().map((w) => cityOf(w!)))];
  for (const city of cities) {
    const powers = p.record.defender.powers.filter((x) => (wishes[x] ?? []).some((w) => cityOf(w) === city));
    if (powers.length > 1) {
      setProgress(tx, { ...p, cityAgreement: { city, powers, answers: {} } });
      const name = cityName(tx, city);
      for (const power of powers)
        openDecision(tx, {
          power, kind: 'land/combatRetire', step: 'land/fieldCombat', rule: '7.5.1.1.1', secret: false, select: 'one', group: null,
          prompt: `${powers.map((x) => POWER_NAMES[x]).join(' and ')} all wish to retire corps into ${name}: agree on whose go in (unless all agree, none do).`,
          options: [
            ...powers.map((x) => ({ value: `agree:${x}`, label: `Only ${POWER_NAMES[x]}'s corps go into ${name}`, verdict: LEGAL })),
            { value: 'agree:none', label: `No corps goes into ${name}`, verdict: LEGAL },
          ],
        });
      return true;
    }
    for (const w of wishes[powers[0]!] ?? []) if (cityOf(w) === city) retireInto(tx, w);
  }
  const { retireWishes: _all, ...q } = progressOf(tx)!;
  setProgress(tx, q);
  return false;
}


/** After retirements: who is still in the field (7.5.1.1 the attack continues against the rest). */
export function afterRetire(tx: Tx): void {
  if (progressOf(tx)!.retireWishes && settleWishes(tx)) return;
  const p = progressOf(tx)!;
  const area = p.record.area;
  const stay = (keys: readonly string[]) => keys.filter((k) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    const i = tx.state.irregulars.find((x) => x.counter === k);
    return c ? c.location.kind === 'area' && c.location.city === undefined : !i || i.area === area;
  });
  const units = { attacker: stay(p.units.attacker), defender: stay(p.units.defender) };
  // 7.5.1.1.2 every defender went inside: no battle; the attackers stay outside and besiege (7.5.4)
  if (units.defender.length === 0) {
    setProgress(tx, withRecord({ ...p, units, step: 'over' }, (r) => ({ ...r, outcome: { kind: 'avoided', rule: '7.5.1.1' } })));
    return;
  }
  // 7.5.1.1.3 the attack goes on against whatever stayed in the field
  const q: BattleProgress = { ...p, units, counted: units, step: 'commander' };
  setProgress(tx, { ...q, record: refreshForces(tx.state, q) });
  chooseCommanders(tx, area);
}

const SENIORITY = ['A', 'B', 'C', 'D'];

const rank = (s: string | null) => (s === null ? SENIORITY.length : SENIORITY.indexOf(s));

/**
 * 10.6.1.1 The commander of each side: a leader of the power with most corps present (ties by
 * competitive unmodified rolls, 10.6.1.1.1), its most senior leader (10.6.1.1.2); a decision only
 * when several share the highest seniority.
 */
function chooseCommanders(tx: Tx, area: AreaId): void {
  const p = progressOf(tx)!;
  const commanders = { ...p.commanders };
  for (const side of SIDES) {
    const f = p.record[side];
    if (f.leaders.length === 0) continue;
    const corpsBy = new Map<MajorPower, number>();
    for (const u of f.units) if (u.kind === 'corps' && f.leaders.some((l) => leaderOwner(tx, l.leader) === u.power)) corpsBy.set(u.power, (corpsBy.get(u.power) ?? 0) + 1);
    const most = Math.max(0, ...corpsBy.values());
    let tied = [...corpsBy.keys()].filter((pw) => corpsBy.get(pw) === most).sort((a, b) => MAJOR_POWERS.indexOf(a) - MAJOR_POWERS.indexOf(b));
    if (tied.length === 0) tied = [...new Set(f.leaders.map((l) => leaderOwner(tx, l.leader)))].filter((x): x is MajorPower => x !== null);
    // opt:19.1.2/10.6.1.1 with the standing procedures, powers tied on corps are separated by
    // their most senior leader here first; the die decides only what seniority leaves tied
    if (tied.length > 1 && tx.state.options.rules.standingProcedures) {
      const bestOf = (pw: MajorPower) => Math.min(...f.leaders.filter((l) => leaderOwner(tx, l.leader) === pw).map((l) => rank(l.seniority)));
      const top = Math.min(...tied.map(bestOf));
      tied = tied.filter((pw) => bestOf(pw) === top);
    }
    // 10.6.1.1.1 competitive unmodified rolls: tied highest roll again (10.8)
    const lead = tied.length > 1 ? competitiveWinner(tied, (pw) => roll(tx, '10.6.1.1.1', `${POWER_NAMES[pw]} rolls to provide the commander in ${areaName(tx, area)}`))! : tied[0]!;
    const own = f.leaders.filter((l) => leaderOwner(tx, l.leader) === lead);
    const top = Math.min(...own.map((l) => rank(l.seniority)));
    const candidates = own.filter((l) => rank(l.seniority) === top);
    if (candidates.length === 1) commanders[side] = candidates[0]!.leader;
    else
      openDecision(tx, {
        power: lead, kind: 'land/combatCommander', step: 'land/fieldCombat', rule: '10.6.1.1.2',
        prompt: `Choose the commander of the ${side} in ${areaName(tx, area)}.`, secret: false, select: 'one', group: null,
        options: candidates.map((l) => ({ value: l.leader, label: `${l.name} (${l.strategic}/${l.tactical}/${l.tacticalMax})`, verdict: LEGAL })),
      });
  }
  const q = { ...p, commanders };
  setProgress(tx, { ...q, record: leadPowers(tx, refreshForces(tx.state, q)) });
}

const leaderOwner = (tx: Tx, id: LeaderId): MajorPower | null => tx.state.leaders.find((l) => l.id === id)?.owner ?? null;

/** The power deciding for a side is the commander's owner, else the one with most corps. */
function leadPowers(tx: Tx, r: BattleRecord): BattleRecord {
  const lead = (f: BattleRecord['attacker']) => {
    const owner = f.commander ? leaderOwner(tx, f.commander.leader) : null;
    return owner && f.powers.includes(owner) ? { ...f, leadPower: owner, powers: [owner, ...f.powers.filter((x) => x !== owner)] } : f;
  };
  return { ...r, attacker: lead(r.attacker), defender: lead(r.defender) };
}

/**
 * 7.5.3 trivial combat needs no chits; any other combat is trivial too when both commanders
 * agree (asked first, together); otherwise both sides choose chits (7.5.2.1).
 */
export function afterCommanders(tx: Tx): void {
  const p = progressOf(tx)!;
  const q = { ...p, record: leadPowers(tx, refreshForces(tx.state, p)) };
  const ctx = combatContext(tx.state, q);
  if (mustBeTrivial(ctx)) return startTrivial(tx, q, false);
  // 18.0 solitaire: no agreement to a trivial combat is asked; the chits come by 18.1.1-5
  if (tx.state.options.rules.solitaireCombat) {
    setProgress(tx, q);
    return toChits(tx);
  }
  setProgress(tx, withRecord({ ...q, step: 'trivial' }, (r) => ({ ...r, stage: 'trivial' })));
  openTrivialAgreement(tx);
}
