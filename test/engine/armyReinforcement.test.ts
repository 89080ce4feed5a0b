import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { chainDepths } from '../../shared/rules/land/depots';
import { applyCommand, commandFor } from '../../shared/engine';
import { chainLimit, reinforcementOptions, reinforcementVerdict } from '../../shared/rules/reinforcement';
import { DATA, LAND, counterOf, decisionOf, newLandGame, order as landOrder, reach } from './landSetup';
import type { smallCampaign } from './helpers';

const order = (s: GameState, value: string) => landOrder(s, 'france', 'reinforcement/army', value);

function setup() {
  return reach(newLandGame((sc) => {
    sc.reinforcements = [
      { date: { month: 5, year: 1805 }, power: 'france', money: 5 },
      { date: { month: 5, year: 1805 }, power: 'france', area: '326', factors: { infantry: 3, cavalry: 1 }, corps: [{ name: 'VII', type: 'infantry', movement: 4 }], leaders: ['davout'] },
    ];
  }), 'france', 'reinforcement/army');
}

describe('5.2 Army Reinforcement Step', () => {
  it('5.2.5 scenario money arrives at the start of the step; "end" is the first option', () => {
    const { s, d } = setup();
    expect(s.powers.france.money).toBe(45);
    expect(s.log.some((e) => e.type === 'moneyChanged' && e.rule === '5.2.5' && e.delta === 5)).toBe(true);
    expect(d.options[0]!.value).toBe('end');
    expect(s.reinforcements.filter((r) => r.power === 'france')).toEqual([]);
  });

  it('5.2.1 a new corps is placed in the arrival area with one factor; 5.2.2 more factors join it and a city garrison', () => {
    let { s } = setup();
    s = order(s, 'corps:0:0');
    const vii = s.corps.find((c) => c.name === 'VII')!;
    expect(vii).toMatchObject({ location: { kind: 'area', area: '326' }, factors: { infantry: 1 }, movement: 4 });
    s = order(s, `factor:0:cavalry:${vii.counter}`);
    s = order(s, 'garrison:0:infantry:munich');
    expect(s.corps.find((c) => c.name === 'VII')!.factors).toEqual({ infantry: 1, cavalry: 1 });
    expect(s.garrisons.find((g) => g.nationality === 'france' && g.place.kind === 'city')).toMatchObject({ area: '326', factors: { infantry: 1 } });
    const gained = s.log.filter((e) => e.type === 'factorsChanged').reduce((n, e) => n + (e.type === 'factorsChanged' ? e.delta : 0), 0);
    expect(gained).toBe(3);
    // 5.2 the one infantry factor left is lost when the step ends
    s = order(s, 'end');
    expect(s.log.find((e) => e.type === 'reinforcementsLost')).toMatchObject({ power: 'france', factors: 1, corps: 0, rule: '5.2' });
    expect(decisionOf(s, 'france', 'reinforcement/army')).toBeUndefined();
  });

  it('5.2.3 factors move between two corps in one area; 5.3 a new leader joins a corps', () => {
    let { s } = setup();
    s = order(s, 'corps:0:0');
    const vii = s.corps.find((c) => c.name === 'VII')!.counter;
    const k = counterOf(s, 'fr-1');
    s = order(s, `transfer:${k}:infantry:${vii}`);
    expect(s.corps.find((c) => c.id === 'fr-1')!.factors.infantry).toBe(2);
    expect(s.corps.find((c) => c.name === 'VII')!.factors.infantry).toBe(2);
    expect(s.leaders.find((l) => l.id === 'davout')!.location).toEqual({ kind: 'pool' });
    s = order(s, `leader:davout:${vii}`);
    expect(s.leaders.find((l) => l.id === 'davout')!.location).toEqual({ kind: 'corps', counter: vii });
  });

  it('5.2.2 factors go only to corps where the reinforcements arrive', () => {
    const { d, s } = setup();
    const far = d.options.find((o) => o.value === `factor:0:infantry:${counterOf(s, 'fr-2')}`);
    expect(far).toBeUndefined(); // fr-2 stands in 325: not even offered
    const ok = d.options.find((o) => o.value === `factor:0:infantry:${counterOf(s, 'fr-1')}`)!;
    expect(ok.verdict).toEqual({ ok: true });
  });
});

describe('10.6.2 leader retirement', () => {
  it('10.6.2 a leader retires from an unbesieged corps and may not be placed again this step', () => {
    let { s } = setup();
    s = order(s, 'retire:napoleon');
    expect(s.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'pool' });
    const again = decisionOf(s, 'france', 'reinforcement/army')!.options.find((o) => o.value === `leader:napoleon:${counterOf(s, 'fr-2')}`)!;
    expect(again.verdict).toMatchObject({ ok: false, rule: '10.6.2' });
  });
});

describe('5.2.4 demobilising', () => {
  it('5.2.4 a corps or a garrison may be removed with its factors; the loss is an event naming the rule', () => {
    let { s } = setup();
    const k = counterOf(s, 'fr-1');
    s = order(s, `disband:${k}`);
    expect(s.corps.some((c) => c.id === 'fr-1')).toBe(false);
    expect(s.log.find((e) => e.type === 'factorsChanged' && e.rule === '5.2.4')).toMatchObject({ delta: -4 });
    expect(s.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'pool' });
    const d = decisionOf(s, 'france', 'reinforcement/army')!;
    expect(d.options.find((o) => o.value === 'disband:326:munich:bavaria')!.verdict).toEqual({ ok: true });
    s = order(s, 'disband:326:munich:bavaria');
    expect(s.garrisons.some((g) => g.nationality === 'bavaria')).toBe(false);
  });
});

describe('5.2.1.1 scenario corps placement', () => {
  const arriving = (area: string, tweak: (sc: ReturnType<typeof smallCampaign>) => void = () => {}) =>
    reach(newLandGame((sc) => {
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', area, factors: { infantry: 3 }, corps: [{ name: 'VII', type: 'infantry', movement: 4 }] }];
      tweak(sc);
    }), 'france', 'reinforcement/army');

  it('5.2.1.1 a new corps is not placed where enemy corps stand, and is lost with its factors when the step ends', () => {
    const at = arriving('326', (sc) => { (sc.forces.corps as Record<string, unknown>[])[3]!.area = '326'; });
    const d = at.d;
    let s = at.s;
    expect(d.options.find((o) => o.value === 'corps:0:0')!.verdict).toMatchObject({ ok: false, rule: '5.2.1.1' });
    s = order(s, 'end');
    expect(s.log.find((e) => e.type === 'reinforcementsLost')).toMatchObject({ power: 'france', factors: 3, corps: 1 });
    expect(s.corps.some((c) => c.name === 'VII')).toBe(false);
  });

  it('5.2.1.1 nor in an area an enemy controls (an Austrian area while at war); a friendly one is fine', () => {
    expect(arriving('782').d.options.find((o) => o.value === 'corps:0:0')!.verdict).toMatchObject({ ok: false, rule: '5.2.1.1', detail: 'an enemy controls the area' });
    expect(arriving('775').d.options.find((o) => o.value === 'corps:0:0')!.verdict).toEqual({ ok: true });
  });
});

describe('5.2.4.1 scenario corps return', () => {
  it('5.2.4.1 the counter a scenario names as a reinforcement comes only once it is off the map (here after being demobilised)', () => {
    const at = reach(newLandGame((sc) => {
      // the VII counter already stands at 325 (an infantry counter: its printed boxes are checked by its id, 2.4.2.1)
      Object.assign((sc.forces.corps as Record<string, unknown>[])[1]!, { id: 'france-vii', name: 'VII', type: 'infantry', movement: 4, factors: { infantry: 4 } });
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', area: '326', factors: { infantry: 3 }, corps: [{ name: 'VII', type: 'infantry', movement: 4 }] }];
    }), 'france', 'reinforcement/army');
    let s = at.s;
    expect(at.d.options.find((o) => o.value === 'corps:0:0')!.verdict).toMatchObject({ ok: false, rule: '5.2.4.1' });
    s = order(s, `disband:${counterOf(s, 'france-vii')}`);
    expect(decisionOf(s, 'france', 'reinforcement/army')!.options.find((o) => o.value === 'corps:0:0')!.verdict).toEqual({ ok: true });
    s = order(s, 'corps:0:0');
    expect(s.corps.filter((c) => c.id === 'france-vii')).toEqual([expect.objectContaining({ name: 'VII', location: { kind: 'area', area: '326' }, factors: { infantry: 1 } })]);
  });
});

describe('5.2.2.1 scenario placement', () => {
  it('5.2.2.1 cavalry placed as a garrison serves as infantry (7.3.3)', () => {
    let { s } = setup();
    s = order(s, 'garrison:0:cavalry:munich');
    expect(s.garrisons.find((g) => g.nationality === 'france' && g.place.kind === 'city')!.factors).toEqual({ infantry: 1 });
    expect(s.turn.reinforcementPool!.find((p) => p.power === 'france')!.factors.cavalry).toBe(0);
  });
});

describe('5.2.2.2 campaign placement (reinforcements with no scenario area)', () => {
  /** French depots Strasbourg (775, home) - Württemberg (320) - Munich (326): a chain of three from home. */
  function campaign(tweak: (sc: ReturnType<typeof smallCampaign>) => void = () => {}) {
    return reach(newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '775' }, { owner: 'france', area: '320' }, { owner: 'france', area: '326' }];
      sc.reinforcements = [
        { date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2, militia: 2 } },
        { date: { month: 5, year: 1805 }, power: 'france', nationality: 'bavaria', factors: { infantry: 1 } },
      ];
      tweak(sc);
    }), 'france', 'reinforcement/army');
  }
  const verdictOf = (d: { options: readonly { value: unknown; verdict: unknown }[] }, value: string) => d.options.find((o) => o.value === value)?.verdict;

  it('5.2.2.2.3 factors join a corps next to a depot of a valid chain from home: six depots at most, three for militia', () => {
    const { s, d } = campaign();
    const k = counterOf(s, 'fr-1');
    expect(chainDepths(s, LAND, 'france', (x) => LAND.area(x.area)!.homeOf === 'france').get(s.depots.find((x) => x.area === '326')!.id)).toBe(3);
    expect(verdictOf(d, `factor:0:infantry:${k}`)).toEqual({ ok: true });
    expect(verdictOf(d, `factor:0:militia:${k}`)).toEqual({ ok: true });
    const far = campaign((sc) => {
      sc.forces.depots = [...(sc.forces.depots ?? []), { owner: 'france', area: '479' }];
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '480'; // next to the fourth depot
    });
    const kf = counterOf(far.s, 'fr-1');
    expect(verdictOf(far.d, `factor:0:infantry:${kf}`)).toEqual({ ok: true });
    expect(verdictOf(far.d, `factor:0:militia:${kf}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3.2' });
    expect(chainLimit('infantry')).toBe(6);
  });

  it('5.2.2.2.3 the chain must start at a supply source in the home nation: a Bavarian source does not serve French factors', () => {
    const { s, d } = campaign((sc) => { sc.forces.depots = [{ owner: 'france', area: '326' }]; });
    expect(verdictOf(d, `factor:0:infantry:${counterOf(s, 'fr-1')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3' });
  });

  it('5.2.2.2.1 a minor free state\'s factors join its corps inside its own borders without any depot', () => {
    const { s, d } = campaign((sc) => { sc.forces.depots = []; });
    expect(verdictOf(d, `factor:1:infantry:${counterOf(s, 'bv-1')}`)).toEqual({ ok: true });
    expect(verdictOf(d, `factor:0:infantry:${counterOf(s, 'fr-1')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.3' });
  });

  it('5.2.2.2.2 garrisons go into cities inside the home borders; the factor is counted where it lands', () => {
    const start = campaign();
    const d = start.d;
    let s = start.s;
    expect(verdictOf(d, 'garrison:0:infantry:strasbourg')).toEqual({ ok: true });
    expect(verdictOf(d, 'garrison:0:infantry:munich')).toBeUndefined(); // Munich is Bavarian, not French home
    s = order(s, 'garrison:0:infantry:strasbourg');
    expect(s.garrisons.find((g) => g.nationality === 'france' && g.area === '775')!.factors).toEqual({ infantry: 1 });
    expect(s.log.at(-1)).toMatchObject({ type: 'factorsChanged', area: '775', rule: '5.2.2', delta: 1 });
  });

  it('5.2.2.2.1 insurrection (and feudal) corps take no factors in the Army Reinforcement Step', () => {
    const at = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[]).push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, area: '474', factors: { militia: 6 } });
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'austria', factors: { militia: 2 } }];
    }), 'austria', 'reinforcement/army');
    expect(verdictOf(at.d, `factor:0:militia:${counterOf(at.s, 'au-ins')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.1' });
    expect(verdictOf(at.d, `factor:0:militia:${counterOf(at.s, 'au-1')}`)).toEqual({ ok: true }); // Vienna: inside Austria
  });

  it('5.2.2.1 in scenarios reinforcements with no area have nowhere to go', () => {
    const { s } = campaign();
    const scenario = { ...s, scenario: { ...s.scenario, kind: 'scenario' as const } };
    const opts = reinforcementOptions(scenario, LAND, 'france');
    expect(opts.find((o) => o.value === `factor:0:infantry:${counterOf(s, 'fr-1')}`)).toBeUndefined();
  });
});

describe('5.2.3 exceptions to the transfer of army factors', () => {
  function twoCorps() {
    return reach(newLandGame((sc) => {
      const corps = sc.forces.corps as { id: string; factors: Record<string, number> }[];
      corps.find((c) => c.id === 'fr-1')!.factors = { infantry: 3, cavalry: 1, artillery: 1 };
      corps.push({ id: 'fr-3', name: 'III Corps', nationality: 'france', type: 'infantry', movement: 4, area: '326', factors: { infantry: 2 } } as never);
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', money: 5 }];
    }), 'france', 'reinforcement/army');
  }

  it('5.2.3 an artillery factor may not be exchanged between two corps in one area; infantry and cavalry may', () => {
    const { s, d } = twoCorps();
    const [k1, k3] = [counterOf(s, 'fr-1'), counterOf(s, 'fr-3')];
    expect(d.options.find((o) => o.value === `transfer:${k1}:artillery:${k3}`)?.verdict).toMatchObject({ ok: false, rule: '5.2.3' });
    expect(d.options.find((o) => o.value === `transfer:${k1}:infantry:${k3}`)?.verdict).toEqual({ ok: true });
    expect(d.options.find((o) => o.value === `transfer:${k1}:cavalry:${k3}`)?.verdict).toEqual({ ok: true });
    const r = applyCommand(s, commandFor(d, `transfer:${k1}:artillery:${k3}`), DATA);
    expect(r.ok).toBe(false);
  });

  it('5.2.3 a feudal or insurrection corps neither gives nor takes factors in an exchange', () => {
    const { s } = twoCorps();
    const [k1, k3] = [counterOf(s, 'fr-1'), counterOf(s, 'fr-3')];
    const levy = { ...s, corps: s.corps.map((c) => (c.counter === k3 ? { ...c, type: 'insurrection' as const } : c)) };
    expect(reinforcementVerdict(levy, LAND, 'france', { kind: 'transfer', from: k1, factor: 'infantry', to: k3 })).toMatchObject({ ok: false, rule: '5.2.3' });
    expect(reinforcementVerdict(levy, LAND, 'france', { kind: 'transfer', from: k3, factor: 'infantry', to: k1 })).toMatchObject({ ok: false, rule: '5.2.3' });
  });
});
