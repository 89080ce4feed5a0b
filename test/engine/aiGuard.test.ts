// Issue 21 8.1.3.1 the AI's guard of a city a sudden-death defeat hangs on (ai/guard.ts): it keeps
// at the city only as many corps as match the enemy next to it, the smallest first, and the
// procedures' orders for the rest of the army stay open (a locked corps' order must not end the
// whole step). 1805: the coalition wins at once at a month's end holding Munich and Milan.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { guardOrder } from '../../shared/engine/ai/guard';
import { fixedOf } from '../../shared/engine/ai/evaluate';
import { seededRng } from '../../shared/engine/auto';
import type { AreaId, CityId, Corps, GameState, PendingDecision } from '../../shared/model';
import { DATA, LAND } from './landSetup';
import { movementDecision } from './ai1805Setup';

const SCENARIO = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8'),
) as object;
const MUNICH_AREA = '326' as AreaId;
const NEXT_TO_MUNICH = '325' as AreaId;

/**
 * September 1805 with Milan held by an Austrian garrison (so Munich alone would complete the
 * coalition's sudden death), France's IV Corps (20), VI Corps (15) and III Corps (18) in Munich's
 * area, and one Austrian corps next door (France sees it at the standard guess of 10 factors).
 */
function munichAlone(): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  const s = r.value;
  const at = (area: AreaId): Corps['location'] => ({ kind: 'area', area });
  const near = new Set<AreaId>([MUNICH_AREA, ...LAND.edges(MUNICH_AREA).map((e) => e.to)]);
  const field = (c: Corps) => c.location.kind === 'area' && c.location.city === undefined;
  // the coalition's field corps around Munich go to Vienna's area; then one Austrian corps stands next door
  const cleared = s.corps.flatMap((c): Corps[] => {
    if (c.location.kind === 'area' && c.location.city === ('milan' as CityId)) return []; // Milan's defenders gone
    if (['france-iv', 'france-vi', 'france-iii'].includes(c.id)) return [{ ...c, location: at(MUNICH_AREA) }];
    if (c.nationality !== 'france' && c.nationality !== 'bavaria' && field(c) && near.has((c.location as { area: AreaId }).area))
      return [{ ...c, location: at('474' as AreaId) }];
    return [c];
  });
  const first = cleared.find((c) => c.nationality === 'austria' && field(c))!;
  const corps = cleared.map((c) => (c === first ? { ...c, location: at(NEXT_TO_MUNICH) } : c));
  const garrisons = [
    ...s.garrisons.filter((g) => !(g.place.kind === 'city' && g.place.city === ('milan' as CityId))),
    {
      nationality: 'austria' as const,
      area: '337' as AreaId,
      place: { kind: 'city' as const, city: 'milan' as CityId },
      factors: { infantry: 1 },
    },
  ];
  return { ...s, corps, garrisons };
}

const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter as string;

describe('issue 21 8.1.3.1 the guard of Munich when its fall alone loses the game (ai/guard.ts)', () => {
  it('keeps the smallest corps that match the enemy next door (VI Corps, 15 against a corps seen as 10) and lets IV and III Corps march', () => {
    const s = munichAlone();
    const seen = seenBy(s, 'france');
    const fixed = fixedOf(seen, 'france', DATA);
    expect(fixed.danger.get('munich' as CityId)).toBe(1);
    const d: PendingDecision = {
      id: 'd1',
      power: 'france',
      kind: 'land/movement',
      select: 'one',
      prompt: '',
      options: [],
    } as unknown as PendingDecision;
    const { locked } = guardOrder(seen, d, LAND, fixed);
    expect([...locked]).toEqual([counter(s, 'france-vi')]);
  });

  it('with a second Austrian corps next door (20 factors as France sees them) it keeps VI and III Corps (15 + 18), IV Corps marches', () => {
    const s0 = munichAlone();
    let second = false;
    const s: GameState = {
      ...s0,
      corps: s0.corps.map((c) => {
        if (
          second ||
          c.nationality !== 'austria' ||
          c.location.kind !== 'area' ||
          c.location.area === NEXT_TO_MUNICH ||
          c.location.city !== undefined
        )
          return c;
        second = true;
        return { ...c, location: { kind: 'area', area: NEXT_TO_MUNICH } };
      }),
    };
    const seen = seenBy(s, 'france');
    const d = { id: 'd1', power: 'france', kind: 'land/movement', select: 'one', prompt: '', options: [] } as unknown as PendingDecision;
    const { locked } = guardOrder(seen, d, LAND, fixedOf(seen, 'france', DATA));
    expect(new Set(locked)).toEqual(new Set([counter(s, 'france-vi'), counter(s, 'france-iii')]));
  });

  it('the step does not end while a free corps has a march, and no order of the locked VI Corps is the answer (the procedures choose among the free ones)', () => {
    const s = munichAlone();
    const [iv, vi, iii] = ['france-iv', 'france-vi', 'france-iii'].map((id) => counter(s, id));
    // 'end' and the marches of the three corps out of Munich's area
    const d = movementDecision([vi, iv, iii].flatMap((c) => LAND.edges(MUNICH_AREA).map((e) => `move:${c}:${e.to}`)));
    const state: GameState = { ...s, pending: [d] };
    const answer = aiAnswer(state, d, 'strong', seededRng(1), DATA).answer;
    expect(String(answer)).toMatch(new RegExp(`^move:(${iv}|${iii}):`));
  });
});
