// Issue 21 8.1.3.1 the last-months planner of the side defending against the enemy's end-of-game
// conditions (ai/endgame.ts, evaluate.ts dangerOf, guard.ts): an end condition needs every one of its
// parts, so the side holds only the cities of the part it keeps unmet most cheaply. 1809 (13.3):
// France wins at the end with Vienna and three of Linz, Brunn, Prague, Trieste, Gratz and
// Leopoldstadt (and Austria holding at most one of Munich, Dresden, Milan, Venice and Warsaw), or
// with two of those seven cities and Austria's corps down to 77 factors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { seenBy } from '../../shared/engine/ai';
import { cheapestBlock } from '../../shared/engine/ai/endgame';
import { dangerOf, fixedOf, goalsOf } from '../../shared/engine/ai/evaluate';
import { guardOrder } from '../../shared/engine/ai/guard';
import type { AreaId, CityId, Corps, GameState, MajorPower, PendingDecision, VictoryCondition } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { linzHeldBy } from './ai1805Setup';
import { DATA, LAND } from './landSetup';

const SCENARIO = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.3-1809-wagram.json'), 'utf8')) as {
  victory: { conditions: VictoryCondition[] };
};
const VIENNA_AREA = '474' as AreaId;
const CITIES = ['vienna', 'brunn', 'trieste', 'gratz', 'leopoldstadt'] as CityId[];

/** `month` 1809 with France holding Linz and Prague (a French factor alone inside each). */
function linzAndPrague(month: number): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1809 rejected');
  let s: GameState = { ...r.value, date: { ...r.value.date, month } };
  s = linzHeldBy(s, { nationality: 'france', infantry: 1 }, '475' as AreaId, 'linz' as CityId);
  return linzHeldBy(s, { nationality: 'france', infantry: 1 }, '467' as AreaId, 'prague' as CityId);
}

/** Every French field corps moved to `area`. */
const frenchAt = (s: GameState, area: AreaId): GameState => ({
  ...s,
  corps: s.corps.map((c): Corps => (c.nationality === 'france' && c.location.kind === 'area' && c.location.city === undefined ? { ...c, location: { kind: 'area', area } } : c)),
});

describe('issue 21 8.1.3.1 the side keeps the cheapest part of an enemy end-of-game condition unmet (ai/endgame.ts cheapestBlock)', () => {
  const atTheEnd = SCENARIO.victory.conditions.find((c) => c.id === 'france-at-the-end')!;
  const armyBroken = SCENARIO.victory.conditions.find((c) => c.id === 'france-army-broken')!;
  const austrian = (p: MajorPower) => p === 'austria';
  const allButLinzPrague = new Set(['munich', 'vienna', 'brunn', 'trieste', 'gratz', 'leopoldstadt'] as CityId[]);

  it('with every city costing the same, Vienna alone (one city) is cheaper than four of the six others', () => {
    const b = cheapestBlock(atTheEnd, 'austria', austrian, allButLinzPrague, () => 10, () => 150);
    expect(b).toMatchObject({ part: 'controlsAll', cities: ['vienna'], cost: 10 });
  });

  it('with Vienna under 150 enemy factors, holding Brunn, Trieste, Gratz and Leopoldstadt is the cheaper part', () => {
    const b = cheapestBlock(atTheEnd, 'austria', austrian, allButLinzPrague, (c) => (c === 'vienna' ? 160 : 10), () => 150);
    expect(b?.part).toBe('controlsAtLeast');
    expect(new Set(b?.cities)).toEqual(new Set(['brunn', 'trieste', 'gratz', 'leopoldstadt']));
  });

  it("the army part costs nothing 35 factors above Austria's line of 77, and blocks nothing once the army is down to it", () => {
    expect(cheapestBlock(armyBroken, 'austria', austrian, allButLinzPrague, () => 10, () => 120)).toMatchObject({ part: 'armyAtMost', cities: [], cost: 0 });
    // at 77 the army part is met; France's two of seven are held, so no part can be kept unmet by holding alone
    expect(cheapestBlock(armyBroken, 'austria', austrian, allButLinzPrague, () => 10, () => 77)).toBeNull();
  });
});

describe('issue 21 8.1.3.1 the cities strong Austria must hold in the last two months of 1809 (evaluate.ts dangerOf with endgame.ts)', () => {
  it('in June, with France holding Linz and Prague, Vienna alone counts (1); Brunn, Trieste, Gratz and Leopoldstadt do not', () => {
    const s = linzAndPrague(6);
    const d = dangerOf(s, 'austria', goalsOf(s, 'austria'), LAND);
    expect(d.get('vienna' as CityId)).toBe(1);
    for (const c of CITIES.slice(1)) expect(d.get(c) ?? 0).toBe(0);
  });

  it('in April the end conditions are not yet judged and France has no sudden death: nothing counts', () => {
    const s = linzAndPrague(4);
    expect(dangerOf(s, 'austria', goalsOf(s, 'austria'), LAND).size).toBe(0);
  });
});

describe('issue 21 8.1.3.1 the guard marches only on the planned city, and says why (guard.ts with endgame.ts)', () => {
  /** June, the French field army in area 476, next to Vienna's area and Gratz's; Austria may march two field corps. */
  function june(to: readonly AreaId[]) {
    const s = frenchAt(linzAndPrague(6), '476' as AreaId);
    const seen = seenBy(s, 'austria');
    const austrians = seen.corps.filter((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.location.city === undefined);
    const d = {
      id: 'd1',
      power: 'austria',
      kind: 'land/movement',
      select: 'one',
      prompt: '',
      options: [...to.map((a, i) => ({ value: `move:${austrians[i]!.counter}:${a}`, label: '', verdict: LEGAL })), { value: 'end', label: '', verdict: LEGAL }],
    } as unknown as PendingDecision;
    return { seen, d, counters: austrians.map((c) => c.counter as string) };
  }

  it("a corps marches into Vienna's area; the reason names the corps and France's win at the end", () => {
    const { seen, d, counters } = june(['477' as AreaId, VIENNA_AREA]);
    const fixed = fixedOf(seen, 'austria', DATA);
    expect(fixed.blocks?.map((x) => x.cities)).toContainEqual(['vienna']);
    const { choice } = guardOrder(seen, d, LAND, fixed);
    expect(choice?.answer).toBe(`move:${counters[1]}:${VIENNA_AREA}`);
    expect(choice?.why?.text).toMatch(new RegExp(`^Vienna must not fall: ${counters[1]} marches to guard it \\(enemy corps of about \\d+ factors within two areas, and holding it keeps France from its win at the end\\)$`));
  });

  it("with only a march to Gratz's area on offer, the guard sends no corps there: Gratz is not what keeps France's win unmet", () => {
    const { seen, d } = june(['477' as AreaId]);
    expect(guardOrder(seen, d, LAND, fixedOf(seen, 'austria', DATA)).choice).toBeNull();
  });
});
