import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('8.1 victory points step example', () => {
  it('8.1 a marker on the rightmost Neutral box earns 8 victory points', () => {
    const neutral = charts.statusTrack().filter((b) => b.zone === 'neutral');
    expect(neutral.at(-1)?.vp).toBe(8);
  });
});
