// 10.1.4 the Austrian insurrection corps: a retreat out of the four border provinces stands the
// corps down (10.1.4.1.3), played through the field-combat retreat's hook (issue 18, general branch).
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import type { AreaId, CounterId, CorpsId, GameState } from '../../shared/model';
import { insurrectionRetreated } from '../../shared/engine/steps/general/insurrection';
import { DATA, startPolitical } from '../political/politicalSetup';

const areasOf = (province: string) => (DATA.land!.landAreas ?? []).filter((a) => DATA.land!.area(a)?.province === province);

function withInsurrection(area: AreaId): GameState {
  const s = startPolitical();
  return {
    ...s,
    corps: [...s.corps, {
      counter: 'kins1' as CounterId, nationality: 'austria', type: 'insurrection', movement: 3, location: { kind: 'area', area },
      id: 'austria-insurrection-i' as CorpsId, name: 'Insurrection I', factors: { militia: 15, cavalry: 3 }, revealedTo: [],
    }],
  };
}

describe('10.1.4 Austrian insurrection corps', () => {
  it('10.1.4.1.3 retreating out of the border provinces (into Austria proper) stands the corps down with its factors', () => {
    const hungary = areasOf('hungary')[0]!;
    const outside = (DATA.land!.edges(hungary).map((e) => e.to) as AreaId[]).find((a) => {
      const p = DATA.land!.area(a)?.province;
      return p && !['illyria', 'military-border', 'transylvania', 'hungary'].includes(p);
    })!;
    expect(outside).toBeDefined();
    const s = withInsurrection(outside);
    const tx = beginTx(s, DATA);
    insurrectionRetreated(tx, ['kins1'], outside);
    const c = tx.state.corps.find((x) => x.counter === 'kins1')!;
    expect(c.location).toEqual({ kind: 'offMap' });
    expect(c.factors).toEqual({ militia: 15, cavalry: 3 }); // stood down, not destroyed
    expect(tx.events).toMatchObject([{ type: 'counterRemoved', counter: 'kins1', rule: '10.1.4.1.3' }]);
    expect(tx.state.turn.land?.stoodDown).toContain('kins1');
  });

  it('10.1.4.1.3 a retreat within the border provinces changes nothing', () => {
    const inside = areasOf('transylvania')[0]!;
    const tx = beginTx(withInsurrection(inside), DATA);
    insurrectionRetreated(tx, ['kins1'], inside);
    expect(tx.state.corps.find((x) => x.counter === 'kins1')?.location).toEqual({ kind: 'area', area: inside });
    expect(tx.events).toEqual([]);
  });
});
