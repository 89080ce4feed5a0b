// 11.6.2.2 Ottoman tribute played in the economic test campaign (1806): Turkey runs Egypt as a
// free state within its Ottoman Empire; Egypt's unspent money is lost in March, June and
// September (8.5.5) but paid to Turkey in December.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';

/** Until the `n`th end of `step` after log entry `from`. */
const ended = (step: string, n: number, from: number) => (s: GameState) =>
  s.log.slice(from).filter((e) => e.type === 'stepEnded' && e.step === step).length >= n;

function turkishEmpire(rules: Record<string, boolean> = { ottomanEmpire: true }): GameState {
  const s = startEconomic((j) => {
    j.minors.push({ id: 'egypt', name: 'Egypt', status: 'free', controller: 'turkey' });
  }, { options: { rules } });
  return { ...s, combinations: { active: [{ id: 'ottoman-empire', name: 'the Ottoman Empire', controller: 'turkey', minors: ['egypt'], provinces: [], created: { month: 1, year: 1806 } }], polishLoyalty: null, dominant: ['france', 'britain'] } };
}

describe('11.6.2.2 Ottoman tribute', () => {
  it('March: Egypt\'s unspent money is lost (8.5.5); December: it is added to Turkey\'s money', () => {
    const start = turkishEmpire();
    const march = playEconomic(start, undefined, ended('economic/expenditure', 1, start.log.length));
    const lostInMarch = lines(sheet(march, 'egypt'), 'surplus');
    expect(lostInMarch.some((l) => l.startsWith('Unused money and manpower lost -'))).toBe(true);
    expect(lines(sheet(march, 'turkey'), 'transfers').some((l) => l.startsWith('Tribute'))).toBe(false);

    const dec = playEconomic(march, undefined, ended('economic/expenditure', 3, march.log.length));
    const egypt = sheet(dec, 'egypt');
    // Egypt's 6 money doubled (8.2.3) and Alexandria's 2 trade: 14 unspent, paid to Turkey; the manpower is still lost
    expect(lines(egypt, 'taxes')).toEqual(['Egypt (×2) 12/0']);
    expect(lines(egypt, 'surplus')).toEqual(['Unused money paid to Turkey as tribute -14/0', 'Unused money and manpower lost 0/-12']);
    expect(lines(sheet(dec, 'turkey'), 'transfers')).toContain('Tribute from Egypt 14/0');
    expect(egypt.money).toBe(0);
  });
  it('without option 11.6 the money is lost in December too', () => {
    const start = turkishEmpire({});
    const dec = playEconomic(start, undefined, ended('economic/expenditure', 4, start.log.length));
    expect(dec.date.month).toBe(12);
    expect(sheet(dec, 'egypt').lines.some((l) => l.rule === '11.6.2.2')).toBe(false);
  });
});
