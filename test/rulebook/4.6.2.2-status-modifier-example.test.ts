import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('4.6.2.2 status modifiers example', () => {
  it('4.6.2.2 every box of the Dominant Zone gives a +1 status modifier', () => {
    const dominant = charts.statusTrack().filter((b) => b.zone === 'dominant');
    expect(dominant.length).toBeGreaterThan(0);
    for (const b of dominant) expect(b.statusModifier).toBe(1);
  });
});
