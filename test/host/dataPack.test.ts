import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { loadActiveData } from '../../main/host/dataPack';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import type { HostMessage } from '../../shared/protocol';
import type { GameEvent, GameState } from '../../shared/model';
import type { Command } from '../../shared/engine';
import { smallCampaign } from '../engine/helpers';
import { SLOW_PROOF_OK } from './askClient';

const ASSETS = path.resolve(import.meta.dirname, '../../assets');

function packFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-pack-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function setup() {
  const shipped = loadActiveData(null);
  if (!shipped.ok) throw new Error('shipped data invalid');
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(shipped.data.game), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', activeData: shipped.data, saves, scenarios: memoryScenarioCatalog([smallCampaign()]), limits: SLOW_PROOF_OK });
  const got: HostMessage[] = [];
  const session = host.connect((m) => got.push(m), { role: 'host' });
  const send = (m: object) => session.receive(JSON.stringify(m));
  const last = () => got[got.length - 1]!;
  return { host, send, last, saves, shipped: shipped.data };
}

describe('data packs on the host (issue 4)', () => {
  it('reports the shipped data with every table and its source', () => {
    const { send, last } = setup();
    send({ type: 'getDataPack', requestId: 'd' });
    const m = last();
    expect(m).toMatchObject({ type: 'dataPack', id: 'shipped', folder: null, overridden: [], errors: [] });
    if (m.type === 'dataPack') expect(m.sources.length).toBeGreaterThan(25);
  });

  it('switches to a valid pack, marks its tables, and records it in the saves of new games', () => {
    const { send, last, saves } = setup();
    const pursuit = JSON.parse(readFileSync(path.join(ASSETS, 'charts/pursuit.json'), 'utf8')) as Record<string, unknown>;
    const folder = packFolder({ 'charts/pursuit.json': JSON.stringify({ ...pursuit, provenance: { kind: 'transcribed', source: 'my Game Card' } }) });
    send({ type: 'setDataPack', requestId: 'p', folder });
    const m = last();
    expect(m).toMatchObject({ type: 'dataPack', folder, overridden: ['charts/pursuit.json'], errors: [] });
    if (m.type === 'dataPack') expect(m.sources.find((s) => s.file === 'charts/pursuit.json')).toMatchObject({ pack: true, provenance: { source: 'my Game Card' } });
    send({ type: 'newGame', requestId: 'n', scenarioId: 'small-campaign', seating: 'hotseat' });
    const opened = last();
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    expect(saves.open(opened.saveId!).meta().dataPack).toEqual({ id: path.basename(folder), hash: m.type === 'dataPack' ? m.hash : '' });
  });

  it('refuses a broken pack with each problem and keeps the data in force', () => {
    const { send, last, shipped } = setup();
    const folder = packFolder({ 'charts/siege.json': '{ not json', 'forces/corps.json': '{"corps": 3}', 'notes.json': '{}' });
    send({ type: 'setDataPack', requestId: 'p', folder });
    const m = last();
    if (m.type !== 'dataPack') throw new Error('expected a dataPack reply');
    expect(m.id).toBe('shipped');
    expect(m.hash).toBe(shipped.hash);
    expect(m.errors.map((e) => e.file).sort()).toEqual(['charts/siege.json']);
    // JSON that does not parse stops the pack before validation; fix it and the next problems show.
    writeFileSync(path.join(folder, 'charts/siege.json'), '{}');
    send({ type: 'setDataPack', requestId: 'q', folder });
    const m2 = last();
    if (m2.type !== 'dataPack') throw new Error('expected a dataPack reply');
    const files = new Set(m2.errors.map((e) => e.file));
    expect(files).toEqual(new Set(['charts/siege.json', 'forces/corps.json', 'notes.json']));
  });

  it('refuses a folder that does not exist', () => {
    const { send, last } = setup();
    send({ type: 'setDataPack', requestId: 'p', folder: '/no/such/folder' });
    const m = last();
    expect(m.type === 'dataPack' && m.errors[0]!.expected).toMatch(/a folder of JSON files/);
  });
});
