import { describe, expect, it } from 'vitest';
import {
  ATTACKER_CHITS,
  charts,
  COMBAT_TABLE_IDS,
  DEFAULT_CHARTS,
  DEFENDER_CHITS,
  parseCombatTableId,
} from '.';

const crc = DEFAULT_CHARTS['combat-resolution'];

describe('Combat Resolution Chart', () => {
  it('has 25 tables of 8 columns with losses 0-25% and morale losses 0-5', () => {
    expect(Object.keys(crc.tables)).toHaveLength(25);
    for (const id of COMBAT_TABLE_IDS)
      for (const c of crc.tables[id]) {
        expect(c.loss).toBeGreaterThanOrEqual(0);
        expect(c.loss).toBeLessThanOrEqual(25);
        expect(c.morale).toBeLessThanOrEqual(5);
      }
  });

  it('never gets worse for the firer with a higher die', () => {
    for (const id of COMBAT_TABLE_IDS) {
      const t = crc.tables[id];
      for (let d = 1; d < t.length; d++) {
        expect(t[d]!.loss, `${id} die ${d}`).toBeGreaterThanOrEqual(t[d - 1]!.loss);
        expect(t[d]!.morale, `${id} die ${d}`).toBeGreaterThanOrEqual(t[d - 1]!.morale);
      }
    }
  });

  it('7.5.2.7 table 1-5 is the mildest in losses, 5-5 the harshest at die 7', () => {
    expect(charts.combatResult('5-5', 7)).toEqual({ lossPercent: 25, moraleLoss: 5 });
    expect(charts.combatResult('1-1', 0)).toEqual({ lossPercent: 0, moraleLoss: 0 });
    expect(parseCombatTableId('1-5')).toEqual({ casualty: 1, morale: 5 });
  });

  it('clamps modified rolls to 0-7', () => {
    expect(charts.combatResult('3-3', 9)).toEqual(charts.combatResult('3-3', 7));
    expect(charts.combatResult('3-3', -2)).toEqual(charts.combatResult('3-3', 0));
  });
});

describe('Operational Possibilities Chart', () => {
  const ops = DEFAULT_CHARTS['operational-possibilities'];

  it('has all 30 pairings plus river variants for assault, escalated assault, echelon and probe vs cordon', () => {
    for (const a of ATTACKER_CHITS) for (const d of DEFENDER_CHITS) expect(charts.opsCell(a, d).variant).toBe('normal');
    const river = ops.pairings.filter((p) => p.variant === 'river').map((p) => p.attacker);
    expect(river.sort()).toEqual(['assault', 'echelon', 'escalated-assault', 'probe']);
    expect(ops.pairings).toHaveLength(34);
  });

  it('7.5.2.7 outflank has no river section, so the normal cell applies', () => {
    expect(charts.opsCell('outflank', 'cordon', 'river')).toBe(charts.opsCell('outflank', 'cordon'));
  });

  it('records the three disagreeing cells with the reading chosen', () => {
    const resolved = ops.pairings.flatMap((p) => (p.resolved ?? []).map((r) => ({ p, r })));
    expect(resolved).toHaveLength(3);
    for (const { p, r } of resolved) {
      const tables = r.side === 'attacker' ? p.attackerTables : p.defenderTables;
      expect(tables[r.round - 1]).toBe(r.chosen);
      expect(Object.values(r.readings)).toContain(r.chosen);
    }
    expect(charts.opsCell('escalated-assault', 'outflank').attackerTables[2]).toBe('4-3');
    expect(charts.opsCell('outflank', 'escalated-counterattack').defenderTables[2]).toBe('4-3');
    expect(charts.opsCell('probe', 'counterattack').defenderTables[2]).toBe('4-2');
  });

  it('escalating a chit raises the casualty level against the same opposing chit (the rule used to resolve the disputed cells)', () => {
    const pairs = [
      ['assault', 'escalated-assault'],
    ] as const;
    for (const [plain, escalated] of pairs)
      for (const d of ['outflank', 'cordon', 'withdraw'] as const) {
        const a = charts.opsCell(plain, d).attackerTables;
        const b = charts.opsCell(escalated, d).attackerTables;
        a.forEach((t, i) => {
          if (!t) return;
          const x = parseCombatTableId(t);
          const y = parseCombatTableId(b[i]!);
          expect(y.casualty, `${escalated} vs ${d} round ${i + 1}`).toBe(Math.min(5, x.casualty + 1));
          expect(y.morale).toBe(x.morale);
        });
      }
  });

  it('7.5.2.5 probe against withdraw means no combat; withdraw notes are structured', () => {
    const c = charts.opsCell('probe', 'withdraw');
    expect(c.attackerTables).toEqual([null, null, null]);
    expect(c.modifiers).toContainEqual({ kind: 'automaticWithdrawal' });
    expect(charts.opsCell('echelon', 'withdraw').modifiers).toContainEqual({ kind: 'withdrawal', value: 1 });
    expect(charts.opsCell('assault', 'defend').modifiers).toContainEqual({ kind: 'commanderChartNotUsed' });
    expect(charts.opsCell('assault', 'defend').modifiers).toContainEqual({ kind: 'finalMorale', side: 'defender', commander: 'russia', value: 1 });
  });

  it('7.5.2.5 withdraw vs outflank: no rounds 2-3 unless the outflankers arrive', () => {
    const c = charts.opsCell('outflank', 'withdraw');
    expect(c.attackerTables.slice(1)).toEqual([null, null]);
    expect(c.afterOutflank?.attackerTables).toEqual(['3-4', '3-4']);
  });
});

describe('Casualty Percentage Table', () => {
  const cas = DEFAULT_CHARTS['casualty-percentage'];
  it('rows never decrease with more factors, and higher percentages never lose fewer', () => {
    const keys = Object.keys(cas.rows).map(Number).sort((a, b) => a - b);
    for (const k of keys) {
      const row = cas.rows[String(k)]!;
      for (let i = 1; i < row.length; i++) expect(row[i]).toBeGreaterThanOrEqual(row[i - 1]!);
    }
    for (let j = 1; j < keys.length; j++)
      cas.rows[String(keys[j])]!.forEach((v, i) => expect(v).toBeGreaterThanOrEqual(cas.rows[String(keys[j - 1])]![i]!));
  });

  it('each cell is within one factor of the exact percentage', () => {
    for (const [pct, row] of Object.entries(cas.rows))
      row.forEach((v, i) => expect(Math.abs(v - (Number(pct) * (i + 1)) / 100), `${pct}% of ${i + 1}`).toBeLessThanOrEqual(1));
  });

  it('reads strengths above 20 in blocks of 20', () => {
    expect(charts.casualtyFactors(10, 45)).toBe(2 + 2 + 1); // 20 + 20 + 5
    expect(charts.casualtyFactors(0, 45)).toBe(0);
    expect(charts.casualtyFactors(120, 20)).toBe(24);
  });
});

describe('Commander Chart and Guard Commitment Table', () => {
  it('commander modifiers are -1, 0 or +1 and a better attacker never does worse', () => {
    for (let d = 0; d <= 5; d++)
      for (let a = 1; a <= 5; a++)
        expect(charts.commanderModifiers(a, d).attacker).toBeGreaterThanOrEqual(charts.commanderModifiers(a - 1, d).attacker);
  });

  it('12.3.4 a +2 commitment never costs fewer guard factors than +1', () => {
    for (let die = 1; die <= 6; die++) expect(charts.guardLosses(2, die)).toBeGreaterThanOrEqual(charts.guardLosses(1, die));
    expect(charts.guardLosses(1, 1)).toBe(0);
  });
});
