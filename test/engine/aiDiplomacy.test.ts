// Issue 21 the AI's diplomacy in a campaign (shared/engine/ai/diplomacy.ts, war.ts): natural
// enemies and no piling on, a memory of peace, the peace table and alliances; and its reading of a
// scenario's victory conditions (evaluate.ts dangerOf / opportunityOf) on the 1805 scenario (13.2).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer } from '../../shared/engine/ai';
import { PEACE_MEMORY, alliances, peaceAnswer, peaceOffer, peaceTerm, peacesMade, recentPeace, rivalry } from '../../shared/engine/ai/diplomacy';
import { dangerOf, goalsOf, opportunityOf } from '../../shared/engine/ai/evaluate';
import { seededRng } from '../../shared/engine/auto';
import { declareWarOptions } from '../../shared/rules/political';
import { districtCount } from '../../shared/rules/general';
import { eventLog, powerPair } from '../../shared/model';
import type { GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';
import { DATA, LAND } from './landSetup';

function grand(): GameState {
  const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 5, data: DATA });
  if (!g.ok) throw new Error('Grand Campaign rejected');
  return { ...g.value, date: { month: 4, year: 1805 } };
}

const pending = (power: MajorPower, kind: PendingDecision['kind'], values: string[], select: 'one' | 'many' = 'one'): PendingDecision => ({
  id: `test-${kind}`, power, kind, step: 'political/peace', rule: '4.4', prompt: '', secret: false, select, group: null,
  options: values.map((value) => ({ value, label: value, verdict: { ok: true } })),
});

const atWarWith = (s: GameState, pairs: [MajorPower, MajorPower][]): GameState => ({ ...s, relations: { ...s.relations, wars: [...s.relations.wars, ...pairs.map(([a, b]) => powerPair(a, b))] } });

/** Every army of `power` but one 1-factor corps off the map: its enemies far outnumber it. */
const weaken = (s: GameState, power: MajorPower): GameState => {
  let kept = false;
  return { ...s, corps: s.corps.flatMap((c) => (c.nationality !== power || c.location.kind !== 'area' ? [c] : kept ? [] : ((kept = true), [{ ...c, factors: { infantry: 1 } }]))) };
};

describe('issue 21 the AI chooses whom to fight (4.2)', () => {
  it('natural enemies, read both ways: Britain and France 2, Russia and Turkey 2, Prussia and Turkey none', () => {
    expect(rivalry('britain', 'france')).toBe(2);
    expect(rivalry('france', 'britain')).toBe(2);
    expect(rivalry('turkey', 'russia')).toBe(2);
    expect(rivalry('prussia', 'turkey')).toBe(0);
  });

  it('4.2 no piling on: Russia (no rival of Austria) leaves a weakened Austria to France, its main rival, whose declaration may come this very turn (4.2.1)', () => {
    const declare = (s: GameState, power: MajorPower) => {
      const d: PendingDecision = { ...pending(power, 'political/declareWar', [], 'many'), options: declareWarOptions(s, power, (m) => districtCount(s, m), LAND), secret: true };
      return aiAnswer(s, d, 'normal', seededRng(1), DATA).answer;
    };
    expect(declare(weaken(grand(), 'austria'), 'russia')).not.toContain('austria');
    // France, whose main quarrel it is, goes to war on it even when Russia and Prussia already fight it
    expect(declare(atWarWith(weaken(grand(), 'austria'), [['russia', 'austria'], ['prussia', 'austria']]), 'france')).toEqual(['austria']);
  });

  it('4.4 a peace is remembered PEACE_MEMORY (24) months: no new war on Austria a year after peace, even with Austria weakened', () => {
    const peace: GameEvent[] = [
      { type: 'phaseBegan', phase: 'political', rule: '4', date: { month: 4, year: 1805 } } as GameEvent,
      { type: 'peaceMade', loser: 'austria', victor: 'france', kind: 'informal', terms: [], rule: '4.4.1' },
    ];
    const s = { ...weaken(grand(), 'austria'), log: eventLog(peace), date: { month: 4, year: 1806 } };
    expect(peacesMade(s)).toEqual([{ powers: ['austria', 'france'], date: { month: 4, year: 1805 } }]);
    expect(PEACE_MEMORY).toBe(24);
    expect(recentPeace(peacesMade(s), 'france', 'austria', { month: 3, year: 1807 })).toBe(true);
    expect(recentPeace(peacesMade(s), 'france', 'austria', { month: 4, year: 1807 })).toBe(false);
    const d: PendingDecision = { ...pending('france', 'political/declareWar', [], 'many'), options: declareWarOptions(s, 'france', (m) => districtCount(s, m), LAND), secret: true };
    expect(aiAnswer(s, d, 'normal', seededRng(1), DATA).answer).not.toContain('austria');
  });
});

describe('issue 21 the AI at the peace table (4.4.2.2-4.4.4)', () => {
  const beatenAustria = (s: GameState): GameState => ({ ...s, political: { ...s.political!, status: { ...s.political!.status, austria: 0 } } });

  it('4.4.2.2 the victor asks a loser that is not beaten for a conditional peace (it must accept), a beaten one (Fiasco) for an unconditional one', () => {
    const s = atWarWith(grand(), [['france', 'austria']]);
    const d = pending('france', 'political/peaceOffer', ['conditional:austria', 'unconditional:austria']);
    expect(peaceOffer(s, d, DATA)).toBe('conditional:austria');
    expect(peaceOffer(beatenAustria(s), d, DATA)).toBe('unconditional:austria');
  });

  it('4.4.2.2 the loser refuses an unconditional peace unless beaten', () => {
    const s = atWarWith(grand(), [['france', 'austria']]);
    const d = pending('austria', 'political/peaceAnswer', ['accept:france', 'refuse:france']);
    expect(peaceAnswer(s, d, DATA)).toBe('refuse:france');
    expect(peaceAnswer(beatenAustria(s), d, DATA)).toBe('accept:france');
  });

  it('4.4.3 the loser not invaded shields its corps (A.1); the victor takes home provinces and money before a truce, never an illegal term', () => {
    const s = atWarWith(grand(), [['france', 'austria']]);
    expect(peaceTerm(s, pending('austria', 'political/peaceTerm', ['A.1@france', 'A.2@france', 'A.5@france']), DATA)).toBe('A.1@france');
    const victor = pending('france', 'political/peaceTerm', ['done', 'B.2', 'B.3:1', 'C.4:province:bohemia']);
    expect(peaceTerm(s, victor, DATA)).toBe('C.4:province:bohemia');
    const illegal: PendingDecision = { ...victor, options: victor.options.map((o) => (o.value === 'C.4:province:bohemia' ? { ...o, verdict: { ok: false, code: 'tooManyTerms', rule: '4.4.4', message: 'x' } as never } : o)) };
    expect(peaceTerm(s, illegal, DATA)).toBe('B.3:1');
  });

  it('4.5 alliances: with a power fighting its enemy; never one it fights, nor a natural enemy', () => {
    const s = atWarWith(grand(), [['austria', 'france'], ['russia', 'france'], ['prussia', 'austria']]);
    const d = pending('austria', 'political/alliances', ['russia', 'prussia', 'turkey'], 'many');
    expect(alliances(s, d)).toEqual(['russia']);
    const commonFoe = atWarWith(grand(), [['britain', 'russia'], ['france', 'russia']]);
    expect(alliances(commonFoe, pending('britain', 'political/alliances', ['france'], 'many'))).toEqual([]); // France is Britain's main rival
  });
});

describe('issue 21 the AI reads the scenario\'s victory conditions (8.1.3.1, 13.2 Ulm-Austerlitz)', () => {
  const ulm = (): GameState => {
    const json = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8')) as unknown;
    const g = newGame({ scenario: json, seed: 1, data: DATA });
    if (!g.ok) throw new Error('1805 rejected');
    return g.value;
  };

  it('the coalition wins at once with Munich and Milan: each is worth 1/2 to France; Vienna, Brunn and Venice 1/3 each to Austria', () => {
    const s = ulm();
    const france = dangerOf(s, 'france', goalsOf(s, 'france', DATA));
    expect(Object.fromEntries(france)).toEqual({ munich: 0.5, milan: 0.5 });
    const austria = dangerOf(s, 'austria', goalsOf(s, 'austria', DATA));
    expect(Object.fromEntries(austria)).toEqual({ vienna: 1 / 3, brunn: 1 / 3, venice: 1 / 3 });
  });

  it('the coalition\'s own chances: Munich and Milan 1/2 each (its sudden death), nothing else needed', () => {
    const s = ulm();
    expect(Object.fromEntries(opportunityOf(s, 'austria', goalsOf(s, 'austria', DATA)))).toEqual({ munich: 0.5, milan: 0.5 });
  });
});
