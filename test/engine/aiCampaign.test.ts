// Issue 21 the AI in the Grand Campaign (14.7): when its home is falling (diplomacy.ts), no
// forcible access (10.3.4.2, campaignGoals.ts), a province asked once in a treaty (4.4.4), a
// coalition against a main rival (war.ts), and the one-line reasons for its political choices in
// the log (campaignReasons.ts), private to its own power.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer } from '../../shared/engine/ai';
import { homeFalling, peaceTerm } from '../../shared/engine/ai/diplomacy';
import { forcesAccess } from '../../shared/engine/auto/campaignGoals';
import { seededRng } from '../../shared/engine/auto';
import { declareWarOptions } from '../../shared/rules/political';
import { districtCount } from '../../shared/rules/general';
import { powerPair } from '../../shared/model';
import type { AreaId, CityId, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';
import { DATA, LAND } from './landSetup';

function grand(): GameState {
  const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 5, data: DATA });
  if (!g.ok) throw new Error('Grand Campaign rejected');
  return { ...g.value, date: { month: 4, year: 1805 } };
}
const atWarWith = (s: GameState, pairs: [MajorPower, MajorPower][]): GameState => ({ ...s, relations: { ...s.relations, wars: [...s.relations.wars, ...pairs.map(([a, b]) => powerPair(a, b))] } });
const pending = (power: MajorPower, kind: PendingDecision['kind'], values: string[], select: 'one' | 'many' = 'one'): PendingDecision => ({
  id: `test-${kind}`, power, kind, step: 'political/peace', rule: '4.4', prompt: '', secret: false, select, group: null,
  options: values.map((value) => ({ value, label: value, verdict: { ok: true } })),
});

/** French corps, one each, inside these Austrian cities, their garrisons gone (10.3.2: the forces inside hold a city). */
function frenchIn(s: GameState, cities: [string, string][]): GameState {
  const french = s.corps.filter((c) => c.nationality === 'france' && c.location.kind === 'area');
  const at = new Map(cities.map(([area, city], i) => [french[i]!.counter as string, { kind: 'area' as const, area: area as AreaId, city: city as CityId }]));
  const taken = (area: string, city?: string) => cities.some(([a, c]) => a === area && c === city);
  return {
    ...s,
    garrisons: s.garrisons.filter((g) => !(g.place.kind === 'city' && taken(g.area, g.place.city))),
    corps: s.corps.map((c) => (at.has(c.counter) ? { ...c, location: at.get(c.counter)! } : c.location.kind === 'area' && taken(c.location.area, c.location.city) ? { ...c, location: { kind: 'area' as const, area: c.location.area } } : c)),
  };
}

describe('issue 21 a home falling (4.4: when the AI sues, and asks or accepts an unconditional peace)', () => {
  // Austria's ten home-province capitals (8.2.1): a third of them, rounded up, is four; Vienna is its national capital (4.4.8)
  const provincial: [string, string][] = [['471', 'brunn'], ['467', 'prague'], ['479', 'salzburg'], ['481', 'trieste']];

  it('one provincial capital (Brunn) taken is no fall; three are not either; the fourth is', () => {
    const s = atWarWith(grand(), [['france', 'austria']]);
    expect(homeFalling(frenchIn(s, provincial.slice(0, 1)), DATA, 'austria')).toBe(false);
    expect(homeFalling(frenchIn(s, provincial.slice(0, 3)), DATA, 'austria')).toBe(false);
    expect(homeFalling(frenchIn(s, provincial), DATA, 'austria')).toBe(true);
    expect(homeFalling(frenchIn(s, provincial), DATA, 'austria', 'france')).toBe(true);
    expect(homeFalling(frenchIn(s, provincial), DATA, 'austria', 'russia')).toBe(false);
  });

  it('4.4.8 Vienna, its national capital, alone is a fall; not while France is at peace with it', () => {
    expect(homeFalling(frenchIn(atWarWith(grand(), [['france', 'austria']]), [['474', 'vienna']]), DATA, 'austria')).toBe(true);
    expect(homeFalling(frenchIn(grand(), [['474', 'vienna']]), DATA, 'austria')).toBe(false);
  });
});

describe('issue 21 10.3.4.2 no forcible access in a campaign', () => {
  it('10.3.4.2 France at peace with Prussia does not march into Brandenburg (Berlin, 285); at war it may; its own Ile-de-France (438) is free', () => {
    const s = grand();
    expect(forcesAccess(s, LAND, 'france', '285' as AreaId)).toBe(true);
    expect(forcesAccess(atWarWith(s, [['france', 'prussia']]), LAND, 'france', '285' as AreaId)).toBe(false);
    expect(forcesAccess(s, LAND, 'france', '438' as AreaId)).toBe(false);
  });
});

describe('issue 21 4.4.4 the victor asks for a province once a treaty', () => {
  it('4.4.4 with Bohemia already ceded by C.4 in this treaty, France asks for Moravia next, not Bohemia again (by C.4 or B.7)', () => {
    const s0 = atWarWith(grand(), [['france', 'austria']]);
    const treaty = { loser: 'austria' as const, victor: 'france' as const, kind: 'unconditional' as const, accepted: true, terms: ['A.1', 'C.4:bohemia'], done: false, forced: false };
    const s: GameState = { ...s0, political: { ...s0.political!, peace: { treaties: [treaty], current: { loser: 'austria', order: ['france'], next: 0 } } } };
    expect(peaceTerm(s, pending('france', 'political/peaceTerm', ['done', 'C.4:bohemia', 'B.7:province:bohemia', 'C.4:moravia']), DATA)).toBe('C.4:moravia');
    expect(peaceTerm(s, pending('france', 'political/peaceTerm', ['done', 'C.4:bohemia', 'B.7:province:bohemia', 'B.3:1']), DATA)).toBe('B.3:1');
  });
});

describe('issue 21 the AI explains its political choices in the log, to its own power only', () => {
  it('4.5 Britain allies with Austria against France, and says so in one private line', () => {
    const s = atWarWith(grand(), [['austria', 'france'], ['britain', 'france']]);
    const c = aiAnswer(s, pending('britain', 'political/alliances', ['austria'], 'many'), 'normal', seededRng(1), DATA);
    expect(c.answer).toEqual(['austria']);
    expect(c.why).toEqual({ text: 'Great Britain allies with Austria: they fight France together', publicText: '' });
  });

  it('4.4.2.2 a conditional offer to a loser not beaten, and the reason', () => {
    const s = atWarWith(grand(), [['france', 'austria']]);
    const c = aiAnswer(s, pending('france', 'political/peaceOffer', ['conditional:austria', 'unconditional:austria']), 'normal', seededRng(1), DATA);
    expect(c.answer).toBe('conditional:austria');
    expect(c.why?.text).toBe('France offers Austria a conditional peace: Austria is not beaten and could refuse harder terms');
    expect(c.why?.publicText).toBe('');
  });

  it('4.2 a coalition: alone Prussia will not fight France; with Austria and Russia already at war with it, Prussia declares war and names them in its reason', () => {
    const declare = (s: GameState) => aiAnswer(s, { ...pending('prussia', 'political/declareWar', [], 'many'), options: declareWarOptions(s, 'prussia', (m) => districtCount(s, m), LAND), secret: true }, 'normal', seededRng(1), DATA);
    expect(declare(grand()).answer).not.toContain('france');
    const c = declare(atWarWith(grand(), [['austria', 'france'], ['russia', 'france']]));
    expect(c.answer).toEqual(['france']);
    expect(c.why?.text).toMatch(/^Prussia declares war on France, its old enemy: with (Great Britain, )?Austria and Russia already fighting it, the armies against it outnumber theirs about [\d.]+ to 1$/);
    expect(c.why?.publicText).toBe('');
  });
});
