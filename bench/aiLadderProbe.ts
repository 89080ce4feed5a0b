// Issue 21 looking into one ladder game (not part of `npm run bench`):
//   npx tsx bench/aiLadderProbe.ts 1805 strong procedures [seed] [games]
// plays side 0 (France) with the first player and side 1 with the second, and prints at each
// month's start the objective cities each side holds, each power's factors on the map, and the
// battles fought, then the winner and the deciding condition.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from '../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../shared/engine';
import { seededRng } from '../shared/engine/auto';
import { AI_BUDGET, aiAnswer, type AiLevel } from '../shared/engine/ai';
import { ENDGAME_PARTS, LINE_EXPOSED, WEIGHTS } from '../shared/engine/ai/evaluate';
import { BLOCK_MARGIN } from '../shared/engine/ai/endgame';
import { CONCENTRATE_PARTS } from '../shared/engine/ai/concentrate';
import { RESERVE_PARTS } from '../shared/engine/ai/reserve';
import { objectiveControl } from '../shared/rules/victory';
import { MAJOR_POWERS, controllerOf, totalFactors } from '../shared/model';
import type { GameState } from '../shared/model';

const SCENARIOS = path.resolve(import.meta.dirname, '../assets/scenarios');
const [only = '1805', p0 = 'strong', p1 = 'procedures', seedArg = '1000', gamesArg = '1'] = process.argv.slice(2);
// experiments: KEEP=15 W_critical=4 … override the strong budget's keep and the evaluation's weights
if (process.env.GUARD) (AI_BUDGET.strong as { guard: boolean }).guard = process.env.GUARD === '1';
if (process.env.KEEP) (AI_BUDGET.strong as { keep: number }).keep = Number(process.env.KEEP);
for (const [k, v] of Object.entries(process.env)) if (k.startsWith('W_') && k.slice(2) in WEIGHTS) (WEIGHTS as Record<string, number>)[k.slice(2)] = Number(v);
if (process.env.CONC_JOIN) CONCENTRATE_PARTS.join = process.env.CONC_JOIN === '1';
if (process.env.CONC_WAIT) CONCENTRATE_PARTS.wait = process.env.CONC_WAIT === '1';
if (process.env.RESERVE) RESERVE_PARTS.on = process.env.RESERVE === '1';
if (process.env.RESERVE_CITIES) RESERVE_PARTS.cities = process.env.RESERVE_CITIES === '1';
if (process.env.PLAN_WITHIN) ENDGAME_PARTS.planWithin = Number(process.env.PLAN_WITHIN);
if (process.env.LINE_EXPOSED) LINE_EXPOSED.times = Number(process.env.LINE_EXPOSED);
if (process.env.BLOCK_RATIO) BLOCK_MARGIN.ratio = Number(process.env.BLOCK_RATIO);
const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const file = readdirSync(SCENARIOS).find((f) => f.endsWith('.json') && f.includes(only))!;
const json = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { id: string };
const snapshot = (s: GameState) => {
  const held = objectiveControl(s).map((c) => `${c.city}:${c.side ?? '-'}`).join(' ');
  const army = MAJOR_POWERS.map((p) => [p, s.corps.filter((c) => c.location.kind === 'area' && controllerOf(s, c.nationality) === p).reduce((n, c) => n + totalFactors(c.factors), 0)] as const).filter(([, n]) => n > 0);
  const where = MAJOR_POWERS.filter((p) => s.powers[p].inPlay).map((p) => {
    const by = new Map<string, number>();
    for (const c of s.corps) if (c.location.kind === 'area' && controllerOf(s, c.nationality) === p) by.set(c.location.area + (c.location.city ? 'c' : ''), (by.get(c.location.area + (c.location.city ? 'c' : '')) ?? 0) + totalFactors(c.factors));
    return by.size ? `${p}[${[...by].map(([a, n]) => `${a}:${n}`).join(',')}]` : '';
  }).filter(Boolean).join(' ');
  return `${s.date.month}/${s.date.year} ${army.map(([p, n]) => `${p} ${n}`).join(', ')} | ${held}\n    ${where}`;
};
for (let seed = Number(seedArg); seed < Number(seedArg) + Number(gamesArg); seed++) {
  const g = newGame({ scenario: json, seed, data });
  if (!g.ok) throw new Error('rejected');
  let s = g.value;
  const rng = seededRng(seed * 7919 + 17);
  const sides = s.scenario.sides;
  let month = '';
  for (let n = 0; !s.over && n < 60000; n++) {
    const key = `${s.date.month}/${s.date.year}`;
    if (key !== month) { month = key; console.log(snapshot(s)); }
    const d = s.pending[0]!;
    const side = sides[0]?.includes(d.power) ? 0 : sides[1]?.includes(d.power) ? 1 : null;
    const level = (side === 0 ? p0 : side === 1 ? p1 : 'procedures') as AiLevel;
    const c = aiAnswer(s, d, level, rng, data);
    if (process.env.WHY === "3" && side === 0 && d.kind === "land/movement" && !c.why) console.log(`  (order ${JSON.stringify(c.answer)}; ${d.options.filter((o) => o.verdict.ok).length} legal of ${d.options.length})`);
    if (process.env.WHY && c.why) console.log(`  ${c.why.text}${process.env.WHY === "2" ? ` [${JSON.stringify(c.answer)}]` : ""}`);
    const r = applyCommand(s, commandFor(d, c.answer), data);
    if (!r.ok) throw new Error(r.error.message);
    if (process.env.EVENTS) for (const e of r.events) {
      if (e.type === 'siegeAssaultRolled') console.log(`  [siege] ${e.besieger} at ${e.city}: die ${e.die}${e.fleches ? ` fleches ${e.fleches}` : ''} → ${e.result}`);
      else if (e.type === 'siegeOutcome') console.log(`  [siege] ${e.city}: ${e.outcome} (${e.besieger} vs ${e.defender})`);
      else if (e.type === 'siegeCombatFought') console.log(`  [siege] ${e.kind} at ${e.city}: ${e.attacker} vs ${e.defender}, winner ${e.winner}`);
      else if (e.type === 'battleBegan') console.log(`  [battle] area ${e.area}: ${e.attackers.join('+')} attack ${e.defenders.join('+')}`);
      else if (e.type === 'battleEnded') console.log(`  [battle] area ${e.area}: ${e.outcome}, victors ${e.victors.join('+')}`);
      else if (e.type === 'cityEntered' || e.type === 'cityLeft') console.log(`  [city] ${e.counter} ${e.type === 'cityEntered' ? 'enters' : 'leaves'} ${e.city}`);
    }
    s = r.state;
  }
  console.log(snapshot(s));
  const battles = s.log.filter((e) => e.type === 'battleBegan');
  console.log(`seed ${seed}: ${s.over?.victory?.winners.join('+')} by ${s.over?.victory?.condition}; battles ${battles.length}`);
}
