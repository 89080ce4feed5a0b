// Land Phase rules (issue 5): legal destinations of one corps (≤ 1 ms) and the supply status of
// every corps of a power (≤ 10 ms), on the 1812 scenario (the largest armies) and the real map.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newGame } from '../shared/engine';
import { legalDestinations } from '../shared/rules/land/movement';
import { supplyStatus } from '../shared/rules/land/supply';
import type { GameState, MajorPower } from '../shared/model';
import { DATA, LAND } from '../test/engine/landSetup';
import type { Bench, BenchResult } from './types';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

function load(file: string): GameState {
  const scenario = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../assets/scenarios', file), 'utf8')) as unknown;
  const g = newGame({ scenario, seed: 1, data: DATA });
  if (!g.ok) throw new Error(`${file} rejected`);
  return g.value;
}

const bench: Bench = async () => {
  const s = load('13.4-1812-russia.json');
  const corps = s.corps.filter((c) => c.location.kind === 'area');
  const owner = (c: (typeof corps)[number]) => (s.minors.find((m) => m.id === c.nationality)?.controller ?? c.nationality) as MajorPower;
  for (const c of corps.slice(0, 20)) legalDestinations(s, LAND, owner(c), c.counter); // warm up
  const dest: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const c of corps) {
      const t = performance.now();
      legalDestinations(s, LAND, owner(c), c.counter);
      dest.push(performance.now() - t);
    }
  }
  const powers = [...new Set(corps.map(owner))];
  const supply: number[] = [];
  let biggest: MajorPower = powers[0]!;
  for (const p of powers) if (corps.filter((c) => owner(c) === p).length > corps.filter((c) => owner(c) === biggest).length) biggest = p;
  for (let round = 0; round < 50; round++) {
    const t = performance.now();
    supplyStatus(s, LAND, biggest, () => false);
    supply.push(performance.now() - t);
  }
  const results: BenchResult[] = [
    {
      name: 'land.legalDestinations.p95',
      source: 'issue 5 (legal destinations of one corps ≤ 1 ms)',
      value: percentile(dest, 95), unit: 'ms', target: 1, better: 'lower',
      detail: { p50: percentile(dest, 50), max: Math.max(...dest), samples: dest.length, corps: corps.length },
    },
    {
      name: 'land.supplyStatus.p95',
      source: 'issue 5 (supply status of every corps of a power ≤ 10 ms)',
      value: percentile(supply, 95), unit: 'ms', target: 10, better: 'lower',
      detail: { p50: percentile(supply, 50), power: biggest, corps: corps.filter((c) => owner(c) === biggest).length },
    },
  ];
  return results;
};

export default bench;
