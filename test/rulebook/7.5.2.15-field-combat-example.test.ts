import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

// 7.5.2.15: Turkey (assault, 50 factors, morale 2.3) attacks Russia (cordon, 37 factors, morale 3.0).
describe('7.5.2.15 field combat example', () => {
  const cell = charts.opsCell('assault', 'cordon');

  it('7.5.2.15 step seven: assault vs cordon puts Turkey on 4-1 then 4-3, Russia on 2-1 twice', () => {
    expect(cell.attackerTables.slice(0, 2)).toEqual(['4-1', '4-3']);
    expect(cell.defenderTables.slice(0, 2)).toEqual(['2-1', '2-1']);
  });

  it('7.5.2.15 step nine, round one: Turkey rolls 4 (10%, 1.0 morale) and takes 5 of 50; Russia rolls 3 (5%, 0.2) and takes 2 of 37', () => {
    expect(charts.combatResult('4-1', 4)).toEqual({ lossPercent: 10, moraleLoss: 1.0 });
    expect(charts.casualtyFactors(10, 50)).toBe(5);
    expect(charts.combatResult('2-1', 3)).toEqual({ lossPercent: 5, moraleLoss: 0.2 });
    expect(charts.casualtyFactors(5, 37)).toBe(2);
  });

  it('7.5.2.15 step nine, round two: 15% of 48 Turks = 7, 2.0 morale; 5% of 32 Russians = 2, 0.5 morale', () => {
    expect(charts.combatResult('4-3', 4)).toEqual({ lossPercent: 15, moraleLoss: 2.0 });
    expect(charts.casualtyFactors(15, 48)).toBe(7);
    expect(charts.combatResult('2-1', 4)).toEqual({ lossPercent: 5, moraleLoss: 0.5 });
    expect(charts.casualtyFactors(5, 32)).toBe(2);
  });

  it('7.5.2.15 Russia breaks: 1.0 + 2.0 reaches its final morale of 3.0; Turkey has lost 0.7', () => {
    const russianLoss = charts.combatResult('4-1', 4).moraleLoss + charts.combatResult('4-3', 4).moraleLoss;
    const turkishLoss = charts.combatResult('2-1', 3).moraleLoss + charts.combatResult('2-1', 4).moraleLoss;
    expect(russianLoss).toBeCloseTo(3.0, 5);
    expect(turkishLoss).toBeCloseTo(0.7, 5);
  });

  it('7.5.2.15 step nine: equal tactical ratings of 2 give no commander modifiers', () => {
    expect(charts.commanderModifiers(2, 2)).toEqual({ attacker: 0, defender: 0 });
  });

  it('7.5.2.15 step ten: pursuit after 2 rounds with 0.7 victor loss is class 5; die 5 gives 60% of 18 cavalry = 11', () => {
    expect(charts.pursuitClass(0.7, 2)).toBe(5);
    expect(charts.pursuitResult(5, 5)).toBe(60);
    expect(charts.casualtyFactors(60, 18)).toBe(11);
  });

  it('7.5.2.15 step ten: 4 Russian corps defeated, so Turkey gains 2 political points and Russia loses 2', () => {
    expect(charts.politicalPoints('field-combat', 4)).toBe(2);
  });
});
