// Field combat through the engine (7.5): battles on the real map, played with commands and
// forced dice. The expected numbers are read by hand off the shipped charts (noted per round).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, newGame, pendingDecisions, viewFor } from '../../shared/engine';
import type { BattleRecord, GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { apply, counterOf, DATA, decisionOf, type landScenario, order, playUntil, AU, FR, battleScenario, type CorpsJson } from './landSetup';

type Scenario = ReturnType<typeof landScenario>;

function game(sc: Scenario, seed = 5, rules: Record<string, boolean> = {}): GameState {
  const r = newGame({ scenario: sc, seed, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const atChits = (s: GameState) => playUntil(s, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
/** France's supply decision: the last decision before its Field Combat step. */
const atFrenchSupply = (s: GameState) => playUntil(s, (x) => decisionOf(x, 'france', 'land/supply') !== undefined);

function chits(s: GameState, attacker: string, defender: string): GameState {
  // 7.5.3 both first decline a trivial combat when asked
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  s = order(s, 'france', 'land/combatChit', attacker);
  return order(s, 'austria', 'land/combatChit', defender);
}

const battle = (s: GameState, i = 0): BattleRecord => s.turn.land!.battles![i]!;
const eventsOf = <T extends GameEvent['type']>(s: GameState, type: T) => s.log.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const factorDelta = (s: GameState, power: MajorPower, from = 0) =>
  s.log.slice(from).filter((e) => e.type === 'factorsChanged' && e.owner === power).reduce((n, e) => n + (e.type === 'factorsChanged' ? e.delta : 0), 0);

describe('7.5 field combat in the sequence of play', () => {
  it('7.5.2 a whole battle with forced dice: tables, dice, losses, morale, breaking, pursuit, points, retreat', () => {
    let s = atChits(game(battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })])));
    const logFrom = s.log.length;
    const pp = { france: s.powers.france.politicalPoints, austria: s.powers.austria.politicalPoints };
    // round 1: 6, 2; round 2: 5, 1; round 3: 6, 1; pursuit 6
    s = forceDice(s, [6, 2, 5, 1, 6, 1, 6]);
    s = chits(s, 'assault', 'defend');

    // Round 1 (7.5.2.9.2): France loses 1 factor and may take it as infantry or cavalry
    let d = decisionOf(s, 'france', 'land/combatLosses')!;
    expect(d.options.map((o) => [o.value, o.verdict.ok])).toEqual([['infantry:1', true], ['cavalry:1', true]]);
    s = apply(s, commandFor(d, 'cavalry:1'));
    // Round 2: again one factor; the default (infantry) this time
    d = decisionOf(s, 'france', 'land/combatLosses')!;
    s = apply(s, commandFor(d, d.options[0]!.value));

    const b = battle(s);
    const day = b.days[0]!;
    // Operational Possibilities Chart, Assault against Defend
    expect(day.ops).toMatchObject({ attackerChit: 'assault', defenderChit: 'defend', attackerTables: ['3-1', '3-1', '2-1'], defenderTables: ['4-1', '4-2', '4-3'] });
    // 7.5.2.6.1.1 Method One: France 12 factors at 4.0; Austria 8 at 3.0
    expect(day.morale!.attacker).toMatchObject({ base: 4, final: 4 });
    expect(day.morale!.defender).toMatchObject({ base: 3, final: 3 });
    const r = day.rounds;
    expect(r.map((x) => [x.attacker.table.table, x.attacker.die, x.defender.table.table, x.defender.die])).toEqual([
      ['3-1', 6, '4-1', 2], ['3-1', 5, '4-2', 1], ['2-1', 6, '4-3', 1],
    ]);
    // 3-1 at 6: 10% and 1.5 morale; 10% of 12 factors is 1. 4-1 at 2: 5% and 0.4; 5% of 8 is 1.
    expect(r[0]!.attacker).toMatchObject({ result: { lossPercent: 10, moraleLoss: 1.5 }, inflicted: 1, firingStrength: 12, lostByType: { cavalry: 1 }, moraleLossAfter: 0.4 });
    expect(r[0]!.defender).toMatchObject({ result: { lossPercent: 5, moraleLoss: 0.4 }, inflicted: 1, lostByType: { infantry: 1 }, moraleLossAfter: 1.5 });
    // 3-1 at 5: 10%, 1.1 (10% of 11 = 1); 4-2 at 1: 5%, 0.7 (5% of 7 = 1)
    expect(r[1]!.attacker).toMatchObject({ result: { lossPercent: 10, moraleLoss: 1.1 }, inflicted: 1, lostByType: { infantry: 1 }, moraleLossAfter: 1.1 });
    expect(r[1]!.defender).toMatchObject({ inflicted: 1, moraleLossAfter: 2.6, broken: false });
    // 2-1 at 6: 10%, 1.1 (10% of 10 = 1): Austria reaches 3.7 against 3.0 and breaks; 4-3 at 1: 5% of 6 is 0, 1.0 morale
    expect(r[2]!.attacker).toMatchObject({ result: { lossPercent: 10, moraleLoss: 1.1 }, inflicted: 1, moraleLossAfter: 2.1, broken: false });
    expect(r[2]!.defender).toMatchObject({ inflicted: 0, moraleLossAfter: 3.7, broken: true, brokenBy: ['7.5.2.10.1.1'] });
    expect(r[2]!.outcome).toMatchObject({ kind: 'victory', victor: 'attacker', rule: '7.5.2.10.1' });
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    // 7.5.2.10.2 pursuit: morale loss 2.1 after 3 rounds is class 2; die 6 reads 15%, of 1 cavalry factor: 0
    expect(b.pursuit).toMatchObject({ pursuitClass: 2, die: 6, lossPercent: 15, victorCavalry: 1, points: 0 });
    // 7.5.2.10.1.3 one corps beaten: half a point, rounded up
    expect(s.powers.france.politicalPoints - pp.france).toBe(1);
    expect(s.powers.austria.politicalPoints - pp.austria).toBe(-1);
    // 7.5.2.10.3 no Austrian depot: toward Austria, the only closest neighbour is 475
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'defender', chosenBy: 'france', route: ['475'], surrendered: false })]);
    const au = s.corps.find((c) => c.id === 'au-1')!;
    expect(au.location).toEqual({ kind: 'area', area: '475' });
    expect(au.factors).toEqual({ infantry: 5 });
    expect(s.corps.find((c) => c.id === 'fr-1')!.factors).toEqual({ infantry: 9, cavalry: 1 });
    // every factor lost is an event (the fuzz invariant relies on it)
    expect(factorDelta(s, 'france', logFrom)).toBe(-2);
    expect(factorDelta(s, 'austria', logFrom)).toBe(-3);
    expect(eventsOf(s, 'battleRoundFought')).toHaveLength(3);
    expect(s.turn.land!.battle).toBeUndefined();
  });

  it('7.5.3 a trivial combat against a depot garrison alone: 5-2 tables, no chits, no points', () => {
    const sc = battleScenario([FR({ infantry: 12 })], (x) => {
      x.forces.depots = [{ owner: 'austria', area: '324' }];
      x.forces.garrisons = [{ nationality: 'austria', area: '324', factors: { infantry: 2 } }];
    });
    let s = atFrenchSupply(game(sc));
    const pp = s.powers.france.politicalPoints;
    // France forages first (no French depot left): a 1 costs nothing. Commander Chart, ratings 0 against
    // 0: -1 to both dice. Then 5-2 at 6-1: 15%, 15% of 12 is 2: the garrison is gone; 5-2 at 1-1: 5% of 2 is 0
    s = forceDice(s, [1, 6, 1]);
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/supply')!, []));
    // 7.5.2.14 the garrison gone, its depot is France's to destroy
    s = order(s, 'france', 'land/combatDepot', decisionOf(s, 'france', 'land/combatDepot')!.options[1]!.value as string);
    expect(s.depots.some((d) => d.area === '324')).toBe(false);
    const b = battle(s);
    expect(b.trivial).toBe(true);
    expect(b.days[0]!.ops).toBeNull();
    expect(b.days[0]!.rounds[0]!.attacker.table.table).toBe('5-2');
    expect(b.days[0]!.rounds[0]!.attacker).toMatchObject({ die: 6, modifiedDie: 5, result: { lossPercent: 15 }, inflicted: 2 });
    expect(b.days[0]!.rounds[0]!.attacker.modifiers).toEqual([{ rule: '7.5.2.9.1', label: 'commanders 0 v 0', value: -1 }]);
    expect(b.days[0]!.rounds[0]!.defender).toMatchObject({ die: 1, modifiedDie: 0, result: { lossPercent: 5, moraleLoss: 0.5 }, inflicted: 0 });
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker', loserEliminated: true });
    expect(s.garrisons.some((g) => g.area === '324')).toBe(false);
    expect(s.powers.france.politicalPoints).toBe(pp);
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/combatChit')).toBe(false);
  });

  it('7.5.2.5 a defender withdrawing against Probe gets away before any round and retreats by its own choice', () => {
    let s = atChits(game(battleScenario([FR({ infantry: 10 }), AU({ infantry: 8 })])));
    s = chits(s, 'probe', 'withdraw');
    const b = battle(s);
    expect(b.days[0]!.withdrawal).toMatchObject({ automatic: true, avoided: true });
    expect(b.defender.units[0]).toMatchObject({ counter: counterOf(s, 'au-1'), withdrew: true });
    expect(b.days[0]!.rounds).toEqual([]);
    expect(b.outcome).toMatchObject({ kind: 'avoided', rule: '7.5.2.5.1' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'defender', chosenBy: 'austria', rule: '7.5.2.5' })]);
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '475' });
    expect(b.politicalPoints).toBeNull();
  });

  it('7.5.2.10.4.2 both break: nobody wins, no points, the attacker retreats its own force', () => {
    let s = atChits(game(battleScenario([FR({ militia: 4 }), AU({ militia: 4 })])));
    const pp = s.powers.france.politicalPoints;
    // militia morale 2.0 both sides. R1: 3-1 at 6 gives 1.5, 4-1 at 6 gives 1.9 (15% of 4 = 1 factor).
    // R2: 3-1 at 3 gives 0.5 (Austria 2.0, broken), 4-2 at 1 gives 0.7 (France 2.6, broken)
    s = forceDice(s, [6, 6, 3, 1]);
    s = chits(s, 'assault', 'defend');
    const b = battle(s);
    expect(b.days[0]!.rounds.map((r) => [r.attacker.moraleLossAfter, r.defender.moraleLossAfter])).toEqual([[1.9, 1.5], [2.6, 2]]);
    expect(b.outcome).toMatchObject({ kind: 'bothBreak', rule: '7.5.2.10.4.2' });
    expect(b.pursuit).toBeNull();
    expect(b.politicalPoints).toBeNull();
    expect(s.powers.france.politicalPoints).toBe(pp);
    // France's nearest depot is in 326, next door
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', chosenBy: 'france', route: ['326'] })]);
    expect(s.corps.find((c) => c.id === 'fr-1')!.location).toEqual({ kind: 'area', area: '326' });
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '324' });
  });

  it('7.5.2.10.3.6 a beaten force with no retreat route surrenders: its factors become prisoners and the emptied corps leaves the map (7.5.5)', () => {
    // without map data no area has a land neighbour, so no retreat route exists
    const r = newGame({ scenario: battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })]), seed: 5 });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const step = (x: GameState, value?: string) => {
      const d = pendingDecisions(x)[0]!;
      const first = d.options.find((o) => o.verdict.ok);
      const res = applyCommand(x, commandFor(d, value ?? (d.select === 'many' || !first ? [] : d.kind === 'land/announcePosition' ? 0 : first.value)));
      if (!res.ok) throw new Error(res.error.message);
      return res.state;
    };
    let s = r.value;
    for (let i = 0; i < 300 && !s.pending.some((d) => d.kind === 'land/combatChit'); i++) s = step(s);
    const counter = counterOf(s, 'au-1');
    s = forceDice(s, [6, 2, 5, 1, 6, 1, 6]);
    s = step(step(s, 'assault'), 'defend');
    while (s.pending[0]?.kind === 'land/combatLosses') s = step(s);
    const b = battle(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'defender', surrendered: true, route: null, rule: '7.5.2.10.3.6' })]);
    expect(s.prisoners).toContainEqual({ holder: 'france', nationality: 'austria', factors: { infantry: 5 } });
    expect(s.corps.some((c) => c.counter === counter)).toBe(false);
    expect(b.removed).toEqual([counter]);
    expect(eventsOf(s, 'forceSurrendered')).toEqual([expect.objectContaining({ holder: 'france', factors: 5 })]);
    expect(eventsOf(s, 'counterRemoved')).toEqual([expect.objectContaining({ counter, kind: 'corps', rule: '7.5.5' })]);
  });

  it('7.5.2.13 a day of three undecided rounds: both fight on; the second day keeps the morale losses at final morale -0.5 (7.5.2.13.2)', () => {
    let s = atChits(game(battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 })])));
    // all ones: 3-1/3-1/2-1 at 1 inflict nothing; 4-1, 4-2, 4-3 at 1 give 0.2, 0.7, 1.0 and 1 factor each
    s = forceDice(s, [1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    expect(s.turn.land!.battle!.record.stage).toBe('endOfDay');
    // secret and simultaneous: France's intent is hidden from Austria until both answered
    s = order(s, 'france', 'land/combatEndOfDay', 'fight');
    expect(JSON.stringify(viewFor(s, 'austria').log.slice(-3))).not.toContain('fight');
    s = order(s, 'austria', 'land/combatEndOfDay', 'fight');
    const mid = s.turn.land!.battle!.record;
    expect(mid.day).toBe(2);
    expect(mid.days[0]!.intents).toEqual({ attacker: 'fight', defender: 'fight' });
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 4]);
    s = chits(s, 'assault', 'defend');
    const b = battle(s);
    // first day's base less 0.5; the day starts from the 1.9 morale already lost
    expect(b.days[1]!.morale!.attacker.final).toBe(3.5);
    expect(b.days[1]!.morale!.defender.final).toBe(2.5);
    expect(b.days[1]!.rounds.map((r) => r.attacker.moraleLossAfter)).toEqual([2.1, 2.8, 3.8]);
    // 3.8 reaches France's 3.5 in the third round of the second day: Austria wins
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', chosenBy: 'austria', route: ['326'] })]);
  });

  it('7.5.2.13.1 a side withdrawing alone at the end of a day is pursued at class 1 and retreats under its own control', () => {
    let s = atChits(game(battleScenario([FR({ infantry: 12, cavalry: 6 }), AU({ infantry: 8 })])));
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 6]);
    s = chits(s, 'assault', 'defend');
    while (decisionOf(s, 'france', 'land/combatLosses')) s = order(s, 'france', 'land/combatLosses', 'infantry:1');
    s = order(s, 'france', 'land/combatEndOfDay', 'fight');
    s = order(s, 'austria', 'land/combatEndOfDay', 'withdraw');
    const b = battle(s);
    expect(b.outcome).toMatchObject({ kind: 'withdrawal', withdrawing: ['defender'], rule: '7.5.2.13.1' });
    // class 1, die 6: 10% of 6 cavalry factors is 1 point, one infantry factor (1 cavalry = 3 others: rounded as the rules do)
    expect(b.pursuit).toMatchObject({ pursuitClass: 1, die: 6, lossPercent: 10, victorCavalry: 6 });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'defender', chosenBy: 'austria', rule: '7.5.2.13.1', route: ['475'] })]);
    expect(b.politicalPoints).toBeNull();
  });

  it('7.5.2.1 / 2.4.2 chits are secret until both are in; strengths hidden until the reveal (7.5.2.6.3); the odds preview uses only public facts', () => {
    const make = (f: Record<string, number>) => atChits(game(battleScenario([FR(f), AU({ infantry: 8 })])));
    let s = make({ infantry: 10 });
    const before = viewFor(s, 'austria').battle!;
    expect(before.attacker.units[0]).toMatchObject({ name: null, factors: null, face: 'infantry' });
    expect(viewFor(s, 'france').battle!.attacker.units[0]).toMatchObject({ name: 'French fr-1', factors: { infantry: 10 } });
    expect(viewFor(s, 'spectator').battle!.defender.units[0]!.factors).toBeNull();
    // the preview is only for the powers choosing a chit, and Austria's does not depend on France's hidden strength
    expect(before.odds).toMatchObject({ power: 'austria', side: 'defender', basis: 'estimated' });
    expect(viewFor(s, 'spectator').battle!.odds).toBeNull();
    expect(viewFor(make({ infantry: 3 }), 'austria').battle!.odds).toEqual(before.odds);
    expect(viewFor(s, 'france').battle!.odds!.rows.length).toBeGreaterThan(10);
    s = order(s, 'france', 'land/combatChit', 'echelon');
    const aView = viewFor(s, 'austria');
    // (chit names appear in the odds rows; France's answer itself must not)
    expect(JSON.stringify(aView.log)).not.toContain('echelon');
    expect(aView.battle!.days[0]!.ops).toBeNull();
    expect(aView.groups.find((g) => g.kind === 'land/combatChit')).toMatchObject({ answered: ['france'], own: null });
    expect(JSON.stringify(viewFor(s, 'spectator').log)).not.toContain('echelon');
    s = forceDice(s, [1, 1, 1, 1, 1, 1]);
    s = order(s, 'austria', 'land/combatChit', 'defend');
    const after = viewFor(s, 'austria').battle!;
    expect(after.days[0]!.ops).toMatchObject({ attackerChit: 'echelon', defenderChit: 'defend' });
    expect(after.attacker.units[0]).toMatchObject({ name: 'French fr-1' });
    expect(s.log.some((e) => e.type === 'corpsRevealed' && e.owner === 'france' && e.to.includes('austria'))).toBe(true);
    // Britain takes no part: it never sees the names
    expect(JSON.stringify(viewFor(s, 'britain'))).not.toContain('French fr-1');
  });

  it('7.5.1.1 a defender may retire into a vacant city of the area; with no field force left there is no battle', () => {
    let s = game(battleScenario([FR({ infantry: 10 }, 'fr-1', '326'), AU({ infantry: 8 }, 'au-1', '326')]));
    s = playUntil(s, (x) => decisionOf(x, 'austria', 'land/combatRetire') !== undefined);
    const d = decisionOf(s, 'austria', 'land/combatRetire')!;
    const into = `${counterOf(s, 'au-1')}:munich`;
    expect(d.options.map((o) => o.value)).toEqual(['done', into]);
    s = order(s, 'austria', 'land/combatRetire', into);
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326', city: 'munich' });
    // the retire decision comes back (one corps at a time) until Austria is done
    if (decisionOf(s, 'austria', 'land/combatRetire')) s = order(s, 'austria', 'land/combatRetire', 'done');
    expect(battle(s).outcome).toMatchObject({ kind: 'avoided', rule: '7.5.1.1' });
    expect(battle(s).days).toEqual([]);
  });

  it('7.5.1.1.3 a corps that retired into the city stays on the battle record marked as such; the one left outside fights', () => {
    let s = game(battleScenario([FR({ infantry: 10 }, 'fr-1', '326'), AU({ infantry: 4 }, 'au-1', '326'), AU({ infantry: 6 }, 'au-2', '326')]));
    s = playUntil(s, (x) => decisionOf(x, 'austria', 'land/combatRetire') !== undefined);
    s = order(s, 'austria', 'land/combatRetire', `${counterOf(s, 'au-1')}:munich`);
    if (decisionOf(s, 'austria', 'land/combatRetire')) s = order(s, 'austria', 'land/combatRetire', 'done');
    const rec = s.turn.land?.battle?.record ?? battle(s);
    expect(rec.defender.units.find((u) => u.counter === counterOf(s, 'au-1'))).toMatchObject({ retiredInto: 'munich' });
    expect(rec.defender.units.find((u) => u.counter === counterOf(s, 'au-2'))!.retiredInto).toBeUndefined();
    expect(s.turn.land!.battle!.units.defender).toEqual([counterOf(s, 'au-2')]);
  });

  it('10.6.1.1.2 two leaders of equal highest seniority: the commander is the power\'s choice; 7.5.2.3 the outflanking division is a decision', () => {
    const sc = battleScenario([FR({ infantry: 6 }), FR({ infantry: 5 }, 'fr-2'), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = [
        { id: 'davout', name: 'Davout', owner: 'france', with: 'fr-1' },
        { id: 'massena', name: 'Massena', owner: 'france', with: 'fr-2' },
      ];
    });
    let s = playUntil(game(sc), (x) => decisionOf(x, 'france', 'land/combatCommander') !== undefined);
    const d = decisionOf(s, 'france', 'land/combatCommander')!;
    expect(d.options.map((o) => o.value).sort()).toEqual(['davout', 'massena']);
    s = order(s, 'france', 'land/combatCommander', 'massena');
    expect(s.turn.land!.battle!.record.attacker.commander).toMatchObject({ leader: 'massena', strategic: 4, tactical: 4 });
    s = chits(s, 'outflank', 'defend');
    const div = decisionOf(s, 'france', 'land/combatDivision')!;
    // either corps may go round the flank; the other pins (7.5.2.3.1-2)
    expect(div.options.map((o) => o.value).sort()).toEqual([counterOf(s, 'fr-1'), counterOf(s, 'fr-2')].sort());
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    s = order(s, 'france', 'land/combatDivision', counterOf(s, 'fr-2'));
    const rec = s.turn.land?.battle?.record ?? battle(s);
    expect(rec.attacker.units.find((u) => u.counter === counterOf(s, 'fr-2'))!.outflanking).toBe(true);
    // 7.5.2.12 an arrival roll after round 1 against Massena's strategic rating 4, +1 for the cell's note: a 1 arrives
    const arrival = rec.days[0]!.arrivals[0]!;
    expect(arrival).toMatchObject({ afterRound: 1, side: 'attacker', die: 1, rating: 5, arrived: true });
    expect(arrival.modifiers.map((m) => [m.rule, m.value])).toEqual([['7.5.2.12.1', 4], ['7.5.2.12.1.1', 1]]);
  });

  it('7.5.2.11 reinforcement attempts after a round: the owner picks the forces, one roll against the leader\'s strategic rating (-1 from a forest), arrivals join and their leader takes command (10.6.1.1.3)', () => {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), AU({ infantry: 4 }, 'au-2', '475')], (x) => {
      x.forces.leaders = [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }];
    });
    let s = atChits(game(sc));
    // round 1: 1, 1; the reinforcement roll: 1; round 2 onwards: ones
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    const d = decisionOf(s, 'austria', 'land/combatReinforce')!;
    expect(d.select).toBe('many');
    expect(d.options.map((o) => o.value)).toEqual(['475']);
    expect(decisionOf(s, 'france', 'land/combatReinforce')).toBeUndefined();
    s = apply(s, commandFor(d, ['475']));
    const rec = s.turn.land!.battle?.record ?? battle(s);
    // Schwarzenberg's strategic 2, -1 for the forest of 475: a 1 gets through
    expect(rec.reinforcements[0]).toMatchObject({ side: 'defender', power: 'austria', from: '475', die: 1, rating: 1, arrived: true, afterRound: 1 });
    expect(rec.defender.units.find((u) => u.counter === counterOf(s, 'au-2'))).toMatchObject({ joined: { day: 1, afterRound: 1 } });
    expect(rec.defender.commander).toMatchObject({ leader: 'schwarzenberg' });
    expect(s.corps.find((c) => c.id === 'au-2')!.location).toEqual({ kind: 'area', area: '324' });
    // 7.5.2.11.5 final morale stays as it was
    expect(rec.days[0]!.rounds.at(-1)!.defender.finalMorale).toBe(3);
  });

  it('7.5.1.3 with several combats the phasing power chooses their order; each area is fought once', () => {
    let s = game(battleScenario([FR({ infantry: 6 }), AU({ infantry: 4 }), FR({ infantry: 6 }, 'fr-2', '325'), AU({ infantry: 4 }, 'au-2', '325')]));
    s = playUntil(s, (x) => decisionOf(x, 'france', 'land/combatOrder') !== undefined);
    const d = decisionOf(s, 'france', 'land/combatOrder')!;
    expect(d.options.map((o) => o.value)).toEqual(['324', '325']);
    s = order(s, 'france', 'land/combatOrder', '325');
    expect(s.turn.land!.battle!.record.area).toBe('325');
  });

  it('7.5.2.1 / 7.5.2.3 Outflank is refused when no division works: artillery always pins', () => {
    const sc = battleScenario([FR({ infantry: 4, artillery: 1 }), FR({ infantry: 4, artillery: 1 }, 'fr-2'), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = [{ id: 'davout', name: 'Davout', owner: 'france', with: 'fr-1' }];
    });
    const s = atChits(game(sc));
    const outflank = decisionOf(s, 'france', 'land/combatChit')!.options.find((o) => o.value === 'outflank')!;
    expect(outflank.verdict).toMatchObject({ ok: false, rule: '7.5.2.3' });
  });

  it('10.1.1.1.1 Spain beaten at home with a Spanish corps in the battle: a guerilla factor rises in the area', () => {
    // area 416 (Andalusia, mountain): France attacks a Spanish corps; the Spanish side breaks on day 1
    const sc = battleScenario([FR({ infantry: 12 }, 'fr-1', '416'), { id: 'sp-1', name: 'Spanish sp-1', nationality: 'spain', type: 'infantry', movement: 3, area: '416', factors: { militia: 4 } }], (x) => {
      x.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      (x.setupOrder as string[]).push('spain');
      (x.relations as { wars: string[][] }).wars.push(['france', 'spain']);
    });
    let s = playUntil(game(sc), (x) => x.pending.some((d) => d.kind === 'land/combatChit' && d.power === 'spain'));
    // French dice 6, Spanish dice 1 (and a pursuit die)
    s = forceDice(s, [6, 1, 6, 1, 6, 1, 6, 1]);
    s = order(s, 'france', 'land/combatChit', 'assault');
    s = order(s, 'spain', 'land/combatChit', 'defend');
    while (decisionOf(s, 'france', 'land/combatRetreat')) s = order(s, 'france', 'land/combatRetreat', decisionOf(s, 'france', 'land/combatRetreat')!.options[0]!.value as string);
    const b = s.turn.land!.battles!.at(-1)!;
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(s.irregulars.filter((i) => i.kind === 'guerilla' && i.area === '416').map((i) => i.factors)).toEqual([1]);
  });

  it('the same seed and the same commands give the same state', () => {
    const run = () => {
      let s = atChits(game(battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })]), 11));
      s = chits(s, 'escalated-assault', 'counterattack');
      for (let i = 0; i < 40 && s.turn.land?.battle; i++) {
        const d: PendingDecision = pendingDecisions(s)[0]!;
        const first = d.options.find((o) => o.verdict.ok)!;
        const r = applyCommand(s, commandFor(d, d.kind === 'land/combatEndOfDay' ? 'fight' : first.value), DATA);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      return s;
    };
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });
});

describe('7.5.2.14 depots after a field battle', () => {
  /** France (victor, with cavalry) beats Austria in 324, where Austria keeps a depot; Austria has another in 475. */
  function won(franceDepot: boolean): GameState {
    const sc = battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })], (x) => {
      x.forces.depots = [{ owner: 'austria', area: '324' }, { owner: 'austria', area: '475' }, ...(franceDepot ? [{ owner: 'france', area: '326' }] : [])];
    });
    let s = atChits(game(sc));
    s = forceDice(s, [6, 2, 5, 1, 6, 1, 6]);
    s = chits(s, 'assault', 'defend');
    while (decisionOf(s, 'france', 'land/combatLosses')) s = order(s, 'france', 'land/combatLosses', decisionOf(s, 'france', 'land/combatLosses')!.options[0]!.value as string);
    while (decisionOf(s, 'france', 'land/combatRetreat')) s = order(s, 'france', 'land/combatRetreat', decisionOf(s, 'france', 'land/combatRetreat')!.options[0]!.value as string);
    return s;
  }
  const depotIn = (s: GameState, area: string) => s.depots.filter((d) => d.area === area).map((d) => d.owner);

  it('7.5.2.14 the victor left alone in the area destroys the enemy depot; the battle ends after the choice', () => {
    let s = won(false);
    const d = decisionOf(s, 'france', 'land/combatDepot')!;
    expect(d.rule).toBe('7.5.2.14');
    expect(s.turn.land!.battle).toBeDefined();
    expect(d.options.map((o) => String(o.value).split(':')[0])).toEqual(['convert', 'destroy', 'keep']);
    s = order(s, 'france', 'land/combatDepot', d.options.find((o) => String(o.value).startsWith('destroy'))!.value as string);
    expect(depotIn(s, '324')).toEqual([]);
    expect(depotIn(s, '475')).toEqual(['austria']);
    expect(eventsOf(s, 'depotRemoved')).toEqual([expect.objectContaining({ owner: 'austria', area: '324', rule: '7.5.2.14' })]);
    expect(s.turn.land!.battle).toBeUndefined();
    expect(battle(s).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
  });

  it('7.5.2.14 conversion needs a French supply chain: refused with no French depot on the map, allowed with the one at Munich (326)', () => {
    const alone = decisionOf(won(false), 'france', 'land/combatDepot')!;
    expect(alone.options[0]!.verdict).toMatchObject({ ok: false, rule: '7.5.2.14' });
    let s = won(true);
    const d = decisionOf(s, 'france', 'land/combatDepot')!;
    expect(d.options[0]!.verdict).toEqual({ ok: true });
    s = order(s, 'france', 'land/combatDepot', d.options[0]!.value as string);
    expect(depotIn(s, '324')).toEqual(['france']);
    expect(eventsOf(s, 'depotPlaced').at(-1)).toMatchObject({ owner: 'france', area: '324', rule: '7.5.2.14' });
  });

  it('7.5.2.14 a depot left standing stays the enemy\'s and is not offered again', () => {
    let s = won(false);
    s = order(s, 'france', 'land/combatDepot', decisionOf(s, 'france', 'land/combatDepot')!.options[2]!.value as string);
    expect(depotIn(s, '324')).toEqual(['austria']);
    expect(decisionOf(s, 'france', 'land/combatDepot')).toBeUndefined();
    expect(s.turn.land!.battle).toBeUndefined();
  });
});

describe('10.6.3 leader capture', () => {
  const ROUT = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 6 : 1));
  const WIN = [6, 2, 5, 1, 6, 1, 6];
  /** Charles with the Austrian corps beaten in 324 without map data: no retreat route exists. */
  function noRetreat(dice: number[]): GameState {
    const sc = battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = [{ id: 'charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    });
    const r = newGame({ scenario: sc, seed: 5 });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const step = (x: GameState, value?: string) => {
      const d = pendingDecisions(x)[0]!;
      const first = d.options.find((o) => o.verdict.ok);
      const res = applyCommand(x, commandFor(d, value ?? (d.select === 'many' || !first ? [] : d.kind === 'land/announcePosition' ? 0 : first.value)));
      if (!res.ok) throw new Error(res.error.message);
      return res.state;
    };
    let s = r.value;
    for (let i = 0; i < 300 && !s.pending.some((d) => d.kind === 'land/combatChit'); i++) s = step(s);
    s = forceDice(s, dice);
    s = step(step(s, 'assault'), 'defend');
    while (s.pending[0] && s.turn.land?.battle) s = step(s);
    return s;
  }

  it('10.6.3 the leader of a force eliminated to the last factor (here by the pursuit, 75% of 6) is captured by the victor', () => {
    const s = noRetreat(ROUT);
    expect(battle(s).pursuit).toMatchObject({ pursuitClass: 5, die: 6, lossPercent: 75, loserEliminated: true });
    expect(battle(s).retreats).toEqual([]);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(eventsOf(s, 'leaderCaptured')).toEqual([expect.objectContaining({ leader: 'charles', owner: 'austria', by: 'france', area: '324', rule: '10.6.3' })]);
    // the battle record lists him for the combat view
    expect(battle(s).leadersCaptured).toEqual([{ leader: 'charles', name: 'Charles', owner: 'austria', by: 'france', rule: '10.6.3' }]);
  });

  it('10.6.3 the leader of a force that surrendered for want of a retreat (7.5.2.10.3.6) is captured by the victor', () => {
    const s = noRetreat(WIN);
    const b = battle(s);
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'defender', surrendered: true })]);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(eventsOf(s, 'leaderCaptured')).toEqual([expect.objectContaining({ leader: 'charles', owner: 'austria', by: 'france', area: '324', rule: '10.6.3' })]);
    expect(eventsOf(s, 'leaderUnstacked')).toEqual([]);
    expect(b.leadersCaptured).toEqual([expect.objectContaining({ leader: 'charles', by: 'france', rule: '10.6.3' })]);
  });

  it('10.6.3 a beaten force that retreats keeps its leader', () => {
    const sc = battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = [{ id: 'charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
    });
    let s = atChits(game(sc));
    s = forceDice(s, WIN);
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 20 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, d.options.find((o) => o.verdict.ok)!.value as string);
    }
    expect(battle(s).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(battle(s).retreats[0]).toMatchObject({ side: 'defender', surrendered: false });
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'corps', counter: counterOf(s, 'au-1') });
    expect(eventsOf(s, 'leaderCaptured')).toEqual([]);
  });
});

describe('10.1.2.2.3 cossacks and freikorps slipping away before a combat', () => {
  /** A Russian cossack alone in 324 attacked by a French corps of the given type. */
  function atRetire(type: string): GameState {
    const sc = battleScenario([{ ...FR({ infantry: 4, cavalry: 2 }), type, movement: type === 'cavalry' ? 5 : 4 }], (x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      x.forces.irregulars = [{ nationality: 'russia', kind: 'cossack', factors: 1, area: '324' }];
    });
    return playUntil(game(sc), (s) => decisionOf(s, 'russia', 'land/combatRetire') !== undefined);
  }
  const cossack = (s: GameState) => s.irregulars.find((i) => i.kind === 'cossack')!;
  const evasions = (d: PendingDecision) => d.options.map((o) => String(o.value)).filter((v) => v.startsWith('evade:'));

  it('10.1.2.2.3 attacked by infantry: the lone cossack goes without a roll into a neighbour free of enemy corps, and no battle is fought', () => {
    let s = atRetire('infantry');
    const d = decisionOf(s, 'russia', 'land/combatRetire')!;
    const options = evasions(d);
    expect(options.length).toBeGreaterThan(0);
    const rolls = eventsOf(s, 'diceRolled').length;
    s = order(s, 'russia', 'land/combatRetire', options[0]!);
    expect(cossack(s).area).toBe(options[0]!.slice('evade:'.length));
    expect(eventsOf(s, 'diceRolled')).toHaveLength(rolls);
    expect(eventsOf(s, 'forceRetreated').at(-1)).toMatchObject({ powers: ['russia'], from: '324', rule: '10.1.2.2.3' });
    expect(battle(s).outcome).toMatchObject({ kind: 'avoided' });
  });

  it('10.1.2.2.3 attacked by a cavalry corps: a 5 is caught and must fight (not offered again), a 4 gets away', () => {
    const start = atRetire('cavalry');
    const to = evasions(decisionOf(start, 'russia', 'land/combatRetire')!)[0]!;
    let s = order(forceDice(start, [5]), 'russia', 'land/combatRetire', to);
    expect(eventsOf(s, 'diceRolled').find((e) => e.rule === '10.1.2.2.3')).toMatchObject({ value: 5 });
    expect(eventsOf(s, 'forceRetreated').filter((e) => e.rule === '10.1.2.2.3')).toEqual([]);
    const again = decisionOf(s, 'russia', 'land/combatRetire');
    expect(again ? evasions(again) : []).toEqual([]);
    // caught, it fights: the combat is not avoided
    if (!s.turn.land!.battle) expect(battle(s).outcome?.kind).not.toBe('avoided');
    else expect(s.turn.land!.battle.step).not.toBe('retire');
    s = order(forceDice(start, [4]), 'russia', 'land/combatRetire', to);
    expect(cossack(s).area).toBe(to.slice('evade:'.length));
    expect(battle(s).outcome).toMatchObject({ kind: 'avoided' });
  });
});

describe('12.3.6 proportional land losses (option)', () => {
  /** 12 French and 4 Bavarian infantry attack 20 Austrian; Austria inflicts 3 in each of two rounds, then France breaks. */
  function fought(proportionalLandLosses: boolean): GameState {
    const sc = battleScenario([
      FR({ infantry: 12 }), { ...FR({ infantry: 4 }, 'bv-1'), nationality: 'bavaria', name: 'Bavarian Corps' }, AU({ infantry: 20 }),
    ]);
    let s = atChits(game(sc, 5, { proportionalLandLosses }));
    s = forceDice(s, [1, 6, 1, 6, 1, 6, 6]);
    return chits(s, 'assault', 'defend');
  }
  const factors = (s: GameState, id: string) => s.corps.find((c) => c.id === id)?.factors.infantry ?? 0;

  it('12.3.6 off: the losses fall on the first corps; on: 12 to 4 shares each 3-factor loss as 2 French and 1 Bavarian', () => {
    const off = fought(false);
    expect(battle(off).days[0]!.rounds.map((r) => r.defender.inflicted)).toEqual([3, 3]);
    expect([factors(off, 'fr-1'), factors(off, 'bv-1')]).toEqual([6, 4]);
    const on = fought(true);
    expect(battle(on).days[0]!.rounds.map((r) => r.defender.inflicted)).toEqual([3, 3]);
    // 3 x 12/16 = 2.25 and 3 x 4/16 = 0.75: 2 and 1 each round
    expect([factors(on, 'fr-1'), factors(on, 'bv-1')]).toEqual([8, 2]);
    const bv = counterOf(on, 'bv-1');
    expect(battle(on).days[0]!.rounds.map((r) => r.attacker.lost.filter((l) => l.counter === bv).reduce((n, l) => n + l.count, 0))).toEqual([1, 1]);
  });
});

describe('12.3.4 / 7.5.2.9.1.2 declarations at the start of a round', () => {
  function atRound(): GameState {
    const sc = battleScenario([{ ...FR({ infantry: 8, guard: 4 }), type: 'guard' }, AU({ infantry: 12 })], (x) => {
      x.forces.leaders = [{ id: 'napoleon', name: 'Napoleon', owner: 'france', with: 'fr-1' }];
    });
    let s = atChits(game(sc, 5, { guardCommitment: true }));
    s = chits(s, 'assault', 'defend');
    return s;
  }

  it('12.3.4 the side with a guard is asked in secret before the dice: rating from the full one down to 0, the guard held back or committed', () => {
    const s = atRound();
    const d = decisionOf(s, 'france', 'land/combatRound')!;
    expect(d).toMatchObject({ secret: true, rule: '12.3.4' });
    expect(decisionOf(s, 'austria', 'land/combatRound')).toBeUndefined();
    const full = Number(String(d.options[0]!.value));
    expect(full).toBeGreaterThan(0);
    expect(d.options.map((o) => String(o.value))).toContain('0:guard1');
    expect(d.options.map((o) => String(o.value))).toContain(`${full}:guard2`);
    // nothing rolled for the round yet
    expect(s.turn.land!.battle!.roundDice).toBeNull();
  });

  it('12.3.4.4-6 a committed guard: its die is rolled after the combat dice, and France breaks when Austria does not (12.3.4.6)', () => {
    let s = atRound();
    // attacker 6, defender 1, guard 2 (no guard factor lost at +1)
    s = forceDice(s, [6, 1, 2, ...Array<number>(12).fill(3)]);
    s = order(s, 'france', 'land/combatRound', '0:guard1');
    for (let i = 0; i < 5 && decisionOf(s, 'france', 'land/combatLosses'); i++) s = order(s, 'france', 'land/combatLosses', decisionOf(s, 'france', 'land/combatLosses')!.options[0]!.value as string);
    const b = battle(s);
    const r1 = b.days[0]!.rounds[0]!;
    expect(r1.attacker.declaredTactical).toBe(0);
    expect(r1.attacker.guard).toMatchObject({ shift: 1, die: 2, lost: 0 });
    expect(eventsOf(s, 'diceRolled').find((e) => e.rule === '12.3.4.4')).toMatchObject({ value: 2 });
    expect(r1.defender.broken).toBe(false);
    expect(r1.attacker).toMatchObject({ broken: true, brokenBy: ['12.3.4.6'] });
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
  });

  it('7.5.2.9.1.2 a lower rating declared with the guard held back: recorded for the round, and the next round asks again', () => {
    let s = atRound();
    s = forceDice(s, Array<number>(12).fill(3));
    s = order(s, 'france', 'land/combatRound', '0');
    for (let i = 0; i < 5 && decisionOf(s, 'france', 'land/combatLosses'); i++) s = order(s, 'france', 'land/combatLosses', decisionOf(s, 'france', 'land/combatLosses')!.options[0]!.value as string);
    const b = s.turn.land!.battle!.record;
    expect(b.days[0]!.rounds[0]!.attacker).toMatchObject({ declaredTactical: 0, guard: null });
    expect(b.days[0]!.rounds[0]!.attacker.tactical).toBeGreaterThan(0);
    expect(decisionOf(s, 'france', 'land/combatRound')!.prompt).toContain('Round 2');
    expect(eventsOf(s, 'diceRolled').filter((e) => e.rule === '12.3.4.4')).toEqual([]);
  });
});

describe('12.7 leader casualties (option)', () => {
  const WIN = [6, 2, 5, 1, 6, 1, 6];
  /** The WIN battle of 10.6.3 (France beats Austria in 324, Austria retreats) with Austrian leaders, then `after` dice. */
  function fought(after: number[], leaders = ['charles'], on = true): GameState {
    const sc = battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })], (x) => {
      x.forces.leaders = leaders.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), owner: 'austria', with: 'au-1' }));
    });
    let s = atChits(game(sc, 5, { leaderCasualties: on }));
    s = forceDice(s, [...WIN, ...after]);
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 20 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, d.options.find((o) => o.verdict.ok)!.value as string);
    }
    expect(battle(s).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    return s;
  }
  const casualtyDice = (s: GameState) => s.log.filter((e) => e.type === 'diceRolled' && e.rule === '12.7');

  it('12.7 a 12 on the two dice strikes the side\'s only leader; a fate die of 2 wounds him for two complete months (May 1805: back as August begins)', () => {
    const s = fought([6, 6, 2]);
    // France has no leader: only Austria checks (two dice, then the fate die; one leader needs no choice)
    expect(casualtyDice(s)).toHaveLength(3);
    expect(battle(s).leaderCasualties).toEqual([
      { side: 'defender', dice: [6, 6], roll: 12, leader: 'charles', name: 'Charles', fateDie: 2, result: 'wounded', months: 2 },
    ]);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'wounded', until: { month: 8, year: 1805 } });
    expect(eventsOf(s, 'leaderCasualty')).toEqual([expect.objectContaining({ leader: 'charles', owner: 'austria', result: 'wounded', months: 2, until: { month: 8, year: 1805 }, rule: '12.7' })]);
  });

  it('12.7 a fate die of 6 kills the leader: he is out of the game', () => {
    const s = fought([6, 6, 6]);
    expect(battle(s).leaderCasualties![0]).toMatchObject({ result: 'killed', months: 0, fateDie: 6 });
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'killed' });
  });

  it('12.7 any roll but 12 strikes nobody: the check is recorded and no fate die is rolled', () => {
    const s = fought([5, 6]);
    expect(casualtyDice(s)).toHaveLength(2);
    expect(battle(s).leaderCasualties).toEqual([{ side: 'defender', dice: [5, 6], roll: 11, leader: null, name: null, fateDie: null, result: 'unhurt', months: 0 }]);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'corps', counter: counterOf(s, 'au-1') });
  });

  it('12.7 with two leaders present the one struck is chosen by a die over them (2 of 2: the second)', () => {
    const s = fought([6, 6, 2, 4], ['charles', 'john']);
    const d = casualtyDice(s);
    expect(d.map((e) => (e.type === 'diceRolled' ? e.sides : 0))).toEqual([6, 6, 2, 6]);
    expect(battle(s).leaderCasualties![0]).toMatchObject({ leader: 'john', result: 'wounded', months: 4 });
    expect(s.leaders.find((l) => l.id === 'charles')!.location.kind).toBe('corps');
  });

  it('12.7 off: no check is made', () => {
    const s = fought([6, 6, 6], ['charles'], false);
    expect(casualtyDice(s)).toHaveLength(0);
    expect(battle(s).leaderCasualties).toBeUndefined();
    expect(s.leaders.find((l) => l.id === 'charles')!.location.kind).toBe('corps');
  });

  it('12.7 a leader wounded for one month is back in the pool as the second month after begins', () => {
    let s = fought([6, 6, 1]);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'wounded', until: { month: 7, year: 1805 } });
    s = playUntil(s, (x) => x.date.month === 6);
    expect(s.leaders.find((l) => l.id === 'charles')!.location.kind).toBe('wounded');
    s = playUntil(s, (x) => x.date.month === 7);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'pool' });
    expect(eventsOf(s, 'leaderUnstacked').filter((e) => e.rule === '12.7')).toEqual([expect.objectContaining({ leader: 'charles', to: 'pool' })]);
  });
});

describe('7.5.2.11 reinforcements from cities and from allies outside the battle', () => {
  it('7.5.2.11.1 unbesieged corps in a city of an adjacent area may try: Schwarzenberg in Linz (475) rolls 1 against 2 -1 (forest) and comes out', () => {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), { ...AU({ infantry: 4 }, 'au-2', '475'), city: 'linz' } as CorpsJson], (x) => {
      x.forces.leaders = [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }];
    });
    let s = atChits(game(sc));
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    const d = decisionOf(s, 'austria', 'land/combatReinforce')!;
    expect(d.options.map((o) => o.value)).toEqual(['475@linz']);
    s = apply(s, commandFor(d, ['475@linz']));
    const rec = s.turn.land!.battle?.record ?? battle(s);
    expect(rec.reinforcements[0]).toMatchObject({ side: 'defender', power: 'austria', from: '475', fromCity: 'linz', die: 1, rating: 1, arrived: true });
    expect(s.corps.find((c) => c.id === 'au-2')!.location).toEqual({ kind: 'area', area: '324' });
  });

  it('7.5.2.11.1 a city besieged by the enemy holds its corps in: nothing is offered', () => {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), { ...AU({ infantry: 4 }, 'au-2', '475'), city: 'linz' } as CorpsJson, FR({ infantry: 2 }, 'fr-2', '475')], (x) => {
      x.forces.leaders = [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }];
    });
    let s = atChits(game(sc));
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    expect(decisionOf(s, 'austria', 'land/combatReinforce')).toBeUndefined();
  });

  it('7.5.2.11.1 corps in a city of the battle area itself may try (no river; the area\'s forest counts)', () => {
    const sc = battleScenario([FR({ infantry: 12 }, 'fr-1', '326'), AU({ infantry: 8 }, 'au-1', '326'), { ...AU({ infantry: 4 }, 'au-2', '326'), city: 'munich' } as CorpsJson], (x) => {
      x.forces.leaders = [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }];
      x.forces.depots = [];
    });
    let s = atChits(game(sc));
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    const d = decisionOf(s, 'austria', 'land/combatReinforce')!;
    expect(d.options.map((o) => o.value)).toEqual(['326@munich']);
    s = apply(s, commandFor(d, ['326@munich']));
    const rec = s.turn.land!.battle?.record ?? battle(s);
    expect(rec.reinforcements[0]).toMatchObject({ from: '326', fromCity: 'munich', rating: 1, arrived: true });
    expect(s.corps.find((c) => c.id === 'au-2')!.location).toEqual({ kind: 'area', area: '326' });
  });

  it('7.5.2.11.1.3 a power outside the battle at war with every attacker and with no defender may reinforce the defender, and joins its side', () => {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), { id: 'ru-1', name: 'Russian I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '475', factors: { infantry: 6 } }], (x) => {
      x.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [['austria', 'russia']], enforcedPeace: [] };
      x.forces.leaders = [{ id: 'kutuzov', name: 'Kutuzov', owner: 'russia', with: 'ru-1' }];
    });
    let s = atChits(game(sc));
    expect(battle0(s).defender.powers).toEqual(['austria']);
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = chits(s, 'assault', 'defend');
    const d = decisionOf(s, 'russia', 'land/combatReinforce')!;
    expect(d.options.map((o) => o.value)).toEqual(['475']);
    s = apply(s, commandFor(d, ['475']));
    const rec = s.turn.land!.battle?.record ?? battle(s);
    // Kutuzov's strategic 3, -1 for the forest of 475: a 1 gets through
    expect(rec.reinforcements[0]).toMatchObject({ side: 'defender', power: 'russia', rating: 2, arrived: true });
    expect(rec.defender.powers).toContain('russia');
  });
});

const battle0 = (s: GameState) => s.turn.land!.battle!.record;

describe('7.3.8 powers in the area joining a battle', () => {
  /** France attacks Austria in 324; a Russian corps stands there too. */
  function withRussian(relations: object): GameState {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), { id: 'ru-1', name: 'Russian I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '324', factors: { infantry: 6 } }], (x) => {
      x.relations = relations;
    });
    return playUntil(game(sc), (x) => decisionOf(x, 'russia', 'land/combatJoin') !== undefined || x.pending.some((d) => d.kind === 'land/combatChit'));
  }

  it('7.3.8 step 3 an ally of the defender at peace with the attacker may declare war and defend: war with France, -3 political points (4.2.1.1), its corps in the battle', () => {
    let s = withRussian({ wars: [['france', 'austria']], alliances: [['austria', 'russia']], enforcedPeace: [] });
    const d = decisionOf(s, 'russia', 'land/combatJoin')!;
    expect(d.options.map((o) => o.value)).toEqual(['stay', 'join']);
    const pp = s.powers.russia.politicalPoints;
    s = order(s, 'russia', 'land/combatJoin', 'join');
    expect(s.relations.wars).toContainEqual(['france', 'russia']);
    expect(s.powers.russia.politicalPoints).toBe(pp - 3);
    const rec = battle0(s);
    expect(rec.defender.powers).toEqual(['austria', 'russia']);
    expect(rec.defender.units.map((u) => u.counter)).toContain(counterOf(s, 'ru-1'));
    expect(eventsOf(s, 'battleJoined')).toEqual([expect.objectContaining({ power: 'russia', side: 'defender', rule: '7.3.8' })]);
  });

  it('7.3.8 step 3 staying out: no war, the corps is not in the battle', () => {
    let s = withRussian({ wars: [['france', 'austria']], alliances: [['austria', 'russia']], enforcedPeace: [] });
    s = order(s, 'russia', 'land/combatJoin', 'stay');
    expect(s.relations.wars).not.toContainEqual(['france', 'russia']);
    expect(battle0(s).defender.powers).toEqual(['austria']);
    expect(battle0(s).defender.units.map((u) => u.counter)).not.toContain(counterOf(s, 'ru-1'));
  });

  it('7.3.8 step 6 an ally of the attacker at war with every defender may join the attack', () => {
    let s = withRussian({ wars: [['france', 'austria'], ['austria', 'russia']], alliances: [['france', 'russia']], enforcedPeace: [] });
    const d = decisionOf(s, 'russia', 'land/combatJoin')!;
    expect(d.options[1]!.label).toContain('Join the attack');
    s = order(s, 'russia', 'land/combatJoin', 'join');
    expect(battle0(s).attacker.powers).toEqual(['france', 'russia']);
    expect(battle0(s).attacker.units.map((u) => u.counter)).toContain(counterOf(s, 'ru-1'));
  });

  it('7.3.8 a power at peace with both sides and allied to neither is not asked', () => {
    const s = withRussian({ wars: [['france', 'austria']], alliances: [], enforcedPeace: [] });
    expect(decisionOf(s, 'russia', 'land/combatJoin')).toBeUndefined();
  });
});

describe('7.5.3 trivial combat by agreement', () => {
  const atAgreement = (sc: Scenario) => playUntil(game(sc), (x) => x.pending.some((d) => d.kind === 'land/combatTrivial'));
  const agree = (s: GameState, fr: string, au: string) => order(order(s, 'france', 'land/combatTrivial', fr), 'austria', 'land/combatTrivial', au);

  it('7.5.3 both commanders agree: no chits, 5-2 for both sides, and the normal political points (7.5.3.5 exception)', () => {
    let s = atAgreement(battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })]));
    expect(decisionOf(s, 'france', 'land/combatTrivial')!.options.map((o) => o.value)).toEqual(['full', 'trivial']);
    const pp = { france: s.powers.france.politicalPoints, austria: s.powers.austria.politicalPoints };
    // Commander Chart 0 v 0: -1 to both dice. 5-2 at 6-1 = 5: 15% and 2.3 morale; at 1-1 = 0: 5% and 0.5.
    // Austria (final morale 3) breaks in round 2 at 4.6; then the pursuit die.
    s = forceDice(s, [6, 1, 6, 1, 1]);
    s = agree(s, 'trivial', 'trivial');
    for (let i = 0; i < 20 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = order(s, d.power, d.kind, d.options.find((o) => o.verdict.ok)!.value as string);
    }
    const b = battle(s);
    expect(b).toMatchObject({ trivial: true, trivialByAgreement: true });
    expect(b.days[0]!.ops).toBeNull();
    expect(b.days[0]!.rounds.map((r) => [r.attacker.table.table, r.defender.table.table])).toEqual([['5-2', '5-2'], ['5-2', '5-2']]);
    expect(b.days[0]!.rounds[0]!.attacker.result).toEqual({ lossPercent: 15, moraleLoss: 2.3 });
    expect(b.days[0]!.rounds[1]!.defender).toMatchObject({ moraleLossAfter: 4.6, broken: true });
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(s.powers.france.politicalPoints - pp.france).toBe(1);
    expect(s.powers.austria.politicalPoints - pp.austria).toBe(-1);
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/combatChit')).toBe(false);
  });

  it('7.5.3 one commander refuses: the full field combat with chits', () => {
    let s = atAgreement(battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })]));
    s = agree(s, 'trivial', 'full');
    expect(decisionOf(s, 'france', 'land/combatChit')).toBeDefined();
    expect(s.turn.land!.battle!.record.trivial).toBe(false);
  });

  it('7.5.3.1 a trivial combat by agreement may be reinforced', () => {
    const sc = battleScenario([FR({ infantry: 12 }), AU({ infantry: 8 }), AU({ infantry: 4 }, 'au-2', '475')], (x) => {
      x.forces.leaders = [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }];
    });
    let s = atAgreement(sc);
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = agree(s, 'trivial', 'trivial');
    expect(decisionOf(s, 'austria', 'land/combatReinforce')!.options.map((o) => o.value)).toEqual(['475']);
  });

  it('7.5.3 a combat that must be trivial (a lone depot garrison) asks nobody', () => {
    const sc = battleScenario([FR({ infantry: 12 })], (x) => {
      x.forces.depots = [{ owner: 'austria', area: '324' }];
      x.forces.garrisons = [{ nationality: 'austria', area: '324', factors: { infantry: 2 } }];
    });
    const s = playUntil(game(sc), (x) => x.turn.land?.battle !== undefined || x.pending.some((d) => d.kind === 'land/combatTrivial'));
    expect(s.pending.some((d) => d.kind === 'land/combatTrivial')).toBe(false);
  });
});

describe('7.5.4.2.3 limited field combats of relieving forces', () => {
  /** Austria besieges French-held Linz (475: a garrison and corps fr-2 inside); France marches fr-1 in from 324 to relieve it. */
  function atSally(relief: Record<string, number> = { infantry: 10 }, besiegers: Record<string, number> = { infantry: 8 }): GameState {
    const sc = battleScenario([FR(relief), { ...FR({ infantry: 2, cavalry: 1 }, 'fr-2', '475'), city: 'linz' } as CorpsJson, AU(besiegers, 'au-1', '475')], (x) => {
      x.forces.garrisons = [{ nationality: 'france', area: '475', city: 'linz', factors: { infantry: 6 } }];
    });
    let s = playUntil(game(sc), (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:475`);
    s = order(s, 'france', 'land/movement', 'end');
    return playUntil(s, (x) => decisionOf(x, 'france', 'land/combatSally') !== undefined);
  }
  const fight = (s: GameState, dice: number[], sally: boolean) => {
    s = forceDice(s, dice);
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/combatSally')!, sally ? [counterOf(s, 'fr-2')] : []));
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 30 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = apply(s, commandFor(d, d.select === 'many' ? [] : d.options.find((o) => o.verdict.ok)!.value));
    }
    return s;
  };

  it('7.5.4.2.3 the holder of the besieged city may bring corps out to fight beside the relief; the battle is limited', () => {
    let s = atSally();
    const d = decisionOf(s, 'france', 'land/combatSally')!;
    expect(d.select).toBe('many');
    expect(d.options.map((o) => o.value)).toEqual(['sortie:france:linz', counterOf(s, 'fr-2')]);
    s = apply(s, commandFor(d, [counterOf(s, 'fr-2')]));
    const rec = s.turn.land!.battle!.record;
    expect(rec.limited).toEqual({ city: 'linz', besieged: 'france', sallied: [counterOf(s, 'fr-2')] });
    expect(rec.attacker.units.map((u) => u.counter).sort()).toEqual([counterOf(s, 'fr-1'), counterOf(s, 'fr-2')].sort());
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475' });
  });

  it('7.5.4.2.3 the garrison factors may come out too: they fight beside the relief (losses off the city garrison) while their counter keeps the city', () => {
    // a relief of cavalry only: the cheapest factors lost first (infantry before cavalry) are the garrison's
    let s = atSally({ cavalry: 4 });
    // the garrison as it stands after its besieged supply roll (7.4.5)
    const start = s.garrisons.find((x) => x.area === '475' && x.place.kind === 'city')!.factors.infantry!;
    s = forceDice(s, Array.from({ length: 12 }, () => 1));
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/combatSally')!, ['sortie:france:linz']));
    const rec = s.turn.land!.battle!.record;
    expect(rec.limited!.sallied).toEqual(['sortie:france:linz']);
    expect(rec.attacker.units.find((u) => u.counter === 'sortie:france:linz')).toMatchObject({ kind: 'garrison', name: 'garrison of linz', factors: { infantry: start } });
    s = chits(s, 'assault', 'defend');
    for (let i = 0; i < 30 && s.turn.land?.battle; i++) {
      const d = s.pending[0]!;
      s = apply(s, commandFor(d, d.select === 'many' ? [] : d.options.find((o) => o.verdict.ok)!.value));
    }
    const b = battle(s);
    const g = s.garrisons.find((x) => x.area === '475' && x.place.kind === 'city')!;
    expect(g).toMatchObject({ nationality: 'france', place: { kind: 'city', city: 'linz' } });
    // what the battle record says the garrison has left is what stands in Linz
    expect(b.attacker.units.find((u) => u.counter === 'sortie:france:linz')!.factors).toEqual(g.factors);
    const lost = b.days[0]!.rounds.flatMap((r) => r.attacker.lost).filter((l) => l.counter === 'sortie:france:linz').reduce((n, l) => n + l.count, 0);
    expect(lost).toBeGreaterThan(0);
    expect((g.factors.infantry ?? 0) + lost).toBe(start);
  });

  it('7.5.4.2.3.1 one day only: undecided after three rounds, the corps that came out go back inside and the relief back to the area it came from (324); no garrison attack on Linz this turn', () => {
    // every die a 1 (0 after the Commander Chart's -1 for 0 v 0): nobody breaks in three rounds
    const s = fight(atSally(), Array.from({ length: 12 }, () => 1), true);
    const b = battle(s);
    expect(b.outcome).toEqual({ kind: 'undecided', rule: '7.5.4.2.3.1' });
    expect(b.days).toHaveLength(1);
    expect(b.days[0]!.rounds).toHaveLength(3);
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/combatEndOfDay')).toBe(false);
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475', city: 'linz' });
    expect(s.corps.find((c) => c.id === 'fr-1')!.location).toEqual({ kind: 'area', area: '324' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', route: ['324'], rule: '7.5.4.2.3.1.1' })]);
    expect(b.politicalPoints).toBeNull();
    expect(s.turn.sieges ?? []).toContain('france:475:linz');
  });

  it('7.5.4.2.3.2 the relief wins: the besiegers break and retreat, only the relieving force pursues, the corps that came out stay in the area, points as in a field combat', () => {
    let s = atSally({ infantry: 10, cavalry: 2 }, { militia: 8 });
    const pp = s.powers.france.politicalPoints;
    // France rolls 6s, Austria 1s (the forest of 475 lowers the tables): the militia break; then the pursuit die
    s = fight(s, [6, 1, 6, 1, 6, 1, 6, 6, 6], true);
    const b = battle(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    // the pursuers are the relief's 2 cavalry factors, never the one of fr-2, which came out of Linz
    expect(b.pursuit).toMatchObject({ victorCavalry: 2 });
    expect(s.powers.france.politicalPoints).toBeGreaterThan(pp);
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475' });
    expect(s.corps.find((c) => c.id === 'au-1')?.location).not.toEqual({ kind: 'area', area: '475' });
  });

  it('7.5.4.2.3.2 the relief wins with no one come out: in the siege step the corps still in Linz may step out into the area', () => {
    let s = atSally({ infantry: 10, cavalry: 2 }, { militia: 8 });
    s = fight(s, [6, 1, 6, 1, 6, 1, 6, 6, 6], false);
    expect(battle(s).outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475', city: 'linz' });
    s = playUntil(s, (x) => decisionOf(x, 'france', 'land/siege') !== undefined);
    const d = decisionOf(s, 'france', 'land/siege')!;
    const out = d.options.find((o) => o.value === `stepout:475:linz:${counterOf(s, 'fr-2')}`);
    expect(out?.verdict.ok).toBe(true);
    s = apply(s, commandFor(d, out!.value));
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475' });
  });

  it('7.5.4.2.3.1.2 the relief breaks: only the relieving force is pursued; the corps that came out go back inside', () => {
    let s = atSally({ militia: 3, cavalry: 1 });
    s = fight(s, [1, 6, 1, 6, 1, 6, 1, 6, 6, 6], true);
    const b = battle(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    const fr2 = counterOf(s, 'fr-2');
    expect(b.pursuit?.lost.some((l) => l.counter === fr2) ?? false).toBe(false);
    expect(s.corps.find((c) => c.id === 'fr-2')!.location).toEqual({ kind: 'area', area: '475', city: 'linz' });
    expect(b.retreats.every((r) => r.rule === '7.5.4.2.3.1.1')).toBe(true);
  });
});
