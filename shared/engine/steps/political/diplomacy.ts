// 4.1 The Diplomacy Step: a timed talk (the table sets and pauses the timer), private notes
// between powers, and voluntary access granted or withdrawn (10.3.1.2).
import { LEGAL, POWER_NAMES, illegal, isMajorPower } from '../../../model';
import type { DecisionAnswer, DecisionOption, GameState, LandMap, MajorPower, PendingDecision, Verdict } from '../../../model';
import { activePowers } from '../../../rules/political/facts';
import { accessGrantVerdict, accessWithdrawVerdict, voluntaryAccess } from '../../../rules/political/access';
import { politicalState } from '../../../rules/political/state';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { updatePolitical } from './record';
import { withdrawAccess, withdrawLabel } from '../general/accessWithdrawn';

/** 4.1 the longest note a power may write (characters). */
export const NOTE_LIMIT = 500;

/**
 * Option values: "end" (done talking), "grant:<power>" (voluntary access, 10.3.1.2; with
 * ":<conditions>" written by the grantor), "withdraw:<power>", "timer:<minutes>", "pause",
 * "resume", and "note:<power>:<text>" (a private note, 4.1; checked by `checkDiplomacy`, as
 * its text cannot be listed).
 */
export function diplomacyOptions(state: GameState, power: MajorPower, map?: LandMap): DecisionOption[] {
  const others = activePowers(state).filter((q) => q !== power);
  const pol = politicalState(state);
  return [
    { value: 'end', label: 'Done with diplomacy', verdict: LEGAL },
    ...others.filter((q) => !voluntaryAccess(state, power, q)).map((q) => ({ value: `grant:${q}`, label: `Grant ${POWER_NAMES[q]} access to your territory`, verdict: accessGrantVerdict(state, power, q) })),
    ...others.filter((q) => voluntaryAccess(state, power, q)).map((q) => ({ value: `withdraw:${q}`, label: withdrawLabel(state, power, q, map), verdict: accessWithdrawVerdict(state, power, q) })),
    ...[5, 10, 0].map((m) => ({ value: `timer:${m}`, label: m === 0 ? 'No time limit' : `Set the timer to ${m} minutes`, verdict: LEGAL })),
    pol.diplomacy.paused ? { value: 'resume', label: 'Resume the timer', verdict: LEGAL } : { value: 'pause', label: 'Pause the timer', verdict: LEGAL },
  ];
}

function openDiplomacy(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power,
    kind: 'political/diplomacy',
    step: 'political/diplomacy',
    rule: '4.1',
    prompt: 'Diplomacy: write private notes to other powers, grant or withdraw access, then say you are done.',
    // the answers (notes) are private: other seats see only that something was answered
    secret: true,
    select: 'one',
    group: null,
    options: diplomacyOptions(tx.state, power, tx.data.land),
  });
}

/** 4.1 Every active power talks at once; each says when it is done. */
export function beginDiplomacy(tx: Tx): void {
  // 10.5 the path of the markers gets a point for every month, moved or not
  const pol = politicalState(tx.state);
  const last = pol.statusHistory[pol.statusHistory.length - 1];
  if (!last || last.date.month !== tx.state.date.month || last.date.year !== tx.state.date.year)
    updatePolitical(tx, (p) => ({ statusHistory: [...p.statusHistory, { date: tx.state.date, positions: p.status }] }));
  for (const p of activePowers(tx.state)) openDiplomacy(tx, p);
}

/** The answer `value` is a note, a grant with conditions, or one of the options. */
export function checkDiplomacy(state: GameState, decision: PendingDecision, answer: DecisionAnswer): Verdict {
  const value = String(Array.isArray(answer) ? answer[0] : answer);
  const parts = value.split(':');
  if (parts[0] === 'note' || (parts[0] === 'grant' && parts.length > 2)) {
    const to = parts[1] ?? '';
    const text = parts.slice(2).join(':');
    if (!isMajorPower(to) || to === decision.power || !activePowers(state).includes(to)) return illegal('badNote', '4.1', `${to} is not another power in the game`);
    if (parts[0] === 'grant') return accessGrantVerdict(state, decision.power, to);
    if (text.trim().length === 0 || text.length > NOTE_LIMIT) return illegal('badNote', '4.1', `a note has 1 to ${NOTE_LIMIT} characters`);
    return LEGAL;
  }
  const o = decision.options.find((x) => x.value === value);
  return o ? o.verdict : illegal('illegalOption', '4.1', `${value} is not one of the options`);
}

/** Carries out one diplomacy order and, unless it was "end", asks again. */
export function applyDiplomacy(tx: Tx, power: MajorPower, value: string): void {
  const [kind, who = '', ...rest] = value.split(':');
  const other = who as MajorPower;
  if (kind === 'note') {
    const text = rest.join(':');
    updatePolitical(tx, (p) => ({ notes: [...p.notes, { from: power, to: other, date: tx.state.date, text }] }));
    emit(tx, { type: 'diplomaticNote', from: power, to: other, text, rule: '4.1' });
  } else if (kind === 'grant') {
    const conditions = rest.join(':');
    const entry = { grantor: power, grantee: other, kind: 'voluntary' as const, conditions, since: tx.state.date };
    patch(tx, { relations: { ...tx.state.relations, access: [...(tx.state.relations.access ?? []).filter((a) => !(a.grantor === power && a.grantee === other)), entry] } });
    emit(tx, { type: 'accessChanged', grantor: power, grantee: other, granted: true, kind: 'voluntary', conditions, rule: '10.3.1.2.2' });
  } else if (kind === 'withdraw') {
    withdrawAccess(tx, power, other); // 10.3.1.2.1 (steps/general/accessWithdrawn.ts)
  } else if (kind === 'timer' || kind === 'pause' || kind === 'resume') {
    const d = politicalState(tx.state).diplomacy;
    const next = kind === 'timer' ? { minutes: Number(who), paused: false } : { minutes: d.minutes, paused: kind === 'pause' };
    updatePolitical(tx, () => ({ diplomacy: next }));
    emit(tx, { type: 'diplomacyTimer', by: power, minutes: next.minutes, paused: next.paused, rule: '4.1' });
  }
  if (kind !== 'end') openDiplomacy(tx, power);
}

