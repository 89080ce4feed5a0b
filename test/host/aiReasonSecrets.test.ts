// 2.4.2 The AI's reasons in the log (issue 21): the whole line goes to its own power's seat, a
// public head to the others (engine/view.ts redactEvent). A head said only when the AI's own
// hidden strength is on one side of a line tells every other seat where that strength stands, so
// what another seat receives of a reason must not depend on strengths it cannot see. Each test
// plants the difference in an Austrian corps' factors (hidden from France) and compares what
// France's machine would receive of the reason (the host logs it with withAiNote).
import { describe, expect, it } from 'vitest';
import { redactEvent, viewFor } from '../../shared/engine';
import { aiAnswer, seenBy, withAiNote } from '../../shared/engine/ai';
import type { AiChoice } from '../../shared/engine/ai/explain';
import { explainMove } from '../../shared/engine/ai/explain';
import type { Score } from '../../shared/engine/ai/evaluate';
import { seededRng } from '../../shared/engine/auto';
import { armyFactors } from '../../shared/rules/victory';
import type { AreaId, Corps, GameState, PendingDecision } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { DATA, LAND } from '../engine/landSetup';
import { LINZ_AREA, austriaDownTo, counter, linzHeldBy, start } from '../engine/ai1805Setup';

/** What France's seat receives of Austria's reason: the redacted log entry, or nothing. */
function franceReads(s: GameState, why: AiChoice['why']): unknown {
  if (!why) return null;
  return redactEvent(withAiNote(s, 'austria', 'strong', why).event, 'france', s.options);
}

/** `s` with one Austrian corps `plus` infantry factors stronger: a change France cannot see. */
function stronger(s: GameState, id: string, plus: number): GameState {
  return {
    ...s,
    corps: s.corps.map((c): Corps => (c.id === id ? { ...c, factors: { ...c.factors, infantry: (c.factors.infantry ?? 0) + plus } } : c)),
  };
}

/** France's view of the corps (the hidden ones by counter only): the same in both states, so France cannot tell them apart. */
const franceCorps = (s: GameState) => JSON.stringify(viewFor(s, 'france', { data: DATA }).corps);

const at = (s: GameState, ids: readonly string[], area: AreaId): GameState => ({
  ...s,
  corps: s.corps.map((c) => (ids.includes(c.id) ? { ...c, location: { kind: 'area', area } } : c)),
});

const decision = (kind: string, options: string[]) =>
  ({
    id: 'd1',
    power: 'austria',
    kind,
    select: 'one',
    prompt: '',
    options: options.map((value) => ({ value, label: '', verdict: LEGAL })),
  }) as unknown as PendingDecision;

describe('2.4.2 the AI reasons other seats read say nothing of hidden strengths', () => {
  it('7.5.4.1 sentinel: Austria 12 or 32 factors above its army line of 64 before Munich; France reads the same of its siege reason (nothing)', () => {
    const near = austriaDownTo(linzHeldBy(start(12), { nationality: 'france', infantry: 1 }), 76);
    const some = near.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area')!;
    const far = stronger(near, some.id, 20);
    expect(franceCorps(far)).toBe(franceCorps(near));
    expect(armyFactors(far, 'austria') - armyFactors(near, 'austria')).toBe(20);
    const d = decision('land/siege', ['end', 'assault:326:munich']);
    const nearWhy = aiAnswer({ ...near, pending: [d] }, d, 'strong', seededRng(1), DATA).why;
    const farWhy = aiAnswer({ ...far, pending: [d] }, d, 'strong', seededRng(1), DATA).why;
    // Austria's own seat keeps the whole line (the AI's reason is its own knowledge)
    expect(nearWhy?.text).toMatch(/^Austria does not assault Munich: its army must stay above 64/);
    // France: before the fix "Austria does not assault Munich" near the line and nothing far from it
    expect(franceReads(near, nearWhy)).toEqual(franceReads(far, farWhy));
    expect(franceReads(near, nearWhy)).toBeNull();
  });

  it('7.5 sentinel: the movement veto of the army line ("holds its army back") is said to Austria only', () => {
    const next = '326' as AreaId;
    const s = at(at(austriaDownTo(start(12), 76, ['austria-v']), ['austria-v'], LINZ_AREA), ['france-iv'], next);
    const j = counter(s, 'austria-v');
    const d = decision('land/movement', [`move:${j}:${next}`, 'end']);
    const c = aiAnswer({ ...s, pending: [d] }, d, 'strong', seededRng(1), DATA);
    expect(c.answer).toBe('end');
    expect(c.why?.text).toMatch(/army must stay above 64 factors \(now \d+\)/);
    expect(franceReads(s, c.why)).toBeNull();
    expect(redactEvent(withAiNote(s, 'austria', 'strong', c.why!).event, 'austria', s.options)).not.toBeNull();
  });

  it('sentinel: a corps next to the enemy reads the same to France whether it is weaker or stronger than them ("falls back" was said only when weaker)', () => {
    // Austria's V Corps at Linz, France's IV Corps next to it in Munich's area
    const base = at(at(start(12), ['austria-v'], LINZ_AREA), ['france-iv'], '326' as AreaId);
    const v = base.corps.find((c) => c.id === 'austria-v')!;
    const weak: GameState = { ...base, corps: base.corps.map((c) => (c.id === v.id ? { ...c, factors: { infantry: 2 } } : c)) };
    const strong = stronger(weak, v.id, 40);
    expect(franceCorps(strong)).toBe(franceCorps(weak));
    const zero: Score = { objective: 0, hold: 0, march: 0, concentrate: 0, battle: 0, exposed: 0, supply: 0, total: 0 };
    const to = LAND.edges(LINZ_AREA).find((e) => e.to !== '326')!.to;
    const why = (s: GameState) =>
      explainMove(seenBy(s, 'austria'), 'austria', LAND, v.counter, to, zero, { ...zero, exposed: 5, total: 5 }, DATA);
    expect(why(weak)?.text).toMatch(/falls back/);
    expect(why(strong)?.text).not.toMatch(/falls back/);
    expect(franceReads(weak, why(weak))).toEqual(franceReads(strong, why(strong)));
  });
});
