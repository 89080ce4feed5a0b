// Issue 14: a full LAN table on loopback. Seven seats (the host's window and six players who
// joined over the LAN) and five spectators, each on its own WebSocket to the real browser-mode
// server, play a scenario with the standing procedures choosing every seat's answers. For each
// command: the time from the seat sending it to every one of the twelve clients holding its new
// view (p50/p95, target p95 ≤ 50 ms); and the host's memory.
//
// No shipped scenario has seven powers, so the 1813 scenario is played with Spain and Turkey
// added at the table (no forces: they are dealt every view and owe few decisions).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createHost, memoryScenarioCatalog } from '../main/host';
import { engineForSaves } from '../main/host/gameSaves';
import { startServer } from '../main/net';
import { memorySaveStore } from '../main/saves';
import { commandFor, type Command } from '../shared/engine';
import { autoAnswer, seededRng } from '../shared/engine/auto';
import type { GameEvent, GameState, MajorPower } from '../shared/model';
import type { HostMessage } from '../shared/protocol';
import { shippedGameData } from '../test/saves/seededGame';
import type { Bench, BenchResult } from './types';

const MAX_COMMANDS = 400;
const SPECTATORS = 5;

/** The 1813 scenario with Spain and Turkey at the table too: seven seats. */
function sevenPowers(): Record<string, unknown> & { id: string } {
  const s = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'assets', 'scenarios', '13.5-1813-befreiungskrieg.json'), 'utf8')) as Record<string, unknown> & {
    id: string;
    title: string;
    powers: Record<string, unknown>;
    sides: string[][];
    setupOrder: string[];
  };
  s.id = 'lan-bench-1813-seven';
  s.title = '1813 with seven powers at the table (LAN benchmark)';
  s.powers['spain'] = { money: 10, manpower: 3, politicalPoints: 0, victoryPoints: 0 };
  s.powers['turkey'] = { money: 10, manpower: 3, politicalPoints: 0, victoryPoints: 0 };
  s.sides = [['france', 'spain'], ['russia', 'prussia', 'austria', 'britain', 'turkey']];
  s.setupOrder = [...s.setupOrder, 'spain', 'turkey'];
  return s;
}

/** A client on its own socket: the versions of the views it received, and when. */
interface Client {
  readonly ws: WebSocket;
  readonly seen: Map<number, number>;
  bytes: number;
  ask(m: Record<string, unknown>): Promise<HostMessage>;
}

async function client(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  const seen = new Map<number, number>();
  const waiting = new Map<string, (m: HostMessage) => void>();
  let n = 0;
  const c: Client = {
    ws,
    seen,
    bytes: 0,
    ask(m) {
      const requestId = `q${++n}`;
      return new Promise((resolve) => {
        waiting.set(requestId, resolve);
        ws.send(JSON.stringify({ ...m, requestId }));
      });
    },
  };
  ws.on('message', (data) => {
    const text = data.toString();
    c.bytes += text.length;
    // A player's window reads every view; the version is at its head, so it is taken from there.
    const view = /^\{"type":"view","version":(\d+)/.exec(text);
    if (view) {
      seen.set(Number(view[1]), performance.now());
      return;
    }
    const m = JSON.parse(text) as HostMessage;
    if ('requestId' in m && m.requestId && waiting.has(m.requestId)) {
      waiting.get(m.requestId)!(m);
      waiting.delete(m.requestId);
    }
  });
  return c;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const bench: Bench = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-bench-lan-'));
  writeFileSync(path.join(dir, 'index.html'), '');
  const data = shippedGameData();
  const scenario = sevenPowers();
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'bench' });
  const host = createHost({ appVersion: 'bench', kind: 'node', data, saves, scenarios: memoryScenarioCatalog([scenario]) });
  const server = await startServer({ host, staticDir: dir, port: 0, lan: false, hostSecret: 'bench-secret' });
  const url = `ws://127.0.0.1:${server.port}/ws`;
  const clients: Client[] = [];
  try {
    const owner = await client(`${url}?host=bench-secret`);
    clients.push(owner);
    const others: MajorPower[] = ['russia', 'prussia', 'austria', 'britain', 'spain', 'turkey'];
    const opened = await owner.ask({ type: 'newGame', scenarioId: scenario.id, seating: 'hotseat', lan: others, spectators: true });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const seats = new Map<MajorPower, { client: Client; token: string }>([['france', { client: owner, token: opened.seats[0]!.seatToken }]]);
    for (const power of others) {
      const c = await client(url);
      const joined = await c.ask({ type: 'joinSeat', power, player: `player of ${power}` });
      if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
      seats.set(power, { client: c, token: joined.seats[0]!.seatToken });
      clients.push(c);
    }
    for (const [, seat] of seats) await seat.client.ask({ type: 'watch', seatToken: seat.token });
    for (let i = 0; i < SPECTATORS; i++) {
      const c = await client(url);
      await c.ask({ type: 'spectate' });
      await c.ask({ type: 'watch', seatToken: null });
      clients.push(c);
    }
    const rng = seededRng(1813);
    const latencies: number[] = [];
    // CPU of this process (host, server and the twelve clients) per command: the machine is shared,
    // so wall time includes waiting for a core; this is the part the code itself costs.
    const cpuMs: number[] = [];
    let peakRss = 0;
    let peakHeap = 0;
    for (let i = 0; i < MAX_COMMANDS; i++) {
      const state = host.table()!.state;
      if (state.over) break;
      const d = state.pending[0]!;
      const seat = seats.get(d.power)!;
      // the standing procedures choose for the seat (they read the state; the seat sends)
      const command = commandFor(d, autoAnswer(state, d, rng, data));
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await seat.client.ask({ type: 'command', seatToken: seat.token, basedOnVersion: state.version, command });
      if (answer.type !== 'accepted') throw new Error(JSON.stringify(answer));
      const version = host.table()!.state.version;
      for (;;) {
        const times = clients.map((c) => c.seen.get(version));
        if (times.every((t) => t !== undefined)) {
          latencies.push(Math.max(...(times as number[])) - t0);
          const cpu = process.cpuUsage(cpu0);
          cpuMs.push((cpu.user + cpu.system) / 1000);
          break;
        }
        await new Promise((r) => setImmediate(r));
      }
      const mem = process.memoryUsage();
      peakRss = Math.max(peakRss, mem.rss);
      peakHeap = Math.max(peakHeap, mem.heapUsed);
    }
    latencies.sort((a, b) => a - b);
    cpuMs.sort((a, b) => a - b);
    const bytes = clients.reduce((n, c) => n + c.bytes, 0);
    const results: BenchResult[] = [
      {
        name: 'lan.table12.viewLatency.p95',
        source: 'issue 14 (7 seats + 5 spectators: command → every client\'s new view, p95 ≤ 50 ms)',
        value: quantile(latencies, 0.95),
        unit: 'ms',
        target: 50,
        better: 'lower',
        detail: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies.at(-1)!, commands: latencies.length, cpuMsP50: Math.round(quantile(cpuMs, 0.5) * 10) / 10, cpuMsP95: Math.round(quantile(cpuMs, 0.95) * 10) / 10, loadAverage1m: Math.round(loadavg()[0]! * 10) / 10, clients: clients.length, kBPerClientPerCommand: Math.round(bytes / clients.length / Math.max(1, latencies.length) / 102.4) / 10 },
      },
      {
        name: 'lan.table12.hostMemory',
        source: 'issue 14 (host memory with 12 clients, reported; the 512 MB ceiling is ours)',
        value: peakRss / 1048576,
        unit: 'MB',
        target: 512,
        better: 'lower',
        detail: { peakHeapMB: Math.round(peakHeap / 1048576), note: 'rss of the bench process: host, server and the twelve clients together' },
      },
    ];
    return results;
  } finally {
    for (const c of clients) c.ws.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
export default bench;
