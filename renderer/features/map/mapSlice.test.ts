import { describe, expect, it } from 'vitest';
import { areaSelected, initialMapUiState, legendToggled, mapUiReducer, modeChosen, modeCycled } from './mapSlice';

describe('map UI slice', () => {
  it('cycles the map modes in order and back to terrain', () => {
    let s = initialMapUiState;
    const seen = [s.mode];
    for (let i = 0; i < 4; i++) {
      s = mapUiReducer(s, modeCycled());
      seen.push(s.mode);
    }
    expect(seen).toEqual(['terrain', 'political', 'values', 'supply', 'terrain']);
  });

  it('selects and clears an area, chooses a mode, toggles the legend', () => {
    let s = mapUiReducer(initialMapUiState, areaSelected('467'));
    expect(s.selectedArea).toBe('467');
    s = mapUiReducer(s, areaSelected(null));
    expect(s.selectedArea).toBeNull();
    expect(mapUiReducer(s, modeChosen('values')).mode).toBe('values');
    expect(mapUiReducer(s, legendToggled()).legendOpen).toBe(!s.legendOpen);
  });
});
