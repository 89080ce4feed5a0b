// 2.4.2.1 every corps counter has printed boxes, found by its roster id ("france-i") whatever the
// scenario calls it ("French I Corps", "V Corps"): the setup check, a reinforcement's fit and the
// Turkish Imperial Cavalry (12.3.3.4) all use the one lookup, `LandMap.corpsLimits`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import type { Corps, FactorType } from '../../shared/model';
import { FACTOR_TYPES } from '../../shared/model';
import { fitsCorps } from '../../shared/rules/reinforcement';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const land = data.land!;
const DIR = path.resolve(import.meta.dirname, '../../assets/scenarios');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
type Json = { forces: { corps: { id: string; name: string; nationality: string; factors: Partial<Record<FactorType, number>> }[] } };
const read = (f: string) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Json;

describe('2.4.2.1 corps boxes found by roster id', () => {
  it.each(files)('2.4.2.1 %s: every corps is a known counter and none is over its maximum', (f) => {
    const out: string[] = [];
    for (const c of read(f).forces.corps) {
      const box = land.corpsLimits(c);
      if (!box) {
        out.push(`${c.name}: no printed boxes`);
        continue;
      }
      const inf = c.factors.infantry ?? 0;
      const mil = c.factors.militia ?? 0;
      if (box.militia === 'none' && mil > 0) out.push(`${c.name}: militia`);
      if (box.militia === 'only' && inf > 0) out.push(`${c.name}: infantry in a militia counter`);
      if (inf + mil > (box.limits.infantry ?? 0)) out.push(`${c.name}: ${inf + mil} infantry/militia > ${box.limits.infantry ?? 0}`);
      for (const t of FACTOR_TYPES)
        if (t !== 'infantry' && t !== 'militia' && (c.factors[t] ?? 0) > (box.limits[t] ?? 0)) out.push(`${c.name}: ${t}`);
    }
    expect(out).toEqual([]);
  });

  it('2.4.2.1.1 a campaign corps named "French I Corps" over its printed infantry box is refused at setup', () => {
    const json = read('14.4-1805-1807-campaign.json');
    const corps = json.forces.corps.find((c) => c.id === 'france-i')!;
    expect(corps.name).toBe('French I Corps');
    const max = land.corpsLimits({ nationality: 'france', id: 'france-i' })!.limits.infantry!;
    corps.factors = { ...corps.factors, infantry: max + 1 };
    const g = newGame({ scenario: json, seed: 1, data });
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.errors.map((e) => e.code)).toContain('capacity');
  });

  it('2.4.2.1 a reinforcement into a full campaign corps does not fit (French I Corps, by its id)', () => {
    const g = newGame({ scenario: read('14.4-1805-1807-campaign.json'), seed: 1, data });
    if (!g.ok) throw new Error('14.4 does not start');
    const c = g.value.corps.find((k) => k.id === 'france-i')!;
    const max = land.corpsLimits(c)!.limits.infantry!;
    const full: Corps = { ...c, factors: { ...c.factors, infantry: max } };
    expect(fitsCorps(land, full, 'infantry', g.value.options.rules, g.value)).toMatchObject({ ok: false, rule: '2.4.2.1' });
    expect(
      fitsCorps(land, { ...full, factors: { ...full.factors, infantry: max - 1 } }, 'infantry', g.value.options.rules, g.value),
    ).toEqual({ ok: true });
  });

  it('12.3.3.4 the campaigns\' "Turkish Imperial Cavalry" is the Imperial Cavalry counter: 16 cavalry with the option, 8 without', () => {
    const g = newGame({ scenario: read('14.5-1812-campaign.json'), seed: 1, data });
    if (!g.ok) throw new Error('14.5 does not start');
    const c = g.value.corps.find((k) => k.id === 'turkey-imperial-cavalry')!;
    expect(c.name).toBe('Turkish Imperial Cavalry');
    const at = (cavalry: number): Corps => ({ ...c, factors: { cavalry } });
    expect(fitsCorps(land, at(8), 'cavalry', { turkishImperialCavalry: false })).toMatchObject({ ok: false });
    expect(fitsCorps(land, at(15), 'cavalry', { turkishImperialCavalry: true })).toEqual({ ok: true });
  });
});
