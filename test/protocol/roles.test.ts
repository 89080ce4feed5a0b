import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { startServer } from '../../main/net';
import { memorySaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { MESSAGE_ROLES, PROTOCOL_VERSION, ROLES, clientMessageSchema, type ClientMessageType, type HostMessage, type Role } from '../../shared/protocol';
import { smallCampaign } from '../engine/helpers';
import { askClient, SLOW_PROOF_OK } from '../host/askClient';

// Issue 14: every protocol message type declares the roles that may send it (MESSAGE_ROLES),
// and the host checks that before any handler runs. This walks every type × every role —
// the host's own window, a seat, a spectator, and any other connection — and checks that the
// refusal is exactly the table's.

/** A well-formed message of each type (so only the role decides), given the game's ids. */
function sample(type: ClientMessageType, ids: { saveId: string; token: string }): Record<string, unknown> {
  const samples: Record<ClientMessageType, Record<string, unknown>> = {
    hello: { type: 'hello', protocolVersion: PROTOCOL_VERSION, client: 'test' },
    getVersion: { type: 'getVersion' },
    getTable: { type: 'getTable' },
    joinSeat: { type: 'joinSeat', power: 'russia' },
    resumeSeats: { type: 'resumeSeats', tokens: ['not-a-token'] },
    spectate: { type: 'spectate' },
    getDataPack: { type: 'getDataPack' },
    command: { type: 'command', seatToken: ids.token, basedOnVersion: 0, command: { type: 'sequence/acknowledge', power: 'austria', decisionId: 'd0' } },
    undo: { type: 'undo', seatToken: ids.token },
    watch: { type: 'watch', seatToken: null },
    openReplay: { type: 'openReplay', saveId: null },
    replaySeek: { type: 'replaySeek', replayId: 'replay-0', seq: 0 },
    closeReplay: { type: 'closeReplay', replayId: 'replay-0' },
    listScenarios: { type: 'listScenarios' },
    newGame: { type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat' },
    listSaves: { type: 'listSaves' },
    loadGame: { type: 'loadGame', saveId: ids.saveId },
    renameSave: { type: 'renameSave', saveId: ids.saveId, name: 'Renamed' },
    duplicateSave: { type: 'duplicateSave', saveId: ids.saveId, name: 'Copy' },
    deleteSave: { type: 'deleteSave', saveId: 'no-such-save' },
    exportSave: { type: 'exportSave', saveId: ids.saveId },
    importSaveChunk: { type: 'importSaveChunk', uploadId: 'u', index: 0, total: 2, data: 'AAAA' },
    getThumbnail: { type: 'getThumbnail', saveId: ids.saveId },
    setDataPack: { type: 'setDataPack', folder: '/nonexistent-eia-pack' },
    seatControl: { type: 'seatControl', action: 'lock' },
    setDelegation: { type: 'setDelegation', power: 'austria', delegation: { computer: false, threshold: 20, modes: { battle: 'auto', losses: 'ask', retreat: 'ask', reinforcement: 'ask', siege: 'ask', naval: 'ask', political: 'ask', turn: 'ask' } } },
    hostLan: { type: 'hostLan' },
    joinRemote: { type: 'joinRemote', address: '192.168.1.20:5805' },
  };
  return samples[type];
}

/** A host with a game (spectators allowed, Austria left to the LAN) and a client holding exactly `role`. */
function clientWith(role: Role) {
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([smallCampaign()]), saves, limits: SLOW_PROOF_OK });
  const owner = askClient(host, 'host');
  const game = owner.ask({ type: 'newGame', scenarioId: 'small-campaign', seating: 'hotseat', lan: ['austria'], spectators: true });
  if (game.type !== 'gameOpened') throw new Error(JSON.stringify(game));
  const client = askClient(host, role === 'host' ? 'host' : 'guest');
  let token = 'not-a-token';
  if (role === 'seat') {
    const joined = client.ask({ type: 'joinSeat', power: 'austria' });
    if (joined.type !== 'gameOpened') throw new Error(JSON.stringify(joined));
    token = joined.seats[0]!.seatToken;
  } else if (role === 'spectator') {
    expect(client.ask({ type: 'spectate' })).toMatchObject({ type: 'accepted' });
  }
  return { client, ids: { saveId: game.saveId!, token } };
}

const reply = (got: readonly HostMessage[], before: number) => got.slice(before).find((m) => m.type !== 'seats' && m.type !== 'view' && m.type !== 'seatsRevoked');

describe('the role table (issue 14)', () => {
  it('lists every client message type, and nothing else', () => {
    const types = clientMessageSchema.options.map((o) => o.shape.type.value).sort();
    expect(Object.keys(MESSAGE_ROLES).sort()).toEqual(types);
    // the management of games, saves, data and seats is the host's alone
    for (const t of ['newGame', 'loadGame', 'listSaves', 'renameSave', 'duplicateSave', 'deleteSave', 'exportSave', 'importSaveChunk', 'getThumbnail', 'setDataPack', 'seatControl', 'listScenarios', 'hostLan', 'joinRemote'] as const) {
      expect(MESSAGE_ROLES[t]).toEqual(['host']);
    }
  });

  const types = Object.keys(MESSAGE_ROLES) as ClientMessageType[];
  for (const role of ROLES) {
    it(`${role}: every message type is refused as forbidden exactly when the table says so`, () => {
      const outcomes: string[] = [];
      for (const type of types) {
        const { client, ids } = clientWith(role);
        const before = client.got.length;
        const requestId = `r-${type}`;
        client.session.receive(JSON.stringify({ ...sample(type, ids), ...(type === 'hello' ? {} : { requestId }) }));
        const answer = reply(client.got, before);
        const forbidden = answer?.type === 'rejected' && answer.error.code === 'forbidden';
        const allowed = MESSAGE_ROLES[type].includes(role) || MESSAGE_ROLES[type].includes('guest');
        outcomes.push(`${type}: ${forbidden ? 'forbidden' : 'answered'}`);
        expect(`${type}: ${forbidden ? 'forbidden' : 'answered'}`).toBe(`${type}: ${allowed ? 'answered' : 'forbidden'}`);
        // a refusal names the request, so the client knows which one
        if (forbidden && answer.type === 'rejected') expect(answer.requestId).toBe(requestId);
      }
      expect(outcomes).toHaveLength(types.length);
    });
  }

  it('a web page of another origin, even in the host\'s own browser, cannot open the socket at all', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eia-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const server = await startServer({ host: createHost({ appVersion: '1', kind: 'node', limits: SLOW_PROOF_OK }), staticDir: dir, port: 0, lan: false, hostSecret: 'secret' });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?host=secret`, { headers: { Origin: 'http://evil.example' } });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => reject(new Error('the socket opened for a foreign origin')));
        ws.on('error', () => {});
      });
      expect(status).toBe(403);
      // the same page asking over HTTP
      const page = await fetch(server.url, { headers: { Origin: 'http://evil.example' } });
      expect(page.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
