// Issue 20: the bare Grand Campaign soak (whole games, invariants after every command, no saves
// or view checks) as a child process, so campaignSoak.bench.ts can time it in the runtime the
// desktop app runs the engine in. Prints one JSON line.
//   node --import tsx bench/campaignSoakRun.ts <seeds> [months]
import { campaignSoak } from '../test/campaign/soakCampaign';

const seeds = Number(process.argv[2] ?? 3);
const months = process.argv[3] !== undefined ? Number(process.argv[3]) : undefined;
const r = campaignSoak({ games: seeds, ...(months !== undefined ? { months } : {}), checkViewsEvery: 'never' });
const endings = r.games.map(
  (g) => `seed ${g.seed}: ${g.ended} after ${g.months} months${g.winners.length > 0 ? `, won by ${g.winners.join(' and ')}` : ''}`,
);
console.log(
  JSON.stringify({
    node: process.versions.node,
    months: r.months,
    millis: r.millis,
    cpuSeconds: r.cpuSeconds,
    endings,
    problems: [...r.crashes, ...r.stalls, ...r.violations].slice(0, 5),
  }),
);
