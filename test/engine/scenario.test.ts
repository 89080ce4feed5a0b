import { describe, expect, it } from 'vitest';
import { newGame, parseScenario, SCENARIO_ERROR_CODES } from '../../shared/engine';
import type { GameData, ScenarioError } from '../../shared/engine';
import { defaultOptions, OPTIONAL_RULE_IDS } from '../../shared/model';
import type { AreaId } from '../../shared/model';
import { smallCampaign } from './helpers';

type Json = ReturnType<typeof smallCampaign>;

function errorsOf(edit: (j: Json) => void, data?: GameData): ScenarioError[] {
  const json = smallCampaign();
  edit(json);
  const r = parseScenario(json, data ? { data } : {});
  return r.ok ? [] : r.errors;
}

const corpsList = (j: Json) => j.forces.corps as Record<string, unknown>[];

describe('13.1 scenario parser: the one route to a GameState', () => {
  it('13.1 the fixture parses into a state positioned before the first phase', () => {
    const r = parseScenario(smallCampaign(), { seed: 11 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value;
    expect(s.version).toBe(0);
    expect(s.date).toEqual({ month: 2, year: 1805 });
    expect(s.cursor.segment).toBe(-1);
    expect(s.powers.prussia.inPlay).toBe(false);
    expect(s.powers.france).toMatchObject({ inPlay: true, money: 40, manpower: 12 });
    expect(s.corps).toHaveLength(7);
    expect(s.corps.find((c) => c.id === 'bv-1')).toMatchObject({ nationality: 'bavaria', movement: 4, factors: { infantry: 6, cavalry: 1 } });
    expect(s.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'corps', counter: s.corps.find((c) => c.id === 'fr-1')!.counter });
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'fleet', fleet: 'gb-1' });
    expect(s.leaders.find((l) => l.id === 'mack')!.location).toEqual({ kind: 'pool' });
    expect(s.garrisons.find((g) => g.nationality === 'austria')).toMatchObject({ area: '474', place: { kind: 'city', city: 'vienna' }, factors: { militia: 4 } });
    expect(s.relations.alliances).toEqual([['austria', 'russia'], ['britain', 'austria']]); // each pair in MAJOR_POWERS order
    expect(s.reinforcements.map((r2) => r2.nationality)).toEqual(['britain', 'france', 'austria']);
    expect(s.options).toEqual(defaultOptions());
    expect(s.dice.seed).toBe(11);
    expect(s.log.toArray()).toEqual([]);
  });

  it('options: flags by id, morale method (7.5.2.6.1) and treasuries; unknown ids refused', () => {
    const r = parseScenario(smallCampaign(), { options: { rules: { guardCommitment: true }, moraleMethod: 'two' } });
    expect(r.ok && r.value.options.rules.guardCommitment && r.value.options.moraleMethod === 'two').toBe(true);
    if (r.ok) expect(Object.keys(r.value.options.rules).sort()).toEqual([...OPTIONAL_RULE_IDS].sort());
    const bad = parseScenario(smallCampaign(), { options: { rules: { flyingCarpets: true } } as never });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]!.code).toBe('badOptions');
    const badSeed = parseScenario(smallCampaign(), { seed: 1.5 });
    expect(!badSeed.ok && badSeed.errors[0]!.code).toBe('badSeed');
  });

  it('schema errors name the path and do not throw', () => {
    for (const input of [null, 7, 'x', [], {}]) {
      const r = parseScenario(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.every((e) => e.code === 'schema')).toBe(true);
    }
    const errs = errorsOf((j) => (corpsList(j)[0]!.factors = { infantry: -1 }));
    expect(errs[0]).toMatchObject({ code: 'schema', path: 'forces.corps.0.factors.infantry' });
    expect(errorsOf((j) => (corpsList(j)[0]!.area = 'Paris'))[0]).toMatchObject({ code: 'schema', path: 'forces.corps.0.area' });
    expect(errorsOf((j) => ((j as Record<string, unknown>).surprise = 1))[0]!.code).toBe('schema');
  });

  it('cross-references are checked and every error is reported, not just the first', () => {
    const cases: [string, (j: Json) => void][] = [
      ['dateOrder', (j) => (j.end = { month: 1, year: 1805 })],
      ['badSetupOrder', (j) => (j.setupOrder = ['france', 'austria'])],
      ['badSides', (j) => (j.kind = 'scenario')],
      ['badSides', (j) => (j.sides = [['france'], ['austria', 'russia', 'britain']])],
      ['badRelation', (j) => ((j.relations as { alliances: string[][] }).alliances.push(['france', 'austria']))],
      ['notInPlay', (j) => ((j.relations as { wars: string[][] }).wars.push(['france', 'spain']))],
      ['badMinor', (j) => ((j.minors as Record<string, unknown>[])[0]!.controller = null)],
      ['badMinor', (j) => ((j.minors as Record<string, unknown>[])[1]!.controller = 'france')],
      ['unknownNationality', (j) => (corpsList(j)[0]!.nationality = 'atlantis')],
      ['notInPlay', (j) => (corpsList(j)[0]!.nationality = 'prussia')],
      ['duplicateId', (j) => (corpsList(j)[1]!.id = 'fr-1')],
      ['emptyCorps', (j) => (corpsList(j)[0]!.factors = {})],
      ['unknownArea', (j) => (corpsList(j)[0]!.area = '999')],
      ['unknownReference', (j) => ((j.forces.leaders as Record<string, unknown>[])[0]!.with = 'fr-99')],
      ['unknownReference', (j) => ((j.forces.garrisons as Record<string, unknown>[])[0]!.city = undefined)],
      ['unknownReference', (j) => (corpsList(j)[0]!.offMap = true)],
      ['unknownReference', (j) => (corpsList(j)[1]!.area = undefined)],
      ['unknownReference', (j) => Object.assign(corpsList(j)[1]!, { area: undefined, fleet: 'gb-9' })],
      ['dateOutsideScenario', (j) => ((j.reinforcements as Record<string, unknown>[])[0]!.date = { month: 1, year: 1806 })],
    ];
    for (const [code, edit] of cases) expect(errorsOf(edit).map((e) => e.code), code).toContain(code);
    const many = errorsOf((j) => {
      corpsList(j)[0]!.area = '999';
      corpsList(j)[1]!.nationality = 'atlantis';
    });
    expect(many.map((e) => e.path)).toEqual(['forces.corps.0.area', 'forces.corps.1.nationality']);
    for (const e of many) expect(SCENARIO_ERROR_CODES).toContain(e.code);
  });

  it('13.1.1 map facts come from the plugged-in data, and forces must lie in the portion of the map in play', () => {
    const data: GameData = { hasArea: (a) => a !== '438', hasCity: (c) => c !== 'ulm', inWinterZone: () => true };
    const errs = errorsOf(() => {}, data);
    expect(errs.filter((e) => e.code === 'unknownArea').length).toBeGreaterThan(0);
    expect(errs.find((e) => e.code === 'unknownCity')).toMatchObject({ path: 'forces.garrisons.3.city' });
    const portion = errorsOf((j) => (j.mapPortion = ['438', '320', '326', '474', '475', '276', '194', '735', '427']));
    expect(portion).toEqual([]);
    const outside = errorsOf((j) => (j.mapPortion = ['438' as AreaId]));
    expect(outside.filter((e) => e.code === 'outsideMapPortion').length).toBeGreaterThan(5);
  });

  it('10.1.3 / 6.2.5 corps may start off-map or aboard a fleet', () => {
    const json = smallCampaign();
    Object.assign(corpsList(json)[1]!, { area: undefined, offMap: true });
    Object.assign(corpsList(json)[2]!, { area: undefined, fleet: 'fr-f1' });
    const r = parseScenario(json);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.corps[1]!.location).toEqual({ kind: 'offMap' });
    expect(r.value.corps[2]!.location).toEqual({ kind: 'fleet', fleet: 'fr-f1' });
  });

  it('newGame validates through the same parser and starts the sequence', () => {
    const bad = newGame({ scenario: { format: 'eia-scenario/0' } });
    expect(bad.ok).toBe(false);
    const good = newGame({ scenario: smallCampaign(), seed: 3 });
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(good.value.log.at(0)).toEqual({ type: 'gameStarted', scenario: 'small-campaign', date: { month: 2, year: 1805 } });
    expect(good.value.pending.length).toBeGreaterThan(0);
  });
});
