// 4.4.6.2 a repatriated garrison joins the garrison of its nationality already in the city it goes
// to: one garrison a nationality a city, as the siege combat counts them (found by the Grand
// Campaign played by the AI: a second French garrison in Hanover crashed a later siege).
import { describe, expect, it } from 'vitest';
import { beginTx, commit } from '../../shared/engine/tx';
import { repatriate } from '../../shared/engine/steps/political/repatriation';
import type { AreaId, GameState } from '../../shared/model';
import { DATA, startPolitical } from './politicalSetup';

const garrison = (area: string, city: string, factors: { infantry?: number; militia?: number }) => ({ nationality: 'france' as const, area: area as AreaId, place: { kind: 'city' as const, city: city as never }, factors });

describe('4.4.6.2 repatriated garrisons merge', () => {
  it('4.4.6.2 two French infantry from Linz (475) join the French garrison of 1 infantry and 1 militia in Munich (326): one garrison of 3 infantry and 1 militia', () => {
    const s0 = startPolitical();
    const s1: GameState = { ...s0, garrisons: [...s0.garrisons.filter((g) => !(g.area === '326' && g.nationality === 'france')), garrison('475', 'linz', { infantry: 2 }), garrison('326', 'munich', { infantry: 1, militia: 1 })] };
    const tx = beginTx(s1, DATA);
    repatriate(tx, 'france', 'austria');
    const s = commit(tx);
    const inMunich = s.garrisons.filter((g) => g.area === '326' && g.nationality === 'france');
    expect(inMunich).toEqual([garrison('326', 'munich', { infantry: 3, militia: 1 })]);
    expect(s.garrisons.some((g) => g.area === '475' && g.nationality === 'france')).toBe(false);
  });
});
