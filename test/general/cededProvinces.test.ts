// 10.2.2 ceded provinces conquered as minor countries are, in the Conquest Step (7.7): a month's
// unbesieged hold of all their cities by a power at war with the holder. Retaken by the home power
// they are unceded again. v2.71 10.3.1.2.1.3 (option) access offered after it (issue 18, general).
import { describe, expect, it } from 'vitest';
import { nextMonth } from '../../shared/model';
import type { GameState, Garrison, ProvinceId } from '../../shared/model';
import { beginTx } from '../../shared/engine/tx';
import { beginConquest } from '../../shared/engine/steps/land/conquest';
import { DATA, startPolitical } from '../political/politicalSetup';

const city = (nationality: string, area: string, c: string) => ({ nationality, area, place: { kind: 'city', city: c }, factors: { infantry: 2 } }) as unknown as Garrison;

/** Silesia (Prussian) ceded to Austria; `occupier`'s garrisons in Glogau (286) and Breslau (289). */
function silesiaHeldBy(occupier: string, options: Record<string, boolean> = {}, extraWar?: [string, string]): GameState {
  const s = startPolitical((j) => { if (extraWar) j.relations.wars.push(extraWar); }, options);
  return {
    ...s,
    ceded: [{ province: 'silesia' as ProvinceId, home: 'prussia', holder: 'austria' }],
    garrisons: [...s.garrisons.filter((g) => g.area !== '286' && g.area !== '289'), city(occupier, '286', 'glogau'), city(occupier, '289', 'breslau')],
  };
}

function conquestStep(s: GameState) {
  const tx = beginTx(s, DATA);
  beginConquest(tx);
  return tx;
}

describe('10.2.2 conquering ceded provinces', () => {
  it('10.2.2 France, at war with Austria, holds Glogau and Breslau: occupied this month, Silesia ceded to France at the next Conquest Step, no political points', () => {
    const s0 = silesiaHeldBy('france');
    const first = conquestStep(s0);
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'minorOccupied', minor: 'silesia', by: 'france', from: 'austria', rule: '10.2.2' }));
    expect(first.state.general?.cededOccupations).toEqual([{ province: 'silesia', by: 'france', since: s0.date }]);
    expect(first.state.ceded).toEqual([{ province: 'silesia', home: 'prussia', holder: 'austria' }]);
    const second = conquestStep({ ...first.state, date: nextMonth(first.state.date) });
    expect(second.state.ceded).toEqual([{ province: 'silesia', home: 'prussia', holder: 'france' }]);
    expect(second.events).toContainEqual(expect.objectContaining({ type: 'territoryCeded', territory: 'silesia', from: 'austria', to: 'france', rule: '10.2.2' }));
    expect(second.events.filter((e) => e.type === 'politicalPointsChanged' && e.rule.startsWith('10.2'))).toEqual([]);
    expect(second.state.general?.cededOccupations).toEqual([]);
  });

  it('10.2.2 retaken by its home power (Prussia, at war with Austria) it is an unceded province again', () => {
    const s0 = silesiaHeldBy('prussia', {}, ['prussia', 'austria']);
    const first = conquestStep(s0);
    const second = conquestStep({ ...first.state, date: nextMonth(first.state.date) });
    expect(second.state.ceded ?? []).toEqual([]);
    expect(second.events).toContainEqual(expect.objectContaining({ type: 'territoryCeded', territory: 'silesia', from: 'austria', to: 'prussia', reason: 'retaken by its home power, unceded again' }));
  });

  it('10.2.2 a power not at war with the holder occupies nothing; one city short is no occupation', () => {
    expect(conquestStep(silesiaHeldBy('spain')).events.filter((e) => e.type === 'minorOccupied')).toEqual([]);
    const half = silesiaHeldBy('france');
    const oneCity = { ...half, garrisons: half.garrisons.filter((g) => g.area !== '289') };
    expect(conquestStep(oneCity).events.filter((e) => e.type === 'minorOccupied')).toEqual([]);
  });

  it('v2.71 10.3.1.2.1.3 after the reconquest France is asked about the Spanish corps standing in Silesia with Austria\'s access', () => {
    const s0 = silesiaHeldBy('france', { generalAccess: true });
    const spanish = { counter: 'k-sp' as never, nationality: 'spain' as const, type: 'infantry' as const, movement: 3, location: { kind: 'area' as const, area: '287' as never }, id: 'spain-i' as never, name: 'I Corps', factors: { infantry: 5 }, revealedTo: [] };
    const s1: GameState = {
      ...s0,
      corps: [...s0.corps, spanish],
      relations: { ...s0.relations, access: [{ grantor: 'austria', grantee: 'spain', kind: 'voluntary', since: s0.date }] },
    };
    const first = conquestStep(s1);
    const second = conquestStep({ ...first.state, date: nextMonth(first.state.date) });
    const d = second.state.pending.find((x) => x.kind === 'political/newAccess');
    expect(d).toMatchObject({ power: 'france', rule: '10.3.1.2.1.3' });
    expect(d!.options.map((o) => o.value)).toEqual(['grant:spain:province:silesia', 'refuse:spain:province:silesia']);
    expect(d!.prompt).toContain('Silesia');
  });
});
