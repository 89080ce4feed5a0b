// Issue 20: the Grand Campaign soak. The 14.7 setup played by the standing procedures for every
// power with the invariants checked after every command: violations, crashes and stalls must be 0;
// reported are months per second (target 20) over whole games on several seeds, how the games
// ended and the phases played. One game is also played with every command autosaved by the host's
// SQLite save code and every seat's view checked at each phase change: the save's size, and that
// run's months per second as a detail (it times the save and the view checks as well as the game).
//   npm run bench -- campaignSoak   (EIA_CAMPAIGN_SEEDS whole games without saves, default 3;
//                                    EIA_CAMPAIGN_GAMES autosaved games, default 1; EIA_CAMPAIGN_MONTHS, default all 132)
// The machine is shared: `cpuSeconds` (this process's CPU time) tells a slow machine from a slow engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { campaignSoak } from '../test/campaign/soakCampaign';
import type { Bench, BenchResult } from './types';
import type { AiLevel } from '../shared/engine/ai';

const bench: Bench = async () => {
  const games = Number(process.env.EIA_CAMPAIGN_GAMES ?? 1);
  const months = process.env.EIA_CAMPAIGN_MONTHS ? Number(process.env.EIA_CAMPAIGN_MONTHS) : undefined;
  // issue 21 EIA_CAMPAIGN_LEVEL=normal|strong: every power played by that AI level instead of the procedures
  const level = (process.env.EIA_CAMPAIGN_LEVEL ?? 'procedures') as AiLevel;
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-campaign-soak-'));
  try {
    const r = campaignSoak({ games, ...(months !== undefined ? { months } : {}), saveFolder: folder, level });
    const problems = [...r.crashes, ...r.stalls, ...r.violations];
    const endings = r.games.map(
      (g) =>
        `seed ${g.seed}: ${g.ended} after ${g.months} months${g.winners.length > 0 ? `, won by ${g.winners.join(' and ')}` : ''}${g.overReason ? ` — ${g.overReason}` : ''}`,
    );
    console.log(
      `\ncampaign soak (${level}): ${endings.join('; ')}\nphases entered: ${JSON.stringify(r.phases)}; battles ${r.battles}, naval battles ${r.navalBattles}; wars declared ${r.wars} (on minors ${r.minorWars}), sieges ${r.sieges}, peaces ${JSON.stringify(r.peaces)}`,
    );
    if (problems.length > 0) throw new Error(`campaign soak found ${problems.length} problems:\n${problems.slice(0, 5).join('\n')}`);
    // the engine and the standing procedures alone, whole games on several seeds: no autosave, no view checks (the invariants still checked)
    const seeds = Number(process.env.EIA_CAMPAIGN_SEEDS ?? 3);
    const bare = campaignSoak({ games: seeds, ...(months !== undefined ? { months } : {}), checkViewsEvery: 'never', level });
    const bareProblems = [...bare.crashes, ...bare.stalls, ...bare.violations];
    if (bareProblems.length > 0)
      throw new Error(`campaign soak (without saves) found ${bareProblems.length} problems:\n${bareProblems.slice(0, 5).join('\n')}`);
    const bareEndings = bare.games.map(
      (g) => `seed ${g.seed}: ${g.ended} after ${g.months} months${g.winners.length > 0 ? `, won by ${g.winners.join(' and ')}` : ''}`,
    );
    console.log(`without saves: ${bareEndings.join('; ')}`);
    const first = r.games[0]!;
    const results: BenchResult[] = [
      {
        name: 'campaignSoak.monthsPerSecond',
        source:
          'issue 20 (Grand Campaign soak: standing procedures for every power, invariants after every command, 0 violations, 0 crashes, 0 stalls)',
        value: bare.months / (bare.millis / 1000),
        unit: 'months/s',
        target: 20,
        better: 'higher',
        detail: {
          games: bare.games.length,
          months: bare.months,
          seconds: +(bare.millis / 1000).toFixed(1),
          cpuSeconds: +bare.cpuSeconds.toFixed(1),
          endings: bareEndings.join('; '),
          // the autosaved run: the same play plus a SQLite transaction and a state hash per command, and the seats' views
          autosavedMonthsPerSecond: +(r.months / (r.millis / 1000)).toFixed(2),
          autosavedSeconds: +(r.millis / 1000).toFixed(1),
          autosavedCpuSeconds: +r.cpuSeconds.toFixed(1),
          battles: r.battles,
          navalBattles: r.navalBattles,
          autosavedEndings: endings.join('; '),
          phases: JSON.stringify(r.phases),
        },
      },
      {
        name: 'campaignSoak.saveBytes',
        source: 'issue 20 (the save file after the months played, every command autosaved)',
        value: first.saveBytes ?? 0,
        unit: 'bytes',
        // the issue asks for the figure; 50 MB is the bound a save shared by mail or LAN stays usable at
        target: 50_000_000,
        better: 'lower',
        detail: { months: first.months, commands: first.commands, stateBytes: first.stateBytes, logEvents: first.logEvents },
      },
    ];
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
export default bench;
