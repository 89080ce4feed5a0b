// Issue 16 (combat half): retreats toward the nearest controlled national capital, leaders who go
// with their side, and the captures of 10.6.3 / 7.5.2.10.1.2.1. Battles on the real map with
// forced dice; the routes are read off the map's adjacencies (see the comments).
import { describe, expect, it } from 'vitest';
import { forceDice, newGame } from '../../shared/engine';
import type { BattleRecord, GameState } from '../../shared/model';
import { AU, battleScenario, counterOf, DATA, decisionOf, FR, landScenario, order, playUntil, reach } from './landSetup';

type Scenario = ReturnType<typeof landScenario>;

function game(sc: Scenario, rules: Record<string, boolean> = {}): GameState {
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const atChits = (s: GameState) => playUntil(s, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));

function chits(s: GameState, attacker: string, defender: string): GameState {
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  s = order(s, 'france', 'land/combatChit', attacker);
  return order(s, 'austria', 'land/combatChit', defender);
}

const current = (s: GameState): BattleRecord => s.turn.land?.battle?.record ?? s.turn.land!.battles!.at(-1)!;

/**
 * Assault against Defend, French 12 infantry (morale 4) against Austrian 8 (morale 3): rounds of
 * 3-1/4-1, 3-1/4-2, 2-1/4-3 with dice 6-2, 5-1, 6-1 break Austria in the third round (1.5 + 1.1
 * + 1.1 = 3.7 morale lost against 3.0). France has no cavalry: no pursuit die.
 */
const AUSTRIA_BREAKS = [6, 2, 5, 1, 6, 1];

describe('7.5.2.10.3.1 with no depot a beaten force retreats toward its nearest controlled national capital', () => {
  it('7.5.2.10.3.1 Austrians beaten in 325 go toward Vienna (474): 324 or 326 (two areas from it), not 478 (their nearest home area, three from Vienna)', () => {
    // from 325: 324 and 326 are 2 areas from Vienna's 474, 478 is 3 (but is itself Austrian)
    let s = atChits(game(battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), AU({ infantry: 8 }, 'au-1', '325')])));
    s = forceDice(s, AUSTRIA_BREAKS);
    s = chits(s, 'assault', 'defend');
    expect(current(s).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    const d = decisionOf(s, 'france', 'land/combatRetreat')!;
    expect(d.rule).toBe('7.5.2.10.3');
    expect(d.options.map((o) => o.value).sort()).toEqual(['324', '326']);
    s = order(s, 'france', 'land/combatRetreat', '326');
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326' });
  });

  it('7.5.2.13.1 a withdrawal at the end of a day shares the rule: toward Vienna, chosen by the withdrawing side', () => {
    let s = atChits(game(battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), AU({ infantry: 8 }, 'au-1', '325')])));
    s = forceDice(s, [1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    s = order(s, 'france', 'land/combatEndOfDay', 'fight');
    s = order(s, 'austria', 'land/combatEndOfDay', 'withdraw');
    const d = decisionOf(s, 'austria', 'land/combatRetreat')!;
    expect(d.rule).toBe('7.5.2.13.1');
    expect(d.options.map((o) => o.value).sort()).toEqual(['324', '326']);
  });

  it('7.5.2.10.3.1 a capital the enemy holds does not count: with Vienna held by France, Austrians in 325 may go anywhere (no target)', () => {
    const sc = battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), AU({ infantry: 8 }, 'au-1', '325')], (x) => {
      x.forces.garrisons = [{ nationality: 'france', area: '474', city: 'vienna', factors: { infantry: 2 } }];
    });
    let s = atChits(game(sc));
    s = forceDice(s, AUSTRIA_BREAKS);
    s = chits(s, 'assault', 'defend');
    const d = decisionOf(s, 'france', 'land/combatRetreat')!;
    expect(d.options.map((o) => o.value).sort()).toEqual(['320', '322', '324', '326', '332', '478']);
  });
});

describe('7.5.2.10.3.2 / 10.6.3 a retreating force is never split: its leaders go with it', () => {
  it('10.6.3 Charles, whose own corps was emptied, retreats with the other Austrian corps instead of leaving the map', () => {
    // Austria's first corps holds 1 factor: the first loss (5% of 8 in round 1) empties it
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 1 }), AU({ infantry: 7 }, 'au-2')], (x) => {
      x.forces.leaders = [{ id: 'charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    });
    let s = atChits(game(sc));
    const au1 = counterOf(s, 'au-1');
    const au2 = counterOf(s, 'au-2');
    s = forceDice(s, [6, 2, 5, 1, 6, 1, 6, 1, 6, 1]);
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 10 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, String(d.options.find((o) => o.verdict.ok)!.value));
    }
    const b = current(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(b.removed).toContain(au1);
    const to = s.corps.find((c) => c.counter === au2)!.location;
    expect(to.kind === 'area' && to.area !== '324').toBe(true);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'corps', counter: au2 });
    expect(s.log.some((e) => e.type === 'leaderUnstacked' && e.leader === 'charles' && e.to === 'pool')).toBe(false);
  });
});

describe('7.5.2.10.1.2.1 a pinning force wiped out before its outflankers arrive', () => {
  it('7.5.2.10.1.2.1 every leader of the beaten side is taken by the victor, even the one standing with an outflanking corps; the outflankers retreat without him', () => {
    // Austria defends with Outflank: au-1 (1 factor) pins, au-2 goes round the flank with Charles
    // on its counter. France's first volley (Assault against Outflank, die 6) empties au-1.
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 1 }), AU({ infantry: 6 }, 'au-2')], (x) => {
      x.forces.leaders = [{ id: 'archduke-charles', name: 'Archduke Charles', owner: 'austria', with: 'au-2' }];
    });
    let s = atChits(game(sc));
    const au2 = counterOf(s, 'au-2');
    s = forceDice(s, [6, 1, 6, 1, 6, 1, 6, 1]);
    s = chits(s, 'assault', 'outflank');
    if (decisionOf(s, 'austria', 'land/combatDivision')) s = order(s, 'austria', 'land/combatDivision', au2);
    for (let i = 0; i < 10 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, String(d.options.find((o) => o.verdict.ok)!.value));
    }
    const b = current(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker', rule: '7.5.2.10.1.2', loserEliminated: false });
    expect(s.leaders.find((l) => l.id === 'archduke-charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'archduke-charles', by: 'france', rule: '7.5.2.10.1.2.1' }));
    expect(b.leadersCaptured).toEqual([expect.objectContaining({ leader: 'archduke-charles', owner: 'austria', by: 'france', rule: '7.5.2.10.1.2.1' })]);
    // au-2 got away (retreated) with its factors, but not with Charles
    const loc = s.corps.find((c) => c.counter === au2)!.location;
    expect(loc.kind === 'area' && loc.area !== '324').toBe(true);
  });
});

describe('opt:7.5.2.10.3.6 (v2.71 correction) corps that landed this turn and are beaten surrender', () => {
  /** IX Corps (with Ney) lands from the Brest squadron in 430, where 16 Austrian factors stand, and is beaten there. */
  function landedAndBeaten(rules: Record<string, boolean>): GameState {
    const sc = landScenario((x) => {
      (x.forces.corps as unknown[]).push(
        { id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 5 } },
        AU({ infantry: 16 }, 'au-9', '430'),
      );
      x.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
      (x.forces.leaders as unknown[]).push({ id: 'ney', name: 'Ney', owner: 'france', with: 'fr-9' });
    });
    let s = reach(game(sc, rules), 'france', 'land/movement').s;
    s = order(s, 'france', 'land/movement', `land:${counterOf(s, 'fr-9')}:430`);
    s = atChits(s);
    // France rolls 1s, Austria 6s: France breaks on the first day
    s = forceDice(s, [1, 6, 1, 6, 1, 6, 1, 6]);
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 10 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, String(d.options.find((o) => o.verdict.ok)!.value));
    }
    return s;
  }

  it('opt:7.5.2.10.3.6 on by default: the landed corps surrenders (its factors prisoners of Austria, Ney taken) instead of retreating', () => {
    const s = landedAndBeaten({});
    const b = current(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', surrendered: true, route: null, rule: 'opt:7.5.2.10.3.6' })]);
    expect(s.corps.some((c) => c.id === 'fr-9')).toBe(false);
    expect(s.prisoners.find((p) => p.holder === 'austria' && p.nationality === 'france')!.factors.infantry).toBeGreaterThan(0);
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'captured', by: 'austria' });
  });

  it('opt:7.5.2.10.3.6 switched off (the rule as first printed): the landed corps retreats like any other', () => {
    const s = landedAndBeaten({ retreatAfterDisembarking: false });
    const b = current(s);
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', surrendered: false, rule: '7.5.2.10.3' })]);
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toMatchObject({ kind: 'corps' });
  });
});

describe('opt:12.2.1 (v2.71 alternate arrows) an invader beaten across a crossing arrow in its own turn surrenders', () => {
  /** IX Corps (with Ney) crosses the Kerch Strait from 243 into Russian 246, where 12 Russian factors stand, and is beaten there. */
  function crossedAndBeaten(rules: Record<string, boolean>): GameState {
    const sc = landScenario((x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [], enforcedPeace: [] };
      (x.forces.corps as unknown[]).push(
        { id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, area: '243', factors: { infantry: 12 } },
        { id: 'ru-9', name: 'IX Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '246', factors: { infantry: 12 } },
      );
      (x.forces.leaders as unknown[]).push({ id: 'ney', name: 'Ney', owner: 'france', with: 'fr-9' });
    });
    let s = reach(game(sc, rules), 'france', 'land/movement').s;
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-9')}:246`);
    s = atChits(s);
    // France rolls 1s, Russia 6s: France breaks on the first day
    s = forceDice(s, [1, 6, 1, 6, 1, 6, 1, 6]);
    for (const power of ['france', 'russia'] as const) if (decisionOf(s, power, 'land/combatTrivial')) s = order(s, power, 'land/combatTrivial', 'full');
    s = order(order(s, 'france', 'land/combatChit', 'assault'), 'russia', 'land/combatChit', 'defend');
    for (let i = 0; i < 10 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, String(d.options.find((o) => o.verdict.ok)!.value));
    }
    return s;
  }

  it('opt:12.2.1 with the option: the corps that crossed surrenders (Ney taken) instead of retreating', () => {
    const s = crossedAndBeaten({ alternateCrossingArrows: true });
    const b = current(s);
    expect(b.area).toBe('246');
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', surrendered: true, route: null, rule: 'opt:12.2.1' })]);
    expect(s.corps.some((c) => c.id === 'fr-9')).toBe(false);
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'captured', by: 'russia' });
  });

  it('opt:12.2.1 without it (12.2.1 as first printed) the beaten corps retreats back', () => {
    const s = crossedAndBeaten({});
    expect(current(s).retreats).toEqual([expect.objectContaining({ side: 'attacker', surrendered: false, rule: '7.5.2.10.3' })]);
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toMatchObject({ kind: 'corps' });
  });
});
