// 5.2.1.2 campaign corps placement: a corps counter bought in an Economic Phase (8.5.4) comes
// onto the map in the Army Reinforcement Step with one factor; 5.2.4.2 a removed corps must be
// bought again; 8.5.4 an unplaced purchase lapses after three months.
import { describe, expect, it } from 'vitest';
import type { AreaId, GameState, PurchasedCounter } from '../../shared/model';
import { withPurchases } from './boughtSetup';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { commandFor, viewFor } from '../../shared/engine';
import { boughtCorpsOptions, boughtVerdict, parseBoughtOrder } from '../../shared/rules/reinforcement/bought';
import { buyableCounters } from '../../shared/rules/economic';
import { DATA, LAND, apply, counterOf, decisionOf, newLandGame, order as landOrder, reach } from './landSetup';
import type { smallCampaign } from './helpers';

type Sc = ReturnType<typeof smallCampaign>;
const order = (s: GameState, value: string) => landOrder(s, 'france', 'reinforcement/army', value);
const boughtIII = (until = { month: 7, year: 1805 }): PurchasedCounter => ({
  power: 'france',
  nationality: 'france',
  kind: 'corps',
  roster: 'france-iii',
  designation: 'III',
  until,
});

/** France in May 1805 with III Corps bought and two infantry and a militia due with no area (a campaign's purchase). */
function game(
  tweak: (sc: Sc) => void = () => {},
  bought: readonly PurchasedCounter[] = [boughtIII()],
  edit: (s: GameState) => GameState = (s) => s,
) {
  const s0 = newLandGame((sc) => {
    sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2, militia: 1 } }];
    tweak(sc);
  });
  return reach(edit(withPurchases(s0, bought)), 'france', 'reinforcement/army');
}
const optionOf = (s: GameState, value: string) => decisionOf(s, 'france', 'reinforcement/army')!.options.find((o) => o.value === value);
const verdict = (s: GameState, value: string) => boughtVerdict(s, LAND, 'france', parseBoughtOrder(value)!);

describe('5.2.1.2 campaign corps placement', () => {
  it('5.2.1.2 a bought corps is placed in an unbesieged home city with a factor due this step', () => {
    let { s } = game();
    const v = 'bought:france-iii:city:strasbourg:pool:0:infantry';
    expect(optionOf(s, v)).toMatchObject({ verdict: { ok: true } });
    expect(optionOf(s, v)!.label).toContain('III corps in Strasbourg');
    s = order(s, v);
    const iii = s.corps.find((c) => c.id === 'france-iii')!;
    expect(iii).toMatchObject({
      name: 'French III Corps',
      type: 'infantry',
      movement: 4,
      location: { kind: 'area', area: '775' },
      factors: { infantry: 1 },
    });
    expect(s.turn.reinforcementPool!.find((e) => e.power === 'france')!.factors).toMatchObject({ infantry: 1, militia: 1 });
    expect(s.economy!.purchasedCounters).toEqual([]);
    expect(s.log.some((e) => e.type === 'corpsPlaced' && e.counter === iii.counter && e.rule === '5.2.1.2')).toBe(true);
    // placed once: the order is gone, and the new corps takes more factors like any corps at home (5.2.2.2.1)
    expect(decisionOf(s, 'france', 'reinforcement/army')!.options.some((o) => String(o.value).startsWith('bought:'))).toBe(false);
    expect(optionOf(s, `factor:0:infantry:${iii.counter}`)).toMatchObject({ verdict: { ok: true } });
  });

  it('5.2.1.2 only home-nation cities: Munich (Bavarian) is refused, and so is a home city in a ceded province (5.2.2.2.1)', () => {
    const { s } = game();
    expect(verdict(s, 'bought:france-iii:city:munich:pool:0:infantry')).toMatchObject({ ok: false, rule: '5.2.1.2' });
    const ceded = {
      ...s,
      ceded: [{ province: LAND.area('775' as AreaId)!.province!, home: 'france' as const, holder: 'austria' as const }],
    };
    expect(verdict(ceded, 'bought:france-iii:city:strasbourg:pool:0:infantry')).toMatchObject({ ok: false, rule: '5.2.1.2' });
  });

  it('5.2.1.2 with an existing corps: a factor transferred from it (5.2.3), or a due factor where 5.2.2.2 allows one', () => {
    let { s } = game((sc) => {
      sc.forces.depots = [
        { owner: 'france', area: '775' },
        { owner: 'france', area: '320' },
        { owner: 'france', area: '326' },
      ];
    });
    const k = counterOf(s, 'fr-1');
    expect(optionOf(s, `bought:france-iii:with:${k}:pool:0:infantry`)).toMatchObject({ verdict: { ok: true } }); // Munich's depot: three from home
    // artillery and the corps' last factor never move (5.2.3); the Cavalry Reserve stands in another area
    expect(verdict(s, `bought:france-iii:with:${k}:from:${counterOf(s, 'fr-2')}:cavalry`)).toMatchObject({ ok: false, rule: '5.2.3' });
    s = order(s, `bought:france-iii:with:${k}:from:${k}:cavalry`);
    expect(s.corps.find((c) => c.counter === k)!.factors).toMatchObject({ infantry: 3, cavalry: 0 });
    expect(s.corps.find((c) => c.id === 'france-iii')).toMatchObject({ location: { kind: 'area', area: '326' }, factors: { cavalry: 1 } });
  });

  it('5.2.1.2 with a corps outside home and off any chain, only a transfer gives it its factor', () => {
    const { s } = game((sc) => {
      sc.forces.depots = [];
    });
    const k = counterOf(s, 'fr-1');
    expect(verdict(s, `bought:france-iii:with:${k}:pool:0:infantry`)).toMatchObject({ ok: false, rule: '5.2.2.2.3' });
    expect(verdict(s, `bought:france-iii:with:${k}:from:${k}:infantry`)).toEqual({ ok: true });
    // a corps of another power is no friendly corps of France's
    expect(verdict(s, `bought:france-iii:with:${counterOf(s, 'au-1')}:pool:0:infantry`)).toMatchObject({ ok: false, rule: '5.2.1.2' });
  });

  it('8.5.4 a purchase not placed within its three months lapses, and the counter may be bought again (5.2.4.2)', () => {
    const { s } = game(() => {}, [boughtIII({ month: 4, year: 1805 })]);
    expect(s.economy!.purchasedCounters).toEqual([]);
    expect(decisionOf(s, 'france', 'reinforcement/army')!.options.some((o) => String(o.value).startsWith('bought:'))).toBe(false);
    expect(buyableCounters(s, 'france').some((c) => c.kind === 'corps' && c.roster === 'france-iii')).toBe(true);
  });

  it('5.2.4.2 a demobilised corps leaves the map and is offered for purchase again; bought, it comes back by 5.2.1.2', () => {
    let { s } = game((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.id = 'france-i';
      (sc.forces.leaders as Record<string, unknown>[])[0]!.with = 'france-i';
    }, []);
    expect(buyableCounters(s, 'france').some((c) => c.kind === 'corps' && c.roster === 'france-i')).toBe(false);
    s = order(s, `disband:${counterOf(s, 'france-i')}`);
    expect(s.corps.some((c) => c.id === 'france-i')).toBe(false);
    expect(buyableCounters(s, 'france').some((c) => c.kind === 'corps' && c.roster === 'france-i')).toBe(true);
    s = { ...s, economy: { ...s.economy!, purchasedCounters: [{ ...boughtIII(), roster: 'france-i', designation: 'I' }] } };
    expect(verdict(s, 'bought:france-i:city:strasbourg:pool:0:infantry')).toEqual({ ok: true });
  });

  it('5.2.1.2 / 2.4.2 the other seats see a new counter in Strasbourg, never which corps it is nor its factor', () => {
    const { s: before } = game();
    const s = order(before, 'bought:france-iii:city:strasbourg:pool:0:infantry');
    const theirs = viewFor(s, 'austria', { data: DATA });
    const text = JSON.stringify(theirs);
    expect(text).not.toContain('france-iii');
    const answered = theirs.log.filter((e) => e.type === 'decisionAnswered' && e.kind === 'reinforcement/army');
    expect(answered.at(-1)).toMatchObject({ answer: 'bought:?:city:strasbourg:pool:0:?' });
    expect(theirs.log.some((e) => e.type === 'corpsPlaced' && e.area === '775')).toBe(true);
    // the owner's own view keeps the full answer
    expect(JSON.stringify(viewFor(s, 'france', { data: DATA }))).toContain('bought:france-iii:city:strasbourg:pool:0:infantry');
  });

  it('5.2.1.2 the standing procedures place a bought corps, with a factor due this step', () => {
    let { s } = game();
    const d = decisionOf(s, 'france', 'reinforcement/army')!;
    const a = autoAnswer(s, d, seededRng(1), DATA);
    expect(String(a)).toMatch(/^bought:france-iii:.*:pool:0:/);
    s = apply(s, commandFor(d, a));
    expect(s.corps.some((c) => c.id === 'france-iii' && c.location.kind === 'area')).toBe(true);
  });

  it('5.2.1.2 a counter with nowhere to get a factor waits, with the reason shown', () => {
    const { s } = game();
    const starved: GameState = {
      ...s,
      turn: { ...s.turn, reinforcementPool: [] },
      corps: s.corps.map((c) =>
        c.nationality === 'france' ? { ...c, factors: c.type === 'cavalry' ? { cavalry: 1 } : { infantry: 1 } } : c,
      ),
    };
    const opts = boughtCorpsOptions(starved, LAND, 'france');
    expect(opts).toEqual([
      expect.objectContaining({ value: 'bought:france-iii', verdict: expect.objectContaining({ ok: false, rule: '5.2.1.2' }) }),
    ]);
    expect(opts[0]!.label).toBe('Place the bought III corps');
  });
});
