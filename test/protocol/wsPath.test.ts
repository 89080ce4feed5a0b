import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost } from '../../main/host';
import { HostClient } from '../../renderer/features/connection/hostClient';
import { wsConnection, type WebSocketLike } from '../../renderer/features/connection/wsConnection';
import type { HostMessage } from '../../shared/protocol';
import { startServer, type RunningServer } from '../../main/net/server';
import { SLOW_PROOF_OK } from '../host/askClient';

function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>EiA test</title>');
  return dir;
}

const nodeSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;

describe('WebSocket path (browser mode)', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves the renderer and answers the version request over the socket', async () => {
    server = await startServer({ host: createHost({ appVersion: '2.3.4', kind: 'node', limits: SLOW_PROOF_OK }), staticDir: staticDir(), port: 0, lan: false });
    expect(server.address).toBe('127.0.0.1');
    const page = await fetch(server.url);
    expect(await page.text()).toContain('EiA test');
    const connection = wsConnection(`ws://127.0.0.1:${server.port}/ws`, nodeSocket);
    const client = new HostClient(connection);
    await expect(client.getVersion(2000)).resolves.toEqual({ appVersion: '2.3.4', protocolVersion: 2, hostKind: 'node', role: 'guest' });
    connection.close();
  });

  it('refuses paths outside the renderer folder', async () => {
    server = await startServer({ host: createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), staticDir: staticDir(), port: 0, lan: false });
    const res = await fetch(`${server.url}..%2F..%2Fetc%2Fpasswd`);
    expect([403, 404]).toContain(res.status);
  });

  it('answers a malformed or oversized message with a refusal and stays up', async () => {
    server = await startServer({ host: createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), staticDir: staticDir(), port: 0, lan: false });
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
    const replies: HostMessage[] = [];
    socket.on('message', (d) => replies.push(JSON.parse(d.toString()) as HostMessage));
    await new Promise((r) => socket.once('open', r));
    socket.send('{"type":"getVersion"');
    socket.send(JSON.stringify({ type: 'getVersion', requestId: 'x', pad: 'y'.repeat(300_000) }));
    socket.send(JSON.stringify({ type: 'getVersion', requestId: 'ok' }));
    await expect.poll(() => replies.length).toBe(3);
    expect(replies.map((r) => (r.type === 'rejected' ? r.error.code : r.type))).toEqual(['malformed', 'tooLarge', 'version']);
    socket.close();
  });
});
