// Naval rules about the order of the phase and the phasing player's choices, played through the
// engine: 6.1.3 each power moves and then fights before the next, 6.2.2.5 stacks one after
// another with no fleet moving twice, 6.3.1.1 the attacker choosing the defender, 6.3.1.3.1 /
// 6.3.1.3.2 harbour defences with and without access.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, playUntil, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

describe('6.1.3 the steps of each sequence', () => {
  it('6.1.3 each power plays its Naval Movement Step and then its Naval Combat Step before the next power begins', () => {
    const s0 = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } },
        { id: 'sp-a', nationality: 'spain', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      ],
    }));
    const end = playUntil(s0, (s: GameState) => s.cursor.phase === 'land');
    // the naval steps begun (or skipped, nothing to do) with their phasing power, in order
    const seen = end.log
      .filter((e) => (e.type === 'stepBegan' || e.type === 'stepSkipped') && (e.step === 'naval/movement' || e.step === 'naval/combat'))
      .map((e) => (e.type === 'stepBegan' || e.type === 'stepSkipped' ? [e.phasing.join('+'), e.step] : []));
    expect(seen.map(([p]) => p).filter((p, i) => i % 2 === 0).sort()).toEqual(['britain', 'france', 'spain']);
    // each power: movement, then combat, and never again afterwards
    expect(seen.length).toBe(6);
    for (let i = 0; i < seen.length; i += 2) {
      expect(seen[i]![1]).toBe('naval/movement');
      expect(seen[i + 1]).toEqual([seen[i]![0], 'naval/combat']);
    }
  });
});

describe('6.2.2.5 stacks one after another', () => {
  it('6.2.2.5 a second stack moves after the first has ended; a fleet that has moved is not offered again', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'gb-b', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '732' } },
      ],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    s = answer(s, 'naval/movement', 'britain', 'stop');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-b');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:733');
    s = answer(s, 'naval/movement', 'britain', 'stop');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'sea', area: '734' });
    expect(s.fleets.find((f) => f.id === 'gb-b')!.location).toEqual({ kind: 'sea', area: '733' });
    const d = s.pending.find((x) => x.kind === 'naval/movement' && x.power === 'britain')!;
    const picks = d.options.filter((o) => String(o.value).startsWith('pick:') && o.verdict.ok).map((o) => o.value);
    expect(picks).toEqual([]);
  });
});

describe('6.3.1.1 the attacker chooses the defender', () => {
  it('6.3.1.1 with French and Spanish stacks in the Channel, Britain may attack either; the battle is against the one chosen only', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '735' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '735' } },
        { id: 'sp-a', nationality: 'spain', ships: 6, location: { kind: 'sea', area: '735' } },
      ],
    })), 'naval/combat', 'britain');
    const d = s.pending.find((x) => x.kind === 'naval/combat' && x.power === 'britain')!;
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
    expect(legal).toEqual(expect.arrayContaining(['attack:sea:735:france', 'attack:sea:735:spain']));
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:735:spain');
    const b = lastBattle(s);
    expect(b.attacker.powers).toEqual(['britain']);
    expect(b.defender.powers).toEqual(['spain']);
    expect(b.defender.fleets).toEqual(['sp-a']);
  });
});

describe('6.3.1.3 attacking fleets in a port', () => {
  /** Britain attacks a French fleet lying in Brest, whose garrison is Spanish (Spain at peace with Britain). */
  const fight = (allied: boolean) => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], ...(allied ? { alliances: [['britain', 'spain']] } : {}),
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
      garrisons: [{ nationality: 'spain', area: '427', city: 'brest', factors: { infantry: 2 } }],
      corps: [],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [3, 3, 3]);
    s = answer(s, 'naval/combat', 'britain', 'attack:port:brest:france');
    return lastBattle(s);
  };

  it('6.3.1.3.2 denied access by the port\'s (neutral) holder, the attack goes ahead without a declaration of war and the harbour guns fire', () => {
    const b = fight(false);
    expect(b.declared ?? []).toEqual([]);
    expect(b.fires.map((f) => f.by)).toEqual(['harbour', 'attacker', 'defender']);
  });

  it('6.3.1.3.1 given access by the port\'s holder (an ally), the harbour defences are not used', () => {
    expect(fight(true).fires.map((f) => f.by)).toEqual(['attacker', 'defender']);
  });
});
