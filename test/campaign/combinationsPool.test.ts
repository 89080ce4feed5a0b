// Section 11 one pooled treasury for a combination's members, played in the economic test
// campaign (1806): collection (8.2.3 doubled as one free state), purchases for the members the
// rule names, manpower tied to Hanoverian factors, and where the members' garrisons may stand.
// Printed values (Minor Countries Chart, the map): Hanover $5 / 2 manpower, Hesse $4 / 2,
// Magdeburg $2 / 2; a minor's infantry costs $3 and 2 manpower (8.5.3).
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { Combination, CombinationId, GameState, PendingDecision } from '../../shared/model';
import { combinationPool, garrisonLands, poolPurchaseVerdict } from '../../shared/rules/campaign/combinations';
import { controllerOf, fleetControllerOf } from '../../shared/model';
import { reinforcementVerdict } from '../../shared/rules/reinforcement';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const createAll = (d: PendingDecision, s: GameState) => (d.kind === 'campaign/newCombinations' ? autoAnswer(s, d, seededRng(1), ECON_DATA) : undefined);
const expenditure = (s: GameState, power: string) => s.pending.find((x) => x.kind === 'economic/expenditure' && x.power === power);
const atExpenditure = (power: string, month: number) => (s: GameState) => s.date.month === month && expenditure(s, power) !== undefined;
const free = (id: string, controller = 'france') => ({ id, name: id[0]!.toUpperCase() + id.slice(1), status: 'free', controller });

/** France runs Hanover and Hesse and holds Magdeburg (ceded): Westphalia is created in March 1806. */
function westphalia(): GameState {
  const start = startEconomic((j) => {
    j.minors.push(free('hanover'), free('hesse'));
    j.economy.ceded = [{ province: 'magdeburg', holder: 'france' }];
  }, { options: { rules: { westphalia: true } } });
  return playEconomic(start, createAll, stepEnded('economic/newCombinations', 3, start.log.length));
}

/** A state with `c` standing (members held by its controller as free states). */
function standing(c: Omit<Combination, 'name' | 'created'>, rules: Record<string, boolean>, edit: (j: { minors: Record<string, unknown>[]; economy: Record<string, unknown> }) => void = () => {}): GameState {
  const s0 = startEconomic(edit, { options: { rules } });
  const others = s0.minors.filter((m) => !c.minors.includes(m.id));
  const s = { ...s0, minors: [...others, ...c.minors.map((m) => free(m, c.controller) as GameState['minors'][number])] };
  return { ...s, combinations: { active: [{ ...c, name: c.id as string, created: s.date }], polishLoyalty: null, dominant: ['france', 'britain'] } };
}
const sheetOf = (manpower: number, tied: number, rule: string, purchases: { unit: 'infantry' | 'cavalry'; manpower: number; nationality?: string }[] = []) => ({
  manpower, purchases: purchases as never, lines: [{ section: 'manpower', manpower: tied, rule }],
});

describe('11.3.2 the Kingdom of Westphalia keeps one treasury (played)', () => {
  it('11.3.2 / 11.3.2.2 June: Hanover, Hesse and Magdeburg are collected doubled on one sheet; Magdeburg\'s manpower is tied to Hanoverian factors', () => {
    const june = playEconomic(westphalia(), undefined, atExpenditure('france', 6));
    const pool = sheet(june, 'hanover');
    expect(lines(pool, 'taxes')).toEqual(['Hanover (×2) 10/0', 'Magdeburg (×2) 4/0', 'Hesse (×2) 8/0']);
    expect(lines(pool, 'manpower')).toEqual(['Hanover (×2) 0/4', 'Magdeburg (×2), Hanoverian infantry and cavalry only 0/4', 'Hesse (×2) 0/4']);
    expect(pool.lines.find((l) => l.label.startsWith('Magdeburg') && l.section === 'manpower')!.rule).toBe('11.3.2.2');
    expect([pool.money, pool.manpower]).toEqual([22, 12]);
    expect(lines(sheet(june, 'hesse'), 'taxes')).toEqual(['Hesse: collected by Hanover for the Kingdom of Westphalia']);
  });

  it('11.3.2 / 11.3.2.2 Hessian infantry is bought with the kingdom\'s money up to the 8 untied manpower; Hanoverian infantry may use Magdeburg\'s 4; the factors arrive as Hessian', () => {
    let bought = 0;
    const june = playEconomic(westphalia(), undefined, atExpenditure('france', 6));
    let s = june;
    const checks: string[] = [];
    s = playEconomic(june, (d) => {
      if (d.kind !== 'economic/expenditure' || d.power !== 'france') return undefined;
      const hesse = d.options.find((o) => o.value === 'buy:hesse:infantry')!;
      const hanover = d.options.find((o) => o.value === 'buy:hanover:infantry')!;
      if (bought < 4) {
        expect(hesse.label).toContain("for Hesse (the Kingdom of Westphalia's money)");
        expect(hesse.verdict.ok).toBe(true);
        bought++;
        return 'buy:hesse:infantry';
      }
      if (bought === 4) {
        // $10 and 4 manpower left, all of it Magdeburg's: Hessian infantry is refused, Hanoverian is not
        checks.push(`${hesse.verdict.ok ? 'ok' : hesse.verdict.rule}`, `${hanover.verdict.ok}`);
        bought++;
        return 'buy:hanover:infantry';
      }
      return 'end';
    }, (st) => st.date.month === 6 && st.cursor.step !== 'economic/expenditure' && bought > 4);
    expect(checks).toEqual(['11.3.2.2', 'true']);
    const pool = sheet(s, 'hanover');
    expect(pool.purchases).toMatchObject([{ unit: 'infantry', count: 4, nationality: 'hesse', money: 12, manpower: 8 }, { unit: 'infantry', count: 1, money: 3, manpower: 2 }]);
    expect(lines(pool, 'purchases')).toContain('Hesse: Infantry (arrive September 1806) ×4 -12/-8');
    // 8.5.3.5 they arrive three months later as Hessian and Hanoverian factors of France
    const sept = s.reinforcements.filter((r) => r.date.month === 9 && r.date.year === 1806 && r.power === 'france');
    expect(sept.filter((r) => r.nationality === 'hesse').map((r) => r.factors)).toEqual([{ infantry: 4 }]);
    expect(sept.filter((r) => r.nationality === 'hanover').map((r) => r.factors)).toEqual([{ infantry: 1 }]);
  });

  it('11.3.2.3 Hanoverian garrison infantry may stand in Magdeburg, Hessian may not; Hessian stays in Hesse (Kassel)', () => {
    const march = westphalia();
    const pool = (nationality: string) => ({ ...march, turn: { ...march.turn, reinforcementPool: [{ power: 'france' as const, nationality: nationality as never, area: null, factors: { infantry: 1 }, corps: [] }] } });
    const at = (nat: string, city: string) => reinforcementVerdict(pool(nat), ECON_DATA.land!, 'france', { kind: 'garrison', pool: 0, factor: 'infantry', city: city as never });
    expect(at('hanover', 'magdeburg').ok).toBe(true);
    expect(at('hesse', 'magdeburg')).toMatchObject({ ok: false, rule: '5.2.2' });
    expect(at('hesse', 'kassel').ok).toBe(true);
    expect(at('hanover', 'kassel').ok).toBe(false);
    expect(garrisonLands(march, 'hanover')).toMatchObject({ minors: ['hanover'], provinces: ['magdeburg'], rule: '11.3.2.3' });
  });
});

describe('the same pattern for each other combination', () => {
  const italy = (): GameState => standing({ id: 'kingdom-of-italy', controller: 'france', minors: ['lombardy', 'venetia', 'papacy'], provinces: [] }, { kingdomOfItaly: true, kingdomOfItalyV271: false });
  it('11.2.2 the Kingdom of Italy buys for Lombardy or Venetia only (ships too), never for the Papacy', () => {
    const s = italy();
    const pool = combinationPool(s, 'france', 'papacy')!;
    expect(pool.carrier).toBe('lombardy');
    const ws = sheetOf(10, 0, '8.2.3');
    expect(poolPurchaseVerdict(s, pool, 'venetia', 'ship', 1, ws).ok).toBe(true);
    expect(poolPurchaseVerdict(s, pool, 'papacy', 'infantry', 2, ws)).toMatchObject({ ok: false, rule: '11.2.2' });
    // 11.2.2 its garrisons anywhere in the kingdom
    expect(garrisonLands(s, 'venetia')).toMatchObject({ minors: ['lombardy', 'venetia', 'papacy'], rule: '11.2.2' });
  });

  it('11.4.2 the Kingdom of Bavaria buys Bavarian army factors; its garrisons may stand in the Tyrol (Salzburg)', () => {
    const s = standing({ id: 'kingdom-of-bavaria', controller: 'france', minors: ['bavaria'], provinces: ['tyrol'] }, { bavaria: true }, (j) => { j.economy.ceded = [{ province: 'tyrol', holder: 'france' }]; });
    const pool = combinationPool(s, 'france', 'bavaria')!;
    expect(poolPurchaseVerdict(s, pool, 'bavaria', 'ship', 1, sheetOf(10, 0, '8.2.3'))).toMatchObject({ ok: false, rule: '11.4.2' });
    const withPool = { ...s, turn: { ...s.turn, reinforcementPool: [{ power: 'france' as const, nationality: 'bavaria' as never, area: null, factors: { infantry: 1 }, corps: [] }] } };
    expect(reinforcementVerdict(withPool, ECON_DATA.land!, 'france', { kind: 'garrison', pool: 0, factor: 'infantry', city: 'salzburg' as never }).ok).toBe(true);
  });

  const rhine = (v271: boolean): GameState => standing({ id: 'german-confederation' as CombinationId, controller: 'france', minors: ['hanover', 'bavaria', 'saxony', 'baden', 'wurttemberg', 'berg', 'kleves', 'mecklenburg'], provinces: [] },
    { confederationOfTheRhine: true, germanConfederationV271: v271 });
  it('11.5.2 / 11.5.2.2 / 11.5.2.3 printed: the confederation money pooled; manpower of members without corps buys only Hanoverian infantry and cavalry; Hanoverian garrisons only in Hanover and those members', () => {
    const s = rhine(false);
    const pool = combinationPool(s, 'france', 'berg')!;
    // 6 manpower left, 4 of it Berg's and Kleves' (tied): Saxon infantry (2) fits, a second would not after a first Hanoverian bought with the tied 4
    expect(poolPurchaseVerdict(s, pool, 'saxony', 'infantry', 2, sheetOf(6, 4, '11.5.2.2')).ok).toBe(true);
    expect(poolPurchaseVerdict(s, pool, 'saxony', 'infantry', 2, sheetOf(4, 4, '11.5.2.2'))).toMatchObject({ ok: false, rule: '11.5.2.2' });
    expect(poolPurchaseVerdict(s, pool, 'hanover', 'cavalry', 2, sheetOf(4, 4, '11.5.2.2')).ok).toBe(true);
    // what Hanoverian factors already took of the tied manpower frees the rest
    expect(poolPurchaseVerdict(s, pool, 'saxony', 'infantry', 2, sheetOf(2, 4, '11.5.2.2', [{ unit: 'infantry', manpower: 4, nationality: 'hanover' }])).ok).toBe(true);
    expect(garrisonLands(s, 'hanover')).toMatchObject({ minors: ['hanover', 'berg', 'kleves', 'mecklenburg'], rule: '11.5.2.3' });
    expect(garrisonLands(s, 'saxony')).toMatchObject({ minors: ['saxony'], provinces: [], rule: '11.5.2.3' });
  });

  it('opt:11.5.2.2 / opt:11.5.2.3 v2.71: all the money and manpower for any purpose; any member\'s factors garrison any member\'s cities', () => {
    const s = rhine(true);
    const pool = combinationPool(s, 'france', 'kleves')!;
    expect(poolPurchaseVerdict(s, pool, 'saxony', 'infantry', 2, sheetOf(4, 4, '8.2.3')).ok).toBe(true);
    expect(garrisonLands(s, 'saxony')).toMatchObject({ minors: ['hanover', 'bavaria', 'saxony', 'baden', 'wurttemberg', 'berg', 'kleves', 'mecklenburg'], rule: 'opt:11.5.2.2' });
  });

  it('11.6.2 the Ottoman Empire buys army factors for its members with corps, no ships; garrisons anywhere in the empire', () => {
    const s = standing({ id: 'ottoman-empire', controller: 'turkey', minors: ['egypt', 'syria', 'palestine', 'algeria', 'tunisia', 'tripolitania'], provinces: [] }, { ottomanEmpire: true });
    const pool = combinationPool(s, 'turkey', 'syria')!;
    expect(poolPurchaseVerdict(s, pool, 'egypt', 'infantry', 2, sheetOf(4, 0, '8.2.3')).ok).toBe(true);
    expect(poolPurchaseVerdict(s, pool, 'egypt', 'ship', 1, sheetOf(4, 0, '8.2.3'))).toMatchObject({ ok: false, rule: '11.6.2' });
    expect(garrisonLands(s, 'egypt')?.rule).toBe('11.6.2');
  });

  it('11.1.2 Polish garrison infantry anywhere in Polish territory', () => {
    const s = standing({ id: 'poland', controller: 'prussia', minors: [], provinces: ['masovia', 'posen'] }, { poland: true });
    expect(garrisonLands(s, 'poland')).toMatchObject({ provinces: ['masovia', 'posen'], rule: '11.1.2' });
  });
});

describe('11.2.2.2 / 11.7 fleets that follow another power than their corps', () => {
  it('11.2.2.2 the Venetia fleet goes to the Kingdom of Italy\'s controller, even once Venetia is in other hands', () => {
    const s = standing({ id: 'kingdom-of-italy', controller: 'france', minors: ['lombardy', 'venetia'], provinces: [] }, { kingdomOfItaly: true });
    expect(fleetControllerOf(s, 'venetia' as never)).toBe('france');
    const ceded = { ...s, minors: s.minors.map((m) => (m.id === 'venetia' ? { ...m, controller: 'austria' as const } : m)) };
    expect(controllerOf(ceded, 'venetia' as never)).toBe('austria');
    expect(fleetControllerOf(ceded, 'venetia' as never)).toBe('france');
    // without the kingdom the fleet is Venetia's controller's
    expect(fleetControllerOf({ ...ceded, combinations: undefined }, 'venetia' as never)).toBe('austria');
  });

  const sicilies = (rules: Record<string, boolean>): GameState => {
    const s = startEconomic(() => {}, { options: { rules } });
    const rest = s.minors.filter((m) => m.id !== 'naples' && m.id !== 'sicily');
    return { ...s, minors: [...rest, free('naples', 'france'), free('sicily', 'britain')] as GameState['minors'] };
  };
  it('opt:11.7 / 11.7.1 Naples and Sicily in different hands: the Naples corps with France (Naples), its fleet with Great Britain (Sicily)', () => {
    const s = sicilies({ twoSicilies: true });
    expect(controllerOf(s, 'naples' as never)).toBe('france');
    expect(fleetControllerOf(s, 'naples' as never)).toBe('britain');
    expect(fleetControllerOf(sicilies({}), 'naples' as never)).toBe('france');
  });

  it('11.7.2 played: separate free states of different powers collect their values undoubled (Naples $7 / 5 manpower: ×1, not ×2)', () => {
    const s = sicilies({ twoSicilies: true });
    const june = playEconomic(s, undefined, atExpenditure('france', 3));
    expect(sheet(june, 'naples').lines.filter((l) => l.section === 'taxes' && l.counted).map((l) => [l.label, l.rule])).toEqual([['Naples (×1)', '11.7.2']]);
    const doubled = playEconomic(sicilies({}), undefined, atExpenditure('france', 3));
    expect(sheet(doubled, 'naples').lines.filter((l) => l.section === 'taxes' && l.counted).map((l) => [l.label, l.rule])).toEqual([['Naples (×2)', '8.2.3']]);
  });
});
