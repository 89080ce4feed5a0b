// Saves (issue 8): autosave latency, load time of a long game and its file size, with the toy
// engine of test/saves standing in for the real one (its state padded to a full game's size).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqliteSaveStore } from '../main/saves';
import type { SaveFile } from '../main/saves';
import { toyEngine, toyGroup, toyNewSave, toyState } from '../test/saves/toyEngine';
import type { ToyCommand, ToyEvent, ToyState } from '../test/saves/toyEngine';
import type { Bench, BenchResult } from './types';

const COMMANDS = 3000;
/** A step ends (and is snapshotted) every this many command groups. */
const STEP = 5;
/** ~150 kB of state JSON: our estimate for the full 1805 campaign (corps, fleets, areas, money). */
const PADDING = 3000;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Plays `n` groups into `save`, timing each append; returns the sorted times. */
function play(save: SaveFile<ToyState, ToyCommand, ToyEvent>, state: ToyState, n: number): number[] {
  const times: number[] = [];
  let s = state;
  for (let i = 1; i <= n; i++) {
    const power = (['france', 'britain', 'austria', 'russia'] as const)[i % 4]!;
    const command: ToyCommand = i % 13 === 0 ? { id: `b${i}`, power, op: 'roll' } : { id: `b${i}`, power, op: 'add', value: 1 + (i % 7) };
    const group = toyGroup(s, power, [command], { snapshot: i % STEP === 0 });
    // The host's cost of an autosave: hashing the state, the transaction, a snapshot at step ends.
    const t0 = performance.now();
    save.append(group);
    times.push(performance.now() - t0);
    s = group.stateAfter;
  }
  return times.sort((a, b) => a - b);
}

const bench: Bench = async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-bench-saves-'));
  try {
    const initial = toyState(PADDING);
    const stateBytes = JSON.stringify(initial).length;
    const make = (synchronous: 'normal' | 'full') => sqliteSaveStore(folder, { engine: toyEngine, appVersion: 'bench', synchronous });

    const store = make('normal');
    const save = store.create(toyNewSave(initial, 'Bench 1805', 'bench-long'));
    const times = play(save, initial, COMMANDS);
    store.close();
    const file = path.join(folder, 'bench-long.eiasave');
    const sizeBytes = statSync(file).size;

    // Load: a fresh store each time (open, header and quick checks, snapshot, tail replay).
    const loads: number[] = [];
    let replayed = 0;
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const fresh = make('normal');
      const loaded = fresh.open('bench-long').load();
      loads.push(performance.now() - t0);
      replayed = loaded.replayed;
      fresh.close();
    }
    loads.sort((a, b) => a - b);

    const verifyStore = make('normal');
    const t0 = performance.now();
    verifyStore.open('bench-long').verifyFromStart();
    const fullReplay = performance.now() - t0;
    const t1 = performance.now();
    verifyStore.list();
    const listing = performance.now() - t1;
    verifyStore.close();

    // For the record: the same autosave with an fsync per commit (synchronous=FULL).
    const fullStore = make('full');
    const fullSave = fullStore.create(toyNewSave(initial, 'Bench full sync', 'bench-full'));
    const fullTimes = play(fullSave, initial, 300);
    fullStore.close();

    const results: BenchResult[] = [
      {
        name: 'saves.autosave.p95',
        source: 'issue 8 (autosave p95 ≤ 20 ms)',
        value: quantile(times, 0.95),
        unit: 'ms',
        target: 20,
        better: 'lower',
        detail: {
          p50: quantile(times, 0.5),
          p99: quantile(times, 0.99),
          max: times[times.length - 1]!,
          samples: times.length,
          stateBytes,
          synchronous: 'NORMAL',
          fullSyncP50: quantile(fullTimes, 0.5),
          fullSyncP95: quantile(fullTimes, 0.95),
        },
      },
      {
        name: 'saves.load.longGame',
        source: 'issue 8 (load of a completed scenario ≤ 300 ms)',
        value: quantile(loads, 0.5),
        unit: 'ms',
        target: 300,
        better: 'lower',
        detail: { commands: COMMANDS, snapshotEverySteps: STEP, worst: loads[loads.length - 1]!, replayedTail: replayed, fullReplayFromStartMs: fullReplay, listMs: listing },
      },
      {
        name: 'saves.fileSize.longGame',
        source: 'issue 8 (file size, reported; the 50 MB ceiling is ours)',
        value: sizeBytes / 1e6,
        unit: 'MB',
        target: 50,
        better: 'lower',
        detail: { commands: COMMANDS, stateBytes, bytesPerCommand: Math.round(sizeBytes / COMMANDS) },
      },
    ];
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
export default bench;
