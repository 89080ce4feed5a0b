// v2.71 14.3.1.2 / 14.3.8 the Natural Alliance Tables. The Bourbon table (14.3.8) is pinned from
// the rule text; the Napoleonic one (14.3.1.2) is reconstructed, and these tests state the
// constraints it was built to (umpTables.ts, docs/RULINGS.md).
import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../../model';
import type { GameState, LeaderId, MajorPower } from '../../model';
import { startEconomic } from '../../../test/engine/economicSetup';
import { politicalState } from '../political';
import { BOURBON_ALLIANCE_TABLE, NATURAL_ALLIANCE_TABLE, napoleonRemoved, naturalAllianceModifier } from './umpTables';

const EAST: readonly MajorPower[] = ['austria', 'prussia', 'russia'];

describe('14.3.8 the Bourbon table, as printed', () => {
  it('14.3.8 rows are the courting power, columns the UMP: Austria courting Prussia -2, Britain courting Austria +1, Turkey courting Russia -3, France courting Turkey +1', () => {
    expect(BOURBON_ALLIANCE_TABLE.austria.prussia).toBe(-2);
    expect(BOURBON_ALLIANCE_TABLE.britain.austria).toBe(1);
    expect(BOURBON_ALLIANCE_TABLE.turkey.russia).toBe(-3);
    expect(BOURBON_ALLIANCE_TABLE.france.turkey).toBe(1);
    expect(BOURBON_ALLIANCE_TABLE.spain.britain).toBe(-2);
    expect(BOURBON_ALLIANCE_TABLE.prussia.britain).toBe(-2);
  });
});

describe('14.3.1.2 the Napoleonic table (reconstructed from 14.3.8)', () => {
  it('14.3.1.2 no cell is zero by default any more: the table reads values, not the empty placeholder', () => {
    const cells = MAJOR_POWERS.flatMap((p) => MAJOR_POWERS.filter((u) => u !== p).map((u) => NATURAL_ALLIANCE_TABLE[p][u]));
    expect(cells.filter((v) => v !== 0).length).toBeGreaterThanOrEqual(20);
    for (const v of cells) expect(v).toBeGreaterThanOrEqual(-3);
    for (const v of cells) expect(v).toBeLessThanOrEqual(2);
    for (const p of MAJOR_POWERS) expect(NATURAL_ALLIANCE_TABLE[p][p]).toBe(0);
  });

  it('14.3.8 (1)-(2) hostility to Napoleon: overtures to and by France are lower than under the Bourbons, Britain and France lowest of all', () => {
    for (const p of MAJOR_POWERS.filter((x) => x !== 'france')) {
      expect(NATURAL_ALLIANCE_TABLE[p].france).toBeLessThan(BOURBON_ALLIANCE_TABLE[p].france);
      expect(NATURAL_ALLIANCE_TABLE.france[p]).toBeLessThan(BOURBON_ALLIANCE_TABLE.france[p]);
    }
    expect(NATURAL_ALLIANCE_TABLE.britain.france).toBe(-2);
    expect(NATURAL_ALLIANCE_TABLE.france.britain).toBe(-3);
  });

  it('14.3.8 (3) Britain courts the eastern powers one better, and they court each other one better, than after the restoration', () => {
    for (const u of EAST) expect(NATURAL_ALLIANCE_TABLE.britain[u]).toBe(BOURBON_ALLIANCE_TABLE.britain[u] + 1);
    for (const p of EAST) for (const u of EAST.filter((x) => x !== p)) expect(NATURAL_ALLIANCE_TABLE[p][u]).toBe(BOURBON_ALLIANCE_TABLE[p][u] + 1);
  });

  it('14.3.8 every cell the restoration did not touch is the Bourbon value (Turkey courting Austria -3, Russia courting Turkey -3, Spain courting Britain -2)', () => {
    const touched = (p: MajorPower, u: MajorPower) => p === 'france' || u === 'france' || (p === 'britain' && EAST.includes(u)) || (EAST.includes(p) && EAST.includes(u));
    for (const p of MAJOR_POWERS) for (const u of MAJOR_POWERS) if (!touched(p, u)) expect(NATURAL_ALLIANCE_TABLE[p][u], `${p}→${u}`).toBe(BOURBON_ALLIANCE_TABLE[p][u]);
    expect(NATURAL_ALLIANCE_TABLE.turkey.austria).toBe(-3);
  });
});

describe('14.3.8 which table is in force', () => {
  const base = (): GameState => startEconomic();
  const c6 = (s: GameState, killed = true): GameState => ({
    ...s,
    leaders: s.leaders.map((l) => (l.id === 'napoleon' && killed ? { ...l, location: { kind: 'killed' as const } } : l)),
    political: { ...politicalState(s), removedLeaders: ['napoleon' as LeaderId] },
  });

  it('14.3.1.2 while Napoleon reigns: Britain courting Austria +2, France courting Britain -3', () => {
    const s = base();
    expect(napoleonRemoved(s)).toBe(false);
    expect(naturalAllianceModifier(s, 'britain', 'austria')).toBe(2);
    expect(naturalAllianceModifier(s, 'france', 'britain')).toBe(-3);
  });

  it('14.3.8 after peace term C.6 removed Napoleon (the political record) the Bourbon table holds: Britain courting France +1', () => {
    const s = c6(base());
    expect(napoleonRemoved(s)).toBe(true);
    expect(naturalAllianceModifier(s, 'britain', 'france')).toBe(1);
    expect(naturalAllianceModifier(s, 'britain', 'austria')).toBe(1);
  });

  it('14.3.8 a leader off the map for economic manipulation (10.6.4) is no C.6 removal: the Napoleonic table stays', () => {
    const s = base();
    const manipulated = { ...s, economy: { ...s.economy!, removedLeaders: [{ id: 'napoleon' as LeaderId, name: 'Napoleon', owner: 'france' as const, cost: 12 }] } } as GameState;
    expect(napoleonRemoved(manipulated)).toBe(false);
    expect(naturalAllianceModifier(manipulated, 'britain', 'france')).toBe(-2);
  });

  it('14.3.8 Napoleon back in the pool after C.6: the original table is used again', () => {
    const napoleon = { id: 'napoleon' as LeaderId, name: 'Napoleon', owner: 'france' as const, location: { kind: 'pool' as const } };
    const withHim = { ...base(), leaders: [...base().leaders, napoleon] };
    expect(napoleonRemoved(c6(withHim))).toBe(true);
    const returned = c6(withHim, false);
    expect(napoleonRemoved(returned)).toBe(false);
    expect(naturalAllianceModifier(returned, 'britain', 'france')).toBe(-2);
  });
});
