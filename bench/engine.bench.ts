// Engine throughput: fuzzing at scale (issue 9) and months per second of a headless game.
import { pendingDecisions, newGame } from '../shared/engine';
import { applyCommand } from '../shared/engine';
import { fuzzEngine } from '../test/fuzz/engineFuzz';
import { answer, smallCampaign } from '../test/engine/helpers';
import type { Bench, BenchResult } from './types';

function monthsPerSecond(): { months: number; seconds: number } {
  const started = performance.now();
  let months = 0;
  for (let seed = 1; performance.now() - started < 3000; seed++) {
    const g = newGame({ scenario: smallCampaign(), seed });
    if (!g.ok) throw new Error('fixture rejected');
    let s = g.value;
    let lastMonth = `${s.date.year}-${s.date.month}`;
    while (!s.over) {
      const d = pendingDecisions(s)[0];
      if (!d) throw new Error('stuck: no decision and not over');
      const r = applyCommand(s, answer(d));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      const m = `${s.date.year}-${s.date.month}`;
      if (m !== lastMonth) {
        months++;
        lastMonth = m;
      }
    }
  }
  return { months, seconds: (performance.now() - started) / 1000 };
}

const bench: Bench = async () => {
  const fuzz = fuzzEngine({ scenario: smallCampaign(), commands: 100_000, seed: 1805, viewEvery: 100 });
  if (fuzz.violations.length > 0) throw new Error(`fuzzing found ${fuzz.violations.length} violations:\n${fuzz.violations.slice(0, 5).join('\n')}`);
  const mps = monthsPerSecond();
  const results: BenchResult[] = [
    {
      name: 'engine.fuzz.commandsPerSecond',
      source: 'issue 9 (fuzzing, 100,000 commands, 0 violations)',
      value: fuzz.commands / (fuzz.millis / 1000),
      unit: 'cmd/s',
      target: 2000,
      better: 'higher',
      detail: { commands: fuzz.commands, accepted: fuzz.accepted, rejected: fuzz.rejected, games: fuzz.games, violations: fuzz.violations.length },
    },
    {
      name: 'engine.headless.monthsPerSecond',
      source: 'issue 9 (headless campaign, sequence only so far)',
      value: mps.months / mps.seconds,
      unit: 'months/s',
      target: 10,
      better: 'higher',
      detail: { months: mps.months, seconds: +mps.seconds.toFixed(2) },
    },
  ];
  return results;
};
export default bench;
