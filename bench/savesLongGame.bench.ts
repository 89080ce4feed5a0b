// Saves of a long game with the real engine (issue 8): the 1808-1814 Peninsular War scenario
// (71 months) played by automated powers and autosaved as the host does. GameState.log grows
// through a campaign and every snapshot carries it; this measures what that costs: snapshot
// and file size, autosave and load times, and the replay's seeks and frame size.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteSaveStore, canonicalHash, SAVE_EXTENSION } from '../main/saves';
import { engineForSaves } from '../main/host/gameSaves';
import { Replay } from '../main/host/replay';
import type { Command } from '../shared/engine';
import type { GameEvent, GameState } from '../shared/model';
import { shippedScenarios } from '../test/fuzz/soak';
import { playSeededGame, shippedGameData } from '../test/saves/seededGame';
import { rng } from '../test/support/rng';
import type { Bench, BenchResult } from './types';

const SCENARIO = 'peninsular';
const MONTHS = 71;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const timed = <T>(work: () => T): [T, number] => {
  const t0 = performance.now();
  const value = work();
  return [value, performance.now() - t0];
};

const bench: Bench = async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-bench-long-'));
  try {
    const data = shippedGameData();
    const open = () => sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(data), appVersion: 'bench' });
    const scenario = shippedScenarios().find((s) => s.file.includes(SCENARIO))!;
    const store = open();
    const played = playSeededGame({ store, scenario: scenario.json, seed: 1, months: MONTHS, data, maxCommands: 50_000 });
    const id = played.file.id;
    store.close();
    const file = path.join(folder, `${id}${SAVE_EXTENSION}`);
    const sizeBytes = statSync(file).size;

    const final = played.state;
    const stateBytes = JSON.stringify(final).length;
    const logBytes = JSON.stringify(final.log).length;
    const [, hashMs] = timed(() => canonicalHash(final));
    const [, savesHashMs] = timed(() => engineForSaves(data).hash(final)); // as the autosave after the last command did it

    const db = new Database(file, { readonly: true });
    const snaps = db.prepare('SELECT count(*) AS n, sum(length(state)) AS total, max(length(state)) AS biggest FROM snapshot').get() as { n: number; total: number; biggest: number };
    const events = db.prepare('SELECT count(*) AS n, sum(length(body)) AS total FROM event').get() as { n: number; total: number };
    db.close();

    const loads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [, ms] = timed(() => {
        const fresh = open();
        fresh.open(id).load();
        fresh.close();
      });
      loads.push(ms);
    }
    const verifyStore = open();
    const [, fullReplayMs] = timed(() => verifyStore.open(id).verifyFromStart());

    // Replay: open for a power, then seek to random entries (a snapshot and a short tail each).
    const [replay, replayOpenMs] = timed(() => new Replay(verifyStore.open(id), 'france', data));
    const steps = replay.steps();
    const r = rng(42);
    const seeks: number[] = [];
    let frameBytes = 0;
    for (let i = 0; i < 30; i++) {
      const seq = steps[Math.floor(r() * steps.length)]!.seq;
      const [f, ms] = timed(() => replay.frame(seq));
      seeks.push(ms);
      frameBytes = Math.max(frameBytes, JSON.stringify(f.view).length);
    }
    // Stepping forwards one entry at a time from a cached state.
    const stepTimes: number[] = [];
    const from = Math.floor(steps.length / 2);
    for (const s of steps.slice(from, from + 40)) stepTimes.push(timed(() => replay.frame(s.seq))[1]);
    verifyStore.close();

    const appends = sorted(played.appendMs);
    const appendsCpu = sorted(played.appendCpuMs);
    const results: BenchResult[] = [
      {
        name: 'savesLong.autosave.p95',
        source: 'issue 8 (autosave p95 ≤ 20 ms), real engine, 71-month game',
        value: quantile(appends, 0.95),
        unit: 'ms',
        target: 20,
        better: 'lower',
        detail: { p50: quantile(appends, 0.5), max: appends[appends.length - 1]!, cpuP50: quantile(appendsCpu, 0.5), cpuP95: quantile(appendsCpu, 0.95), loadAverage: os.loadavg()[0]!.toFixed(1), commands: played.commands, wholeStateHashMs: hashMs, stateHashWithoutLogMs: savesHashMs },
      },
      {
        name: 'savesLong.load',
        source: 'issue 8 (load of a completed scenario ≤ 300 ms), real engine',
        value: quantile(sorted(loads), 0.5),
        unit: 'ms',
        target: 300,
        better: 'lower',
        detail: { worst: Math.max(...loads), fullReplayFromStartMs: fullReplayMs },
      },
      {
        name: 'savesLong.fileSize',
        source: 'issue 8 (file size of a completed scenario; the 32 MB transfer limit is ours)',
        value: sizeBytes / 1e6,
        unit: 'MB',
        target: 32,
        better: 'lower',
        detail: {
          months: `${played.initial.date.month}/${played.initial.date.year}-${final.date.month}/${final.date.year}`,
          logEvents: final.log.length,
          finalStateKB: Math.round(stateBytes / 1024),
          logShareOfState: +(logBytes / stateBytes).toFixed(3),
          snapshots: snaps.n,
          snapshotsMB: +(snaps.total / 1e6).toFixed(2),
          biggestSnapshotKB: Math.round(snaps.biggest / 1024),
          eventRows: events.n,
          eventsMB: +(events.total / 1e6).toFixed(2),
        },
      },
      {
        name: 'savesLong.replaySeek.p95',
        source: 'issue 8 (replay: a frame at any entry; our target 250 ms)',
        value: quantile(sorted(seeks), 0.95),
        unit: 'ms',
        target: 250,
        better: 'lower',
        detail: { p50: quantile(sorted(seeks), 0.5), openMs: replayOpenMs, steps: steps.length, stepForwardP50: quantile(sorted(stepTimes), 0.5), frameKB: Math.round(frameBytes / 1024) },
      },
    ];
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

export default bench;
