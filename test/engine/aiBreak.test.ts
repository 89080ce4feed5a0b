// Issue 21 the strong AI's late-game aims (ai/evaluate.ts breakOf, ai/guard.ts siegeLocks):
// 8.1.3.1 an enemy victory condition already met is broken by retaking one of its cities, and
// 7.5.4 a siege of a city the side's own condition needs is kept rather than lifted for a march.
// 1805: France wins at the end holding two of Ulm, Munich and Linz with Austria down to 64 factors.
import { describe, expect, it } from 'vitest';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { breakOf, fixedOf, goalsOf } from '../../shared/engine/ai/evaluate';
import type { Score } from '../../shared/engine/ai/evaluate';
import { explainMove, explainSiege } from '../../shared/engine/ai/explain';
import { guardOrder } from '../../shared/engine/ai/guard';
import { seededRng } from '../../shared/engine/auto';
import type { AreaId, CityId, GameState, PendingDecision } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { DATA, LAND } from './landSetup';
import { LINZ_AREA, austriaDownTo, linzHeldBy, start } from './ai1805Setup';

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

const MUNICH_AREA = '326' as AreaId;
const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter as string;
const decision = (power: 'france' | 'austria', options: { value: string }[] = []) =>
  ({
    id: 'd1',
    power,
    kind: 'land/movement',
    select: 'one',
    prompt: '',
    options: options.map((o) => ({ ...o, label: '', verdict: LEGAL })),
  }) as unknown as PendingDecision;

describe("issue 21 7.5.4 the siege of a city the side's victory needs is kept, by the side that wins by holding (ai/guard.ts siegeLocks)", () => {
  /** Austria's Jellachich (10), Kienmayer (11) and Right Wing (14) besiege Munich, held by a French garrison of `g` factors. */
  function siege(g: number): GameState {
    const s = linzHeldBy(start(12), { nationality: 'france', infantry: g }, MUNICH_AREA, 'munich' as CityId);
    return {
      ...s,
      corps: s.corps.map((c) =>
        ['austria-iii', 'austria-iv', 'austria-ii'].includes(c.id) ? { ...c, location: { kind: 'area', area: MUNICH_AREA } } : c,
      ),
    };
  }

  it('a garrison of 3 keeps the smallest corps, Jellachich (10 ≥ 6), at the siege of Munich; the others may march', () => {
    const s = siege(3);
    const seen = seenBy(s, 'austria');
    const fixed = fixedOf(seen, 'austria', DATA);
    expect(fixed.opportunity.get('munich' as CityId)).toBeGreaterThan(0);
    const { sieges, locked } = guardOrder(seen, decision('austria'), LAND, fixed);
    // only the sieges: a corps kept inside a city of its own (vacateLocks, `stays`) is another lock
    expect([...sieges].filter(([, v]) => !v.stays).map(([k]) => k)).toEqual([counter(s, 'austria-iv')]);
    expect(locked.has(counter(s, 'austria-ii'))).toBe(false);
  });

  it('a garrison of 8 keeps Jellachich and Kienmayer (10 + 11 ≥ 16)', () => {
    const s = siege(8);
    const seen = seenBy(s, 'austria');
    const { sieges } = guardOrder(seen, decision('austria'), LAND, fixedOf(seen, 'austria', DATA));
    expect(new Set([...sieges].filter(([, v]) => !v.stays).map(([k]) => k))).toEqual(
      new Set([counter(s, 'austria-iv'), counter(s, 'austria-iii')]),
    );
  });

  it("the side that must take cities keeps no siege this way: France's corps at Linz stay free (on the ladder the lock lost it games)", () => {
    const l = linzHeldBy(start(12), { nationality: 'austria', infantry: 3 });
    const s: GameState = {
      ...l,
      corps: l.corps.map((c) => (['france-iv', 'france-vi'].includes(c.id) ? { ...c, location: { kind: 'area', area: LINZ_AREA } } : c)),
    };
    const seen = seenBy(s, 'france');
    expect(guardOrder(seen, decision('france'), LAND, fixedOf(seen, 'france', DATA)).sieges.size).toBe(0);
  });

  it("offered only Jellachich's marches out of Munich's area and the end, Austria ends its movement; the reason names the corps and Munich", () => {
    const s = siege(3);
    const j = counter(s, 'austria-iv');
    const d = decision('austria', [{ value: 'end' }, ...LAND.edges(MUNICH_AREA).map((e) => ({ value: `move:${j}:${e.to}` }))]);
    expect(aiAnswer({ ...s, pending: [d] }, d, 'strong', seededRng(1), DATA).answer).toBe('end');
    expect(explainSiege(seenBy(s, 'austria'), 'austria', j, 'Munich', 3)).toEqual({
      text: `Austria: ${j} keeps the siege of Munich: Munich would complete a victory condition; its garrison is about 3 factors`,
      publicText: `Austria: ${j} keeps the siege of Munich`,
    });
  });
});

describe('issue 21 10.3.2 a city the side took is not left empty (ai/guard.ts vacateLocks)', () => {
  /** Austria's Kienmayer alone inside Munich (Bavaria's, France's ally), with an Austrian garrison beside it or not. */
  function inMunich(garrison: boolean): GameState {
    const s = linzHeldBy(start(12), garrison ? { nationality: 'austria', infantry: 1 } : null, MUNICH_AREA, 'munich' as CityId);
    return {
      ...s,
      corps: s.corps.map((c) =>
        c.id === 'austria-iii' ? { ...c, location: { kind: 'area', area: MUNICH_AREA, city: 'munich' as CityId } } : c,
      ),
    };
  }

  it("Kienmayer, the only Austrian force in Munich, stays: left empty Munich would go back to France's side", () => {
    const s = inMunich(false);
    const k = counter(s, 'austria-iii');
    const seen = seenBy(s, 'austria');
    const { locked, sieges } = guardOrder(seen, decision('austria'), LAND, fixedOf(seen, 'austria', DATA));
    expect(locked.has(k)).toBe(true);
    expect(sieges.get(k)).toEqual({ city: 'Munich', garrison: 0, stays: true });
    expect(explainSiege(seen, 'austria', k, 'Munich', 0, true).publicText).toBe(`Austria: ${k} stays in Munich`);
  });

  it('with an Austrian garrison in Munich beside it Kienmayer is free to march out', () => {
    const s = inMunich(true);
    const seen = seenBy(s, 'austria');
    expect(guardOrder(seen, decision('austria'), LAND, fixedOf(seen, 'austria', DATA)).locked.has(counter(s, 'austria-iii'))).toBe(false);
  });
});
