import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { applyCommand, type Command } from '../../shared/engine';
import type { GameEvent, GameState, StoredGameState } from '../../shared/model';
import { commandGroup, engineForSaves, labelOf, STATE_DIGEST_PREFIX } from '../../main/host/gameSaves';
import { canonicalHash, decodeSnapshot, sqliteSaveStore, SAVE_EXTENSION, type ReplayEngine, type SaveFile, type StoredSnapshot } from '../../main/saves';
import { answer, start } from '../engine/helpers';

const folder = mkdtempSync(path.join(tmpdir(), 'eia-log-out-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The adapter as it was before snapshots left the log out: whole-state hashes, whole snapshots. */
const olderEngine: ReplayEngine<GameState, Command, GameEvent> = { apply: engineForSaves().apply, hash: canonicalHash };

function play(file: SaveFile<GameState, Command, GameEvent>, state: GameState, n: number): GameState {
  let s = state;
  for (let i = 0; i < n && !s.over; i++) {
    const command = answer(s.pending[0]!);
    const r = applyCommand(s, command);
    if (!r.ok) throw new Error(r.error.message);
    // Every third group ends "a step", so snapshots are written often.
    file.append({ ...commandGroup(command, r.events, r.state), snapshot: file.lastSeq() % 3 === 2 });
    s = r.state;
  }
  return s;
}

const newSave = (initial: GameState, id: string) => ({ id, name: id, scenario: initial.scenario.id, options: {}, dataPack: { id: 'shipped', hash: 't' }, seats: [], initialState: initial, ...labelOf(initial) });

describe('the event log kept out of snapshots (issue 8)', () => {
  it('stores snapshots without the log, and loads the whole state back with it', () => {
    const store = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 't', snapshots: { minGap: 1 } });
    const initial = start();
    const file = store.create(newSave(initial, 'stripped'));
    const live = play(file, initial, 40);
    const loaded = file.load();
    expect(loaded.snapshotSeq).toBeGreaterThan(0);
    expect(live.log.length).toBeGreaterThan(initial.log.length);
    expect(canonicalHash(loaded.state)).toBe(canonicalHash(live));
    expect(file.stateAt(20).state.log.length).toBeLessThan(live.log.length);
    store.close();
    const db = new Database(path.join(folder, `stripped${SAVE_EXTENSION}`), { readonly: true });
    const snaps = db.prepare('SELECT seq, state, state_hash FROM snapshot ORDER BY seq').all() as { seq: number; state: StoredSnapshot; state_hash: string }[];
    db.close();
    expect(snaps.length).toBeGreaterThan(2);
    for (const s of snaps) {
      // Format 5: the start is text, every later snapshot a deflated BLOB.
      expect(typeof s.state === 'string').toBe(s.seq === 0);
      const stored = JSON.parse(decodeSnapshot(s.state, 'test', 'snapshot')) as StoredGameState;
      // The start keeps its own log; later snapshots none, and every hash is of the log-less kind.
      expect(stored.log.length).toBe(s.seq === 0 ? initial.log.length : 0);
      expect(s.state_hash.startsWith(STATE_DIGEST_PREFIX)).toBe(true);
    }
  });

  it('a save written with whole-state hashes still loads, verifies and goes on', () => {
    const older = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: olderEngine, appVersion: 'old' });
    const initial = start();
    const before = play(older.create(newSave(initial, 'older')), initial, 20);
    older.close();
    const store = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 't', snapshots: { minGap: 1 } });
    const file = store.open('older');
    expect(canonicalHash(file.load().state)).toBe(canonicalHash(before));
    const live = play(file, before, 20);
    expect(canonicalHash(file.load().state)).toBe(canonicalHash(live));
    expect(canonicalHash(file.verifyFromStart().state)).toBe(canonicalHash(live));
    // A whole-state hash that does not match is still caught.
    store.close();
    const db = new Database(path.join(folder, `older${SAVE_EXTENSION}`));
    db.prepare("UPDATE log SET state_hash = '0' || substr(state_hash, 2) WHERE seq = 5").run();
    db.close();
    const again = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 't', snapshots: { minGap: 1 } });
    expect(() => again.open('older').verifyFromStart()).toThrowError(expect.objectContaining({ code: 'tamperedLog' }));
    again.close();
  });

  it('every earlier state comes back whole, log included, from the snapshot before it', () => {
    const store = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 't', snapshots: { minGap: 1 } });
    const initial = start();
    const file = store.create(newSave(initial, 'earlier'));
    const states: GameState[] = [initial];
    for (let i = 0; i < 15; i++) states.push(play(file, states[i]!, 1));
    for (let seq = 0; seq <= 15; seq++) {
      const at = file.stateAt(seq);
      expect(canonicalHash(at.state)).toBe(canonicalHash(states[seq]!));
      expect(file.nearestSnapshot(seq).seq).toBe(at.snapshotSeq);
      expect(canonicalHash(file.nearestSnapshot(seq).state)).toBe(canonicalHash(states[at.snapshotSeq]!));
    }
    expect(file.nearestSnapshot(15).seq).toBeGreaterThan(0);
    store.close();
  });
});
