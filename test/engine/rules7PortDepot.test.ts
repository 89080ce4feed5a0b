// 7.4.3.4.5 a depot inside a port city that falls to a siege: destroyed, or taken over by the
// power that took the city when it would be part of that power's valid supply chain.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import type { AreaId, CityId, GameState } from '../../shared/model';
import { portDepotTakeover } from '../../shared/rules/land/siege';
import { LAND, apply, decisionOf, newLandGame, reach, siegeOrder } from './landSetup';

type Row = Record<string, unknown>;

/**
 * France's I Corps (10 infantry) besieges Zara (483), an Austrian port held by 2 militia with an
 * Austrian depot inside; France's depots: Munich, and Illyria's 481 when `chained` (so a depot in
 * 483 would be two areas from it, in a valid chain).
 */
function zara(chained: boolean): GameState {
  const s = newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area: '483', factors: { infantry: 10 } };
    cs[3]!.area = '467';
    sc.forces.garrisons = [{ nationality: 'austria', area: '483', city: 'zara', factors: { militia: 2 } }];
    sc.forces.depots = [{ owner: 'france', area: '326' }, ...(chained ? [{ owner: 'france', area: '481' }] : [])];
  });
  return { ...s, depots: [...s.depots, { id: 'depot-zara', owner: 'austria', area: '483' as AreaId, city: 'zara' as CityId }] };
}

/** France breaches Zara (a 6) and Austria surrenders it. */
const surrendered = (chained: boolean) => {
  const at = reach(zara(chained), 'france', 'land/siege').s;
  const breached = siegeOrder(at, 'france', 'assault:483:zara', [6]);
  return siegeOrder(breached, 'austria', 'surrender:483:zara:france');
};

describe('7.4.3.4.5 the depot inside a fallen port', () => {
  it('7.4.3.4.5 the taker may keep it only when it would be part of a valid supply chain of its own', () => {
    const depot = zara(true).depots.find((d) => d.id === 'depot-zara')!;
    expect(portDepotTakeover(zara(true), LAND, 'france', depot)).toEqual({ ok: true });
    expect(portDepotTakeover(zara(false), LAND, 'france', depot)).toMatchObject({ ok: false, rule: '7.4.3.4.5' });
  });

  it('7.4.3.4.5 Zara surrenders: France chooses to take the Austrian depot over, and it stands in the open area as France\'s', () => {
    const s = surrendered(true);
    const d = decisionOf(s, 'france', 'land/siege')!;
    expect(d.rule).toBe('7.4.3.4.5');
    expect(d.options.map((o) => o.value)).toEqual(['keepdepot:483:zara:france:france:depot-zara', 'razedepot:483:zara:france:france:depot-zara']);
    const kept = siegeOrder(s, 'france', 'keepdepot:483:zara:france:france:depot-zara');
    expect(kept.depots.find((x) => x.id === 'depot-zara')).toEqual({ id: 'depot-zara', owner: 'france', area: '483' });
    expect(kept.log.slice(s.log.length).filter((e) => e.type === 'depotRemoved' || e.type === 'depotPlaced')).toMatchObject([
      { type: 'depotRemoved', owner: 'austria', rule: '7.4.3.4.5' }, { type: 'depotPlaced', owner: 'france', area: '483', rule: '7.4.3.4.5' },
    ]);
    // France's siege orders go on (its corps may go inside the empty city)
    expect(decisionOf(kept, 'france', 'land/siege')!.rule).toBe('7.5.4');
  });

  it('7.4.3.4.5 France may destroy it instead', () => {
    const s = surrendered(true);
    const razed = siegeOrder(s, 'france', 'razedepot:483:zara:france:france:depot-zara');
    expect(razed.depots.some((x) => x.id === 'depot-zara')).toBe(false);
    expect(decisionOf(razed, 'france', 'land/siege')!.rule).toBe('7.5.4');
  });

  it('7.4.3.4.5 honors of war: the garrison marches to Karlstadt (482), which now cuts the chain from 481, so the depot is destroyed at once', () => {
    const at = reach(zara(true), 'france', 'land/siege').s;
    const asked = siegeOrder(siegeOrder(at, 'france', 'assault:483:zara', [6]), 'austria', 'honors:483:zara:france');
    const s = siegeOrder(asked, 'france', 'grant:483:zara:france');
    expect(s.garrisons.find((g) => g.nationality === 'austria')).toMatchObject({ area: '482', place: { kind: 'city', city: 'karlstadt' } });
    expect(s.depots.some((x) => x.id === 'depot-zara')).toBe(false);
    expect(s.log.slice(asked.log.length).some((e) => e.type === 'depotRemoved' && e.depot === 'depot-zara' && e.rule === '7.4.3.4.5')).toBe(true);
    expect(decisionOf(s, 'france', 'land/siege')!.rule).toBe('7.5.4');
  });

  it('7.4.3.4.5 with no valid chain to keep it by, the depot is destroyed at once without a question', () => {
    const s = surrendered(false);
    expect(s.depots.some((x) => x.id === 'depot-zara')).toBe(false);
    expect(s.log.some((e) => e.type === 'depotRemoved' && e.depot === 'depot-zara' && e.rule === '7.4.3.4.5')).toBe(true);
    expect(decisionOf(s, 'france', 'land/siege')!.rule).toBe('7.5.4');
  });
});

describe('7.4.3.4.5 a port emptied by besieged supply losses', () => {
  /** As zara(), with Austria penniless (no sea supply paid) and a depot of its own in 482 chaining the port's. */
  const starving = () => {
    const s = zara(true);
    const austria = { ...s.powers.austria, money: 0 };
    return { ...s, powers: { ...s.powers, austria }, depots: [...s.depots, { id: 'depot-au', owner: 'austria' as const, area: '482' as AreaId }] };
  };
  /** Austria's supply: a 6 for the besieged supply roll of Zara empties it. */
  const starved = () => {
    const at = reach(starving(), 'austria', 'land/supply').s;
    expect(at.depots.some((d) => d.id === 'depot-zara')).toBe(true);
    return apply(forceDice(at, Array<number>(20).fill(6)), commandFor(decisionOf(at, 'austria', 'land/supply')!, []));
  };

  it('7.4.3.4.5 the garrison starved out, France (the besieger) may take the depot over', () => {
    const s = starved();
    expect(s.garrisons.some((g) => g.area === '483' && g.place.kind === 'city')).toBe(false);
    const d = decisionOf(s, 'france', 'land/besiegedCity')!;
    expect(d.rule).toBe('7.4.3.4.5');
    const keep = d.options.find((o) => String(o.value).startsWith('keepdepot:'))!;
    const after = apply(s, commandFor(d, keep.value));
    expect(after.depots.find((x) => x.id === 'depot-zara')).toEqual({ id: 'depot-zara', owner: 'france', area: '483' });
    // then 7.4.5.2 France may hold the emptied city with a factor
    expect(decisionOf(after, 'france', 'land/besiegedCity')!.rule).toBe('7.4.5.2');
  });
});
