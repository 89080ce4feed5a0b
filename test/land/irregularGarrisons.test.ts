// 7.3.3.3.1 cossack, freikorps and guerilla factors as city and depot garrisons, played through
// the engine on the upper-Danube setup (France against Austria, May 1805).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, newGame } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import { surrenderCity } from '../../shared/engine/steps/land/siege/orders';
import { besiegedLossChoices } from '../../shared/rules/land/supply';
import { factorsInCity, irregularGarrisonVerdict } from '../../shared/rules/land/movement';
import { revivedState, type AreaId, type CityId, type GameState, type StoredGameState } from '../../shared/model';
import { DATA, LAND, decisionOf, landScenario, newLandGame, order, reach } from '../engine/landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const VIENNA = 'vienna' as CityId;
const garrison = (s: GameState, area: string, key: string) => s.garrisons.find((g) => g.area === area && (g.place.kind === 'city' ? g.place.city : 'depot') === key);
/** Austria's freikorps beside Vienna (its militia garrison there), an Austrian depot in the area, and what `tweak` adds. */
const withIrregulars = (tweak: (sc: Sc) => void = () => {}) =>
  newLandGame((sc) => {
    sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' }];
    (sc.forces.depots as unknown[]).push({ owner: 'austria', area: '474' });
    tweak(sc);
  });

describe('7.3.3.3.1 irregular factors as garrisons', () => {
  it('7.3.3.3.1 a freikorps counter joins the Vienna garrison: the counter leaves the field, the garrison holds it beside its militia', () => {
    const { s } = reach(withIrregulars(), 'austria', 'land/movement');
    const fk = s.irregulars.find((i) => i.kind === 'freikorps')!.counter;
    const offered = decisionOf(s, 'austria', 'land/movement')!.options.find((o) => o.value === `garrison:${fk}:vienna`);
    expect(offered?.verdict).toEqual({ ok: true });
    const before = factorsInCity(s, '474' as AreaId, VIENNA);
    const after = order(s, 'austria', 'land/movement', `garrison:${fk}:vienna`);
    expect(after.irregulars.some((i) => i.counter === fk)).toBe(false);
    expect(garrison(after, '474', 'vienna')!.factors).toEqual({ militia: 4, freikorps: 1 });
    // 7.3.3.4 the irregular factor fills the city like any other
    expect(factorsInCity(after, '474' as AreaId, VIENNA)).toBe(before + 1);
    // and it may step out again as a counter of its own, with no movement left this step
    const back = order(after, 'austria', 'land/movement', 'leave:474:austria:freikorps:vienna');
    expect(garrison(back, '474', 'vienna')!.factors).toEqual({ militia: 4 });
    const again = back.irregulars.find((i) => i.kind === 'freikorps')!;
    expect(again).toMatchObject({ area: '474', factors: 1, nationality: 'austria' });
    const moves = decisionOf(back, 'austria', 'land/movement')!.options.filter((o) => String(o.value).startsWith(`move:${again.counter}:`));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((o) => !o.verdict.ok)).toBe(true);
  });

  it('7.3.3.3.1 a cossack joins a depot garrison of its own power; a guerilla is refused at the depot with the rule named', () => {
    const { s } = reach(withIrregulars((sc) => {
      sc.forces.irregulars = [
        { nationality: 'austria', kind: 'cossack', factors: 1, area: '474' },
        { nationality: 'austria', kind: 'guerilla', factors: 2, area: '474' },
      ];
    }), 'austria', 'land/movement');
    const cossack = s.irregulars.find((i) => i.kind === 'cossack')!.counter;
    const guerilla = s.irregulars.find((i) => i.kind === 'guerilla')!.counter;
    const d = decisionOf(s, 'austria', 'land/movement')!;
    expect(d.options.find((o) => o.value === `garrison:${guerilla}:depot`)?.verdict).toMatchObject({ ok: false, rule: '7.3.3.3.1', detail: 'guerillas may not garrison a depot' });
    const refused = applyCommand(s, commandFor(d, `garrison:${guerilla}:depot`), DATA);
    expect(refused.ok).toBe(false);
    // a guerilla may still garrison a city (10.1.1.3)
    expect(d.options.find((o) => o.value === `garrison:${guerilla}:vienna`)?.verdict).toEqual({ ok: true });
    const after = order(s, 'austria', 'land/movement', `garrison:${cossack}:depot`);
    expect(garrison(after, '474', 'depot')!.factors).toEqual({ cossack: 1 });
  });

  it('7.3.3.3.1 a scenario may set up irregular factors in a city garrison, never guerillas on a depot', () => {
    const s = newLandGame((sc) => { (sc.forces.garrisons as Record<string, unknown>[])[1]!.factors = { militia: 2, cossack: 1 }; });
    expect(garrison(s, '474', 'vienna')!.factors).toEqual({ militia: 2, cossack: 1 });
    const bad = landScenario((sc) => { (sc.forces.garrisons as unknown[]).push({ nationality: 'france', area: '326', factors: { guerilla: 1 } }); });
    const r = newGame({ scenario: bad, seed: 5, data: DATA });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r.ok ? null : r.errors)).toContain('7.3.3.3.1');
  });

  it('7.3.3.3.1 / 7.4.5.2 besieged, a mixed garrison may lose its irregular factors to supply; 7.5.4.1.2.3.2 on surrender they are lost, not prisoners', () => {
    const s = newLandGame((sc) => {
      (sc.forces.garrisons as Record<string, unknown>[])[1]!.factors = { militia: 2, cossack: 1, freikorps: 1 };
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '476'; // the Austrian corps away
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '474'; // French I Corps outside Vienna
    });
    const types = besiegedLossChoices(s, '474' as AreaId, VIENNA).map((c) => c.type).sort();
    expect(types).toEqual(['cossack', 'freikorps', 'militia']);
    const tx = beginTx(s, DATA);
    surrenderCity(tx, '474' as AreaId, VIENNA, 'france', '7.5.4.1.2.3.2', 'surrendered');
    expect(garrison(tx.state, '474', 'vienna')).toBeUndefined();
    const prisoners = tx.state.prisoners.find((p) => p.holder === 'france' && p.nationality === 'austria')!;
    expect(prisoners.factors).toEqual({ militia: 2 });
    const events = tx.events ?? [];
    expect(events).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'factorsChanged', delta: -2 }),
      expect.objectContaining({ type: 'garrisonIrregularsLost', factors: { cossack: 1, freikorps: 1 }, rule: '7.5.4.1.2.3.2' }),
    ]));
  });

  it('7.3.3.3.1 the irregular garrison factors survive a save round trip (JSON) and play on', () => {
    const { s } = reach(withIrregulars(), 'austria', 'land/movement');
    const fk = s.irregulars.find((i) => i.kind === 'freikorps')!.counter;
    const after = order(s, 'austria', 'land/movement', `garrison:${fk}:vienna`);
    const loaded = revivedState(JSON.parse(JSON.stringify(after)) as StoredGameState);
    expect(loaded).toEqual(after);
    expect(garrison(loaded, '474', 'vienna')!.factors).toEqual({ militia: 4, freikorps: 1 });
    const back = order(loaded, 'austria', 'land/movement', 'leave:474:austria:freikorps:vienna');
    expect(back.irregulars.some((i) => i.kind === 'freikorps' && i.area === '474')).toBe(true);
  });

  it('7.3.3.3.1 verdicts: a full city refuses the counter; a depot of another power refuses it (7.3.3.5.1)', () => {
    const s = withIrregulars((sc) => { (sc.forces.garrisons as Record<string, unknown>[])[1]!.factors = { militia: 5 * LAND.area('474' as AreaId)!.cities.find((c) => c.id === 'vienna')!.spires }; });
    const irr = s.irregulars[0]!;
    expect(irregularGarrisonVerdict(s, LAND, 'austria', irr, { kind: 'city', city: VIENNA })).toMatchObject({ ok: false, code: 'capacity' });
    const noDepot = { ...s, depots: s.depots.filter((d) => d.owner !== 'austria') };
    expect(irregularGarrisonVerdict(noDepot, LAND, 'austria', irr, { kind: 'depot' })).toMatchObject({ ok: false, rule: '7.3.3.5.1' });
  });
});

describe('7.3.3.3.1 fuzzed', () => {
  it('7.3.3.3.1 random legal answers, half of them garrison and leave orders where offered: no refusal, no stall, garrisons never negative', () => {
    let s = withIrregulars((sc) => {
      sc.forces.irregulars = [
        { nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' },
        { nationality: 'austria', kind: 'cossack', factors: 1, area: '474' },
        { nationality: 'austria', kind: 'guerilla', factors: 2, area: '474' },
      ];
    });
    let r = 7;
    const rand = () => ((r = (r * 1103515245 + 12345) % 2147483648) / 2147483648);
    let used = 0;
    for (let i = 0; i < 400 && !s.over && s.pending.length > 0; i++) {
      const d = s.pending[0]!;
      const legal = d.options.filter((o) => o.verdict.ok);
      const irregular = legal.filter((o) => /^(garrison|leave):/.test(String(o.value)));
      const pick = irregular.length > 0 && rand() < 0.5 ? irregular[Math.floor(rand() * irregular.length)]! : legal[Math.floor(rand() * legal.length)];
      if (pick && irregular.includes(pick)) used++;
      const answer = d.select === 'many' ? [] : d.kind === 'land/announcePosition' ? 0 : pick ? pick.value : [];
      const next = applyCommand(s, commandFor(d, answer), DATA);
      expect(next.ok, JSON.stringify(next.ok ? null : next.error)).toBe(true);
      s = next.ok ? next.state : s;
      for (const g of s.garrisons) for (const n of Object.values(g.factors)) expect(n ?? 0).toBeGreaterThanOrEqual(0);
    }
    expect(used).toBeGreaterThan(0);
  });
});
