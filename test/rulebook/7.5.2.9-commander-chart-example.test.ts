import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('7.5.2.9 commander chart example', () => {
  it('7.5.2.9 attacker tactical 4 against defender 3 modifies the attacker roll by +1', () => {
    expect(charts.commanderModifiers(4, 3).attacker).toBe(1);
  });
});
