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
import { BLOCK_MARGIN, cheapestBlock, cheapestWin } from '../../shared/engine/ai/endgame';
import type { Block } from '../../shared/engine/ai/endgame';
import { dangerOf, evaluate, fixedOf, goalsOf, winPlanOf, withCorpsAt } from '../../shared/engine/ai/evaluate';
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
  corps: s.corps.map((c): Corps =>
    c.nationality === 'france' && c.location.kind === 'area' && c.location.city === undefined
      ? { ...c, location: { kind: 'area', area } }
      : c,
  ),
});

describe('issue 21 8.1.3.1 the side keeps the cheapest part of an enemy end-of-game condition unmet (ai/endgame.ts cheapestBlock)', () => {
  const atTheEnd = SCENARIO.victory.conditions.find((c) => c.id === 'france-at-the-end')!;
  const armyBroken = SCENARIO.victory.conditions.find((c) => c.id === 'france-army-broken')!;
  const austrian = (p: MajorPower) => p === 'austria';
  const allButLinzPrague = new Set(['munich', 'vienna', 'brunn', 'trieste', 'gratz', 'leopoldstadt'] as CityId[]);

  it('with every city costing the same, Vienna alone (one city) is cheaper than four of the six others', () => {
    const b = cheapestBlock(atTheEnd, austrian, allButLinzPrague, () => 10);
    expect(b).toMatchObject({ part: 'controlsAll', cities: ['vienna'], cost: 10 });
  });

  it('with Vienna under 150 enemy factors, holding Brunn, Trieste, Gratz and Leopoldstadt is the cheaper part', () => {
    const b = cheapestBlock(atTheEnd, austrian, allButLinzPrague, (c) => (c === 'vienna' ? 160 : 10));
    expect(b?.part).toBe('controlsAtLeast');
    expect(new Set(b?.cities)).toEqual(new Set(['brunn', 'trieste', 'gratz', 'leopoldstadt']));
  });

  it("a condition with an army-size part on Austria is not planned (left to the army line): France's army-broken win gives no block", () => {
    expect(cheapestBlock(armyBroken, austrian, allButLinzPrague, () => 10)).toBeNull();
  });
});

describe('issue 21 8.1.3.1 the cities strong Austria must hold in the last two months of 1809 (evaluate.ts dangerOf with endgame.ts)', () => {
  it('in June, with France holding Linz and Prague, Vienna alone counts (1/2: France lacks it and one more city); Brunn, Trieste, Gratz and Leopoldstadt do not', () => {
    const s = linzAndPrague(6);
    const d = dangerOf(s, 'austria', goalsOf(s, 'austria'), LAND);
    expect(d.get('vienna' as CityId)).toBe(0.5);
    for (const c of CITIES.slice(1)) expect(d.get(c) ?? 0).toBe(0);
  });

  it('in June with France holding Linz alone (three short of its win) nothing is planned: the six cities keep the old weighing, none above another', () => {
    const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
    if (!r.ok) throw new Error('1809 rejected');
    const s = linzHeldBy(
      { ...r.value, date: { ...r.value.date, month: 6 } },
      { nationality: 'france', infantry: 1 },
      '475' as AreaId,
      'linz' as CityId,
    );
    const blocks: Block[] = [];
    const d = dangerOf(s, 'austria', goalsOf(s, 'austria'), LAND, blocks);
    expect(blocks).toEqual([]);
    for (const c of CITIES) expect(d.get(c)).toBe(d.get('vienna' as CityId));
    expect(d.get('vienna' as CityId)).toBeGreaterThanOrEqual(1 / 3);
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
      options: [
        ...to.map((a, i) => ({ value: `move:${austrians[i]!.counter}:${a}`, label: '', verdict: LEGAL })),
        { value: 'end', label: '', verdict: LEGAL },
      ],
    } as unknown as PendingDecision;
    return { seen, d, counters: austrians.map((c) => c.counter as string) };
  }

  it("a corps marches into Vienna's area; the reason names the corps and France's win at the end", () => {
    const { seen, d, counters } = june(['477' as AreaId, VIENNA_AREA]);
    const fixed = fixedOf(seen, 'austria', DATA);
    expect(fixed.blocks?.map((x) => x.cities)).toContainEqual(['vienna']);
    const { choice } = guardOrder(seen, d, LAND, fixed);
    expect(choice?.answer).toBe(`move:${counters[1]}:${VIENNA_AREA}`);
    expect(choice?.why?.text).toMatch(
      new RegExp(
        `^Vienna must not fall: ${counters[1]} marches to guard it \\(enemy corps of about \\d+ factors within two areas, and holding it keeps France from its win at the end\\)$`,
      ),
    );
  });

  it("with only a march to Gratz's area on offer, the guard sends no corps there: Gratz is not what keeps France's win unmet", () => {
    const { seen, d } = june(['477' as AreaId]);
    expect(guardOrder(seen, d, LAND, fixedOf(seen, 'austria', DATA)).choice).toBeNull();
  });
});

describe('issue 21 8.1.3.1 the side that must take cities aims at its cheapest win in the last two months (ai/endgame.ts cheapestWin)', () => {
  const french = (p: MajorPower) => p === 'france';
  const held = new Set(['linz', 'trieste'] as CityId[]);
  const austrianHeld = new Set(['munich', 'vienna', 'brunn', 'prague', 'gratz', 'leopoldstadt'] as CityId[]);
  const costs: Record<string, number> = { vienna: 30, gratz: 20, brunn: 30, prague: 40, leopoldstadt: 60, munich: 15 };

  it('France holding Linz and Trieste, with Austria in Munich: Vienna and Gratz, the cheapest one more of the six; Munich is not needed (Austria may hold one of the five)', () => {
    const plan = cheapestWin(
      SCENARIO.victory.conditions,
      french,
      held,
      austrianHeld,
      (c) => costs[c] ?? 99,
      () => 120,
    );
    expect(plan?.condition).toBe('france-at-the-end');
    expect(new Set(plan?.cities)).toEqual(new Set(['vienna', 'gratz']));
  });

  it("with Austria's army 5 factors above its line of 77 wearing it down is cheaper, and takes no city", () => {
    expect(
      cheapestWin(
        SCENARIO.victory.conditions,
        french,
        held,
        austrianHeld,
        (c) => costs[c] ?? 99,
        () => 82,
      ),
    ).toMatchObject({ condition: 'france-army-broken', cities: [] });
  });

  it('a second Austrian city among Munich, Dresden, Milan, Venice and Warsaw must be retaken: the cheaper of the two joins the plan', () => {
    const plan = cheapestWin(
      SCENARIO.victory.conditions,
      french,
      held,
      new Set([...austrianHeld, 'dresden' as CityId]),
      (c) => costs[c] ?? 99,
      () => 150,
    );
    expect(new Set(plan?.cities)).toEqual(new Set(['vienna', 'gratz', 'munich']));
  });

  it('played on the 1809 map: nothing before June; in June the plan is read from the position (France as it sees it)', () => {
    expect(winPlanOf(linzAndPrague(4), 'france', goalsOf(linzAndPrague(4), 'france'), LAND)).toBeNull();
    const s = seenBy(linzAndPrague(6), 'france');
    const plan = fixedOf(s, 'france', DATA).plan;
    expect(plan).not.toBeNull();
    expect(fixedOf(seenBy(linzAndPrague(6), 'austria'), 'austria', DATA).plan).toBeNull();
  });

  it("in July, with Austria back in Munich, a French corps in Munich's area is scored by its distance to the planned cities, not to Munich", () => {
    const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
    if (!r.ok) throw new Error('1809 rejected');
    const s0 = linzHeldBy(
      { ...r.value, date: { ...r.value.date, month: 7 } },
      { nationality: 'austria', infantry: 1 },
      '326' as AreaId,
      'munich' as CityId,
    );
    const seen = seenBy(s0, 'france');
    const fixed = fixedOf(seen, 'france', DATA);
    expect(fixed.plan?.cities.length).toBeGreaterThan(0);
    expect(fixed.plan?.cities).not.toContain('munich');
    const corps = seen.corps.find((c) => c.nationality === 'france' && c.location.kind === 'area' && c.location.city === undefined)!;
    const there = withCorpsAt(seen, corps.counter, '326' as AreaId);
    expect(evaluate(there, 'france', LAND, fixed).march).toBeLessThan(evaluate(there, 'france', LAND, { ...fixed, plan: null }).march);
  });
});

describe('issue 21 8.1.3.1 no plan when the cheapest part is not clearly cheaper than the next (ai/endgame.ts BLOCK_MARGIN)', () => {
  const atTheEnd = SCENARIO.victory.conditions.find((c) => c.id === 'france-at-the-end')!;
  const austrian = (p: MajorPower) => p === 'austria';
  const held = new Set(['munich', 'vienna', 'brunn', 'trieste', 'gratz', 'leopoldstadt'] as CityId[]);

  it('Vienna at 35 against Brunn, Trieste, Gratz and Leopoldstadt at 40 in all: no block (every city keeps counting); without the margin Vienna alone', () => {
    const cost = (c: CityId) => (c === 'vienna' ? 35 : 10);
    expect(cheapestBlock(atTheEnd, austrian, held, cost)).toBeNull();
    const was = BLOCK_MARGIN.ratio;
    BLOCK_MARGIN.ratio = Infinity;
    try {
      expect(cheapestBlock(atTheEnd, austrian, held, cost)?.cities).toEqual(['vienna']);
    } finally {
      BLOCK_MARGIN.ratio = was;
    }
  });

  it('Vienna at 20 against 40: Vienna is the plan, and the block records the next part at 40', () => {
    const b = cheapestBlock(atTheEnd, austrian, held, (c) => (c === 'vienna' ? 20 : 10));
    expect(b).toMatchObject({ cities: ['vienna'], cost: 20, next: 40 });
  });

  it('1805, November, France holding Ulm, Munich and Linz with its field army next to Vienna: Vienna and Brunn, Venice and Mantua all count at 1/2, none dropped', () => {
    const file = path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json');
    const r = newGame({ scenario: JSON.parse(readFileSync(file, 'utf8')) as never, seed: 1, data: DATA });
    if (!r.ok) throw new Error('1805 rejected');
    let s: GameState = { ...r.value, date: { ...r.value.date, month: 11 } };
    s = linzHeldBy(s, { nationality: 'france', infantry: 1 }, '475' as AreaId, 'linz' as CityId);
    s = linzHeldBy(s, { nationality: 'france', infantry: 1 }, '320' as AreaId, 'ulm' as CityId);
    s = frenchAt(s, '473' as AreaId);
    const costs = (ratio: number) => {
      const was = BLOCK_MARGIN.ratio;
      BLOCK_MARGIN.ratio = ratio;
      try {
        const blocks: Block[] = [];
        return { danger: dangerOf(s, 'austria', goalsOf(s, 'austria'), LAND, blocks), blocks };
      } finally {
        BLOCK_MARGIN.ratio = was;
      }
    };
    const now = costs(BLOCK_MARGIN.ratio);
    expect(now.blocks).toEqual([]);
    for (const c of ['vienna', 'brunn', 'venice', 'mantua'] as CityId[]) expect(now.danger.get(c)).toBe(0.5);
    const before = costs(Infinity);
    expect(before.blocks).toHaveLength(1);
    expect(['vienna', 'brunn', 'venice', 'mantua'].filter((c) => (before.danger.get(c as CityId) ?? 0) < 0.5).length).toBeGreaterThan(0);
  });
});
