// 8.1 and 8.3-8.6 played on the test campaign: victory points and Great Britain's trade-off,
// lending, manipulation and occupied capitals, removed leaders, maintenance, bankruptcy and
// formal debts, purchases and their limits, the political status adjustment.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { ECON_DATA, atStep, lines, playEconomic, sheet, startEconomic, type ScenarioJson } from './economicSetup';

const answer = (s: GameState, power: string, kind: string, value: unknown): GameState => {
  const d = pendingDecisions(s).find((x) => x.power === power && x.kind === kind);
  if (!d) throw new Error(`no ${kind} for ${power}`);
  const r = applyCommand(s, commandFor(d, value as never), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const options = (s: GameState, power: string, kind: string) => pendingDecisions(s).find((x) => x.power === power && x.kind === kind)!.options;
const legal = (s: GameState, power: string, kind: string) => options(s, power, kind).filter((o) => o.verdict.ok).map((o) => o.value);
const garrison = (j: ScenarioJson, nationality: string, area: string, city: string) => j.forces.garrisons!.push({ nationality, area, city, factors: { infantry: 2 } });

describe('8.1 the Victory Points Step', () => {
  it('8.1 / 8.1.1 each power gains its box\'s points (recorded on the display); 8.1.2 Great Britain may take up to a third from one enemy instead', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/victoryPoints', 3));
    // Neutral 9 is worth 6: a third is 2, and France is Britain's only enemy
    expect(legal(s, 'britain', 'economic/britishVictoryPoints')).toEqual(['keep', 'france:1', 'france:2']);
    expect(s.powers.france.victoryPoints).toBe(9); // Dominant 2
    s = answer(s, 'britain', 'economic/britishVictoryPoints', 'france:2');
    expect(s.powers.france.victoryPoints).toBe(7);
    expect(s.powers.britain.victoryPoints).toBe(4);
    expect(s.economy!.history.at(-1)!.victoryPoints).toMatchObject({ france: 7, britain: 4, spain: 5, austria: 5, prussia: 7, russia: 6, turkey: 4 });
  });
});

describe('8.3 lending', () => {
  it('8.3 money goes to allies (lent or given) and to one\'s own free states (given only); never to others', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/lending', 3));
    const values = options(s, 'britain', 'economic/lending').map((o) => [o.value, o.verdict.ok]);
    expect(values).toContainEqual(['loan:austria:10', true]);
    expect(values).toContainEqual(['gift:portugal:5', true]);
    expect(values.some(([v]) => String(v).startsWith('loan:portugal'))).toBe(false); // 8.2.3 free states never repay
    expect(values.some(([v]) => String(v).includes(':spain:'))).toBe(false); // not Britain's ally
  });
});

describe('8.4 the Manipulation Step', () => {
  it('8.4.1.3 Russia loses a political point for each of its capitals an enemy holds', () => {
    const s = playEconomic(startEconomic((j) => {
      j.relations.wars!.push(['russia', 'turkey']);
      j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'russia-i');
      garrison(j, 'turkey', '119', 'moscow');
      garrison(j, 'turkey', '077', 'st-petersburg');
    }), undefined, atStep('economic/expenditure', 3));
    const lost = s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === 'russia' && e.rule === '8.4.1.3');
    expect(lost.map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0))).toEqual([-1, -1]);
  });

  it('2.4.2.1.3 (option 12.5) the markers start in the 0 box: the first step carries nothing out, and 0 comes first', () => {
    let s = startEconomic(undefined, { options: { rules: { economicManipulation: true } } });
    expect(s.economy!.manipulation).toEqual({});
    s = playEconomic(s, undefined, atStep('economic/manipulation', 3));
    expect(s.log.some((e) => e.type === 'politicalPointsChanged' && e.rule === '12.5.1')).toBe(false);
    expect(lines(sheet(s, 'prussia'), 'manipulation')).toEqual([]);
    expect(legal(s, 'prussia', 'economic/manipulation')[0]).toBe('zero');
  });

  it('8.4.2 / 12.5.1 / 12.5.2 (option) a setting made in March is carried out in June: its PSA, money and manpower', () => {
    let s = startEconomic(undefined, { options: { rules: { economicManipulation: true } } });
    s = playEconomic(s, undefined, atStep('economic/manipulation', 3));
    expect(legal(s, 'prussia', 'economic/manipulation')[0]).toBe('zero');
    s = answer(s, 'prussia', 'economic/manipulation', 'plus2');
    s = playEconomic(s, undefined, (x) => x.date.month === 6 && atStep('economic/manipulation', 6)(x));
    // Prussia's +2 square (chart): +2 political points for $12 and 6 manpower
    expect(lines(sheet(s, 'prussia'), 'manipulation')).toEqual(['Economic manipulation: +2 political points for $12 and 6 manpower -12/-6']);
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === 'prussia' && e.rule === '12.5.1').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0))).toEqual([2]);
    // the setting stays Prussia's secret
    expect(s.log.filter((e) => e.type === 'decisionAnswered' && e.kind === 'economic/manipulation').every((e) => e.type === 'decisionAnswered' && e.secret)).toBe(true);
  });

  it('8.4.3 / 10.6.4.2 a removed leader comes back for its political points; 10.6.4.1 free for a power in Fiasco', () => {
    let s = startEconomic((j) => {
      j.economy.removedLeaders = [{ id: 'charles', name: 'Charles', owner: 'austria', cost: 8 }, { id: 'blucher', name: 'Blucher', owner: 'prussia', cost: 7 }];
      j.economy.status = { ...(j.economy.status as object), prussia: { zone: 'fiasco', box: 3 } };
    });
    s = playEconomic(s, undefined, (x) => pendingDecisions(x).some((d) => d.kind === 'economic/returnLeaders'));
    expect(s.leaders.find((l) => l.id === 'blucher')?.location).toEqual({ kind: 'pool' }); // 10.6.4.1
    expect(legal(s, 'austria', 'economic/returnLeaders')).toEqual(['return:charles']);
    const pp = s.powers.austria.politicalPoints;
    s = answer(s, 'austria', 'economic/returnLeaders', ['return:charles']);
    expect(s.powers.austria.politicalPoints).toBe(pp - 8);
    expect(s.leaders.find((l) => l.id === 'charles')?.location).toEqual({ kind: 'pool' });
    expect(s.economy!.removedLeaders).toEqual([]);
  });
});

describe('8.5 the Expenditure Step', () => {
  it('8.5.1 / 8.5 a power that cannot pay its maintenance pays what it has, is bankrupt and loses 3 political points', () => {
    const s = playEconomic(startEconomic((j) => {
      // Constantinople held by Russia: Turkey collects no taxes (8.2.1.1) and has $0 left after supply
      j.relations.wars!.push(['russia', 'turkey']);
      j.forces.corps = j.forces.corps!.filter((c) => c.id !== 'turkey-janissary-i');
      j.forces.depots = j.forces.depots!.filter((d) => d.owner !== 'turkey');
      j.powers.turkey!.money = 0;
      garrison(j, 'russia', '555', 'constantinople');
      j.forces.corps!.push({ id: 'turkey-janissary-ii', name: 'Jan II', nationality: 'turkey', type: 'infantry', movement: 3, area: '549', factors: { infantry: 5 } });
      j.forces.depots!.push({ owner: 'turkey', area: '549' });
    }), undefined, atStep('economic/expenditure', 3));
    const turkey = sheet(s, 'turkey');
    expect(turkey.bankrupt).toBe(true);
    expect(s.powers.turkey.money).toBe(0);
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === 'turkey' && e.rule === '8.5').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0))).toEqual([-3]);
    expect(s.log.some((e) => e.type === 'bankrupt' && e.power === 'turkey')).toBe(true);
  });

  it('8.5.2 formal debts are paid to the creditor; C.7 is the debtor\'s overseas trade', () => {
    const s = playEconomic(startEconomic((j) => {
      j.economy.debts = [{ debtor: 'austria', creditor: 'france', term: 'B.3', amount: 10, phases: 2 }, { debtor: 'spain', creditor: 'britain', term: 'C.7', amount: null, phases: 4 }];
    }), undefined, atStep('economic/expenditure', 3));
    expect(lines(sheet(s, 'austria'), 'debts')).toEqual(['Formal debt to France (B.3) -10/0']);
    expect(lines(sheet(s, 'france'), 'debts')).toEqual(['Formal debt paid by Austria (B.3) 10/0']);
    expect(lines(sheet(s, 'spain'), 'debts')).toEqual(['Formal debt to Great Britain (C.7) -6/0']); // Spain's American trade, 2 x 3
    expect(s.economy!.debts.map((d) => [d.term, d.phases, d.arrears])).toEqual([['B.3', 1, 0], ['C.7', 3, 0]]);
  });

  it('8.5.3.4 Turkey builds no militia or guard, only France and Russia build artillery, free states build no militia', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    const why = (power: string, value: string) => options(s, power, 'economic/expenditure').find((o) => o.value === value)!.verdict;
    expect(why('turkey', 'buy:turkey:militia')).toMatchObject({ ok: false, rule: '8.5.3.4' });
    expect(why('turkey', 'buy:turkey:guard')).toMatchObject({ ok: false, rule: '8.5.3.4' });
    expect(why('prussia', 'buy:prussia:artillery')).toMatchObject({ ok: false, rule: '8.5.3.4' });
    expect(why('russia', 'buy:russia:artillery')).toMatchObject({ ok: true });
    expect(why('france', 'buy:bavaria:militia')).toMatchObject({ ok: false, rule: '8.5.3.4' });
    expect(why('austria', 'buy:austria:ship')).toMatchObject({ ok: true }); // Austria has a fleet counter
  });

  it('8.5.3 a purchase needs the money and the manpower, and can be taken back in the step', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    const before = s.powers.prussia;
    s = answer(s, 'prussia', 'economic/expenditure', 'buy:prussia:cavalry');
    expect([s.powers.prussia.money, s.powers.prussia.manpower]).toEqual([before.money - 15, before.manpower - 2]);
    expect(lines(sheet(s, 'prussia'), 'purchases')).toEqual(['Cavalry (arrive June 1806) ×1 -15/-2']);
    s = answer(s, 'prussia', 'economic/expenditure', 'unbuy:prussia:cavalry');
    expect([s.powers.prussia.money, s.powers.prussia.manpower]).toEqual([before.money, before.manpower]);
    expect(lines(sheet(s, 'prussia'), 'purchases')).toEqual([]);
  });

  it('8.5.4 a corps counter off the map costs $1 and waits three months to be placed', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    expect(legal(s, 'prussia', 'economic/expenditure')).toContain('counter:prussia-ii');
    s = answer(s, 'prussia', 'economic/expenditure', 'counter:prussia-ii');
    expect(lines(sheet(s, 'prussia'), 'purchases')).toEqual(['Bought the corps counter II -1/0']);
    s = answer(s, 'prussia', 'economic/expenditure', 'end');
    expect(s.economy!.purchasedCounters).toEqual([{ power: 'prussia', nationality: 'prussia', kind: 'corps', roster: 'prussia-ii', designation: 'II', until: { month: 6, year: 1806 } }]);
  });

  it('8.5.6 / 12.1.1 (option) at peace a militia factor at home is converted: $3 now, infantry in three months', () => {
    let s = playEconomic(startEconomic(undefined, { options: { rules: { militiaConversion: true } } }), undefined, atStep('economic/expenditure', 3));
    const corps = s.corps.find((c) => c.id === 'austria-ii')!;
    expect(legal(s, 'france', 'economic/expenditure').some((v) => String(v).startsWith('convert:'))).toBe(false); // France is at war
    s = answer(s, 'austria', 'economic/expenditure', `convert:${corps.counter}`);
    expect(s.corps.find((c) => c.id === 'austria-ii')!.factors).toEqual({ infantry: 10, militia: 1 });
    expect(lines(sheet(s, 'austria'), 'purchases')).toEqual(['Militia converted to infantry (arrive June 1806) -3/0']);
    expect(s.reinforcements.filter((r) => r.power === 'austria')).toEqual([{ date: { month: 6, year: 1806 }, power: 'austria', nationality: 'austria', factors: { infantry: 1 } }]);
  });

  it('8.5.3.2 / 8.5.7 unused manpower is lost, except Prussia\'s', () => {
    const s = playEconomic(startEconomic(), undefined, (x) => x.date.month === 4);
    expect(s.powers.austria.manpower).toBe(0);
    expect(s.powers.prussia.manpower).toBe(4 + 18);
  });

  it('opt:12.3.3.3 (option) Egyptian cavalry costs $6', () => {
    const s = playEconomic(startEconomic((j) => j.minors.push({ id: 'egypt', name: 'Egypt', status: 'free', controller: 'turkey' }), { options: { rules: { mamelukes: true } } }), undefined, atStep('economic/expenditure', 3));
    expect(options(s, 'turkey', 'economic/expenditure').find((o) => o.value === 'buy:egypt:cavalry')!.label).toMatch(/\$6,/);
  });
});

describe('8.6 the Political Status Adjustment Step', () => {
  it('8.6 each marker moves by its box\'s PSA: Dominant 2 loses one, Neutral 3 gains one, Neutral 9 none', () => {
    const s = playEconomic(startEconomic(), undefined, (x) => x.date.month === 4);
    const psa = (p: string) => s.log.filter((e) => e.type === 'politicalPointsChanged' && e.power === p && e.rule === '8.6').map((e) => (e.type === 'politicalPointsChanged' ? e.delta : 0));
    expect(psa('france')).toEqual([-1]);
    expect(psa('turkey')).toEqual([1]);
    expect(psa('britain')).toEqual([]);
  });
});

void forceDice;
