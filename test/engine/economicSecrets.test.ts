// 2.4.2 / 8.0 Money is private: sentinels planted in a treasury, a loan, a formal debt and an
// economic manipulation setting never reach a seat that is not party to them, in views or logs.
import { describe, expect, it } from 'vitest';
import { redactEvent, viewFor } from '../../shared/engine';
import type { Viewer } from '../../shared/engine';
import { MAJOR_POWERS } from '../../shared/model';
import type { GameState } from '../../shared/model';
import { playEconomic, startEconomic } from './economicSetup';

const MONEY = 9871; // France's treasury
const DEBT = 4243; // Austria's formal debt to Spain, a phase
const LOAN = 25; // Britain's loan to Austria, then...
const VIEWERS: Viewer[] = [...MAJOR_POWERS, 'spectator'];

function sentinelYear(options: Record<string, unknown> = {}): GameState {
  let s = startEconomic((j) => {
    j.powers.france!.money = MONEY;
    j.economy.debts = [{ debtor: 'austria', creditor: 'spain', term: 'B.3', amount: DEBT, phases: 1 }];
    j.powers.austria!.money = 5000;
  }, { options: { rules: { economicManipulation: true }, ...options } });
  s = playEconomic(s, (d, now) => {
    if (d.kind === 'economic/lending' && d.power === 'britain' && !now.economy?.loans.length) return `loan:austria:${LOAN}`;
    if (d.kind === 'economic/manipulation' && d.power === 'russia') return 'minus3';
    return undefined;
  }, (x) => x.date.month === 4);
  return s;
}

const text = (s: GameState, v: Viewer) => JSON.stringify({ view: viewFor(s, v), log: s.log.map((e) => redactEvent(e, v, s.options)).filter((e) => e !== null) });

describe('2.4.2 the Economic Phase keeps money private', () => {
  const s = sentinelYear();

  it('a treasury and its worksheet reach only their power', () => {
    expect(s.economy!.current!.worksheets.some((w) => w.power === 'france' && w.lines.some((l) => l.money === MONEY - 8))).toBe(true);
    expect(text(s, 'france')).toContain(`"money":${MONEY - 8}`);
    for (const v of VIEWERS.filter((x) => x !== 'france')) {
      const t = text(s, v);
      expect(t, v).not.toContain(String(MONEY - 8));
      expect(viewFor(s, v).economy!.current!.worksheets.every((w) => v !== 'spectator' && w.power === v), v).toBe(true);
    }
  });

  it('8.3 / 8.5.2 loans and formal debts show only to the two powers concerned', () => {
    for (const v of VIEWERS) {
      const e = viewFor(s, v).economy!;
      const party = (...ps: string[]) => ps.includes(v);
      expect(e.loans.length > 0, `loans seen by ${v}`).toBe(party('britain', 'austria'));
      expect(s.log.some((x) => x.type === 'moneyTransferred' && x.kind === 'loan' && redactEvent(x, v, s.options) !== null), v).toBe(party('britain', 'austria'));
      expect(text(s, v).includes(String(DEBT)), `debt seen by ${v}`).toBe(party('austria', 'spain'));
    }
  });

  it('12.5 an economic manipulation setting stays its power\'s own', () => {
    for (const v of VIEWERS) expect(JSON.stringify(viewFor(s, v).economy!.manipulation).includes('minus3'), v).toBe(v === 'russia');
    const answered = s.log.filter((e) => e.type === 'decisionAnswered' && e.kind === 'economic/manipulation' && e.power === 'russia');
    for (const v of VIEWERS.filter((x) => x !== 'russia')) for (const e of answered) expect(JSON.stringify(redactEvent(e, v, s.options)), v).not.toContain('minus3');
  });

  it('8.0 victory points and the status history are public', () => {
    for (const v of VIEWERS) expect(viewFor(s, v).economy!.history.at(-1)!.victoryPoints.france).toBe(9);
  });

  it('the check can fail: with open treasuries every seat sees the sentinel', () => {
    const open = sentinelYear({});
    const opened = { ...open, options: { ...open.options, openTreasuries: true } };
    expect(text(opened, 'britain')).toContain(String(MONEY - 8));
  });
});

describe('8.3 / 2.4.2 a loan\'s id counts nothing', () => {
  it('8.3 in a game with keyed ids a loan is named by an opaque tag only: no count of the loans other powers made', () => {
    let s = startEconomic((j) => {
      j.powers.britain!.money = 500;
    }, { seed: { seed: 'ab'.repeat(32), salt: 'cd'.repeat(16) } });
    expect(s.decisionIds).toBe('keyed');
    let lent = 0;
    s = playEconomic(s, (d) => (d.kind === 'economic/lending' && d.power === 'britain' && lent++ < 2 ? `loan:austria:${LOAN}` : undefined), (x) => (x.economy?.loans.length ?? 0) >= 2 || x.date.month === 4);
    const ids = s.economy!.loans.map((l) => l.id);
    expect(ids).toHaveLength(2);
    // before: "loan-<tag>-1", "loan-<tag>-2": the count of every loan in the game, others' too
    for (const id of ids) expect(id).toMatch(/^loan-[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(2);
  });
});
