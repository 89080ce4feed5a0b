import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMAT_VERSION, memorySaveStore, sqliteSaveStore } from '../../main/saves';
import { cmd, toyEngine, toyGroup, toyNewSave } from './toyEngine';

// format1.eiasave was written by fixtures/makeFormat1.ts in the format-1 layout; its final
// state hash is the one that script printed.
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'format1.eiasave');
const FINAL_HASH = 'e96b1d673ef59b8e67472eee152683d4312f4a19369848ddf89b9fbc13e86a2b';
// format2.eiasave: written by fixtures/makeFormat2.ts (no thumbnail table; entry 10 undone by 11).
const FIXTURE_2 = path.join(import.meta.dirname, 'fixtures', 'format2.eiasave');
const FINAL_HASH_2 = '6af1964992407832c90bf821c0e12cef88db6d425942f5616c9f2a422bd87416';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-migrate-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('migration from format 1 (checked-in old save)', () => {
  it('is listed as format 1, then opens migrated to the current format with its game intact', () => {
    const fixtureBefore = sha(FIXTURE);
    const folder = tempDir();
    const file = path.join(folder, 'old-evening.eiasave');
    copyFileSync(FIXTURE, file);
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.1.0' });

    const [listed] = store.list();
    expect(listed).toMatchObject({ ok: true, summary: { formatVersion: 1, name: 'Old evening', entries: 12, gameDate: 'June 1805', powers: ['france', 'britain'] } });

    const save = store.open('old-evening');
    expect(save.meta()).toMatchObject({ formatVersion: FORMAT_VERSION, name: 'Old evening', createdByApp: '0.0.9', scenario: '1805', campaign: null });
    const loaded = save.load();
    expect(toyEngine.hash(loaded.state)).toBe(FINAL_HASH);
    expect(loaded.snapshotSeq).toBe(12);
    expect(toyEngine.hash(save.verifyFromStart().state)).toBe(FINAL_HASH);

    // Events were split into rows; dice kept; old groups are undo barriers.
    const entries = [...save.entries()];
    expect(entries).toHaveLength(12);
    expect(entries[4]).toMatchObject({ seq: 5, power: 'france', events: [{ type: 'dieRolled' }], dice: [expect.any(Number)], revealsSecret: true });
    expect(save.undoableTail('britain')).toEqual([]);

    // Play continues in the new format, and new groups can be taken back.
    const g = toyGroup(loaded.state, 'britain', [cmd('britain', 'add', 4)]);
    save.append(g);
    expect(save.undoableTail('britain').map((e) => e.seq)).toEqual([13]);
    const undone = save.undo('britain');
    expect(undone.ok && toyEngine.hash(undone.state)).toBe(FINAL_HASH);
    store.close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(FORMAT_VERSION);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name IN ('meta', 'commands', 'snapshots')").get()).toEqual({ n: 0 });
    db.close();

    // The pre-migration file is kept beside it, still format 1.
    const backup = `${file}.format1.bak`;
    expect(existsSync(backup)).toBe(true);
    const old = new Database(backup, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(1);
    old.close();
    expect(sha(FIXTURE)).toBe(fixtureBefore);
  });

  it('imports into the memory store, migrated', () => {
    const store = memorySaveStore({ engine: toyEngine, appVersion: '0.1.0' });
    const summary = store.importFrom(FIXTURE);
    expect(summary).toMatchObject({ formatVersion: FORMAT_VERSION, name: 'Old evening', entries: 12 });
    expect(toyEngine.hash(store.open(summary.id).load().state)).toBe(FINAL_HASH);
  });

  it('a failed migration leaves the file in format 1 and says why', () => {
    const folder = tempDir();
    const file = path.join(folder, 'broken-old.eiasave');
    copyFileSync(FIXTURE, file);
    const db = new Database(file);
    db.exec("DELETE FROM meta WHERE key = 'scenario'");
    db.close();
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.1.0' });
    expect(() => store.open('broken-old')).toThrowError(expect.objectContaining({ code: 'migrationFailed', message: expect.stringMatching(/from format 1.*"scenario"/) }));
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(1);
    expect(after.prepare('SELECT count(*) AS n FROM commands').get()).toEqual({ n: 12 });
    after.close();
  });
});

describe('migration from format 2 (checked-in old save): the thumbnail table', () => {
  it('is listed as format 2, then opens in the current format with its game and undo intact, room for a thumbnail and (format 4) table settings', () => {
    const fixtureBefore = sha(FIXTURE_2);
    const folder = tempDir();
    const file = path.join(folder, 'second-evening.eiasave');
    copyFileSync(FIXTURE_2, file);
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.2.0' });
    const [listed] = store.list();
    expect(listed).toMatchObject({ ok: true, summary: { formatVersion: 2, name: 'Second evening', entries: 11, powers: ['france', 'austria'] } });

    const save = store.open('second-evening');
    expect(save.meta()).toMatchObject({ formatVersion: FORMAT_VERSION, createdByApp: '0.1.0', updatedAt: '2026-11-10T21:11:00.000Z', settings: {} });
    expect(toyEngine.hash(save.load().state)).toBe(FINAL_HASH_2);
    expect(toyEngine.hash(save.verifyFromStart().state)).toBe(FINAL_HASH_2);
    expect([...save.entries()].map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect([...save.entries({ includeUndone: true })].find((e) => e.seq === 10)?.undoneBy).toBe(11);
    // No thumbnail until the host draws one; storing it is not a move of the game.
    expect(save.thumbnail()).toBeNull();
    const image = Uint8Array.from([137, 80, 78, 71, 1, 2, 3]);
    save.setThumbnail({ seq: 11, mime: 'image/png', width: 200, height: 150, image });
    expect(save.thumbnail()).toEqual({ seq: 11, mime: 'image/png', width: 200, height: 150, image: Buffer.from(image) });
    expect(save.meta().updatedAt).toBe('2026-11-10T21:11:00.000Z');
    store.close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(FORMAT_VERSION);
    expect(db.prepare('SELECT settings FROM save').get()).toEqual({ settings: '{}' });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('SELECT seq, width, height, length(image) AS bytes FROM thumbnail').all()).toEqual([{ seq: 11, width: 200, height: 150, bytes: 7 }]);
    db.close();
    const old = new Database(`${file}.format2.bak`, { readonly: true });
    expect(old.pragma('user_version', { simple: true })).toBe(2);
    expect(old.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'thumbnail'").get()).toEqual({ n: 0 });
    old.close();
    expect(sha(FIXTURE_2)).toBe(fixtureBefore);
  });

  it('format 1 goes through format 2 to 3: a migrated old save has the thumbnail table too', () => {
    const store = memorySaveStore({ engine: toyEngine, appVersion: '0.2.0' });
    const save = store.open(store.importFrom(FIXTURE).id);
    expect(save.thumbnail()).toBeNull();
    save.setThumbnail({ seq: save.lastSeq(), mime: 'image/png', width: 1, height: 1, image: Uint8Array.from([1]) });
    expect(save.thumbnail()?.seq).toBe(12);
  });

  it('a new save has the thumbnail table from the start', () => {
    const folder = tempDir();
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.2.0' });
    const created = store.create(toyNewSave(undefined, 'Fresh'));
    expect(created.thumbnail()).toBeNull();
    const file = created.location;
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(FORMAT_VERSION);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'thumbnail'").get()).toEqual({ n: 1 });
    db.close();
  });
});
