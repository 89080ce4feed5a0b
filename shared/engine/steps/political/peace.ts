// 4.4 The Peace Step: lapse of war with minors (4.6.6), suits (forced ones too, 10.5.1),
// informal peace, offers, the loser's answer, terms chosen in turn, and every effect.
import { returnMinorPrisoners } from '../general/minorPrisoners';
import { LEGAL, MAJOR_POWERS, POWER_NAMES, allied, compareDates, controllerOf, powerPair } from '../../../model';
import type { DecisionGroup, DecisionOption, MajorPower, PeaceProgress, Treaty } from '../../../model';
import { enemiesOf, activePowers } from '../../../rules/political/facts';
import { loserTermOptions, maxTerms, offerOptions, sueOptions, termId, victorTermOptions } from '../../../rules/political/peace';
import { restrictPeaceTerms } from '../../../rules/campaign/combinations';
import { combinationsAfterConquest, withUnitCessions } from '../campaign/combinationsUnits';
import { blockedPeaces, mustAcceptPeace, unionByPeace } from '../campaign/combinationsPeace';

/** The territory a B.7 / C.4 term cedes (`B.7:minor:<id>`, `B.7:province:<id>`, `C.4:<province>`). */
const peaceCession = (value: string): { kind: 'minor' | 'province'; id: string } | null => {
  if (value.startsWith('B.7:minor:')) return { kind: 'minor', id: value.slice(10) };
  if (value.startsWith('B.7:province:')) return { kind: 'province', id: value.slice(13) };
  return value.startsWith('C.4:') ? { kind: 'province', id: value.slice(4) } : null;
};
import { addMonths, politicalState } from '../../../rules/political/state';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import { politicalPoints } from '../effects';
import type { Tx } from '../../tx';
import { landwehrSurrender } from '../land/landwehr';
import { addEnforcedPeace, chartPoints, endWar, names, removeForces, updatePolitical } from './record';
import { endAlliance } from './formerAllyCity';
import { applyTerm, exchangePrisoners, minorName } from './peaceEffects';
import { capitalsAccess, leaveCapitals, repatriate, repatriateFromMinor } from './repatriation';
import { neutralUmpSurrenders, umpAcceptedPeace, umpForcedSuits, umpInformalPeace, umpMutualSuits } from '../campaign/umpPhases';
import { neutralUmpMayRefuse, umpForceSueOptions, umpMayKeepAlliance } from '../../../rules/campaign';

const peace = (tx: Tx): PeaceProgress => politicalState(tx.state).peace ?? { treaties: [], current: null };
const setPeace = (tx: Tx, p: PeaceProgress | undefined) => updatePolitical(tx, () => ({ peace: p }));
const same = (t: Treaty, loser: MajorPower, victor: MajorPower) => t.loser === loser && t.victor === victor;
const setTreaty = (tx: Tx, loser: MajorPower, victor: MajorPower, change: Partial<Treaty>) =>
  setPeace(tx, { ...peace(tx), treaties: peace(tx).treaties.map((t) => (same(t, loser, victor) ? { ...t, ...change } : t)) });

/** 4.6.6 a war on a minor lapses when the invader has no corps inside it before its conquest (from the Peace Step after the declaration's turn). */
function lapseMinorWars(tx: Tx): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  for (const w of politicalState(tx.state).minorWars) {
    const m = tx.state.minors.find((x) => x.id === w.minor);
    if (!m || m.status === 'conquered') continue;
    // 4.6.6 a war declared this turn (4.2 comes before this Peace Step) has had no Land Phase to enter in: it lapses from the next one
    if (w.since.year === tx.state.date.year && w.since.month === tx.state.date.month) continue;
    const inside = tx.state.corps.some((c) => c.location.kind === 'area' && controllerOf(tx.state, c.nationality) === w.power && map.area(c.location.area)?.minor === w.minor);
    if (inside) continue;
    updatePolitical(tx, (p) => ({ minorWars: p.minorWars.filter((x) => !(x.minor === w.minor && x.power === w.power)) }));
    emit(tx, { type: 'warLapsed', power: w.power, minor: w.minor, rule: '4.6.6' });
    returnMinorPrisoners(tx, w.minor, w.power); // 10.2.1.3 (general branch)
    repatriateFromMinor(tx, w.power, w.minor);
  }
}

const newTreaty = (loser: MajorPower, victor: MajorPower, forced: boolean): Treaty => ({ loser, victor, kind: null, accepted: null, terms: [], done: false, forced });

export function beginPeace(tx: Tx): void {
  lapseMinorWars(tx);
  // v2.71 14.3.3.9 hook, with the 4.4.7 demands its informal peaces raise
  for (const [a, b] of umpInformalPeace(tx)) for (const [victor, loser] of [[a, b], [b, a]] as const) separatePeaceDemands(tx, victor, loser);
  const pol = politicalState(tx.state);
  const treaties: Treaty[] = [];
  // 10.5.1 a power pushed off the display sues every enemy
  for (const p of pol.mustSue) {
    const enemies = enemiesOf(tx.state, p);
    if (enemies.length === 0) continue;
    emit(tx, { type: 'suedForPeace', power: p, to: enemies, forced: true, rule: '10.5.1' });
    for (const e of enemies) treaties.push(newTreaty(p, e, true));
  }
  for (const t of neutralUmpSurrenders(tx)) if (!treaties.some((x) => same(x, t.loser, t.victor) || same(x, t.victor, t.loser))) treaties.push(newTreaty(t.loser, t.victor, true)); // v2.71 14.3.6.1 hook
  updatePolitical(tx, () => ({ mustSue: [], peace: { treaties, current: null } }));
  const free = activePowers(tx.state).filter((p) => !pol.mustSue.includes(p) && (enemiesOf(tx.state, p).length > 0 || usPeaceOptions(tx, p).length > 0));
  if (free.length === 0) return advancePeace(tx);
  const group = openGroup(tx, { kind: 'political/sue', rule: '4.4', secret: false, powers: free });
  for (const power of free)
    openDecision(tx, {
      power, kind: 'political/sue', step: 'political/peace', rule: '4.4',
      prompt: 'Sue for peace, offer an informal peace, or choose nothing to fight on.',
      secret: false, select: 'many', group, options: [...sueOptions(tx.state, power, tx.data.land), ...umpForceSueOptions(tx.state, power), ...usPeaceOptions(tx, power)], // v2.71 14.3.3.8 hook; 8.2.1.2.2.2.2.2
    });
}

/** 8.2.1.2.2.2.2.2 Great Britain may end a war with the United States in any Peace Step for 5 political points. */
function usPeaceOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  if (power !== 'britain' || (tx.state.economy?.usWar ?? null) === null) return [];
  return [{ value: 'usPeace', label: 'Make peace with the United States (-5 political points)', verdict: LEGAL }];
}

function endUsWar(tx: Tx): void {
  if (!tx.state.economy?.usWar) return;
  patch(tx, { economy: { ...tx.state.economy, usWar: null } });
  politicalPoints(tx, 'britain', -5, '8.2.1.2.2.2.2.2', 'peace with the United States');
  emit(tx, { type: 'usWarChanged', atWar: false, rule: '8.2.1.2.2.2.2.2', reason: 'Great Britain gave up 5 political points for peace' });
}

/** 4.4.1 / 4.4.2 suits and informal offers revealed together. */
export function resolveSue(tx: Tx, group: DecisionGroup): void {
  const said = (p: MajorPower) => (Array.isArray(group.answers[p]) ? (group.answers[p] as string[]) : []);
  const treaties = [...peace(tx).treaties];
  for (const p of group.powers) {
    const a = said(p);
    const to = a.includes('sueAll') ? enemiesOf(tx.state, p) : a.filter((v) => v.startsWith('sue:')).map((v) => v.slice(4) as MajorPower);
    if (to.length > 0) emit(tx, { type: 'suedForPeace', power: p, to, forced: false, rule: '4.4.2' });
    for (const e of to) if (!treaties.some((t) => same(t, p, e) || same(t, e, p))) treaties.push(newTreaty(p, e, false));
  }
  if (said('britain').includes('usPeace')) endUsWar(tx);
  // v2.71 14.3.3.8 hook: UMPs forced to sue by a die roll
  for (const t of umpForcedSuits(tx, group)) if (!treaties.some((x) => same(x, t.loser, t.victor) || same(x, t.victor, t.loser))) treaties.push(newTreaty(t.loser, t.victor, true));
  setPeace(tx, { ...peace(tx), treaties: umpMutualSuits(tx, treaties) }); // v2.71 14.3.3.8 hook: two UMPs suing each other
  // 4.4.1 informal peace when both offered it (and neither is suing the other)
  for (const p of group.powers)
    for (const q of group.powers) {
      if (MAJOR_POWERS.indexOf(q) <= MAJOR_POWERS.indexOf(p)) continue;
      if (!said(p).includes(`informal:${q}`) || !said(q).includes(`informal:${p}`)) continue;
      if (treaties.some((t) => (t.loser === p && t.victor === q) || (t.loser === q && t.victor === p))) continue;
      endWar(tx, p, q);
      emit(tx, { type: 'peaceMade', loser: p, victor: q, kind: 'informal', terms: [], rule: '4.4.1' });
      exchangePrisoners(tx, p, q);
      repatriate(tx, p, q);
      repatriate(tx, q, p);
      separatePeaceDemands(tx, p, q);
      separatePeaceDemands(tx, q, p);
    }
  advancePeace(tx);
}

/** Opens whatever the peace needs next: offers, answers, list-A choices, victors' terms; then settles. */
function advancePeace(tx: Tx): void {
  const pr = peace(tx);
  // 4.4.2.2 every victor offers
  const unoffered = pr.treaties.filter((t) => t.kind === null);
  if (unoffered.length > 0) {
    for (const t of unoffered)
      if (!tx.state.pending.some((d) => d.kind === 'political/peaceOffer' && d.power === t.victor && d.options.some((o) => String(o.value).endsWith(`:${t.loser}`))))
        openDecision(tx, {
          power: t.victor, kind: 'political/peaceOffer', step: 'political/peace', rule: '4.4.2.2',
          prompt: `${POWER_NAMES[t.loser]} sues you for peace${t.forced ? ' (forced off the Political Status Display)' : ''}: offer a conditional or an unconditional peace.`,
          secret: false, select: 'one', group: null, options: offerOptions(tx.state, t.victor, t.loser).map((o) => ({ ...o, value: `${o.value}:${t.loser}` })),
        });
    return;
  }
  // 4.4.2.2 the loser may refuse an unconditional peace
  const unanswered = pr.treaties.filter((t) => t.accepted === null);
  if (unanswered.length > 0) {
    for (const t of unanswered)
      if (!tx.state.pending.some((d) => d.kind === 'political/peaceAnswer' && d.power === t.loser && d.options.some((o) => String(o.value).endsWith(`:${t.victor}`))))
        openDecision(tx, {
          power: t.loser, kind: 'political/peaceAnswer', step: 'political/peace', rule: '4.4.2.2',
          prompt: `${POWER_NAMES[t.victor]} offers an unconditional peace (-8 political points, up to three terms from lists B and C). Accept it or fight on?`,
          secret: false, select: 'one', group: null,
          options: mustAcceptPeace(tx.state, t.loser, [ // 11.9.1.2 (option 11.9) a power spared civil disorder may not refuse
            { value: `accept:${t.victor}`, label: 'Accept the unconditional peace', verdict: LEGAL },
            { value: `refuse:${t.victor}`, label: 'Refuse and fight on', verdict: neutralUmpMayRefuse(tx.state, t.loser) }, // v2.71 14.3.6.1 hook
          ]),
        });
    return;
  }
  // refused offers leave the war as it was
  for (const t of pr.treaties.filter((x) => x.accepted === false)) emit(tx, { type: 'peaceRefused', loser: t.loser, victor: t.victor, rule: '4.4.2.2' });
  const live = pr.treaties.filter((t) => t.accepted === true);
  if (live.length !== pr.treaties.length) setPeace(tx, { ...pr, treaties: live });
  const losers = MAJOR_POWERS.filter((p) => live.some((t) => t.loser === p));
  if (losers.length === 0) return setPeace(tx, undefined);
  const loser = losers[0]!;
  const mine = live.filter((t) => t.loser === loser);
  // 4.4.3 the loser picks one list-A term for each conditional victor
  const needA = mine.find((t) => t.kind === 'conditional' && !t.terms.some((x) => x.startsWith('A.')));
  if (needA) {
    openDecision(tx, {
      power: loser, kind: 'political/peaceTerm', step: 'political/peace', rule: '4.4.3',
      prompt: `Conditional peace with ${POWER_NAMES[needA.victor]}: choose the list-A term that protects you.`,
      secret: false, select: 'one', group: null, options: loserTermOptions().map((o) => ({ ...o, value: `${o.value}@${needA.victor}` })),
    });
    return;
  }
  // 4.4.5.1-2 victors choose in turn, in the order they went to war with the loser
  let cur = peace(tx).current;
  if (!cur || cur.loser !== loser) {
    cur = { loser, order: victorOrder(tx, loser, mine.map((t) => t.victor)), next: 0 };
    setPeace(tx, { ...peace(tx), current: cur });
  }
  const treaties = peace(tx).treaties.filter((t) => t.loser === loser);
  const open = cur.order.filter((v) => !treaties.find((t) => t.victor === v)!.done);
  if (open.length === 0) {
    // 11.9.2.2 (option 11.9) hook: a Britain-France peace still lacking its required terms is not made
    const blocked = blockedPeaces(tx, treaties);
    if (blocked.length === 0) return settle(tx, loser);
    const left = treaties.filter((x) => !blocked.includes(x));
    const order = cur.order.filter((v) => left.some((x) => x.victor === v));
    setPeace(tx, { treaties: peace(tx).treaties.filter((x) => !blocked.some((b) => same(x, b.loser, b.victor))), current: left.length > 0 ? { ...cur, order } : null });
    return left.length > 0 ? settle(tx, loser) : advancePeace(tx);
  }
  let victor = cur.order[cur.next % cur.order.length]!;
  for (let i = 0; treaties.find((t) => t.victor === victor)!.done && i < cur.order.length; i++) victor = cur.order[(cur.next + i + 1) % cur.order.length]!;
  const t = treaties.find((x) => x.victor === victor)!;
  // 11.9.2.2 (option) Britain and France must demand set terms of each other
  const others = treaties.filter((x) => x.victor !== victor);
  const options = withUnitCessions(tx.state, restrictPeaceTerms(tx.state, t, others, victorTermOptions(tx.state, t, others)), peaceCession); // 11.1.4 / 11.4.4
  if (!options.some((o) => o.value !== 'done' && o.verdict.ok)) {
    setTreaty(tx, loser, victor, { done: true });
    return advancePeace(tx);
  }
  openDecision(tx, {
    power: victor, kind: 'political/peaceTerm', step: 'political/peace', rule: t.kind === 'conditional' ? '4.4.3' : '4.4.4',
    prompt: `Peace with ${POWER_NAMES[loser]} (${t.kind}): choose a term (${maxTerms(t.kind ?? 'conditional') - new Set(t.terms.filter((x) => !x.startsWith('A.')).map(termId)).size} left), or stop.`,
    secret: false, select: 'one', group: null, options,
  });
}

/** 4.4.5.2 order of the victors: by when each went to war with the loser; ties by competitive dice. */
function victorOrder(tx: Tx, loser: MajorPower, victors: MajorPower[]): MajorPower[] {
  const started = (v: MajorPower) => politicalState(tx.state).warsBegun.find((w) => w.powers[0] === powerPair(loser, v)[0] && w.powers[1] === powerPair(loser, v)[1]);
  const dice = new Map<MajorPower, number>();
  const key = (v: MajorPower) => started(v);
  const tied = victors.filter((v) => victors.some((u) => u !== v && key(u)?.date && key(v)?.date && compareDates(key(u)!.date, key(v)!.date) === 0 && key(u)!.order === key(v)!.order));
  for (const v of tied) dice.set(v, roll(tx, '4.4.5.2', `${POWER_NAMES[v]}'s order choosing peace terms`));
  return [...victors].sort((a, b) => {
    const x = key(a), y = key(b);
    if (x && y) {
      const c = compareDates(x.date, y.date) || x.order - y.order;
      if (c !== 0) return c;
    }
    return (dice.get(b) ?? 0) - (dice.get(a) ?? 0) || MAJOR_POWERS.indexOf(a) - MAJOR_POWERS.indexOf(b);
  });
}

/** A victor's offer (value "<kind>:<loser>"). */
export function applyPeaceOffer(tx: Tx, victor: MajorPower, value: string): void {
  const [kind, loser] = value.split(':') as ['conditional' | 'unconditional', MajorPower];
  setTreaty(tx, loser, victor, { kind, accepted: kind === 'conditional' ? true : null });
  advancePeace(tx);
}

/** The loser's answer to an unconditional offer ("accept:<victor>" / "refuse:<victor>"). */
export function applyPeaceAnswer(tx: Tx, loser: MajorPower, value: string): void {
  const [answer, victor] = value.split(':') as [string, MajorPower];
  setTreaty(tx, loser, victor, { accepted: answer === 'accept' });
  advancePeace(tx);
}

/** A term chosen: the loser's list-A term ("A.n@<victor>"), or a victor's term or "done". */
export function applyPeaceTerm(tx: Tx, power: MajorPower, value: string): void {
  const pr = peace(tx);
  if (value.includes('@')) {
    const [term, victor] = value.split('@') as [string, MajorPower];
    setTreaty(tx, power, victor, { terms: [term] });
    return advancePeace(tx);
  }
  const cur = pr.current!;
  const t = pr.treaties.find((x) => same(x, cur.loser, power))!;
  if (value === 'done') setTreaty(tx, cur.loser, power, { done: true });
  else setTreaty(tx, cur.loser, power, { terms: [...t.terms, value] });
  setPeace(tx, { ...peace(tx), current: { ...cur, next: cur.next + 1 } });
  advancePeace(tx);
}

/**
 * 4.4.6 the peace takes effect for one loser and all its victors; 4.4.5 one set of points for the
 * loser. 4.4.2.3 the points: 4.4.2.3.1 a conditional surrender, +3 to each victor and -5 to the
 * loser; 4.4.2.3.2 an unconditional one, +5 to each victor and -8 to the loser (any unconditional
 * surrender at the same time makes the loser's the -8).
 */
function settle(tx: Tx, loser: MajorPower): void {
  const treaties = peace(tx).treaties.filter((t) => t.loser === loser);
  const unconditional = treaties.some((t) => t.kind === 'unconditional');
  for (const t of treaties) {
    endWar(tx, loser, t.victor);
    emit(tx, { type: 'peaceMade', loser, victor: t.victor, kind: t.kind!, terms: t.terms, rule: t.kind === 'conditional' ? '4.4.3' : '4.4.4' });
    chartPoints(tx, t.victor, t.kind === 'conditional' ? 'conditional-peace-victor' : 'unconditional-peace-victor', t.kind === 'conditional' ? '4.4.2.3.1' : '4.4.2.3.2', `accepted ${POWER_NAMES[loser]}'s surrender`);
  }
  umpAcceptedPeace(tx, loser); // v2.71 14.3.4
  landwehrSurrender(tx, loser, unconditional); // v2.71 12.11.3 (option) hook: the landwehr may be raised from now on
  // 4.4.5 the larger set of points, once
  chartPoints(tx, loser, unconditional ? 'unconditional-peace-loser' : 'conditional-peace-loser', unconditional ? '4.4.2.3.2' : '4.4.2.3.1', `surrendered to ${names(treaties.map((t) => t.victor))}`);
  const victorTerms = treaties.map((t) => [...t.terms]);
  for (const t of treaties) {
    exchangePrisoners(tx, loser, t.victor);
    // 4.4.6.2 with C.5 the victor's forces stay, but for its garrisons in capital cities
    if (!t.terms.some((x) => termId(x) === 'C.5')) repatriate(tx, t.victor, loser);
    else if (tx.state.options.rules.peaceTreatyLimitedAccess) capitalsAccess(tx, t.victor, loser); // 12.4.1 three months to leave the capitals
    else leaveCapitals(tx, t.victor, loser);
    repatriate(tx, loser, t.victor);
    // 4.4.6.3 eighteen months with no war between them
    addEnforcedPeace(tx, loser, t.victor, addMonths(tx.state.date, 17), 'treaty', undefined, '4.4.6.3');
    for (const term of t.terms) if (!term.startsWith('A.')) applyTerm(tx, loser, t.victor, term, victorTerms);
    const ceded = t.terms.filter((x) => x.startsWith('B.7:minor:')).map((x) => x.slice('B.7:minor:'.length));
    for (const minor of ceded) {
      const m = tx.state.minors.find((x) => x.id === minor);
      if (m?.status === 'free') askCededFreeState(tx, t.victor, minor);
    }
  }
  unionByPeace(tx, loser, treaties); // opt:11.5.1.6 hook: C.9 creating the German union (campaign/combinationsPeace.ts)
  // v2.71 4.4.6.3.1 victors of the same surrender may not fight each other for three months
  if (tx.state.options.rules.victorsEnforcedPeace)
    for (const a of treaties) for (const b of treaties) if (MAJOR_POWERS.indexOf(a.victor) < MAJOR_POWERS.indexOf(b.victor)) addEnforcedPeace(tx, a.victor, b.victor, addMonths(tx.state.date, 2), 'victors', undefined, '4.4.6.3.1');
  for (const t of treaties) separatePeaceDemands(tx, t.victor, loser, true);
  setPeace(tx, { treaties: peace(tx).treaties.filter((t) => t.loser !== loser), current: null });
  advancePeace(tx);
}

/** 4.4.6.4 the new owner of a ceded free state keeps it as it is or makes it a conquered minor. */
function askCededFreeState(tx: Tx, victor: MajorPower, minor: string): void {
  openDecision(tx, {
    power: victor, kind: 'political/cededFreeState', step: 'political/peace', rule: '4.4.6.4',
    prompt: `${minorName(tx.state, minor)} is ceded to you as a free state: keep it so, with its forces, or make it a conquered minor (its forces are removed)?`,
    secret: false, select: 'one', group: null,
    options: [
      { value: `keep:${minor}`, label: 'Keep it a free state', verdict: LEGAL },
      { value: `conquer:${minor}`, label: 'Make it a conquered minor country', verdict: LEGAL },
    ],
  });
}

export function applyCededFreeState(tx: Tx, power: MajorPower, value: string): void {
  const [choice, minor] = value.split(':') as [string, string];
  if (choice !== 'conquer') return;
  patch4464(tx, power, minor);
}

function patch4464(tx: Tx, power: MajorPower, minor: string): void {
  const gone = tx.state.corps.filter((c) => c.nationality === minor).length;
  removeForces(tx, minor, '4.4.6.4', 'a ceded free state made a conquered minor');
  tx.state = { ...tx.state, minors: tx.state.minors.map((m) => (m.id === minor ? { ...m, status: 'conquered' as const } : m)) };
  emit(tx, { type: 'minorControlChanged', minor, from: power, to: power, status: 'conquered', rule: '4.4.6.4', reason: `made a conquered minor (${gone} corps removed)` });
  combinationsAfterConquest(tx, minor, power); // 11.1.4 a ceded Poland made conquered (11.1.3.1)
}

/**
 * 4.4.7 a power still at war with the loser may demand that its ally, a victor of the separate
 * (or informal) peace, break their alliance.
 */
function separatePeaceDemands(tx: Tx, victor: MajorPower, loser: MajorPower, surrender = false): void {
  for (const w of activePowers(tx.state)) {
    if (w === victor || w === loser || !allied(tx.state, w, victor) || !enemiesOf(tx.state, w).includes(loser)) continue;
    openDecision(tx, {
      power: w, kind: 'political/separatePeace', step: 'political/peace', rule: '4.4.7',
      prompt: `${POWER_NAMES[victor]} made peace with ${POWER_NAMES[loser]}, with whom you are still at war. Demand that it break your alliance (it loses 2 political points)?`,
      secret: false, select: 'one', group: null,
      options: [
        { value: `keep:${victor}`, label: 'Keep the alliance', verdict: umpMayKeepAlliance(tx.state, w, surrender) }, // v2.71 14.3.3.2 hook
        { value: `demand:${victor}`, label: `Demand that ${POWER_NAMES[victor]} break the alliance`, verdict: LEGAL },
      ],
    });
  }
}

export function applySeparatePeace(tx: Tx, power: MajorPower, value: string): void {
  const [choice, ally] = value.split(':') as [string, MajorPower];
  if (choice !== 'demand') return;
  endAlliance(tx, ally, power, '4.4.7');
  chartPoints(tx, ally, 'separate-peace-alliance-break', '4.4.7', `made a separate peace; ${POWER_NAMES[power]} demanded the alliance end`);
}
