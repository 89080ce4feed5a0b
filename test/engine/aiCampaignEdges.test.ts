// Issue 21 the AI levels take the rules' options the standing procedures never take, each played
// through the engine: 8.5.4 / 5.2.1.2 buying a corps counter when the power's factors outgrow its
// corps or a new army is needed (ai/economy.ts), 10.1.4.1.1 raising an insurrection corps in the
// area an enemy corps has just entered (ai/rising.ts), and 7.3.1.4 foraging as a corps ends its
// move before another corps joins it (ai/forage.ts). Each also gives its one-line reason.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice, pendingDecisions } from '../../shared/engine';
import { aiAnswer } from '../../shared/engine/ai';
import { forageFirst, expectedForageLoss } from '../../shared/engine/ai/forage';
import { seenBy } from '../../shared/engine/ai/seen';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameState, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic, type ScenarioJson } from './economicSetup';
import { DATA, LAND, apply, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';
import { insurrectionGame } from '../general/insurrectionSetup';

const rng = () => seededRng(7);

describe('8.5.4 / 5.2.1.2 the AI buys a corps counter', () => {
  /** Prussia at war with France, rich, its I Corps full: money for a second army. */
  const atWarRich = (j: ScenarioJson) => {
    j.relations.wars!.push(['prussia', 'france']);
    j.powers.prussia!.money = 160;
    j.powers.prussia!.manpower = 20;
  };
  const expenditure = (edit: (j: ScenarioJson) => void) => playEconomic(startEconomic(edit), undefined, atStep('economic/expenditure', 3));
  const prussiaAi = (level: 'normal' | 'procedures') => (d: PendingDecision, s: GameState) =>
    d.power === 'prussia' ? aiAnswer(s, d, level, rng(), ECON_DATA).answer : undefined;

  it("8.5.4 at war with money beyond its corps' room, the normal AI buys the II Corps counter and factors to fill it; the procedures do not", () => {
    const s = expenditure(atWarRich);
    const d = pendingDecisions(s).find((x) => x.power === 'prussia' && x.kind === 'economic/expenditure')!;
    const first = aiAnswer(s, d, 'normal', rng(), ECON_DATA);
    expect(first.answer).toBe('counter:prussia-ii');
    expect(first.why!.text).toMatch(/^Prussia buys the Prussian II Corps counter \(8\.5\.4\): at war/);
    expect(first.why!.publicText).toBe(''); // its treasury is its own
    expect(autoAnswer(s, d, rng(), ECON_DATA)).not.toBe('counter:prussia-ii');
    // played to the step's end: the counter is kept for placement, and infantry is bought for it
    const after = (level: 'normal' | 'procedures') =>
      playEconomic(
        s,
        prussiaAi(level),
        (x) => x.cursor.step !== 'economic/expenditure' || !pendingDecisions(x).some((p) => p.power === 'prussia'),
      );
    const ai = after('normal');
    const procedures = after('procedures');
    expect(
      ai.economy!.purchasedCounters.some((p) => p.power === 'prussia' && p.roster === 'prussia-ii') ||
        ai.economy!.current!.worksheets.some((w) => w.nationality === 'prussia' && w.counters.some((c) => c.roster === 'prussia-ii')),
    ).toBe(true);
    const infantry = (x: GameState) =>
      x.reinforcements.filter((r) => r.power === 'prussia').reduce((n, r) => n + (r.factors?.infantry ?? 0), 0);
    expect(infantry(ai)).toBeGreaterThan(infantry(procedures));
    expect(procedures.economy!.current!.worksheets.some((w) => w.nationality === 'prussia' && w.counters.length > 0)).toBe(false);
  });

  it('8.5.4 at peace with its corps room enough, the AI buys no counter (the procedures decide)', () => {
    const s = expenditure((j) => {
      j.powers.prussia!.money = 160;
    });
    const d = pendingDecisions(s).find((x) => x.power === 'prussia' && x.kind === 'economic/expenditure')!;
    expect(aiAnswer(s, d, 'normal', rng(), ECON_DATA).answer).toBe(autoAnswer(s, d, rng(), ECON_DATA));
  });

  it('8.5.4 more factors due than its corps can hold: the counter is bought even at peace', () => {
    const s0 = expenditure((j) => {
      j.powers.prussia!.money = 60;
    });
    const due = { date: { month: 5, year: 1806 }, power: 'prussia' as const, nationality: 'prussia' as const, factors: { infantry: 30 } };
    const s = { ...s0, reinforcements: [...s0.reinforcements, due] };
    const d = pendingDecisions(s).find((x) => x.power === 'prussia' && x.kind === 'economic/expenditure')!;
    const c = aiAnswer(s, d, 'strong', rng(), ECON_DATA);
    expect(c.answer).toBe('counter:prussia-ii');
    expect(c.why!.text).toMatch(/30 factors are due and its corps have room for \d+/);
  });
});

/** France's I Corps and cavalry reserve in Salzburg (479); Austria's insurrection corps off the map (insurrectionRising.test.ts). */
const risingGame = (militia = 13): GameState => insurrectionGame([{ militia, cavalry: 2 }, { militia: 2, cavalry: 1 }]);

describe('10.1.4.1.1 the AI raises the insurrection in mid-move', () => {
  it('10.1.4.1.1 the normal AI raises its strongest insurrection corps where the French corps entered, stopping it; the procedures decline', () => {
    let { s } = reach(risingGame(), 'france', 'land/movement');
    const fr = counterOf(s, 'fr-1');
    const ins1 = counterOf(s, 'au-ins1');
    s = order(s, 'france', 'land/movement', `move:${fr}:481`);
    const d = decisionOf(s, 'austria', 'land/insurrection')!;
    expect(autoAnswer(s, d, rng(), DATA)).toBe('end');
    const c = aiAnswer(s, d, 'normal', rng(), DATA);
    expect(c.answer).toBe(`place:${ins1}:481`);
    expect(c.why!.publicText).toBe(`Austria raises ${ins1} in area 481 to stop ${fr} there (10.1.4.1.1)`);
    expect(c.why!.text).toContain('15 factors against about 10'); // France's corps unseen: the standard guess
    s = apply(s, commandFor(d, c.answer));
    // one a crossing: asked again, the AI ends
    const again = decisionOf(s, 'austria', 'land/insurrection')!;
    const end = aiAnswer(s, again, 'normal', rng(), DATA);
    expect(end.answer).toBe('end');
    s = apply(s, commandFor(again, end.answer));
    // France's I Corps is stopped in 481 with a battle to fight there (7.3.8)
    expect(s.turn.land!.moves.find((m) => m.counter === fr)).toMatchObject({ stopped: true });
    expect(s.corps.find((x) => x.counter === ins1)!.location).toEqual({ kind: 'area', area: '481' });
    expect(decisionOf(s, 'france', 'land/movement')!.options.some((o) => o.verdict.ok && String(o.value).startsWith(`move:${fr}:`))).toBe(
      false,
    );
  });

  it('10.1.4.1.1 hopelessly outnumbered, the AI declines like the procedures', () => {
    let { s } = reach(risingGame(1), 'france', 'land/movement');
    const fr = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${fr}:481`);
    const d = decisionOf(s, 'austria', 'land/insurrection')!;
    expect(aiAnswer(s, d, 'strong', rng(), DATA).answer).toBe('end');
  });
});

describe('7.3.1.4 the AI forages as a corps ends its move', () => {
  /** France with no depots (every corps must forage, 7.4.1): I Corps in Salzburg's mountains (478), the cavalry next door in Munich (326). */
  function twoCorps(): { s: GameState; k: string; cav: string } {
    let { s } = reach(
      newLandGame((sc) => {
        sc.forces.depots = [];
      }),
      'france',
      'land/movement',
    );
    const k = counterOf(s, 'fr-1');
    const cav = counterOf(s, 'fr-2');
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', `move:${cav}:326`);
    return { s, k, cav };
  }

  it('7.3.1.4 / 7.4.1.2.1 before the cavalry marches into its area, I Corps forages: the roll counts no newcomer', () => {
    const { s, k, cav } = twoCorps();
    const d = decisionOf(s, 'france', 'land/movement')!;
    const march = { answer: `move:${cav}:478`, why: null };
    const seen = seenBy(s, 'france');
    expect(expectedForageLoss(seen, LAND, DATA, k)).toBeLessThan(
      expectedForageLoss(
        {
          ...seen,
          corps: seen.corps.map((c) => (c.counter === cav ? { ...c, location: { kind: 'area' as const, area: '478' as never } } : c)),
        },
        LAND,
        DATA,
        k,
      ),
    );
    const c = forageFirst(seen, d, LAND, DATA, march);
    expect(c.answer).toBe(`forage:${k}`);
    expect(c.why!.publicText).toBe(`France: ${k} ends its move and forages in area 478 (7.3.1.4)`);
    expect(c.why!.text).toContain(`${cav} is coming`);
    // played: I Corps rolls now with no other corps in 478, then the cavalry marches in; the Supply Step leaves I Corps alone
    let t = apply(forceDice(s, [1]), commandFor(d, c.answer));
    const roll = t.log.find((e) => e.type === 'foraged' && e.counter === k) as { modifier: number; area: string } | undefined;
    expect(roll).toMatchObject({ area: '478' });
    t = order(t, 'france', 'land/movement', `move:${cav}:478`);
    t = order(t, 'france', 'land/movement', 'end');
    expect(decisionOf(t, 'france', 'land/supply')?.options.map((o) => o.value) ?? []).not.toContain(k);
    // against the same roll made at the Supply Step with the cavalry there: one more on the die
    let u = order(s, 'france', 'land/movement', `move:${cav}:478`);
    u = apply(forceDice(u, [1]), commandFor(decisionOf(u, 'france', 'land/movement')!, `forage:${k}`));
    const late = u.log.find((e) => e.type === 'foraged' && e.counter === k) as { modifier: number };
    expect(late.modifier - roll!.modifier).toBe(1);
  });

  it('7.3.1.4 a march elsewhere, or a corps fed from a depot, forages nothing early', () => {
    const { s, cav } = twoCorps();
    const d = decisionOf(s, 'france', 'land/movement')!;
    const elsewhere = { answer: `move:${cav}:324`, why: null };
    expect(forageFirst(seenBy(s, 'france'), d, LAND, DATA, elsewhere)).toBe(elsewhere);
    let { s: fed } = reach(newLandGame(), 'france', 'land/movement');
    const k2 = counterOf(fed, 'fr-1');
    const cav2 = counterOf(fed, 'fr-2');
    fed = order(fed, 'france', 'land/movement', `move:${k2}:479`);
    const join = { answer: `move:${cav2}:479`, why: null };
    expect(forageFirst(seenBy(fed, 'france'), decisionOf(fed, 'france', 'land/movement')!, LAND, DATA, join)).toBe(join);
  });
});
