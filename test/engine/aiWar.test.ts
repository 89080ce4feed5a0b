// Issue 21 the AI's war and peace in a campaign (shared/engine/ai/war.ts) and its campaign aims
// (shared/engine/auto/campaignGoals.ts), on the Grand Campaign's 1805 setup (14.7).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer } from '../../shared/engine/ai';
import { seededRng } from '../../shared/engine/auto';
import { campaignAims } from '../../shared/engine/auto/campaignGoals';
import { declareWarOptions, moveMarker, statusBoxAt, sueOptions } from '../../shared/rules/political';
import { factorsOf } from '../../shared/engine/ai/evaluate';
import { districtCount } from '../../shared/rules/general';
import { powerPair } from '../../shared/model';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';
import { DATA, LAND } from './landSetup';

function grand(): GameState {
  const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 5, data: DATA });
  if (!g.ok) throw new Error('Grand Campaign rejected');
  return g.value;
}

/** The Grand Campaign in April 1805 (out of winter, 9.1) with `tweak` applied. */
function april(tweak: (s: GameState) => GameState = (s) => s): GameState {
  return tweak({ ...grand(), date: { month: 4, year: 1805 } });
}

const decision = (s: GameState, power: MajorPower, kind: 'political/declareWar' | 'political/sue'): PendingDecision => ({
  id: `test-${kind}`, power, kind, step: s.cursor.step, rule: kind === 'political/sue' ? '4.4' : '4.2', prompt: '', secret: true, select: 'many', group: null,
  options: kind === 'political/sue' ? sueOptions(s, power, LAND) : declareWarOptions(s, power, (m) => districtCount(s, m), LAND),
});

/** Austria's army cut to one 1-factor corps on the map (the rest off the map), so France clearly outnumbers it. */
const weakAustria = (s: GameState): GameState => {
  let kept = false;
  return {
    ...s,
    corps: s.corps.flatMap((c) => {
      if (c.nationality !== 'austria' || c.location.kind !== 'area') return [c];
      if (kept) return [];
      kept = true;
      return [{ ...c, factors: { infantry: 1 } }];
    }),
  };
};

const answerOf = (s: GameState, power: MajorPower, kind: 'political/declareWar' | 'political/sue') => aiAnswer(s, decision(s, power, kind), 'normal', seededRng(1), DATA);

describe('issue 21 the AI declares the wars it can win (4.2)', () => {
  it('4.2 France, far stronger than a weakened Austria next door, declares war on it (one target), with a secret reason', () => {
    const c = answerOf(april(weakAustria), 'france', 'political/declareWar');
    expect(c.answer).toEqual(['austria']);
    expect(c.why?.text).toMatch(/^France declares war on Austria/);
    expect(c.why?.publicText).toBe(''); // 4.2.1 declarations are secret until revealed
  });

  it('4.5 never on an ally: allied with Austria, France leaves it alone', () => {
    const s = april((x) => weakAustria({ ...x, relations: { ...x.relations, alliances: [...x.relations.alliances, powerPair('austria', 'france')] } }));
    expect(answerOf(s, 'france', 'political/declareWar').answer).not.toContain('austria');
  });

  it('9.1 no war opened in a winter month (January)', () => {
    const s = weakAustria({ ...grand(), date: { month: 1, year: 1805 } });
    expect(answerOf(s, 'france', 'political/declareWar').answer).toEqual([]);
  });

  it('4.2 one land war at a time: already at war with Austria, France declares nothing more', () => {
    const s = april((x) => weakAustria({ ...x, relations: { ...x.relations, wars: [...x.relations.wars, powerPair('austria', 'france')] } }));
    expect(answerOf(s, 'france', 'political/declareWar').answer).toEqual([]);
  });

  it('4.2 never when the odds are short: France facing an Austrian army it knows (revealed, 2.4.2) to be far larger than its own leaves it alone', () => {
    const s = april((x) => ({ ...x, corps: x.corps.map((c) => (c.nationality === 'austria' ? { ...c, factors: { infantry: 100 }, revealedTo: ['france' as const] } : c)) }));
    expect(answerOf(s, 'france', 'political/declareWar').answer).not.toContain('austria');
  });
});

describe('issue 21 the AI sues for peace when beaten at home, not before (4.4)', () => {
  const atWarWithFrance = (x: GameState): GameState => ({ ...x, relations: { ...x.relations, wars: [...x.relations.wars, powerPair('austria', 'france')] } });

  it('4.4.2.1 French troops holding Vienna: Austria sues France alone', () => {
    const s = april((x) => {
      const w = atWarWithFrance(x);
      const fr = w.corps.find((c) => c.nationality === 'france' && c.location.kind === 'area')!;
      return { ...w, corps: w.corps.map((c) => (c === fr ? { ...c, location: { kind: 'area', area: '474', city: 'vienna' } } : c)), garrisons: w.garrisons.filter((g) => !(g.area === '474' && g.nationality === 'austria')) } as GameState;
    });
    const c = answerOf(s, 'austria', 'political/sue');
    expect(c.answer).toEqual(['sue:france']);
    expect(c.why?.text).toMatch(/Austria sues France for peace/);
  });

  it('4.4 at war but not invaded and not in Instability: Austria fights on (no suit)', () => {
    expect(answerOf(april(atWarWithFrance), 'austria', 'political/sue').answer).toEqual([]);
  });

  it('4.4.1 an informal peace offered after 8 months of a land war with no invasion either way', () => {
    const s = april((x) => {
      const w = atWarWithFrance(x);
      return { ...w, political: { ...w.political!, warsBegun: [...w.political!.warsBegun, { powers: powerPair('austria', 'france'), date: { month: 8, year: 1804 }, how: 'declaration' }] } } as GameState;
    });
    expect(answerOf(s, 'austria', 'political/sue').answer).toEqual(['informal:france']);
  });
});

describe('issue 21 campaign aims of the computer\'s armies', () => {
  it('at war with Austria, France aims at Austria\'s province capitals (Vienna, Prague …) and holds Paris', () => {
    const s = april((x) => ({ ...x, relations: { ...x.relations, wars: [...x.relations.wars, powerPair('austria', 'france')] } }));
    const aims = campaignAims(s, DATA, 'france');
    expect(aims.filter((a) => !a.ours).map((a) => a.city)).toEqual(expect.arrayContaining(['vienna', 'prague', 'ofen', 'trieste']));
    expect(aims.filter((a) => a.ours).map((a) => a.city)).toEqual(['paris']);
    // Britain is an enemy too: London and the British province capitals are aims (no land route: no march)
    expect(aims.map((a) => a.city)).toContain('london');
  });

  it('at peace with everyone (Prussia in 1805), no aims: its armies stay', () => {
    expect(campaignAims(april(), DATA, 'prussia')).toEqual([]);
  });
});

describe('10.4.2 the AI counts a minor\'s districts as they are now (districtCount), not as printed', () => {
  /** The Grand Campaign in April 1805, France's marker one point above where a 2-district war would cost too much, a French corps next to Naples. */
  function nextToNaples(twoSicilies: boolean): GameState {
    const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 5, data: DATA, options: { rules: { twoSicilies } } });
    if (!g.ok) throw new Error('Grand Campaign rejected');
    const s = { ...g.value, date: { month: 4, year: 1805 } };
    const naples = LAND.minorCountry!('naples' as never)!;
    const next = LAND.edges(naples.capitalArea)[0]!.to;
    const big = s.corps.filter((c) => c.nationality === 'france' && c.location.kind === 'area').sort((a, b) => factorsOf(b) - factorsOf(a))[0]!;
    // affordable (war.ts): the marker, after the cost and one point more, stays out of Instability and Fiasco
    const ok = (pos: number, cost: number) => {
      const after = moveMarker(pos, -(cost + 1));
      return !after.pushedOffBottom && !['instability', 'fiasco'].includes(statusBoxAt(after.position).zone);
    };
    const pos = [...Array(60).keys()].find((p) => ok(p, 1) && !ok(p, 2))!;
    return {
      ...s,
      political: { ...s.political!, status: { ...s.political!.status, france: pos } },
      corps: s.corps.map((c) => (c.counter === big.counter ? { ...c, location: { kind: 'area' as const, area: next } } : c)),
    };
  }

  it('10.4.2 / 11.7 with the Two Sicilies Naples costs 2 points: France, able to spend only 1, does not declare war on it; without the option (1 district) it does', () => {
    expect(districtCount(nextToNaples(true), 'naples')).toBe(2);
    // only Naples among the minors is offered, so no nearer or weaker minor is preferred to it
    const onlyNaples = (s: GameState) => {
      const d = decision(s, 'france', 'political/declareWar');
      return aiAnswer(s, { ...d, options: d.options.filter((o) => !String(o.value).startsWith('minor:') || o.value === 'minor:naples') }, 'normal', seededRng(1), DATA).answer;
    };
    expect(onlyNaples(nextToNaples(true))).not.toContain('minor:naples');
    expect(onlyNaples(nextToNaples(false))).toContain('minor:naples');
  });
});
