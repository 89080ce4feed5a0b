import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('6.3.5.4 naval retreat and pursuit example', () => {
  it('6.3.5.4 Britain gains 4 (3 French fleets + 1 for Nelson); France loses 3', () => {
    expect(charts.politicalPoints('naval-combat', 3) + charts.politicalPoints('naval-nelson-victor')).toBe(4);
    expect(-charts.politicalPoints('naval-combat', 3)).toBe(-3);
  });
});
