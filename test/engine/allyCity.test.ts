// 7.3.3 corps and garrison factors of a power inside its ally's unbesieged city: who may go in,
// each power's own garrison counters, the city besieged with both inside, and leaving it.
import { describe, expect, it } from 'vitest';
import { cityHolder, enterCityVerdict, friendlyCity, isCityBesieged, leaveCityVerdict } from '../../shared/rules/land/movement';
import { defenders } from '../../shared/engine/steps/land/siege/orders';
import type { GameState } from '../../shared/model';
import { LAND, counterOf, decisionOf, newLandGame, order, reach, siegeOrder } from './landSetup';

/** Russia (Austria's ally) with a small corps in the field outside Austrian-held Vienna. */
const russiansAtVienna = () =>
  reach(
    newLandGame((sc) => {
      const corps = sc.forces.corps as Record<string, unknown>[];
      corps[4] = { ...corps[4], area: '474', factors: { infantry: 4, cavalry: 1 } };
      corps[3] = { ...corps[3], area: '476' };
    }),
    'russia',
    'land/movement',
  );

const optionOf = (s: GameState, value: string) => decisionOf(s, 'russia', 'land/movement')!.options.find((o) => o.value === value);

describe('7.3.3 an ally’s unbesieged city', () => {
  it('7.3.3 a Russian corps goes inside its ally Austria’s Vienna; Austria keeps the city and the Russians leave again (7.3.4)', () => {
    let { s } = russiansAtVienna();
    const ru = counterOf(s, 'ru-1');
    expect(optionOf(s, `in:${ru}:vienna`)!.verdict).toMatchObject({ ok: true });
    s = order(s, 'russia', 'land/movement', `in:${ru}:vienna`);
    expect(s.corps.find((c) => c.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '474', city: 'vienna' });
    // 10.3.2.1 Austria controls the territory and has factors inside: it commands the city
    expect(cityHolder(s, '474' as never, 'vienna' as never, LAND)).toBe('austria');
    expect(s.garrisons.find((g) => g.area === '474' && g.nationality === 'austria')!.factors).toEqual({ militia: 4 });
    s = order(s, 'russia', 'land/movement', `out:${ru}`);
    expect(s.corps.find((c) => c.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '474' });
  });

  it('7.3.3 detached Russian factors form a Russian garrison beside the Austrian one, and are absorbed back', () => {
    let { s } = russiansAtVienna();
    const ru = counterOf(s, 'ru-1');
    s = order(s, 'russia', 'land/movement', `detach:${ru}:cavalry:vienna`);
    const inVienna = (x: GameState) => x.garrisons.filter((g) => g.area === '474' && g.place.kind === 'city' && g.place.city === 'vienna');
    // 7.3.3.2 the cavalry factor serves as infantry, in Russia's own counters
    expect(
      inVienna(s)
        .map((g) => [g.nationality, g.factors])
        .sort(),
    ).toEqual([
      ['austria', { militia: 4 }],
      ['russia', { infantry: 1 }],
    ]);
    expect(s.corps.find((c) => c.id === 'ru-1')!.factors).toMatchObject({ infantry: 4, cavalry: 0 });
    // only its own factors come back out: Austria's militia stays
    expect(optionOf(s, `absorb:${ru}:militia:vienna`)).toBeUndefined();
    s = order(s, 'russia', 'land/movement', `absorb:${ru}:infantry:vienna`);
    expect(inVienna(s).map((g) => g.nationality)).toEqual(['austria']);
    expect(s.corps.find((c) => c.id === 'ru-1')!.factors.infantry).toBe(5);
  });

  it('7.3.3 a city is friendly only while every power inside is the mover or its ally', () => {
    const { s } = russiansAtVienna();
    expect(friendlyCity(s, '474' as never, 'vienna' as never, 'russia')).toBe(true);
    const alone = {
      ...s,
      relations: { ...s.relations, alliances: s.relations.alliances.filter((p) => !(p.includes('russia') && p.includes('austria'))) },
    };
    expect(friendlyCity(alone, '474' as never, 'vienna' as never, 'russia')).toBe(false);
    // France, at war with Austria, has never a friendly Vienna
    expect(friendlyCity(s, '474' as never, 'vienna' as never, 'france')).toBe(false);
  });

  it('7.3.3 a city holding two powers’ forces is besieged with both inside; the Russian corps may not step out (7.3.4)', () => {
    let { s } = russiansAtVienna();
    const ru = counterOf(s, 'ru-1');
    s = order(s, 'russia', 'land/movement', `in:${ru}:vienna`);
    // a French corps (at war with Austria, not with Russia) comes to stand outside the city
    const besieged: GameState = {
      ...s,
      corps: s.corps.map((c) => (c.id === 'fr-1' ? { ...c, location: { kind: 'area', area: '474' } } : c)),
    } as GameState;
    expect(isCityBesieged(besieged, '474' as never, 'vienna' as never, LAND)).toBe(true);
    const inside = defenders(besieged, '474' as never, 'vienna' as never);
    expect(inside.map((u) => u.power).sort()).toEqual(['austria', 'russia']);
    expect(
      leaveCityVerdict(
        besieged,
        besieged.corps.find((c) => c.id === 'ru-1')!,
      ),
    ).toMatchObject({ ok: false, code: 'besieged', rule: '7.3.4' });
  });

  it('7.3.3 an allied corps may not go into its ally’s city while it is besieged', () => {
    const { s } = russiansAtVienna();
    const ru = counterOf(s, 'ru-1');
    // the French corps stands outside: Austria's Vienna is besieged, Russia is not at war with France
    const besieged = {
      ...s,
      corps: s.corps.map((c) => (c.id === 'fr-1' ? { ...c, location: { kind: 'area', area: '474' } } : c)),
    } as GameState;
    const corps = besieged.corps.find((c) => c.counter === ru)!;
    expect(isCityBesieged(besieged, '474' as never, 'vienna' as never, LAND)).toBe(true);
    expect(enterCityVerdict(besieged, LAND, corps, 'vienna' as never)).toMatchObject({ ok: false, code: 'besieged', rule: '7.3.3' });
  });

  /** France's I Corps besieges Austrian-held Vienna with a Russian corps (Austria's ally) inside; `war`: Russia is at war with France too. */
  const viennaWithRussians = (war: boolean) =>
    newLandGame((sc) => {
      const corps = sc.forces.corps as Record<string, unknown>[];
      corps[0] = { ...corps[0], area: '474', factors: { infantry: 12 } };
      corps[3] = { ...corps[3], area: '476' };
      corps[4] = { ...corps[4], area: '474', city: 'vienna', factors: { infantry: 3 } };
      sc.forces.depots = [
        { owner: 'france', area: '326' },
        { owner: 'france', area: '474' },
      ];
      if (war)
        sc.relations = {
          ...(sc.relations as object),
          wars: [
            ['france', 'austria'],
            ['france', 'britain'],
            ['france', 'russia'],
          ],
          enforcedPeace: [],
        };
    });

  it('7.3.3 / 10.3.3 an ally’s corps at peace with the besiegers surrenders as the siege begins and is exchanged; the holder keeps the city', () => {
    const at = reach(viennaWithRussians(false), 'france', 'land/siege').s;
    expect(at.corps.some((c) => c.id === 'ru-1')).toBe(false);
    expect(at.log).toContainEqual(expect.objectContaining({ type: 'factorsChanged', nationality: 'russia', rule: '10.3.3' }));
    expect(cityHolder(at, '474' as never, 'vienna' as never, LAND)).toBe('austria');
    expect(isCityBesieged(at, '474' as never, 'vienna' as never, LAND)).toBe(true);
  });

  it('7.3.3 a breach at a city of two powers at war with the besieger: the holder answers for the city, and the ally’s corps surrenders with it', () => {
    const at = reach(viennaWithRussians(true), 'france', 'land/siege').s;
    expect(at.corps.find((c) => c.id === 'ru-1')?.location).toEqual({ kind: 'area', area: '474', city: 'vienna' });
    const breached = siegeOrder(at, 'france', 'assault:474:vienna', [6]);
    // 10.3.2.1 Austria, the territory's controller with factors inside, decides for the city
    expect(decisionOf(breached, 'austria', 'land/siege')?.rule).toBe('7.5.4.1.2.3');
    expect(decisionOf(breached, 'russia', 'land/siege')).toBeUndefined();
    const s = siegeOrder(breached, 'austria', 'surrender:474:vienna:france');
    expect(s.corps.some((c) => c.id === 'ru-1')).toBe(false);
    expect(s.garrisons.some((g) => g.area === '474' && g.place.kind === 'city')).toBe(false);
    const held = (n: string) =>
      s.prisoners
        .filter((p) => p.holder === 'france' && p.nationality === n)
        .reduce((k, p) => k + (p.factors.infantry ?? 0) + (p.factors.militia ?? 0), 0);
    expect(held('russia')).toBe(3);
    expect(held('austria')).toBe(4);
  });
});
