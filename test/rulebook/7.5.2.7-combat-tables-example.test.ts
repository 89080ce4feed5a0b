import { describe, expect, it } from 'vitest';
import { charts, combatTableId } from '../../shared/data/charts';

describe('7.5.2.7 combat tables examples', () => {
  it('7.5.2.7 echelon vs counterattack: attacker 1-2, 3-4, 2-4; defender 3-1, 4-1, 2-1', () => {
    const cell = charts.opsCell('echelon', 'counterattack');
    expect(cell.attackerTables).toEqual(['1-2', '3-4', '2-4']);
    expect(cell.defenderTables).toEqual(['3-1', '4-1', '2-1']);
  });

  it('7.5.2.7 outflank vs counterattack: pinning force on 2-1 first, 4-4 once the outflankers arrive; defender 2-3 then 3-1', () => {
    const cell = charts.opsCell('outflank', 'counterattack');
    expect(cell.attackerTables[0]).toBe('2-1');
    expect(cell.defenderTables[0]).toBe('2-3');
    expect(cell.afterOutflank?.attackerTables[0]).toBe('4-4');
    expect(cell.afterOutflank?.defenderTables[0]).toBe('3-1');
  });

  it('7.5.2.7 terrain shifts stay within 1-5 (forest 2-2 becomes 1-2; marsh 2-2 becomes 1-3)', () => {
    expect(combatTableId(2 - 1, 2)).toBe('1-2');
    expect(combatTableId(2 - 1, 2 + 1)).toBe('1-3');
    expect(combatTableId(1 - 1, 5 + 1)).toBe('1-5');
  });

  it('7.5.2.7 the river section of escalated assault vs cordon opens on 5-1 (errata)', () => {
    expect(charts.opsCell('escalated-assault', 'cordon', 'river').attackerTables[0]).toBe('5-1');
  });
});
