// Host round trip over the real WebSocket server on loopback: the floor under every LAN action.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createHost } from '../main/host';
import { startServer } from '../main/net';
import type { Bench } from './types';

const bench: Bench = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-bench-'));
  writeFileSync(path.join(dir, 'index.html'), '');
  const server = await startServer({ host: createHost({ appVersion: 'bench', kind: 'node' }), staticDir: dir, port: 0, lan: false });
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
  await new Promise((r) => socket.once('open', r));
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    await new Promise<void>((resolve) => {
      socket.once('message', () => resolve());
      socket.send(JSON.stringify({ type: 'getVersion', requestId: `b${i}` }));
    });
    samples.push(performance.now() - t0);
  }
  socket.close();
  await server.close();
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return [
    {
      name: 'lan.roundTrip.p95',
      source: 'issue 9 (LAN latency)',
      value: p(0.95),
      unit: 'ms',
      target: 50,
      better: 'lower',
      detail: { p50: p(0.5), p99: p(0.99), samples: samples.length },
    },
  ];
};
export default bench;
