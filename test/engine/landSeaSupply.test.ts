// 7.4.3 sea supply and 7.2.2 port depots (campaigns): a fleet in a port of a valid chain links
// it to the power's depots at other open ports as if they were adjacent.
import { describe, expect, it } from 'vitest';
import { chainDepths, placeDepotVerdict, validDepots } from '../../shared/rules/land/depots';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { AreaId, GameState } from '../../shared/model';
import { commandFor, forceDice } from '../../shared/engine';
import { LAND, apply, counterOf, newLandGame, order, reach } from './landSetup';
import type { smallCampaign } from './helpers';

type Sc = ReturnType<typeof smallCampaign>;
const frenchFleetAt = (city: string, area: string) => ({ id: 'fr-fleet', name: 'Toulon Squadron', nationality: 'france', ships: 5, location: { kind: 'port', area, city } });

/** France holds Zara (a garrison) with a depot there; its home depot is at Toulon; a French corps stands at Zara. */
function game(tweak: (sc: Sc) => void = () => {}): GameState {
  return newLandGame((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '483' }];
    sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
    (sc.forces.corps as Record<string, unknown>[])[0]!.area = '483';
    sc.forces.fleets = [frenchFleetAt('toulon', '463')];
    tweak(sc);
  });
}
const depotAt = (s: GameState, area: string) => s.depots.find((d) => d.area === area && d.owner === 'france')!.id;
const zaraValid = (s: GameState) => validDepots(s, LAND, 'france').has(depotAt(s, '483'));

describe('7.4.3 sea supply', () => {
  it('7.4.3 a friendly fleet in the port of a supply source links it to the depot at another open port, as if adjacent', () => {
    const s = game();
    expect(zaraValid(s)).toBe(true);
    expect(chainDepths(s, LAND, 'france').get(depotAt(s, '483'))).toBe(2);
    const fr1 = supplyStatus(s, LAND, 'france', () => false).find((x) => x.counter === counterOf(s, 'fr-1'))!;
    expect(fr1).toMatchObject({ depotCost: 0.5, mustForage: null });
  });

  it('7.4.3 without a fleet in either port there is no link', () => {
    expect(zaraValid(game((sc) => { sc.forces.fleets = []; }))).toBe(false);
  });

  it('7.4.3 an enemy fleet in the blockade box of either port breaks the link', () => {
    const british = { id: 'gb-fleet', name: 'Mediterranean Fleet', nationality: 'britain', ships: 9, location: { kind: 'blockade', city: 'zara' } };
    expect(zaraValid(game((sc) => { sc.forces.fleets = [frenchFleetAt('toulon', '463'), british]; }))).toBe(false);
  });

  it('7.4.3 a port held by an enemy is no link (Zara without the French garrison stays Austrian)', () => {
    expect(zaraValid(game((sc) => { sc.forces.garrisons = (sc.forces.garrisons ?? []).filter((g) => (g as { city?: string }).city !== 'zara'); }))).toBe(false);
  });

  it('7.4.3 ports north of the ice line are closed in winter months', () => {
    const riga = (month: number) => game((sc) => {
      sc.start = { month, year: 1805 };
      sc.end = { month: month + 1, year: 1805 };
      sc.relations = { wars: [['france', 'britain']], alliances: [], enforcedPeace: [] }; // Russia at peace: Riga is entered by a garrison
      sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '097' }];
      sc.forces.garrisons = [{ nationality: 'france', area: '097', city: 'riga', factors: { infantry: 1 } }];
    });
    expect(validDepots(riga(6), LAND, 'france').has(depotAt(riga(6), '097'))).toBe(true);
    expect(validDepots(riga(1), LAND, 'france').has(depotAt(riga(1), '097'))).toBe(false);
  });

  it('7.4.3 into the Black Sea only with the leave of Constantinople\'s holder (an ally, or the power itself)', () => {
    const odessa = (constantinople: boolean) => game((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '463' }, { owner: 'france', area: '244' }];
      sc.forces.garrisons = [
        { nationality: 'france', area: '244', city: 'odessa', factors: { infantry: 1 } },
        ...(constantinople ? [{ nationality: 'france', area: '555', city: 'constantinople', factors: { infantry: 1 } }] : []),
      ];
    });
    const ok = (s: GameState) => validDepots(s, LAND, 'france').has(depotAt(s, '244'));
    expect(ok(odessa(false))).toBe(false); // Turkey's straits, Turkey no ally
    expect(ok(odessa(true))).toBe(true);
  });

  it('7.4.3 / 13.0 sea supply is asterisked: scenarios have none', () => {
    const s = game();
    expect(zaraValid({ ...s, scenario: { ...s.scenario, kind: 'scenario' } })).toBe(false);
  });
});

describe('7.2.2 depots in port areas', () => {
  const noZaraDepot = (fleet: boolean) => game((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '463' }];
    (sc.forces.corps as Record<string, unknown>[])[0]!.area = '326';
    if (!fleet) sc.forces.fleets = [];
  });
  it('7.2.2 a depot may be placed at an open port with a sea supply source to it, with no chain and no corps there', () => {
    expect(placeDepotVerdict(noZaraDepot(true), LAND, 'france', '483' as AreaId)).toEqual({ ok: true });
  });
  it('7.2.2 without a fleet in the source port the usual chain rules refuse it', () => {
    expect(placeDepotVerdict(noZaraDepot(false), LAND, 'france', '483' as AreaId)).toMatchObject({ ok: false, rule: '7.2.3' });
  });
});

describe('7.2.2.1 / 7.4.3 port city supply', () => {
  /** Austria's I Corps besieges the French garrison of Zara; France's home depot at Toulon has its fleet in port. */
  const besieged = (tweak: (sc: Sc) => void = () => {}) => game((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs[0]!.area = '326';
    cs[3]!.area = '483';
    tweak(sc);
  });

  it('7.2.2.1 a depot may be placed in a besieged open port: it stands inside the city, enemy corps in the area notwithstanding', () => {
    const s0 = besieged();
    expect(placeDepotVerdict(s0, LAND, 'france', '483' as AreaId)).toEqual({ ok: true });
    let { s } = reach(s0, 'france', 'land/depots');
    s = order(s, 'france', 'land/depots', 'place:483');
    const d = s.depots.find((x) => x.area === '483')!;
    expect(d).toMatchObject({ owner: 'france', city: 'zara' });
    expect(validDepots(s, LAND, 'france').has(d.id)).toBe(true); // linked by sea
    expect(placeDepotVerdict(s, LAND, 'france', '483' as AreaId)).toMatchObject({ ok: false, rule: '7.2.2.1' });
  });

  it('7.4.3 / 7.4.2 the besieged garrison lives off sea supply at half a point instead of rolling (7.4.5)', () => {
    let { s } = reach(besieged(), 'france', 'land/depots');
    s = order(s, 'france', 'land/depots', 'place:483');
    s = order(s, 'france', 'land/depots', 'end');
    const at = reach(s, 'france', 'land/supply');
    const money = at.s.powers.france.money;
    s = apply(forceDice(at.s, [6, 6, 6]), commandFor(at.d, []));
    expect(s.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '483')).toBe(false);
    // 7.4.2.1 summed with the corps and rounded once: I Corps ½ at Munich, the cavalry and the Bavarians 1 each, Zara's garrison ½
    expect(s.powers.france.money).toBe(money - 3);
  });

  it('7.4.5 without the depot inside, the besieged port garrison rolls as usual', () => {
    const at = reach(besieged(), 'france', 'land/supply');
    const s = apply(forceDice(at.s, [6, 6, 6]), commandFor(at.d, []));
    expect(s.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '483')).toBe(true);
  });

  it('7.4.3 once the siege is over the depot leaves the city for the area', () => {
    let { s } = reach(besieged(), 'france', 'land/depots');
    s = order(s, 'france', 'land/depots', 'place:483');
    s = { ...s, corps: s.corps.map((c) => (c.id === 'au-1' ? { ...c, location: { kind: 'area' as const, area: '474' as AreaId } } : c)) };
    s = order(s, 'france', 'land/depots', 'end');
    const at = reach(s, 'france', 'land/supply');
    const d = at.s.depots.find((x) => x.area === '483')!;
    expect(d.city).toBeUndefined();
  });
});
