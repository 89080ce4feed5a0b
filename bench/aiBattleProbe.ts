// Issue 21 the battles of one ladder game in detail (not part of `npm run bench`):
//   npx tsx bench/aiBattleProbe.ts 1809 strong procedures [seed]
// prints each field battle as it ends: the sides' factors, each day's chits, every round's
// tables, dice, morale before/after, and the outcome, with the chit reasons of side 0 (WHY=1).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from '../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../shared/engine';
import { seededRng } from '../shared/engine/auto';
import { aiAnswer, type AiLevel } from '../shared/engine/ai';
import { totalFactors } from '../shared/model';
import type { BattleRecord, GameState } from '../shared/model';
import { oddsPreview } from '../shared/engine/steps/land/fieldCombat/view';
import { chitWorths } from '../shared/engine/auto/auto';

const SCENARIOS = path.resolve(import.meta.dirname, '../assets/scenarios');
const [only = '1809', p0 = 'strong', p1 = 'procedures', seedArg = '1000'] = process.argv.slice(2);
const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const file = readdirSync(SCENARIOS).find((f) => f.endsWith('.json') && f.includes(only))!;
const json = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { id: string };
const seed = Number(seedArg);
const g = newGame({ scenario: json, seed, data });
if (!g.ok) throw new Error('rejected');
let s: GameState = g.value;
const rng = seededRng(seed * 7919 + 17);
const sides = s.scenario.sides;
const show = (s: GameState, b: BattleRecord) => {
  const f = (side: 'attacker' | 'defender') => b[side].units.map((u) => `${u.counter}:${u.initial ? totalFactors(u.initial as never) : '?'}`).join(',');
  console.log(`  BATTLE ${s.date.month}/${s.date.year} area ${b.area} ${b.terrain}${b.riverCrossing ? ' river' : ''}: A ${b.attacker.powers} [${f('attacker')}] vs D ${b.defender.powers} [${f('defender')}]`);
  for (const d of b.days) {
    console.log(`    day ${d.day} ops ${JSON.stringify(d.ops)} morale A ${d.morale?.attacker.final} D ${d.morale?.defender.final} end ${d.end?.kind} intents ${JSON.stringify(d.intents)}`);
    for (const r of d.rounds) {
      const x = (k: 'attacker' | 'defender') => { const q = r[k]; return `${q.table} die ${q.die}->${q.modifiedDie} fire ${q.firingStrength} res ${JSON.stringify(q.result)} inflicted ${q.inflicted} ml ${q.moraleLossBefore}->${q.moraleLossAfter} fm ${q.finalMorale}${q.broken ? ' BROKEN' : ''}`; };
      console.log(`      r${r.round} A: ${x('attacker')}\n         D: ${x('defender')} => ${r.outcome.kind}`);
    }
  }
  console.log(`    outcome ${JSON.stringify(b.outcome)}`);
};
let month = '';
for (let n = 0; !s.over && n < 60000; n++) {
  const key = `${s.date.month}/${s.date.year}`;
  if (key !== month) { month = key; console.log(key); }
  const d = s.pending[0]!;
  const side = sides[0]?.includes(d.power) ? 0 : sides[1]?.includes(d.power) ? 1 : null;
  const level = (side === 0 ? p0 : side === 1 ? p1 : 'procedures') as AiLevel;
  const c = aiAnswer(s, d, level, rng, data);
  if (d.kind.startsWith('land/combat')) console.log(`    ${d.power} ${d.kind} -> ${JSON.stringify(c.answer)} ${process.env.WHY && c.why ? c.why.text : ''}`);
  if (d.kind === 'land/combatChit' && side === 0 && process.env.ODDS) {
    const p = s.turn.land?.battle; const odds = p ? oddsPreview(s, p.record, p, d.power, 60, { withDivisions: process.env.ODDS === '2' }) : null;
    if (odds) {
      const enemy = odds.side === 'attacker' ? 'defender' : 'attacker';
      for (const row of odds.rows) { const r = row.day; if (!r) continue; console.log(`      ${row.attackerChit}/${row.defenderChit}: win ${r.victory[odds.side].toFixed(2)} lose ${r.victory[enemy].toFixed(2)} undec ${r.undecided.toFixed(2)} avoided ${r.avoided.toFixed(2)} ml own ${r.expectedMoraleLoss[odds.side].toFixed(1)} en ${r.expectedMoraleLoss[enemy].toFixed(1)} loss own ${r.expectedLosses[odds.side].toFixed(1)} en ${r.expectedLosses[enemy].toFixed(1)}`); }
      for (const o of d.options) { const w = chitWorths(odds, String(o.value)); if (w.length) console.log(`      worth ${o.value}: mean ${(w.reduce((a, b) => a + b, 0) / w.length).toFixed(2)} min ${Math.min(...w).toFixed(2)}`); }
    }
  }
  const r = applyCommand(s, commandFor(d, c.answer), data);
  if (!r.ok) throw new Error(r.error.message);
  for (const e of r.events) if (e.type === 'battleEnded') { const b = r.state.turn.land?.battles?.at(-1); if (b) show(r.state, b); }
  s = r.state;
}
console.log(`seed ${seed}: ${s.over?.victory?.winners.join('+')} by ${s.over?.victory?.condition}`);
