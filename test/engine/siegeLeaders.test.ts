// Issue 16 (combat half): leaders in a stormed or surrendered city are captured (7.5.4.1.3.5,
// 10.6.3), and beaten besiegers retreat by the victor's route, after which the corps that were
// besieged may step out (7.5.4.2.1.5).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { apply, counterOf, DATA, decisionOf, eventsSince, landScenario, newLandGame, reach, siegeOrder } from './landSetup';
import { commandFor, forceDice, newGame } from '../../shared/engine';

type Row = Record<string, unknown>;

/** France's I Corps (12 infantry) besieges Linz (475); inside, a 3-militia garrison and Austria's I Corps (4 infantry) with Archduke Charles. */
function linz(): GameState {
  return newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area: '475', factors: { infantry: 12 } };
    cs[3] = { ...cs[3], area: '475', city: 'linz', factors: { infantry: 4 } };
    sc.forces.garrisons = [{ nationality: 'austria', area: '475', city: 'linz', factors: { militia: 3 } }];
    sc.forces.depots = [{ owner: 'france', area: '326' }];
    sc.forces.leaders = [{ id: 'archduke-charles', name: 'Archduke Charles', owner: 'austria', with: 'au-1' }];
  });
}

/** Answers every open siege loss decision with its first option. */
function takeFirstLosses(s: GameState): GameState {
  for (let d = s.pending.find((x) => x.kind === 'land/siege' && String(x.options[0]?.value).startsWith('loss:')); d; d = s.pending.find((x) => x.kind === 'land/siege' && String(x.options[0]?.value).startsWith('loss:')))
    s = apply(s, commandFor(d, d.options[0]!.value));
  return s;
}

const charles = (s: GameState) => s.leaders.find((l) => l.id === 'archduke-charles')!.location;

describe('7.5.4.1.3.5 / 10.6.3 leaders in a city that falls are captured', () => {
  const breached = () => siegeOrder(reach(linz(), 'france', 'land/siege').s, 'france', 'assault:475:linz', [6]);

  it('7.5.4.1.3.5 a stormed city: every factor and the leader inside surrender; Charles is held by France', () => {
    // assault: France rolls 6 on 5-1, Austria 1 on 5-2, each round
    let s = siegeOrder(breached(), 'austria', 'fight:475:linz:france', [6, 1, 6, 1, 6, 1]);
    s = takeFirstLosses(s);
    expect(s.log.some((e) => e.type === 'siegeOutcome' && e.outcome === 'captured')).toBe(true);
    expect(charles(s)).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'archduke-charles', by: 'france', rule: '10.6.3' }));
    expect(s.log.some((e) => e.type === 'leaderUnstacked' && e.leader === 'archduke-charles' && e.to === 'pool')).toBe(false);
  });

  it('7.5.4.1.2.3.2 a garrison that surrenders after a breach gives up its leader too', () => {
    const s = siegeOrder(breached(), 'austria', 'surrender:475:linz:france');
    expect(charles(s)).toEqual({ kind: 'captured', by: 'france' });
  });
});

describe('7.5.4.2.1.5 besiegers beaten by a garrison attack', () => {
  /** France besieges Vienna (474) with 12 infantry; inside, 4 militia and Austria's I Corps (8 infantry). French depots in 473 and 476, both next to Vienna. */
  function vienna(): GameState {
    return newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0] = { ...cs[0], area: '474', factors: { infantry: 12 } };
      cs[3] = { ...cs[3], area: '474', city: 'vienna', factors: { infantry: 8 } };
      sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
      sc.forces.depots = [{ owner: 'france', area: '473' }, { owner: 'france', area: '476' }];
      sc.forces.leaders = [];
    });
  }
  it('7.5.4.2.1.5 the victor picks the besiegers\' route among the closest to their depots; then Austria\'s corps may step out of Vienna', () => {
    let s = reach(vienna(), 'austria', 'land/siege').s;
    // the garrison attack: Austria rolls 6 on 5-1, France 1 on 5-2, for three rounds
    s = siegeOrder(s, 'austria', 'sally:474:vienna', [6, 1, 6, 1, 6, 1]);
    s = takeFirstLosses(s);
    expect(s.log.some((e) => e.type === 'siegeOutcome' && e.outcome === 'besiegersRepulsed')).toBe(true);
    const d = decisionOf(s, 'austria', 'land/siege')!;
    expect(d.rule).toBe('7.5.4.2.1.5');
    // 473 and 476 each hold a French depot, one area from Vienna: both are closest
    expect(d.options.map((o) => o.value)).toEqual(['broute:474:vienna:473', 'broute:474:vienna:476']);
    const before = s;
    s = apply(s, commandFor(d, 'broute:474:vienna:476'));
    expect(s.corps.find((c) => c.id === 'fr-1')!.location).toEqual({ kind: 'area', area: '476' });
    expect(eventsSince(before, s)).toContainEqual(expect.objectContaining({ type: 'counterMoved', to: '476', rule: '7.5.4.2.1.5' }));
    const au = counterOf(s, 'au-1');
    const orders = decisionOf(s, 'austria', 'land/siege')!;
    expect(orders.options.map((o) => o.value)).toContain(`stepout:474:vienna:${au}`);
    s = apply(s, commandFor(orders, `stepout:474:vienna:${au}`));
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '474' });
  });

  it('7.5.4.2.1.5 with a single closest area the besiegers go there without a question', () => {
    let s = reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0] = { ...cs[0], area: '474', factors: { infantry: 12 } };
      cs[3] = { ...cs[3], area: '474', city: 'vienna', factors: { infantry: 8 } };
      sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
      sc.forces.depots = [{ owner: 'france', area: '326' }];
      sc.forces.leaders = [];
    }), 'austria', 'land/siege').s;
    s = takeFirstLosses(siegeOrder(s, 'austria', 'sally:474:vienna', [6, 1, 6, 1, 6, 1]));
    // toward Munich's 326: 475 is the only neighbour one area from it
    expect(s.corps.find((c) => c.id === 'fr-1')!.location).toEqual({ kind: 'area', area: '475' });
  });
});

describe('7.5.4.2.1.1 a garrison attack by part of the besieged forces', () => {
  /** France besieges Vienna with 12 infantry; inside, 4 militia and Austria's I Corps (8 infantry). */
  const vienna = () => {
    const s = reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0] = { ...cs[0], area: '474', factors: { infantry: 12 } };
      cs[3] = { ...cs[3], area: '474', city: 'vienna', factors: { infantry: 8 } };
      sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
      sc.forces.depots = [{ owner: 'france', area: '326' }];
      sc.forces.leaders = [];
    }), 'austria', 'land/supply').s;
    // 7.4.5 besieged supply rolls a 1: Vienna loses nothing before its garrison attack
    return reach(apply(forceDice(s, [1, 1, 1]), commandFor(decisionOf(s, 'austria', 'land/supply')!, [])), 'austria', 'land/siege').s;
  };

  it('7.5.4.2.1.1 "choose" lists every corps inside and each garrison factor; two militia attack alone and only they can be lost', () => {
    let s = vienna();
    const au = counterOf(s, 'au-1');
    expect(decisionOf(s, 'austria', 'land/siege')!.options.map((o) => o.value)).toContain('sally:474:vienna:choose');
    s = siegeOrder(s, 'austria', 'sally:474:vienna:choose');
    const d = decisionOf(s, 'austria', 'land/garrisonAttack')!;
    expect(d).toMatchObject({ select: 'many', rule: '7.5.4.2.1.1' });
    expect(d.options.map((o) => o.value)).toEqual([au, 'g0:militia:1', 'g0:militia:2', 'g0:militia:3', 'g0:militia:4']);
    // Austria's two militia roll 1 on 5-1, France rolls 6 on 5-2
    const before = s;
    s = apply(forceDice(s, [1, 6, 1, 6, 1, 6]), commandFor(d, ['g0:militia:1', 'g0:militia:2']));
    s = takeFirstLosses(s);
    const fought = eventsSince(before, s).find((e) => e.type === 'siegeCombatFought');
    expect(fought).toMatchObject({ kind: 'garrisonAttack', attacker: 'austria', defender: 'france' });
    // the corps stayed out of it, and the garrison lost at most the two that attacked
    expect(s.corps.find((c) => c.id === 'au-1')!.factors).toEqual({ infantry: 8 });
    const militia = s.garrisons.find((g) => g.area === '474' && g.nationality === 'austria')?.factors.militia ?? 0;
    expect(militia).toBeGreaterThanOrEqual(2);
    // Vienna still holds: the attack does not lose the city while other factors stay inside (7.5.4.2.1.4)
    expect(s.log.some((e) => e.type === 'siegeOutcome' && e.outcome === 'captured')).toBe(false);
  });

  it('7.5.4.2.1.1 nothing ticked: no attack, and the city may still attack this step', () => {
    let s = siegeOrder(vienna(), 'austria', 'sally:474:vienna:choose');
    s = apply(s, commandFor(decisionOf(s, 'austria', 'land/garrisonAttack')!, []));
    const orders = decisionOf(s, 'austria', 'land/siege')!;
    expect(orders.options.find((o) => o.value === 'sally:474:vienna')!.verdict.ok).toBe(true);
  });
});

describe('7.5.4.1.3.3 allied owners each choose their own siege losses', () => {
  /** France (12 infantry) storms Vienna, held by 4 Austrian militia with a Russian corps inside (4 infantry, 2 cavalry). */
  function stormVienna(rules: Record<string, boolean> = {}): GameState {
    const r = newGame({
      scenario: landScenario((sc) => {
        (sc.relations as { wars: string[][] }).wars.push(['france', 'russia']);
        const cs = sc.forces.corps as Row[];
        cs[0] = { ...cs[0], area: '474', factors: { infantry: 12 } };
        cs[3]!.area = '467';
        cs[4] = { ...cs[4], area: '474', city: 'vienna', factors: { infantry: 4, cavalry: 2 } };
        sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
        sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '474' }];
        sc.forces.leaders = [];
      }),
      seed: 5, data: DATA, options: { rules },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const s = siegeOrder(reach(r.value, 'france', 'land/siege').s, 'france', 'assault:474:vienna', [6]);
    // France rolls 6 on 5-1, the defenders 1 on 5-2
    return siegeOrder(s, 'austria', 'fight:474:vienna:france', [6, 1, 6, 1, 6, 1]);
  }
  const lossAsked = (s: GameState) => s.pending.find((d) => d.kind === 'land/siege' && String(d.options[0]?.value).startsWith('loss:'));

  it('7.5.4.1.3.3 Russia, not Austria, chooses which of the Russian corps\' factors go; Austria\'s militia share is taken without asking', () => {
    const s = stormVienna();
    const d = lossAsked(s)!;
    expect(d.power).toBe('russia');
    const ru = counterOf(s, 'ru-1');
    expect(d.options.every((o) => String(o.value).endsWith(`:${ru}`))).toBe(true);
    expect(d.options.map((o) => String(o.value).split(':')[2]).sort()).toEqual(['cavalry', 'infantry']);
  });
});
