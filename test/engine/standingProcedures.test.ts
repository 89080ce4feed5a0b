// v2.71 19.1 standard operating procedures: each item of 19.1.1 and 19.1.2 answered as written
// when the option is on, on real battles of the map (area 326 holds Munich) and on siege questions.
import { describe, expect, it } from 'vitest';
import { forceDice, newGame } from '../../shared/engine';
import { autoAnswer, seededRng, sopAnswer } from '../../shared/engine/auto';
import type { DecisionValue, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { AU, DATA, FR, LAND, battleScenario, counterOf, decisionOf, newLandGame, order, playUntil, type CorpsJson } from './landSetup';

type Scenario = ReturnType<typeof battleScenario>;
const SOP = { standingProcedures: true };

function game(sc: Scenario, rules: Record<string, boolean> = SOP): GameState {
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** A hand-made question of `kind` for `power` with these legal values (the SOP functions read only kind, power and options). */
function question(kind: PendingDecision['kind'], power: MajorPower, values: string[], select: 'one' | 'many' = 'one'): PendingDecision {
  return {
    id: 'q', power, kind, step: 'land/siegeCombat', rule: '19.1', prompt: '', secret: false, select, group: null,
    options: values.map((value) => ({ value, label: value, verdict: { ok: true } })),
  };
}

const rng = seededRng(7);
const atRetire = (s: GameState, power: MajorPower = 'austria') => playUntil(s, (x) => decisionOf(x, power, 'land/combatRetire') !== undefined);
const answerOf = (s: GameState, power: MajorPower, kind: PendingDecision['kind']) => sopAnswer(s, decisionOf(s, power, kind)!, rng, DATA);

describe('v2.71 19.1.2 land phase standing procedures', () => {
  it('opt:19.1.2/7.5.1.1 the defender retires into the city when all its corps fit and it has fewer corps than the attacker', () => {
    const s = atRetire(game(battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 4 }, 'fr-2', '326'), AU({ infantry: 4 }, 'au-1', '326')])));
    expect(answerOf(s, 'austria', 'land/combatRetire')).toBe(`${counterOf(s, 'au-1')}:munich`);
  });

  it('opt:19.1.2/7.5.1.1 condition 2: as many corps as the attacker, the defender stays in the field', () => {
    const s = atRetire(game(battleScenario([FR({ infantry: 10 }, 'fr-1', '326'), AU({ infantry: 4 }, 'au-1', '326')])));
    expect(decisionOf(s, 'austria', 'land/combatRetire')!.options.map((o) => o.value)).toContain(`${counterOf(s, 'au-1')}:munich`);
    expect(answerOf(s, 'austria', 'land/combatRetire')).toBe('done');
  });

  it('opt:19.1.2/7.5.1.1 condition 1: when the friendly corps together do not fit in the city, none goes in', () => {
    const munich = LAND.area('326' as never)!.cities.find((c) => c.id === 'munich')!;
    const room = 5 * munich.spires;
    // two Austrian corps that each fit alone but not together, against three French corps
    const half = Math.floor(room / 2) + 1;
    const s = atRetire(game(battleScenario([
      FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 4 }, 'fr-2', '326'), FR({ infantry: 4 }, 'fr-3', '326'),
      AU({ infantry: half }, 'au-1', '326'), AU({ infantry: half }, 'au-2', '326'),
    ])));
    const d = decisionOf(s, 'austria', 'land/combatRetire')!;
    expect(d.options.filter((o) => o.verdict.ok).map((o) => o.value)).toContain(`${counterOf(s, 'au-1')}:munich`);
    expect(answerOf(s, 'austria', 'land/combatRetire')).toBe('done');
  });

  it('opt:19.1.2/10.1.2.2.3 lone cossacks always retreat before combat', () => {
    const sc = battleScenario([FR({ infantry: 4 })], (x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      x.forces.irregulars = [{ nationality: 'russia', kind: 'cossack', factors: 1, area: '324' }];
    });
    const s = atRetire(game(sc), 'russia');
    expect(String(answerOf(s, 'russia', 'land/combatRetire'))).toMatch(/^evade:/);
  });

  it('opt:19.1.2/7.5.2.3 an outflanking force of a third of the infantry corps (here 1 of 4) and one of the two cavalry corps', () => {
    const cav = (id: string): CorpsJson => ({ ...FR({ cavalry: 3 }, id), type: 'cavalry', movement: 5 });
    const sc = battleScenario([FR({ infantry: 5 }), FR({ infantry: 5 }, 'fr-2'), FR({ infantry: 5 }, 'fr-3'), FR({ infantry: 5 }, 'fr-4'), cav('fr-5'), cav('fr-6'), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = [{ id: 'davout', name: 'Davout', owner: 'france', with: 'fr-1' }];
    });
    let s = playUntil(game(sc, {}), (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
    if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
    s = order(order(s, 'france', 'land/combatChit', 'outflank'), 'austria', 'land/combatChit', 'defend');
    const d = decisionOf(s, 'france', 'land/combatDivision')!;
    expect(d.options.length).toBeGreaterThan(2);
    const type = (k: string) => s.corps.find((c) => c.counter === k)!.type;
    for (let seed = 1; seed <= 5; seed++) {
      const v = String(sopAnswer(s, d, seededRng(seed), DATA));
      const corps = v.split(',').filter((k) => s.corps.some((c) => c.counter === k));
      expect(corps.map(type).sort()).toEqual(['cavalry', 'infantry']);
    }
  });

  it('opt:19.1.2/10.6.1.1 leaders of two powers tied on corps: seniority decides (Kutuzov, A, over Archduke John, B) without the die', () => {
    const ru: CorpsJson = { id: 'ru-1', name: 'Russian ru-1', nationality: 'russia', type: 'infantry', movement: 3, area: '324', factors: { infantry: 6 } };
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 6 }), ru], (x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      x.forces.leaders = [
        { id: 'archduke-john', name: 'Archduke John', owner: 'austria', with: 'au-1' },
        { id: 'kutuzov', name: 'Kutuzov', owner: 'russia', with: 'ru-1' },
      ];
    });
    const commanderRolls = (s: GameState) => s.log.filter((e) => e.type === 'diceRolled' && e.rule === '10.6.1.1.1').length;
    const upTo = (s: GameState) => playUntil(forceDice(s, [6, 1, 6, 1]), (x) => x.pending.some((d) => d.kind === 'land/combatChit' || d.kind === 'land/combatTrivial'));
    const withSop = upTo(game(sc));
    expect(withSop.turn.land!.battle!.record.defender.commander).toMatchObject({ leader: 'kutuzov' });
    expect(commanderRolls(withSop)).toBe(0);
    // without the option the powers roll for it (10.6.1.1.1)
    expect(commanderRolls(upTo(game(sc, {})))).toBe(2);
  });

  it('opt:19.1.2/7.5.2.11 every force able to reinforce tries; opt:19.1.2/7.5.1.3, opt:19.1.2/7.5.2.10.3 combat order and tied retreats at random among the legal', () => {
    const s = newLandGame();
    expect(sopAnswer(s, question('land/combatReinforce', 'austria', ['474', '475'], 'many'), rng)).toEqual(['474', '475']);
    const seen = new Set<DecisionValue>();
    for (let i = 1; i <= 20; i++) seen.add(sopAnswer(s, question('land/combatOrder', 'france', ['324', '325', '326']), seededRng(i)) as DecisionValue);
    expect([...seen].sort()).toEqual(['324', '325', '326']);
    expect(['1>2', '1>3']).toContain(sopAnswer(s, question('land/combatRetreat', 'austria', ['1>2', '1>3']), rng));
  });

  it('opt:19.1.2/7.5.4.1.2.1 a garrison sorties unless it is a single factor', () => {
    const s = newLandGame(); // Vienna: 4 militia
    const q = question('land/siege', 'austria', ['nosortie:474:vienna:france', 'sortie:474:vienna:france']);
    expect(sopAnswer(s, q, rng)).toBe('sortie:474:vienna:france');
    const one = newLandGame((x) => {
      x.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 1 } }];
    });
    expect(sopAnswer(one, q, rng)).toBe('nosortie:474:vienna:france');
  });

  it('opt:19.1.2/7.5.4.1.2.3.1 at a breach the garrison asks for the honors of war, unless Turkish or Spanish; after refusal the surrender is still asked', () => {
    const s = newLandGame();
    const breach = (power: MajorPower) => question('land/siege', power, ['fight:474:vienna:france', 'surrender:474:vienna:france', 'honors:474:vienna:france']);
    expect(sopAnswer(s, breach('austria'), rng)).toBe('honors:474:vienna:france');
    expect(sopAnswer(s, breach('spain'), rng)).toBeUndefined();
    expect(sopAnswer(s, breach('turkey'), rng)).toBeUndefined();
    expect(sopAnswer(s, question('land/siege', 'austria', ['fight:474:vienna:france', 'surrender:474:vienna:france']), rng)).toBeUndefined();
    // the chits and the other battle questions stay with the player
    expect(sopAnswer(s, question('land/combatChit', 'austria', ['defend', 'withdraw']), rng)).toBeUndefined();
    expect(sopAnswer(s, question('land/combatEndOfDay', 'austria', ['fight', 'withdraw']), rng)).toBeUndefined();
  });

  it('opt:19.1.2/7.5.2.10.2 the victor always pursues with no question asked; opt:19.1.2/7.5.2.8 the guard is still asked, artillery needs no answer', () => {
    let s = playUntil(game(battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })])), (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
    s = forceDice(s, [6, 2, 5, 1, 6, 1, 6]);
    if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
    s = order(order(s, 'france', 'land/combatChit', 'assault'), 'austria', 'land/combatChit', 'defend');
    s = playUntil(s, (x) => x.log.some((e) => e.type === 'diceRolled' && e.rule === '7.5.2.10.2'), 200);
    expect(s.log.some((e) => e.type === 'diceRolled' && e.rule === '7.5.2.10.2')).toBe(true);
    expect(sopAnswer(s, question('land/combatRound', 'austria', ['2', '2:guard1']), rng)).toBeUndefined();
  });

  it('opt:19.1.2/10.1.4.1 Austria places insurrection corps itself after an enemy movement step; opt:19.1.2/12.3.7.4 no reaction move is asked of anyone', () => {
    const s = newLandGame();
    expect(sopAnswer(s, question('land/insurrection', 'austria', ['end', 'place:x:474']), rng)).toBeUndefined();
    expect(sopAnswer(s, question('land/movement', 'austria', ['end']), rng)).toBeUndefined();
  });

  it('opt:19.1 the procedures follow the option: off, the bots keep their own heuristic (a breached garrison fights)', () => {
    const on = game(battleScenario([FR({ infantry: 6 }), AU({ infantry: 4 })]));
    const off = game(battleScenario([FR({ infantry: 6 }), AU({ infantry: 4 })]), {});
    const breach = question('land/siege', 'austria', ['fight:474:vienna:france', 'surrender:474:vienna:france', 'honors:474:vienna:france']);
    expect(autoAnswer(on, breach, rng, DATA)).toBe('honors:474:vienna:france');
    expect(autoAnswer(off, breach, rng, DATA)).toBe('fight:474:vienna:france');
  });
});

describe('v2.71 19.1.1 naval phase standing procedures', () => {
  it('opt:19.1.1/6.3.2 evade unless stronger; opt:19.1.1/6.3.5 a port at random among the offered, never pursue', () => {
    const s = newLandGame();
    expect(sopAnswer(s, { ...question('naval/evade', 'britain', ['evade', 'stand']), step: 'naval/movement' }, rng)).toBe('evade');
    expect(['port:1', 'port:2']).toContain(sopAnswer(s, question('naval/retreat', 'britain', ['sea', 'port:1', 'port:2']), rng));
    expect(sopAnswer(s, question('naval/pursue', 'britain', ['stack:1'], 'many'), rng)).toEqual([]);
  });
});

describe('2.4.2 the procedures answer for a power with what it may know', () => {
  it("opt:19.1.2/7.5.1.1 / 2.4.2 whether the defender's corps fit into the city does not hang on the strength of another power's corps inside", () => {
    const s = atRetire(game(battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 4 }, 'fr-2', '326'), AU({ infantry: 4 }, 'au-1', '326')])));
    const au = s.corps.find((c) => c.id === 'au-1')!;
    const munich = LAND.area('326' as never)!.cities.find((c) => c.id === 'munich')!;
    // an ally's corps inside Munich (7.3.3): its strength is the ally's secret, not Austria's to read
    const withAlly = (factors: number): GameState => ({
      ...s,
      corps: [...s.corps, { ...au, id: 'ru-x' as never, name: 'Russian X', nationality: 'russia', counter: 'kzzzzzz' as never, location: { kind: 'area', area: '326' as never, city: 'munich' as never }, factors: { infantry: factors }, revealedTo: [] }],
    });
    const few = answerOf(withAlly(1), 'austria', 'land/combatRetire');
    const full = answerOf(withAlly(5 * munich.spires - 1), 'austria', 'land/combatRetire');
    // before the fix: into Munich beside 1 factor, 'done' beside a full city; the choice told the Russian strength
    expect(few).toBe(full);
  });
});
