import { describe, expect, it } from 'vitest';
import { operations } from './operations';
import { printedTable, roundTable } from './tables';

const echelon = operations('echelon', 'counterattack', false, 1).cell;

describe('7.5.2.7 combat tables per round', () => {
  it('7.5.2.7 the printed tables of echelon v counterattack, round by round', () => {
    expect([1, 2, 3].map((r) => printedTable(echelon, 'attacker', r as 1 | 2 | 3, false))).toEqual(['1-2', '3-4', '2-4']);
    expect([1, 2, 3].map((r) => printedTable(echelon, 'defender', r as 1 | 2 | 3, false))).toEqual(['3-1', '4-1', '2-1']);
  });

  it('7.5.2.7.3.1 forest lowers both casualty levels; never below 1', () => {
    expect(roundTable(echelon, 'attacker', 2, false, 'forest').table).toBe('2-4');
    expect(roundTable(echelon, 'attacker', 1, false, 'forest').table).toBe('1-2');
  });

  it('7.5.2.7.3.2 mountain lowers the attacker casualty level only', () => {
    expect(roundTable(echelon, 'attacker', 2, false, 'mountain').table).toBe('2-4');
    expect(roundTable(echelon, 'defender', 2, false, 'mountain').table).toBe('4-1');
  });

  it('7.5.2.7.3.3-4 desert raises morale levels; marsh does both, never above 5', () => {
    expect(roundTable(echelon, 'defender', 2, false, 'desert').table).toBe('4-2');
    expect(roundTable(echelon, 'defender', 2, false, 'marsh').table).toBe('3-2');
    const m = roundTable(operations('escalated-assault', 'outflank', false, 1).cell, 'defender', 2, true, 'desert');
    expect(m.printed).toBe('5-4');
    expect(m.table).toBe('5-5');
  });

  it('7.5.2.7.3 the shifts add up (marsh and a committed guard) and each level stays within 1-5', () => {
    // echelon v counterattack, attacker round 1 prints 1-2: marsh takes the casualty level to 0, read as 1
    const low = roundTable(echelon, 'attacker', 1, false, 'marsh');
    expect(low.table).toBe('1-3');
    expect(low.casualty.map((m) => m.rule)).toEqual(['7.5.2.7.3.4']);
    // the defender's round 2 prints 4-1: marsh gives 3-2, a +2 guard on top 3-4
    const both = roundTable(echelon, 'defender', 2, false, 'marsh', 2);
    expect(both.table).toBe('3-4');
    expect(both.morale.map((m) => m.value)).toEqual([1, 2]);
    // attacker round 2 prints 3-4: marsh and a +2 guard would make the morale level 7, kept at 5
    expect(roundTable(echelon, 'attacker', 2, false, 'marsh', 2).table).toBe('2-5');
  });

  it('12.3.4.2 a committed guard raises the morale level by its shift, kept within 5', () => {
    expect(roundTable(echelon, 'defender', 1, false, 'clear', 2).table).toBe('3-3');
    expect(roundTable(echelon, 'attacker', 2, false, 'clear', 2).table).toBe('3-5');
  });

  it('7.5.2.7.2 after arrival the 2nd set applies from round 2; round 1 stays on the 1st', () => {
    const cell = operations('outflank', 'counterattack', false, 1).cell;
    expect(printedTable(cell, 'attacker', 1, true)).toBe('2-1');
    expect(printedTable(cell, 'attacker', 3, true)).toBe('4-4');
    expect(printedTable(cell, 'defender', 3, false)).toBe('3-3');
  });

  it('7.5.2.5 probe v withdraw prints no table at all', () => {
    const cell = operations('probe', 'withdraw', false, 1).cell;
    expect(roundTable(cell, 'attacker', 1, false, 'clear').table).toBeNull();
  });
});
