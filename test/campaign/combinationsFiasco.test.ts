// 11.2.3.2 / 11.3.3.2 / 11.5.3.2 / 11.6.3.2 with 10.5.2.2 as printed (the v2.71 revolt rule
// unticked), a combination's components are not lost in the Minor Country Control Step: in the
// 8.9 step a controller in the Fiasco Zone rolls one die per component minor, and at or under the
// economic loss number that minor goes neutral. Played in the economic test campaign (1806).
import { describe, expect, it } from 'vitest';
import type { Combination, GameEvent, GameState } from '../../shared/model';
import { statusOf } from '../../shared/rules/political';
import { playEconomic, startEconomic } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const free = (id: string) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), status: 'free' as const, controller: 'france' as const });

/** France in the leftmost Fiasco box (position 0) with `c` standing, played through the March 8.9 step. */
function fiasco(c: Pick<Combination, 'id' | 'minors' | 'provinces'>, rules: Record<string, boolean>): { start: GameState; end: GameState } {
  const s0 = startEconomic(() => {}, { options: { rules: { ...rules, minorRevolts: false } } });
  const minors = [...s0.minors.filter((m) => !c.minors.includes(m.id)), ...c.minors.map(free)] as GameState['minors'];
  const pol = s0.political!;
  const start: GameState = {
    ...s0, minors,
    political: { ...pol, status: { ...pol.status, france: 0 } },
    combinations: { active: [{ ...c, name: c.id, controller: 'france', created: s0.date }], polishLoyalty: null, dominant: ['france', 'britain'] },
  };
  return { start, end: playEconomic(start, undefined, stepEnded('economic/newCombinations', 3, start.log.length)) };
}

const cases: [string, Pick<Combination, 'id' | 'minors' | 'provinces'>, Record<string, boolean>][] = [
  ['11.2.3.2', { id: 'kingdom-of-italy', minors: ['lombardy', 'venetia', 'romagna'], provinces: [] }, { kingdomOfItaly: true }],
  ['11.3.3.2', { id: 'kingdom-of-westphalia', minors: ['hanover', 'hesse'], provinces: [] }, { westphalia: true }],
  ['11.5.3.2', { id: 'german-confederation', minors: ['baden', 'saxony', 'wurttemberg', 'berg'], provinces: [] }, { confederationOfTheRhine: true }],
  ['11.6.3.2', { id: 'ottoman-empire', minors: ['egypt', 'syria', 'palestine', 'algeria', 'tunisia', 'tripolitania'], provinces: [] }, { ottomanEmpire: true }],
];

describe('the Fiasco check of each combination in the 8.9 step (10.5.2.2 as printed)', () => {
  for (const [rule, c, rules] of cases) {
    it(`${rule} ${c.id}: one die per component minor; at or under the economic loss number it goes neutral, above it stays`, () => {
      const { start, end } = fiasco(c, rules);
      const loss = statusOf(start, 'france').economicLoss!;
      expect(statusOf(start, 'france').zone).toBe('fiasco');
      const rolls = end.log.slice(start.log.length).filter((e): e is Extract<GameEvent, { type: 'diceRolled' }> => e.type === 'diceRolled' && e.rule === rule);
      expect(rolls.map((r) => r.purpose)).toEqual(c.minors.map((m) => `Fiasco check for ${start.minors.find((x) => x.id === m)!.name} in ${c.id}`));
      c.minors.forEach((m, i) => {
        const after = end.minors.find((x) => x.id === m)!;
        if (rolls[i]!.value <= loss) expect(after).toMatchObject({ status: 'neutral', controller: null });
        else expect(after).toMatchObject({ status: 'free', controller: 'france' });
      });
      const lost = end.log.slice(start.log.length).filter((e) => e.type === 'minorControlChanged' && e.rule === rule);
      expect(lost.length).toBe(rolls.filter((r) => r.value <= loss).length);
    });
  }
});
