// Issue 15 "names, never ids": the five scenarios played by the standing procedures (19.1), and
// every string the game screen would show each seat drawn as the screen draws it: decision
// prompts, option labels and refusal reasons, the log, the combat sheet, the tracker and the
// cards. Each is checked against the patterns of internal ids (counter handles, option values,
// bare area numbers, decision ids) and against every id the data knows (cities, provinces,
// minors, leaders, the scenarios' corps ids). Test only: the renderer never imports the engine.
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyCommand, commandFor, gameDataFromMap, newGame, viewFor } from '../../../shared/engine';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import { loadMap } from '../../../shared/data/map';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { ID_PATTERNS, MAJOR_POWERS } from '../../../shared/model';
import type { GameState } from '../../../shared/model/state';
import type { PowerView, Viewer } from '../../../shared/model/view';
import { DecisionCard } from '../decisions/decisionUi';
import { BattleScreen } from '../combat/BattleScreen';
import { Tracker } from '../tracker';
import { NationalCards, StatusCard } from '../cards';
import { describeEvent } from './eventText';
import { placesOf, seatNames } from './logNames';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map invalid');
const map = loaded.map;
const data = gameDataFromMap(map);
const dir = new URL('../../../assets/scenarios/', import.meta.url);
// the 13.x scenarios only, each played to its end: campaigns (kind "campaign", 14.x) are played in test/campaign
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { kind?: string }).kind !== 'campaign').sort();
const scenarios = files.map((f) => ({ file: f, json: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { forces: { corps: { id: string }[] } } }));
const leaders = (JSON.parse(readFileSync(new URL('../../../assets/leaders/leaders.json', import.meta.url), 'utf8')) as { leaders: { id: string }[] }).leaders.map((l) => l.id);

// Every id the data knows. Leader ids that are also English words the rules use ("the victor")
// are left to the patterns; a corps id such as "france-guard" is never a word.
const ENGLISH = new Set(['victor', 'hill', 'turkey']);
const KNOWN_IDS = new Set(
  [...map.data.cities.map((c) => c.id), ...map.data.provinces.map((p) => p.id), ...map.data.minors.map((m) => m.id), ...leaders, ...scenarios.flatMap((s) => s.json.forces.corps.map((c) => c.id))].filter(
    (id) => !ENGLISH.has(id),
  ),
);
const SLUG = /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])/g;

/** The ids left in a string the player would read, with what kind each is. */
function idsIn(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of ID_PATTERNS) {
    const m = pattern.exec(text);
    if (m) found.push(`${name} "${m[0]}"`);
  }
  for (const w of text.match(SLUG) ?? []) if (KNOWN_IDS.has(w)) found.push(`data id "${w}"`);
  return found;
}

const visible = (html: string) =>
  html
    .replace(/<[^>]+\b(?:title|aria-label|placeholder)="([^"]*)"[^>]*>/g, ' $1 <x>') // tooltips and labels are read too
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/\s+/g, ' ');

// the chit preview at the standing procedures' 200 days per pairing (the same cached table the bots read; its words do not depend on the count)
const view = (s: GameState, who: Viewer) => viewFor(s, who, { data, oddsDays: 200 }) as unknown as PowerView;

interface Finding {
  where: string;
  ids: string[];
  text: string;
}

function check(findings: Finding[], where: string, text: string) {
  const ids = idsIn(text);
  if (ids.length > 0 && process.env.NOIDS_DUMP) appendFileSync(process.env.NOIDS_DUMP, `${where}\t${ids.join('; ')}\t${text.slice(0, 400)}\n`);
  if (ids.length > 0 && findings.length < 40) findings.push({ where, ids, text: text.length > 300 ? `${text.slice(0, 300)}…` : text });
}

function play(file: string, json: unknown, seed: number): { findings: Finding[]; strings: number } {
  const findings: Finding[] = [];
  let strings = 0;
  const g = newGame({ scenario: json, seed, data });
  if (!g.ok) throw new Error(`${file} rejected`);
  let s = g.value;
  const rng = seededRng(seed);
  const drawnCards = new Set<string>();
  const drawnDecisions = new Set<string>();
  const drawnBattles = new Set<string>();
  const inPlay = MAJOR_POWERS.filter((p) => s.powers[p].inPlay);
  for (let n = 0; n < 20_000 && !s.over; n++) {
    const d = s.pending[0]!;
    // every prompt, label and reason of every pending decision, as its power reads it
    for (const x of s.pending) {
      check(findings, `${file} ${x.power} ${x.kind} prompt`, x.prompt);
      for (const o of x.options) {
        check(findings, `${file} ${x.power} ${x.kind} label`, o.label);
        if (!o.verdict.ok && o.verdict.detail) check(findings, `${file} ${x.power} ${x.kind} refusal`, o.verdict.detail);
        strings += 2;
      }
    }
    // each kind of decision drawn once per month and power, the battle sheet at each stage for every seat in it
    const key = `${d.power}/${d.kind}/${s.date.year}-${s.date.month}`;
    if (!drawnDecisions.has(key)) {
      drawnDecisions.add(key);
      const v = view(s, d.power);
      const own = v.decisions.find((x) => x.id === d.id)!;
      check(findings, `${file} ${d.power} ${d.kind} card`, visible(renderToStaticMarkup(<DecisionCard decision={own} busy={false} onAnswer={() => {}} battle={v.battle} />)));
      strings++;
    }
    const battle = s.turn.land?.battle;
    if (battle) {
      const bkey = `${battle.record.id}/${battle.record.stage}/${battle.record.day}/${battle.record.days.at(-1)?.rounds.length ?? 0}`;
      if (!drawnBattles.has(bkey)) {
        drawnBattles.add(bkey);
        for (const who of [...battle.record.attacker.powers, ...battle.record.defender.powers, 'spectator' as const]) {
          const v = view(s, who);
          const display = { shown: v.battle, inProgress: true, finished: [], close: () => {}, reopen: () => {} };
          check(findings, `${file} ${who} battle ${battle.record.stage}`, visible(renderToStaticMarkup(<BattleScreen display={display} view={v} />)));
          strings++;
        }
      }
    }
    const month = `${s.date.year}-${s.date.month}`;
    if (!drawnCards.has(month)) {
      drawnCards.add(month);
      for (const who of inPlay) {
        const v = view(s, who);
        check(findings, `${file} ${who} tracker`, visible(renderToStaticMarkup(<Tracker view={v} />)));
        check(findings, `${file} ${who} status card`, visible(renderToStaticMarkup(<StatusCard view={v} />)));
        check(findings, `${file} ${who} national cards`, visible(renderToStaticMarkup(<NationalCards view={v} />)));
        strings += 3;
      }
    }
    const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
    if (!r.ok) throw new Error(`${file}: refused ${d.kind}: ${r.error.message}`);
    s = r.state;
  }
  expect(s.over, `${file} plays to its end`).not.toBeNull();
  // the whole log as each seat and a spectator read it, and the finished battles of the last turn
  for (const who of [...inPlay, 'spectator' as const]) {
    const v = view(s, who);
    const names = seatNames(v, placesOf(map));
    for (const e of v.log) {
      check(findings, `${file} ${who} log ${e.type}`, describeEvent(e, names).text);
      strings++;
    }
  }
  return { findings, strings };
}

describe('issue 15: names, never ids', () => {
  for (const { file, json } of scenarios) {
    it(`${file}: every prompt, label, refusal, log line, combat line, tracker and card a seat reads names corps, leaders, areas and cities`, () => {
      const { findings, strings } = play(file, json, 7);
      expect(strings).toBeGreaterThan(1000);
      expect(findings).toEqual([]);
    }, 180_000);
  }

  it('the checker itself finds the ids the issue reported', () => {
    expect(idsIn('xuszjz7 to 780')).toEqual(expect.arrayContaining(['counter handle "xuszjz7"', 'area number after a preposition "to 780"']));
    expect(idsIn('Russia ke8p6ut in 493').length).toBeGreaterThanOrEqual(2);
    expect(idsIn('+2 k6ftuwq intrinsic strategic')).toEqual(['counter handle "k6ftuwq"']);
    expect(idsIn('Counter kfbx2qu moved from area 326 to 479')).toHaveLength(3);
    expect(idsIn('move:k5pv7gc:325').length).toBeGreaterThanOrEqual(2);
    expect(idsIn('Place leader mortier with a corps')).toEqual(['data id "mortier"']);
    expect(idsIn('Napoleon moved to Ulm (area 320); the victor pursues')).toEqual([]);
  });
});
