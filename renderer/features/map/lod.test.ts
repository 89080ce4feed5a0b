import { describe, expect, it } from 'vitest';
import { detailAt, labelSize, LOD_THRESHOLDS, type Detail } from './lod';
import { MAX_SCALE, MIN_SCALE } from './viewport';

describe('level of detail', () => {
  const scales = Array.from({ length: 200 }, (_, i) => MIN_SCALE * (MAX_SCALE / MIN_SCALE) ** (i / 199));

  it('only adds detail as the zoom grows (nothing appears and then vanishes)', () => {
    const keys = Object.keys(detailAt(1)) as (keyof Detail)[];
    for (const k of keys) {
      if (k === 'seaNumbers') continue;
      let seen = false;
      for (const s of scales) {
        const on = detailAt(s)[k];
        if (seen) expect(on, `${k} at ${s}`).toBe(true);
        seen ||= on;
      }
    }
  });

  it('shows the whole map with province names only, and everything at full zoom', () => {
    const whole = detailAt(0.4);
    expect(whole.provinceNames).toBe(true);
    expect(whole.areaNumbers || whole.forage || whole.cityNames || whole.portBoxes).toBe(false);
    const close = detailAt(3);
    expect(Object.values(close).every(Boolean)).toBe(true);
  });

  it('shows area numbers before forage values', () => {
    expect(LOD_THRESHOLDS.areaNumbers).toBeLessThan(LOD_THRESHOLDS.forage);
  });

  it('keeps label sizes within their band', () => {
    expect(labelSize(0.1, 12, 9, 14)).toBe(9);
    expect(labelSize(10, 12, 9, 14)).toBe(14);
    expect(labelSize(1, 12, 9, 14)).toBe(12);
  });
});
