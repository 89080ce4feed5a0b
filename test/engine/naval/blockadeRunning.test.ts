// 12.2.9 (option) blockades and blockade running, played through the engine: the run's die, its
// modifier for land forces aboard, what follows a failed run, and the blockaders' upkeep.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, playUntil, reachStep, startNaval } from './navalSetup';

const interceptDecision = (s: GameState, power: string) => s.pending.find((d) => d.kind === 'naval/intercept' && d.power === power);

const blockaded = (on = true) => startNaval(customNaval({
  powers: ['france', 'britain'], wars: [['france', 'britain']],
  fleets: [
    { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'brest' } },
    { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } },
  ],
}), on ? { options: { rules: { blockadeRunning: true } } } : {});

/** France picks its blockaded stack at Brest and sails for 734 with the given die forced. */
function sortie(s0: GameState, dice: number[]): GameState {
  let s = reachStep(s0, 'naval/movement', 'france');
  s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
  s = forceDice(s, dice);
  return answer(s, 'naval/movement', 'france', 'move:sea:734');
}

describe('12.2.9.1 running a blockade', () => {
  it('12.2.9.1 a 2 slips past the blockaders: the stack is at sea in 734 and Britain is not asked to intercept', () => {
    const s = sortie(blockaded(), [2]);
    expect(interceptDecision(s, 'britain')).toBeUndefined();
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toMatchObject({ kind: 'sea', area: '734' });
    expect(s.log.filter((e) => e.type === 'blockadeRun').at(-1)).toMatchObject({ die: 2, modifier: 0, success: true, rule: '12.2.9.1' });
  });

  it('12.2.9.1 a 3 fails: the blockaders may intercept in the box as in the standard rules (6.2.7.3)', () => {
    const s = sortie(blockaded(), [3]);
    expect(s.log.filter((e) => e.type === 'blockadeRun').at(-1)).toMatchObject({ die: 3, success: false });
    expect(interceptDecision(s, 'britain')!.options.map((o) => o.value)).toEqual(['none', 'stack:box:brest']);
  });

  it('12.2.9 without the option there is no run: the box asks for the interception at once', () => {
    const s = sortie(blockaded(false), [1]);
    expect(s.log.some((e) => e.type === 'blockadeRun')).toBe(false);
    expect(interceptDecision(s, 'britain')).toBeDefined();
  });
});

describe('12.2.9.3 the blockaders\' upkeep', () => {
  it('12.2.9.3 after the Naval Phase Britain pays $1 for its fleet off Brest (a British port within two movement points); none without the option', () => {
    const after = (on: boolean) => playUntil(blockaded(on), (s) => s.cursor.phase === 'economic');
    const on = after(true);
    const paid = on.log.filter((e) => e.type === 'moneyChanged' && e.rule === '12.2.9.3');
    expect(paid).toEqual([expect.objectContaining({ power: 'britain', delta: -1 })]);
    expect(after(false).log.some((e) => e.type === 'moneyChanged' && e.rule === '12.2.9.3')).toBe(false);
  });
});

describe('12.2.9.2 a covering fleet', () => {
  /** France's covering fleet (12 ships) fought Britain's 10 blockaders off Brest this turn and is still in the box; 8 ships run from the port. */
  const covered = () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } },
        { id: 'fr-cover', nationality: 'france', ships: 12, location: { kind: 'sea', area: '739' } },
      ],
    }), { options: { rules: { blockadeRunning: true } } }), 'naval/movement', 'france');
    // the covering battle is over (a draw) and both stacks are still in the box
    const fought = { place: 'box:brest', attacker: { powers: ['france'], fleets: ['fr-cover'], ships: 12 }, defender: { powers: ['britain'], fleets: ['gb-a'], ships: 10 }, outcome: 'draw' };
    s = {
      ...s, turn: { ...s.turn, naval: { ...s.turn.naval!, battles: [fought as never] } },
      fleets: s.fleets.map((f) => (f.id === 'fr-cover' ? { ...f, location: { kind: 'blockade' as const, city: 'brest' as never } } : f)),
    };
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    return s;
  };

  it('12.2.9.2 the cover takes one off the run\'s die: a 3 becomes 2 and slips past', () => {
    let s = forceDice(covered(), [3]);
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    expect(s.log.filter((e) => e.type === 'blockadeRun').at(-1)).toMatchObject({ die: 3, modifier: -1, success: true, rule: '12.2.9.2' });
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toMatchObject({ kind: 'sea', area: '734' });
  });

  it('12.2.9.2 failing still (a 4, modified 3), the runners join the covering fleet in the blockade battle', () => {
    let s = forceDice(covered(), [4]);
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    expect(s.log.filter((e) => e.type === 'blockadeRun').at(-1)).toMatchObject({ die: 4, modifier: -1, success: false });
    s = forceDice(s, [3, 3]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:box:brest');
    const b = s.turn.naval!.battle?.record ?? s.turn.naval!.battles.at(-1)!;
    expect(b.place).toBe('box:brest');
    expect(b.attacker.fleets).toEqual(['gb-a']);
    expect([...b.defender.fleets].sort()).toEqual(['fr-a', 'fr-cover']);
    expect(b.defender.ships).toBe(8 + 12);
  });
});
