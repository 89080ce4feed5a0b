// 8.1.3.1 Scenario victory: each shipped scenario's conditions judged on hand-built positions,
// the sudden death ending a game through the sequence, and the parser's errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame, parseScenario, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameDate, GameState, Nationality } from '../../shared/model';
import { armyFactors, cityController, judgeVictory, victoryStanding } from '../../shared/rules/victory';
import { garrison } from './finishedGame';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const dir = new URL('../../assets/scenarios/', import.meta.url);
const raw = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;
const FILES = {
  1805: '13.2-1805-ulm-austerlitz.json',
  1809: '13.3-1809-wagram.json',
  1812: '13.4-1812-russia.json',
  1813: '13.5-1813-befreiungskrieg.json',
  1808: '13.6-1808-peninsular-war.json',
} as const;

function start(year: keyof typeof FILES): GameState {
  const r = parseScenario(raw(FILES[year]), { data });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** A one-factor garrison of `nationality` in each city, replacing whatever held it (corps inside go out to the area). */
function hold(state: GameState, nationality: string, ...cities: string[]): GameState {
  const objectives = state.scenario.victory.cities ?? [];
  let s = state;
  for (const id of cities) {
    const c = objectives.find((o) => o.id === id);
    if (!c) throw new Error(`${id} is not an objective`);
    s = {
      ...s,
      garrisons: [
        ...s.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === c.id)),
        { nationality: nationality as Nationality, area: c.area, place: { kind: 'city', city: c.id }, factors: { infantry: 1 } },
      ],
      corps: s.corps.map((k) => (k.location.kind === 'area' && k.location.city === c.id ? { ...k, location: { kind: 'area', area: c.area } } : k)),
    };
  }
  return s;
}
/** The power's corps cut down to at most `factors`: its corps kept in order while they fit, the rest gone from the map. */
function wornDown(state: GameState, power: Nationality, factors: number): GameState {
  let kept = 0;
  const corps = state.corps.filter((c) => {
    if (c.nationality !== power || c.location.kind !== 'area') return true;
    const n = Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0);
    if (kept + n > factors) return false;
    kept += n;
    return true;
  });
  return { ...state, corps };
}
const at = (state: GameState, date: GameDate): GameState => ({ ...state, date });
const winner = (state: GameState, lastTurn: boolean) => {
  const v = judgeVictory(state, lastTurn);
  return v ? { winners: v.winners, kind: v.kind, condition: v.condition } : null;
};
const objective = (state: GameState, id: string) => (state.scenario.victory.cities ?? []).find((c) => c.id === id)!;

describe('10.3.2 control of an objective city', () => {
  it('10.3.2 the garrison decides; a corps inside counts when there is no garrison', () => {
    const s = start(1805);
    expect(cityController(s, objective(s, 'vienna'))).toBe('austria');
    expect(cityController(hold(s, 'france', 'vienna'), objective(s, 'vienna'))).toBe('france');
    const noGarrison = { ...s, garrisons: s.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === 'vienna')) };
    const inside = noGarrison.corps.find((k) => k.location.kind === 'area' && k.location.city === 'vienna')!;
    expect(cityController(noGarrison, objective(s, 'vienna'))).toBe('austria');
    const french = { ...noGarrison, corps: noGarrison.corps.map((k) => (k === inside ? { ...k, nationality: 'france' as Nationality } : k)) };
    expect(cityController(french, objective(s, 'vienna'))).toBe('france');
  });

  it('10.3.2.2 a vacant city stays with its territory, whoever stands in the area outside; a minor\'s city with its controller', () => {
    const s = start(1805);
    const linz = objective(s, 'linz');
    const vacant = { ...s, garrisons: s.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === 'linz')) };
    const french = vacant.corps.find((k) => k.nationality === 'france')!;
    const outside = { ...vacant, corps: vacant.corps.map((k) => (k === french ? { ...k, location: { kind: 'area' as const, area: linz.area } } : k)) };
    expect(cityController(outside, linz)).toBe('austria');
    // Munich is Bavaria's, a French free state in 1805; Venice is Venetia's, conquered by Austria
    expect(cityController(s, objective(s, 'munich'))).toBe('france');
    expect(cityController(s, objective(s, 'venice'))).toBe('austria');
    const neutral = { ...s, minors: s.minors.map((m) => (m.id === 'bavaria' ? { ...m, status: 'neutral' as const, controller: null } : m)) };
    const munich = { ...neutral, garrisons: neutral.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === 'munich')) };
    expect(cityController(munich, objective(s, 'munich'))).toBeNull();
  });
});

describe('13.2 1805 victory', () => {
  it('8.1.3.1 at the start nobody wins at a month\'s end, and at the end the Coalition wins', () => {
    const s = start(1805);
    expect(winner(s, false)).toBeNull();
    expect(winner(s, true)).toEqual({ winners: ['austria', 'russia'], kind: 'end', condition: 'coalition-otherwise' });
  });
  it('8.1.3.1 France wins at once with Vienna, Brunn and Venice', () => {
    expect(winner(hold(start(1805), 'france', 'vienna', 'brunn', 'venice'), false)).toMatchObject({ winners: ['france'], kind: 'suddenDeath' });
    expect(winner(hold(start(1805), 'france', 'vienna', 'brunn'), false)).toBeNull();
  });
  it('8.1.3.1 the Coalition wins at once with Munich and Milan; a Bavarian garrison is France\'s', () => {
    expect(winner(hold(start(1805), 'austria', 'munich', 'milan'), false)).toMatchObject({ winners: ['austria', 'russia'], kind: 'suddenDeath' });
    expect(winner(hold(start(1805), 'russia', 'munich', 'milan'), false)).toMatchObject({ condition: 'coalition-sudden-death' });
    expect(winner(hold(hold(start(1805), 'austria', 'milan'), 'bavaria', 'munich'), false)).toBeNull();
  });
  it('8.1.3.1 both sudden deaths at once: the first listed (France\'s) decides', () => {
    const s = hold(hold(start(1805), 'france', 'vienna', 'brunn', 'venice'), 'austria', 'munich', 'milan');
    expect(winner(s, false)?.winners).toEqual(['france']);
  });
  it('8.1.3.1 at the end France needs Vienna and four of the six', () => {
    // Munich is French at the start (Mack holds Ulm); Ulm, Linz and Mantua make four
    expect(winner(hold(start(1805), 'france', 'vienna', 'ulm', 'linz', 'mantua'), true)).toMatchObject({ winners: ['france'], kind: 'end', condition: 'france-at-the-end' });
    expect(winner(hold(start(1805), 'france', 'vienna', 'linz', 'mantua'), true)?.winners).toEqual(['austria', 'russia']);
    expect(winner(hold(start(1805), 'france', 'linz', 'mantua', 'brunn'), true)?.winners).toEqual(['austria', 'russia']);
  });
});

describe('8.1.3.1 an army worn down (armyAtMost)', () => {
  it('8.1.3.1 counts the factors of the corps a power runs, in the field and in cities, not garrisons', () => {
    const s = start(1805);
    const mack = s.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.location.city === 'ulm')!;
    const before = armyFactors(s, 'austria');
    expect(before).toBeGreaterThan(64);
    // Mack's corps inside Ulm counts; gone, its factors go with it
    expect(armyFactors({ ...s, corps: s.corps.filter((c) => c !== mack) }, 'austria')).toBe(before - 14);
    expect(armyFactors(hold(s, 'austria', 'munich', 'milan'), 'austria')).toBe(before);
    // the Bavarian corps are France's (a French free state), and count for France only
    const bavarians = s.corps.filter((c) => c.nationality === 'bavaria').reduce((n, c) => n + Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0), 0);
    expect(bavarians).toBeGreaterThan(0);
    expect(armyFactors({ ...s, corps: s.corps.filter((c) => c.nationality !== 'bavaria') }, 'france')).toBe(armyFactors(s, 'france') - bavarians);
  });
  it('8.1.3.1 the standing shows the factors left against the most allowed, met at or below it', () => {
    const s = wornDown(start(1805), 'austria', 64);
    const army = victoryStanding(s).conditions.find((c) => c.id === 'france-army-broken')!.state.parts[0]!;
    expect(army).toMatchObject({ kind: 'armyAtMost', met: true, target: 64, text: "Austria's corps hold at most 64 factors" });
    expect(army.value).toBeLessThanOrEqual(64);
    expect(victoryStanding(start(1805)).conditions.find((c) => c.id === 'france-army-broken')!.state.parts[0]).toMatchObject({ met: false, target: 64 });
  });
});

describe('13.2 1805 victory: the Austrian army broken (Ulm)', () => {
  it('8.1.3.1 at the end France also wins with Austria down to 64 factors and two of Ulm, Munich, Linz', () => {
    const broken = wornDown(start(1805), 'austria', 64);
    expect(winner(hold(broken, 'france', 'ulm'), true)).toMatchObject({ winners: ['france'], kind: 'end', condition: 'france-army-broken' });
    expect(winner(hold(broken, 'austria', 'munich'), true)?.winners).toEqual(['austria', 'russia']); // Munich lost, Ulm still Mack's
    expect(winner(wornDown(hold(start(1805), 'france', 'ulm'), 'austria', 80), true)?.winners).toEqual(['austria', 'russia']);
  });
});

describe('13.3 1809 victory', () => {
  it('8.1.3.1 Austria wins at once with Munich and two of Dresden, Milan, Venice, Warsaw', () => {
    expect(winner(hold(start(1809), 'austria', 'munich', 'dresden', 'warsaw'), false)).toMatchObject({ winners: ['austria'], kind: 'suddenDeath' });
    expect(winner(hold(start(1809), 'austria', 'munich', 'dresden'), false)).toBeNull();
    expect(winner(hold(start(1809), 'austria', 'dresden', 'milan', 'venice'), false)).toBeNull();
  });
  it('8.1.3.1 at the end France needs Vienna, three more, and Austria holding at most one of its five', () => {
    const taken = hold(start(1809), 'france', 'vienna', 'linz', 'brunn', 'prague');
    expect(winner(taken, true)).toMatchObject({ winners: ['france'], condition: 'france-at-the-end' });
    expect(winner(hold(taken, 'austria', 'milan'), true)?.winners).toEqual(['france']);
    expect(winner(hold(taken, 'austria', 'milan', 'venice'), true)).toMatchObject({ winners: ['austria'], condition: 'austria-otherwise' });
    expect(winner(hold(start(1809), 'france', 'vienna', 'linz', 'brunn'), true)?.winners).toEqual(['austria']);
  });
  it('8.1.3.1 at the end France also wins with two Austrian cities and Austria down to 77 factors (Wagram)', () => {
    const broken = wornDown(start(1809), 'austria', 77);
    expect(winner(hold(broken, 'france', 'linz', 'trieste'), true)).toMatchObject({ winners: ['france'], condition: 'france-army-broken' });
    expect(winner(hold(broken, 'france', 'linz'), true)?.winners).toEqual(['austria']);
    expect(winner(hold(wornDown(start(1809), 'austria', 100), 'france', 'linz', 'trieste'), true)?.winners).toEqual(['austria']);
  });
});

describe('13.4 1812 victory', () => {
  it('8.1.3.1 Russia\'s sudden death counts only from November 1812', () => {
    const s = start(1812); // Russia holds all four border cities at the start
    expect(winner(at(s, { month: 10, year: 1812 }), false)).toBeNull();
    expect(winner(at(s, { month: 11, year: 1812 }), false)).toMatchObject({ winners: ['russia'], kind: 'suddenDeath' });
    expect(winner(at(hold(s, 'france', 'kovno'), { month: 11, year: 1812 }), false)).toBeNull();
  });
  it('8.1.3.1 at the end France needs 6 points: Moscow 3, Smolensk 2, Vitebsk 1 is enough; Moscow and Smolensk are not', () => {
    const s = at(hold(start(1812), 'france', 'kovno'), { month: 12, year: 1812 });
    expect(winner(hold(s, 'france', 'moscow', 'smolensk', 'vitebsk'), true)).toMatchObject({ winners: ['france'], condition: 'france-at-the-end' });
    expect(winner(hold(s, 'france', 'moscow', 'smolensk'), true)).toMatchObject({ winners: ['russia'], condition: 'russia-otherwise' });
  });
  it('8.1.3.1 at the end France also wins with three of the eight cities and the Russian corps down to 45 factors (the decisive battle)', () => {
    const s = at(hold(start(1812), 'france', 'kovno'), { month: 12, year: 1812 });
    expect(winner(wornDown(hold(s, 'france', 'smolensk', 'vilna'), 'russia', 45), true)).toMatchObject({ winners: ['france'], condition: 'france-army-broken' });
    expect(winner(wornDown(hold(s, 'france', 'smolensk'), 'russia', 45), true)?.winners).toEqual(['russia']);
    const over = wornDown(hold(s, 'france', 'smolensk', 'vilna'), 'russia', 50);
    expect(armyFactors(over, 'russia')).toBeGreaterThan(45);
    expect(winner(over, true)?.winners).toEqual(['russia']);
  });
});

describe('13.5 1813 victory', () => {
  it('8.1.3.1 the Coalition wins at once with Paris; France with two of Berlin, Breslau, Prague', () => {
    expect(winner(hold(start(1813), 'britain', 'paris'), false)).toMatchObject({ winners: ['russia', 'prussia', 'austria', 'britain'], kind: 'suddenDeath' });
    expect(winner(hold(start(1813), 'france', 'berlin', 'prague'), false)).toMatchObject({ winners: ['france'], kind: 'suddenDeath' });
    expect(winner(hold(start(1813), 'france', 'berlin'), false)).toBeNull();
  });
  it('8.1.3.1 at the end the Coalition needs 6 points, France wins otherwise', () => {
    const six = hold(start(1813), 'prussia', 'dresden', 'leipzig', 'hamburg', 'amsterdam', 'mainz', 'strasbourg');
    expect(winner(six, true)).toMatchObject({ winners: ['russia', 'prussia', 'austria', 'britain'], condition: 'coalition-at-the-end' });
    expect(winner(hold(start(1813), 'russia', 'dresden', 'leipzig', 'hamburg', 'amsterdam', 'mainz'), true)).toMatchObject({ winners: ['france'], condition: 'france-otherwise' });
  });
});

describe('13.6 1808 victory', () => {
  it('8.1.3.1 France wins at once with Madrid, Lisbon and Cadiz', () => {
    expect(winner(hold(start(1808), 'france', 'cadiz'), false)).toMatchObject({ winners: ['france'], kind: 'suddenDeath' });
    expect(winner(start(1808), false)).toBeNull();
  });
  it('8.1.3.1 Spain and Britain win at once from January 1813 with Madrid, Burgos, Saragossa and Bayonne or Toulouse', () => {
    const s = hold(start(1808), 'spain', 'madrid', 'burgos', 'saragossa', 'toulouse');
    expect(winner(at(s, { month: 12, year: 1812 }), false)).toBeNull();
    expect(winner(at(s, { month: 1, year: 1813 }), false)).toMatchObject({ winners: ['spain', 'britain'], kind: 'suddenDeath' });
    expect(winner(at(hold(start(1808), 'spain', 'madrid', 'burgos', 'saragossa'), { month: 1, year: 1813 }), false)).toBeNull();
  });
  it('8.1.3.1 at the end France needs 9 points', () => {
    // at the start France holds Madrid 2, Lisbon 2 and Barcelona 1
    const s = hold(start(1808), 'france', 'seville', 'valencia', 'burgos');
    expect(winner(s, true)).toMatchObject({ winners: ['spain', 'britain'], condition: 'allies-otherwise' });
    expect(winner(hold(s, 'france', 'corunna'), true)).toMatchObject({ winners: ['france'], condition: 'france-at-the-end' });
  });
});

describe('8.1.3.1 victory in the sequence of play', () => {
  function playOut(state: GameState, limit = 50_000): GameState {
    let s = state;
    for (let i = 0; i < limit && !s.over; i++) {
      const d = pendingDecisions(s)[0];
      if (!d) throw new Error('stalled');
      const first = d.options.find((o) => o.verdict.ok);
      const r = applyCommand(s, commandFor(d, d.select === 'many' || !first ? [] : first.value), data);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return s;
  }
  it('8.1.3.1 a sudden death at the first Time Record ends the game, with the winner, the condition and the final standing', () => {
    const g = newGame({ scenario: raw(FILES[1805]), data });
    if (!g.ok) throw new Error('rejected');
    const end = playOut(['vienna', 'brunn', 'venice'].reduce((s, c) => garrison(s, 'france', c), g.value));
    expect(end.date).toEqual({ month: 9, year: 1805 });
    expect(end.over?.victory).toMatchObject({ winners: ['france'], side: 0, kind: 'suddenDeath', condition: 'france-sudden-death' });
    expect(end.over?.reason).toContain('France won by sudden death');
    const types = end.log.map((e) => e.type);
    expect(types.filter((t) => t === 'victoryStanding')).toHaveLength(1);
    expect(types.indexOf('victoryDecided')).toBeLessThan(types.indexOf('gameEnded'));
    expect(viewFor(end, 'austria').over?.victory?.standing.cities.find((c) => c.city === 'vienna')?.controller).toBe('france');
  });
  it('8.1.3.1 otherwise the game runs to its last turn, one standing per month, and the end conditions name the winner', () => {
    const g = newGame({ scenario: raw(FILES[1805]), data });
    if (!g.ok) throw new Error('rejected');
    const end = playOut(g.value);
    expect(end.date).toEqual({ month: 12, year: 1805 });
    expect(end.log.filter((e) => e.type === 'victoryStanding')).toHaveLength(4);
    expect(end.over?.victory).toMatchObject({ winners: ['austria', 'russia'], kind: 'end', condition: 'coalition-otherwise' });
  });
  it('8.1.3.1 the view carries each condition\'s state now', () => {
    const g = newGame({ scenario: raw(FILES[1808]), data });
    if (!g.ok) throw new Error('rejected');
    const v = viewFor(g.value, 'spectator').victory;
    expect(v?.conditions.map((c) => [c.id, c.active, c.state.met, c.state.value, c.state.target])).toEqual([
      ['france-sudden-death', true, false, 2, 3],
      ['allies-sudden-death', false, false, 0, 2],
      ['france-at-the-end', true, false, 5, 9],
      ['allies-otherwise', true, true, 0, 0],
    ]);
  });
});

describe('8.1.3.1 any of several tests', () => {
  it('8.1.3.1 anyOf is met by one of its parts, and a points test counts only the side\'s cities', () => {
    const json = raw(FILES[1805]);
    const v = structuredClone(json.victory) as { conditions: Record<string, unknown>[] };
    v.conditions[0] = {
      id: 'france-either', winner: 'france', when: 'endOfMonth',
      test: { kind: 'anyOf', tests: [{ kind: 'controlsAll', side: 'france', cities: ['vienna'] }, { kind: 'points', side: 'france', atLeast: 3, values: { linz: 2, mantua: 1, munich: 1 } }] },
    };
    const r = parseScenario({ ...json, victory: v }, { data });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(winner(r.value, false)).toBeNull(); // Munich alone: 1 point
    expect(winner(hold(r.value, 'france', 'linz'), false)).toMatchObject({ condition: 'france-either' }); // 3 points
    expect(winner(hold(r.value, 'france', 'vienna'), false)).toMatchObject({ condition: 'france-either' });
    expect(winner(hold(r.value, 'austria', 'munich', 'linz'), false)).toBeNull();
  });
});

describe('8.1.3.1 the parser checks the victory conditions', () => {
  const withVictory = (edit: (v: { cities: unknown[]; conditions: Record<string, unknown>[] }) => void) => {
    const json = raw(FILES[1805]);
    const v = structuredClone(json.victory) as { cities: unknown[]; conditions: Record<string, unknown>[] };
    edit(v);
    return parseScenario({ ...json, victory: v }, { data });
  };
  const errorsOf = (r: ReturnType<typeof parseScenario>) => (r.ok ? [] : r.errors.map((e) => `${e.path} ${e.code}`));

  it('8.1.3.1 the shipped conditions parse', () => expect(errorsOf(withVictory(() => undefined))).toEqual([]));
  it('8.1.3.1 an unknown kind of test is a schema error naming its path', () => {
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.test = { kind: 'controlsSome' })))).toEqual(['victory.conditions.0.test.kind schema']);
  });
  it('8.1.3.1 a city not listed, a power on neither side, a count beyond the cities named', () => {
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.test = { kind: 'controlsAll', side: 'france', cities: ['paris'] })))).toEqual(['victory.conditions.0.test badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.winner = 'prussia')))).toEqual(['victory.conditions.0.winner badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.test = { kind: 'controlsAtLeast', side: 'france', count: 4, cities: ['vienna', 'brunn'] })))).toEqual([
      'victory.conditions.0.test.count badVictory',
    ]);
  });
  it('8.1.3.1 an army condition names a power of this scenario and a count of factors', () => {
    expect(errorsOf(withVictory((v) => (v.conditions[2]!.test = { kind: 'armyAtMost', power: 'prussia', factors: 10 })))).toEqual(['victory.conditions.2.test.power badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[2]!.test = { kind: 'armyAtMost', power: 'austria', factors: -1 })))).toEqual(['victory.conditions.2.test.factors schema']);
  });
  it('8.1.3.1 a city in another area, or unknown to the map', () => {
    expect(errorsOf(withVictory((v) => (v.cities[0] = { id: 'vienna', name: 'Vienna', area: '475' })))).toEqual(['victory.cities.0.area badVictory']);
    expect(errorsOf(withVictory((v) => v.cities.push({ id: 'atlantis', name: 'Atlantis', area: '474' })))).toContain('victory.cities.8.id unknownCity');
  });
  it('8.1.3.1 every game has a winner: the last end condition is "always", and "always" is never sudden death', () => {
    expect(errorsOf(withVictory((v) => v.conditions.pop()))).toEqual(['victory.conditions badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.test = { kind: 'always' })))).toEqual(['victory.conditions.0.test badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[2]!.from = { month: 10, year: 1805 })))).toEqual(['victory.conditions.2.from badVictory']);
    expect(errorsOf(withVictory((v) => (v.conditions[0]!.from = { month: 10, year: 1806 })))).toEqual(['victory.conditions.0.from dateOutsideScenario']);
  });
});
