// 8.2-8.5 A full campaign year (the four Economic Phases of 1806) balanced to the coin against a
// ledger worked out by hand from the map's printed values and the charts, phase by phase.
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic, total } from './economicSetup';

/** Orders each power gives in each phase's Expenditure Step (then "end"). */
const PURCHASES: Record<string, string[]> = {
  '3:france': ['buy:france:infantry', 'buy:france:infantry', 'buy:bavaria:infantry'],
  '3:britain': ['buy:britain:ship'],
  '3:prussia': ['buy:prussia:infantry'],
  '3:spain': ['buy:spain:cavalry'],
  '3:russia': ['buy:russia:infantry', 'buy:russia:infantry', 'buy:russia:infantry'],
  '6:france': ['buy:france:infantry'],
  '9:spain': ['buy:spain:infantry', 'buy:spain:infantry'],
};
const LENDING: Record<string, string[]> = { '3:britain': ['loan:austria:10'], '3:france': ['gift:bavaria:5'] };

function yearScript() {
  const given: Record<string, number> = {};
  const next = (key: string, list: readonly string[]) => {
    const i = given[key] ?? 0;
    given[key] = i + 1;
    return list[i] ?? 'end';
  };
  return (d: PendingDecision, s: GameState): DecisionAnswer | undefined => {
    const key = `${s.date.month}:${d.power}`;
    if (d.kind === 'economic/lending') return next(`l${key}`, LENDING[key] ?? []);
    if (d.kind === 'economic/expenditure') {
      const list = [...(PURCHASES[key] ?? [])];
      const loan = s.economy?.loans.find((l) => l.borrower === 'austria');
      if (key === '6:austria' && loan) list.push(`repay:${loan.id}:5`); // 8.5.2 Austria pays back half of Britain's loan
      return next(`x${key}`, list);
    }
    return undefined;
  };
}

/** Plays the year, forcing the September gold convoy's dice (4 and 5), and keeps each phase's closing treasuries. */
function playYear() {
  let s = startEconomic();
  const script = yearScript();
  s = playEconomic(s, script, (x) => x.date.month === 9 && x.cursor.step === 'economic/collection');
  s = forceDice(s, [4, 5]);
  s = playEconomic(s, script, (x) => x.date.year === 1807);
  return s;
}

const closing = (s: GameState, month: number) =>
  Object.fromEntries(s.economy!.treasury.filter((t) => t.date.year === 1806 && t.date.month === month).map((t) => [t.power, [t.money, t.manpower]])) as Record<MajorPower, [number, number]>;

describe('8.2-8.5 a campaign year to the coin (hand ledger)', () => {
  const year = playYear();

  it('8.2 / 8.2.1 / 8.5 March 1806: every treasury as worked out by hand', () => {
    // France 40 - supply 3+3+2 (three corps at a depot, ½ each, doubled in winter, 7.4.2) = 32; + taxes 92 home + 7 conquered
    // Holland = 99 (8.2.1.1); no domestic trade at war with Britain (8.2.1.2.1.5); American trade 2 x 4 (Amsterdam) = 8;
    // - 5 given to Bavaria (8.3); - maintenance 2 corps + 1 fleet in port + 1 depot = 4 (8.5.1); - 2 infantry x 3 = 6: 124
    // Britain 60 - 5 = 55; + 51 taxes + 40 trade (first values of every port that trades) + 30 colonial; - 10 lent to Austria;
    // - maintenance 12 (corps 1, depot 1, fleet at sea 5, fleet in Brest's blockade box 5 under v2.71 8.5.1.2); - ship 10: 144
    // Spain 20 - 3 = 17; + 32 + trade 8 + American 2 x 3 (Barcelona) = 6; - maintenance 3; - cavalry 15: 45
    // Austria 25 - 5 = 20; + 66 + trade 3 (Trieste) + American 6 + loan 10; - maintenance 3 (the insurrection corps is off the map): 102
    // Prussia 20 - 5 = 15; + 36 + trade 6 + American 6; - maintenance 2 (Saxony pays its own); - infantry 3: 58; manpower 4 + 18 - 2 = 20 (Prussia saves it, 8.5.7)
    // Russia 30 - 3 = 27; + 75 + trade 8 (Odessa with Turkey's leave, Riga, St Petersburg, Taganrog) + American 2 x 3 = 6; - 3; - 3 infantry 9: 104
    // Turkey 15 - 3 = 12; + 29 + trade 6 + American 2 x 2 (Constantinople) = 4; - maintenance 2: 49
    expect(closing(year, 3)).toEqual({
      france: [124, 0], britain: [144, 0], spain: [45, 0], austria: [102, 0], prussia: [58, 20], russia: [104, 0], turkey: [49, 0],
    });
  });

  it('8.2 / 8.5 June 1806: Austria repays 5 of the loan (8.5.2), France buys one infantry', () => {
    // France 124 - 6 + 99 + 8 - 4 - 3 = 218; Britain 144 - 3 + 51 + 40 + 30 + 5 repaid - 12 = 255; Spain 45 - 3 + 46 - 3 = 85;
    // Austria 102 - 3 + 75 - 5 - 3 = 166; Prussia 58 - 3 + 48 - 2 = 101, manpower 20 + 18 = 38; Russia 104 - 3 + 89 - 3 = 187; Turkey 49 - 3 + 39 - 2 = 83
    expect(closing(year, 6)).toEqual({
      france: [218, 0], britain: [255, 0], spain: [85, 0], austria: [166, 0], prussia: [101, 38], russia: [187, 0], turkey: [83, 0],
    });
  });

  it('8.2.1.3 September 1806: the gold convoy (4 + 5 = 9 on the table) brings Spain 19', () => {
    // Spain 85 - 3 + 46 + 19 - 3 - 2 infantry 6 = 138; the others as in June: France 315, Britain 361, Austria 235, Prussia 144 (56), Russia 270, Turkey 117
    expect(closing(year, 9)).toEqual({
      france: [315, 0], britain: [361, 0], spain: [138, 0], austria: [235, 0], prussia: [144, 56], russia: [270, 0], turkey: [117, 0],
    });
  });

  it('8.2.1.2.1.2 December 1806: ports north of the ice line do not trade', () => {
    // Britain 361 - (1 + 1 + 2) + 51 + 32 (40 less Abo 1, Riga 2, St Petersburg 2, Taganrog 1, Stockholm 2) + 30 - 12 = 458
    // Russia 270 - 3 + 75 + trade 2 (Odessa alone) + American 2 x 2 (Odessa, the best port left) - 3 = 345
    expect(closing(year, 12)).toEqual({
      france: [411, 0], britain: [458, 0], spain: [178, 0], austria: [303, 0], prussia: [186, 74], russia: [345, 0], turkey: [151, 0],
    });
  });

  it('8.0 the worksheet explains every coin: its lines add up to the treasury', () => {
    const s = playEconomic(startEconomic(), yearScript(), (x) => x.date.month === 3 && (x.economy?.current?.worksheets ?? []).length > 0 && x.economy!.current!.worksheets.every((w) => w.closed));
    for (const w of s.economy!.current!.worksheets) expect(w.lines.reduce((n, l) => n + l.money, 0), w.name).toBe(w.money);
    const france = sheet(s, 'france');
    expect(total(france, 'taxes')).toBe(99);
    expect(lines(france, 'trade')).toContain('Bordeaux: France is at war with Great Britain');
    expect(lines(france, 'overseas')).toEqual(['American trade through Amsterdam 8/0']);
    expect(lines(sheet(s, 'britain'), 'maintenance')).toEqual(['1 corps on the map -1/0', '1 fleet in blockade boxes -5/0', '1 fleet at sea -5/0', '1 depot -1/0']);
    // 8.2.3 Bavaria: 6 money and 4 manpower doubled, $5 from France, its corps' upkeep, one infantry, the rest lost (8.5.5)
    expect(lines(sheet(s, 'bavaria'), 'taxes')).toEqual(['Bavaria (×2) 12/0']);
    expect(lines(sheet(s, 'bavaria'), 'surplus')).toEqual(['Unused money and manpower lost -13/-6']);
    expect(sheet(s, 'bavaria').money).toBe(0);
    void ECON_DATA;
  });

  it('8.5.3.3 / 8.5.3.5 purchases are recorded on the reinforcement schedule for their arrival month', () => {
    const s = playEconomic(startEconomic(), yearScript(), (x) => x.date.month === 4);
    const due = (power: string) => s.reinforcements.filter((r) => r.power === power).map((r) => [r.nationality, `${r.date.month}/${r.date.year}`, r.factors ?? {}, r.ships ?? 0]);
    expect(due('france')).toEqual([['france', '6/1806', { infantry: 2 }, 0], ['bavaria', '6/1806', { infantry: 1 }, 0]]);
    expect(due('britain')).toEqual([['britain', '9/1806', {}, 1]]); // ships take six months
    expect(due('spain')).toEqual([['spain', '6/1806', { cavalry: 1 }, 0]]);
  });
});
