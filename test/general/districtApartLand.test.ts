// 10.4.3.2 a Swedish district held apart on the land map: Finland held by Russia in the 1812
// campaign is Russia's territory, not neutral Sweden's, for access, occupation and supply.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { dataForGame } from '../../shared/engine/gameData';
import { allied, atWar, MAJOR_POWERS } from '../../shared/model';
import type { AreaId, Depot, GameState } from '../../shared/model';
import { forcibleAccessOwner, hasAccess, mayOccupy, neutralMinorOf, territoryOf } from '../../shared/rules/land/movement';
import { isSupplySource } from '../../shared/rules/land/depots';
import { ECON_DATA } from '../engine/economicSetup';

const campaign1812 = (): GameState => {
  const json = JSON.parse(readFileSync('assets/scenarios/14.5-1812-campaign.json', 'utf8')) as unknown;
  const r = newGame({ scenario: json, seed: 3, data: ECON_DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};
const SVEABORG = '074' as AreaId; // Finland, a Russian garrison in Sveaborg
const STOCKHOLM = '044' as AreaId; // Sweden proper

describe('10.4.3.2 Finland held apart by Russia on the land map (1812)', () => {
  const s = campaign1812();
  const map = dataForGame(ECON_DATA, s).land!;

  it("10.4.3.2 the map still names Sweden; Finland reads as Russia's territory and not a neutral minor, Sweden stays neutral", () => {
    expect(map.area(SVEABORG)!.minor).toBe('sweden');
    expect(s.minors.find((m) => m.id === 'finland')).toMatchObject({ status: 'conquered', controller: 'russia' });
    expect(territoryOf(s, map, SVEABORG)).toBe('russia');
    expect(neutralMinorOf(s, map, SVEABORG)).toBeNull();
    expect(neutralMinorOf(s, map, STOCKHOLM)).toBe('sweden');
    expect(territoryOf(s, map, STOCKHOLM)).toBeNull();
  });

  it('10.3.1 / 10.3.4 Russia is at home in Finland; a power at peace with Russia without access enters only by forcible access on Russia', () => {
    expect(mayOccupy(s, map, 'russia', SVEABORG)).toBe(true);
    expect(forcibleAccessOwner(s, map, 'russia', SVEABORG)).toBeNull();
    const stranger = MAJOR_POWERS.find(
      (p) =>
        p !== 'russia' &&
        !atWar(s, p, 'russia') &&
        !allied(s, p, 'russia') &&
        !hasAccess(s, p, 'russia', map.area(SVEABORG)!.province ?? null),
    );
    expect(stranger).toBeDefined();
    expect(forcibleAccessOwner(s, map, stranger!, SVEABORG)).toBe('russia');
  });

  it('7.2.3.1 a Russian depot in Finland beside Russian-held Sveaborg is a supply source; back under Sweden it is not', () => {
    const depot = { id: 'd-test', owner: 'russia', area: SVEABORG } as unknown as Depot;
    expect(isSupplySource(s, map, 'russia', depot)).toBe(true);
    // Finland back with (neutral) Sweden: no entry of its own, so the district is Sweden's again
    const back = { ...s, minors: s.minors.filter((m) => m.id !== 'finland') };
    expect(territoryOf(back, map, SVEABORG)).toBeNull();
    expect(neutralMinorOf(back, map, SVEABORG)).toBe('sweden');
    expect(isSupplySource(back, map, 'russia', depot)).toBe(false);
  });
});
