// Issue 21 the AI in the Grand Campaign (not part of `npm run bench`):
//   npx tsx bench/campaignAi.ts [level normal|strong] [games] [months] [first seed]
// plays Grand Campaigns (14.7) with every power at one AI level, checks the fuzz invariants after
// every command, and prints per game: the wars declared between major powers (aggressor>defender),
// wars on minors, land battles, siege assaults, peaces, alliances made, the distinct targets, the
// absurd steps (an alliance made between powers at war), stalls, the decision time p95, and the
// AI's political reasons logged (with --reasons).
import { readFileSync } from 'node:fs';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../shared/engine';
import { loadMap } from '../shared/data/map';
import { seededRng } from '../shared/engine/auto';
import { aiAnswer } from '../shared/engine/ai';
import type { AiLevel } from '../shared/engine/ai';
import { atWar } from '../shared/model';
import { GRAND_CAMPAIGN } from '../test/campaign/soakCampaign';
import { checkInvariants, checkNaval, totalFactors, totalShips } from '../test/fuzz/engineFuzz';
import { tallyEvents, type EventTally } from '../test/fuzz/soak';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showReasons = process.argv.includes('--reasons');
const [levelArg = 'normal', games = '2', monthsArg = '24', first = '1'] = args;
const level = levelArg as AiLevel;
const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const json = JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown;

for (let seed = Number(first); seed < Number(first) + Number(games); seed++) {
  const t0 = performance.now();
  const g = newGame({ scenario: json, seed, data });
  if (!g.ok) throw new Error('setup rejected');
  let s = g.value;
  const rng = seededRng(seed * 7919);
  const tally: EventTally = { factors: totalFactors(s), ships: totalShips(s), battles: 0, navalBattles: 0 };
  const violations: string[] = [];
  const absurd: string[] = [];
  const wars: string[] = [];
  const reasons: string[] = [];
  const peaces: string[] = [];
  const alliances: string[] = [];
  // the AI's campaign edges (ai/economy.ts, rising.ts, forage.ts): corps counters bought, insurrection raised in mid-move, early forages
  const edges = { counters: 0, asked: 0, risings: 0, forages: 0 };
  let minorWars = 0;
  let sieges = 0;
  let stall = '';
  const times: number[] = [];
  let months = 0;
  let commands = 0;
  while (!s.over && months < Number(monthsArg)) {
    const d = s.pending[0];
    const where = `${s.date.month}/${s.date.year} ${s.cursor.step}`;
    if (!d || commands > 400_000) {
      stall = `${where}: ${d ? 'command limit' : 'nothing pending'}`;
      break;
    }
    const t = performance.now();
    const choice = aiAnswer(s, d, level, rng, data);
    times.push(performance.now() - t);
    if (choice.why && d.kind.startsWith('political/')) reasons.push(`${s.date.month}/${s.date.year} ${choice.why.text}`);
    const said = typeof choice.answer === 'string' ? choice.answer : '';
    if (d.kind === 'economic/expenditure' && said.startsWith('counter:') && !said.startsWith('counter:fleet:')) edges.counters++;
    else if (d.kind === 'land/insurrection' && d.step === 'land/movement') {
      edges.asked++;
      if (said.startsWith('place:')) edges.risings++;
    } else if (d.kind === 'land/movement' && said.startsWith('forage:')) edges.forages++;
    const res = applyCommand(s, commandFor(d, choice.answer), data);
    commands++;
    if (!res.ok) {
      stall = `${where}: refused ${res.error.code} ${res.error.message}`;
      break;
    }
    const before = s;
    s = res.state;
    tallyEvents(res.events, tally);
    for (const e of res.events) {
      if (e.type === 'warDeclared') wars.push(`${e.aggressor}>${e.defender} ${s.date.month}/${s.date.year}`);
      else if (e.type === 'minorWarDeclared') minorWars++;
      else if (e.type === 'siegeAssaultRolled') sieges++;
      else if (e.type === 'peaceMade') peaces.push(`${e.victor}/${e.loser} ${e.kind}`);
      else if (e.type === 'allianceMade') {
        alliances.push(e.powers.join('+'));
        if (atWar(before, e.powers[0], e.powers[1])) absurd.push(`${where} alliance ${e.powers.join('+')} while at war`);
      }
    }
    checkInvariants(s, tally.factors, violations, where, data);
    checkNaval(s, tally.ships, violations, where, data);
    if (s.date.month !== before.date.month || s.date.year !== before.date.year) months++;
    if (violations.length > 20) break;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  const targets = new Set(wars.map((w) => w.split(' ')[0]!.split('>')[1]));
  console.log(
    `${level} seed ${seed}: ${months} months; wars on majors ${wars.length} [${wars.join(', ')}] (distinct targets ${targets.size}); on minors ${minorWars}; ` +
      `land battles ${tally.battles}, naval ${tally.navalBattles}, sieges ${sieges}; peaces ${peaces.length} [${peaces.join(', ')}]; alliances [${alliances.join(', ')}]; ` +
      `absurd ${absurd.length}${absurd.length ? ` ${absurd.join('; ')}` : ''}; violations ${violations.length}${violations.length ? ` ${violations.slice(0, 3).join('; ')}` : ''}; stalls ${stall ? 1 : 0} ${stall}; ` +
      `edges: counters ${edges.counters}, risings ${edges.risings} of ${edges.asked} asked, early forages ${edges.forages}; decision p95 ${p95.toFixed(0)} ms; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  if (showReasons) for (const r of reasons) console.log(`  ${r}`);
}
