import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, newGame, pendingDecisions } from '../../shared/engine';
import { MAJOR_POWERS, PHASE_IDS, isEconomicMonth } from '../../shared/model';
import type { GameState, MajorPower } from '../../shared/model';
import { smallCampaign } from './helpers';
import { rng } from '../support/rng';


/** A random variant of the fixture: which powers play, scenario or campaign, dates, relations. */
function variant(seed: number): unknown {
  const r = rng(seed);
  const json = smallCampaign();
  const base = ['france', 'britain', 'austria', 'russia'] as MajorPower[];
  const extra = (['spain', 'prussia', 'turkey'] as MajorPower[]).filter(() => r() < 0.5);
  const inPlay = MAJOR_POWERS.filter((p) => base.includes(p) || extra.includes(p));
  for (const p of extra) json.powers[p] = { money: 5, manpower: 2, politicalPoints: 0, victoryPoints: 0 };
  json.setupOrder = inPlay;
  if (r() < 0.4) {
    json.kind = 'scenario';
    json.sides = [['france'], inPlay.filter((p) => p !== 'france')];
  }
  const month = 1 + Math.floor(r() * 12);
  json.start = { month, year: 1806 };
  const length = 1 + Math.floor(r() * 8);
  json.end = { month: ((month - 1 + length - 1) % 12) + 1, year: 1806 + Math.floor((month - 1 + length - 1) / 12) };
  json.reinforcements = [];
  if (r() < 0.3) json.relations = { wars: [], alliances: [], enforcedPeace: [] };
  return json;
}

/** Play to the end, answering each first pending decision with a random legal choice. */
function playOut(state: GameState, r: () => number): GameState {
  let s = state;
  for (let i = 0; i < 20_000 && !s.over; i++) {
    const d = pendingDecisions(s)[0]!;
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
    const value = d.select === 'many' ? legal.filter(() => r() < 0.3) : legal[Math.floor(r() * legal.length)]!;
    const res = applyCommand(s, commandFor(d, value));
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    s = res.state;
  }
  return s;
}

describe('sequence of play over random setups (property)', () => {
  it('3.0 every game ends on time, each turn walks the phases in order, 3.5 holds', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = newGame({ scenario: variant(seed), seed });
      if (!r.ok) throw new Error(`variant ${seed}: ${JSON.stringify(r.errors)}`);
      const s = playOut(r.value, rng(seed * 7919));
      expect(s.over, `variant ${seed}`).not.toBeNull();
      // one Time Record per turn of the scenario
      const first = r.value.date;
      const turns = (s.date.year - first.year) * 12 + s.date.month - first.month + 1;
      expect(s.log.filter((e) => e.type === 'monthAdvanced')).toHaveLength(turns - 1);
      // within each turn the phases come in 3.0 order, each once
      let date = first;
      let seen: number[] = [];
      for (const e of s.log) {
        if (e.type === 'phaseBegan' || e.type === 'phaseSkipped') {
          const i = PHASE_IDS.indexOf(e.phase);
          expect(seen.every((j) => j < i), `variant ${seed}: ${e.phase} out of order`).toBe(true);
          seen.push(i);
          if (e.phase === 'economic') {
            const ran = e.type === 'phaseBegan';
            const scenario = s.scenario.kind === 'scenario';
            expect(ran, `variant ${seed} economic in month ${date.month}`).toBe(!scenario && isEconomicMonth(date));
          }
        }
        if (e.type === 'monthAdvanced') {
          expect(seen).toHaveLength(PHASE_IDS.length);
          seen = [];
          date = e.date;
        }
      }
      // a power out of play never acts
      const out = MAJOR_POWERS.filter((p) => !s.powers[p].inPlay);
      expect(s.log.some((e) => e.type === 'decisionAnswered' && out.includes(e.power)), `variant ${seed}`).toBe(false);
      // every step that began also ended
      const began = s.log.filter((e) => e.type === 'stepBegan').length;
      const ended = s.log.filter((e) => e.type === 'stepEnded').length;
      expect(ended).toBe(began);
    }
  });
});
