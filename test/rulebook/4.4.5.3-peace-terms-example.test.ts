import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('4.4.5.3 peace terms example', () => {
  it('4.4.5.3 once one victor has chosen B.4, no other may choose B.1, B.4 or C.1', () => {
    for (const t of ['B.1', 'B.4', 'C.1']) expect(charts.peaceTermConflicts(t, ['B.4'])).toEqual(['B.4']);
    expect(charts.peaceTermConflicts('B.2', ['B.4'])).toEqual([]);
  });
});
