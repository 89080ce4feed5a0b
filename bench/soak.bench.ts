// Soak (issue 9): several whole games of every scenario by automated powers; invariant
// violations and crashes must be zero, and the throughput is reported.
import { soak } from '../test/fuzz/soak';
import type { Bench, BenchResult } from './types';

const bench: Bench = async () => {
  const r = soak({ gamesPerScenario: 3 });
  const problems = [...r.crashes, ...r.stalls, ...r.violations];
  if (problems.length > 0) throw new Error(`soak found ${problems.length} problems:\n${problems.slice(0, 5).join('\n')}`);
  const results: BenchResult[] = [
    {
      name: 'soak.gameMonthsPerSecond',
      source: 'issue 9 (soak: whole games of every scenario, 0 violations, 0 crashes)',
      value: r.months / (r.millis / 1000),
      unit: 'months/s',
      target: 1,
      better: 'higher',
      detail: { games: r.games, commands: r.commands, months: r.months, seconds: +(r.millis / 1000).toFixed(1), violations: 0, crashes: 0 },
    },
  ];
  return results;
};
export default bench;
