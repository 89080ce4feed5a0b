import { closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveError, memorySaveStore, sqliteSaveStore } from '../../main/saves';
import type { SaveErrorCode } from '../../main/saves';
import { cmd, toyEngine, toyGroup, toyNewSave, toyState } from './toyEngine';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-bad-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const storeIn = (folder: string) => sqliteSaveStore(folder, { engine: toyEngine, appVersion: 't', snapshots: { maxReplay: 1000 } });

/** A closed, checkpointed save of `n` groups (only the initial snapshot unless asked). */
function goodSave(folder: string, id: string, n = 12, padding = 0): string {
  const store = storeIn(folder);
  const file = store.create(toyNewSave(toyState(padding), 'Good', id));
  let s = toyState(padding);
  for (let i = 0; i < n; i++) {
    const g = toyGroup(s, i % 2 ? 'britain' : 'france', [cmd(i % 2 ? 'britain' : 'france', 'add', 3)]);
    file.append(g);
    s = g.stateAfter;
  }
  store.close();
  return path.join(folder, `${id}.eiasave`);
}

function raw(file: string, sql: string): void {
  const db = new Database(file);
  db.exec(sql);
  db.close();
}

/** The error `work` throws, checked to be a SaveError naming `file`. */
function saveErrorOf(work: () => unknown, file: string): SaveError {
  try {
    work();
  } catch (err) {
    expect(err).toBeInstanceOf(SaveError);
    const e = err as SaveError;
    expect(e.location).toBe(file);
    expect(e.message.startsWith(`${file}: `)).toBe(true);
    return e;
  }
  throw new Error('expected a SaveError');
}

const expectCode = (work: () => unknown, file: string, code: SaveErrorCode): SaveError => {
  const e = saveErrorOf(work, file);
  expect(e.code).toBe(code);
  return e;
};

describe('bad save files: each gives its own error naming the file', () => {
  it('random bytes: not SQLite', () => {
    const folder = tempDir();
    const file = path.join(folder, 'junk.eiasave');
    writeFileSync(file, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 251)));
    const e = expectCode(() => storeIn(folder).open('junk'), file, 'notSqlite');
    expect(e.message).toMatch(/not a save file/);
    // The browser lists it with the same error instead of failing.
    const [listed] = storeIn(folder).list();
    expect(listed).toMatchObject({ ok: false, id: 'junk', error: { code: 'notSqlite' } });
  });

  it('empty file and a file cut inside the header: truncated', () => {
    const folder = tempDir();
    const empty = path.join(folder, 'empty.eiasave');
    writeFileSync(empty, '');
    expect(expectCode(() => storeIn(folder).open('empty'), empty, 'truncated').message).toMatch(/empty/);
    const file = goodSave(folder, 'stub');
    truncateSync(file, 50);
    expectCode(() => storeIn(folder).open('stub'), file, 'truncated');
  });

  it('a save cut short: truncated, with the sizes', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'cut', 40, 200);
    const size = statSync(file).size;
    truncateSync(file, Math.floor(size / 2 / 4096) * 4096);
    const e = expectCode(() => storeIn(folder).open('cut'), file, 'truncated');
    expect(e.message).toContain(String(size));
  });

  it('a damaged page: damaged (SQLite finds it)', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'scribbled', 40, 200);
    // Overwrite the middle of every page after the first few with garbage, keeping the size.
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    for (let page = 3; page * 4096 < size; page++) writeSync(fd, Buffer.alloc(512, 0xa5), 0, 512, page * 4096 + 1024);
    closeSync(fd);
    expectCode(() => storeIn(folder).open('scribbled'), file, 'damaged');
  });

  it('another program\'s SQLite database, and an empty one: foreign', () => {
    const folder = tempDir();
    const file = path.join(folder, 'photos.eiasave');
    raw(file, 'CREATE TABLE albums (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO albums (title) VALUES (\'Summer\');');
    expect(expectCode(() => storeIn(folder).open('photos'), file, 'foreignDatabase').message).toMatch(/some other program/);
    const blank = path.join(folder, 'blank.eiasave');
    raw(blank, 'PRAGMA user_version = 2; CREATE TABLE t (x); DROP TABLE t; VACUUM;');
    expect(expectCode(() => storeIn(folder).open('blank'), blank, 'foreignDatabase').message).toMatch(/empty SQLite database/);
  });

  it('a newer format: says which, and to update', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'future');
    raw(file, 'PRAGMA user_version = 7;');
    const e = expectCode(() => storeIn(folder).open('future'), file, 'newerFormat');
    expect(e.message).toMatch(/format 7/);
    expect(e.message).toMatch(/Update the game/);
  });

  it('a tampered log: the replayed state hash differs from the recorded one', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'tampered');
    raw(file, `UPDATE log SET commands = replace(commands, '"value":3', '"value":4') WHERE seq = 7;`);
    const store = storeIn(folder);
    const save = store.open('tampered'); // the container is fine…
    const e = expectCode(() => save.load(), file, 'tamperedLog'); // …the game is not
    expect(e.message).toMatch(/entry 7/);
    expectCode(() => save.verifyFromStart(), file, 'tamperedLog');
  });

  it('a tampered snapshot: its state no longer matches its hash', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'snap');
    raw(file, `UPDATE snapshot SET state = replace(state, '"step":0', '"step":1') WHERE seq = 0;`);
    expectCode(() => storeIn(folder).open('snap').load(), file, 'snapshotMismatch');
  });

  it('a logged command the engine refuses: replay rejected, with the reason', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'refused');
    raw(file, `UPDATE log SET commands = replace(commands, '"value":3', '"value":999') WHERE seq = 3;`);
    const e = expectCode(() => storeIn(folder).open('refused').load(), file, 'replayRejected');
    expect(e.message).toMatch(/entry 3/);
    expect(e.message).toMatch(/badValue/);
  });

  it('malformed metadata: damaged, naming what', () => {
    const folder = tempDir();
    const file = goodSave(folder, 'seats');
    raw(file, `UPDATE save SET seats = '[{"power":"prussia","controller":"robot"}]';`);
    expect(expectCode(() => storeIn(folder).open('seats').meta(), file, 'damaged').message).toMatch(/seats/);
  });

  it('a missing save: not found', () => {
    const folder = tempDir();
    expectCode(() => storeIn(folder).open('nothing-here'), path.join(folder, 'nothing-here.eiasave'), 'notFound');
  });

  it('importing a bad file leaves nothing behind, in either store', () => {
    const folder = tempDir();
    const file = path.join(tempDir(), 'junk.bin');
    writeFileSync(file, 'definitely not a database, just some text that is long enough to have a header');
    const sqlite = storeIn(folder);
    expectCode(() => sqlite.importFrom(file), file, 'notSqlite');
    expect(sqlite.list()).toEqual([]);
    const memory = memorySaveStore({ engine: toyEngine, appVersion: 't' });
    expectCode(() => memory.importFrom(file), file, 'notSqlite');
    const newer = goodSave(tempDir(), 'newer');
    raw(newer, 'PRAGMA user_version = 9;');
    expectCode(() => memory.importFrom(newer), newer, 'newerFormat');
    expect(memory.list()).toEqual([]);
  });
});
