// v2.71 14.3.3.7 outside the field-combat rounds: a UMP's forage and besieged-supply losses go
// militia, infantry, cavalry, guard; a UMP at peace may not choose a forage that could cost it
// more than one factor. Same small Danube setup as test/engine/landSupply.test.ts.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { EMPTY_CAMPAIGN } from '../../shared/model';
import type { GameState, MajorPower } from '../../shared/model';
import { umpOneLossChoices } from '../../shared/rules/campaign';
import { apply, counterOf, decisionOf, newLandGame, order, reach } from '../engine/landSetup';

const asUmp = (s: GameState, power: MajorPower, controller: MajorPower): GameState => ({
  ...s,
  campaign: { ...EMPTY_CAMPAIGN, pregameControlDone: true, umps: [{ power, status: 'active', controller, lastController: controller, neutralPhases: 0 }] },
});
const corps = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!;

describe('opt:14.3.3.7 the order of a UMP\'s losses outside field combat', () => {
  it('opt:14.3.3.7 one factor at a time: militia before infantry before cavalry before guard, per pool; artillery is not ordered; a played power chooses freely', () => {
    const s = asUmp(newLandGame(), 'france', 'russia');
    const c = (type: string, unit = 'a', nationality = 'france') => ({ type, unit, nationality });
    const pick = (st: GameState, cs: ReturnType<typeof c>[], pooled = false) =>
      umpOneLossChoices(st, cs, (x) => x.nationality, pooled ? (x) => x.unit : undefined).map((x) => `${x.unit}:${x.type}`);
    expect(pick(s, [c('guard'), c('cavalry'), c('infantry'), c('militia'), c('artillery')])).toEqual(['a:militia', 'a:artillery']);
    expect(pick(s, [c('guard'), c('cavalry'), c('infantry')])).toEqual(['a:infantry']);
    expect(pick(s, [c('guard'), c('cavalry')])).toEqual(['a:cavalry']);
    // two corps each owing its own forage loss: each pool has its own first type
    expect(pick(s, [c('infantry', 'a'), c('militia', 'a'), c('cavalry', 'b'), c('guard', 'b')], true)).toEqual(['a:militia', 'b:cavalry']);
    // Bavaria is France's free state: its factors are the UMP's forces too
    expect(pick(s, [c('infantry', 'g', 'bavaria'), c('militia', 'a')])).toEqual(['a:militia']);
    // Austria is played: untouched
    expect(pick(s, [c('guard', 'x', 'austria'), c('militia', 'x', 'austria')])).toEqual(['x:guard', 'x:militia']);
  });

  it('opt:14.3.3.7 7.4.1.3 a forage loss of a UMP corps of infantry and cavalry is infantry, taken without asking', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    s = asUmp(s, 'france', 'russia');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', 'end');
    const d = decisionOf(s, 'france', 'land/supply')!;
    s = apply(forceDice(s, [6]), commandFor(d, []));
    // 478 forage 3; die 6, +1 force march, -3 unused: one factor lost (the played France is asked, test/engine/landSupply)
    expect(s.log.find((e) => e.type === 'foraged')).toMatchObject({ die: 6, losses: 1 });
    expect(decisionOf(s, 'france', 'land/forageLosses')).toBeUndefined();
    expect(corps(s, 'fr-1').factors).toMatchObject({ infantry: 2, cavalry: 1 });
  });

  it('opt:14.3.3.7 7.4.5.2 a besieged UMP loses the militia of its garrison before the infantry of its corps, without being asked', () => {
    const start = reach(newLandGame((sc) => {
      const cs = sc.forces.corps as Record<string, unknown>[];
      cs[0]!.area = '474';
      cs[3]!.city = 'vienna';
      cs[3]!.factors = { infantry: 6 };
      sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
      sc.powers.austria = { money: 0, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
    }), 'austria', 'land/supply');
    const d = start.d;
    let s = asUmp(start.s, 'austria', 'prussia');
    // 10 factors inside: +2; die 5 against 4 spires: 3 factors lost (a played Austria chooses each, test/engine/landSupply)
    s = apply(forceDice(s, [5]), commandFor(d, []));
    expect(s.log.find((e) => e.type === 'foraged' && e.rule === '7.4.5')).toMatchObject({ die: 5, losses: 3 });
    expect(decisionOf(s, 'austria', 'land/forageLosses')).toBeUndefined();
    expect(corps(s, 'au-1').factors.infantry).toBe(6);
    expect(s.garrisons.find((g) => g.area === '474')!.factors.militia).toBe(1);
  });
});

describe('opt:14.3.3.7 a UMP at peace forages only where the roll cannot cost two factors', () => {
  // fr-1 (4 movement) goes from Munich (326) through 324 (forage 3) to 325 (forage 4), all in
  // Bavaria, France's free state: value 3; +1 the cavalry reserve in 325, -2 unused, -1 own territory
  const atSupply = (month: number, peace: boolean, ump: boolean) => {
    let { s } = reach(newLandGame((sc) => {
      sc.start = { month, year: 1805 };
      sc.end = { month: month + 1, year: 1805 };
      if (peace) (sc.relations as { wars: string[][] }).wars = [];
    }), 'france', 'land/movement');
    if (ump) s = asUmp(s, 'france', 'russia');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:324`);
    s = order(s, 'france', 'land/movement', `move:${k}:325`);
    s = order(s, 'france', 'land/movement', 'end');
    const opt = decisionOf(s, 'france', 'land/supply')!.options.find((o) => o.value === k)!;
    return opt.verdict;
  };
  it('opt:14.3.3.7 in January (+2 winter) a 6 costs 6 + 0 - 3 = 3 factors: refused to a UMP at peace; open to it at war, and to a played power', () => {
    expect(atSupply(1, true, true)).toMatchObject({ ok: false, rule: '14.3.3.7' });
    expect(atSupply(1, false, true)).toEqual({ ok: true });
    expect(atSupply(1, true, false)).toEqual({ ok: true });
  });
  it('opt:14.3.3.7 in May a 6 costs 6 - 2 - 3 = 1 factor: a UMP at peace may forage', () => {
    expect(atSupply(5, true, true)).toEqual({ ok: true });
  });
});
