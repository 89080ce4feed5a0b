// 4.3 The Call to Allies Step.
import { LEGAL, MAJOR_POWERS, POWER_NAMES, atWar, illegal } from '../../../model';
import type { CallEntry, MajorPower } from '../../../model';
import { declareWarOptions } from '../../../rules/political/declarations';
import { districtCount } from '../../../rules/general';
import { alliesOf, barredByEnforcedPeace } from '../../../rules/political/facts';
import { politicalState } from '../../../rules/political/state';
import { emit, openDecision, roll } from '../../tx';
import type { Tx } from '../../tx';
import { chartPoints, updatePolitical } from './record';
import { endAlliance } from './formerAllyCity';
import { declareOnMajor } from './declarationsOfWar';
import { umpCallsOwed } from '../../../rules/campaign';

/**
 * 4.3 / 4.3.1.1 the order of calls: every defender's calls first, then the aggressors', each
 * group in the order of a competitive die roll (ties roll again). 4.3.1.2 two powers that
 * declared on each other are both aggressors: neither calls against the other.
 */
export function callQueue(tx: Tx, decl: readonly { aggressor: MajorPower; defender: MajorPower }[] = tx.state.turn.declarations): CallEntry[] {
  const mutual = (a: MajorPower, d: MajorPower) => decl.some((x) => x.aggressor === d && x.defender === a);
  const entries: CallEntry[] = [];
  for (const { aggressor, defender } of decl) {
    if (mutual(aggressor, defender)) continue;
    entries.push({ caller: defender, enemy: aggressor, role: 'defender' });
    entries.push({ caller: aggressor, enemy: defender, role: 'aggressor' });
  }
  const ordered = (role: CallEntry['role']) => {
    const list = entries.filter((e) => e.role === role);
    const callers = MAJOR_POWERS.filter((p) => list.some((e) => e.caller === p));
    if (callers.length > 1) {
      // 4.3 competitive die rolls: highest calls first; ties roll again among the tied
      const score = new Map<MajorPower, number[]>();
      let tied = callers;
      for (let round = 0; tied.length > 1 && round < 6; round++) {
        for (const p of tied) score.set(p, [...(score.get(p) ?? []), roll(tx, '4.3', `${POWER_NAMES[p]}'s call-to-allies order`)]);
        const key = (p: MajorPower) => (score.get(p) ?? []).join(',');
        tied = tied.filter((p) => tied.some((q) => q !== p && key(q) === key(p)));
      }
      const cmp = (a: MajorPower, b: MajorPower) => {
        const x = score.get(a) ?? [], y = score.get(b) ?? [];
        for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
        return MAJOR_POWERS.indexOf(a) - MAJOR_POWERS.indexOf(b);
      };
      callers.sort(cmp);
    }
    return callers.flatMap((c) => list.filter((e) => e.caller === c));
  };
  return [...ordered('defender'), ...ordered('aggressor')];
}

/** Allies of the caller that a call against `enemy` can reach (not already at war with it). */
function callable(tx: Tx, e: CallEntry): MajorPower[] {
  return alliesOf(tx.state, e.caller).filter((a) => a !== e.enemy && !atWar(tx.state, a, e.enemy));
}

export function beginCallToAllies(tx: Tx): void {
  updatePolitical(tx, () => ({ calls: { queue: callQueue(tx), current: null, attempted: [] } }));
  nextCall(tx);
}

/**
 * 10.3.4.3 (v2.71 text) a war the territory's owner declared on a power using forcible access
 * during land movement: allies may be called as in 4.3, at once. The call decisions belong to
 * the movement step, so the movers wait for them (the land step's reactions); the handlers
 * resume movement when the last is answered (`callsDuringMovementDone`).
 */
export function beginCallsAfterAccessWar(tx: Tx, owner: MajorPower, targets: readonly MajorPower[]): void {
  const queue = callQueue(tx, targets.map((t) => ({ aggressor: owner, defender: t })));
  const calls = politicalState(tx.state).calls;
  if (calls) {
    updatePolitical(tx, () => ({ calls: { ...calls, queue: [...calls.queue, ...queue] } }));
    return;
  }
  updatePolitical(tx, () => ({ calls: { queue, current: null, attempted: [], during: 'land/movement' } }));
  nextCall(tx);
}

/** Whether no call made during land movement is still waiting (the movers may go on). */
export const callsDuringMovementDone = (tx: Tx): boolean => politicalState(tx.state).calls?.during !== 'land/movement';

const callStep = (tx: Tx) => politicalState(tx.state).calls?.during ?? 'political/callToAllies';

/** Opens the next call decision, skipping callers with nobody to call. */
function nextCall(tx: Tx): void {
  for (;;) {
    const calls = politicalState(tx.state).calls;
    if (!calls || calls.queue.length === 0) {
      updatePolitical(tx, () => ({ calls: undefined }));
      return;
    }
    const [e, ...rest] = calls.queue as [CallEntry, ...CallEntry[]];
    updatePolitical(tx, () => ({ calls: { ...calls, queue: rest } }));
    // 4.3.1.1 an aggressor calls only if its defender tried to
    if (e.role === 'aggressor' && !calls.attempted.includes(e.enemy)) continue;
    const allies = callable(tx, e);
    if (allies.length === 0) continue;
    updatePolitical(tx, (p) => ({ calls: { ...p.calls!, current: { ...e, waiting: [] } } }));
    openDecision(tx, {
      power: e.caller,
      kind: 'political/callAllies',
      step: callStep(tx),
      rule: '4.3',
      prompt: `Call allies to declare war on ${POWER_NAMES[e.enemy]} (as ${e.role}); an ally who refuses breaks the alliance.`,
      secret: false,
      select: 'many',
      group: null,
      options: allies.map((a) => ({
        value: a,
        label: POWER_NAMES[a],
        // 4.3.1.4 an ally under an enforced peace with the enemy may not be called
        verdict: barredByEnforcedPeace(tx.state, a, e.enemy) ? illegal('enforcedPeace', '4.3.1.4', `${POWER_NAMES[a]} is under an enforced peace with ${POWER_NAMES[e.enemy]}`) : LEGAL,
      })),
    });
    return;
  }
}

/** 4.3.1.3 a refusal (or 4.3.1.4 an ally unable to answer) breaks the alliance and costs points. */
function refuse(tx: Tx, e: CallEntry, ally: MajorPower, answer: 'refused' | 'cannotAnswer'): void {
  emit(tx, { type: 'allyCalled', caller: e.caller, ally, enemy: e.enemy, answer, rule: answer === 'refused' ? '4.3.1.3' : '4.3.1.4' });
  endAlliance(tx, ally, e.caller, '4.3.1.3');
  chartPoints(tx, ally, 'refuse-call-to-allies', '4.3.1.3', `refused ${POWER_NAMES[e.caller]}'s call to arms`);
  if (e.role === 'aggressor') chartPoints(tx, e.caller, 'break-alliance', '4.3.1.3', `${POWER_NAMES[ally]} refused its call as aggressor`);
}

/** The caller named its allies: each either cannot answer (4.3.1.4) or is asked. */
export function applyCallAllies(tx: Tx, caller: MajorPower, chosen: readonly string[]): void {
  const cur = politicalState(tx.state).calls?.current;
  if (!cur) return;
  const allies = umpCallsOwed(tx.state, caller, cur.enemy, cur.role, chosen); // v2.71 14.3.3.2 hook
  const waiting: MajorPower[] = [];
  if (allies.length > 0 && cur.role === 'defender')
    updatePolitical(tx, (p) => ({ calls: { ...p.calls!, attempted: [...p.calls!.attempted, caller] } }));
  for (const a of allies as MajorPower[]) {
    emit(tx, { type: 'allyCalled', caller, ally: a, enemy: cur.enemy, answer: 'called', rule: '4.3.1' });
    const can = declareWarOptions(tx.state, a, (m) => districtCount(tx.state, m), tx.data.land).find((o) => o.value === cur.enemy)?.verdict.ok ?? false;
    if (!can) {
      refuse(tx, cur, a, 'cannotAnswer');
      continue;
    }
    waiting.push(a);
    openDecision(tx, {
      power: a,
      kind: 'political/answerCall',
      step: callStep(tx),
      rule: '4.3.2',
      prompt: `${POWER_NAMES[caller]} calls on you to declare war on ${POWER_NAMES[cur.enemy]} (-3 political points); refusing breaks the alliance (-2).`,
      secret: false,
      select: 'one',
      group: null,
      options: [
        { value: 'accept', label: `Declare war on ${POWER_NAMES[cur.enemy]}`, verdict: LEGAL },
        { value: 'refuse', label: `Refuse and break the alliance with ${POWER_NAMES[caller]}`, verdict: LEGAL },
      ],
    });
  }
  updatePolitical(tx, (p) => ({ calls: { ...p.calls!, current: { ...cur, waiting } } }));
  if (waiting.length === 0) nextCall(tx);
}

/** 4.3.2 a called ally answers: it declares war on the caller's enemy (no further calls), or refuses. */
export function applyAnswerCall(tx: Tx, ally: MajorPower, choice: string): void {
  const cur = politicalState(tx.state).calls?.current;
  if (!cur) return;
  if (choice === 'accept') {
    emit(tx, { type: 'allyCalled', caller: cur.caller, ally, enemy: cur.enemy, answer: 'accepted', rule: '4.3.2' });
    declareOnMajor(tx, ally, cur.enemy, '4.3.2', 'declaration');
    // 4.4.5.2 a war joined on a call counts as begun after the caller's
    updatePolitical(tx, (p) => ({ warsBegun: p.warsBegun.map((w) => (w.powers.includes(ally) && w.powers.includes(cur.enemy) ? { ...w, how: 'call' as const, order: w.order + 100 } : w)) }));
  } else refuse(tx, cur, ally, 'refused');
  const waiting = cur.waiting.filter((p) => p !== ally);
  updatePolitical(tx, (p) => ({ calls: { ...p.calls!, current: { ...cur, waiting } } }));
  if (waiting.length === 0) nextCall(tx);
}
