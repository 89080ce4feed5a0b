import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost, memoryScenarioCatalog, type Host } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { SECURITY_HEADERS, startServer, type RunningServer } from '../../main/net';
import { memorySaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from '../host/askClient';

// Issue 14, the WebSocket and HTTP side of browser mode attacked on loopback: foreign origins
// and Host names (DNS rebinding), malformed paths, too many connections, a client that stops
// reading, a busy port. Each test title names the fault's number in the issue.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-static-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>EiA</title>');
  return dir;
}

/** A raw GET (fetch will not send a foreign Host header), with the status and headers. */
function get(port: number, target: string, headers: Record<string, string> = {}, address = '127.0.0.1'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path: target, method: 'GET', headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a socket and answers its status: 'open', or the HTTP status of a refused upgrade; `heard` collects what it is sent from the start. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<{ status: number | 'open'; ws?: WebSocket; heard: HostMessage[] }> {
  return new Promise((resolve) => {
    const heard: HostMessage[] = [];
    const ws = new WebSocket(url, { headers });
    ws.on('message', (d) => heard.push(JSON.parse(d.toString()) as HostMessage));
    ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0, heard }));
    ws.on('open', () => resolve({ status: 'open', ws, heard }));
    ws.on('error', () => {});
  });
}

describe('browser mode on loopback, attacked', () => {
  let server: RunningServer | undefined;
  let lines: string[] = [];
  const start = async (host: Host = createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), extra: Partial<Parameters<typeof startServer>[0]> = {}) => {
    lines = [];
    server = await startServer({ host, staticDir: staticDir(), port: 0, lan: false, hostSecret: 'secret', log: (l) => lines.push(l), ...extra });
    return server;
  };
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('2. a foreign Origin or Host (DNS rebinding) is a 403 for pages and sockets, logged once per source', async () => {
    const s = await start();
    expect((await get(s.port, '/')).status).toBe(200);
    expect((await get(s.port, '/', { Host: 'evil.example' })).status).toBe(403);
    expect((await get(s.port, '/', { Host: `evil.example:${s.port}` })).status).toBe(403);
    expect((await get(s.port, '/', { Origin: 'http://evil.example' })).status).toBe(403);
    for (let i = 0; i < 30; i++) expect((await upgrade(`ws://127.0.0.1:${s.port}/ws`, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await upgrade(`ws://127.0.0.1:${s.port}/ws`, { Host: `attacker.example:${s.port}` })).status).toBe(403);
    const ok = await upgrade(`ws://127.0.0.1:${s.port}/ws`, { Origin: `http://localhost:${s.port}` });
    expect(ok.status).toBe('open');
    ok.ws?.close();
    // one line per source and reason, not one per request
    expect(lines.filter((l) => l.includes('evil.example')).length).toBe(3);
    expect(lines.filter((l) => l.includes('attacker.example')).length).toBe(1);
  });

  it('2. with --lan, the LAN address it printed is accepted too; the host secret counts only on loopback', async () => {
    const s = await start(createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), { lan: true, lanAddresses: () => ['127.0.0.2'] });
    expect(s.lan.status()).toMatchObject({ on: true, addresses: [`http://127.0.0.2:${s.port}/`], code: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/) });
    expect((await get(s.port, '/', { Host: `127.0.0.2:${s.port}` }, '127.0.0.2')).status).toBe(200);
    const role = async (url: string, origin: string) => {
      const u = await upgrade(url, { Origin: origin });
      if (u.status !== 'open' || !u.ws) return u.status;
      const got = await new Promise<HostMessage>((resolve) => {
        u.ws!.once('message', (d) => resolve(JSON.parse(d.toString()) as HostMessage));
        u.ws!.send(JSON.stringify({ type: 'getVersion', requestId: 'v' }));
      });
      u.ws.close();
      return got.type === 'version' ? got.role : got.type;
    };
    expect(await role(`ws://127.0.0.1:${s.port}/ws?host=secret`, `http://127.0.0.1:${s.port}`)).toBe('host');
    expect(await role(`ws://127.0.0.1:${s.port}/ws?host=wrong`, `http://127.0.0.1:${s.port}`)).toBe('guest');
    expect(await role(`ws://127.0.0.2:${s.port}/ws?host=secret`, `http://127.0.0.2:${s.port}`)).toBe('guest');
    await s.lan.stop();
    expect((await get(s.port, '/', { Host: `127.0.0.2:${s.port}` })).status).toBe(403);
  });

  it('3. a malformed request path is a 400, never an exception; the host stays up', async () => {
    const s = await start();
    for (const bad of ['/%', '/%ff', '/assets/%c0%af', '/%00', '/..%5c..%5cwindows', '/a%2']) {
      const r = await get(s.port, bad);
      expect([bad, r.status]).toEqual([bad, 400]);
    }
    expect((await get(s.port, '/../../etc/passwd')).status).not.toBe(200);
    expect((await get(s.port, '/')).status).toBe(200);
  });

  it('8. every response carries the security headers: no framing, no sniffing, a CSP', async () => {
    const s = await start();
    for (const [target, headers, status] of [['/', {}, 200], ['/missing.js', {}, 404], ['/%ff', {}, 400], ['/', { Host: 'evil.example' }, 403]] as const) {
      const r = await get(s.port, target, headers);
      expect(r.status).toBe(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([target, name, r.headers[name.toLowerCase()]]).toEqual([target, name, value]);
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('limits: connections beyond the cap are told why and closed; the others go on', async () => {
    const s = await start(createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), { maxConnections: 2 });
    const a = await upgrade(`ws://127.0.0.1:${s.port}/ws`);
    const b = await upgrade(`ws://127.0.0.1:${s.port}/ws`);
    const c = await upgrade(`ws://127.0.0.1:${s.port}/ws`);
    const code = await new Promise<number>((resolve) => c.ws!.on('close', (n) => resolve(n)));
    expect(code).toBe(1013);
    expect(c.heard[0]).toMatchObject({ type: 'rejected', error: { code: 'rateLimited', message: expect.stringContaining('2 connections') } });
    expect(a.status).toBe('open');
    a.ws!.close();
    b.ws!.close();
  });

  it('5/8. a client that stops reading an export is dropped, not buffered for', async () => {
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
    const host = createHost({ appVersion: '1', kind: 'node', saves, scenarios: memoryScenarioCatalog([smallCampaign()]), limits: { backlogBytes: 64 * 1024, backlogStallMs: 300 } });
    const s = await start(host, { maxBufferedBytes: 256 * 1024 });
    const u = await upgrade(`ws://127.0.0.1:${s.port}/ws?host=secret`);
    const ws = u.ws!;
    ws.send(JSON.stringify({ type: 'newGame', requestId: 'n', scenarioId: 'small-campaign', seating: 'hotseat' }));
    await expect.poll(() => u.heard.some((m) => m.type === 'gameOpened')).toBe(true);
    const game = u.heard.find((m) => m.type === 'gameOpened');
    if (game?.type !== 'gameOpened') throw new Error('no game');
    const file = saves.open(game.saveId!);
    file.setThumbnail({ seq: file.lastSeq(), mime: 'image/png', width: 1, height: 1, image: new Uint8Array(12_000_000).map((_, i) => (i * 7919) % 251) });
    // ask for 16 MB of export, and stop reading: the host drops this client (its own log says so)
    ws.send(JSON.stringify({ type: 'exportSave', requestId: 'e', saveId: game.saveId }));
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await expect.poll(() => lines.some((l) => /dropped .*(stopped taking in|not taken in)/.test(l)), { timeout: 20_000 }).toBe(true);
    ws.terminate();
    // and goes on for everyone else
    const other = await upgrade(`ws://127.0.0.1:${s.port}/ws`);
    expect(other.status).toBe('open');
    other.ws!.close();
  });

  it('9. a busy port at start: one line naming the next free port, and no stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const saves = mkdtempSync(path.join(tmpdir(), 'eia-busy-'));
      dirs.push(saves);
      const child = spawn(process.execPath, ['--import', 'tsx', 'main/serve.ts', '--port', String(port), '--saves', saves], { cwd: path.resolve(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(2);
      const text = out.trim().split('\n');
      expect(text).toHaveLength(1);
      expect(text[0]).toMatch(new RegExp(`^Port ${port} is in use .*; port \\d+ is free: npm run serve -- --port \\d+\\.$`));
    } finally {
      blocker.close();
    }
  }, 60_000);
});
