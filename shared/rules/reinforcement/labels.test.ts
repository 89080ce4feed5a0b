import { describe, expect, it } from 'vitest';
import { formatReinforcementOrder, reinforcementOrderLabel, type ReinforcementOrder } from './index';

const ORDERS: ReinforcementOrder[] = [
  { kind: 'corps', pool: 0, n: 1 },
  { kind: 'factor', pool: 2, factor: 'infantry', counter: 'kzpphxa' },
  { kind: 'garrison', pool: 0, factor: 'militia', city: 'vienna' as never },
  { kind: 'transfer', from: 'ktqvsz2', factor: 'cavalry', to: 'kzpphxa' },
  { kind: 'leader', leader: 'charles', counter: 'kzpphxa' },
  { kind: 'retire', leader: 'mack' },
  { kind: 'disband', counter: 'kzpphxa' },
  { kind: 'disbandGarrison', area: '474', place: 'vienna', nationality: 'austria' },
];

describe('5.2-5.3 reinforcement order labels', () => {
  it('are words, not the order strings sent to the engine, and keep counters as public handles', () => {
    for (const o of ORDERS) {
      const label = reinforcementOrderLabel(o);
      expect(label).not.toBe(formatReinforcementOrder(o));
      expect(label).not.toContain(':');
      expect(label).toMatch(/^[A-Z]/);
    }
    // Handles stay separate words so the owner's UI can put corps names in their place.
    expect(reinforcementOrderLabel(ORDERS[3]!)).toBe('Transfer 1 cavalry from ktqvsz2 to kzpphxa');
  });
});
