// 6.3 naval combat played through the engine: evasion, ports and harbour guns, blockade boxes,
// attacks on neutral escorts, what must be attacked, consolidation, Nelson, transports.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

const fleetsOf = (s: GameState, nat: string) => s.fleets.filter((f) => f.nationality === nat);

describe('6.3.2 evasion', () => {
  const setup = () => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '739' } },
    ],
  }));

  it('6.3.2.1 a 1 or 2 evades: the stack retreats as if beaten (to the nearest open port), 6.3.2.2 no points', () => {
    let s = reachStep(setup(), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    expect(s.pending.find((d) => d.kind === 'naval/evade')!.power).toBe('france');
    s = forceDice(s, [2]);
    s = answer(s, 'naval/evade', 'france', 'evade');
    expect(lastBattle(s)).toMatchObject({ evasion: { die: 2, evaded: true }, outcome: 'evaded', fires: [] });
    expect(s.pending.find((d) => d.kind === 'naval/retreat')!.power).toBe('france');
    expect(s.powers.france.politicalPoints).toBe(0);
    expect(s.powers.britain.politicalPoints).toBe(0);
  });

  it('6.3.2.1 a 3 fails: the battle is fought', () => {
    let s = reachStep(setup(), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [3, 4, 4, 3, 3]);
    s = answer(s, 'naval/evade', 'france', 'evade');
    expect(lastBattle(s).evasion).toEqual({ die: 3, evaded: false });
    expect(lastBattle(s).fires.length).toBe(2);
  });

  it('6.3.1 one attack per place: after it, the place is no longer offered (6.3.2 nor after an evasion)', () => {
    let s = reachStep(setup(), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [1]);
    s = answer(s, 'naval/evade', 'france', 'evade');
    s = answer(s, 'naval/retreat', 'france', s.pending.find((d) => d.kind === 'naval/retreat')!.options[0]!.value as string);
    if (s.pending.some((d) => d.kind === 'naval/pursue')) s = answer(s, 'naval/pursue', 'britain', []);
    expect(s.pending.some((d) => d.kind === 'naval/combat')).toBe(false);
  });
});

describe('6.3.3.3 / 6.3.5.2 port combat', () => {
  const setup = (garrison: boolean) => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
      { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'port', area: '427', city: 'brest' } },
    ],
    garrisons: garrison ? [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }] : [],
    corps: [],
  }));

  it('6.2.1.2 a stack may enter an enemy port only to attack the fleets there; 6.2.4 once in, the attack is owed', () => {
    let s = reachStep(setup(true), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    const d = s.pending.find((x) => x.kind === 'naval/combat')!;
    expect(d.options[0]).toMatchObject({ value: 'end', verdict: { ok: false, code: 'mustAttack', rule: '6.2.4' } });
    expect(d.options.map((o) => o.value)).toContain('attack:port:brest:france');
  });

  it('6.3.3.3 Brest\'s guns (100) fire first at the attacker with an unmodified die, the attacker then fires, then the defenders; no evasion in port; 6.3.5.2 the attackers go back to the box, the defenders stay', () => {
    let s = reachStep(setup(true), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    // guns 3 (15% of 100 = 15), Britain 6+1 = 7 (30% of 5 ships = 1), France 6 (25% of 9 ... )
    s = forceDice(s, [3, 6, 6]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    const b = lastBattle(s);
    expect(b.kind).toBe('port');
    expect(b.windGauge).toBe('attacker');
    expect(b.fires.map((f) => [f.by, f.strength, f.die, f.modified])).toEqual([
      ['harbour', 100, 3, 3],
      ['attacker', 5, 6, 7],
      ['defender', b.fires[2]!.strength, 6, 6],
    ]);
    expect(b.fires[0]!.losses).toBe(15);
    expect(fleetsOf(s, 'britain').every((f) => f.location.kind === 'blockade')).toBe(true);
    expect(fleetsOf(s, 'france').every((f) => f.location.kind === 'port')).toBe(true);
  });

  it('6.3.3.3 without a garrison at war in the port, no harbour guns fire', () => {
    let s = reachStep(setup(false), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [3, 3]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    expect(lastBattle(s).fires.map((f) => f.by)).toEqual(['attacker', 'defender']);
  });
});

describe('6.3.4.1 who wins', () => {
  it('6.3.4.1 equal losses with ships left on both sides: the attacker loses (and retreats)', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // equal wind rolls after modifiers (3+1 = 4 against 4): fire together; Britain 1+1 = 2 (10%), France 2 (10%) → 1 each
    s = forceDice(s, [3, 4, 1, 2]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    const b = lastBattle(s);
    expect(b.windGauge).toBe(null);
    expect(b.losses).toEqual({ attacker: 1, defender: 1 });
    expect(b.outcome).toBe('defender');
    expect(s.powers.france.politicalPoints).toBe(1);
    expect(s.powers.britain.politicalPoints).toBe(-1);
  });
});

describe('6.3.6 consolidation', () => {
  it('6.3.6 a fleet left without ships leaves the map with no point lost for it; Nelson with a stack wiped out is captured', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 2, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 40, location: { kind: 'sea', area: '739' } },
      ],
      leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // France wins the wind (6 against 1+2), fires 7? no: 6 → 25% of 40 = 10 ≥ 2
    s = forceDice(s, [1, 6, 6, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    expect(fleetsOf(s, 'britain')).toEqual([]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetRemoved', fleet: 'gb-a', reason: 'empty', rule: '6.3.6' }));
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(lastBattle(s).nelsonCaptured).toBe(true);
    // 6.3.4.2 one point per British fleet (1), and 6.3.4.2.2 one more lost with Nelson
    expect(s.powers.britain.politicalPoints).toBe(-2);
    expect(s.powers.france.politicalPoints).toBe(1);
  });
});
