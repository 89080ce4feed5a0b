// opt:11.5.2.3 (v2.71) German union factors garrisoning a member's city fight at that member's
// corps' morale, or at 2.0 in a member without corps (read by the siege step's defending units); a
// member's corps takes in garrison factors only inside its own state (the 7.3.3 absorb order).
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { defenders } from '../../shared/engine/steps/land/siege/orders';
import { factorMorale } from '../../shared/rules/land/combat/morale';
import type { AreaId, CityId, GameState, MinorCountry, MinorId, Nationality } from '../../shared/model';
import { ECON_DATA, startEconomic } from '../engine/economicSetup';
import { absorbVerdict } from '../../shared/rules/land/movement/garrisons';

const loaded = loadMap();
if (!loaded.ok) throw new Error('map');
const map = loaded.map;
/** The first area of `minor` with a city, and that city. */
function cityOf(minor: string): { area: AreaId; city: CityId } {
  const a = map.data.areas.find((x) => map.minorOf(x.id)?.id === minor && map.citiesIn(x.id).length > 0)!;
  return { area: a.id as AreaId, city: map.citiesIn(a.id)[0]!.id as CityId };
}

/** France runs a union of Baden (with corps, infantry 3.0 on the chart) and Berg (without corps); one garrison of `nationality` in `minor`'s city. */
function world(nationality: string, minor: string, union: boolean, v271 = true): { s: GameState; area: AreaId; city: CityId } {
  const s0 = startEconomic(() => {}, { options: { rules: { confederationOfTheRhine: true, germanConfederationV271: v271 } } });
  const { area, city } = cityOf(minor);
  const free = (id: string): MinorCountry => ({ id: id as MinorId, name: id, status: 'free', controller: 'france' });
  const s: GameState = {
    ...s0,
    minors: [...s0.minors.filter((m) => m.id !== 'baden' && m.id !== 'berg'), free('baden'), free('berg')],
    garrisons: [...s0.garrisons.filter((g) => !(g.area === area)), { nationality: nationality as Nationality, area, place: { kind: 'city', city }, factors: { infantry: 2 } }],
    combinations: { active: union ? [{ id: 'german-confederation', name: 'the Confederation of the Rhine', controller: 'france', minors: ['baden', 'berg'], provinces: [], created: s0.date }] : [], polishLoyalty: null, dominant: ['france', 'britain'] },
  };
  return { s, area, city };
}
const garrisonMorale = (w: { s: GameState; area: AreaId; city: CityId }, nationality: string) =>
  factorMorale(defenders(w.s, w.area, w.city).find((u) => u.id === `garrison:${nationality}`)!, 'infantry');

describe('opt:11.5.2.3 union garrisons\' morale', () => {
  it('Baden infantry (3.0) garrisoning a city of Berg, a member without corps, fights at 2.0', () => {
    expect(garrisonMorale(world('baden', 'berg', true), 'baden')).toBe(2);
  });
  it('Bavarian infantry (2.0) of the union garrisoning a city of Baden fights at Baden\'s 3.0; outside the union it keeps its own', () => {
    const s0 = world('bavaria', 'baden', true);
    const withBavaria: GameState = { ...s0.s, minors: [...s0.s.minors.filter((m) => m.id !== 'bavaria'), { id: 'bavaria' as MinorId, name: 'Bavaria', status: 'free', controller: 'france' }],
      combinations: { ...s0.s.combinations!, active: [{ ...s0.s.combinations!.active[0]!, minors: ['baden', 'berg', 'bavaria'] }] } };
    expect(garrisonMorale({ ...s0, s: withBavaria }, 'bavaria')).toBe(3);
    expect(garrisonMorale(s0, 'bavaria')).toBe(2);
  });
  it('no union, or the printed 11.5 (v2.71 unticked): Baden\'s garrison in Berg keeps 3.0', () => {
    expect(garrisonMorale(world('baden', 'berg', false), 'baden')).toBe(3);
    expect(garrisonMorale(world('baden', 'berg', true, false), 'baden')).toBe(3);
  });
});

describe('opt:11.5.2.3 a member\'s corps takes in garrison factors only inside its own state', () => {
  /** A Bavarian corps (France's union of Bavaria, Baden and Berg) in `minor`'s city area, beside a Bavarian garrison in that city. */
  function at(minor: string, union: boolean) {
    const w = world('bavaria', minor, union);
    const corps = w.s.corps.find((c) => c.nationality === 'bavaria')!;
    const moved = { ...corps, location: { kind: 'area' as const, area: w.area }, factors: { infantry: 1 } };
    const bav: MinorCountry = { id: 'bavaria' as MinorId, name: 'Bavaria', status: 'free', controller: 'france' };
    const s: GameState = {
      ...w.s, corps: w.s.corps.map((c) => (c === corps ? moved : c)), minors: [...w.s.minors.filter((m) => m.id !== 'bavaria'), bav],
      combinations: { ...w.s.combinations!, active: w.s.combinations!.active.map((c) => ({ ...c, minors: [...c.minors, 'bavaria'] })) },
    };
    return absorbVerdict(s, ECON_DATA.land!, moved, 'infantry', { kind: 'city', city: w.city });
  }
  it('in Baden\'s city the Bavarian corps may not take in the Bavarian garrison\'s factor (as 7.3.3.1.1 asks of every free state); in Bavaria it may', () => {
    expect(at('baden', true)).toMatchObject({ ok: false, rule: '7.3.3', detail: 'free state forces exchange factors only inside their own country' });
    expect(at('bavaria', true)).toEqual({ ok: true });
  });
});
