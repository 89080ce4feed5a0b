import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../../model';
import { charts, DEFAULT_CHARTS, LOSS_PERCENTS, siegeRoll } from '.';

describe('Pursuit Class Table (reconstructed)', () => {
  it('7.5.2.10.2.1 victor loss 2.0-2.9 when the loser breaks after 2 rounds gives class 3 (2.6 in the rule)', () => {
    expect(charts.pursuitClass(2.6, 2)).toBe(3);
    expect(charts.pursuitClass(2.0, 2)).toBe(3);
    expect(charts.pursuitClass(2.9, 2)).toBe(3);
  });

  it('7.5.2.15 victor loss 0.7 after 2 rounds gives class 5', () => {
    expect(charts.pursuitClass(0.7, 2)).toBe(5);
  });

  it('play-by-email fit: 1.0 victor loss over 3 rounds gives class 3; more days read the 3+ column', () => {
    expect(charts.pursuitClass(1.0, 3)).toBe(3);
    expect(charts.pursuitClass(1.0, 6)).toBe(3);
  });

  it('sums like 0.2 + 0.5 land in the right band despite floating point', () => {
    expect(charts.pursuitClass(0.2 + 0.5 + 0.3, 3)).toBe(3);
  });

  it('class never rises with more victor loss or more rounds', () => {
    for (let r = 1; r <= 3; r++)
      for (let loss = 0.1; loss <= 5; loss += 0.1) expect(charts.pursuitClass(loss, r)).toBeLessThanOrEqual(charts.pursuitClass(loss - 0.1, r));
    for (let loss = 0; loss <= 5; loss += 0.5) for (let r = 2; r <= 3; r++) expect(charts.pursuitClass(loss, r)).toBeLessThanOrEqual(charts.pursuitClass(loss, r - 1));
  });
});

describe('Pursuit Table (reconstructed)', () => {
  it('7.5.2.15 class 5, die 5 is 60%', () => expect(charts.pursuitResult(5, 5)).toBe(60));
  it('play-by-email fit: class 3, die 3 is 15% and die 2 is 10%', () => {
    expect(charts.pursuitResult(3, 3)).toBe(15);
    expect(charts.pursuitResult(3, 2)).toBe(10);
  });
  it('7.5.2.10.2.2 a class shifted below 1 by terrain means no pursuit', () => {
    expect(charts.pursuitResult(3 - 2 - 1, 6)).toBe(0);
  });
  it('results are Casualty Percentage Table rows and never fall with a higher class or die', () => {
    const t = DEFAULT_CHARTS.pursuit.classes;
    for (let c = 1; c <= 6; c++)
      for (let d = 1; d <= 7; d++) {
        const v = charts.pursuitResult(c, d);
        expect(LOSS_PERCENTS).toContain(v);
        if (d > 1) expect(v).toBeGreaterThanOrEqual(charts.pursuitResult(c, d - 1));
        if (c > 1) expect(v).toBeGreaterThanOrEqual(charts.pursuitResult(c - 1, d));
      }
    expect(Object.keys(t)).toHaveLength(6);
  });
});

describe('Siege Table (reconstructed)', () => {
  const breachChance = (fleches: number, under: boolean) =>
    [1, 2, 3, 4, 5, 6].filter((d) => charts.siegeResult(siegeRoll(d, fleches, under)) === 'breach').length / 6;

  it('7.5.4.1.2 results are sortie?, NR and breach, each reachable', () => {
    const seen = new Set<string>();
    for (let f = 0; f <= 3; f++) for (let d = 1; d <= 6; d++) for (const u of [false, true]) seen.add(charts.siegeResult(siegeRoll(d, f, u)));
    expect([...seen].sort()).toEqual(['breach', 'noResult', 'sortie']);
  });

  it('a fully garrisoned 3-fleche fortress is breached at most one month in six, so it usually holds for months', () => {
    const p = breachChance(3, false);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThanOrEqual(1 / 6);
    expect((1 - p) ** 3).toBeGreaterThan(0.5); // more likely than not to hold a whole quarter
  });

  it('fleches never help the besieger and undergarrisoning never helps the defender', () => {
    for (let f = 1; f <= 3; f++) expect(breachChance(f, false)).toBeLessThanOrEqual(breachChance(f - 1, false));
    for (let f = 0; f <= 3; f++) expect(breachChance(f, true)).toBeGreaterThanOrEqual(breachChance(f, false));
    expect(breachChance(0, false)).toBeGreaterThan(0.5);
  });

  it('7.5.4.1.1 the modified roll subtracts fleches and adds 1 when undergarrisoned', () => {
    expect(siegeRoll(4, 2, true)).toBe(3);
  });
});

describe('Naval Combat Table (reconstructed)', () => {
  it('6.3.3.4 roll 5 is 20%, roll 3 is 15%', () => {
    expect(charts.navalCombat(5).lossPercent).toBe(20);
    expect(charts.navalCombat(3).lossPercent).toBe(15);
  });
  it('covers modified rolls 0-7, non-decreasing, on Casualty Percentage Table rows', () => {
    for (let r = 0; r <= 7; r++) {
      expect(LOSS_PERCENTS).toContain(charts.navalCombat(r).lossPercent);
      if (r > 0) expect(charts.navalCombat(r).lossPercent).toBeGreaterThanOrEqual(charts.navalCombat(r - 1).lossPercent);
    }
  });
  it('an unmodified die averages the scale of a mid-range land table (10-20%)', () => {
    const mean = [1, 2, 3, 4, 5, 6].reduce((s, d) => s + charts.navalCombat(d).lossPercent, 0) / 6;
    expect(mean).toBeGreaterThanOrEqual(10);
    expect(mean).toBeLessThanOrEqual(20);
  });
});

describe('Spanish Gold Convoy Table (reconstructed)', () => {
  it('8.2.1.3 a modified roll below 2 is a capture worth 15 to Britain', () => {
    expect(charts.spanishGold(1)).toEqual({ kind: 'captured', britishMoney: 15 });
    expect(charts.spanishGold(0)).toEqual({ kind: 'captured', britishMoney: 15 });
    expect(charts.spanishGold(2).kind).toBe('delivered');
  });
  it('money rises with the roll and averages the 15 a capture is worth', () => {
    let expected = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const g = charts.spanishGold(a + b);
        if (g.kind === 'delivered') expected += g.money / 36;
      }
    expect(expected).toBeCloseTo(15, 5);
    for (let r = 3; r <= 12; r++) {
      const [x, y] = [charts.spanishGold(r), charts.spanishGold(r - 1)];
      if (x.kind === 'delivered' && y.kind === 'delivered') expect(x.money).toBeGreaterThan(y.money);
    }
  });
});

describe('Purchase / Cost Chart', () => {
  it('8.5.3 an infantry factor is 3 money and 2 manpower and arrives 3 months later (8.5.3.5)', () => {
    expect(charts.purchaseCost('infantry')).toMatchObject({ money: 3, manpower: 2, months: 3 });
  });
  it('a ship is 10 money and 1 manpower', () => {
    expect(charts.purchaseCost('ship')).toMatchObject({ money: 10, manpower: 1 });
  });
  it('12.1.1 converting militia to infantry costs the money difference, 3', () => {
    const inf = charts.purchaseCost('infantry')!;
    const mil = charts.purchaseCost('militia')!;
    expect(inf.money - mil.money).toBe(3);
    expect(mil.manpower).toBe(inf.manpower);
  });
  it('8.5.3.4 Turkey builds no militia or guard; only France and Russia build artillery', () => {
    expect(charts.purchaseCost('militia', 'turkey')).toBeUndefined();
    expect(charts.purchaseCost('guard', 'turkey')).toBeUndefined();
    for (const p of MAJOR_POWERS) expect(charts.purchaseCost('artillery', p) !== undefined).toBe(p === 'france' || p === 'russia');
  });
  it('guard and cavalry cost more than infantry, militia less', () => {
    const m = (u: 'infantry' | 'militia' | 'cavalry' | 'guard') => charts.purchaseCost(u)!.money;
    expect(m('militia')).toBeLessThan(m('infantry'));
    expect(m('cavalry')).toBeGreaterThan(m('infantry'));
    expect(m('guard')).toBeGreaterThan(m('infantry'));
  });
  it('opt:12.3.3.3 a cavalry factor costs $15, the price the Mameluke option lowers to $6 for the Levant and North Africa', () => {
    expect(charts.purchaseCost('cavalry')?.money).toBe(15);
    const cheap = DEFAULT_CHARTS['purchase-cost'].cheapCavalry!;
    expect(cheap.money).toBe(6);
    expect([...cheap.nationalities].sort()).toEqual(['algeria', 'cyrenaica', 'egypt', 'morocco', 'syria', 'tripolitania', 'tunisia']);
  });
});

describe('National Morale Values', () => {
  const nm = DEFAULT_CHARTS['national-morale'];
  it('7.5.2.6.1.2 Method Two basic morales: Britain 4.5, France 4.0, Russia/Austria/Prussia 3.5, Spain/Turkey 3.0', () => {
    expect(MAJOR_POWERS.map((p) => charts.basicMorale(p))).toEqual([4.0, 4.5, 3.0, 3.5, 3.5, 3.5, 3.0]);
  });
  it('7.5.2.6.1.1 guard 5.0, militia 2.0, artillery = regular infantry; cossacks, freikorps, guerillas 1.0', () => {
    expect(charts.powerMorale('russia', 'guard')).toBe(5);
    expect(charts.powerMorale('austria', 'militia')).toBe(2);
    for (const p of MAJOR_POWERS) expect(charts.powerMorale(p, 'artillery')).toBe(charts.powerMorale(p, 'infantry'));
    expect([nm.fixed.cossack, nm.fixed.freikorps, nm.fixed.guerilla]).toEqual([1, 1, 1]);
  });
  it('7.5.2.15 Turkish feudal 2.0, Janissary 3.0; Russian regular infantry 3.0, cavalry 4.0', () => {
    expect(charts.powerMorale('turkey', 'feudalInfantry')).toBe(2);
    expect(charts.powerMorale('turkey', 'feudalCavalry')).toBe(2);
    expect(charts.powerMorale('turkey', 'infantry')).toBe(3);
    expect(charts.powerMorale('russia', 'infantry')).toBe(3);
    expect(charts.powerMorale('russia', 'cavalry')).toBe(4);
  });
  it('every value is 1.0-5.0 and each power\'s basic morale is within 0.5 of its line troops', () => {
    for (const p of MAJOR_POWERS) {
      const r = nm.powers[p];
      for (const v of [r.infantry, r.cavalry, r.basicMorale]) expect(v >= 1 && v <= 5).toBe(true);
      expect(Math.abs(r.basicMorale - (r.infantry + r.cavalry) / 2)).toBeLessThanOrEqual(0.5);
    }
    for (const m of Object.values(nm.minors)) expect(m.infantry >= 1 && m.cavalry <= 5).toBe(true);
  });
  it('12.3.2 British-trained Hanover and Portugal corps are 4.0; unlisted minors use the default row', () => {
    expect(charts.minorMorale('portugal', { britishTrained: true })).toEqual({ infantry: 4, cavalry: 4, listed: true });
    expect(charts.minorMorale('portugal')).toEqual({ infantry: 2, cavalry: 2, listed: true });
    expect(charts.minorMorale('switzerland').listed).toBe(false);
  });
});
