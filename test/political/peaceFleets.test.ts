// 4.4.6.2 fleets in a former enemy's ports leave them in the next Naval Phase after a peace, played
// from the Peace Step to the Naval Movement Step on the real map (St Petersburg's blockade box opens
// onto the Gulf of Finland, sea area 723, in assets/map/map.json).
import { describe, expect, it } from 'vitest';
import type { DecisionAnswer, GameState, PendingDecision } from '../../shared/model';
import { answer, atStep, customNaval, neutral, playUntil, startNaval } from '../engine/naval/navalSetup';

const FR = { id: 'fr-x', name: 'Baltic Squadron', nationality: 'france', ships: 4, location: { kind: 'port', area: '077', city: 'st-petersburg' } } as const;

/** France and Russia at war in June 1805; both offer an informal peace (4.4.1) in the Peace Step. */
function setup(alliedAfter = false): GameState {
  const s0 = startNaval(customNaval({
    powers: ['france', 'russia'], wars: [['france', 'russia']], start: { month: 6, year: 1805 },
    fleets: [
      { id: 'ru-baltic', nationality: 'russia', ships: 12, location: { kind: 'port', area: '077', city: 'st-petersburg' } },
      { id: 'fr-brest', nationality: 'france', ships: 10, location: { kind: 'port', area: '427', city: 'brest' } },
    ],
  }));
  const offer = (d: PendingDecision): DecisionAnswer => {
    if (d.kind === 'political/sue') return [d.power === 'france' ? 'informal:russia' : 'informal:france'];
    if (alliedAfter && d.kind === 'political/alliances') return [d.power === 'france' ? 'russia' : 'france'];
    return neutral(d);
  };
  let s = playUntil(s0, (x) => x.log.some((e) => e.type === 'peaceMade'), 200, offer);
  // a French squadron lay in St Petersburg when the war ended (the port's holder being at peace with it, 6.2.6 does not evict it)
  s = { ...s, fleets: [...s.fleets, FR as never] };
  return playUntil(s, atStep('naval/movement', 'france'), 400, offer);
}

const where = (s: GameState, id: string) => s.fleets.find((f) => f.id === id)?.location;

describe('4.4.6 / 4.4.6.2 fleets leave a former enemy\'s ports in the next Naval Phase', () => {
  it('4.4.6.2 after the informal peace (4.4.1) the French squadron still in St Petersburg is put out to sea when France ends its naval movement; Russia\'s own fleet stays', () => {
    const s = setup();
    expect(s.political?.fleetsLeave).toContainEqual({ power: 'france', from: 'russia', month: { month: 6, year: 1805 } });
    expect(where(s, 'fr-x')).toMatchObject({ kind: 'port', city: 'st-petersburg' });
    const after = answer(s, 'naval/movement', 'france', 'end');
    expect(where(after, 'fr-x')).toEqual({ kind: 'sea', area: '723' });
    expect(where(after, 'ru-baltic')).toMatchObject({ kind: 'port', city: 'st-petersburg' });
    expect(where(after, 'fr-brest')).toMatchObject({ kind: 'port', city: 'brest' });
    expect(after.log).toContainEqual(expect.objectContaining({ type: 'fleetsMoved', fleets: ['fr-x'], to: 'sea:723', rule: '4.4.6.2' }));
    expect(after.political?.fleetsLeave ?? []).toEqual([]);
  });

  it('4.4.6.2 "unless given permission to stay": allied again in the Creating Alliances Step (4.5), the squadron stays in St Petersburg', () => {
    const s = setup(true);
    expect(s.relations.alliances).toContainEqual(['france', 'russia']);
    const after = answer(s, 'naval/movement', 'france', 'end');
    expect(where(after, 'fr-x')).toMatchObject({ kind: 'port', city: 'st-petersburg' });
  });
});
