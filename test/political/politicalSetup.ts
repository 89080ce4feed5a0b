// The Political Phase test campaign (test/fixtures/political-campaign.json) on the real map, and
// a driver that answers every decision with a chosen value or the passive one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, newGame, pendingDecisions } from '../../shared/engine';
import type { GameState, PendingDecision, DecisionAnswer } from '../../shared/model';
import { DATA } from '../engine/landSetup';

export { DATA };
const url = new URL('../fixtures/political-campaign.json', import.meta.url);

export function politicalCampaign(): Record<string, unknown> & { relations: { wars: string[][]; alliances: string[][]; enforcedPeace: unknown[] }; minors: { id: string; name: string; status: string; controller: string | null }[] } {
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8'));
}

export function startPolitical(tweak: (s: ReturnType<typeof politicalCampaign>) => void = () => {}, options: Record<string, boolean> = {}, seed = 3): GameState {
  const json = politicalCampaign();
  tweak(json);
  const r = newGame({ scenario: json, seed, data: DATA, options: { rules: options } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

/** The passive answer: nothing for lists, "end" for diplomacy, the first legal option otherwise. */
export function passive(d: PendingDecision): DecisionAnswer {
  if (d.select === 'many') return [];
  if (d.kind === 'political/diplomacy') return 'end';
  return d.options.find((o) => o.verdict.ok)?.value ?? 'done';
}

export type Picker = (d: PendingDecision, s: GameState) => DecisionAnswer | undefined;

/** Answers decisions (first pending first) until `stop` holds; `pick` may choose, else the passive answer. */
export function drive(s0: GameState, pick: Picker, stop: (s: GameState) => boolean, limit = 400): GameState {
  let s = s0;
  for (let i = 0; i < limit && !stop(s) && !s.over; i++) {
    const d = pendingDecisions(s)[0];
    if (!d) break;
    const r = applyCommand(s, commandFor(d, pick(d, s) ?? passive(d)), DATA);
    if (!r.ok) throw new Error(`${d.kind} ${d.power}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Plays until the cursor reaches `step` (of the current or next turn). */
export const until = (step: string) => (s: GameState) => s.cursor.step === step;
