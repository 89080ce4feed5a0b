// 7.2.3 supply sources and chains, 7.4.3 sea supply and 7.4.4 invasion supply, rule by rule.
import { describe, expect, it } from 'vitest';
import { areasWithin, chainDepths, fleetDepotVerdict, isSupplySource, placeDepotVerdict, validDepots, validInvasionDepots } from '../../shared/rules/land/depots';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, counterOf, newLandGame, order, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];
const depotIn = (s: GameState, area: string, owner = 'france') => s.depots.find((d) => d.area === area && d.owner === owner && d.fleet === undefined)!;
const valid = (s: GameState, area: string) => validDepots(s, LAND, 'france').has(depotIn(s, area).id);
const costFor = (s: GameState, id: string) => supplyStatus(s, LAND, 'france', () => false).find((x) => x.counter === counterOf(s, id))!.depotCost;
const fleet = (id: string, nationality: string, location: Record<string, unknown>) => ({ id, name: id, nationality, ships: 5, location });

describe('7.2.3 supply sources and chains', () => {
  it('7.2.3.1 a source is a depot by an unbesieged city the power controls in its own territory, with no enemy forces in the area', () => {
    const s = newLandGame();
    expect(isSupplySource(s, LAND, 'france', depotIn(s, '326'))).toBe(true); // Munich, French-controlled Bavaria
    const enemy = newLandGame((sc) => { corpsList(sc)[3]!.area = '326'; });
    expect(isSupplySource(enemy, LAND, 'france', depotIn(enemy, '326'))).toBe(false);
    const abroad = newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '475' }];
      corpsList(sc)[0]!.area = '475';
    });
    expect(isSupplySource(abroad, LAND, 'france', depotIn(abroad, '475'))).toBe(false); // Linz is Austrian territory
  });

  it('7.2.3.2 a chain is depots at most two areas apart leading back to a source', () => {
    const s = newLandGame((sc) => { sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '476' }, { owner: 'france', area: '477' }]; });
    const depths = chainDepths(s, LAND, 'france');
    expect(depths.get(depotIn(s, '326').id)).toBe(1);
    expect(depths.get(depotIn(s, '476').id)).toBe(2); // 326-475-476
    expect(depths.get(depotIn(s, '477').id)).toBe(3); // next to 476
    const gap = newLandGame((sc) => { sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '477' }]; });
    expect(valid(gap, '477')).toBe(false); // three areas from Munich, nothing between
  });

  it('7.2.3.2.2 a chain may use a crossing arrow unless an enemy fleet holds the sea around it', () => {
    const s = newLandGame((sc) => { sc.relations = { wars: [['france', 'russia']], alliances: [], enforcedPeace: [] }; });
    expect(areasWithin(s, LAND, 'russia', '243' as AreaId, 1).has('246' as AreaId)).toBe(true);
    const held = { ...s, fleets: [...s.fleets, { id: 'x' as never, name: 'F', nationality: 'france' as const, ships: 3, location: { kind: 'sea' as const, area: '771' as AreaId } }] };
    expect(areasWithin(held, LAND, 'russia', '243' as AreaId, 1).has('246' as AreaId)).toBe(false);
  });

  it('7.2.3.2.3 a depot cut off from its chain stays on the map but supplies nothing', () => {
    const game = (tweak: (sc: Sc) => void = () => {}) => newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '475' }];
      corpsList(sc)[0]!.area = '477';
      tweak(sc);
    });
    const open = game();
    expect(valid(open, '475')).toBe(true);
    expect(costFor(open, 'fr-1')).toBe(2); // 475-476-477
    const cut = game((sc) => { corpsList(sc)[3]!.area = '475'; }); // Austrians on the depot
    expect(valid(cut, '475')).toBe(false);
    expect(costFor(cut, 'fr-1')).toBe(3); // only Munich's depot, by 479-476-477
    const after = reach(cut, 'france', 'land/supply').s;
    expect(after.depots.some((d) => d.area === '475' && d.owner === 'france')).toBe(true);
  });

  it('7.2.3.3.3 depots of different powers never join one chain, allies included', () => {
    const game = (owner: string) => newLandGame((sc) => {
      sc.relations = { wars: [['france', 'austria']], alliances: [['france', 'russia']], enforcedPeace: [] };
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner, area: '476' }, { owner: 'france', area: '477' }];
    });
    expect(valid(game('france'), '477')).toBe(true);
    expect(valid(game('russia'), '477')).toBe(false);
  });
});

describe('7.4.3 sea supply', () => {
  /** France: home depot at Toulon, a depot at Zara held by a French garrison; `fleets` where given. */
  const zara = (fleets: unknown[], tweak: (sc: Sc) => void = () => {}) => newLandGame((sc) => {
    sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] };
    sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '483' }];
    sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
    sc.forces.fleets = fleets;
    tweak(sc);
  });
  const toulonFleet = fleet('fr-fleet', 'france', { kind: 'port', area: '463', city: 'toulon' });

  it('7.4.3.1 the friendly fleet must lie in the port linked back to a source; a fleet only at the far port links nothing', () => {
    expect(valid(zara([toulonFleet]), '483')).toBe(true);
    expect(valid(zara([fleet('fr-fleet', 'france', { kind: 'port', area: '483', city: 'zara' })]), '483')).toBe(false);
    expect(valid(zara([]), '483')).toBe(false);
  });

  it('7.4.3.2 enemy fleets at sea do not cut sea supply; only one in a port\'s blockade box does', () => {
    expect(valid(zara([toulonFleet, fleet('gb', 'britain', { kind: 'sea', area: '752' }), fleet('gb2', 'britain', { kind: 'sea', area: '746' })]), '483')).toBe(true);
    expect(valid(zara([toulonFleet, fleet('gb', 'britain', { kind: 'blockade', city: 'toulon' })]), '483')).toBe(false);
    expect(valid(zara([toulonFleet, fleet('gb', 'britain', { kind: 'blockade', city: 'zara' })]), '483')).toBe(false);
  });

  it('7.4.3.3 no sea supply to a port north of the ice line in winter months, nor into the Black Sea without leave of Constantinople\'s holder', () => {
    const riga = (month: number) => zara([toulonFleet], (sc) => {
      sc.start = { month, year: 1805 };
      sc.end = { month: month + 1, year: 1805 };
      sc.relations = { wars: [['france', 'britain']], alliances: [], enforcedPeace: [] };
      sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '097' }];
      sc.forces.garrisons = [{ nationality: 'france', area: '097', city: 'riga', factors: { infantry: 1 } }];
    });
    expect(valid(riga(6), '097')).toBe(true);
    expect(valid(riga(1), '097')).toBe(false);
    const odessa = (constantinople: boolean) => zara([toulonFleet], (sc) => {
      sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '244' }];
      sc.forces.garrisons = [
        { nationality: 'france', area: '244', city: 'odessa', factors: { infantry: 1 } },
        ...(constantinople ? [{ nationality: 'france', area: '555', city: 'constantinople', factors: { infantry: 1 } }] : []),
      ];
    });
    expect(valid(odessa(false), '244')).toBe(false);
    expect(valid(odessa(true), '244')).toBe(true);
  });
});

describe('7.4.3.4 besieged port supply', () => {
  /** Austria's I Corps besieges the French garrison of Zara; France's home depot at Toulon has its fleet in port. */
  const besieged = (tweak: (sc: Sc) => void = () => {}) => newLandGame((sc) => {
    sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] };
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
    sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
    sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'port', area: '463', city: 'toulon' })];
    corpsList(sc)[3]!.area = '483';
    tweak(sc);
  });
  const placed = (s0: GameState) => order(reach(s0, 'france', 'land/depots').s, 'france', 'land/depots', 'place:483');

  it('7.4.3.4 / 7.4.3.4.2 a depot may be built in a besieged, unblockaded port with sea supply, and it stands inside the city', () => {
    const s = placed(besieged());
    expect(s.depots.find((d) => d.area === '483')).toMatchObject({ owner: 'france', city: 'zara' });
    const blockaded = besieged((sc) => { sc.forces.fleets = [...(sc.forces.fleets ?? []), fleet('gb', 'britain', { kind: 'blockade', city: 'zara' })]; });
    expect(placeDepotVerdict(blockaded, LAND, 'france', '483' as AreaId)).toMatchObject({ ok: false });
  });

  it('7.4.3.4.3 when the siege ends the depot moves out into the area, destroying an enemy depot there', () => {
    let s = placed(besieged());
    s = {
      ...s,
      corps: s.corps.map((c) => (c.id === 'au-1' ? { ...c, location: { kind: 'area' as const, area: '474' as AreaId } } : c)),
      depots: [...s.depots, { id: 'au-depot', owner: 'austria' as const, area: '483' as AreaId }],
    };
    s = order(s, 'france', 'land/depots', 'end');
    const at = reach(s, 'france', 'land/supply').s;
    expect(at.depots.find((d) => d.area === '483' && d.owner === 'france')!.city).toBeUndefined();
    expect(at.depots.some((d) => d.id === 'au-depot')).toBe(false);
  });

  it('7.4.3.4.4 a depot inside a besieged port is removed once sea supply no longer reaches it', () => {
    let s = placed(besieged());
    s = { ...s, fleets: [...s.fleets, { id: 'gb' as never, name: 'gb', nationality: 'britain' as const, ships: 5, location: { kind: 'blockade' as const, city: 'zara' as never } }] };
    s = order(s, 'france', 'land/depots', 'end');
    const at = reach(s, 'france', 'land/supply').s;
    expect(at.depots.some((d) => d.area === '483' && d.owner === 'france')).toBe(false);
    // without the blockade it stays
    const kept = reach(order(placed(besieged()), 'france', 'land/depots', 'end'), 'france', 'land/supply').s;
    expect(kept.depots.find((d) => d.area === '483' && d.owner === 'france')).toMatchObject({ city: 'zara' });
  });
});

describe('7.4.4 invasion supply', () => {
  /** France: depots at Munich and Toulon (a port and source), a fleet in the Adriatic (752), I Corps at Zara (483) on its coast. */
  const game = (tweak: (sc: Sc) => void = () => {}) => newLandGame((sc) => {
    sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] };
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
    corpsList(sc)[0]!.area = '483';
    sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'sea', area: '752' })];
    tweak(sc);
  });
  const withFleetDepot = (s: GameState, sea = '752') => ({ ...s, depots: [...s.depots, { id: 'inv', owner: 'france' as const, area: sea as AreaId, fleet: 'fr-fleet' as never }] });

  it('7.4.4.1 invasion supply is traced from an unblockaded friendly port holding a depot of a valid chain', () => {
    expect(fleetDepotVerdict(game(), LAND, 'france', 'fr-fleet')).toEqual({ ok: true });
    const blockaded = game((sc) => { sc.forces.fleets = [...(sc.forces.fleets ?? []), fleet('gb', 'britain', { kind: 'blockade', city: 'toulon' })]; });
    expect(fleetDepotVerdict(blockaded, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
    const inland = game((sc) => { sc.forces.depots = [{ owner: 'france', area: '326' }]; });
    expect(fleetDepotVerdict(inland, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
  });

  it('7.4.4.2 when the fleet carrying the depot moves the depot is lost', () => {
    const stayed = reach(withFleetDepot(game()), 'france', 'land/depots').s;
    expect(stayed.depots.some((d) => d.id === 'inv')).toBe(true);
    const s0 = withFleetDepot(game());
    const moved = { ...s0, fleets: s0.fleets.map((f) => ({ ...f, location: { kind: 'sea' as const, area: '746' as AreaId } })) };
    expect(validInvasionDepots(moved, LAND, 'france')).toEqual([]);
    const s = reach(moved, 'france', 'land/depots').s;
    expect(s.depots.some((d) => d.id === 'inv')).toBe(false);
    expect(s.log.some((e) => e.type === 'depotRemoved' && e.depot === 'inv' && e.rule === '7.4.4.2')).toBe(true);
  });

  it('7.4.4.3 it only supplies adjacent corps: it is no link of a chain and no place for reinforcements', () => {
    const s = withFleetDepot(game((sc) => { sc.forces.depots = [...(sc.forces.depots ?? []), { owner: 'france', area: '483' }]; }));
    expect(costFor(s, 'fr-1')).toBe(1); // supplied from the fleet, one area away, not at ½ from the invalid depot in its area
    expect(valid(s, '483')).toBe(false);
    expect(chainDepths(s, LAND, 'france').has('inv')).toBe(false);
  });

  it('7.4.4.4 at most one invasion depot in a sea area', () => {
    const s = game();
    const taken = { ...s, depots: [...s.depots, { id: 'other', owner: 'france' as const, area: '752' as AreaId, fleet: 'other' as never }] };
    expect(fleetDepotVerdict(taken, LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false, rule: '7.4.4' });
  });

  it('7.4.4.5 no invasion supply north of the ice line in winter months', () => {
    const baltic = (month: number) => game((sc) => {
      sc.start = { month, year: 1805 };
      sc.end = { month: month + 1, year: 1805 };
      sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'sea', area: '722' })];
    });
    expect(LAND.sea!('722' as AreaId)!.northOfIceLine).toBe(true);
    expect(fleetDepotVerdict(baltic(6), LAND, 'france', 'fr-fleet')).toEqual({ ok: true });
    expect(fleetDepotVerdict(baltic(1), LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false });
    expect(validInvasionDepots(withFleetDepot(baltic(1), '722'), LAND, 'france')).toEqual([]);
  });

  it('7.4.4.6 a route through the Dardanelles needs the leave of Constantinople\'s holder', () => {
    const black = (constantinople: boolean) => game((sc) => {
      sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'sea', area: '770' })];
      if (constantinople) sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '555', city: 'constantinople', factors: { infantry: 1 } }];
    });
    expect(LAND.sea!('770' as AreaId)!.blackSea).toBe(true);
    expect(fleetDepotVerdict(black(false), LAND, 'france', 'fr-fleet')).toMatchObject({ ok: false });
    expect(fleetDepotVerdict(black(true), LAND, 'france', 'fr-fleet')).toEqual({ ok: true });
  });
});

describe('7.4.3 a port that falls', () => {
  it('7.4.3 a depot inside a port whose garrison is gone is destroyed, not moved out into the area as when a siege is lifted', () => {
    const s0 = newLandGame((sc) => {
      sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] };
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
      sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
      sc.forces.fleets = [fleet('fr-fleet', 'france', { kind: 'port', area: '463', city: 'toulon' })];
      corpsList(sc)[3]!.area = '483';
    });
    let s = order(reach(s0, 'france', 'land/depots').s, 'france', 'land/depots', 'place:483');
    expect(s.depots.find((d) => d.area === '483')).toMatchObject({ city: 'zara' });
    // Zara falls: the French garrison is gone and an Austrian one holds the city
    s = {
      ...s,
      garrisons: [...s.garrisons.filter((g) => !(g.area === '483' && g.nationality === 'france')), { nationality: 'austria' as const, area: '483' as AreaId, place: { kind: 'city' as const, city: 'zara' as never }, factors: { infantry: 1 } }],
    };
    const at = reach(order(s, 'france', 'land/depots', 'end'), 'france', 'land/supply').s;
    expect(at.depots.some((d) => d.area === '483' && d.owner === 'france')).toBe(false);
  });
});

describe('7.2.2.2 two depots in one area', () => {
  it('7.2.2.2 with a depot inside a besieged port, an enemy depot may still be placed in the port\'s area', () => {
    const game = (frenchCity: boolean) => {
      const s = newLandGame((sc) => {
        sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'austria', area: '482' }]; // Karlstadt: an Austrian source
        sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
        corpsList(sc)[3]!.area = '483'; // besieging Zara
      });
      const depot = frenchCity ? { id: 'zara-depot', owner: 'france' as const, area: '483' as AreaId, city: 'zara' as never } : { id: 'zara-depot', owner: 'france' as const, area: '483' as AreaId };
      return { ...s, depots: [...s.depots, depot] };
    };
    expect(placeDepotVerdict(game(true), LAND, 'austria', '483' as AreaId)).toEqual({ ok: true });
    expect(placeDepotVerdict(game(false), LAND, 'austria', '483' as AreaId)).toMatchObject({ ok: false, rule: '7.2' });
  });
});
