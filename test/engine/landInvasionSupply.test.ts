// 7.2.4 / 7.4.4 depots aboard fleets and invasion supply (campaigns).
import { describe, expect, it } from 'vitest';
import { depotOptions, fleetDepotVerdict, validDepots, validInvasionDepots } from '../../shared/rules/land/depots';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, counterOf, newLandGame, order, reach } from './landSetup';
import type { smallCampaign } from './helpers';

type Sc = ReturnType<typeof smallCampaign>;
const fleetAt = (sea: string) => ({ id: 'fr-fleet', name: 'Adriatic Squadron', nationality: 'france', ships: 5, location: { kind: 'sea', area: sea } });

/** France: a depot at Toulon (a port and supply source), a fleet in the Adriatic (752), I Corps at Zara (483) on its coast. */
function game(tweak: (sc: Sc) => void = () => {}): GameState {
  return newLandGame((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
    (sc.forces.corps as Record<string, unknown>[])[0]!.area = '483';
    sc.forces.fleets = [fleetAt('752')];
    tweak(sc);
  });
}
const fr1 = (s: GameState) => supplyStatus(s, LAND, 'france', () => false).find((x) => x.counter === counterOf(s, 'fr-1'))!;

describe('7.2.4 / 7.4.4 invasion supply', () => {
  it('7.2.4 a depot is placed aboard an own fleet at sea for one money point; 7.4.4 it supplies the coast next to it', () => {
    expect(LAND.sea!('752' as AreaId)!.coast).toContain('483');
    let { s } = reach(game(), 'france', 'land/depots');
    expect(fr1(s).mustForage).toMatchObject({ rule: '7.4.1' });
    const opt = depotOptions(s, LAND, 'france').find((o) => o.value === 'fleet:fr-fleet')!;
    expect(opt.verdict).toEqual({ ok: true });
    const money = s.powers.france.money;
    s = order(s, 'france', 'land/depots', 'fleet:fr-fleet');
    expect(s.powers.france.money).toBe(money - 1);
    expect(s.depots.find((d) => d.fleet === 'fr-fleet')).toMatchObject({ owner: 'france', area: '752' });
    expect(fr1(s)).toMatchObject({ depotCost: 1, mustForage: null });
  });

  it('7.4.4 invasion supply is no link in a chain: a depot on the coast stays outside any valid chain', () => {
    const s = game((sc) => {
      sc.forces.depots = [...(sc.forces.depots ?? []), { owner: 'france', area: '483' }];
    });
    const withFleetDepot = { ...s, depots: [...s.depots, { id: 'x', owner: 'france' as const, area: '752' as AreaId, fleet: 'fr-fleet' as never }] };
    expect(validInvasionDepots(withFleetDepot, LAND, 'france')).toHaveLength(1);
    expect(validDepots(withFleetDepot, LAND, 'france').has(s.depots.find((d) => d.area === '483')!.id)).toBe(false);
  });

  it('7.4.4 it needs an open port holding a depot of a valid chain to trace from', () => {
    const inland = game((sc) => { sc.forces.depots = [{ owner: 'france', area: '326' }]; });
    expect(fleetDepotVerdict(inland, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
  });

  it('7.4.4 one invasion depot per sea area; none north of the ice line in winter', () => {
    const s = game();
    const taken = { ...s, depots: [...s.depots, { id: 'x', owner: 'france' as const, area: '752' as AreaId, fleet: 'other' as never }] };
    expect(fleetDepotVerdict(taken, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
    const iced = LAND.sea!('722' as AreaId)!;
    expect(iced.northOfIceLine).toBe(true);
    const baltic = (month: number) => game((sc) => {
      sc.start = { month, year: 1805 };
      sc.end = { month: month + 1, year: 1805 };
      sc.forces.fleets = [fleetAt('722')];
      sc.forces.depots = [{ owner: 'france', area: '463' }];
    });
    expect(fleetDepotVerdict(baltic(6), LAND, 'france', 'fr-fleet')).toEqual({ ok: true });
    expect(fleetDepotVerdict(baltic(1), LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
  });

  it('7.4.4 a depot whose fleet has left its sea area supplies nothing', () => {
    const s = game();
    const placed = { ...s, depots: [...s.depots, { id: 'x', owner: 'france' as const, area: '752' as AreaId, fleet: 'fr-fleet' as never }] };
    expect(fr1(placed).depotCost).toBe(1);
    const moved = { ...placed, fleets: placed.fleets.map((f) => ({ ...f, location: { kind: 'sea' as const, area: '746' as AreaId } })) };
    expect(validInvasionDepots(moved, LAND, 'france')).toEqual([]);
    expect(fr1(moved).depotCost).toBeNull();
  });

  it('7.2.4 / 13.0 depots on fleets are a campaign rule', () => {
    const s = game();
    expect(fleetDepotVerdict({ ...s, scenario: { ...s.scenario, kind: 'scenario' } }, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.2.4' });
  });
});
