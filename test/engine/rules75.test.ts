// Land combat rules of 7.5 played through the engine on the real map (retiring into a city,
// withdrawals, trivial combats, relief battles), with forced dice.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, newGame } from '../../shared/engine';
import type { BattleRecord, CityId, GameState } from '../../shared/model';
import { retireVerdict } from '../../shared/rules/land/combat';
import { siegeSites } from '../../shared/rules/land/siege';
import { apply, counterOf, DATA, decisionOf, LAND, type landScenario, newLandGame, order, playUntil, reach, AU, FR, battleScenario, type CorpsJson } from './landSetup';

type Scenario = ReturnType<typeof landScenario>;

function game(sc: Scenario, rules: Record<string, boolean> = {}): GameState {
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const battle = (s: GameState, i = 0): BattleRecord => s.turn.land!.battles![i]!;
const current = (s: GameState): BattleRecord => s.turn.land?.battle?.record ?? battle(s);
const atRetire = (s: GameState) => playUntil(s, (x) => decisionOf(x, 'austria', 'land/combatRetire') !== undefined);
const atChits = (s: GameState) => playUntil(s, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));

function chits(s: GameState, attacker: string, defender: string): GameState {
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  s = order(s, 'france', 'land/combatChit', attacker);
  return order(s, 'austria', 'land/combatChit', defender);
}

/** Answers every open decision with its first legal option until the battle is over. */
function fightOut(s: GameState): GameState {
  for (let i = 0; i < 40 && s.turn.land?.battle; i++) {
    const d = s.pending[0]!;
    s = apply(s, commandFor(d, d.select === 'many' ? [] : d.options.find((o) => o.verdict.ok)!.value));
  }
  return s;
}

describe('7.5.1.1 defenders retiring into a city', () => {
  // Munich (326) has 4 spires: room for 20 factors
  const two = () => atRetire(game(battleScenario([FR({ infantry: 15 }, 'fr-1', '326'), AU({ infantry: 12 }, 'au-1', '326'), AU({ infantry: 10 }, 'au-2', '326')])));

  it('7.5.1.1.4 a corps goes in only if all its factors fit beside those already inside', () => {
    let s = two();
    const d = decisionOf(s, 'austria', 'land/combatRetire')!;
    // alone, either corps fits
    expect(d.options.filter((o) => o.value !== 'done').map((o) => [o.value, o.verdict.ok])).toEqual([
      [`${counterOf(s, 'au-1')}:munich`, true], [`${counterOf(s, 'au-2')}:munich`, true],
    ]);
    s = order(s, 'austria', 'land/combatRetire', `${counterOf(s, 'au-1')}:munich`);
    // 12 inside: the 10 factors of au-2 would make 22, so Austria is not asked again
    expect(retireVerdict(s, LAND, s.corps.find((c) => c.id === 'au-2')!, 'munich' as CityId)).toMatchObject({ ok: false, code: 'capacity', rule: '7.5.1.1.4' });
    expect(decisionOf(s, 'austria', 'land/combatRetire')).toBeUndefined();
    expect(s.corps.find((c) => c.id === 'au-2')!.location).toEqual({ kind: 'area', area: '326' });
  });

  it('7.5.1.1.3 the attack goes on against the corps that stayed outside', () => {
    let s = two();
    s = order(s, 'austria', 'land/combatRetire', `${counterOf(s, 'au-1')}:munich`);
    if (decisionOf(s, 'austria', 'land/combatRetire')) s = order(s, 'austria', 'land/combatRetire', 'done');
    expect(current(s).outcome).toBeNull();
    expect(s.turn.land!.battle!.units.defender).toEqual([counterOf(s, 'au-2')]);
    expect(s.turn.land!.battle!.counted.defender).toEqual([counterOf(s, 'au-2')]);
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326', city: 'munich' });
  });

  it('7.5.1.1.2 when every defender retires there is no battle and the attackers outside besiege the city', () => {
    let s = atRetire(game(battleScenario([FR({ infantry: 15 }, 'fr-1', '326'), AU({ infantry: 12 }, 'au-1', '326')])));
    s = order(s, 'austria', 'land/combatRetire', `${counterOf(s, 'au-1')}:munich`);
    if (decisionOf(s, 'austria', 'land/combatRetire')) s = order(s, 'austria', 'land/combatRetire', 'done');
    expect(battle(s).outcome).toMatchObject({ kind: 'avoided' });
    expect(battle(s).days).toEqual([]);
    expect(siegeSites(s)).toEqual([{ area: '326', city: 'munich', defender: 'austria', besiegers: ['france'] }]);
    // France's siege combat step offers the assault
    s = playUntil(s, (x) => decisionOf(x, 'france', 'land/siege') !== undefined);
    expect(decisionOf(s, 'france', 'land/siege')!.options.map((o) => o.value)).toContain('assault:326:munich');
  });
});

describe('7.5.2.5.2 withdrawal', () => {
  it('7.5.2.5.2.3 a corps that withdraws retreats by its owner\'s choice, unpursued; the corps that failed its roll fights', () => {
    // no leaders: one withdrawal roll per corps; au-1 rolls 1 (gets away), au-2 rolls 6 (stays)
    let s = atChits(game(battleScenario([FR({ infantry: 15 }), AU({ infantry: 6 }), AU({ infantry: 6 }, 'au-2')])));
    s = forceDice(s, [1, 6, ...Array<number>(20).fill(3)]);
    // against Echelon the chart adds 1 to the corps' intrinsic strategic rating 0
    s = chits(s, 'echelon', 'withdraw');
    const rec = current(s);
    expect(rec.days[0]!.withdrawal!.rolls.map((r) => [r.counter, r.die, r.success])).toEqual([
      [counterOf(s, 'au-1'), 1, true], [counterOf(s, 'au-2'), 6, false],
    ]);
    expect(rec.days[0]!.withdrawal!.withdrew).toEqual([counterOf(s, 'au-1')]);
    expect(s.turn.land!.battle!.units.defender).toEqual([counterOf(s, 'au-2')]);
    s = fightOut(s);
    const b = battle(s);
    // au-2 fought the day's rounds; au-1 took no part and lost nothing
    expect(b.days[0]!.rounds.length).toBeGreaterThan(0);
    expect(b.days[0]!.rounds.flatMap((r) => r.defender.lost).every((l) => l.counter === counterOf(s, 'au-2'))).toBe(true);
    expect(s.corps.find((c) => c.id === 'au-1')!.factors).toEqual({ infantry: 6 });
    expect(s.corps.find((c) => c.id === 'au-1')!.location).not.toEqual({ kind: 'area', area: '324' });
    expect(b.retreats.find((r) => r.rule === '7.5.2.5')).toMatchObject({ side: 'defender', chosenBy: 'austria' });
    expect(b.pursuit?.lost.some((l) => l.counter === counterOf(s, 'au-1')) ?? false).toBe(false);
  });
});

describe('7.5.3 trivial combats in the sequence', () => {
  /** France attacks a lone Austrian depot garrison in 324 (a trivial combat, 7.5.3). */
  const depotBattle = (corps: CorpsJson, garrison: Record<string, number>, rules: Record<string, boolean> = {}, dice: number[] = []) => {
    const sc = battleScenario([corps], (x) => {
      x.forces.depots = [{ owner: 'austria', area: '324' }];
      x.forces.garrisons = [{ nationality: 'austria', area: '324', factors: garrison }];
    });
    const s = playUntil(game(sc, rules), (x) => decisionOf(x, 'france', 'land/supply') !== undefined);
    // the foraging die first (a 1 costs nothing), then the battle's
    return apply(forceDice(s, [1, ...dice]), commandFor(decisionOf(s, 'france', 'land/supply')!, []));
  };

  it('7.5.3.2 the guard may be committed in a trivial combat, shifting its side\'s 5-2 table', () => {
    let s = depotBattle({ ...FR({ infantry: 8, guard: 4 }), type: 'guard' }, { infantry: 6 }, { guardCommitment: true });
    const d = decisionOf(s, 'france', 'land/combatRound')!;
    expect(d).toMatchObject({ secret: true });
    expect(d.options.map((o) => String(o.value))).toContain('0:guard1');
    // combat dice 3 and 3, then the guard die 2 (no guard factor lost at +1)
    s = forceDice(s, [3, 3, 2, ...Array<number>(20).fill(3)]);
    s = order(s, 'france', 'land/combatRound', '0:guard1');
    for (let i = 0; i < 5 && decisionOf(s, 'france', 'land/combatLosses'); i++) s = order(s, 'france', 'land/combatLosses', decisionOf(s, 'france', 'land/combatLosses')!.options[0]!.value as string);
    const r1 = current(s).days[0]!.rounds[0]!;
    expect(current(s).trivial).toBe(true);
    expect(r1.attacker.table.table).toBe('5-3');
    expect(r1.defender.table.table).toBe('5-2');
    expect(r1.attacker.guard).toMatchObject({ shift: 1, die: 2 });
  });

  it('7.5.3.2 a trivial combat undecided after a day may go on the next day, again on 5-2', () => {
    // a big garrison and dice of 1 (0 after the 0 v 0 Commander Chart): nobody breaks in a day
    let s = depotBattle(FR({ infantry: 8 }), { infantry: 10 }, {}, Array<number>(6).fill(1)); // 7.3.3.5 a depot holds 10
    s = playUntil(s, (x) => decisionOf(x, 'france', 'land/combatEndOfDay') !== undefined || !x.turn.land?.battle, 40);
    expect(current(s).days[0]!.rounds).toHaveLength(3);
    s = order(s, 'france', 'land/combatEndOfDay', 'fight');
    if (decisionOf(s, 'austria', 'land/combatEndOfDay')) s = order(s, 'austria', 'land/combatEndOfDay', 'fight');
    const rec = current(s);
    expect(rec.day).toBe(2);
    expect(rec.trivial).toBe(true);
    expect(rec.days[1]!.ops).toBeNull();
    expect(s.pending.some((x) => x.kind === 'land/combatChit')).toBe(false);
  });
});

describe('7.5.4.2.3 limited field combats of relieving forces', () => {
  /** Austria besieges French-held Linz (475: a garrison and corps fr-2 inside); France marches fr-1 in from 324 to relieve it. */
  function atSally(relief: Record<string, number>, besiegers: Record<string, number>): GameState {
    const sc = battleScenario([FR(relief), { ...FR({ infantry: 2, cavalry: 1 }, 'fr-2', '475'), city: 'linz' }, AU(besiegers, 'au-1', '475')], (x) => {
      x.forces.garrisons = [{ nationality: 'france', area: '475', city: 'linz', factors: { infantry: 6 } }];
    });
    let s = playUntil(game(sc), (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:475`);
    s = order(s, 'france', 'land/movement', 'end');
    return playUntil(s, (x) => decisionOf(x, 'france', 'land/combatSally') !== undefined);
  }
  const fight = (s: GameState, dice: number[]) => {
    s = forceDice(s, dice);
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/combatSally')!, []));
    return fightOut(chits(s, 'assault', 'defend'));
  };

  it('7.5.4.2.3.3 a relief that breaks the besiegers scores as a field victory; a day with nobody beaten is a draw worth nothing', () => {
    const won = atSally({ infantry: 10, cavalry: 2 }, { militia: 8 });
    const pp = { france: won.powers.france.politicalPoints, austria: won.powers.austria.politicalPoints };
    const w = fight(won, [6, 1, 6, 1, 6, 1, 6, 6, 6]);
    expect(battle(w).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    // 7.5.2.10.1.3 one corps beaten: half a point rounded up, to the winner and off the loser
    expect(w.powers.france.politicalPoints - pp.france).toBe(1);
    expect(w.powers.austria.politicalPoints - pp.austria).toBe(-1);

    const drawn = atSally({ infantry: 10 }, { infantry: 8 });
    const before = { france: drawn.powers.france.politicalPoints, austria: drawn.powers.austria.politicalPoints };
    const d = fight(drawn, Array<number>(12).fill(1));
    expect(battle(d).outcome).toMatchObject({ kind: 'undecided' });
    expect(battle(d).politicalPoints).toBeNull();
    expect(d.log.some((e) => e.type === 'politicalPointsChanged' && e.rule === '7.5.2.10.1.3')).toBe(false);
    expect({ france: d.powers.france.politicalPoints, austria: d.powers.austria.politicalPoints }).toEqual(before);
  });
});

describe('12.3.4.1 both sides with guards', () => {
  it('12.3.4.1 both sides answer in one secret group each round; neither sees the other\'s choice until both have answered', () => {
    const sc = battleScenario([{ ...FR({ infantry: 8, guard: 4 }), type: 'guard' }, { ...AU({ infantry: 10, guard: 2 }), type: 'guard' }]);
    let s = chits(atChits(game(sc, { guardCommitment: true })), 'assault', 'defend');
    const fr = decisionOf(s, 'france', 'land/combatRound')!;
    const au = decisionOf(s, 'austria', 'land/combatRound')!;
    expect(fr).toMatchObject({ secret: true });
    expect(au).toMatchObject({ secret: true });
    expect(fr.group).not.toBeNull();
    expect(au.group).toBe(fr.group);
    s = forceDice(s, Array<number>(20).fill(3));
    s = order(s, 'france', 'land/combatRound', '0:guard1');
    // France has answered: nothing is rolled or fought until Austria answers too
    expect(current(s).days[0]!.rounds).toEqual([]);
    expect(s.turn.land!.battle!.roundDice).toBeNull();
    const r = applyCommand(s, commandFor(decisionOf(s, 'austria', 'land/combatRound')!, '0:guard1'), DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    for (let i = 0; i < 10 && s.pending.some((x) => x.kind === 'land/combatLosses'); i++) {
      const d = s.pending.find((x) => x.kind === 'land/combatLosses')!;
      s = apply(s, commandFor(d, d.options[0]!.value));
    }
    const r1 = current(s).days[0]!.rounds[0]!;
    expect(r1.attacker.guard).toMatchObject({ shift: 1 });
    expect(r1.defender.guard).toMatchObject({ shift: 1 });
  });
});

describe('7.5.4.1.2 assault attempt results', () => {
  /** France's I Corps (12 infantry) besieges Austrian-held `city`; nothing else stands near. */
  function atSiege(area: string, city: string, garrison: Record<string, number>): GameState {
    const s = newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0] = { ...cs[0], area, factors: { infantry: 12 } };
      cs[3]!.area = '467';
      sc.forces.garrisons = [{ nationality: 'austria', area, city, factors: garrison }];
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area }];
    });
    return reach(s, 'france', 'land/siege').s;
  }
  const siegeOrder = (s: GameState, power: 'france' | 'austria', value: string, dice: number[] = []) =>
    apply(dice.length ? forceDice(s, dice) : s, commandFor(decisionOf(s, power, 'land/siege')!, value));
  const garrisonOf = (s: GameState, city: string) => s.garrisons.filter((g) => g.place.kind === 'city' && g.place.city === city).map((g) => g.factors);

  it('7.5.4.1.2.2 no result: nothing is lost or moved, and the besieger goes on with its other orders', () => {
    const s = atSiege('474', 'vienna', { militia: 4 });
    const after = siegeOrder(s, 'france', 'assault:474:vienna', [1]);
    const es = after.log.slice(s.log.length);
    expect(es.find((e) => e.type === 'siegeAssaultRolled')).toMatchObject({ result: 'noResult' });
    expect(es.filter((e) => e.type === 'factorsChanged' || e.type === 'siegeCombatFought' || e.type === 'siegeOutcome' || e.type === 'counterMoved')).toEqual([]);
    expect(garrisonOf(after, 'vienna')).toEqual(garrisonOf(s, 'vienna'));
    expect(after.corps).toEqual(s.corps);
    // Austria is asked nothing; France's siege orders are open again
    expect(decisionOf(after, 'austria', 'land/siege')).toBeUndefined();
    expect(decisionOf(after, 'france', 'land/siege')).toBeDefined();
  });

  it('7.5.4.1.2.3.3 a breached garrison that neither leaves nor surrenders is stormed at once: the besieger is not asked', () => {
    const s = siegeOrder(atSiege('475', 'linz', { infantry: 10 }), 'france', 'assault:475:linz', [6]);
    const after = siegeOrder(s, 'austria', 'fight:475:linz:france', [1, 1, 1, 1, 1, 1]);
    const es = after.log.slice(s.log.length);
    // the assault combat follows the defender's answer directly, France storming on 5-1
    expect(es.filter((e) => e.type === 'decisionAnswered').length).toBe(1);
    expect(es.find((e) => e.type === 'siegeCombatFought')).toMatchObject({ kind: 'assault', attacker: 'france', defender: 'austria', rule: '7.5.4.1.3' });
  });
});
