import { describe, expect, it } from 'vitest';
import { odds, oddsTable } from './odds';
import { prepareDay, resolveRound } from './resolve';
import { testContext, testForce, testLeader, testUnit } from './testing';

const ctx = testContext(
  testForce([testUnit('a', 'france', { infantry: 20, cavalry: 4 })], testLeader('fr', 'france', 3, 3)),
  testForce([testUnit('d', 'austria', { infantry: 12, militia: 6 })], testLeader('au', 'austria', 3, 2)),
);

describe('odds preview of one round (issue 6)', () => {
  const o = odds(ctx, 'escalated-assault', 'counterattack');
  if (!o.ok) throw new Error(o.detail);

  it('7.5.2.9 one cell per die pair, and the outcome chances add up to 1', () => {
    expect(o.value.cells).toHaveLength(36);
    const go = o.value.cells.filter((c) => c.outcome === 'continue').length / 36;
    const elim = o.value.cells.filter((c) => c.outcome === 'bothEliminated').length / 36;
    expect(o.value.victory.attacker + o.value.victory.defender + o.value.bothBreak + go + elim).toBeCloseTo(1, 10);
  });

  it('7.5.2.9 each cell is what resolveRound gives for those dice', () => {
    const p = prepareDay(ctx, { attacker: 'escalated-assault', defender: 'counterattack' });
    if (!p.ok) throw new Error('refused');
    for (const c of [o.value.cells[0], o.value.cells[17], o.value.cells[35]]) {
      if (!c) throw new Error('missing cell');
      const r = resolveRound(ctx, p.value.state, { attacker: c.attackerDie, defender: c.defenderDie });
      if (!r.ok) throw new Error('refused');
      expect(c.moraleLoss.defender).toBe(r.value.attacker.result?.moraleLoss ?? 0);
      expect(c.losses.defender).toBe(r.value.defender.losses.reduce((n, l) => n + l.count, 0));
      expect(c.outcome).toBe(r.value.outcome.kind);
    }
    // a higher attacker die never does less harm on the same table
    const byDie = [1, 2, 3, 4, 5, 6].map((d) => o.value.cells.find((c) => c.attackerDie === d && c.defenderDie === 1)?.moraleLoss.defender ?? 0);
    expect([...byDie].sort((x, y) => x - y)).toEqual(byDie);
  });

  it('7.5.2.5 withdraw: the chance of getting away; against Probe it is certain and no round is fought', () => {
    const w = odds(ctx, 'assault', 'withdraw');
    expect(w.ok && w.value.withdrawalChance).toBeCloseTo(0.5, 10);
    expect(w.ok && w.value.cells).toHaveLength(36);
    const p = odds(ctx, 'probe', 'withdraw');
    expect(p.ok && p.value.withdrawalChance).toBe(1);
    expect(p.ok && p.value.cells).toHaveLength(0);
  });

  it('7.5.2.3 an outflanking preview needs a legal division', () => {
    const big = testContext(testForce([testUnit('a1', 'france', { infantry: 10 }), testUnit('a2', 'france', { infantry: 10 })], testLeader('fr', 'france', 3, 3)), ctx.defender);
    expect(odds(big, 'outflank', 'defend').ok).toBe(false);
    expect(odds(big, 'outflank', 'defend', ['a2']).ok).toBe(true);
  });
});

describe('odds preview for every chit pair', () => {
  it('7.5.2.1 every legal pair is previewed; outflank pairs need a division', () => {
    // one corps each: no outflank chit on either side, 4 x 5 pairs
    expect(oddsTable(ctx)).toHaveLength(20);
    const big = testContext(testForce([testUnit('a1', 'france', { infantry: 10 }), testUnit('a2', 'france', { infantry: 10 })], testLeader('fr', 'france', 3, 3)), ctx.defender);
    const without = oddsTable(big);
    const withDivision = oddsTable(big, { attacker: ['a2'] });
    // outflank v cordon divides nobody, so it is there either way; the other five need the division
    expect(without.filter((o) => o.attackerChit === 'outflank').map((o) => o.defenderChit)).toEqual(['cordon']);
    expect(withDivision.filter((o) => o.attackerChit === 'outflank')).toHaveLength(5);
  });
});
