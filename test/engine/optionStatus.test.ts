// Issue 7: a new game asking for an optional rule the engine does not build is refused, naming
// the rule; the rules it does build change play.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { sideLeaders } from '../../shared/engine/steps/land/fieldCombat/forces';
import { OPTIONAL_RULES, type OptionalRuleId, type OptionalRuleInfo } from '../../shared/model';
import { smallCampaign } from './helpers';

describe('optional rules at game creation (issue 7)', () => {
  it('every notBuilt option is refused and every built or partial one accepted, alone or switched off', () => {
    for (const o of OPTIONAL_RULES as readonly OptionalRuleInfo[]) {
      const on = newGame({ scenario: smallCampaign(), options: { rules: { [o.id]: true } } });
      expect(on.ok, o.id).toBe(o.status !== 'notBuilt');
      const off = newGame({ scenario: smallCampaign(), options: { rules: { [o.id]: false } } });
      expect(off.ok, `${o.id} off`).toBe(true);
    }
  });
});

describe('12.3.7.3 Napoleon\'s ratings reach the battle', () => {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const wagram = () => JSON.parse(readFileSync(new URL('../../assets/scenarios/13.3-1809-wagram.json', import.meta.url), 'utf8')) as unknown;
  const napoleonIn1809 = (rules: Partial<Record<OptionalRuleId, boolean>>) => {
    const g = newGame({ scenario: wagram(), options: { rules }, seed: 3, data });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const s = g.value;
    const corps = s.leaders.find((l) => l.id === 'napoleon')!.location;
    if (corps.kind !== 'corps') throw new Error('Napoleon is not with a corps');
    return sideLeaders(s, [corps.counter]).find((l) => l.id === 'napoleon')!;
  };

  it('12.3.7.3 from January 1809 Napoleon fights at tactical 4 with the option, 5 without', () => {
    expect(napoleonIn1809({}).tactical).toBe(5);
    expect(napoleonIn1809({ napoleonsRatings: true })).toMatchObject({ tactical: 4, strategic: 5 });
  });
});
