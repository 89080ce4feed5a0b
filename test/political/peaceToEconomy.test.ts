import { describe, expect, it } from 'vitest';
import { addMonths, type GameState } from '../../shared/model';
import { tradeClosed } from '../../shared/rules/economic';
import { drive, startPolitical, until } from './politicalSetup';

// 4.4 peace terms feed the Economic Phase: B.3 formal debts are paid in 8.5.2, B.6 closes British
// trade (8.2.1), B.7 provinces give their money and manpower to the new holder (8.2).
describe('4.4 peace terms reach the Economic Phase', () => {
  it('B.3 a formal debt and B.6 British trade closed (and B.7 a province, when chosen) land in the economy record', () => {
    const wanted = ['B.3', 'B.6', 'B.7'];
    const chosen: string[] = [];
    let s: GameState = startPolitical();
    s = drive(s, (d) => {
      if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('conditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'france') {
        const next = wanted.find((w) => !chosen.includes(w));
        const o = next && d.options.find((x) => x.verdict.ok && String(x.value).startsWith(next) && (next !== 'B.6' || String(x.value).includes('britain')));
        if (o) {
          chosen.push(next!);
          return o.value;
        }
        return d.options.find((x) => x.value === 'done')?.value ?? d.options.find((x) => x.verdict.ok)!.value;
      }
      return undefined;
    }, until('political/creatingAlliances'));
    expect(s.log.filter((e) => e.type === 'peaceMade')).toMatchObject([{ loser: 'austria', victor: 'france' }]);
    const terms = s.log.filter((e) => e.type === 'peaceTermApplied').map((e) => (e.type === 'peaceTermApplied' ? e.term : ''));
    expect(terms).toEqual(expect.arrayContaining(['B.3', 'B.6']));
    expect(s.economy?.debts).toMatchObject([{ debtor: 'austria', creditor: 'france', term: 'B.3', arrears: 0 }]);
    // B.6 binds for the 18 months of the enforced peace (4.4.6.3): the month of the peace and 17 more
    const peaceDate = s.date;
    const last = addMonths(peaceDate, 17);
    expect(s.economy?.restrictions).toContainEqual({ power: 'austria', with: 'britain', by: 'france', until: last });
    const at = (date: GameState['date']): GameState => ({ ...s, date });
    expect(tradeClosed(at(last), 'austria', 'britain')).toBe(true);
    expect(tradeClosed(at(addMonths(peaceDate, 18)), 'austria', 'britain')).toBe(false);
    expect(tradeClosed(at(last), 'france', 'britain')).toBe(false);
    if (terms.includes('B.7')) expect(s.ceded?.map((c) => [c.home, c.holder])).toContainEqual(['austria', 'france']);
  });
});
