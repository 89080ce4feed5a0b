import { describe, expect, it } from 'vitest';
import { charts, DEFAULT_CHARTS, NAVAL_CHITS, parseCharts } from '.';

const chart = DEFAULT_CHARTS['tactical-naval'];

describe('Tactical Naval Combat Chart (v2.71 12.2.6, transcribed with the layout reconstructed)', () => {
  it('opt:12.2.6.1.2 every pair of chits has one cell; the chart is symmetric (a cell mirrors the one with the chits swapped)', () => {
    for (const a of NAVAL_CHITS)
      for (const d of NAVAL_CHITS) {
        const cell = charts.tacticalCell(a, d);
        const mirror = charts.tacticalCell(d, a);
        expect(cell.before.attacker, `${a}/${d}`).toEqual(mirror.before.defender);
        expect(cell.before.defender, `${a}/${d}`).toEqual(mirror.before.attacker);
        expect(cell.after?.attacker ?? null, `${a}/${d}`).toEqual(mirror.after?.defender ?? null);
      }
  });

  it('opt:12.2.6.1.4 cells read from the printed chart: melee/melee 1-1 4-2 5-2, linear attack/linear attack 2-2 3-2 4-2, linear defence/linear defence 1-1 2-1 3-1', () => {
    expect(charts.tacticalTables('melee', 'melee', 2, false)).toEqual({ attacker: '4-2', defender: '4-2' });
    expect(charts.tacticalTables('linearAttack', 'linearAttack', 3, false)).toEqual({ attacker: '4-2', defender: '4-2' });
    expect(charts.tacticalTables('linearDefence', 'linearDefence', 1, false)).toEqual({ attacker: '1-1', defender: '1-1' });
    // a linear defence against linear attack: the defensive side fires harder, the attacking side is harder to break
    expect(charts.tacticalTables('linearAttack', 'linearDefence', 3, false)).toEqual({ attacker: '3-3', defender: '4-2' });
  });

  it('opt:12.2.6.1.4.1 melee against a linear chit: the first set until the melee side closes, the second set after', () => {
    // Linear Defence attacker, Melee defender: the defender is shot at (1-1) until it closes, then fights on 4-4
    expect(charts.tacticalTables('linearDefence', 'melee', 2, false)).toEqual({ attacker: '4-2', defender: '1-1' });
    expect(charts.tacticalTables('linearDefence', 'melee', 2, true)).toEqual({ attacker: '1-1', defender: '4-4' });
    expect(charts.tacticalTables('melee', 'linearAttack', 3, true)).toEqual({ attacker: '4-4', defender: '2-1' });
    // the first round has no second-set table: closing is rolled after a round
    expect(charts.tacticalTables('melee', 'linearAttack', 1, true)).toEqual({ attacker: '1-1', defender: '2-1' });
  });

  it('opt:12.2.6.1.4.1 closing: 1-4 against linear attack, 1-3 against linear defence; melee against melee closes at once', () => {
    expect(charts.closes('linearAttack', 4)).toBe(true);
    expect(charts.closes('linearAttack', 5)).toBe(false);
    expect(charts.closes('linearDefence', 3)).toBe(true);
    expect(charts.closes('linearDefence', 4)).toBe(false);
    expect(charts.closes('melee', 6)).toBe(true);
    expect(chart.closing.nelsonMaxModifier).toBe(2);
  });

  it('opt:12.2.6.1.5 five die-roll modifiers: +1 British aggressive, +1 French defensive, +1 twice as many, -1 half as many, -1 per fleet after the second', () => {
    expect(chart.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['britishAggressive', 1], ['frenchDefensive', 1], ['twiceAsMany', 1], ['halfAsMany', -1], ['fleetAfterSecond', -1],
    ]);
  });

  it('opt:12.2.6.2 / opt:12.2.6.3.2 blockade battles and port raids use the fixed tables of the rule text', () => {
    expect(chart.blockade).toEqual({ blockading: ['5-2', '5-2', '5-2'], running: ['5-1', '5-1', '5-1'] });
    expect(chart.portRaid).toEqual({ harbour: '5-2', attacking: ['5-2', '5-2', '5-2'], defending: ['1-1', '2-1', '3-1'] });
  });

  it('notes every cell whose reading was uncertain, and says the layout was reconstructed', () => {
    expect(chart.provenance.kind).toBe('transcribed');
    expect(chart.provenance.note).toMatch(/layout reconstructed/);
    expect(chart.cells.filter((c) => c.uncertain !== null).length).toBe(4);
  });

  it('the validator refuses a pack missing a cell or with a second set where neither side is melee', () => {
    const broken = structuredClone(chart) as { cells: unknown[] };
    broken.cells = broken.cells.slice(1);
    const r = parseCharts({ 'tactical-naval.json': broken }, DEFAULT_CHARTS);
    expect(r.ok).toBe(false);
    const wrong = structuredClone(chart) as { cells: { after: unknown }[] };
    wrong.cells[4]!.after = { attacker: [null, '1-1', '1-1'], defender: [null, '1-1', '1-1'] };
    expect(parseCharts({ 'tactical-naval.json': wrong }, DEFAULT_CHARTS).ok).toBe(false);
  });
});

describe('General Chase Chart (v2.71 12.2.6.1.7)', () => {
  it('opt:12.2.6.1.7 the victor\'s morale loss picks the table: 0.0-0.5 → 5-1 … 3.6+ → 1-1', () => {
    expect(charts.chaseTable(0)).toBe('5-1');
    expect(charts.chaseTable(0.5)).toBe('5-1');
    expect(charts.chaseTable(0.6)).toBe('4-1');
    expect(charts.chaseTable(1.5)).toBe('4-1');
    expect(charts.chaseTable(2.0)).toBe('3-1');
    expect(charts.chaseTable(3.5)).toBe('2-1');
    expect(charts.chaseTable(3.6)).toBe('1-1');
    expect(charts.chaseTable(9)).toBe('1-1');
  });
});
