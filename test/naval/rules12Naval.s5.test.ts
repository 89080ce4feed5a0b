// v2.71 naval options that were built but had no test of their own, played through the engine:
// 12.2.6 advanced naval combat (Nelson's closing modifier, both sides breaking, a raid's victory),
// 12.2.7 Nelson's casualty rolls, 12.2.8 hulks. Tables are read off the shipped charts as the
// v2.71 text prints them (Tactical Naval Combat Chart, Combat Resolution Chart).
import { describe, expect, it } from 'vitest';
import type { GameState, MajorPower } from '../../shared/model';
import { answer, customNaval, forceDice, playUntil, reachStep, startNaval } from '../engine/naval/navalSetup';
import { lastBattle } from '../engine/naval/example6334';

const ADV = { rules: { advancedNaval: true, nelson: true } };
/** The state with France's hulks lying in a port (12.2.8). */
const withHulks = (s: GameState, port: string, count: number): GameState =>
  ({ ...s, navy: { ships: [], fleetCounters: [], meleeOpen: false, ...s.navy, hulks: [{ nationality: 'france', port, count }] } }) as unknown as GameState;
const sixes = (n: number) => Array.from({ length: n }, () => 6);
const pendingOf = (s: GameState, kind: string, power?: MajorPower) => s.pending.find((d) => d.kind === kind && (power === undefined || d.power === power));

/** Britain (20 ships, Nelson aboard) attacks France (10) in 739; France stands. */
function nelsonAttacks(options: Record<string, unknown>, dice: number[] = []): GameState {
  let s = reachStep(startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
    ],
    leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
  }), { options }), 'naval/combat', 'britain');
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
  return answer(dice.length > 0 ? forceDice(s, dice) : s, 'naval/evade', 'france', 'stand');
}

describe('opt:12.2.6.1.4.2 Nelson\'s closing modifier', () => {
  /** Nelson's melee against France's linear defence, with the closing modifier `mod`; every die a 5. */
  const melee = (mod: string) => {
    let s = nelsonAttacks(ADV);
    s = answer(s, 'naval/tactic', 'britain', 'melee');
    s = answer(s, 'naval/tactic', 'france', 'linearDefence');
    const d = pendingOf(s, 'naval/closing', 'britain')!;
    expect(d.options.map((o) => o.value)).toEqual(['0', '1', '2']);
    s = forceDice(s, Array.from({ length: 40 }, () => 5));
    return answer(s, 'naval/closing', 'britain', mod);
  };

  it('opt:12.2.6.1.4.2 against linear defence a melee closes on 1-3: a 5 fails unmodified, and closes with Nelson\'s -2 (5 - 2 = 3)', () => {
    const plain = lastBattle(melee('0')).advanced!.rounds[0]!;
    expect([plain.closingDie, plain.closed]).toEqual([5, false]);
    const nelson = lastBattle(melee('2')).advanced!.rounds[0]!;
    expect([nelson.closingDie, nelson.closed]).toEqual([5, true]);
  });

  it('opt:12.2.6.1.4.2 only a purely British melee under Nelson is asked: France choosing melee is not', () => {
    let s = nelsonAttacks(ADV);
    s = answer(s, 'naval/tactic', 'britain', 'linearAttack');
    s = forceDice(s, sixes(40));
    s = answer(s, 'naval/tactic', 'france', 'linearDefence');
    expect(pendingOf(s, 'naval/closing')).toBeUndefined();
  });
});

describe('opt:12.2.6.1.6 victory and defeat', () => {
  it('opt:12.2.6.1.6 both sides break in the same round: no victor, no points, no chase (Spain and France, melee on 1-1, 4-2, 5-2)', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'spain'], wars: [['france', 'spain']],
      fleets: [
        { id: 'sp-a', nationality: 'spain', ships: 10, location: { kind: 'sea', area: '742' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '742' } },
      ],
      // 12.2.6.1.1.1 a game begun after 1805: melee is open to every fleet
      start: { month: 4, year: 1806 },
    }), { options: ADV }), 'naval/combat', 'france');
    s = answer(s, 'naval/combat', 'france', 'attack:sea:742:spain');
    s = answer(s, 'naval/evade', 'spain', 'stand');
    s = answer(s, 'naval/tactic', 'france', 'melee');
    s = forceDice(s, sixes(60));
    s = answer(s, 'naval/tactic', 'spain', 'melee');
    const b = lastBattle(s);
    // both morale 3.0 (12.2.6.1.3.2); a 6 each round: 0.6 on 1-1, 2.3 on 4-2, 2.8 on 5-2: 5.7 after the third round
    expect(b.advanced!.morale).toEqual({ attacker: 3, defender: 3 });
    expect(b.advanced!.rounds.map((r) => [r.tables.attacker, r.moraleLoss.attacker, r.tables.defender, r.moraleLoss.defender])).toEqual([
      ['1-1', 0.6, '1-1', 0.6], ['4-2', 2.3, '4-2', 2.3], ['5-2', 2.8, '5-2', 2.8],
    ]);
    expect(b.advanced!.broken).toEqual({ attacker: true, defender: true });
    expect(b.outcome).toBe('draw');
    expect(s.powers.france.politicalPoints).toBe(0);
    expect(s.powers.spain.politicalPoints).toBe(0);
    expect(pendingOf(s, 'naval/chase')).toBeUndefined();
  });
});

describe('opt:12.2.6.3.3 victory in a port raid', () => {
  /** Britain (20) raids 4 French ships in Brest; with a French garrison, Brest's 100 guns fire first. */
  const raid = (garrison: boolean, dice: number[], hulks = 0) => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 4, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
      garrisons: garrison ? [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }] : [],
      corps: [],
    }), { options: { rules: { ...ADV.rules, hulks: hulks > 0 } } });
    if (hulks > 0) s = withHulks(s, 'brest', hulks);
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [...dice, ...sixes(40)]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    return { s, b: lastBattle(s) };
  };

  it('opt:12.2.6.3.3 the raiders break the defence (6 + 1 on 5-2: 3.3 ≥ 3.0) and lose nothing: a victory, +1 / -1', () => {
    const { s, b } = raid(false, [6, 1]);
    expect(b.advanced!.broken).toEqual({ attacker: false, defender: true });
    expect(b.losses.attacker).toBe(0);
    expect(b.outcome).toBe('attacker');
    expect(s.powers.britain.politicalPoints).toBe(1);
    expect(s.powers.france.politicalPoints).toBe(-1);
  });

  it('opt:12.2.6.3.3 the same break after Brest\'s guns disabled 10 raiders (a 1 on 5-2: 10 %): more losses taken than given, so a draw, no points', () => {
    const { s, b } = raid(true, [1, 6, 1]);
    expect(b.advanced!.harbour).toEqual({ guns: 100, die: 1, disabled: 10 });
    expect(b.advanced!.broken).toEqual({ attacker: false, defender: true });
    expect(b.losses.attacker).toBeGreaterThan(b.losses.defender);
    expect(b.outcome).toBe('draw');
    expect(s.powers.britain.politicalPoints).toBe(0);
    expect(s.powers.france.politicalPoints).toBe(0);
  });
});

describe('opt:12.2.8 hulks', () => {
  it('opt:12.2.8.1 hulks in a raided port fight with its defenders: 4 ships and 6 hulks fire as 10 (5 % of 10 = 1 raider disabled, of 4 none), without morale of their own', () => {
    // round 1: the raiders roll a 1 (+1, twice as many), France a 6 (-1, half as many): 5 % on 1-1
    const hulked = raid2(6);
    const without = raid2(0);
    expect(hulked.advanced!.rounds[0]!.disabled.attacker).toBe(1);
    expect(without.advanced!.rounds[0]!.disabled.attacker).toBe(0);
    expect(hulked.advanced!.morale.defender).toBe(3);
  });

  /** Hulks of France's in Cadiz, held by `holder`'s garrison: a command later, those of an enemy-held port are gone. */
  const hulksAfter = (holder: MajorPower) => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '733' } }],
      garrisons: [{ nationality: holder, area: '423', city: 'cadiz', factors: { infantry: 3 } }],
      corps: [],
    }), { options: { rules: { hulks: true } } });
    expect(s.cursor.phase).not.toBe('naval');
    s = withHulks(s, 'cadiz', 3);
    const d = s.pending[0]!;
    s = playUntil(s, (x) => x.log.length > s.log.length && !x.pending.some((p) => p.id === d.id), 5);
    return s;
  };

  it('opt:12.2.8.2 hulks in a port an enemy\'s land force holds are destroyed (British garrison in Cadiz); held by Spain, neither ally nor enemy, they are rolled for (1-3 destroyed, 4-6 Spain\'s)', () => {
    const lost = hulksAfter('britain');
    expect(lost.navy!.hulks).toEqual([]);
    expect(lost.log).toContainEqual(expect.objectContaining({ type: 'hulksChanged', port: 'cadiz', nationality: 'france', delta: -3, rule: '12.2.8.2' }));
    const rolled = hulksAfter('spain');
    const dice = rolled.log.filter((e) => e.type === 'diceRolled' && e.rule === '12.2.8.2').map((e) => (e as { value: number }).value);
    expect(dice).toHaveLength(3);
    const taken = dice.filter((v) => v >= 4).length;
    expect(rolled.navy!.hulks).toEqual(taken > 0 ? [{ nationality: 'spain', port: 'cadiz', count: taken }] : []);
  });

  /** A port raid on Brest without guns, France with `hulks` hulks there; round 1 dice 1 and 6. */
  function raid2(hulks: number) {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 4, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
      garrisons: [], corps: [],
    }), { options: { rules: { ...ADV.rules, hulks: true } } });
    if (hulks > 0) s = withHulks(s, 'brest', hulks);
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [1, 6, ...Array.from({ length: 40 }, () => 1)]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    return lastBattle(s);
  }
});

describe('opt:12.2.7 Nelson\'s casualty roll', () => {
  /** A standard battle; dice: wind 6 / 1, fire 1 / 1, then the casualty check `a` + `b` and the fate die 3. */
  const fought = (options: Record<string, unknown>, a: number, b: number) => nelsonAttacks(options, [6, 1, 1, 1, a, b, 3]);
  const nelsonAfter = (s: GameState) => s.leaders.find((l) => l.id === 'nelson')!.location;

  it('opt:12.2.7 / opt:12.2.7.1 with the Nelson option an 11 strikes him (fate 3: wounded); under 12.7 alone only a 12 does', () => {
    const struck = fought({ rules: { nelson: true } }, 5, 6);
    expect(struck.log).toContainEqual(expect.objectContaining({ type: 'leaderCasualty', leader: 'nelson', result: 'wounded', months: 3 }));
    expect(nelsonAfter(struck)).toMatchObject({ kind: 'wounded' });
    const spared = fought({ rules: { leaderCasualties: true } }, 5, 6);
    expect(spared.log.some((e) => e.type === 'leaderCasualty')).toBe(false);
    expect(nelsonAfter(spared)).toEqual({ kind: 'fleet', fleet: 'gb-a' });
    const twelve = fought({ rules: { leaderCasualties: true } }, 6, 6);
    expect(twelve.log).toContainEqual(expect.objectContaining({ type: 'leaderCasualty', leader: 'nelson', result: 'wounded', months: 3 }));
  });

  it('opt:12.2.7.2 the closing modifier Nelson took in his melee is added to his casualty roll: 5 + 5 = 10 spares him, with +2 it is 12', () => {
    const run = (mod: string) => {
      let s = nelsonAttacks(ADV);
      s = answer(s, 'naval/tactic', 'britain', 'melee');
      s = answer(s, 'naval/tactic', 'france', 'linearDefence');
      s = forceDice(s, Array.from({ length: 60 }, () => 5));
      s = answer(s, 'naval/closing', 'britain', mod);
      // the chase, if offered, declined
      if (pendingOf(s, 'naval/chase')) s = answer(s, 'naval/chase', pendingOf(s, 'naval/chase')!.power, 'none');
      return s;
    };
    expect(run('0').log.some((e) => e.type === 'leaderCasualty')).toBe(false);
    expect(run('2').log).toContainEqual(expect.objectContaining({ type: 'leaderCasualty', leader: 'nelson', result: 'wounded', months: 5 }));
  });
});
