// Issue 20 (performance work): the Grand Campaign played by the standing procedures for a fixed
// number of months on one seed, and the canonical hash of the final state (with the command count).
// A performance change must leave it unchanged:  npx tsx test/campaign/soakHash.ts [months] [seed]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gameStateHash } from '../../main/host/gameSaves';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { GRAND_CAMPAIGN } from './soakCampaign';

/** Plays `months` months of the Grand Campaign on `seed`; the final state's hash and the commands played. */
export function campaignHash(months: number, seed: number): { hash: string; logHash: string; commands: number; played: number; millis: number; cpuMillis: number } {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed, data });
  if (!g.ok) throw new Error('setup rejected');
  const rng = seededRng(seed * 7919);
  let s = g.value;
  let played = 0;
  let commands = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  while (!s.over && played < months) {
    const d = s.pending[0];
    if (!d) throw new Error('stalled');
    const res = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
    if (!res.ok) throw new Error(`refused: ${res.error.message}`);
    commands++;
    if (res.state.date.month !== s.date.month || res.state.date.year !== s.date.year) played++;
    s = res.state;
  }
  return { hash: gameStateHash(s), logHash: createHash('sha256').update(JSON.stringify(s.log)).digest('hex').slice(0, 16), commands, played, millis: performance.now() - t0, cpuMillis: (process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000 };
}

if (process.argv[1]?.endsWith('soakHash.ts')) {
  const months = Number(process.argv[2] ?? 3);
  const seed = Number(process.argv[3] ?? 1);
  const r = campaignHash(months, seed);
  console.log(`months ${months} seed ${seed}: ${r.commands} commands, hash ${r.hash}, log ${r.logHash}, ${(r.millis / 1000).toFixed(1)} s, cpu ${(r.cpuMillis / 1000).toFixed(1)} s (${r.played} months played, ${(r.played / (r.millis / 1000)).toFixed(2)} a second)`);
}
