import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { depotSupplyBill, forageCheck, forageLosses, supplyStatus } from '../../shared/rules/land/supply';
import { moveRecord, moverOf } from '../../shared/rules/land/movement';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, order, playUntil, reach } from './landSetup';

const status = (s: GameState, winter = false) => supplyStatus(s, LAND, 'france', () => winter);
const of = (s: GameState, id: string, winter = false) => status(s, winter).find((x) => x.counter === counterOf(s, id))!;
const corps = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!;

describe('7.4.2.1 depot supply costs', () => {
  const s = newLandGame();
  it('7.4.2.1 half a money point in a depot area, the number of areas to the depot otherwise', () => {
    expect(of(s, 'fr-1').depotCost).toBe(0.5); // 326 holds the French depot (Munich: a supply source)
    expect(of(s, 'fr-2').depotCost).toBe(1); // 325 is next to it
    expect(of(s, 'bv-1').depotCost).toBe(1); // free state corps use their controller's depots
  });
  it('7.4.2.1.3 winter doubles every cost in the winter zone', () => {
    expect(of(s, 'fr-1', true).depotCost).toBe(1);
    expect(of(s, 'fr-2', true).depotCost).toBe(2);
  });
  it('7.4.2.1 the costs are summed and fractions rounded up', () => {
    expect(depotSupplyBill([0.5, 1, 1])).toBe(3);
    expect(depotSupplyBill([0.5, 0.5, 0.5])).toBe(2);
  });
  it('7.4.1 four or more areas from a depot of a valid chain means foraging', () => {
    const far = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '496';
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '472';
    });
    expect(of(far, 'fr-1')).toMatchObject({ depotCost: null, mustForage: { rule: '7.4.1' } });
  });
  it('7.2.3 an enemy corps between a corps and its depot blocks the route', () => {
    // 320 reaches the Munich depot only through 325 in two steps
    const setup = (austriansIn: string) => newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '320';
      cs[1]!.area = '324';
      cs[3]!.area = austriansIn;
    });
    expect(of(setup('474'), 'fr-1').depotCost).toBe(2);
    expect(of(setup('325'), 'fr-1').depotCost).not.toBe(2);
  });
});

describe('7.4.2.1.1 corps depot supply by distance', () => {
  const at = (area: string, tweak: (cs: Record<string, unknown>[], depots: unknown[]) => void = () => {}) =>
    newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = area;
      tweak(cs, sc.forces.depots as unknown[]);
    });
  it('7.4.2.1.1 one money point per area to the depot, up to three areas (319 is three from Munich)', () => {
    expect(of(at('325'), 'fr-1').depotCost).toBe(1);
    expect(of(at('320'), 'fr-1').depotCost).toBe(2);
    expect(of(at('319'), 'fr-1').depotCost).toBe(3);
  });
  it('7.4.2.1.1 half a point only for a depot of a valid chain: a cut-off depot in the area gives nothing', () => {
    const s = at('496', (_cs, depots) => depots.push({ owner: 'france', area: '496' }));
    expect(s.depots.some((d) => d.area === '496')).toBe(true);
    expect(of(s, 'fr-1')).toMatchObject({ depotCost: null, mustForage: { rule: '7.4.1' } });
  });
  it('7.4.2.1.1 the route may not pass an area enemy forces block (7.2.3.2.1): the corps pays for a longer way or forages', () => {
    const blocked = at('319', (cs) => {
      cs[3]!.area = '320';
      cs.push({ id: 'au-2', name: 'II Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '322', factors: { infantry: 3 } });
    });
    expect(of(blocked, 'fr-1').depotCost).toBeNull();
    // a French corps in 320 unblocks it again
    const opened = at('319', (cs) => {
      cs[3]!.area = '320';
      cs[1]!.area = '320';
      cs.push({ id: 'au-2', name: 'II Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '322', factors: { infantry: 3 } });
    });
    expect(of(opened, 'fr-1').depotCost).toBe(3);
  });
});

describe('7.4.1 foraging', () => {
  it('7.4.1.2 modifiers: other corps (at most +2), unused points, own territory (errata -1)', () => {
    const s = newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[1]!.area = '326';
      cs[2]!.area = '326';
      cs.push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, area: '326', factors: { infantry: 2 } });
    });
    const c = corps(s, 'fr-1');
    const check = forageCheck(s, LAND, c, moveRecord(s, moverOf(s, c.counter)!), false);
    expect(check.parts).toEqual({ others: 2, unused: -4, forceMarch: 0, winter: 0, ownTerritory: -1 });
    expect(check.value).toBe(3); // it did not move: the area it stays in
    expect(forageLosses(6, check)).toBe(0);
  });

  it('7.4.1.2 force marching adds +1, winter +2; an enemy area is not own territory', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.start = { month: 1, year: 1805 };
      sc.end = { month: 2, year: 1805 };
    }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:479`);
    const check = forageCheck(s, LAND, corps(s, 'fr-1'), moveRecord(s, moverOf(s, k)!), true);
    expect(check.parts).toEqual({ others: 0, unused: -3, forceMarch: 1, winter: 2, ownTerritory: 0 });
    expect(of(s, 'fr-1', true).mustForage).toMatchObject({ rule: '7.4.1', reason: 'force marched' });
  });

  it('7.4.1 / 7.4.2 a forced forage rolls, pays nothing, and the losses are an event naming the rule', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', 'end');
    const d = decisionOf(s, 'france', 'land/supply')!;
    expect(d.options.map((o) => o.value)).not.toContain(k); // no choice: it must forage
    const money = s.powers.france.money;
    const before = corps(s, 'fr-1').factors;
    s = apply(forceDice(s, [6]), commandFor(d, []));
    const f = s.log.filter((e) => e.type === 'foraged');
    expect(f).toHaveLength(1);
    // 478: mountain, forage 3; die 6, +1 force march, -3 unused (5 - 2), enemy territory
    expect(f[0]).toMatchObject({ die: 6, modifier: -2, value: 3, losses: 1 });
    expect(s.powers.france.money).toBe(money - 2); // fr-2 (1) and bv-1 (1) paid
    // 7.4.1.3 infantry or cavalry: the owner chooses
    const loss = decisionOf(s, 'france', 'land/forageLosses')!;
    expect(loss).toMatchObject({ rule: '7.4.1.3', select: 'one', step: 'land/supply' });
    expect(loss.options.map((o) => o.value).sort()).toEqual([`${k}:cavalry`, `${k}:infantry`]);
    s = apply(s, commandFor(loss, `${k}:cavalry`));
    expect(corps(s, 'fr-1').factors).toMatchObject({ infantry: before.infantry, cavalry: (before.cavalry ?? 0) - 1 });
    expect(s.log.some((e) => e.type === 'factorsChanged' && e.rule === '7.4.1.3' && e.delta === -1)).toBe(true);
    expect(decisionOf(s, 'france', 'land/forageLosses')).toBeUndefined();
  });

  it('7.4.1.3.2 the owner chooses the corps\' losses, then among the factors of the garrisons it detached; a loss with one choice left is taken without asking', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.start = { month: 1, year: 1805 };
      sc.end = { month: 2, year: 1805 };
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '324';
      cs[0]!.factors = { infantry: 2, militia: 2 };
    }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:326`);
    s = order(s, 'france', 'land/movement', `detach:${k}:infantry:munich`);
    s = order(s, 'france', 'land/movement', `detach:${k}:militia:munich`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', 'end');
    const d = decisionOf(s, 'france', 'land/supply')!;
    // forage value 3 (326 and 478); die 5, winter +2, one unused point -1: three losses
    s = apply(forceDice(s, [5]), commandFor(d, [k]));
    const f = s.log.find((e) => e.type === 'foraged' && e.counter === k) as { losses: number };
    expect(f.losses).toBe(3); // a corps of 2 (1 infantry, 1 militia) and 2 detached: 1 from the corps, 2 from Munich
    let loss = decisionOf(s, 'france', 'land/forageLosses')!;
    expect(loss.options.map((o) => o.value).sort()).toEqual([`${k}:infantry`, `${k}:militia`]);
    s = apply(s, commandFor(loss, `${k}:militia`));
    loss = decisionOf(s, 'france', 'land/forageLosses')!;
    expect(loss.options.map((o) => o.value).sort()).toEqual([`${k}:infantry:326:munich`, `${k}:militia:326:munich`]);
    s = apply(s, commandFor(loss, `${k}:infantry:326:munich`));
    expect(decisionOf(s, 'france', 'land/forageLosses')).toBeUndefined(); // the last one had no choice left
    expect(corps(s, 'fr-1').factors).toMatchObject({ infantry: 1, militia: 0 });
    const munich = s.garrisons.find((g) => g.nationality === 'france' && g.area === '326');
    expect(munich).toBeUndefined();
  });

  it('7.4.2 corps the power cannot pay for forage instead, and money never goes below zero', () => {
    const start = reach(newLandGame((sc) => {
      sc.powers.france = { money: 1, manpower: 12, politicalPoints: 0, victoryPoints: 0 };
    }), 'france', 'land/supply');
    const d = start.d;
    let s = start.s;
    s = apply(forceDice(s, [1, 1, 1]), commandFor(d, []));
    expect(s.powers.france.money).toBeGreaterThanOrEqual(0);
    const foraged = s.log.filter((e) => e.type === 'foraged').length;
    expect(foraged).toBeGreaterThanOrEqual(1); // 0.5 + 1 + 1 needs 3, France has 1
  });

  it('7.4.1.3.3 leaders of a corps removed by forage losses leave the map', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.start = { month: 1, year: 1805 };
      sc.end = { month: 2, year: 1805 };
      (sc.forces.corps as Record<string, unknown>[])[0]!.factors = { infantry: 1 };
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '478';
    }), 'france', 'land/supply');
    const d = decisionOf(s, 'france', 'land/supply')!;
    const k = counterOf(s, 'fr-1');
    s = apply(forceDice(s, [6]), commandFor(d, [k]));
    expect(s.corps.some((c) => c.id === 'fr-1')).toBe(false);
    expect(s.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'pool' });
    expect(s.log.some((e) => e.type === 'leaderUnstacked' && e.rule === '7.4.1.3.3')).toBe(true);
  });
});

describe('7.4.5.2 / 7.4.5.3 besieged losses and besiegers', () => {
  /** Vienna besieged by French I Corps; Austria's I Corps inside with `inside` infantry, the garrison `militia`. */
  const besieged = (inside: number, militia: number) =>
    reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '474';
      cs[3]!.city = 'vienna';
      cs[3]!.factors = { infantry: inside };
      sc.forces.garrisons = militia > 0 ? [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia } }] : [];
      sc.powers.austria = { money: 0, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
    }), 'austria', 'land/supply');

  it('7.4.5.2 the owner chooses, factor by factor, whether the garrison or the corps inside gives each loss', () => {
    const start = besieged(6, 4);
    const d = start.d;
    let s = start.s;
    // 10 factors inside: +2; die 6 against 4 spires: 4 factors lost
    s = apply(forceDice(s, [6]), commandFor(d, []));
    expect(s.log.find((e) => e.type === 'foraged' && e.rule === '7.4.5')).toMatchObject({ die: 6, modifier: 2, value: 4, losses: 4 });
    const au = counterOf(s, 'au-1');
    for (const pick of [`siege:474:vienna:${au}:infantry`, 'siege:474:vienna:garrison-austria:militia', `siege:474:vienna:${au}:infantry`, `siege:474:vienna:${au}:infantry`]) {
      const loss = decisionOf(s, 'austria', 'land/forageLosses')!;
      expect(loss).toMatchObject({ rule: '7.4.5.2', step: 'land/supply' });
      expect(loss.options.map((o) => o.value).sort()).toEqual([`siege:474:vienna:${au}:infantry`, 'siege:474:vienna:garrison-austria:militia'].sort());
      s = apply(s, commandFor(loss, pick));
    }
    expect(decisionOf(s, 'austria', 'land/forageLosses')).toBeUndefined();
    expect(corps(s, 'au-1').factors.infantry).toBe(3);
    expect(s.garrisons.find((g) => g.area === '474')!.factors.militia).toBe(3);
    expect(s.log.filter((e) => e.type === 'factorsChanged' && e.rule === '7.4.5.2').length).toBe(4);
  });

  it('7.4.5.2 when every besieged factor is lost the leaders inside become the besiegers\' prisoners', () => {
    const { s: at, d } = besieged(1, 0);
    const s = apply(forceDice(at, [6]), commandFor(d, []));
    expect(decisionOf(s, 'austria', 'land/forageLosses')).toBeUndefined(); // nothing to choose: all of it goes
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'charles', by: 'france', rule: '7.4.5.2' }));
  });

  it('7.4.5.2 the besiegers may at once detach a factor into the emptied city to hold it', () => {
    const { s: at, d } = besieged(1, 0);
    let s = apply(forceDice(at, [6]), commandFor(d, []));
    const fr = counterOf(s, 'fr-1');
    const q = decisionOf(s, 'france', 'land/besiegedCity')!;
    expect(q).toMatchObject({ rule: '7.4.5.2', step: 'land/supply' });
    expect(q.options.map((o) => o.value)).toEqual([
      `control:austria:${fr}:infantry:474:vienna`, `control:austria:${fr}:cavalry:474:vienna`, 'leave:austria:474:vienna',
    ]);
    s = apply(s, commandFor(q, `control:austria:${fr}:infantry:474:vienna`));
    expect(s.garrisons).toContainEqual({ nationality: 'france', area: '474', place: { kind: 'city', city: 'vienna' }, factors: { infantry: 1 } });
    expect(corps(s, 'fr-1').factors.infantry).toBe(2);
    const left = apply(apply(forceDice(at, [6]), commandFor(d, [])), commandFor(q, 'leave:austria:474:vienna'));
    expect(left.garrisons.some((g) => g.area === '474')).toBe(false);
  });

  it('7.4.5.3 a besieging corps that forages counts its whole allowance as spent, even in the first turn of the siege', () => {
    const s = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '474';
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '496';
    });
    const c = corps(s, 'fr-1');
    const besieging = forageCheck(s, LAND, c, moveRecord(s, moverOf(s, c.counter)!), false);
    expect(besieging.parts.unused).toBe(0);
    expect(besieging.value).toBe(LAND.area('474' as AreaId)!.forage); // the area's value, not the city's spires
    const free = { ...s, garrisons: s.garrisons.filter((g) => g.area !== '474') };
    expect(forageCheck(free, LAND, c, moveRecord(free, moverOf(free, c.counter)!), false).parts.unused).toBe(-4);
  });
});

describe('7.4.5 besieged supply', () => {
  it('7.4.5 a besieged garrison rolls against the city supply value with +1 per full 5 factors', () => {
    // the Austrian Vienna garrison (4 militia) is besieged by a French corps in 474; Austria supplies in its own sequence
    let { s } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '474';
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '496';
      sc.powers.austria = { money: 0, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
    }), 'austria', 'land/supply');
    const d = decisionOf(s, 'austria', 'land/supply')!;
    s = apply(forceDice(s, [6, 6, 6]), commandFor(d, []));
    const siege = s.log.find((e) => e.type === 'foraged' && e.rule === '7.4.5');
    expect(siege).toMatchObject({ area: '474' as AreaId, modifier: 0, value: 4 });
    expect(s.garrisons.find((g) => g.area === '474')!.factors.militia).toBe(4 - (siege as { losses: number }).losses);
  });
});

describe('7.4 besieged forces are supplied even without corps', () => {
  it('7.4 / 7.4.5 a power whose only forces are a besieged garrison still rolls for it in its Supply Step', () => {
    // Austria has no corps left anywhere: Vienna's 4 militia are besieged by French I Corps
    const s0 = newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '474';
      sc.forces.corps = cs.filter((c) => c.nationality !== 'austria');
      sc.forces.leaders = (sc.forces.leaders as { owner: string }[]).filter((l) => l.owner !== 'austria');
    });
    const s = playUntil(forceDice(s0, []), (x) => x.log.some((e) => e.type === 'stepEnded' && e.step === 'land/supply' && e.phasing.includes('austria')));
    const austrianSupply = s.log.filter((e) => (e.type === 'stepBegan' || e.type === 'stepSkipped') && e.step === 'land/supply' && e.phasing.includes('austria'));
    expect(austrianSupply.map((e) => e.type)).toEqual(['stepBegan']);
    // 4 factors inside (no modifier) against Vienna's spires: one roll, logged under 7.4.5
    const roll = s.log.find((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '474');
    expect(roll).toMatchObject({ counter: null, modifier: 0 });
  });
});
