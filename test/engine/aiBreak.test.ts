// Issue 21 the strong AI's late-game aims (ai/evaluate.ts breakOf, ai/guard.ts siegeLocks):
// 8.1.3.1 an enemy victory condition already met is broken by retaking one of its cities, and
// 7.5.4 a siege of a city the side's own condition needs is kept rather than lifted for a march.
// 1805: France wins at the end holding two of Ulm, Munich and Linz with Austria down to 64 factors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { breakOf, fixedOf, goalsOf } from '../../shared/engine/ai/evaluate';
import type { Score } from '../../shared/engine/ai/evaluate';
import { explainMove, explainSiege } from '../../shared/engine/ai/explain';
import { guardOrder } from '../../shared/engine/ai/guard';
import { seededRng } from '../../shared/engine/auto';
import type { AreaId, CityId, Corps, GameState, PendingDecision } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { DATA, LAND } from './landSetup';

const SCENARIO = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8'),
) as object;
const LINZ_AREA = '475' as AreaId;
const factors = (c: Corps) => Object.values(c.factors).reduce((n, x) => n + (x ?? 0), 0);

function start(month: number): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  return { ...r.value, date: { ...r.value.date, month } };
}

/** Linz (or `area`'s `city`) emptied of corps and garrisons, with `garrison` (if any) alone inside it. */
function linzHeldBy(
  s: GameState,
  garrison: { nationality: 'france' | 'austria'; infantry: number } | null,
  area = LINZ_AREA,
  city = 'linz' as CityId,
): GameState {
  const atLinz = (a: AreaId) => a === area;
  return {
    ...s,
    corps: s.corps.filter((c) => !(c.location.kind === 'area' && atLinz(c.location.area))),
    garrisons: [
      ...s.garrisons.filter((g) => !atLinz(g.area)),
      ...(garrison
        ? [{ nationality: garrison.nationality, area, place: { kind: 'city' as const, city }, factors: { infantry: garrison.infantry } }]
        : []),
    ],
  };
}

/** Austria's corps on the map cut down to at most `most` factors (the smallest kept). */
function austriaDownTo(s: GameState, most: number): GameState {
  let n = 0;
  const keep = new Set<string>();
  for (const c of [...s.corps]
    .filter((x) => x.nationality === 'austria' && x.location.kind === 'area')
    .sort((a, b) => factors(a) - factors(b))) {
    if (n + factors(c) > most) continue;
    n += factors(c);
    keep.add(c.id);
  }
  return { ...s, corps: s.corps.filter((c) => c.nationality !== 'austria' || c.location.kind !== 'area' || keep.has(c.id)) };
}

describe('issue 21 8.1.3.1 breaking an enemy condition already met (ai/evaluate.ts breakOf)', () => {
  it("in December 1805 with France holding Ulm, Munich and Linz and Austria down to 64 factors, two of them must be retaken to break France's army-broken win: each counts 1/2", () => {
    const s = austriaDownTo(linzHeldBy(start(12), { nationality: 'france', infantry: 1 }), 64);
    const b = breakOf(s, 'austria', goalsOf(s, 'austria'));
    expect(Object.fromEntries(b)).toEqual({ ulm: 0.5, munich: 0.5, linz: 0.5 });
    // France's own view has nothing to break
    expect(breakOf(s, 'france', goalsOf(s, 'france')).size).toBe(0);
  });

  it('with Ulm back in Austrian hands, France holds two of the three: retaking Munich or Linz alone breaks the win, each counts 1', () => {
    const s = austriaDownTo(
      linzHeldBy(
        linzHeldBy(start(12), { nationality: 'france', infantry: 1 }),
        { nationality: 'austria', infantry: 1 },
        '320' as AreaId,
        'ulm' as CityId,
      ),
      64,
    );
    expect(Object.fromEntries(breakOf(s, 'austria', goalsOf(s, 'austria')))).toEqual({ munich: 1, linz: 1 });
  });

  it('with Austria above 64 factors the condition is not met and nothing is to be broken', () => {
    const s = linzHeldBy(start(12), { nationality: 'france', infantry: 1 });
    expect(breakOf(s, 'austria', goalsOf(s, 'austria')).size).toBe(0);
  });

  it('before the last two months an end-of-game condition is not yet judged: in October the same position has nothing to break', () => {
    const s = austriaDownTo(linzHeldBy(start(10), { nationality: 'france', infantry: 1 }), 64);
    expect(breakOf(s, 'austria', goalsOf(s, 'austria')).size).toBe(0);
  });

  it('the reason names the city to retake: an Austrian corps marching toward Linz "marches on Linz to retake it"', () => {
    const s = austriaDownTo(linzHeldBy(start(12), { nationality: 'france', infantry: 1 }), 64);
    const seen = seenBy(s, 'austria');
    const c = seen.corps.find((x) => x.nationality === 'austria' && x.location.kind === 'area' && x.location.city === undefined)!;
    const zero: Score = { objective: 0, hold: 0, march: 0, concentrate: 0, battle: 0, exposed: 0, supply: 0, total: 0 };
    const why = explainMove(seen, 'austria', LAND, c.counter, LINZ_AREA, zero, { ...zero, march: 5, total: 5 }, DATA);
    expect(why?.publicText).toBe(`Austria: ${c.counter} marches on Linz to retake it`);
  });
});

describe("issue 21 7.5.4 the siege of a city the side's victory needs is kept (ai/guard.ts siegeLocks)", () => {
  /** France's IV (20), VI (15) and III (18) Corps besiege Linz, held by an Austrian garrison of `g` factors. */
  function siege(g: number): GameState {
    const s = linzHeldBy(start(12), { nationality: 'austria', infantry: g });
    return {
      ...s,
      corps: s.corps.map((c) =>
        ['france-iv', 'france-vi', 'france-iii'].includes(c.id) ? { ...c, location: { kind: 'area', area: LINZ_AREA } } : c,
      ),
    };
  }
  const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter as string;
  const decision = (options: { value: string }[]) =>
    ({
      id: 'd1',
      power: 'france',
      kind: 'land/movement',
      select: 'one',
      prompt: '',
      options: options.map((o) => ({ ...o, label: '', verdict: LEGAL })),
    }) as unknown as PendingDecision;

  it('a garrison of 3 keeps the smallest corps, VI Corps (15 ≥ 6), at the siege; IV and III Corps may march', () => {
    const s = siege(3);
    const seen = seenBy(s, 'france');
    const fixed = fixedOf(seen, 'france', DATA);
    expect(fixed.opportunity.get('linz' as CityId)).toBeGreaterThan(0);
    const { sieges, locked } = guardOrder(seen, decision([]), LAND, fixed);
    expect([...sieges.keys()]).toEqual([counter(s, 'france-vi')]);
    expect(locked.has(counter(s, 'france-iv'))).toBe(false);
  });

  it('a garrison of 10 keeps VI and III Corps (15 + 18 ≥ 20)', () => {
    const s = siege(10);
    const seen = seenBy(s, 'france');
    const { sieges } = guardOrder(seen, decision([]), LAND, fixedOf(seen, 'france', DATA));
    expect(new Set(sieges.keys())).toEqual(new Set([counter(s, 'france-vi'), counter(s, 'france-iii')]));
  });

  it("offered only the marches of VI Corps out of Linz's area and the end, France ends its movement; the reason names the corps and Linz", () => {
    const s = siege(3);
    const vi = counter(s, 'france-vi');
    // (not toward Munich's area: a march to guard Munich, which the coalition's sudden death needs, would come first)
    const d = decision([
      { value: 'end' },
      ...LAND.edges(LINZ_AREA)
        .filter((e) => e.to !== '326')
        .map((e) => ({ value: `move:${vi}:${e.to}` })),
    ]);
    expect(aiAnswer({ ...s, pending: [d] }, d, 'strong', seededRng(1), DATA).answer).toBe('end');
    expect(explainSiege(seenBy(s, 'france'), 'france', vi, 'Linz', 3)).toEqual({
      text: `France: ${vi} keeps the siege of Linz: Linz would complete a victory condition; its garrison is about 3 factors`,
      publicText: `France: ${vi} keeps the siege of Linz`,
    });
  });
});

describe('issue 21 10.3.2 a city the side took is not left empty (ai/guard.ts vacateLocks)', () => {
  const decision = {
    id: 'd1',
    power: 'france',
    kind: 'land/movement',
    select: 'one',
    prompt: '',
    options: [],
  } as unknown as PendingDecision;
  /** France's VI Corps alone inside Linz (Austria's province), with a French garrison beside it or not. */
  function inLinz(garrison: boolean): GameState {
    const s = linzHeldBy(start(12), garrison ? { nationality: 'france', infantry: 1 } : null);
    return {
      ...s,
      corps: s.corps.map((c) => (c.id === 'france-vi' ? { ...c, location: { kind: 'area', area: LINZ_AREA, city: 'linz' as CityId } } : c)),
    };
  }
  const vi = (s: GameState) => s.corps.find((c) => c.id === 'france-vi')!.counter as string;

  it('VI Corps, the only French force in Linz, stays: left empty Linz would go back to Austria', () => {
    const s = inLinz(false);
    const seen = seenBy(s, 'france');
    const { locked, sieges } = guardOrder(seen, decision, LAND, fixedOf(seen, 'france', DATA));
    expect(locked.has(vi(s))).toBe(true);
    expect(sieges.get(vi(s))).toEqual({ city: 'Linz', garrison: 0, stays: true });
    expect(explainSiege(seen, 'france', vi(s), 'Linz', 0, true).publicText).toBe(`France: ${vi(s)} stays in Linz`);
  });

  it('with a French garrison in Linz beside it VI Corps is free to march out', () => {
    const s = inLinz(true);
    const seen = seenBy(s, 'france');
    expect(guardOrder(seen, decision, LAND, fixedOf(seen, 'france', DATA)).locked.has(vi(s))).toBe(false);
  });
});
