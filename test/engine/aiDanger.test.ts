// Issue 21 8.1.3.1 which of its objective cities the AI must hold: the enemy's sudden-death
// conditions always, and in the scenario's last two months the enemy's end-of-game conditions too,
// each city counting 1 / what that condition still lacks — but a part already met (four of the six
// cities in 1805) needs none of its other cities.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { dangerOf, goalsOf } from '../../shared/engine/ai/evaluate';
import type { AreaId, CityId, GameState } from '../../shared/model';
import { DATA } from './landSetup';

const SCENARIO = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8')) as object;

function start(): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  return r.value;
}

/** France holds Ulm, Linz and Mantua as well as Munich (a French garrison alone inside each, 10.3.2). */
function franceHoldsFour(s: GameState, month: number): GameState {
  const taken: [AreaId, CityId][] = [['320' as AreaId, 'ulm' as CityId], ['475' as AreaId, 'linz' as CityId], ['340' as AreaId, 'mantua' as CityId]];
  const inside = (area: AreaId, city?: CityId) => taken.some(([a, c]) => a === area && c === city);
  return {
    ...s,
    date: { ...s.date, month },
    corps: s.corps.filter((c) => !(c.location.kind === 'area' && inside(c.location.area, c.location.city))),
    garrisons: [
      ...s.garrisons.filter((g) => !(g.place.kind === 'city' && inside(g.area, g.place.city))),
      ...taken.map(([area, city]) => ({ nationality: 'france' as const, area, place: { kind: 'city' as const, city }, factors: { infantry: 1 } })),
    ],
  };
}

describe('issue 21 8.1.3.1 the cities the AI must hold (dangerOf)', () => {
  it('in September 1805 Vienna, Brunn and Venice each count 1/3: France\'s sudden death needs all three', () => {
    const s = start();
    const d = dangerOf(s, 'austria', goalsOf(s, 'austria'));
    expect(d.get('vienna' as CityId)).toBeCloseTo(1 / 3);
    expect(d.get('brunn' as CityId)).toBeCloseTo(1 / 3);
    expect(d.get('venice' as CityId)).toBeCloseTo(1 / 3);
  });

  it('in December 1805, with France holding four of the six, Vienna alone completes France\'s end condition: it counts 1, Brunn and Venice stay at 1/3', () => {
    const s = franceHoldsFour(start(), 12);
    const d = dangerOf(s, 'austria', goalsOf(s, 'austria'));
    expect(d.get('vienna' as CityId)).toBe(1);
    expect(d.get('brunn' as CityId)).toBeCloseTo(1 / 3);
    expect(d.get('venice' as CityId)).toBeCloseTo(1 / 3);
  });

  it('before the last two months the end condition does not count: the same cities in September leave Vienna at 1/3', () => {
    const s = franceHoldsFour(start(), 9);
    expect(dangerOf(s, 'austria', goalsOf(s, 'austria')).get('vienna' as CityId)).toBeCloseTo(1 / 3);
  });
});
