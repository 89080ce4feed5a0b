// 12.3.3.4 (v2.71 option) the Turkish Imperial Cavalry corps may hold 16 cavalry factors, not
// the 8 its counter prints (2.4.2.1).
import { describe, expect, it } from 'vitest';
import type { Corps, LandMap } from '../../model';
import { fitsCorps } from './index';

// only the corps boxes are read: the Imperial Cavalry prints 8 cavalry, no militia
const map = { corpsLimits: (c: { nationality: string; id: string }) => (c.nationality === 'turkey' && c.id === 'turkey-imperial-cavalry' ? { limits: { cavalry: 8 }, militia: 'none' } : undefined) } as unknown as LandMap;
// named as the campaign setups name it: the box is found by the roster id, not the name
const imperial = (cavalry: number) => ({ nationality: 'turkey', id: 'turkey-imperial-cavalry', name: 'Turkish Imperial Cavalry', factors: { cavalry } }) as unknown as Corps;

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
