import { describe, expect, it } from 'vitest';
import { proportionalShares } from '../../shared/rules/naval';
import { answer, customNaval, forceDice, reachStep, startNaval } from '../engine/naval/navalSetup';

// 12.2.5 (option) played through the engine: a stack of 68 ships, 36 British, 20 Swedish and 12
// Portuguese (Sweden and Portugal British free states), loses 10 ships in a naval combat: 5.29 →
// 5 British, 2.94 → 3 Swedish, 1.77 → 2 Portuguese.
describe('12.2.5 proportional naval losses example', () => {
  it('12.2.5 68 ships (36 British, 20 Swedish, 12 Portuguese) losing 10: 5, 3 and 2', () => {
    expect(Object.fromEntries(proportionalShares([
      { nationality: 'britain', ships: 36 }, { nationality: 'sweden' as never, ships: 20 }, { nationality: 'portugal' as never, ships: 12 },
    ], 10))).toEqual({ britain: 5, sweden: 3, portugal: 2 });
  });

  it('12.2.5 the same split in a battle: France\'s 50 ships fire a 5 (20% → 10) at the mixed stack', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      minors: [{ id: 'sweden', name: 'Sweden', status: 'free', controller: 'britain' }, { id: 'portugal', name: 'Portugal', status: 'free', controller: 'britain' }],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'gb-b', nationality: 'britain', ships: 16, location: { kind: 'sea', area: '739' } },
        { id: 'se-a', nationality: 'sweden', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'pt-a', nationality: 'portugal', ships: 12, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 25, location: { kind: 'sea', area: '739' } },
        { id: 'fr-b', nationality: 'france', ships: 25, location: { kind: 'sea', area: '739' } },
      ],
      corps: [], garrisons: [],
    }), { options: { rules: { proportionalNavalLosses: true } } });
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // wind: Britain 1+1, France 6: France fires first, a 5: 20% of 50 = 4 + 4 + 2 = 10; then Britain a 1 (+1)
    s = forceDice(s, [1, 6, 5, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    const ships = (id: string) => s.fleets.find((f) => f.id === id)!.ships;
    expect(36 - ships('gb-a') - ships('gb-b')).toBe(5);
    expect(20 - ships('se-a')).toBe(3);
    expect(12 - ships('pt-a')).toBe(2);
  });
});
