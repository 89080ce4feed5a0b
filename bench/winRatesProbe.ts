// Iterating on balance one scenario at a time (not part of `npm run bench`):
//   npx tsx bench/winRatesProbe.ts 1805 20 [first seed]
// prints each game's winner, the deciding condition, the month it ended and the objective
// cities France's side held at the end, then the scenario's win rate.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from '../shared/data/map';
import { gameDataFromMap, newGame } from '../shared/engine';
import { autoPlay, seededRng } from '../shared/engine/auto';
import { objectiveControl } from '../shared/rules/victory';
import { MAJOR_POWERS, controllerOf, totalFactors } from '../shared/model';

const SCENARIOS = path.resolve(import.meta.dirname, '../assets/scenarios');
const [only = '1805', gamesArg = '10', firstArg = '1'] = process.argv.slice(2);
const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const file = readdirSync(SCENARIOS).find((f) => f.endsWith('.json') && f.includes(only));
if (!file) throw new Error(`no scenario matches ${only}`);
const json = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { id: string };
let france = 0;
{
  const g = newGame({ scenario: json, seed: 1, data });
  if (g.ok) console.log(`start: ${MAJOR_POWERS.map((p) => `${p} ${g.value.corps.filter((c) => c.location.kind === 'area' && controllerOf(g.value, c.nationality) === p).reduce((n, c) => n + totalFactors(c.factors), 0)}`).join(', ')}`);
}
const first = Number(firstArg);
for (let seed = first; seed < first + Number(gamesArg); seed++) {
  const g = newGame({ scenario: json, seed, data });
  if (!g.ok) throw new Error(`${file} rejected`);
  const t0 = performance.now();
  const played = autoPlay(g.value, { rng: seededRng(seed * 7919), data, maxCommands: 200_000 });
  const v = played.state.over?.victory;
  if (v?.winners.includes('france')) france++;
  const held = objectiveControl(played.state).filter((c) => c.side === 0).map((c) => c.city);
  const battles = played.state.log.filter((e) => e.type === 'battleBegan').length;
  const army = MAJOR_POWERS.map((p) => [p, played.state.corps.filter((c) => c.location.kind === 'area' && controllerOf(played.state, c.nationality) === p).reduce((n, c) => n + totalFactors(c.factors), 0)] as const).filter(([, n]) => n > 0);
  console.log(`seed ${seed}: ${army.map(([p, n]) => `${p} ${n}`).join(', ')}; ${v?.winners.join('+') ?? played.stopped} by ${v?.condition} ${played.state.date.month}/${played.state.date.year}, battles ${battles}, side 0 holds ${held.join(' ')} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`${json.id}: France ${france}/${gamesArg}`);
