import { describe, expect, it } from 'vitest';
import { legalDestinations, movementOptions } from '../../shared/rules/land/movement';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, counterOf, newLandGame, order, reach } from './landSetup';

const at = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.location;
const dest = (s: GameState, id: string, area: string) => legalDestinations(s, LAND, 'france', counterOf(s, id)).find((d) => d.area === area);

describe('7.3.1 movement allowances and costs', () => {
  const s = newLandGame();

  it('7.3.1 a French infantry corps has 4 points: mountain areas cost 2, clear 1, and routes add up', () => {
    expect(LAND.area('478' as AreaId)!.terrain).toBe('mountain');
    expect(dest(s, 'fr-1', '478')).toMatchObject({ cost: 2, verdict: { ok: true } });
    expect(dest(s, 'fr-1', '324')).toMatchObject({ cost: 1, verdict: { ok: true } });
    for (const d of legalDestinations(s, LAND, 'france', counterOf(s, 'fr-1'))) if (d.verdict.ok) expect(d.cost).toBeLessThanOrEqual(4);
  });

  it('7.3.1 cavalry corps reach farther (5 points) than infantry (4)', () => {
    const far = (id: string) => Math.max(...legalDestinations(s, LAND, 'france', counterOf(s, id)).filter((d) => d.verdict.ok).map((d) => d.cost));
    expect(far('fr-2')).toBe(5);
    expect(far('fr-1')).toBe(4);
  });

  it('7.3.1 crossing a river costs +1 only into an area holding an unbesieged enemy corps', () => {
    const edge = LAND.edges('472' as AreaId).find((e) => e.to === '474')!;
    expect(edge.river).toBe(true);
    const moved = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '472';
    });
    expect(dest(moved, 'fr-1', '474')).toMatchObject({ cost: 2 }); // enemy corps au-1 in 474
    const empty = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '472';
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '496';
    });
    expect(dest(empty, 'fr-1', '474')).toMatchObject({ cost: 1 });
  });

  it('7.3.1 crossing arrows cost +1 and an enemy fleet in the surrounding sea blocks them', () => {
    const e = LAND.edges('243' as AreaId).find((x) => x.to === '246')!;
    expect(e.crossingSea).toBe('771');
    const g = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[4]!.area = '243';
      sc.relations = { wars: [['france', 'russia']], alliances: [], enforcedPeace: [] };
    });
    const ru = counterOf(g, 'ru-1');
    const plain = LAND.area('246' as AreaId)!.terrain === 'marsh' || LAND.area('246' as AreaId)!.terrain === 'mountain' ? 2 : 1;
    expect(legalDestinations(g, LAND, 'russia', ru).find((d) => d.area === '246')).toMatchObject({ cost: plain + 1, verdict: { ok: true } });
    const blocked = { ...g, fleets: [...g.fleets, { id: 'x' as never, name: 'F', nationality: 'france' as const, ships: 3, location: { kind: 'sea' as const, area: '771' as AreaId } }] };
    expect(legalDestinations(blocked, LAND, 'russia', ru).find((d) => d.area === '246')!.verdict).toMatchObject({ ok: false, code: 'blockedCrossing', rule: '7.3.1' });
  });

  it('10.3 / 13.0 in scenarios (no access rules) neutral minor countries are not entered', () => {
    const scenario = { ...s, scenario: { ...s.scenario, kind: 'scenario' as const } };
    expect(dest(scenario, 'fr-2', '320')!.verdict).toMatchObject({ ok: false, code: 'noAccess', rule: '10.3' });
  });
});

describe('7.3 the Land Movement Step, played order by order', () => {
  it('7.3 "end" is the first option, so the first legal answer always ends the step', () => {
    const { d } = reach(newLandGame(), 'france', 'land/movement');
    expect(d.options[0]).toMatchObject({ value: 'end', verdict: { ok: true } });
    expect(d.options.filter((o) => o.verdict.ok).length).toBeGreaterThan(5);
  });

  it('7.3.2 a corps entering an unbesieged enemy corps stops there and declares combat (7.3.8); leaders go with it (10.6)', () => {
    let { s } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '475';
    }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:474`);
    expect(at(s, 'fr-1')).toEqual({ kind: 'area', area: '474' });
    expect(s.log.some((e) => e.type === 'combatDeclared' && e.area === '474' && e.attacker === 'france' && e.defenders.includes('austria'))).toBe(true);
    expect(s.turn.land!.combats).toEqual([{ area: '474', attacker: 'france', defenders: ['austria'] }]);
    const next = s.pending.find((d) => d.power === 'france')!.options.find((o) => o.value === `move:${k}:476`)!;
    expect(next.verdict).toMatchObject({ ok: false, code: 'mustStop', rule: '7.3.2' });
    expect(s.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'corps', counter: k });
  });

  it('7.3.2 no counter may enter an area costing more than its remaining points', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:478`); // mountain: 2
    s = order(s, 'france', 'land/movement', `move:${k}:326`); // forest: 1, 3 spent
    expect(s.turn.land!.moves.find((m) => m.counter === k)).toMatchObject({ spent: 3, entered: ['478', '326'] });
    const back = s.pending[0]!.options.find((o) => o.value === `move:${k}:478`)!;
    expect(back.verdict).toMatchObject({ ok: false, code: 'notEnoughMovement', rule: '7.3.2' });
  });

  it('7.3.1 force marching adds one point; cavalry corps may not force march (errata)', () => {
    const start = reach(newLandGame(), 'france', 'land/movement');
    const d = start.d;
    let s = start.s;
    const k = counterOf(s, 'fr-1');
    expect(d.options.find((o) => o.value === `march:${counterOf(s, 'fr-2')}`)!.verdict).toMatchObject({ ok: false, code: 'cannotForceMarch' });
    s = order(s, 'france', 'land/movement', `march:${k}`);
    expect(Math.max(...legalDestinations(s, LAND, 'france', k).filter((x) => x.verdict.ok).map((x) => x.cost))).toBe(5);
    expect(s.pending[0]!.options.find((o) => o.value === `march:${k}`)!.verdict).toMatchObject({ ok: false, code: 'alreadyForceMarched' });
  });

  it('7.3.3 detached cavalry become infantry garrison factors; a detachment may not empty the corps', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `detach:${k}:cavalry:depot`);
    expect(s.corps.find((c) => c.id === 'fr-1')!.factors).toMatchObject({ infantry: 3, cavalry: 0 });
    expect(s.garrisons.find((g) => g.place.kind === 'depot' && g.area === '326')).toMatchObject({ nationality: 'france', factors: { infantry: 1 } });
    s = order(s, 'france', 'land/movement', `detach:${k}:infantry:munich`);
    s = order(s, 'france', 'land/movement', `detach:${k}:infantry:munich`);
    const last = s.pending[0]!.options.find((o) => o.value === `detach:${k}:infantry:munich`)!;
    expect(last.verdict).toMatchObject({ ok: false, code: 'cannotDetach', rule: '7.3.3' });
    // and absorbing brings a garrison factor back
    s = order(s, 'france', 'land/movement', `absorb:${k}:infantry:depot`);
    expect(s.corps.find((c) => c.id === 'fr-1')!.factors.infantry).toBe(2);
    expect(s.garrisons.some((g) => g.place.kind === 'depot' && g.area === '326')).toBe(false);
  });

  it('7.3.3 free state forces exchange factors only inside their own country; artillery is never detached', () => {
    const { s, d } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[2]!.area = '474';
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '496';
      (sc.forces.corps as Record<string, unknown>[])[0]!.factors = { infantry: 2, artillery: 1 };
    }), 'france', 'land/movement');
    const bv = counterOf(s, 'bv-1');
    expect(d.options.find((o) => o.value === `detach:${bv}:infantry:vienna`)?.verdict).toMatchObject({ ok: false });
    const opts = movementOptions(s, LAND, 'france');
    expect(opts.some((o) => o.value === `detach:${counterOf(s, 'fr-1')}:artillery:depot`)).toBe(false);
  });

  it('7.3.3 a corps goes into a friendly city with room and out again at no cost (7.3.4)', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `in:${k}:munich`);
    expect(at(s, 'fr-1')).toEqual({ kind: 'area', area: '326', city: 'munich' });
    s = order(s, 'france', 'land/movement', `out:${k}`);
    expect(at(s, 'fr-1')).toEqual({ kind: 'area', area: '326' });
    expect(s.turn.land?.moves.find((m) => m.counter === k)?.spent ?? 0).toBe(0);
  });

  it('7.3.3 a city holds at most 5 factors per spire', () => {
    const { d, s } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.factors = { infantry: 19 };
    }), 'france', 'land/movement');
    // Munich: 4 spires = 20, the Bavarian garrison holds 2
    expect(d.options.find((o) => o.value === `in:${counterOf(s, 'fr-1')}:munich`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: '7.3.3' });
  });
});

describe('7.3.6.1 ungarrisoned enemy depots', () => {
  const withAustrianDepot = () => reach(newLandGame((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'austria', area: '478' }, { owner: 'austria', area: '474' }];
  }), 'france', 'land/movement');

  it('7.3.6.1 a corps entering destroys it, and ending there counts as foraging without loss', () => {
    let { s } = withAustrianDepot();
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', `raze:${k}`);
    expect(s.depots.some((d) => d.area === '478')).toBe(false);
    expect(s.log.some((e) => e.type === 'depotRemoved' && e.rule === '7.3.6.1' && e.owner === 'austria')).toBe(true);
    s = order(s, 'france', 'land/movement', 'end');
    const d = s.pending.find((x) => x.power === 'france' && x.kind === 'land/supply')!;
    expect(d.options.map((o) => o.value)).not.toContain(k);
  });

  it('7.3.6.1 conversion gives the mover a depot where it would extend a valid chain, at no cost', () => {
    let { s } = withAustrianDepot();
    const k = counterOf(s, 'fr-1');
    const money = s.powers.france.money;
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', `seize:${k}`);
    expect(s.depots.find((d) => d.area === '478')!.owner).toBe('france');
    expect(s.powers.france.money).toBe(money);
  });
});
