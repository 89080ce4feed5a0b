// 10.1.3 Turkish feudal corps standing down and returning; 10.1.4 Austrian insurrection corps'
// movement limits and standing down.
import { describe, expect, it } from 'vitest';
import { legalDestinations, provinceAreas, returnVerdict } from '../../shared/rules/land/movement';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';
import type { smallCampaign } from './helpers';

type Sc = ReturnType<typeof smallCampaign>;
const bosnia = provinceAreas(LAND, 'bosnia');

/** Turkey in play with the Bosnian feudal corps (in 484 or off the map). */
function withTurkey(corps: Record<string, unknown>, tweak: (sc: Sc) => void = () => {}): GameState {
  return newLandGame((sc) => {
    sc.powers.turkey = { money: 20, manpower: 6, politicalPoints: 0, victoryPoints: 0 };
    sc.setupOrder = [...(sc.setupOrder as string[]), 'turkey'];
    (sc.forces.corps as Record<string, unknown>[]).push({ id: 'tk-bosnia', name: 'Bosnia', nationality: 'turkey', type: 'feudal', movement: 3, factors: { feudalInfantry: 4 }, ...corps });
    tweak(sc);
  });
}
const turkishStep = (s: GameState) => reach(s, 'turkey', 'land/movement').s;
const option = (s: GameState, power: 'turkey' | 'austria', value: string) => decisionOf(s, power, 'land/movement')!.options.find((o) => o.value === value);

describe('10.1.3 Turkish feudal corps', () => {
  it('10.1.3.2 a feudal corps stands down in its Land Movement Step and keeps its factors; 10.1.3.3 it returns only in a later step', () => {
    expect(bosnia).toContain('484');
    let s = turkishStep(withTurkey({ area: '484' }));
    const k = counterOf(s, 'tk-bosnia');
    expect(option(s, 'turkey', `standDown:${k}`)!.verdict).toEqual({ ok: true });
    s = order(s, 'turkey', 'land/movement', `standDown:${k}`);
    expect(s.corps.find((c) => c.id === 'tk-bosnia')).toMatchObject({ location: { kind: 'offMap' }, factors: { feudalInfantry: 4 } });
    expect(s.log.some((e) => e.type === 'counterRemoved' && e.counter === k && e.rule === '10.1.3.2')).toBe(true);
    expect(option(s, 'turkey', `return:${k}:484`)!.verdict).toMatchObject({ ok: false, rule: '10.1.3.3' });
  });

  it('10.1.3.3 an off-map feudal corps comes back anywhere in its home province; 10.1.3.3.2 it may not move that turn', () => {
    // a corps on the map, so Turkey's Land Movement Step is not skipped as empty
    let s = turkishStep(withTurkey({ offMap: true }, (sc) => {
      (sc.forces.corps as Record<string, unknown>[]).push({ id: 'tk-jan', name: 'Janissary', nationality: 'turkey', type: 'infantry', movement: 3, area: '555', factors: { infantry: 4 } });
    }));
    const k = counterOf(s, 'tk-bosnia');
    const returns = decisionOf(s, 'turkey', 'land/movement')!.options.filter((o) => String(o.value).startsWith(`return:${k}:`));
    expect(returns.map((o) => String(o.value).split(':')[2]).sort()).toEqual([...bosnia].sort());
    s = order(s, 'turkey', 'land/movement', `return:${k}:484`);
    expect(s.corps.find((c) => c.id === 'tk-bosnia')!.location).toEqual({ kind: 'area', area: '484' });
    const moves = legalDestinations(s, LAND, 'turkey', k);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.verdict).toMatchObject({ ok: false, rule: '10.1.3.3.2' });
  });

  it('10.1.3.3.1 not while an unbesieged enemy corps stands in the province', () => {
    const s = withTurkey({ offMap: true }, (sc) => {
      sc.relations = { wars: [['austria', 'turkey']], alliances: [], enforcedPeace: [] };
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '484';
    });
    expect(returnVerdict(s, LAND, 'turkey', counterOf(s, 'tk-bosnia'), bosnia.find((a) => a !== '484')! as AreaId)).toMatchObject({ ok: false, rule: '10.1.3.3.1' });
  });

  it('10.1.3.5 / 10.1.3.3.1 a feudal corps of a province another power controls (Crimea, Russian) cannot come back', () => {
    const s = withTurkey({ offMap: true, id: 'tk-crimea', name: 'Crimea', movement: 5, factors: { feudalCavalry: 4 } });
    const crimea = provinceAreas(LAND, 'crimea');
    expect(crimea.length).toBeGreaterThan(0);
    expect(returnVerdict(s, LAND, 'turkey', counterOf(s, 'tk-crimea'), crimea[0]!)).toMatchObject({ ok: false, rule: '10.1.3.3.1' });
  });
});

describe('10.1.4 Austrian insurrection corps', () => {
  const game = () => newLandGame((sc) => {
    (sc.forces.corps as Record<string, unknown>[]).push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, area: '482', factors: { militia: 6 } });
  });
  it('10.1.4.1.3 insurrection corps move only within the four border provinces', () => {
    const s = game();
    expect(LAND.area('482' as AreaId)!.province).toBe('illyria');
    const dest = legalDestinations(s, LAND, 'austria', counterOf(s, 'au-ins'));
    for (const d of dest) {
      const inside = ['illyria', 'military-border', 'transylvania', 'hungary'].includes(LAND.area(d.area)!.province ?? '');
      if (!inside && d.path.length === 1) expect(d.verdict).toMatchObject({ ok: false, rule: '10.1.4.1.3' });
      if (d.verdict.ok) for (const a of d.path) expect(['illyria', 'military-border', 'transylvania', 'hungary']).toContain(LAND.area(a)!.province);
    }
    expect(dest.some((d) => d.verdict.ok)).toBe(true);
  });
  it('10.1.4.2 they stand down in Austria\'s Land Movement Step', () => {
    let { s } = reach(game(), 'austria', 'land/movement');
    const k = counterOf(s, 'au-ins');
    s = order(s, 'austria', 'land/movement', `standDown:${k}`);
    expect(s.corps.find((c) => c.id === 'au-ins')!.location).toEqual({ kind: 'offMap' });
    expect(s.log.some((e) => e.type === 'counterRemoved' && e.rule === '10.1.4.2')).toBe(true);
  });
  it('10.1.3.2 other corps may not stand down', () => {
    const { s } = reach(game(), 'austria', 'land/movement');
    expect(option(s, 'austria', `standDown:${counterOf(s, 'au-1')}`)).toBeUndefined();
  });
});

describe('10.1.4.1 raising the insurrection', () => {
  const game = (wars = true) => newLandGame((sc) => {
    if (!wars) sc.relations = { wars: [], alliances: [], enforcedPeace: [] };
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs[0]!.area = '479';
    cs.push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, offMap: true, factors: { militia: 6 } });
  });
  const illyria = provinceAreas(LAND, 'illyria');

  it('opt:19.1.2/10.1.4.1 with the standing procedures an enemy corps entering a border province lets Austria place an insurrection corps there before the mover\'s supply', () => {
    expect(illyria).toContain('481');
    const g = game();
    let { s } = reach({ ...g, options: { ...g.options, rules: { ...g.options.rules, standingProcedures: true } } }, 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:481`);
    expect(s.turn.land!.insurrection).toEqual([{ province: 'illyria', by: 'france' }]);
    s = order(s, 'france', 'land/movement', 'end');
    const d = decisionOf(s, 'austria', 'land/insurrection')!;
    expect(d).toMatchObject({ rule: '10.1.4.1', step: 'land/supply' });
    expect(decisionOf(s, 'france', 'land/supply')).toBeUndefined();
    const ins = counterOf(s, 'au-ins');
    expect(d.options.map((o) => o.value).filter((v) => v !== 'end').sort()).toEqual(illyria.map((a) => `place:${ins}:${a}`).sort());
    s = order(s, 'austria', 'land/insurrection', `place:${ins}:482`);
    expect(s.corps.find((c) => c.id === 'au-ins')).toMatchObject({ location: { kind: 'area', area: '482' }, factors: { militia: 6 } });
    expect(s.log.some((e) => e.type === 'corpsPlaced' && e.rule === '10.1.4.1')).toBe(true);
    // one corps only: nothing left to place, so France chooses its supply now
    expect(decisionOf(s, 'austria', 'land/insurrection')).toBeUndefined();
    expect(decisionOf(s, 'france', 'land/supply')).toBeDefined();
    expect(s.turn.land!.insurrection).toEqual([]);
    expect(s.turn.land!.placedBack ?? []).not.toContain(ins); // opt:19.1.2/10.1.4.1.4 it may move this turn
  });

  it('10.1.4.1 only enemies trigger it, and only in the four border provinces', () => {
    let { s } = reach(game(false), 'france', 'land/movement');
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:481`);
    expect(decisionOf(s, 'austria', 'land/insurrection')).toBeUndefined(); // at peace
    let w = reach(game(), 'france', 'land/movement').s;
    w = order(w, 'france', 'land/movement', `move:${counterOf(w, 'fr-1')}:480`);
    expect(LAND.area('480' as AreaId)!.province).not.toBe('illyria');
    expect(decisionOf(w, 'austria', 'land/insurrection')).toBeUndefined();
  });
});
