// Issue 21 the strong AI's army-size line (ai/armyLine.ts): 8.1.3.1 1805's "france-army-broken"
// (Austria's corps at 64 factors or fewer with France holding two of Ulm, Munich and Linz, judged at
// the end of December) presses on Austria in the last two months once its army is near 64: it
// refuses battles it does not win by a wide margin (7.5) and marches out of its depots' reach,
// where it would forage (7.4.1).
import { describe, expect, it } from 'vitest';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { LINE_SLACK, SIEGE_SLACK, armyLineOf, lineVeto } from '../../shared/engine/ai/armyLine';
import { LINE_EXPOSED, evaluate, fixedOf } from '../../shared/engine/ai/evaluate';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { depotReach } from '../../shared/rules/land/supply';
import { armyFactors, objectiveControl } from '../../shared/rules/victory';
import type { AreaId, CityId, GameState, PendingDecision } from '../../shared/model';
import { LEGAL } from '../../shared/model';
import { AU, DATA, FR, LAND, atChits, battleScenario, decisionOf, endingNow } from './landSetup';
import { battleViewFor } from '../../shared/engine/steps/land/fieldCombat/view';
import { LINZ_AREA, austriaDownTo, linzHeldBy, start } from './ai1805Setup';

const linzFrench = (s: GameState) => linzHeldBy(s, { nationality: 'france', infantry: 1 });
const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter as string;
const at = (s: GameState, ids: readonly string[], area: AreaId): GameState => ({
  ...s,
  corps: s.corps.map((c) => (ids.includes(c.id) ? { ...c, location: { kind: 'area', area } } : c)),
});
const decision = (options: string[]) =>
  ({
    id: 'd1',
    power: 'austria',
    kind: 'land/movement',
    select: 'one',
    prompt: '',
    options: options.map((value) => ({ value, label: '', verdict: LEGAL })),
  }) as unknown as PendingDecision;

describe('issue 21 8.1.3.1 the army-size line (ai/armyLine.ts armyLineOf)', () => {
  it("in December 1805 with France holding Munich and Linz and Austria's corps at most 76 factors, France's army-broken line of 64 presses on Austria", () => {
    const s = austriaDownTo(linzFrench(start(12)), 76);
    const army = armyFactors(s, 'austria');
    expect(army).toBeGreaterThan(64);
    expect(armyLineOf(seenBy(s, 'austria'), 'austria')).toEqual({ line: 64, army });
    // no line presses on France: no condition counts its army
    expect(armyLineOf(seenBy(s, 'france'), 'france')).toBeNull();
  });

  it('it does not press before the last two months, nor with the army more than LINE_SLACK factors above the line', () => {
    expect(armyLineOf(austriaDownTo(linzFrench(start(10)), 76), 'austria')).toBeNull();
    expect(armyLineOf(austriaDownTo(linzFrench(start(11)), 76), 'austria')).not.toBeNull();
    const full = linzFrench(start(12));
    expect(armyFactors(full, 'austria') - 64).toBeGreaterThan(LINE_SLACK);
    expect(armyLineOf(full, 'austria')).toBeNull();
  });

  it('with France holding none of Ulm, Munich and Linz (two cities short), no line presses', () => {
    // Ulm and Munich in Austrian hands (Austrian garrisons, no corps), Linz Austrian as at the start
    const none = austriaDownTo(start(12), 76);
    const ours = ['320', '326'] as AreaId[];
    const back: GameState = {
      ...none,
      garrisons: [
        ...none.garrisons.filter((g) => !ours.includes(g.area)),
        { nationality: 'austria', area: '320' as AreaId, place: { kind: 'city', city: 'ulm' as CityId }, factors: { infantry: 1 } },
        { nationality: 'austria', area: '326' as AreaId, place: { kind: 'city', city: 'munich' as CityId }, factors: { infantry: 1 } },
      ],
      corps: none.corps.filter((c) => !(c.location.kind === 'area' && ours.includes(c.location.area))),
    };
    expect(objectiveControl(back).filter((c) => ['ulm', 'munich', 'linz'].includes(c.city) && c.controller === 'austria')).toHaveLength(3);
    expect(armyLineOf(back, 'austria')).toBeNull();
    expect(armyLineOf(austriaDownTo(linzFrench(start(12)), 76), 'austria')).not.toBeNull();
  });
});

describe('issue 21 7.5 / 7.4.1 marches refused on the army line (ai/armyLine.ts lineVeto)', () => {
  /** Austria's V Corps (17 factors) at Linz's area, France's IV Corps (20) in Munich's area next to it. */
  function facing(month: number, most = 76): { s: GameState; next: AreaId; j: string } {
    const next = '326' as AreaId;
    expect(LAND.edges(LINZ_AREA).some((e) => e.to === next)).toBe(true);
    const s = at(at(austriaDownTo(start(month), most, ['austria-v']), ['austria-v'], LINZ_AREA), ['france-iv'], next);
    return { s, next, j: counter(s, 'austria-v') };
  }

  it('V Corps does not attack the French IV Corps next to it (17 against 20): the order is refused and the reason names the corps, the area and the line', () => {
    const { s, next, j } = facing(12);
    const d = decision(['end', `move:${j}:${next}`]);
    const veto = lineVeto(seenBy(s, 'austria'), d, LAND);
    expect(veto?.refused.get(`move:${j}:${next}`)).toMatch(
      new RegExp(`^${j} does not attack in area ${next}: .*must stay above 64 factors`),
    );
  });

  it('in October, the line not yet pressing, the same attack is not refused', () => {
    const { s, next, j } = facing(10);
    expect(lineVeto(seenBy(s, 'austria'), decision(['end', `move:${j}:${next}`]), LAND)).toBeNull();
  });

  it('a march that ends out of the depots reach is refused unless it comes nearer to it; one inside the reach is not', () => {
    const { s } = facing(12);
    const mover = s.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.id !== 'austria-v')!;
    const k = mover.counter as string;
    // an area in the depots' reach next to one out of it, with the corps standing in the first
    let found: { inside: AreaId; outside: AreaId; here: GameState; reach: ReadonlyMap<AreaId, number> } | undefined;
    for (const a of depotReach(seenBy(s, 'austria'), LAND, 'austria').keys()) {
      if (found) break;
      const here = at(s, [mover.id], a);
      const reach = depotReach(seenBy(here, 'austria'), LAND, 'austria');
      const out = LAND.edges(a).find((e) => !reach.has(e.to));
      if (reach.has(a) && out) found = { inside: a, outside: out.to, here, reach };
    }
    expect(found).toBeDefined();
    const { inside, outside, here, reach } = found!;
    const other = LAND.edges(inside).find((e) => reach.has(e.to))?.to;
    const options = [`move:${k}:${outside}`, ...(other ? [`move:${k}:${other}`] : [])];
    const veto = lineVeto(seenBy(here, 'austria'), decision(options), LAND);
    expect(veto?.refused.get(`move:${k}:${outside}`)).toMatch(/does not march out of supply/);
    if (other) expect(veto?.refused.has(`move:${k}:${other}`)).toBe(false);
    // back from out of reach toward it: not refused
    const away = at(s, [mover.id], outside);
    expect(lineVeto(seenBy(away, 'austria'), decision([`move:${k}:${inside}`]), LAND)).toBeNull();
  });

  it('played: offered the attack and the end, where the procedures attack, the strong AI ends its movement and says why', () => {
    const { s, next, j } = facing(12);
    const d = decision([`move:${j}:${next}`, 'end']);
    const game = { ...s, pending: [d] };
    expect(autoAnswer(seenBy(game, 'austria'), d, () => 0, DATA)).toBe(`move:${j}:${next}`);
    const c = aiAnswer(game, d, 'strong', seededRng(1), DATA);
    expect(c.answer).toBe('end');
    expect(c.why?.text).toMatch(new RegExp(`^Austria: ${j} does not attack in area ${next}`));
    expect(c.why?.publicText).toBe(''); // 2.4.2 the veto's mention would bound the army (test/host/aiReasonSecrets)
  });
});

describe('issue 21 7.5.4.1 no assault on the army line (ai/armyLine.ts lineSiege)', () => {
  const siege = (options: string[]) => ({ ...decision(options), kind: 'land/siege' }) as PendingDecision;

  it('Austria at most 15 factors above 64 does not assault Munich where the procedures would; the reason names the city and the line', () => {
    const s = austriaDownTo(linzFrench(start(12)), 76);
    expect(armyFactors(s, 'austria') - 64).toBeLessThanOrEqual(SIEGE_SLACK);
    const d = siege(['end', 'assault:326:munich']);
    const game = { ...s, pending: [d] };
    expect(autoAnswer(seenBy(game, 'austria'), d, () => 0, DATA)).toBe('assault:326:munich');
    const c = aiAnswer(game, d, 'strong', seededRng(1), DATA);
    expect(c.answer).toBe('end');
    expect(c.why).toEqual({
      text: `Austria does not assault Munich: its army must stay above 64 factors (now ${armyFactors(s, 'austria')})`,
      publicText: '', // 2.4.2 said only near the line (test/host/aiReasonSecrets)
    });
  });

  it('more than 15 factors above the line, it assaults as the procedures do', () => {
    const s = austriaDownTo(linzFrench(start(12)), 95);
    expect(armyFactors(s, 'austria') - 64).toBeGreaterThan(SIEGE_SLACK);
    const d = siege(['end', 'assault:326:munich']);
    expect(aiAnswer({ ...s, pending: [d] }, d, 'strong', seededRng(1), DATA).answer).toBe('assault:326:munich');
  });
});

describe('issue 21 7.5.2.1 the chit of fewest losses on the army line (ai/armyLine.ts lineChit)', () => {
  /** France (13 infantry, 7 cavalry) attacks Austria (11 infantry) in 324; Austria's chit is asked. */
  function battle(line: number | null): { s: GameState; d: PendingDecision } {
    const sc = battleScenario([FR({ infantry: 13, cavalry: 7 }), AU({ infantry: 11 })]);
    let s = atChits(sc);
    if (line !== null)
      s = endingNow(s, [{ id: 'broken', winner: 'france', when: 'end', test: { kind: 'armyAtMost', power: 'austria', factors: line } }]);
    return { s, d: decisionOf(s, 'austria', 'land/combatChit')! };
  }
  const lossOf = (s: GameState, chit: string) => {
    const odds = battleViewFor(seenBy(s, 'austria'), 'austria', 60)!.odds!;
    const ls = odds.rows.filter((r) => r.defenderChit === chit).map((r) => (r.day ?? r).expectedLosses.defender);
    return ls.reduce((n, x) => n + x, 0) / (2 * ls.length) + Math.max(...ls) / 2;
  };

  it('with its army 6 factors above the line Austria picks the legal chit of fewest expected losses and says so', () => {
    const { s, d } = battle(5);
    expect(armyLineOf(seenBy(s, 'austria'), 'austria')).toEqual({ line: 5, army: 11 });
    const c = aiAnswer(s, d, 'strong', seededRng(1), DATA);
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
    for (const x of legal) expect(lossOf(s, String(c.answer))).toBeLessThanOrEqual(lossOf(s, x) + 1e-9);
    expect(c.why?.text).toMatch(
      new RegExp(`^Austria chooses the ${String(c.answer)} chit: the fewest losses, .*must stay above 5 factors \\(now 11\\)`),
    );
    expect(c.why?.publicText).toBe('');
  });

  it('with no line the chit is chosen on the odds (chits.ts), not on losses', () => {
    const { s, d } = battle(null);
    expect(armyLineOf(seenBy(s, 'austria'), 'austria')).toBeNull();
    expect(aiAnswer(s, d, 'strong', seededRng(1), DATA).why?.text).toMatch(/the best odds/);
  });
});

describe('issue 21 8.1.3.1 / 7.5 on the army line a stack next to stronger enemy corps counts as more exposed (evaluate.ts LINE_EXPOSED)', () => {
  /** V Corps (17) in Linz's area, France's IV Corps (20) and VI Corps next to it in Munich's area. */
  const facingTwo = (month: number) =>
    at(
      at(austriaDownTo(linzFrench(start(month)), 76, ['austria-v']), ['austria-v'], LINZ_AREA),
      ['france-iv', 'france-vi'],
      '326' as AreaId,
    );

  it(`in December, with the line pressing, the exposure of V Corps weighs ${LINE_EXPOSED.times} times what it weighs without the line`, () => {
    const seen = seenBy(facingTwo(12), 'austria');
    const fixed = fixedOf(seen, 'austria', DATA);
    const off = evaluate(seen, 'austria', LAND, { ...fixed, onLine: false }).exposed;
    const on = evaluate(seen, 'austria', LAND, { ...fixed, onLine: true }).exposed;
    expect(off).toBeLessThan(0);
    expect(LINE_EXPOSED.times).toBeGreaterThan(1);
    expect(on).toBeCloseTo(LINE_EXPOSED.times * off);
  });
});
