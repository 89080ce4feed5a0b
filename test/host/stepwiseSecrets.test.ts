// 2.4.2 Secret steps answered one order at a time (8.5.3 expenditure: one factor or ship a
// command; 8.3 lending: one sum a command) open a new decision after every order. Other seats
// were told each answer ("Austria answered expenditure (secret)") and saw the decision's id
// change in their waiting list, so they could count Austria's purchases (the factors its corps
// grow by are its secret) and Britain's loans and gifts. Each test plays the step twice with a
// planted difference in the hidden orders and compares what France's seat reads.
import { describe, expect, it } from 'vitest';
import { redactEvent, viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';

/** What France reads of `power`'s `kind` answers while it plays: answered events and the ids its waiting list showed. */
function franceReads(
  orders: number,
  power: MajorPower,
  kind: string,
  order: (s: GameState) => string | undefined,
  edit: Parameters<typeof startEconomic>[0],
): { answered: number; ids: string[]; given: number } {
  let given = 0;
  const ids = new Set<string>();
  const s = playEconomic(
    startEconomic(edit),
    (d, now) => {
      for (const w of viewFor(now, 'france', { data: ECON_DATA }).waitingFor) if (w.power === power && w.kind === kind) ids.add(w.id);
      if (d.kind !== kind || d.power !== power || given >= orders) return undefined;
      const o = order(now);
      if (o === undefined || !d.options.some((x) => x.value === o && x.verdict.ok)) return undefined;
      given++;
      return o;
    },
    (x) => x.date.month === 4,
  );
  const answered = s.log.filter(
    (e) => e.type === 'decisionAnswered' && e.power === power && e.kind === kind && redactEvent(e, 'france', s.options) !== null,
  ).length;
  return { answered, ids: [...ids], given };
}

describe('2.4.2 a secret step answered order by order tells other seats nothing of how many orders', () => {
  it('8.5.3 sentinel: Austria buys 1 or 4 infantry factors; France reads the same', () => {
    const edit = (j: Parameters<NonNullable<Parameters<typeof startEconomic>[0]>>[0]) => {
      j.powers.austria!.money = 400;
      j.powers.austria!.manpower = 40;
    };
    const buy = () => 'buy:austria:infantry';
    const one = franceReads(1, 'austria', 'economic/expenditure', buy, edit);
    const four = franceReads(4, 'austria', 'economic/expenditure', buy, edit);
    expect([one.given, four.given]).toEqual([1, 4]);
    // before: 2 and 5 answers told, and 2 and 5 ids seen in the waiting list
    expect(four.answered).toBe(one.answered);
    expect(four.ids).toEqual(one.ids);
  });

  it('8.3 sentinel: Britain lends Austria once or three times; France reads the same', () => {
    const edit = (j: Parameters<NonNullable<Parameters<typeof startEconomic>[0]>>[0]) => {
      j.powers.britain!.money = 500;
    };
    const lend = () => 'loan:austria:5';
    const once = franceReads(1, 'britain', 'economic/lending', lend, edit);
    const thrice = franceReads(3, 'britain', 'economic/lending', lend, edit);
    expect([once.given, thrice.given]).toEqual([1, 3]);
    expect(thrice.answered).toBe(once.answered);
    expect(thrice.ids).toEqual(once.ids);
  });
});
