// 13.0-13.6 the published scenarios as their titles give them, and 13.1.2 / 13.1.3 what each
// starts with: money, and control of minors and of home provinces another power holds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newGame, parseScenario } from '../../shared/engine';
import type { AreaId, GameState } from '../../shared/model';
import { territoryOf } from '../../shared/rules/land/movement';
import { DATA, LAND } from '../engine/landSetup';

const dir = fileURLToPath(new URL('../../assets/scenarios/', import.meta.url));
const FILES = {
  '13.2': '13.2-1805-ulm-austerlitz.json',
  '13.3': '13.3-1809-wagram.json',
  '13.4': '13.4-1812-russia.json',
  '13.5': '13.5-1813-befreiungskrieg.json',
  '13.6': '13.6-1808-peninsular-war.json',
} as const;
type Id = keyof typeof FILES;
const raw = (id: Id) => JSON.parse(readFileSync(dir + FILES[id], 'utf8')) as Record<string, unknown> & { start: { year: number }; end: { year: number }; sides: string[][]; kind: string };
function start(id: Id): GameState {
  const r = newGame({ scenario: raw(id), seed: 1, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const errorsOf = (json: unknown) => {
  const r = parseScenario(json, { data: DATA });
  return r.ok ? [] : r.errors.map((e) => [e.path, e.code]);
};
// areas on the shipped map
const WARSAW = '267' as AreaId; // Masovia, a Prussian home province
const LUBLIN = '779' as AreaId; // West Galicia, an Austrian home province
const SALZBURG = '479' as AreaId; // Tyrol, an Austrian home province
const MAGDEBURG = '290' as AreaId; // Magdeburg, a Prussian home province
const MUNICH = '326' as AreaId; // Bavaria, a minor

describe('13.2-13.6 each published scenario starts as its title says', () => {
  it('13.2 the 1805 introductory scenario: 1805, France against Austria (and Russia); France 30, Austria 20, Russia 15 money (13.1.2)', () => {
    const s = start('13.2');
    expect([s.date.year, s.scenario.end.year]).toEqual([1805, 1805]);
    expect(s.scenario.sides).toEqual([['france'], ['austria', 'russia']]);
    expect([s.powers.france.money, s.powers.austria.money, s.powers.russia.money]).toEqual([30, 20, 15]);
  });
  it('13.3 the 1809 scenario: 1809, France against Austria; Bavaria a French free state and Tyrol Bavarian since 1805 (13.1.3)', () => {
    const s = start('13.3');
    expect([s.date.year, s.scenario.end.year]).toEqual([1809, 1809]);
    expect(s.scenario.sides).toEqual([['france'], ['austria']]);
    expect(territoryOf(s, LAND, MUNICH)).toBe('france');
    expect(territoryOf(s, LAND, SALZBURG)).toBe('france');
    expect(territoryOf(s, LAND, WARSAW)).toBe('france');
    // West Galicia went to Warsaw only at the peace of October 1809
    expect(territoryOf(s, LAND, LUBLIN)).toBe('austria');
  });
  it('13.4 the 1812 scenario: 1812, France against Russia; Warsaw and Lublin in French hands (13.1.3)', () => {
    const s = start('13.4');
    expect([s.date.year, s.scenario.end.year]).toEqual([1812, 1812]);
    expect(s.scenario.sides).toEqual([['france'], ['russia']]);
    expect(territoryOf(s, LAND, WARSAW)).toBe('france');
    expect(territoryOf(s, LAND, LUBLIN)).toBe('france');
    expect([s.powers.france.money, s.powers.russia.money]).toEqual([40, 25]);
  });
  it('13.5 1813-1814 der Befreiungskrieg: August 1813 to 1814, France against Prussia and its allies; Magdeburg French (13.1.3)', () => {
    const s = start('13.5');
    expect([s.date.year, s.scenario.end.year]).toEqual([1813, 1814]);
    expect(s.scenario.sides[0]).toEqual(['france']);
    expect(s.scenario.sides[1]).toContain('prussia');
    expect(territoryOf(s, LAND, MAGDEBURG)).toBe('france');
  });
  it('13.6 the Peninsular War (1808-1814): from 1808 to 1814, France against Spain (and Great Britain)', () => {
    const s = start('13.6');
    expect([s.date.year, s.scenario.end.year]).toEqual([1808, 1814]);
    expect(s.scenario.sides).toEqual([['france'], ['spain', 'britain']]);
    expect(s.scenario.kind).toBe('scenario');
  });
});

describe('13.0 / 13.2-13.6 a file naming a published scenario is held to its title', () => {
  it('13.5 starting in 1815 is refused; 13.6 without Spain against France is refused; 13.4 as a campaign is refused', () => {
    expect(errorsOf({ ...raw('13.5'), start: { month: 8, year: 1815 }, end: { month: 9, year: 1815 } })).toContainEqual(['start', 'dateOrder']);
    expect(errorsOf({ ...raw('13.3'), end: { month: 2, year: 1810 } })).toContainEqual(['end', 'dateOrder']);
    const r6 = raw('13.6');
    expect(errorsOf({ ...r6, sides: [['france', 'spain'], ['britain']] })).toContainEqual(['sides', 'badSides']);
    expect(errorsOf({ ...raw('13.4'), kind: 'campaign' })).toContainEqual(['kind', 'badSides']);
  });
  it('13.1 a file of our own (no 13.x source) is not held to any title', () => {
    expect(errorsOf({ ...raw('13.5'), source: 'constructed for a test', start: { month: 8, year: 1815 }, end: { month: 9, year: 1815 } }).filter(([p]) => p === 'start')).toEqual([]);
  });
});

describe('13.1.3 control of home provinces another power holds at the start', () => {
  it('13.1.3 a scenario\'s ceded province is its holder\'s territory; without the entry it is its home nation\'s', () => {
    const json = raw('13.4');
    const without = { ...json, economy: { ceded: [] } };
    const r = newGame({ scenario: without, seed: 1, data: DATA });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(territoryOf(r.value, LAND, WARSAW)).toBe('prussia');
    expect(start('13.4').ceded).toEqual([
      { province: 'masovia', home: 'prussia', holder: 'france' },
      { province: 'west-galicia', home: 'austria', holder: 'france' },
    ]);
  });
  it('13.1.3 a scenario keeps only the ceded provinces of the economy section (it plays no Economic Phase)', () => {
    const s = start('13.4');
    const plain = newGame({ scenario: { ...raw('13.4'), economy: undefined }, seed: 1, data: DATA });
    if (!plain.ok) throw new Error('13.4 without economy');
    expect(s.economy).toEqual(plain.value.economy);
  });
  it('13.1.3 a province ceded to a power not in play is refused', () => {
    expect(errorsOf({ ...raw('13.4'), economy: { ceded: [{ province: 'masovia', holder: 'austria' }] } })).toContainEqual(['economy.ceded.0.holder', 'badEconomy']);
  });
});
