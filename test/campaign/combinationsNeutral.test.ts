// 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria that turns neutral stays on the map as one
// neutral minor of several districts: played in the economic test campaign (1806). Prussia creates
// Poland in March, France the Kingdom of Bavaria; in the April Minor Country Control Step the
// controller, in the Fiasco Zone (10.5.2.2 as printed), loses it to neutrality; in May another power
// declares war on the kingdom as one minor and a third is chosen to run it (4.6), taking it whole.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { declareWarOptions } from '../../shared/engine/steps/political/declarationsOfWar';
import type { AreaId, GameEvent, GameState, MajorPower, PendingDecision, ProvinceId } from '../../shared/model';
import { holdingOf } from '../../shared/rules/economic';
import { neutralMinorOf, territoryOf } from '../../shared/rules/land/movement';
import { heldHomeProvinces, statusOf } from '../../shared/rules/political';
import { provinceHolder } from '../../shared/rules/campaign/combinations';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';
import { viewFor } from '../../shared/engine/view';
import { boardLines } from '../../renderer/features/political/politicalModel';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const since = <T extends GameEvent['type']>(s: GameState, from: number, type: T) =>
  s.log.slice(from).filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const econ = ECON_DATA.economy!;
const land = ECON_DATA.land!;
const provinceOf = (id: string) => econ.provinces.find((p) => p.id === id)!;
const areaOf = (id: string) => provinceOf(id).capitalArea as AreaId;

/** The creator, after the March 8.9 step, put in the leftmost Fiasco box (10.5.2.2 as printed unless `rules` says). */
function created(rules: Record<string, boolean>, creator: MajorPower, edit: (s: GameState) => GameState = (s) => s): GameState {
  const start = edit(startEconomic(() => {}, { options: { rules: { minorRevolts: false, ...rules } } }));
  const march = playEconomic(
    start,
    (d, st) => (d.kind === 'campaign/newCombinations' ? autoAnswer(st, d, seededRng(1), ECON_DATA) : undefined),
    stepEnded('economic/newCombinations', 3, start.log.length),
  );
  const pol = march.political!;
  return { ...march, political: { ...pol, status: { ...pol.status, [creator]: 0 } } };
}

/** Plays to the end of the May Minor Country Control Step: `declarer` declares on `minor`, only `runner` rolls to run it. */
function mayControl(s: GameState, declarer: MajorPower, minor: string, runner: MajorPower): GameState {
  return playEconomic(
    s,
    (d: PendingDecision) => {
      if (d.kind === 'political/declareWar') return d.power === declarer ? [`minor:${minor}`] : [];
      if (d.kind === 'political/minorBid') return d.power === runner ? `roll:${minor}` : `pass:${minor}`;
      return undefined;
    },
    stepEnded('political/minorCountryControl', 5, s.log.length),
  );
}

describe('11.1.3.2 a neutral Poland kept as one neutral minor', () => {
  const march = created({ poland: true }, 'prussia');
  const april = playEconomic(march, undefined, stepEnded('political/minorCountryControl', 4, march.log.length));

  it('11.1.3.2 Prussia in the Fiasco Zone: Poland turns neutral and stays on the map whole; nobody holds its provinces or the Polish loyalty marker', () => {
    expect(march.combinations?.active).toMatchObject([{ id: 'poland', controller: 'prussia', provinces: ['masovia', 'posen'] }]);
    expect(april.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'neutral', controller: null });
    expect(april.combinations?.active.some((c) => c.id === 'poland')).toBe(false);
    expect(april.combinations?.neutral).toMatchObject([
      {
        id: 'poland',
        minor: 'poland',
        provinces: [
          { province: 'masovia', home: 'prussia' },
          { province: 'posen', home: 'prussia' },
        ],
      },
    ]);
    expect(april.combinations?.polishLoyalty).toBeNull();
    expect(since(april, march.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'poland', change: 'neutral', power: 'prussia', members: ['Masovia', 'Posen'], rule: '11.1.3.2' },
    ]);
    for (const p of ['masovia', 'posen']) {
      expect(provinceHolder(april, p)).toBeNull();
      expect(holdingOf(april, provinceOf(p))).toMatchObject({ holder: null, kind: 'neutral', minor: { id: 'poland' } });
      // 10.3 its areas are a neutral minor's for movement and access, nobody's territory
      expect(territoryOf(april, land, areaOf(p))).toBeNull();
      expect(neutralMinorOf(april, land, areaOf(p))).toBe('poland');
    }
    // B.7 / C.4 Prussia no longer holds them as home provinces to cede
    expect(heldHomeProvinces(april, 'prussia').map((p) => p.id)).not.toContain('masovia');
    expect(heldHomeProvinces(march, 'prussia').map((p) => p.id)).toContain('masovia');
  });

  it('11.1.3.2 every seat sees the neutral Poland: the diplomacy board names it and its provinces', () => {
    const view = viewFor(april, 'austria');
    expect(view.neutralKingdoms).toMatchObject([{ id: 'poland', minor: 'poland' }]);
    expect(
      boardLines(view)
        .filter((l) => l.kind === 'neutralKingdom')
        .map((l) => l.text),
    ).toEqual(['Poland (Grand Duchy of Warsaw) is neutral, kept as one minor country: Masovia, Posen']);
    expect(viewFor(march, 'austria').neutralKingdoms).toBeUndefined();
  });

  it('11.1.3.2 / 8.2 in June nobody collects Masovia or Posen: not Prussia, and no Polish free state sheet', () => {
    const june = playEconomic(april, undefined, stepEnded('economic/collection', 6, april.log.length));
    const taxes = lines(sheet(june, 'prussia'), 'taxes');
    expect(taxes.some((l) => l.startsWith('Masovia') || l.startsWith('Posen'))).toBe(false);
    expect(taxes.some((l) => l.startsWith('Brandenburg'))).toBe(true);
    expect(june.economy?.current?.worksheets.some((w) => w.nationality === 'poland')).toBe(false);
  });

  it('11.1.3.2 / 4.2.1.2 / 4.6.3.1 declared on as one minor for one point; the power chosen to run it takes it as a conquered minor with every Polish province (11.1.3.1)', () => {
    const d = declareWarOptions(april, 'austria', land, ECON_DATA.naval).find((o) => o.value === 'minor:poland');
    // two provinces, one point (11.1.3.2), and the reach is read from Masovia's and Posen's areas
    expect(d).toMatchObject({ label: 'Poland (neutral; -1 political point)', verdict: { ok: true } });
    const may = mayControl(april, 'austria', 'poland', 'russia');
    const points = since(may, april.log.length, 'politicalPointsChanged');
    expect(points.filter((e) => e.rule === '4.2.1.2')).toMatchObject([{ power: 'austria', delta: -1 }]);
    expect(points.filter((e) => e.rule === '4.6.3.1')).toMatchObject([{ power: 'russia', delta: 1 }]);
    // 4.6.3.1 a neutral Poland has no forces to set up: Russia holds it conquered
    expect(may.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'conquered', controller: 'russia' });
    expect(may.combinations?.neutral ?? []).toEqual([]);
    expect(may.combinations?.active.some((c) => c.id === 'poland')).toBe(false);
    // 11.1.3.1 the Polish provinces are Russia's, ceded (Prussia's home provinces)
    expect((may.ceded ?? []).filter((c) => c.province === 'masovia' || c.province === 'posen')).toEqual([
      { province: 'masovia' as ProvinceId, home: 'prussia', holder: 'russia' },
      { province: 'posen' as ProvinceId, home: 'prussia', holder: 'russia' },
    ]);
    expect(territoryOf(may, land, areaOf('masovia'))).toBe('russia');
    expect(since(may, april.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'poland', change: 'dissolved', power: 'russia', rule: '11.1.3.1', members: ['Masovia', 'Posen'] },
    ]);
  });
});

describe('10.5.2.3 / 10.4.3 a Poland taken by an enemy inside it goes whole', () => {
  it('10.5.2.3 with 10.5.2.2 as printed: Prussia in the Fiasco Zone and a French garrison in Warsaw: Poland passes to France as a conquered minor with every Polish province (11.1.3.1), not neutral', () => {
    const masovia = provinceOf('masovia');
    const french = (s: GameState): GameState => ({
      ...s,
      relations: { ...s.relations, wars: [...s.relations.wars, ['france', 'prussia']] },
      garrisons: [
        ...s.garrisons,
        { nationality: 'france', area: masovia.capitalArea, place: { kind: 'city', city: masovia.capital }, factors: { infantry: 2 } },
      ],
    });
    const march = created({ poland: true }, 'prussia', french);
    expect(march.combinations?.active).toMatchObject([{ id: 'poland', controller: 'prussia' }]);
    const april = playEconomic(march, undefined, stepEnded('political/minorCountryControl', 4, march.log.length));
    expect(april.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'conquered', controller: 'france' });
    expect(since(april, march.log.length, 'politicalPointsChanged').filter((e) => e.rule === '10.5.2.4')).toMatchObject([
      { power: 'france', delta: 1 },
    ]);
    expect(april.combinations?.active ?? []).toEqual([]);
    expect(april.combinations?.neutral ?? []).toEqual([]);
    expect(april.combinations?.polishLoyalty).toBeNull();
    expect(provinceHolder(april, 'masovia')).toBe('france');
    expect(provinceHolder(april, 'posen')).toBe('france');
    expect(since(april, march.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'poland', change: 'dissolved', power: 'france', rule: '11.1.3.1' },
    ]);
  });
});

describe('11.1.3.2 Polish provinces other than Masovia conquered apart (10.2.2)', () => {
  it("11.1.3.2 / 10.2.2 France at war with Prussia holds Posen's cities a month: Posen, a Prussian home province in Prussia's Poland, is conquered apart and ceded to France; Masovia stays", () => {
    const cities = (land.landAreas ?? [])
      .filter((a) => land.area(a)?.province === 'posen')
      .flatMap((a) => (land.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })));
    const s0 = startEconomic(() => {}, { options: { rules: { poland: true } } });
    const start: GameState = {
      ...s0,
      relations: { ...s0.relations, wars: [...s0.relations.wars, ['france', 'prussia']] },
      garrisons: [
        ...s0.garrisons,
        ...cities.map((c) => ({
          nationality: 'france' as const,
          area: c.area,
          place: { kind: 'city' as const, city: c.city },
          factors: { infantry: 3 },
        })),
      ],
    };
    const march = playEconomic(
      start,
      (d, st) => (d.kind === 'campaign/newCombinations' ? autoAnswer(st, d, seededRng(1), ECON_DATA) : undefined),
      stepEnded('economic/newCombinations', 3, start.log.length),
    );
    expect(march.combinations?.active).toMatchObject([{ id: 'poland', controller: 'prussia', provinces: ['masovia', 'posen'] }]);
    expect(provinceHolder(march, 'posen')).toBe('prussia');
    const june = playEconomic(march, undefined, (s) => s.date.month === 6);
    expect(since(june, march.log.length, 'territoryCeded')).toMatchObject([
      { territory: 'posen', from: 'prussia', to: 'france', rule: '10.2.2' },
    ]);
    expect(provinceHolder(june, 'posen')).toBe('france');
    expect(provinceHolder(june, 'masovia')).toBe('prussia');
    expect(june.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'free', controller: 'prussia' });
    // 11.1.2 in the June collection Poland's sheet no longer counts Posen
    const collected = playEconomic(june, undefined, stepEnded('economic/collection', 6, june.log.length));
    expect(lines(sheet(collected, 'poland'), 'taxes')).toEqual(['Masovia (×2) 6/0']);
  });
});

describe('11.4.3.3 a neutral Kingdom of Bavaria kept as one neutral minor', () => {
  // the Tyrol ceded to France (a peace of 1805): France holds Bavaria and the Tyrol and creates the kingdom in March
  // and a French garrison in Salzburg, the Tyrol's capital
  const tyrol = provinceOf('tyrol');
  const withTyrol = (s: GameState): GameState => ({
    ...s,
    ceded: [...(s.ceded ?? []), { province: 'tyrol' as ProvinceId, home: 'austria', holder: 'france' }],
    garrisons: [
      ...s.garrisons,
      { nationality: 'france', area: tyrol.capitalArea, place: { kind: 'city', city: tyrol.capital }, factors: { infantry: 2 } },
    ],
  });
  // v2.71 10.5.2.3.1 (the default): the kingdom's one revolt check, rolled by Bavaria in the April Minor Country Control Step
  const march = created({ bavaria: true, minorRevolts: true }, 'france', withTyrol);
  const april = playEconomic(march, undefined, stepEnded('political/minorCountryControl', 4, march.log.length));

  it("11.4.3.3 France in the Fiasco Zone: Bavaria revolts and turns neutral with the Tyrol, the kingdom's marker stays", () => {
    expect(march.combinations?.active).toMatchObject([
      { id: 'kingdom-of-bavaria', controller: 'france', minors: ['bavaria'], provinces: ['tyrol'] },
    ]);
    expect(since(april, march.log.length, 'minorControlChanged').filter((e) => e.minor === 'bavaria')).toMatchObject([
      { from: 'france', to: null, status: 'neutral', rule: '10.5.2.1' },
    ]);
    expect(since(april, march.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'kingdom-of-bavaria', change: 'neutral', power: 'france', members: ['Bavaria', 'Tyrol'], rule: '11.4.3.3' },
    ]);
    expect(april.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'neutral', controller: null });
    expect(april.combinations?.neutral).toMatchObject([
      { id: 'kingdom-of-bavaria', minor: 'bavaria', minors: ['bavaria'], provinces: [{ province: 'tyrol', home: 'austria' }] },
    ]);
    expect(provinceHolder(april, 'tyrol')).toBeNull();
    expect(neutralMinorOf(april, land, areaOf('tyrol'))).toBe('bavaria');
    // the Tyrol is not Austria's again: it is the neutral kingdom's
    expect(heldHomeProvinces(april, 'austria').map((p) => p.id)).not.toContain('tyrol');
    // errata to 10.5.2.3 the French garrison of Salzburg marches out of the neutral kingdom
    expect(march.garrisons.some((g) => g.area === tyrol.capitalArea && g.nationality === 'france')).toBe(true);
    expect(april.garrisons.some((g) => g.area === tyrol.capitalArea && g.nationality === 'france')).toBe(false);
    expect(since(april, march.log.length, 'forcesRepatriated')).toMatchObject([
      { power: 'france', from: tyrol.capitalArea, rule: '10.5.2.3' },
    ]);
  });

  it('11.4.3.3 / 4.2.1.2 declared on as a minor of two districts (two points); the power chosen to run it takes Bavaria as a free state and the Tyrol with it (4.6.3.1: two points)', () => {
    const d = declareWarOptions(april, 'austria', land, ECON_DATA.naval).find((o) => o.value === 'minor:bavaria');
    expect(d).toMatchObject({ label: 'Bavaria (neutral; -2 political points)', verdict: { ok: true } });
    const may = mayControl(april, 'austria', 'bavaria', 'prussia');
    const points = since(may, april.log.length, 'politicalPointsChanged');
    expect(points.filter((e) => e.rule === '4.2.1.2')).toMatchObject([{ power: 'austria', delta: -2 }]);
    expect(points.filter((e) => e.rule === '4.6.3.1')).toMatchObject([{ power: 'prussia', delta: 2 }]);
    expect(may.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'prussia' });
    expect(may.combinations?.active).toMatchObject([
      { id: 'kingdom-of-bavaria', controller: 'prussia', minors: ['bavaria'], provinces: ['tyrol'] },
    ]);
    expect(may.combinations?.neutral ?? []).toEqual([]);
    expect(provinceHolder(may, 'tyrol')).toBe('prussia');
    expect(since(may, april.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'kingdom-of-bavaria', change: 'passed', power: 'prussia', rule: '11.4.3.3' },
    ]);
    // 10.2.1 / 11.4.3.2 from now on it is conquered as one (Munich) from its new controller
    expect(may.minors.find((m) => m.id === 'bavaria')?.controller).toBe('prussia');
  });

  it('11.4.3.3 / 11.4.2 France chosen to run its old kingdom again: the kingdom stands under France and the Bavarian corps set up move 4', () => {
    const may = mayControl(april, 'austria', 'bavaria', 'france');
    expect(may.combinations?.active).toMatchObject([{ id: 'kingdom-of-bavaria', controller: 'france', provinces: ['tyrol'] }]);
    const corps = may.corps.filter((c) => c.nationality === 'bavaria' && (c.type === 'infantry' || c.type === 'guard'));
    expect(corps.length).toBeGreaterThan(0);
    expect(corps.every((c) => c.movement === 4)).toBe(true);
  });

  it("11.4.3.3 with 10.5.2.2 as printed: the kingdom's Fiasco check in the June 8.9 step turns Bavaria neutral, and the kingdom stays as a neutral minor instead of ending", () => {
    const printed = created({ bavaria: true }, 'france', withTyrol);
    const june = playEconomic(printed, undefined, stepEnded('economic/newCombinations', 6, printed.log.length));
    const die = since(june, printed.log.length, 'diceRolled').find((e) => e.rule === '11.4.3')!;
    const loss = statusOf(printed, 'france').economicLoss!; // the leftmost Fiasco box's
    expect(die.value).toBeLessThanOrEqual(loss);
    expect(june.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'neutral', controller: null });
    expect(june.combinations?.active ?? []).toEqual([]);
    expect(june.combinations?.neutral).toMatchObject([{ id: 'kingdom-of-bavaria', provinces: [{ province: 'tyrol', home: 'austria' }] }]);
    expect(since(june, printed.log.length, 'combinationChanged').map((e) => e.change)).toEqual(['neutral']);
  });

  it('10.5.2.3 / 10.4.3 with 10.5.2.2 as printed and a British garrison in Bavaria: Bavaria goes to Britain as a conquered minor and the Tyrol with it (11.4.3.2), no longer left with France', () => {
    const munich = econ.provinces.find((p) => p.minor === 'bavaria')!;
    const british = (s: GameState): GameState => {
      const t = withTyrol(s);
      return {
        ...t,
        garrisons: [
          ...t.garrisons,
          { nationality: 'britain', area: munich.capitalArea, place: { kind: 'city', city: munich.capital }, factors: { infantry: 1 } },
        ],
      };
    };
    const printed = created({ bavaria: true }, 'france', british);
    const june = playEconomic(printed, undefined, stepEnded('economic/newCombinations', 6, printed.log.length));
    const die = since(june, printed.log.length, 'diceRolled').find((e) => e.rule === '11.4.3')!;
    expect(die.value).toBeLessThanOrEqual(statusOf(printed, 'france').economicLoss!);
    expect(june.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'conquered', controller: 'britain' });
    expect(june.combinations?.active ?? []).toEqual([]);
    expect(june.combinations?.neutral ?? []).toEqual([]);
    expect(provinceHolder(june, 'tyrol')).toBe('britain');
    expect(since(june, printed.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'kingdom-of-bavaria', change: 'dissolved', power: 'britain', rule: '11.4.3.2' },
    ]);
  });

  it('11.4.3.3 / 11.4.3.2 Austria chosen to run the neutral kingdom: the Tyrol is Austrian again and the kingdom ends', () => {
    const may = mayControl(april, 'prussia', 'bavaria', 'austria');
    expect(may.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'austria' });
    expect(may.combinations?.active ?? []).toEqual([]);
    expect(may.combinations?.neutral ?? []).toEqual([]);
    expect((may.ceded ?? []).some((c) => c.province === 'tyrol')).toBe(false);
    expect(provinceHolder(may, 'tyrol')).toBe('austria');
    expect(since(may, april.log.length, 'combinationChanged')).toMatchObject([
      { combination: 'kingdom-of-bavaria', change: 'dissolved', power: 'austria', rule: '11.4.3.2' },
    ]);
  });
});
