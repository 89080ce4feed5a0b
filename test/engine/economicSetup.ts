// The Economic Phase's test campaign (test/fixtures/economic-campaign.json: all seven powers in
// 1806, France at war with Great Britain) on the real map, and a player that walks the sequence
// answering every decision quietly unless a script says otherwise.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, gameDataFromMap, newGame, pendingDecisions } from '../../shared/engine';
import type { GameData, NewGameArgs } from '../../shared/engine';
import type { DecisionAnswer, GameState, PendingDecision, Worksheet } from '../../shared/model';
import { loadMap } from '../../shared/data/map';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map invalid');
export const ECON_DATA: GameData = gameDataFromMap(loaded.map);

const fixture = new URL('../fixtures/economic-campaign.json', import.meta.url);
export type ScenarioJson = Record<string, unknown> & { powers: Record<string, Record<string, number>>; forces: Record<string, Record<string, unknown>[]>; economy: Record<string, unknown>; minors: Record<string, unknown>[]; relations: Record<string, unknown[]> };

/** A fresh copy of the economic campaign fixture. */
export const economicCampaign = (): ScenarioJson => JSON.parse(readFileSync(fileURLToPath(fixture), 'utf8'));

export function startEconomic(edit: (j: ScenarioJson) => void = () => {}, args: Partial<NewGameArgs> = {}): GameState {
  const json = economicCampaign();
  edit(json);
  const r = newGame({ scenario: json, seed: 11, data: ECON_DATA, ...args });
  if (!r.ok) throw new Error(`fixture rejected: ${JSON.stringify(r.errors)}`);
  return r.value;
}

/** An answer for `d`, or undefined to let the quiet player answer. */
export type EconomicScript = (d: PendingDecision, s: GameState) => DecisionAnswer | undefined;

/** The quiet answer: nothing declared, every step ended, trade allowed (but no American trade stopped). */
export function quietAnswer(d: PendingDecision): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  switch (d.kind) {
    case 'economic/collection':
      return legal.filter((v) => !String(v).startsWith('stop:'));
    case 'economic/britishVictoryPoints':
      return 'keep';
    case 'economic/announceVictory':
      return 'wait';
    case 'economic/cede':
      return 'none';
    case 'naval/announcePosition':
    case 'land/announcePosition':
      return 0;
    default:
      if (d.select === 'many') return [];
      return legal.includes('end') ? 'end' : (legal[0] ?? 'done');
  }
}

/** Plays until `stop` (checked before each command) or the game's end; the script answers first. */
export function playEconomic(state: GameState, script: EconomicScript = () => undefined, stop: (s: GameState) => boolean = () => false, limit = 20_000): GameState {
  let s = state;
  for (let i = 0; i < limit && !s.over && !stop(s); i++) {
    const d = pendingDecisions(s)[0];
    if (!d) throw new Error('no pending decision and the game is not over');
    const answer = script(d, s) ?? quietAnswer(d);
    const r = applyCommand(s, commandFor(d, answer), ECON_DATA);
    if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(answer)} refused: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Until the cursor reaches `step` in `month` (its decisions open). */
export const atStep = (step: string, month?: number) => (s: GameState) => s.cursor.step === step && (month === undefined || s.date.month === month) && s.pending.some((d) => d.step === step);

/** A nationality's worksheet of the current phase. */
export function sheet(s: GameState, nationality: string): Worksheet {
  const w = s.economy?.current?.worksheets.find((x) => x.nationality === nationality);
  if (!w) throw new Error(`no worksheet for ${nationality}`);
  return w;
}

/** The lines of a sheet's section, as "label money/manpower" (and "why" when not counted). */
export const lines = (w: Worksheet, section: string) =>
  w.lines.filter((l) => l.section === section).map((l) => (l.counted ? `${l.label} ${l.money}/${l.manpower}` : `${l.label}: ${l.why}`));

export const total = (w: Worksheet, section: string) => w.lines.filter((l) => l.section === section).reduce((n, l) => n + l.money, 0);
