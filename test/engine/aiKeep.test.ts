// Issue 21 8.1.3.1 the cities the AI's own win rests on (ai/evaluate.ts keepOf) and the guard that
// keeps them (ai/guard.ts); 7.3 a stack scored as it marches together (ai/ai.ts stackMoves).
// 1805: France wins at the end holding two of Ulm, Munich and Linz once Austria's corps are down to
// 64 factors; on the ladder it marched out of such cities in December and lost the game.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { seenBy } from '../../shared/engine/ai';
import { stackMoves } from '../../shared/engine/ai/ai';
import { evaluate, fixedOf, goalsOf, keepOf, withCorpsAt } from '../../shared/engine/ai/evaluate';
import { guardOrder } from '../../shared/engine/ai/guard';
import type { AreaId, CityId, Corps, GameState, PendingDecision } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { DATA, LAND } from './landSetup';

const SCENARIO = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8')) as object;
const ULM_AREA = '320' as AreaId;
const MUNICH_AREA = '326' as AreaId;

function start(): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  return r.value;
}

/**
 * France holds Ulm and Munich (a French garrison alone inside each, 10.3.2) in `month` 1805; with
 * `broken`, Austria's corps are cut to 60 factors (all but its three biggest field corps gone).
 */
function franceHoldsUlmAndMunich(month: number, broken: boolean): GameState {
  const s = start();
  const taken: [AreaId, CityId][] = [[ULM_AREA, 'ulm' as CityId], [MUNICH_AREA, 'munich' as CityId]];
  const inside = (area: AreaId, city?: CityId) => taken.some(([a, c]) => a === area && c === city);
  let corps = s.corps.filter((c) => !(c.location.kind === 'area' && inside(c.location.area, c.location.city)));
  if (broken) {
    const factors = (c: Corps) => Object.values(c.factors).reduce((n, x) => n + (x ?? 0), 0);
    const austrian = corps.filter((c) => c.nationality === 'austria' && c.location.kind === 'area');
    let kept = 0;
    const keep = new Set<Corps>();
    for (const c of [...austrian].sort((a, b) => factors(a) - factors(b))) {
      if (kept + factors(c) > 60) break;
      kept += factors(c);
      keep.add(c);
    }
    corps = corps.filter((c) => !(c.nationality === 'austria' && c.location.kind === 'area') || keep.has(c));
  }
  return {
    ...s,
    date: { ...s.date, month },
    corps,
    garrisons: [
      ...s.garrisons.filter((g) => !(g.place.kind === 'city' && inside(g.area, g.place.city))),
      ...taken.map(([area, city]) => ({ nationality: 'france' as const, area, place: { kind: 'city' as const, city }, factors: { infantry: 1 } })),
    ],
  };
}

describe('issue 21 8.1.3.1 the cities France\'s own win rests on (keepOf)', () => {
  it('in December 1805, with Austria down to 64 factors, Ulm and Munich each count 1: losing either undoes the army-broken condition', () => {
    const s = franceHoldsUlmAndMunich(12, true);
    const k = keepOf(s, 'france', goalsOf(s, 'france'));
    expect(k.get('ulm' as CityId)).toBe(1);
    expect(k.get('munich' as CityId)).toBe(1);
  });

  it('with Austria\'s army whole they count 1/2 (the condition lacks the army still)', () => {
    const s = franceHoldsUlmAndMunich(12, false);
    const k = keepOf(s, 'france', goalsOf(s, 'france'));
    expect(k.get('ulm' as CityId)).toBeCloseTo(1 / 2);
    expect(k.get('munich' as CityId)).toBeCloseTo(1 / 2);
  });

  it('before the last two months the end conditions do not count: in September nothing is kept for them', () => {
    const s = franceHoldsUlmAndMunich(9, true);
    expect(keepOf(s, 'france', goalsOf(s, 'france')).get('ulm' as CityId)).toBeUndefined();
  });

  it('a third city held is a surplus: with Linz as well, none of the three counts for the army-broken condition', () => {
    const s0 = franceHoldsUlmAndMunich(12, true);
    const s: GameState = {
      ...s0,
      corps: s0.corps.filter((c) => !(c.location.kind === 'area' && c.location.city === ('linz' as CityId))),
      garrisons: [...s0.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === ('linz' as CityId))), { nationality: 'france', area: '475' as AreaId, place: { kind: 'city', city: 'linz' as CityId }, factors: { infantry: 1 } }],
    };
    const k = keepOf(s, 'france', goalsOf(s, 'france'));
    // France's end condition (Vienna and four of six) still lacks Vienna and one city: each of the three counts 1/3 there
    expect(k.get('ulm' as CityId)).toBeCloseTo(1 / 3);
  });
});

describe('issue 21 8.1.3.1 the guard keeps the corps inside a city France\'s win rests on (guard.ts)', () => {
  it('a French corps inside Munich stays while an Austrian corps is two areas off, though none is next to it', () => {
    const s0 = franceHoldsUlmAndMunich(12, true);
    const iv = s0.corps.find((c) => c.id === 'france-iv')!;
    const dist = new Map<AreaId, number>();
    for (const e of LAND.edges(MUNICH_AREA)) dist.set(e.to, 1);
    const twoOff = LAND.edges(MUNICH_AREA).flatMap((e) => LAND.edges(e.to).map((f) => f.to)).find((a) => a !== MUNICH_AREA && !dist.has(a))!;
    // every coalition field corps leaves the neighbourhood; one Austrian corps stands two areas from Munich
    const austrian = s0.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.location.city === undefined)!;
    const s: GameState = {
      ...s0,
      corps: s0.corps.map((c): Corps => {
        if (c === iv) return { ...c, location: { kind: 'area', area: MUNICH_AREA, city: 'munich' as CityId } };
        if (c === austrian) return { ...c, location: { kind: 'area', area: twoOff } };
        if (c.nationality !== 'france' && c.location.kind === 'area' && c.location.city === undefined && (c.location.area === MUNICH_AREA || dist.has(c.location.area))) return { ...c, location: { kind: 'area', area: '474' as AreaId } };
        return c;
      }),
    };
    const seen = seenBy(s, 'france');
    const fixed = fixedOf(seen, 'france', DATA);
    // France sees Austria's unrevealed corps at the standard guess, so to it the army is not yet broken: 1/2
    expect(fixed.keep.get('munich' as CityId)).toBeCloseTo(1 / 2);
    const d = { id: 'd1', power: 'france', kind: 'land/movement', select: 'one', prompt: '', options: [] } as unknown as PendingDecision;
    expect(guardOrder(seen, d, LAND, fixed).locked.has(iv.counter)).toBe(true);
  });
});

describe('issue 21 7.3 a stack scored as one march (stackMoves)', () => {
  it('IV, VI and III Corps (55 factors) next to two Austrian corps (seen as 20): each alone scores a lost battle, the three together a won one, led by IV Corps', () => {
    const s0 = start();
    const next = LAND.edges(MUNICH_AREA)[0]!.to;
    const ids = ['france-iv', 'france-vi', 'france-iii'];
    let placed = 0;
    const s: GameState = {
      ...s0,
      corps: s0.corps.map((c): Corps => {
        if (ids.includes(c.id)) return { ...c, location: { kind: 'area', area: MUNICH_AREA } };
        if (c.nationality === 'austria' && c.location.kind === 'area' && c.location.city === undefined && placed < 2) {
          placed++;
          return { ...c, location: { kind: 'area', area: next } };
        }
        // nobody else near the two areas
        if (c.location.kind === 'area' && c.location.city === undefined && (c.location.area === MUNICH_AREA || c.location.area === next)) return { ...c, location: { kind: 'area', area: '474' as AreaId } };
        return c;
      }),
    };
    const counters = ids.map((id) => s.corps.find((c) => c.id === id)!.counter as string);
    const d = {
      id: 'd1',
      power: 'france',
      kind: 'land/movement',
      select: 'one',
      prompt: '',
      options: [{ value: 'end', label: 'End', verdict: LEGAL }, ...counters.map((c) => ({ value: `move:${c}:${next}`, label: '', verdict: LEGAL }))],
    } as unknown as PendingDecision;
    const seen = seenBy(s, 'france');
    const fixed = fixedOf(seen, 'france', DATA);
    const stacks = stackMoves(seen, d, LAND, new Set(), () => false, (moved) => evaluate(moved, 'france', LAND, fixed));
    expect(stacks).toHaveLength(1);
    expect(stacks[0]!.value).toBe(`move:${counters[0]}:${next}`); // IV Corps, the biggest, leads
    expect(stacks[0]!.score.battle).toBeGreaterThan(0);
    for (const c of counters) {
      const alone = evaluate(withCorpsAt(seen, c, next), 'france', LAND, fixed);
      expect(alone.battle).toBeLessThan(0);
      expect(stacks[0]!.score.total).toBeGreaterThan(alone.total);
    }
  });
});
