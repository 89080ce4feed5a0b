import { describe, expect, it } from 'vitest';
import { attackerChitOptions, canOutflank, checkDivision, defenderChitOptions, outflankingSide } from './chits';
import { testForce, testLeader, testUnit } from './testing';
import type { CombatUnit } from './types';

const lead = testLeader('l', 'france', 3, 3);
const inf = (id: string) => testUnit(id, 'france', { infantry: 8 });
const art: CombatUnit = testUnit('art', 'france', { artillery: 6 });

describe('7.5.2.1 chit sets', () => {
  it('7.5.2.1 outflank needs two non-artillery corps and a leader', () => {
    expect(canOutflank(testForce([inf('a'), inf('b')], lead)).ok).toBe(true);
    expect(canOutflank(testForce([inf('a')], lead))).toMatchObject({ ok: false, rule: '7.5.2.1' });
    expect(canOutflank(testForce([inf('a'), art], lead))).toMatchObject({ ok: false, rule: '7.5.2.1' });
    expect(canOutflank(testForce([inf('a'), inf('b')]))).toMatchObject({ ok: false, detail: 'outflanking needs a leader with the force' });
  });

  it('7.5.2.1 the attacker has five chits and the defender six; only outflank can be refused', () => {
    const small = testForce([inf('a')], lead);
    const a = attackerChitOptions(small);
    const d = defenderChitOptions(small);
    expect(a.map((o) => o.chit)).toEqual(['outflank', 'assault', 'escalated-assault', 'echelon', 'probe']);
    expect(d).toHaveLength(6);
    expect(a.filter((o) => !o.verdict.ok).map((o) => o.chit)).toEqual(['outflank']);
    expect(d.filter((o) => !o.verdict.ok).map((o) => o.chit)).toEqual(['outflank']);
  });
});

describe('7.5.2.2 outflank announcement', () => {
  it('7.5.2.2 nobody divides when both or neither outflank, or an outflanking attacker meets a cordon', () => {
    expect(outflankingSide('outflank', 'outflank')).toBeNull();
    expect(outflankingSide('assault', 'cordon')).toBeNull();
    expect(outflankingSide('outflank', 'cordon')).toBeNull();
    expect(outflankingSide('outflank', 'defend')).toBe('attacker');
    expect(outflankingSide('probe', 'outflank')).toBe('defender');
  });
});

describe('7.5.2.3 dividing an outflanking force', () => {
  const cossack: CombatUnit = { id: 'cos', kind: 'irregular', power: 'russia', nationality: 'russia', factors: { cossack: 1 } };
  const garrison: CombatUnit = { id: 'gar', kind: 'garrison', power: 'france', nationality: 'france', factors: { infantry: 2 } };
  const force = testForce([inf('a'), inf('b'), art, garrison], lead);

  it('7.5.2.3.1-2 a legal division: one corps round the flank, the rest pin', () => {
    expect(checkDivision(force, 'attacker', ['b']).ok).toBe(true);
  });
  it('7.5.2.3.1 the pinning force keeps a non-artillery corps, the garrison and the artillery', () => {
    expect(checkDivision(force, 'attacker', ['a', 'b'])).toMatchObject({ ok: false, rule: '7.5.2.3.1' });
    expect(checkDivision(force, 'attacker', ['b', 'gar'])).toMatchObject({ ok: false, rule: '7.5.2.3.1' });
    expect(checkDivision(force, 'attacker', ['b', 'art'])).toMatchObject({ ok: false, rule: '7.5.2.3.1' });
  });
  it('7.5.2.3.2 a corps must outflank, and every cossack goes with it', () => {
    const withCossack = testForce([inf('a'), inf('b'), cossack], lead);
    expect(checkDivision(withCossack, 'defender', ['cos'])).toMatchObject({ ok: false, rule: '7.5.2.3.2' });
    expect(checkDivision(withCossack, 'defender', ['b'])).toMatchObject({ ok: false, rule: '7.5.2.3.2' });
    expect(checkDivision(withCossack, 'defender', ['b', 'cos']).ok).toBe(true);
  });
  it('7.5.2.3 unknown units are refused', () => {
    expect(checkDivision(force, 'attacker', ['zz'])).toMatchObject({ ok: false, code: 'illegalOption' });
  });
});
