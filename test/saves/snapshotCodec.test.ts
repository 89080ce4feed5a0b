// Format 5 (issue 20's save size): snapshots after the start are deflated BLOBs; text snapshots
// of older files still load; a blob that does not inflate, or inflates past the cap, is a damaged save.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, decodeSnapshot, encodeSnapshot, FORMAT_VERSION, isSaveError, MAX_SNAPSHOT_BYTES, sqliteSaveStore } from '../../main/saves';
import { cmd, toyEngine, toyGroup, toyNewSave, toyState } from './toyEngine';
import type { ToyState } from './toyEngine';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const policy = { maxReplay: 4, keepRecent: 50, keepEvery: 50, minGap: 1 };

function playedSave(name: string): { folder: string; file: string; live: ToyState } {
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-codec-'));
  dirs.push(folder);
  const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 't', snapshots: policy });
  const save = store.create(toyNewSave(toyState(), name, name));
  let state = toyState();
  for (let i = 0; i < 12; i++) {
    const group = toyGroup(state, 'france', [cmd('france', 'add', i + 1)], { snapshot: true });
    save.append(group);
    state = group.stateAfter;
  }
  store.close();
  return { folder, file: path.join(folder, `${name}.eiasave`), live: state };
}

const reopen = (folder: string, id: string) => sqliteSaveStore(folder, { engine: toyEngine, appVersion: 't', snapshots: policy }).open(id);

describe('deflated snapshots (save format 5)', () => {
  it('writes the start as text and later snapshots as deflated blobs, and loads them back', () => {
    expect(FORMAT_VERSION).toBe(5);
    const { folder, file, live } = playedSave('deflated');
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT seq, typeof(state) AS kind FROM snapshot ORDER BY seq').all() as { seq: number; kind: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) expect(r.kind).toBe(r.seq === 0 ? 'text' : 'blob');
    expect(canonicalJson(reopen(folder, 'deflated').load().state)).toBe(canonicalJson(live));
  });

  it('reads text snapshots as older formats stored them', () => {
    const { folder, file, live } = playedSave('older');
    const db = new Database(file);
    const blobs = db.prepare('SELECT seq, state FROM snapshot WHERE seq > 0').all() as { seq: number; state: Buffer }[];
    const put = db.prepare('UPDATE snapshot SET state = ? WHERE seq = ?');
    for (const b of blobs) put.run(decodeSnapshot(b.state, 'test', 'snapshot'), b.seq);
    db.close();
    expect(canonicalJson(reopen(folder, 'older').load().state)).toBe(canonicalJson(live));
  });

  it('a blob that is not deflated data is a damaged save, with the entry named', () => {
    const { folder, file } = playedSave('garbage');
    const db = new Database(file);
    const { seq } = db.prepare('SELECT max(seq) AS seq FROM snapshot').get() as { seq: number };
    db.prepare('UPDATE snapshot SET state = ? WHERE seq = ?').run(Buffer.from('not zlib at all'), seq);
    db.close();
    let caught: unknown = null;
    try {
      reopen(folder, 'garbage').load();
    } catch (err) {
      caught = err;
    }
    expect(isSaveError(caught) && caught.code).toBe('damaged');
    expect((caught as Error).message).toContain(`the snapshot at entry ${seq}`);
  });

  it('a blob that would inflate past the cap is refused, not unpacked', () => {
    // About 64 kB of deflated zeros that would grow past the 64 MB cap.
    const bomb = deflateSync(Buffer.alloc(MAX_SNAPSHOT_BYTES + 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => decodeSnapshot(bomb, 'bomb.eiasave', 'the snapshot at entry 9')).toThrow(/cannot be unpacked/);
    expect(decodeSnapshot(encodeSnapshot('{"a":1}'), 'x', 'y')).toBe('{"a":1}');
  });
});
