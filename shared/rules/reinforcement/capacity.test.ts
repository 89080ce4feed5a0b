// 12.3.3.4 (v2.71 option) the Turkish Imperial Cavalry corps may hold 16 cavalry factors, not
// the 8 its counter prints (2.4.2.1).
import { describe, expect, it } from 'vitest';
import type { Corps, LandMap } from '../../model';
import { fitsCorps } from './index';

// only the corps boxes are read: the Imperial Cavalry prints 8 cavalry, no militia
const map = { corpsLimits: (nationality: string, name: string) => (nationality === 'turkey' && name === 'Imp C' ? { limits: { cavalry: 8 }, militia: 'none' } : undefined) } as unknown as LandMap;
const imperial = (cavalry: number) => ({ nationality: 'turkey', name: 'Imp C', factors: { cavalry } }) as unknown as Corps;

describe('12.3.3.4 Turkish imperial cavalry', () => {
  it('2.4.2.1 without the option a ninth cavalry factor does not fit the printed box of 8', () => {
    expect(fitsCorps(map, imperial(8), 'cavalry')).toMatchObject({ ok: false, rule: '2.4.2.1' });
    expect(fitsCorps(map, imperial(8), 'cavalry', { turkishImperialCavalry: false })).toMatchObject({ ok: false });
  });

  it('12.3.3.4 with the option the ninth to the sixteenth fit, a seventeenth does not', () => {
    expect(fitsCorps(map, imperial(8), 'cavalry', { turkishImperialCavalry: true })).toEqual({ ok: true });
    expect(fitsCorps(map, imperial(15), 'cavalry', { turkishImperialCavalry: true })).toEqual({ ok: true });
    expect(fitsCorps(map, imperial(16), 'cavalry', { turkishImperialCavalry: true })).toMatchObject({ ok: false, rule: '2.4.2.1' });
  });
});
