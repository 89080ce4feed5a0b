// Issue 20/21 (performance work): one scenario game between two players, played as the AI ladder
// plays it (bench/aiLadder.bench.ts), and the canonical hash of the final state. A speed change
// must leave it unchanged for the procedures and the AI levels alike:
//   npx tsx test/campaign/scenarioHash.ts [scenario 1805|1809|…] [side 0 player] [side 1 player] [seed]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gameStateHash } from '../../main/host/gameSaves';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { playGame, type Player } from '../../bench/aiLadder.bench';

const SCENARIOS = path.resolve(import.meta.dirname, '../../assets/scenarios');

/** Plays `scenario` (a part of its file name) on `seed` with `players` as sides 0 and 1. */
export function scenarioHash(scenario: string, players: readonly [Player, Player], seed: number): { hash: string; logHash: string; winner: 0 | 1 | null; millis: number } {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const file = readdirSync(SCENARIOS).find((f) => f.startsWith('13.') && f.endsWith('.json') && f.includes(scenario));
  if (!file) throw new Error(`no scenario file matches ${scenario}`);
  const g = newGame({ scenario: JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as unknown, seed, data });
  if (!g.ok) throw new Error('setup rejected');
  let last = g.value;
  const out = playGame(g.value, players, seed, data, [], (s) => (last = s));
  if (out.stalled) throw new Error(out.stalled);
  return { hash: gameStateHash(last), logHash: createHash('sha256').update(JSON.stringify(last.log)).digest('hex').slice(0, 16), winner: out.winner, millis: out.millis };
}

if (process.argv[1]?.endsWith('scenarioHash.ts')) {
  const [scenario = '1805', a = 'procedures', b = 'strong', seed = '1000'] = process.argv.slice(2);
  const r = scenarioHash(scenario, [a as Player, b as Player], Number(seed));
  console.log(`${scenario} ${a}-${b} seed ${seed}: winner ${r.winner}, hash ${r.hash}, log ${r.logHash} (${(r.millis / 1000).toFixed(1)} s)`);
}
