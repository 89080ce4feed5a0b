import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import { charts } from '../../shared/data/charts';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';

describe('8.5.3 purchase examples', () => {
  it('8.5.3 an infantry factor costs three money and two manpower', () => {
    expect(charts.purchaseCost('infantry')).toMatchObject({ money: 3, manpower: 2 });
  });
  it('8.5.3.5 infantry bought in March arrives in June: three months', () => {
    expect(charts.purchaseCost('infantry')?.months).toBe(3);
  });

  it('8.5.3 / 8.5.3.5 played: an infantry factor bought in the March 1806 Expenditure Step costs $3 and 2 manpower and is placed in the June 1806 Reinforcement Phase', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    const before = s.powers.prussia;
    const d = pendingDecisions(s).find((x) => x.power === 'prussia' && x.kind === 'economic/expenditure')!;
    const r = applyCommand(s, commandFor(d, 'buy:prussia:infantry'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect([before.money - s.powers.prussia.money, before.manpower - s.powers.prussia.manpower]).toEqual([3, 2]);
    // the June 1806 Army Reinforcement Step offers it to Prussia's corps
    s = playEconomic(s, undefined, (x) => x.date.month === 6 && x.cursor.step === 'reinforcement/army' && x.cursor.phasing[0] === 'prussia');
    expect(s.turn.reinforcementPool?.filter((p) => p.power === 'prussia').map((p) => p.factors)).toEqual([{ infantry: 1 }]);
    const order = pendingDecisions(s).find((x) => x.power === 'prussia')!.options.find((o) => String(o.value).startsWith('factor:0:infantry:'));
    expect(order?.verdict).toEqual({ ok: true });
  });
});
