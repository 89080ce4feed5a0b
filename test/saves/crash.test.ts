import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteSaveStore } from '../../main/saves';
import { toyEngine } from './toyEngine';
import { rng } from '../support/rng';

// Crash safety (issue 8): a child host autosaves in a loop and is killed with SIGKILL at
// random moments, over and over on the same files; after every kill each file must open,
// pass integrity_check, load with every hash verified, and hold every command the child
// acknowledged. The child is bundled once with esbuild: starting it through tsx costs ~2 s,
// which would put 100 kills far over the time budget.

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANES = 3;
const KILLS_PER_LANE = 34;
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'format1.eiasave');

let work: string;
let child: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'eia-crash-'));
  child = path.join(work, 'crashChild.cjs');
  buildSync({
    entryPoints: [path.join(import.meta.dirname, 'crashChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external: ['better-sqlite3'],
    outfile: child,
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));


interface Run {
  acks: string[];
  undos: number[];
  stderr: string;
  sawReady: boolean;
}

/** Starts the child and kills it: either blind (during start-up, open, migration or recovery) or some ms after it is ready. */
function runOnce(folder: string, id: string, random: () => number): Promise<Run> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [child, folder, id], {
      cwd: ROOT,
      env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: Run = { acks: [], undos: [], stderr: '', sawReady: false };
    let buffer = '';
    const kill = () => proc.kill('SIGKILL');
    const blind = random() < 0.3;
    if (blind) setTimeout(kill, random() * 500);
    proc.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!; // a line without its newline was not fully acknowledged
      for (const line of lines) {
        const [word, value] = line.split(' ');
        if (word === 'ack') run.acks.push(value!);
        else if (word === 'undo') run.undos.push(Number(value));
        else if (word === 'ready' && !run.sawReady) {
          run.sawReady = true;
          if (!blind) setTimeout(kill, random() * 120);
        }
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    proc.on('exit', () => resolve(run));
  });
}

/** Checks a copy of the files as the kill left them, so the next child recovers the real thing. */
function verify(folder: string, id: string, acked: Set<string>, undos: Set<number>, where: string): number {
  const file = path.join(folder, `${id}.eiasave`);
  if (!existsSync(file)) {
    expect(acked.size, `${where}: no file but acknowledged commands`).toBe(0);
    return 0;
  }
  const check = path.join(work, 'check');
  rmSync(check, { recursive: true, force: true });
  mkdirSync(check);
  copyFileSync(file, path.join(check, `${id}.eiasave`));
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, path.join(check, `${id}.eiasave-wal`));

  const db = new Database(path.join(check, `${id}.eiasave`));
  expect(db.pragma('integrity_check', { simple: true }), where).toBe('ok');
  const format = db.pragma('user_version', { simple: true }) as number;
  const present = new Set<string>();
  const undoRows = new Set<number>();
  if (format === 1) {
    for (const r of db.prepare('SELECT commands FROM commands').all() as { commands: string }[]) for (const c of JSON.parse(r.commands) as { id: string }[]) present.add(c.id);
  } else {
    for (const r of db.prepare('SELECT seq, kind, commands FROM log').all() as { seq: number; kind: string; commands: string }[]) {
      if (r.kind === 'undo') undoRows.add(r.seq);
      for (const c of JSON.parse(r.commands) as { id: string }[]) present.add(c.id);
    }
  }
  db.close();
  const lost = [...acked].filter((c) => !present.has(c));
  expect(lost, `${where}: acknowledged commands missing`).toEqual([]);
  expect([...undos].filter((u) => !undoRows.has(u)), `${where}: acknowledged undos missing`).toEqual([]);

  // And the game itself loads, every hash checked, through the store.
  const store = sqliteSaveStore(check, { engine: toyEngine, appVersion: 'crash-check' });
  expect(store.list()[0], `${where}: listing`).toMatchObject({ ok: true });
  const loaded = store.open(id).load();
  store.close();
  return loaded.seq;
}

describe('crash safety under SIGKILL', () => {
  it(`${LANES * KILLS_PER_LANE} kills at random moments lose no acknowledged command and corrupt no file`, async () => {
    const seed = Number(process.env.EIA_CRASH_SEED ?? Date.now() % 1_000_000);
    const random = rng(seed);
    const folder = path.join(work, 'saves');
    mkdirSync(folder);
    // Lane 0 starts from the format-1 fixture, so kills also land during its migration.
    copyFileSync(FIXTURE, path.join(folder, 'lane-0.eiasave'));
    const fixtureIds = Array.from({ length: 12 }, (_, i) => `v1-${i + 1}`);

    const stats = { kills: 0, acks: 0, blindBeforeReady: 0, maxSeq: 0 };
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        const id = `lane-${lane}`;
        const acked = new Set<string>(lane === 0 ? fixtureIds : []);
        const undos = new Set<number>();
        for (let k = 0; k < KILLS_PER_LANE; k++) {
          const run = await runOnce(folder, id, random);
          stats.kills++;
          if (!run.sawReady) stats.blindBeforeReady++;
          expect(run.stderr, `seed ${seed} ${id} kill ${k}: child failed`).toBe('');
          for (const a of run.acks) acked.add(a);
          for (const u of run.undos) undos.add(u);
          stats.acks += run.acks.length;
          stats.maxSeq = Math.max(stats.maxSeq, verify(folder, id, acked, undos, `seed ${seed} ${id} kill ${k}`));
        }
      }),
    );
    console.log(`crash test seed ${seed}: ${stats.kills} kills (${stats.blindBeforeReady} before ready), ${stats.acks} acknowledged commands, longest log ${stats.maxSeq}`);
    expect(stats.kills).toBeGreaterThanOrEqual(100);
    expect(stats.acks).toBeGreaterThan(300); // the child really worked between kills
  }, 120_000);
});
