// Rule functions of the Economic Phase on states of the test campaign (real map, real charts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../model';
import { ECON_DATA, startEconomic } from '../../../test/engine/economicSetup';
import { capitalPenalties } from './manipulation';
import { cedable, cedeVerdict } from './ceding';
import { disorderClaims } from './civilDisorder';
import { maintenanceLines } from './expenditure';
import { controlledManpower, finalExtra } from './victory';

const econ = ECON_DATA.economy!;
const withGarrison = (s: GameState, nationality: string, area: string, city: string): GameState => ({
  ...s, garrisons: [...s.garrisons, { nationality: nationality as never, area: area as never, place: { kind: 'city', city: city as never }, factors: { infantry: 2 } }],
});
const atWar = (s: GameState, a: string, b: string): GameState => ({ ...s, relations: { ...s.relations, wars: [...s.relations.wars, [a, b] as never] } });

describe('8.1.3.2.3 the final count', () => {
  const s = startEconomic();
  it('8.1.3.2.3 / 8.1.3.2.3.1 / 8.1.3.2.3.2 (as printed) controlled manpower: home provinces and conquered minors, not free states', () => {
    // France: 30 at home + Holland 3 (conquered); Bavaria is a free state and does not count
    expect(controlledManpower(s, econ, 'france')).toBe(33);
    const printed: GameState = { ...s, options: { ...s.options, rules: { ...s.options.rules, nationalObjectives: false } } };
    expect(finalExtra(printed, econ, 'france')).toMatchObject({ vp: 33, rule: '8.1.3.2.3.2' });
    // 8.1.3 the v2.71 count replaces it with national objectives
    expect(finalExtra(s, econ, 'france')).toMatchObject({ vp: 5, rule: 'opt:8.1.3.2.3.1' });
  });
  it('8.1.3.2.3.1 a province whose capital an enemy holds is not counted', () => {
    const occupied = withGarrison(atWar(s, 'france', 'prussia'), 'prussia', '438', 'paris');
    expect(controlledManpower(occupied, econ, 'france')).toBe(33 - 4); // Ile de France
  });
});

describe('8.4.1 occupied national capitals', () => {
  const s = startEconomic();
  it('8.4.1.1 Paris lost: -3; 8.4.1.2 Vienna lost: -2; a besieged occupier does not count', () => {
    expect(capitalPenalties(withGarrison(s, 'britain', '438', 'paris'), econ, 'france')).toEqual([{ city: 'paris', name: 'Paris', points: -3, rule: '8.4.1.1' }]);
    expect(capitalPenalties(withGarrison(atWar(s, 'austria', 'russia'), 'russia', '474', 'vienna'), econ, 'austria')[0]).toMatchObject({ points: -2, rule: '8.4.1.2' });
    // 8.2.1 / 8.4.1 "unbesieged": Austrian corps outside besiege the Russians in Vienna
    const besieged = withGarrison({ ...atWar(s, 'austria', 'russia'), garrisons: s.garrisons.filter((g) => g.area !== '474') }, 'russia', '474', 'vienna');
    expect(capitalPenalties(besieged, econ, 'austria')).toEqual([]);
  });
});

describe('8.5.1 maintenance', () => {
  const s = startEconomic();
  it('8.5.1.1 a money point per corps on the map; 8.5.1.3 per depot; opt:8.5.1.2 $5 a fleet in a blockade box, $1 as first printed', () => {
    expect(maintenanceLines(s, 'britain').map((l) => [l.label, l.money, l.rule])).toEqual([
      ['1 corps on the map', -1, '8.5.1.1'], ['1 fleet in blockade boxes', -5, 'opt:8.5.1.2'], ['1 fleet at sea', -5, '8.5.1.2'], ['1 depot', -1, '8.5.1.3'],
    ]);
    const printed = { rules: { ...s.options.rules, blockadeUpkeep: false } };
    expect(maintenanceLines(s, 'britain', printed)[1]).toMatchObject({ money: -1, rule: '8.5.1.2' });
  });
  it('10.1.3.6 / 10.1.4.4 feudal and insurrection corps off the map cost nothing', () => {
    expect(maintenanceLines(s, 'austria')[0]).toMatchObject({ label: '2 corps on the map', money: -2 }); // Ins I is off the map
    expect(maintenanceLines(s, 'turkey')[0]).toMatchObject({ label: '1 corps on the map', money: -1 }); // the Rumelia feudal corps too
  });
});

describe('8.7 civil disorder claims', () => {
  it('8.7.2 a free state goes neutral unless an enemy holds its capital; 8.7.3 a province goes to the holder of its capital, else of the national capital; 8.7.4 several claimants', () => {
    let s = atWar(atWar(startEconomic(), 'prussia', 'russia'), 'prussia', 'austria');
    s = withGarrison(s, 'russia', '285', 'berlin'); // the national capital
    s = withGarrison(s, 'austria', '285', 'berlin');
    s = withGarrison(s, 'austria', '289', 'breslau'); // Silesia's capital
    const claims = disorderClaims(s, econ, 'prussia');
    expect(claims.find((c) => c.id === 'saxony')).toMatchObject({ kind: 'minor', claimants: [], rule: '8.7.2' });
    expect(claims.find((c) => c.id === 'silesia')).toMatchObject({ claimants: ['austria'], rule: '8.7.3' });
    expect(claims.find((c) => c.id === 'pomerania')).toMatchObject({ claimants: ['russia', 'austria'], rule: '8.7.3' }); // 8.7.4 rolled for
  });
});

describe('8.8 ceding (rules)', () => {
  it('8.8.1 unceded home provinces cannot be ceded; ceded ones can, and 8.8.6 back home they are unceded', () => {
    const s: GameState = { ...startEconomic(), ceded: [{ province: 'silesia' as never, home: 'prussia', holder: 'austria' }] };
    expect(cedable(s, econ, 'austria').map((c) => [c.kind, c.id])).toEqual([['province', 'silesia']]);
    expect(cedable(s, econ, 'prussia').map((c) => c.id)).toEqual(['saxony']); // its home provinces are never offered
  });
  it('8.8.3 not while forces of a power at war with the ceding power stand in the territory', () => {
    let s = atWar({ ...startEconomic(), options: { ...startEconomic().options, rules: { ...startEconomic().options.rules, cedingV271: false } } }, 'austria', 'russia');
    s = { ...s, relations: { ...s.relations, alliances: [...s.relations.alliances, ['austria', 'prussia'] as never] }, minors: [...s.minors, { id: 'venetia' as never, name: 'Venetia', status: 'conquered', controller: 'austria' }] };
    s = withGarrison(s, 'russia', '341', 'venice');
    const venetia = cedable(s, econ, 'austria').find((c) => c.id === 'venetia')!;
    expect(cedeVerdict(s, 'austria', venetia, 'prussia')).toMatchObject({ ok: false, rule: '8.8.3' });
  });
});
