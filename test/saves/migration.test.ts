import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMAT_VERSION, memorySaveStore, sqliteSaveStore } from '../../main/saves';
import { cmd, toyEngine, toyGroup } from './toyEngine';

// format1.eiasave was written by fixtures/makeFormat1.ts in the format-1 layout; its final
// state hash is the one that script printed.
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'format1.eiasave');
const FINAL_HASH = 'e96b1d673ef59b8e67472eee152683d4312f4a19369848ddf89b9fbc13e86a2b';

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
