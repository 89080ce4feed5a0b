// v2.71 12.2.6 (option) advanced naval battles played through the engine: the forces revealed
// (12.2.6.1.3), the melee tables before and after closing and the rounds that follow
// (12.2.6.1.4.1, 12.2.6.1.6.1), the victor's or both sides' choice to make for port (12.2.6.1.8),
// and the port chosen for disabled ships (12.2.6.1.9.1).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

const ADV = { rules: { advancedNaval: true } };
const open = (o: { gbShips?: number; frShips?: number; nelson?: boolean } = {}) =>
  startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: o.gbShips ?? 20, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', nationality: 'france', ships: o.frShips ?? 10, location: { kind: 'sea', area: '739' } },
    ],
    leaders: o.nelson ? [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }] : [],
  }), { options: ADV });

function toChits(s: GameState): GameState {
  s = reachStep(s, 'naval/combat', 'britain');
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
  return answer(s, 'naval/evade', 'france', 'stand');
}
const pendingOf = (s: GameState, kind: string) => s.pending.find((d) => d.kind === kind);

/** Linear attack against linear defence with the dice of advanced.test.ts: France breaks in round 2; no chase, so Britain holds 2 + 4 = 6 disabled ships. */
function britainWins(): GameState {
  let s = toChits(open());
  s = answer(s, 'naval/tactic', 'britain', 'linearAttack');
  s = forceDice(s, [5, 6, 5, 1]);
  s = answer(s, 'naval/tactic', 'france', 'linearDefence');
  return answer(s, 'naval/chase', 'britain', 'none');
}

describe('opt:12.2.6.1.3 forces and morale revealed', () => {
  it('opt:12.2.6.1.3.1 both sides\' fleet counters are laid open with their ships, and opt:12.2.6.1.3.2 their morale: Britain 4.0, France 3.0', () => {
    const b = lastBattle(britainWins());
    expect(b.advanced!.forces).toEqual({
      attacker: [{ fleet: 'gb-a', name: expect.any(String), nationality: 'britain', ships: 20 }],
      defender: [{ fleet: 'fr-a', name: expect.any(String), nationality: 'france', ships: 10 }],
    });
    expect(b.advanced!.morale).toEqual({ attacker: 4, defender: 3 });
  });
});

describe('opt:12.2.6.1.4.1~2 melee tables and opt:12.2.6.1.6.1 continuing rounds', () => {
  /** Nelson's all-British melee against French linear attack; `closeDie` is the closing roll after round 1. */
  function melee(closeDie: number): GameState {
    let s = toChits(open({ gbShips: 20, frShips: 20, nelson: true }));
    s = answer(s, 'naval/tactic', 'britain', 'melee');
    s = answer(s, 'naval/tactic', 'france', 'linearAttack');
    // round 1: 1 and 1, the closing roll; round 2: 1 and 1 (low rolls: nobody breaks)
    s = forceDice(s, [1, 1, closeDie, 1, 1, 6, 1, 1]);
    return answer(s, 'naval/closing', 'britain', '0');
  }

  it('opt:12.2.6.1.4.1~2 before closing the melee side fires on 1-1 against linear attack\'s 2-1; a 2 closes (1-4 against linear attack) and round 2 is read on the second set: 3-3 against 2-1', () => {
    const b = lastBattle(melee(2));
    expect(b.advanced!.rounds[0]!.tables).toEqual({ attacker: '1-1', defender: '2-1' });
    expect(b.advanced!.rounds[0]!.closed).toBe(true);
    expect(b.advanced!.rounds[0]!.closingDie).toBe(2);
    // opt:12.2.6.1.6.1 nobody broke: the next round is fought
    expect(b.advanced!.rounds.length).toBeGreaterThanOrEqual(2);
    expect(b.advanced!.rounds[1]!.tables).toEqual({ attacker: '3-3', defender: '2-1' });
  });

  it('opt:12.2.6.1.4.1~2 a 5 does not close (1-4): round 2 stays on the first set, 1-1 against 3-2', () => {
    const b = lastBattle(melee(5));
    expect(b.advanced!.rounds[0]!.closed).toBe(false);
    expect(b.advanced!.rounds[1]!.tables).toEqual({ attacker: '1-1', defender: '3-2' });
  });
});

describe('opt:12.2.6.1.9.1 the port for disabled ships', () => {
  it('opt:12.2.6.1.9.1 the holder chooses among its ports in reach, nearest first; a farther port reads the die against its own distance; ships may be split one at a time', () => {
    const s = britainWins();
    const d = pendingOf(s, 'naval/hulkPort')!;
    expect(d.power).toBe('britain');
    const ports = d.options.filter((o) => String(o.value).startsWith('all:')).map((o) => [o.value, o.label]);
    expect(ports[0]![0]).toBe('all:plymouth');
    expect(ports[0]![1]).toContain('2 points');
    // every port offered is British (or open to Britain) and within six points; splitting is offered for 6 ships
    expect(d.options.some((o) => String(o.value).startsWith('one:'))).toBe(true);
    const farther = ports.find(([, label]) => /\(([3-6]) points/.test(String(label)));
    expect(farther, 'a port farther than Plymouth').toBeDefined();
    const dist = Number(/\((\d) points/.exec(String(farther![1]))![1]);
    const city = String(farther![0]).slice('all:'.length);
    // one ship to the farther port with a die equal to its distance: lost (the die is at most the distance)
    let t = forceDice(s, [dist]);
    t = answer(t, 'naval/hulkPort', 'britain', `one:${city}`);
    expect(pendingOf(t, 'naval/hulkPort')!.prompt).toContain('5 disabled ships');
    // the other five to Plymouth (2 points): 3, 4, 6 survive, 1 and 2 sink
    t = forceDice(t, [3, 4, 1, 2, 6]);
    t = answer(t, 'naval/hulkPort', 'britain', 'all:plymouth');
    expect(lastBattle(t).advanced!.hulks).toEqual([
      { power: 'britain', port: city, ships: 1, saved: 0 },
      { power: 'britain', port: 'plymouth', ships: 5, saved: 3 },
    ]);
    expect(t.navy!.hulks).toEqual([{ nationality: 'britain', port: 'plymouth', count: 3 }]);
    expect(pendingOf(t, 'naval/hulkPort')).toBeUndefined();
  });
});

describe('opt:12.2.6.1.8 after the retreat the victor may make for port', () => {
  it('opt:12.2.6.1.8 once France has retreated, Britain (the victor) stays at sea or sails to its nearest port, and then moves no more', () => {
    let s = britainWins();
    s = answer(s, 'naval/hulkPort', 'britain', 'all:plymouth');
    const r = pendingOf(s, 'naval/retreat')!;
    s = answer(s, 'naval/retreat', 'france', String(r.options.find((o) => String(o.value).startsWith('port:'))!.value));
    if (pendingOf(s, 'naval/pursue')) s = answer(s, 'naval/pursue', 'britain', []);
    const w = pendingOf(s, 'naval/withdraw')!;
    expect(w.power).toBe('britain');
    expect(w.rule).toBe('12.2.6.1.8');
    expect(w.options[0]!.value).toBe('stay');
    const port = String(w.options[1]!.value);
    expect(port.startsWith('port:')).toBe(true);
    s = answer(s, 'naval/withdraw', 'britain', port);
    const gb = s.fleets.find((f) => f.id === 'gb-a')!;
    expect(gb.location).toMatchObject({ kind: 'port', city: port.slice('port:'.length) });
    expect(lastBattle(s).advanced!.withdrawals).toEqual([{ side: 'attacker', to: port }]);
    expect(lastBattle(s).stage).toBe('over');
  });

  it('opt:12.2.6.1.8 staying leaves the victor where it fought', () => {
    let s = britainWins();
    s = answer(s, 'naval/hulkPort', 'britain', 'all:plymouth');
    s = answer(s, 'naval/retreat', 'france', String(pendingOf(s, 'naval/retreat')!.options.find((o) => String(o.value).startsWith('port:'))!.value));
    if (pendingOf(s, 'naval/pursue')) s = answer(s, 'naval/pursue', 'britain', []);
    s = answer(s, 'naval/withdraw', 'britain', 'stay');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'sea', area: '739' });
    expect(lastBattle(s).advanced!.withdrawals).toBeUndefined();
  });

  it('opt:12.2.6.1.8 with no victor (opt:12.2.6.1.6.2 three rounds, nobody broken) both sides may stay or retreat, and nobody pursues', () => {
    let s = toChits(open({ gbShips: 10 }));
    s = answer(s, 'naval/tactic', 'britain', 'linearDefence');
    s = forceDice(s, [1, 1, 1, 1, 1, 1, 3, 3, 3, 3]);
    s = answer(s, 'naval/tactic', 'france', 'linearDefence');
    expect(lastBattle(s).outcome).toBe('draw');
    for (const power of ['britain', 'france'] as const) {
      const h = s.pending.find((d) => d.kind === 'naval/hulkPort' && d.power === power);
      if (h) s = answer(s, 'naval/hulkPort', power, String(h.options[0]!.value));
    }
    const asked = s.pending.filter((d) => d.kind === 'naval/withdraw').map((d) => d.power).sort();
    expect(asked).toEqual(['britain', 'france']);
    expect(pendingOf(s, 'naval/pursue')).toBeUndefined();
    const fr = pendingOf(s, 'naval/withdraw') && s.pending.find((d) => d.kind === 'naval/withdraw' && d.power === 'france')!;
    s = answer(s, 'naval/withdraw', 'france', String(fr!.options[1]!.value));
    s = answer(s, 'naval/withdraw', 'britain', 'stay');
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location.kind).toBe('port');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'sea', area: '739' });
    expect(lastBattle(s).advanced!.withdrawals).toEqual([{ side: 'defender', to: String(fr!.options[1]!.value) }]);
  });
});
