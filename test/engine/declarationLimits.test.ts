import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { declareWarOptions } from '../../shared/engine/steps/political/declarationsOfWar';
import type { AreaId, GameState, MajorPower } from '../../shared/model';
import { DATA, LAND, landScenario } from './landSetup';

// 4.2.2 limits on declaring war that need the map. The land scenario: France at war with
// Austria and Britain; Austria, Russia and Britain at peace with each other; a Russian corps
// stands in Prussian territory (area 276); France's corps are in Bavaria.
const game = newGame({ scenario: landScenario(), seed: 5, data: DATA });
if (!game.ok) throw new Error(JSON.stringify(game.errors));
const base = game.value;

const moveCorps = (s: GameState, id: string, area: string): GameState => ({
  ...s,
  corps: s.corps.map((c) => (c.id === id ? { ...c, location: { kind: 'area', area: area as AreaId } } : c)),
});
const verdictOf = (s: GameState, power: MajorPower, target: MajorPower) => declareWarOptions(s, power, LAND).find((o) => o.value === target)!.verdict;

describe('4.2.2 limits of declarations (with the map)', () => {
  it('4.2.2.1 a power whose corps stand in another power\'s territory may not declare war on it', () => {
    expect(verdictOf(base, 'austria', 'russia')).toEqual({ ok: true });
    const inRussia = moveCorps(base, 'au-1', '075');
    expect(verdictOf(inRussia, 'austria', 'russia')).toMatchObject({ ok: false, code: 'forcesInTerritory', rule: '4.2.2.1' });
    // the limit is about the territory's owner only: Britain may still be declared on
    expect(verdictOf(inRussia, 'austria', 'britain')).toEqual({ ok: true });
  });

  it('4.2.2.1 garrisons count too', () => {
    const garrisoned: GameState = { ...base, garrisons: [...base.garrisons, { nationality: 'austria', area: '075' as AreaId, place: { kind: 'depot' }, factors: { infantry: 1 } }] };
    expect(verdictOf(garrisoned, 'austria', 'russia')).toMatchObject({ ok: false, rule: '4.2.2.1' });
  });

  it('4.2.2.2 a power at war with enemy forces in its home nation may not declare war on anyone else', () => {
    const invaded = moveCorps(base, 'fr-1', '475');
    expect(verdictOf(invaded, 'austria', 'russia')).toMatchObject({ ok: false, code: 'homeInvaded', rule: '4.2.2.2' });
    expect(verdictOf(invaded, 'austria', 'britain')).toMatchObject({ ok: false, rule: '4.2.2.2' });
    // France, whose home is not invaded, is not limited by it
    expect(verdictOf(invaded, 'france', 'russia')).toEqual({ ok: true });
  });

  it('opt:4.2.2.2 (v2.71 correction, on by default) only unbesieged enemy infantry corps bar declarations: a French cavalry corps in Austria does not; unticked, it does', () => {
    const cavalry: GameState = { ...moveCorps(base, 'fr-1', '475') };
    const asCavalry: GameState = { ...cavalry, corps: cavalry.corps.map((c) => (c.id === 'fr-1' ? { ...c, type: 'cavalry' as const } : c)) };
    expect(asCavalry.options.rules.declarationLimitInfantryCorps).toBe(true);
    expect(verdictOf(asCavalry, 'austria', 'russia')).toEqual({ ok: true });
    const printed: GameState = { ...asCavalry, options: { ...asCavalry.options, rules: { ...asCavalry.options.rules, declarationLimitInfantryCorps: false } } };
    expect(verdictOf(printed, 'austria', 'russia')).toMatchObject({ ok: false, code: 'homeInvaded', rule: '4.2.2.2' });
  });

  it('without map data only the 4.2 and 4.2.2.4 checks apply', () => {
    expect(declareWarOptions(moveCorps(base, 'au-1', '075'), 'austria').find((o) => o.value === 'russia')!.verdict).toEqual({ ok: true });
  });
});
