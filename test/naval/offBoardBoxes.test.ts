// opt:12.2.7.3~2 the boxes off the map: one check (rules/naval/places.ts) names them for a
// battle's place and for the refit of a hulk there bought in the Economic Phase.
import { describe, expect, it } from 'vitest';
import { OFF_BOARD_BOXES } from '../../shared/model';
import { isOffBoardBox, offBoardPlace } from '../../shared/rules/naval';

describe('opt:12.2.7.3~2 boxes off the map', () => {
  it('opt:12.2.7.3~2 the Canaries, the Mid-Atlantic and the West Indies are boxes off the map; a port, a sea area or a blockade box is not', () => {
    for (const b of OFF_BOARD_BOXES) expect(isOffBoardBox(b)).toBe(true);
    for (const x of ['brest', '735', 'box:brest', 'wi:westIndies', '']) expect(isOffBoardBox(x)).toBe(false);
  });

  it('opt:12.2.7.3~2 a battle\'s place "wi:<box>" is read through the same check', () => {
    expect(offBoardPlace('wi:canaries')).toEqual({ kind: 'offBoard', box: 'canaries' });
    expect(offBoardPlace('wi:brest')).toBeNull();
    expect(offBoardPlace('box:brest')).toBeNull();
  });
});
