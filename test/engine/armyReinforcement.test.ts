import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { counterOf, decisionOf, newLandGame, order as landOrder, reach } from './landSetup';

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

describe('5.2.2.1 scenario placement', () => {
  it('5.2.2.1 cavalry placed as a garrison serves as infantry (7.3.3)', () => {
    let { s } = setup();
    s = order(s, 'garrison:0:cavalry:munich');
    expect(s.garrisons.find((g) => g.nationality === 'france' && g.place.kind === 'city')!.factors).toEqual({ infantry: 1 });
    expect(s.turn.reinforcementPool!.find((p) => p.power === 'france')!.factors.cavalry).toBe(0);
  });
});
