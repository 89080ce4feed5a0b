// v2.71 12.2.6 advanced naval combat (option) played through the engine.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';
import { navalMorale, roundModifiers, solitaireChit } from '../../../shared/rules/naval';

const ADV = { rules: { advancedNaval: true } };
const open = (extra: { gbShips?: number; nelson?: boolean } = {}) =>
  startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: extra.gbShips ?? 20, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
    ],
    leaders: extra.nelson ? [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }] : [],
  }), { options: ADV });

function toChits(s: GameState): GameState {
  s = reachStep(s, 'naval/combat', 'britain');
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
  return answer(s, 'naval/evade', 'france', 'stand');
}

describe('opt:12.2.6.1 open-sea battle', () => {
  it('opt:12.2.6.1.1 both sides choose a chit in secret; opt:12.2.6.1.1.1 in a game begun in 1805 only Nelson may choose melee', () => {
    const s = toChits(open());
    const gb = s.pending.find((d) => d.kind === 'naval/tactic' && d.power === 'britain')!;
    expect(gb.secret).toBe(true);
    expect(gb.options.find((o) => o.value === 'melee')!.verdict).toMatchObject({ ok: false, rule: '12.2.6.1.1.1' });
    const withNelson = toChits(open({ nelson: true }));
    expect(withNelson.pending.find((d) => d.kind === 'naval/tactic' && d.power === 'britain')!.options.find((o) => o.value === 'melee')!.verdict).toEqual({ ok: true });
  });

  it('opt:12.2.6.1.3.2 morale: British 4.0, French 3.0 (method one, weighted by ships); opt:12.2.6.1.5 the chart\'s modifiers: +1 British aggressive, +1 twice as many; French +1 defensive, -1 half as many', () => {
    expect(navalMorale([{ nationality: 'britain', ships: 20 }])).toBe(4);
    expect(navalMorale([{ nationality: 'britain', ships: 10 }, { nationality: 'spain', ships: 10 }])).toBe(3.5);
    const gb = { ships: 20, fleets: 1, british: 20, french: 0, chit: 'linearAttack' as const };
    const fr = { ships: 10, fleets: 1, british: 0, french: 10, chit: 'linearDefence' as const };
    expect(roundModifiers(gb, fr)).toEqual([{ id: 'britishAggressive', value: 1 }, { id: 'twiceAsMany', value: 1 }]);
    expect(roundModifiers(fr, gb)).toEqual([{ id: 'frenchDefensive', value: 1 }, { id: 'halfAsMany', value: -1 }]);
    // opt:12.2.6.1.4.1 each fleet after the second
    expect(roundModifiers({ ...gb, fleets: 4, british: 0 }, { ...fr, ships: 20 })).toEqual([{ id: 'fleetAfterSecond', value: -2 }]);
  });

  it('opt:12.2.6.1.4-opt:12.2.6.1.9 linear attack against linear defence: France breaks in round 2 (morale 1.9 + 2.4 ≥ 3.0), Britain chases on 3-1 and brings 5 of 8 disabled ships home as hulks', () => {
    let s = toChits(open());
    s = answer(s, 'naval/tactic', 'britain', 'linearAttack');
    // round 1: GB 5+2 on 1-2 (10%, 1.9), FR 6+0 on 2-2 (10%, 1.9); round 2: GB 5+2 on 2-2 (10%, 2.4), FR 1 on 3-2 (5%, 0.3)
    s = forceDice(s, [5, 6, 5, 1]);
    s = answer(s, 'naval/tactic', 'france', 'linearDefence');
    let b = lastBattle(s);
    expect(b.advanced!.chits).toEqual({ attacker: 'linearAttack', defender: 'linearDefence' });
    expect(b.advanced!.morale).toEqual({ attacker: 4, defender: 3 });
    expect(b.advanced!.rounds.map((r) => [r.tables.attacker, r.tables.defender, r.dice.attacker, r.modifiers.attacker, r.dice.defender, r.modifiers.defender, r.disabled.attacker, r.disabled.defender, r.moraleLoss.attacker, r.moraleLoss.defender])).toEqual([
      ['1-2', '2-2', 5, 2, 6, 0, 1, 2, 1.9, 1.9],
      ['2-2', '3-2', 5, 2, 1, 0, 1, 2, 0.3, 2.4],
    ]);
    expect(b.advanced!.broken).toEqual({ attacker: false, defender: true });
    expect(b.outcome).toBe('attacker');
    // opt:12.2.6.1.7 the general chase: Britain's morale loss 2.2 reads the 3-1 table; a 6 with its 18 fit ships disables 2 more
    expect(s.pending.find((d) => d.kind === 'naval/chase')!.power).toBe('britain');
    s = forceDice(s, [6, 1, 2, 3, 4, 5, 6, 2, 6]);
    s = answer(s, 'naval/chase', 'britain', 'chase');
    b = lastBattle(s);
    expect(b.advanced!.chase).toEqual({ table: '3-1', die: 6, disabled: 2 });
    expect(b.losses).toEqual({ attacker: 2, defender: 6 });
    // opt:12.2.6.1.6.3 points as 6.3.4.2: one French fleet beaten
    expect(s.powers.britain.politicalPoints).toBe(1);
    expect(s.powers.france.politicalPoints).toBe(-1);
    // opt:12.2.6.1.9 the victor holds all 8 disabled ships; opt:12.2.6.1.9.1 it chooses the port, the nearest (Plymouth, 2 points) first
    const home = s.pending.find((d) => d.kind === 'naval/hulkPort')!;
    expect(home.power).toBe('britain');
    expect(home.options[0]!.value).toBe('all:plymouth');
    s = answer(s, 'naval/hulkPort', 'britain', 'all:plymouth');
    b = lastBattle(s);
    // dice 1 2 3 4 5 6 2 6: a 1 or 2 (at most the distance) sinks the ship
    expect(b.advanced!.hulks).toEqual([{ power: 'britain', port: 'plymouth', ships: 8, saved: 5 }]);
    expect(s.navy!.hulks).toEqual([{ nationality: 'britain', port: 'plymouth', count: 5 }]);
    expect(s.fleets.find((f) => f.id === 'fr-a')!.ships).toBe(4);
    expect(s.pending.find((d) => d.kind === 'naval/retreat')!.power).toBe('france');
  });

  it('opt:12.2.6.1.6.2 three rounds without a break end it undecided: no points, no chase, no retreat; each side keeps its disabled ships', () => {
    let s = toChits(open({ gbShips: 10 }));
    s = answer(s, 'naval/tactic', 'britain', 'linearDefence');
    s = forceDice(s, [0 + 1, 1, 1, 1, 1, 1, 3, 3, 3, 3]);
    s = answer(s, 'naval/tactic', 'france', 'linearDefence');
    const b = lastBattle(s);
    expect(b.advanced!.rounds.length).toBe(3);
    expect(b.outcome).toBe('draw');
    expect(s.powers.britain.politicalPoints).toBe(0);
    expect(s.pending.some((d) => d.kind === 'naval/chase' || d.kind === 'naval/retreat')).toBe(false);
  });
});

describe('opt:12.2.6.2 blockade battles and opt:12.2.6.3 port raids', () => {
  it('opt:12.2.6.2 a fleet coming out of a blockaded port fights on 5-1 against the blockaders\' 5-2, no chits', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
    }), { options: ADV });
    s = reachStep(s, 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    s = forceDice(s, [1, 1, 1, 1, 1, 1]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:box:brest');
    const b = lastBattle(s);
    expect(b.kind).toBe('box');
    expect(b.cause).toBe('exit');
    expect(b.advanced!.mode).toBe('blockade');
    expect(b.advanced!.chits).toBe(null);
    expect(b.advanced!.rounds.map((r) => [r.tables.attacker, r.tables.defender])).toEqual([['5-2', '5-1'], ['5-2', '5-1'], ['5-2', '5-1']]);
  });

  it('opt:12.2.6.3.1 / opt:12.2.6.3.2 a port raid: the harbour guns roll once on 5-2, then the raiders fight on 5-2 against 1-1, 2-1, 3-1', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
      garrisons: [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }],
      corps: [],
    }), { options: ADV });
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 1]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    // opt:12.2.6.3.4 the raiders' disabled ships go to a port Britain chooses
    if (s.pending.some((d) => d.kind === 'naval/hulkPort')) s = answer(s, 'naval/hulkPort', 'britain', String(s.pending.find((d) => d.kind === 'naval/hulkPort')!.options[0]!.value));
    const b = lastBattle(s);
    expect(b.advanced!.mode).toBe('raid');
    // 100 guns on 5-2 with a 1 (10%): 10 raiders disabled
    expect(b.advanced!.harbour).toEqual({ guns: 100, die: 1, disabled: 10 });
    expect(b.advanced!.rounds.map((r) => [r.tables.attacker, r.tables.defender])).toEqual([['5-2', '1-1'], ['5-2', '2-1'], ['5-2', '3-1']]);
    // opt:12.2.6.3.4 raiders go back to the box whatever happens
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'blockade', city: 'brest' });
  });
});

describe('18.2.1 solitaire naval chits (option)', () => {
  it('opt:18.2.1 one die, one less for Nelson: all British 1-2 melee, 3-4 linear attack, 5-6 linear defence; others 1, 2-3, 4-6; with melee kept for Nelson, others 1-2 / 3-6', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => solitaireChit(d, true, false, false))).toEqual(['melee', 'melee', 'linearAttack', 'linearAttack', 'linearDefence', 'linearDefence']);
    expect([1, 2, 3, 4, 5, 6].map((d) => solitaireChit(d, false, false, false))).toEqual(['melee', 'linearAttack', 'linearAttack', 'linearDefence', 'linearDefence', 'linearDefence']);
    expect(solitaireChit(3, true, true, true)).toBe('melee'); // Nelson: 3 - 1 = 2
    expect([1, 2, 3, 4].map((d) => solitaireChit(d, true, false, true))).toEqual(['linearAttack', 'linearAttack', 'linearAttack', 'linearDefence']);
    expect([2, 3].map((d) => solitaireChit(d, false, false, true))).toEqual(['linearAttack', 'linearDefence']);
  });

  it('opt:18.2.1 under the solitaire option the chits are rolled, not chosen', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
    }), { options: { rules: { advancedNaval: true, solitaireCombat: true } } });
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [4, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    expect(s.pending.some((d) => d.kind === 'naval/tactic')).toBe(false);
    expect(lastBattle(s).advanced!.chits).toEqual({ attacker: 'linearDefence', defender: 'linearAttack' });
  });
});
