import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore, sqliteSaveStore } from '../../main/saves';
import { UPLOAD_CHUNK_CHARS, type HostMessage } from '../../shared/protocol';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { shippedGameData } from '../saves/seededGame';
import { askClient, SLOW_PROOF_OK } from './askClient';

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((png.width * y + x) * 4, (png.width * y + x) * 4 + 3)];

describe('save thumbnails (issue 8)', () => {
  it('draws the scenario\'s part of the map with a dot per corps, from the cache while the save is unchanged', { timeout: 60_000 }, () => {
    const data = shippedGameData();
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(data), appVersion: 'test' });
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data, limits: SLOW_PROOF_OK });
    const { ask } = askClient(host);
    const opened = ask({ type: 'newGame', scenarioId: scenario.id, seed: 2, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const first = ask({ type: 'getThumbnail', saveId: opened.saveId });
    if (first.type !== 'thumbnail') throw new Error(JSON.stringify(first));
    const png = PNG.sync.read(Buffer.from(first.png, 'base64'));
    expect([png.width, png.height]).toEqual([200, 150]);
    // French corps are drawn in France's blue somewhere; seas and land in their own colours.
    const colours = new Set<string>();
    for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) colours.add(pixel(png, x, y).join(','));
    expect(colours.has('47,95,168')).toBe(true);
    expect(colours.has('159,195,217')).toBe(true);
    expect(colours.has('239,230,207')).toBe(true);
    // Asked again unchanged: the same picture, from the cache.
    expect(ask({ type: 'getThumbnail', saveId: opened.saveId })).toMatchObject({ png: first.png });
    // After a command the save has changed; its thumbnail is drawn from the new state.
    const s = host.table()!.state;
    const d = s.pending[0]!;
    const seat = opened.seats.find((x) => x.power === d.power)!;
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
    expect(ask({ type: 'command', seatToken: seat.seatToken, basedOnVersion: host.table()!.versionFor(seat.seatToken), command: commandFor(d, legal[0] ?? 'done') }).type).toBe('accepted');
    expect(ask({ type: 'getThumbnail', saveId: opened.saveId }).type).toBe('thumbnail');
    expect(ask({ type: 'getThumbnail', saveId: 'no-such-save' }).type).toBe('rejected');
  });
});

const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** A host over a save folder of its own (or the one given), playing the shipped 1805 scenario. */
function hostOver(folder?: string) {
  const dir = folder ?? mkdtempSync(path.join(tmpdir(), 'eia-thumb-'));
  if (!folder) folders.push(dir);
  const data = shippedGameData();
  const scenario = shippedScenarios().find((x) => x.file.includes('1805'))!.json;
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(dir, { engine: engineForSaves(data), appVersion: 'test' });
  const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, data, limits: SLOW_PROOF_OK });
  return { dir, saves, host, scenario, ...askClient(host) };
}

const thumb = (m: HostMessage) => (m.type === 'thumbnail' ? m.png : `not a thumbnail: ${JSON.stringify(m).slice(0, 200)}`);

describe('save thumbnails kept in the save file (format 3)', () => {
  it('survive a restart of the host, travel with export and import, and are redrawn once the game moves on', { timeout: 90_000 }, () => {
    const a = hostOver();
    const opened = a.ask({ type: 'newGame', scenarioId: a.scenario.id, seed: 2, seating: 'hotseat' });
    if (opened.type !== 'gameOpened') throw new Error(JSON.stringify(opened));
    const id = opened.saveId!;
    const drawn = thumb(a.ask({ type: 'getThumbnail', saveId: id }));
    const file = a.saves.open(id);
    expect(file.thumbnail()).toMatchObject({ seq: file.lastSeq(), mime: 'image/png', width: 200, height: 150 });
    expect(Buffer.from(file.thumbnail()!.image).toString('base64')).toBe(drawn);
    a.saves.close();

    // A picture only the file can give: the host after a restart shows it rather than drawing.
    const marker = new PNG({ width: 4, height: 3 });
    marker.data.fill(200);
    const markerPng = PNG.sync.write(marker);
    const db = new Database(path.join(a.dir, `${id}.eiasave`));
    expect(db.prepare('UPDATE thumbnail SET image = ? WHERE singleton = 1').run(markerPng).changes).toBe(1);
    db.close();
    const b = hostOver(a.dir);
    expect(thumb(b.ask({ type: 'getThumbnail', saveId: id }))).toBe(markerPng.toString('base64'));

    // Exported, the file carries it; imported on another host, that host shows it.
    const exported = b.exportSave(id);
    if ('refused' in exported) throw new Error(JSON.stringify(exported));
    const copy = path.join(a.dir, 'exported.copy');
    writeFileSync(copy, Buffer.from(exported.data, 'base64'));
    const inCopy = new Database(copy, { readonly: true });
    expect(inCopy.prepare('SELECT image FROM thumbnail').get()).toEqual({ image: markerPng });
    inCopy.close();
    const c = hostOver();
    let last: HostMessage | undefined;
    const chunks = Math.ceil(exported.data.length / UPLOAD_CHUNK_CHARS);
    for (let i = 0; i < chunks; i++) {
      last = c.ask({ type: 'importSaveChunk', uploadId: 'u', index: i, total: chunks, data: exported.data.slice(i * UPLOAD_CHUNK_CHARS, (i + 1) * UPLOAD_CHUNK_CHARS), fileName: exported.fileName });
    }
    if (last?.type !== 'saveImported') throw new Error(JSON.stringify(last));
    expect(thumb(c.ask({ type: 'getThumbnail', saveId: last.save.id }))).toBe(markerPng.toString('base64'));

    // Played on, the stored picture is out of date: drawn again from the new state and stored.
    const loaded = b.ask({ type: 'loadGame', saveId: id });
    if (loaded.type !== 'gameOpened') throw new Error(JSON.stringify(loaded));
    const s = b.host.table()!.state;
    const d = s.pending[0]!;
    const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
    const seat = loaded.seats.find((x) => x.power === d.power)!;
    expect(b.ask({ type: 'command', seatToken: seat.seatToken, basedOnVersion: b.host.table()!.versionFor(seat.seatToken), command: commandFor(d, legal[0] ?? 'done') }).type).toBe('accepted');
    const redrawn = thumb(b.ask({ type: 'getThumbnail', saveId: id }));
    expect(redrawn).not.toBe(markerPng.toString('base64'));
    expect(PNG.sync.read(Buffer.from(redrawn, 'base64')).width).toBe(200);
    const table = b.saves.open(id);
    expect(table.thumbnail()?.seq).toBe(table.lastSeq());
    b.saves.close();
    c.saves.close();
  });
});
