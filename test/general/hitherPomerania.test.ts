// v2.71 1.1.2 (option hitherPomerania) Hither Pomerania on the map, and opt:1.1.2.1 (option
// stettinTrade) Stettin's trade collected by Prussia, played on the Economic Phase's test campaign
// and set up from the shipped 1805 campaign.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { dataForGame } from '../../shared/engine/gameData';
import type { GameState, OptionalRuleId } from '../../shared/model';
import { districtCount, joinedSecondaries } from '../../shared/rules/general';
import { holdingOf } from '../../shared/rules/economic/territory';
import { boxVerdict } from '../../shared/rules/naval/movement';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic, total, type ScenarioJson } from '../engine/economicSetup';

const ON: Partial<Record<OptionalRuleId, boolean>> = { hitherPomerania: true, stettinTrade: true };
const withRules = (rules: Partial<Record<OptionalRuleId, boolean>>) => ({ options: { rules } });

/** Plays to the end of March's collection. */
const collected = (s: GameState) => playEconomic(s, undefined, (x) => x.date.month === 3 && (x.economy?.current?.worksheets.length ?? 0) > 0);

const campaign1805 = (rules: Partial<Record<OptionalRuleId, boolean>>): GameState => {
  const json = JSON.parse(readFileSync('assets/scenarios/14.4-1805-1807-campaign.json', 'utf8')) as unknown;
  const r = newGame({ scenario: json, seed: 3, data: ECON_DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

describe('v2.71 1.1.2 Hither Pomerania (option)', () => {
  it('opt:1.1.2 off: Pomerania is whole and Prussian, Stettin its capital; Sweden counts two districts', () => {
    const s = startEconomic();
    const data = dataForGame(ECON_DATA, s);
    expect(data.land!.area('281' as never)).toMatchObject({ homeOf: 'prussia', minor: null, province: 'pomerania' });
    expect(data.economy!.provinces.find((p) => p.id === 'pomerania')).toMatchObject({ capital: 'stettin', money: 4, manpower: 2 });
    expect(data.economy!.provinces.some((p) => (p.id as string) === 'hither-pomerania')).toBe(false);
    expect(districtCount(s, 'sweden')).toBe(2);
  });

  it('opt:1.1.2 on: the Stettin area is Sweden\'s district Hither Pomerania (0/0), Colberg the capital of Pomerania (4/2); Sweden counts three districts', () => {
    const s = startEconomic(undefined, { options: { rules: { hitherPomerania: true } } });
    const data = dataForGame(ECON_DATA, s);
    expect(data.land!.area('281' as never)).toMatchObject({ homeOf: null, minor: 'sweden', province: 'hither-pomerania' });
    expect(data.economy!.provinces.find((p) => p.id === 'pomerania')).toMatchObject({ capital: 'colberg', capitalArea: '282', money: 4, manpower: 2, home: 'prussia' });
    expect(data.economy!.provinces.find((p) => (p.id as string) === 'hither-pomerania')).toMatchObject({ capital: 'stettin', money: 0, manpower: 0, minor: 'sweden', home: null });
    expect(data.names!.area('281')).toMatch(/Stettin|281/);
    // 10.4.2 / 10.2.1.2 a district more for declarations and conquest
    expect(joinedSecondaries(s, 'sweden')).toEqual(['finland', 'hither-pomerania']);
    expect(districtCount(s, 'sweden')).toBe(3);
    // the same data object answers for every game with the same options
    expect(dataForGame(ECON_DATA, s)).toBe(data);
    expect(dataForGame(ECON_DATA, withRules({}))).toBe(ECON_DATA);
  });

  it('opt:1.1.2 the 1805 campaign starts with Prussia\'s IV Corps and Stettin\'s garrison in the Colberg area; off, they stand in Stettin\'s', () => {
    const off = campaign1805({});
    const on = campaign1805({ hitherPomerania: true });
    const iv = (s: GameState) => s.corps.find((c) => c.id === 'prussia-iv')!.location;
    expect(iv(off)).toMatchObject({ kind: 'area', area: '281' });
    expect(iv(on)).toMatchObject({ kind: 'area', area: '282' });
    const inCity = (s: GameState, city: string) => s.garrisons.filter((g) => g.place.kind === 'city' && g.place.city === city && g.nationality === 'prussia');
    expect(inCity(on, 'stettin')).toEqual([]);
    const colberg = (s: GameState) => inCity(s, 'colberg').reduce((n, g) => n + (g.factors.infantry ?? 0), 0);
    expect(colberg(on)).toBe(colberg(off) + inCity(off, 'stettin').reduce((n, g) => n + (g.factors.infantry ?? 0), 0));
    // everything else is set up alike
    expect(on.corps.length).toBe(off.corps.length);
    expect(on.garrisons.length).toBe(off.garrisons.length - 1);
  });

  it('opt:1.1.2 8.2.1.1 played collection: Pomerania pays Prussia its 4 with Colberg, its capital, held; an enemy in Stettin no longer stops it', () => {
    const s = collected(startEconomic((j) => {
      j.relations.wars!.push(['prussia', 'austria']);
      j.forces.garrisons!.push({ nationality: 'austria', area: '281', city: 'stettin', factors: { infantry: 2 } });
    }, { options: { rules: { hitherPomerania: true } } }));
    const prussia = sheet(s, 'prussia');
    expect(lines(prussia, 'taxes')).toContain('Pomerania 4/0');
    const printed = collected(startEconomic((j) => {
      j.relations.wars!.push(['prussia', 'austria']);
      j.forces.garrisons!.push({ nationality: 'austria', area: '281', city: 'stettin', factors: { infantry: 2 } });
    }));
    expect(lines(sheet(printed, 'prussia'), 'taxes')).toContain('Pomerania: Stettin is occupied by Austria');
  });

  it('opt:1.1.2 10.4.3.1 Hither Pomerania held apart (an entry of its own) goes with that entry, not with Sweden', () => {
    const s = startEconomic((j) => {
      j.minors.push({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'britain' }, { id: 'hither-pomerania', name: 'Hither Pomerania', status: 'conquered', controller: 'france' });
    }, { options: { rules: { hitherPomerania: true } } });
    const econ = dataForGame(ECON_DATA, s).economy!;
    const hp = econ.provinces.find((p) => (p.id as string) === 'hither-pomerania')!;
    expect(holdingOf(s, hp)).toMatchObject({ holder: 'france', kind: 'conquered' });
    expect(holdingOf(s, econ.provinces.find((p) => (p.id as string) === 'sweden')!)).toMatchObject({ holder: 'britain', kind: 'free' });
    expect(districtCount(s, 'sweden')).toBe(2); // Finland only
  });
});

describe('opt:1.1.2.1 Stettin\'s trade', () => {
  it('opt:1.1.2.1 played collection: with Sweden neutral, Prussia collects Stettin\'s trade as its own port', () => {
    const s = collected(startEconomic(undefined, { options: { rules: ON } }));
    expect(lines(sheet(s, 'prussia'), 'trade')).toContain('Stettin 3/0');
    expect(lines(sheet(s, 'britain'), 'trade')).toContain('Stettin (Prussia) 2/0');
    const rule = sheet(s, 'prussia').lines.find((l) => l.label === 'Stettin');
    expect(rule?.rule).toBe('opt:1.1.2.1');
  });

  it('opt:1.1.2.1 off (1.1.2 on): Stettin trades as the neutral Swedish port it is, Prussia gets nothing from it', () => {
    const s = collected(startEconomic(undefined, { options: { rules: { hitherPomerania: true } } }));
    expect(lines(sheet(s, 'prussia'), 'trade').some((l) => l.startsWith('Stettin'))).toBe(false);
    expect(lines(sheet(s, 'britain'), 'trade')).toContain('Stettin (neutral) 2/0');
  });

  it('opt:1.1.2.1 Sweden a British free state: Prussia still collects while Britain is at peace with it; at war, the owner keeps Stettin\'s trade', () => {
    const sweden = (j: ScenarioJson) => j.minors.push({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'britain' });
    const peace = collected(startEconomic(sweden, { options: { rules: ON } }));
    expect(lines(sheet(peace, 'prussia'), 'trade')).toContain('Stettin 3/0');
    expect(lines(sheet(peace, 'sweden'), 'trade').some((l) => l.startsWith('Stettin'))).toBe(false);
    const war = collected(startEconomic((j) => {
      sweden(j);
      j.relations.wars!.push(['britain', 'prussia']);
    }, { options: { rules: ON } }));
    expect(lines(sheet(war, 'prussia'), 'trade').some((l) => l.startsWith('Stettin'))).toBe(false);
    expect(lines(sheet(war, 'sweden'), 'trade')).toContain('Stettin 3/0');
  });

  it('opt:1.1.2.1 a fleet of a power at war with Prussia but not with Sweden\'s owner may lie in Stettin\'s blockade box and stops Prussia\'s trade there', () => {
    const edit = (j: ScenarioJson) => {
      j.relations.wars!.push(['france', 'prussia']);
      j.forces.fleets!.push({ id: 'fr-fleet-9', name: 'IX', nationality: 'france', ships: 5, location: { kind: 'blockade', city: 'stettin' } });
    };
    const s0 = startEconomic(edit, { options: { rules: ON } });
    const data = dataForGame(ECON_DATA, s0);
    const ctx = { naval: data.naval!, land: data.land! };
    expect(boxVerdict(s0, ctx as never, 'france', 'stettin')).toEqual({ ok: true });
    // without the option France has no quarrel with Stettin's (neutral) owner and may not stop there (6.2.7)
    const plain = startEconomic((j) => j.relations.wars!.push(['france', 'prussia']), { options: { rules: { hitherPomerania: true } } });
    const plainData = dataForGame(ECON_DATA, plain);
    expect(boxVerdict(plain, { naval: plainData.naval!, land: plainData.land! } as never, 'france', 'stettin').ok).toBe(false);
    const s = collected(s0);
    expect(lines(sheet(s, 'prussia'), 'trade')).toContain('Stettin: blockaded');
    expect(total(sheet(s, 'prussia'), 'trade')).toBe(total(sheet(collected(startEconomic((j) => j.relations.wars!.push(['france', 'prussia']), { options: { rules: ON } })), 'prussia'), 'trade') - 3);
  });
});
