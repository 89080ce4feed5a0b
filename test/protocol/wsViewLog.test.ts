import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost, memoryScenarioCatalog, type Host } from '../../main/host';
import { startServer, type RunningServer } from '../../main/net/server';
import { createStore } from '../../renderer/app/store';
import { wsConnection, type WebSocketLike } from '../../renderer/features/connection/wsConnection';
import { GameClient } from '../../renderer/features/game/gameClient';
import { hostMessageReceived } from '../../renderer/features/game/hostViewSlice';
import { commandFor, viewFor } from '../../shared/engine';
import type { PowerView } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from '../host/askClient';

const nodeSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;

/** A renderer as in the app: a socket whose every host message goes into its own store. */
function renderer(url: string) {
  const connection = wsConnection(url, nodeSocket);
  const store = createStore();
  const views: Extract<HostMessage, { type: 'view' }>[] = [];
  connection.onMessage((m) => {
    if (m.type === 'view') views.push(m);
    store.dispatch(hostMessageReceived(m));
  });
  return { connection, store, views, client: new GameClient(connection, 5000) };
}

describe('WebSocket path: live views carry only the new log entries (issues 7/8)', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('a LAN client gets the whole log on watch, then only new entries (logEnd survives its parser), and the whole log again after reconnecting', async () => {
    const host: Host = createHost({
      appVersion: '1',
      kind: 'node',
      scenarios: memoryScenarioCatalog([smallCampaign()]),
      limits: SLOW_PROOF_OK,
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'eia-static-'));
    writeFileSync(path.join(dir, 'index.html'), '');
    server = await startServer({ host, staticDir: dir, port: 0, lan: false, hostSecret: 'the-host-secret' });
    const url = `ws://127.0.0.1:${server.port}/ws`;
    // The host's own browser presents the secret (issue 14); a reconnecting player, its seat token.
    const a = renderer(`${url}?host=the-host-secret`);
    const opened = await a.client.request({ type: 'newGame', scenarioId: 'small-campaign', seed: 5, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(`no game: ${JSON.stringify(opened)}`);
    const token = (power: string) => opened.seats.find((s) => s.power === power)!.seatToken;
    await a.client.request({ type: 'watch', seatToken: token('france') });
    for (let i = 0; i < 50; i++) {
      const s = host.table()!.state;
      const d = s.pending[0]!;
      const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
      const command = commandFor(d, d.select === 'many' ? [] : (legal[0] ?? 'done'));
      const r = await a.client.request({
        type: 'command',
        seatToken: token(d.power),
        basedOnVersion: host.table()!.versionFor(token(d.power)),
        command: command as unknown as Record<string, unknown>,
      });
      expect(r.type).toBe('accepted');
    }
    const state = host.table()!.state;
    await expect.poll(() => a.store.getState().hostView.version).toBe(host.table()!.versionFor(token('france')));
    const held = a.store.getState().hostView;
    // 2.4.2 counted in the seat's own log, not the state's (whose length counts hidden events)
    expect(held.logEnd).toBe(viewFor(state, 'france').log.length);
    expect(JSON.stringify(held.view!.log)).toBe(JSON.stringify(viewFor(state, 'france').log));
    expect(a.views.slice(1).every((v) => (v.view as unknown as PowerView).logFrom > 0)).toBe(true);
    a.connection.close();

    const b = renderer(url);
    expect(await b.client.request({ type: 'resumeSeats', tokens: [token('france')] })).toMatchObject({
      type: 'gameOpened',
      seats: [{ power: 'france' }],
    });
    await b.client.request({ type: 'watch', seatToken: token('france') });
    await expect.poll(() => b.views.length).toBe(1);
    expect((b.views[0]!.view as unknown as PowerView).logFrom).toBe(0);
    expect(JSON.stringify(b.store.getState().hostView.view!.log)).toBe(JSON.stringify(viewFor(state, 'france').log));
    b.connection.close();
  });
});
