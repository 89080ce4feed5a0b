import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID, FORMAT_VERSION, LOG_START, canonicalJson, decodeSnapshot, memorySaveStore, sqliteSaveStore, type StoredSnapshot } from '../../main/saves';
import type { SaveFile, SaveStore } from '../../main/saves';
import { cmd, toyEngine, toyGroup, toyNewSave, toyState } from './toyEngine';
import type { ToyCommand, ToyEvent, ToyState } from './toyEngine';

type Store = SaveStore<ToyState, ToyCommand, ToyEvent>;
type File = SaveFile<ToyState, ToyCommand, ToyEvent>;

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-saves-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const fixedClock = () => new Date('2026-11-22T01:00:00.000Z');
const small = { maxReplay: 5, keepRecent: 3, keepEvery: 20 };

/** Both backends run the same contract; the file store is reopened from disk where it matters. */
const backends: { name: string; make: (folder: string) => Store }[] = [
  { name: 'sqlite', make: (folder) => sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.1.0-test', clock: fixedClock, snapshots: small }) },
  { name: 'memory', make: () => memorySaveStore({ engine: toyEngine, appVersion: '0.1.0-test', clock: fixedClock, snapshots: small }) },
];

/** Plays `n` groups, alternating powers, with a roll every 7th; returns the live state. */
function play(file: File, from: ToyState, n: number): ToyState {
  let state = from;
  for (let i = 0; i < n; i++) {
    const power = i % 2 === 0 ? 'france' : 'britain';
    const commands = i % 7 === 6 ? [cmd(power, 'roll')] : [cmd(power, 'add', 1 + (i % 5)), cmd(power, 'add', 2)];
    const group = toyGroup(state, power, commands, { snapshot: i % 4 === 3 });
    file.append(group);
    state = group.stateAfter;
  }
  return state;
}

for (const backend of backends) {
  describe(`${backend.name} save store`, () => {
    it('round trip: what was appended loads back, with metadata for the browser', () => {
      const folder = tempDir();
      const store = backend.make(folder);
      const file = store.create(toyNewSave(toyState(), 'Evening one'));
      const live = play(file, toyState(), 23);
      const loaded = file.load();
      expect(canonicalJson(loaded.state)).toBe(canonicalJson(live));
      expect(loaded.seq).toBe(23);
      expect(loaded.replayed).toBeLessThan(small.maxReplay);
      const [row] = store.list();
      expect(row?.ok).toBe(true);
      if (!row?.ok) return;
      expect(row.summary).toMatchObject({
        name: 'Evening one',
        scenario: '1805',
        formatVersion: FORMAT_VERSION,
        powers: ['france', 'britain', 'austria'],
        entries: 23,
        updatedAt: '2026-11-22T01:00:00.000Z',
        dataPack: { id: 'eia-base', hash: 'sha256:0000' },
        options: { moraleMethod: 'two' },
        writtenByApp: '0.1.0-test',
      });
      expect(row.summary.gameDate).toBe(`step ${live.step}`);
      expect(row.summary.sizeBytes).toBeGreaterThan(0);
      store.close();
    });

    it('determinism: replaying the whole log from the start gives the last snapshot\'s state', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      play(file, toyState(), 40);
      const fromSnapshot = file.load();
      const fromStart = file.verifyFromStart();
      expect(fromSnapshot.snapshotSeq).toBeGreaterThan(0);
      expect(fromStart.snapshotSeq).toBe(0);
      expect(fromStart.replayed).toBe(40);
      expect(canonicalJson(fromStart.state)).toBe(canonicalJson(fromSnapshot.state));
      // Every intermediate state replays the same way too.
      for (const seq of [1, 7, 19, 33]) expect(toyEngine.hash(file.stateAt(seq).state)).toBe([...file.entries({ fromSeq: seq })][0]!.stateHash);
      store.close();
    });

    it('snapshots: a write at the latest every maxReplay entries, pruned to the newest and sparse seek points', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      let state = toyState();
      for (let i = 0; i < 60; i++) {
        const g = toyGroup(state, 'france', [cmd('france', 'add', 1)]);
        file.append(g);
        state = g.stateAfter;
      }
      // maxReplay 5: snapshots at 5, 10, … 60; kept: 0, the newest three (50, 55, 60) and the first of each 20 (0, 20, 40).
      const loaded = file.load();
      expect(loaded.snapshotSeq).toBe(60);
      expect(file.stateAt(44).snapshotSeq).toBe(40);
      expect(file.stateAt(44).replayed).toBe(4);
      expect(file.stateAt(30).snapshotSeq).toBe(20);
      expect(file.stateAt(19).snapshotSeq).toBe(0);
      store.close();
    });

    it('undo: back to the last die roll, taking the host\'s groups along, marked and not erased', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      let s = toyState();
      const step = (power: 'france' | 'britain' | null, commands: ToyCommand[]) => {
        const g = toyGroup(s, power, commands);
        file.append(g);
        s = g.stateAfter;
        return g.stateAfter;
      };
      step('britain', [cmd('britain', 'add', 3)]); // 1
      const afterRoll = step('france', [cmd('france', 'roll')]); // 2: a barrier
      step('france', [cmd('france', 'add', 5)]); // 3
      step(null, [cmd('austria', 'add', 1)]); // 4: the host advancing on its own
      step('france', [cmd('france', 'add', 7)]); // 5
      expect(file.undoableTail('france').map((e) => e.seq)).toEqual([3, 4, 5]);
      expect(file.undoableTail('britain')).toEqual([]);

      // One group at a time: the last own group first.
      const first = file.undo('france');
      expect(first).toMatchObject({ ok: true, undone: [5], seq: 6 });
      expect(file.undoableTail('france').map((e) => e.seq)).toEqual([3, 4]);
      const second = file.undo('france', 3);
      expect(second.ok && second.undone).toEqual([3, 4]);
      if (!second.ok) return;
      expect(canonicalJson(second.state)).toBe(canonicalJson(afterRoll));
      expect(canonicalJson(file.load().state)).toBe(canonicalJson(afterRoll));
      expect(file.undo('france')).toEqual({ ok: false, reason: 'nothingToUndo' });

      // Marked, not erased; the marks are in the log for every player to see.
      const all = [...file.entries({ includeUndone: true })];
      expect(all.map((e) => [e.seq, e.kind, e.undoneBy])).toEqual([
        [1, 'commands', null],
        [2, 'commands', null],
        [3, 'commands', 7],
        [4, 'commands', 7],
        [5, 'commands', 6],
        [6, 'undo', 7],
        [7, 'undo', null],
      ]);
      const items = [...file.itemsAfter(LOG_START)];
      expect(items.filter((i) => i.kind === 'undo').map((i) => i.position.seq)).toEqual([7]);
      expect(items.some((i) => i.kind === 'event' && i.position.seq === 3)).toBe(false);
      expect([...file.itemsAfter(LOG_START, { includeUndone: true })].filter((i) => i.kind === 'event' && i.undone)).toHaveLength(3);

      // Play goes on after the undo and still replays from the start.
      const g = toyGroup(afterRoll, 'france', [cmd('france', 'add', 9)]);
      file.append(g);
      expect(canonicalJson(file.verifyFromStart().state)).toBe(canonicalJson(g.stateAfter));
      expect(canonicalJson(file.load().state)).toBe(canonicalJson(g.stateAfter));
      store.close();
    });

    it('undo: another power\'s decision and a revealed secret are barriers; an own hidden secret is not', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      let s = toyState();
      const step = (power: 'france' | 'britain', commands: ToyCommand[]) => {
        const g = toyGroup(s, power, commands);
        file.append(g);
        s = g.stateAfter;
      };
      step('france', [cmd('france', 'hide', 4)]); // 1
      step('britain', [cmd('britain', 'add', 1)]); // 2
      step('france', [cmd('france', 'hide', 8)]); // 3
      step('france', [cmd('france', 'add', 2)]); // 4
      expect(file.undoableTail('france').map((e) => e.seq)).toEqual([3, 4]);
      expect(file.undo('france', 2)).toEqual({ ok: false, reason: 'notInTail' });
      step('france', [cmd('france', 'reveal')]); // 5: reveals
      expect(file.undoableTail('france')).toEqual([]);
      step('france', [cmd('france', 'add', 1)]); // 6
      expect(file.undoableTail('france').map((e) => e.seq)).toEqual([6]);
      store.close();
    });

    it('replay access: entries by group and "what happened since my last turn"', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      const live = play(file, toyState(), 10);
      const entries = [...file.entries()];
      expect(entries).toHaveLength(10);
      expect(entries[6]).toMatchObject({ seq: 7, power: 'france', dice: [expect.any(Number)], events: [{ type: 'dieRolled' }] });
      expect(entries.flatMap((e) => e.commands).length).toBe(19);
      // France played seq 9 last; since then only Britain's seq 10.
      const mark = file.lastTurnOf('france');
      expect(mark?.seq).toBe(9);
      const since = [...file.itemsAfter(mark!)];
      expect(since.map((i) => i.position.seq)).toEqual([10, 10]);
      expect(since.every((i) => i.kind === 'event' && i.power === 'britain')).toBe(true);
      expect(file.lastTurnOf('russia')).toBeNull();
      // A viewer's redaction applies to each event; null hides it.
      const redacted = [...file.itemsAfter(LOG_START, { view: (e) => (e.type === 'dieRolled' ? null : e) })];
      expect(redacted.some((i) => i.kind === 'event' && i.event.type === 'dieRolled')).toBe(false);
      expect(redacted).toHaveLength(18);
      // Mid-entry positions: after event 0 of entry 10 comes only event 1.
      expect([...file.itemsAfter({ seq: 10, index: 0 })].map((i) => i.position)).toEqual([{ seq: 10, index: 1 }]);
      expect(live.step).toBe(19);
      // Stepping through from entry 4 gives each recorded state in turn and ends at the live one.
      const steps = [...file.replay(4)];
      expect(steps.map((st) => st.entry.seq)).toEqual([4, 5, 6, 7, 8, 9, 10]);
      expect(steps.every((st) => toyEngine.hash(st.state) === st.entry.stateHash)).toBe(true);
      expect(canonicalJson(steps[steps.length - 1]!.state)).toBe(canonicalJson(live));
      store.close();
    });

    it('rename, duplicate, export and import, delete', () => {
      const folder = tempDir();
      const store = backend.make(folder);
      const file = store.create(toyNewSave(toyState(), 'Austerlitz'));
      const live = play(file, toyState(), 12);
      store.rename(file.id, 'Austerlitz, evening 2');
      expect(file.meta().name).toBe('Austerlitz, evening 2');

      const copy = store.duplicate(file.id, 'What if');
      expect(copy.name).toBe('What if');
      expect(copy.id).not.toBe(file.id);
      expect(canonicalJson(store.open(copy.id).load().state)).toBe(canonicalJson(live));

      const exported = path.join(tempDir(), 'austerlitz.eiasave');
      store.exportTo(file.id, exported);
      const raw = new Database(exported, { readonly: true });
      expect(raw.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
      expect(raw.pragma('user_version', { simple: true })).toBe(FORMAT_VERSION);
      raw.close();

      const imported = store.importFrom(exported, 'Imported');
      expect(imported.name).toBe('Imported');
      expect(imported.entries).toBe(12);
      expect(canonicalJson(store.open(imported.id).load().state)).toBe(canonicalJson(live));

      store.remove(copy.id);
      expect(store.list().map((l) => l.ok && l.summary.name).sort()).toEqual(['Austerlitz, evening 2', 'Imported']);
      expect(() => store.open(copy.id)).toThrowError(expect.objectContaining({ code: 'notFound' }));
      if (backend.name === 'sqlite') expect(existsSync(path.join(folder, `${copy.id}.eiasave`))).toBe(false);
      store.close();
    });

    it('a closed save refuses further use with its own error', () => {
      const store = backend.make(tempDir());
      const file = store.create(toyNewSave());
      file.close();
      expect(() => file.load()).toThrowError(expect.objectContaining({ code: 'closed' }));
      store.close();
    });
  });
}

describe('engines that keep derived data out of snapshots', () => {
  it('stores the stripped state, checks it against the same hash, and replays from it', () => {
    // Like a real engine's event log kept in its state: here the padding, which the hash ignores.
    const hash = (s: ToyState) => toyEngine.hash({ ...s, padding: [] });
    const engine = { apply: toyEngine.apply, hash, snapshot: (s: ToyState) => ({ ...s, padding: [] }) };
    const folder = tempDir();
    const store = sqliteSaveStore(folder, { engine, appVersion: 't', snapshots: small });
    const file = store.create(toyNewSave(toyState(100), 'Stripped', 'stripped'));
    const live = play(file, toyState(100), 12);
    const loaded = file.load();
    expect(loaded.state.padding).toEqual([]);
    expect(hash(loaded.state)).toBe(hash(live));
    expect(hash(file.verifyFromStart().state)).toBe(hash(live));
    store.close();
    const db = new Database(path.join(folder, 'stripped.eiasave'), { readonly: true });
    // Measured on the JSON, not the deflated blob (format 5), so compression cannot hide a snapshot that kept the padding.
    const sizes = (db.prepare('SELECT state FROM snapshot WHERE seq > 0').all() as { state: StoredSnapshot }[]).map((r) => ({ n: decodeSnapshot(r.state, 'test', 'snapshot').length }));
    const start = db.prepare('SELECT state FROM snapshot WHERE seq = 0').get() as { state: string };
    db.close();
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes.map((r) => r.n))).toBeLessThan(JSON.stringify(toyState(100)).length / 4);
    // The start is kept whole: the restore of later snapshots begins from it.
    expect(start.state).toBe(JSON.stringify(toyState(100)));
  });
});

describe('sqlite save store on disk', () => {
  it('reopens from disk in a new store and continues the game', () => {
    const folder = tempDir();
    const make = () => sqliteSaveStore(folder, { engine: toyEngine, appVersion: '0.1.0-test', snapshots: small });
    const first = make();
    const file = first.create(toyNewSave(toyState(), 'Continue me', 'continue-me'));
    const live = play(file, toyState(), 9);
    first.close();
    expect(existsSync(path.join(folder, 'continue-me.eiasave-wal'))).toBe(false);

    const second = make();
    const again = second.open('continue-me');
    const loaded = again.load();
    expect(canonicalJson(loaded.state)).toBe(canonicalJson(live));
    const more = play(again, loaded.state, 4);
    expect(again.lastSeq()).toBe(13);
    second.close();
    expect(canonicalJson(make().open('continue-me').load().state)).toBe(canonicalJson(more));
  });

  it('writes WAL-mode files with the application id and format version in the header', () => {
    const folder = tempDir();
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 't' });
    const file = store.create(toyNewSave(toyState(), 'x', 'header-check'));
    const db = new Database(path.join(folder, 'header-check.eiasave'), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(db.pragma('user_version', { simple: true })).toBe(FORMAT_VERSION);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    file.close();
    store.close();
  });

  it('refuses ids that would leave the folder, and lists files players dropped in under their own names', () => {
    const folder = tempDir();
    const store = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 't' });
    for (const bad of ['../etc/passwd', 'a\\b', '.hidden', 'c:x', '']) {
      expect(() => store.open(bad), bad).toThrowError(expect.objectContaining({ code: 'notFound' }));
    }
    const made = store.create(toyNewSave(toyState(), 'Dropped in'));
    expect(made.id).toMatch(/^dropped-in-[0-9a-f]{8}$/);
    store.exportTo(made.id, path.join(folder, 'My Evening (copy).eiasave'));
    const listed = store.list().find((l) => l.ok && l.summary.id === 'My Evening (copy)');
    expect(listed).toMatchObject({ ok: true, summary: { name: 'Dropped in' } });
    expect(store.open('My Evening (copy)').load().seq).toBe(0);
    store.close();
  });

  it('a second writer on the same save fails its write cleanly instead of forking the log', () => {
    const folder = tempDir();
    const a = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 'a' });
    const b = sqliteSaveStore(folder, { engine: toyEngine, appVersion: 'b' });
    const fa = a.create(toyNewSave(toyState(), 'Shared', 'shared'));
    const fb = b.open('shared');
    const g = toyGroup(toyState(), 'france', [cmd('france', 'add', 1)]);
    fa.append(g);
    expect(() => fb.append(toyGroup(toyState(), 'britain', [cmd('britain', 'add', 1)]))).toThrowError(expect.objectContaining({ code: 'writeFailed' }));
    expect(canonicalJson(fa.load().state)).toBe(canonicalJson(g.stateAfter));
    a.close();
    b.close();
  });
});
