import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { replayLog, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { engineForSaves } from '../../main/host/gameSaves';
import { canonicalHash, isSaveError, sqliteSaveStore, SAVE_EXTENSION } from '../../main/saves';
import { shippedScenarios } from '../fuzz/soak';
import { playSeededGame, shippedGameData } from './seededGame';

const MONTHS = 3;
const folder = mkdtempSync(path.join(tmpdir(), 'eia-determinism-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const openStore = () => sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(shippedGameData()), appVersion: 'test' });

// Issue 8: loading a save and replaying its whole log gives the state of its last snapshot.
describe('determinism of saves, for every shipped scenario (issue 8)', () => {
  for (const [i, { file: scenarioFile, json }] of shippedScenarios().entries()) {
    it(`${scenarioFile}: a seeded game saved, reopened and replayed from the start gives the same state`, { timeout: 120_000 }, () => {
      const store = openStore();
      const played = playSeededGame({ store, scenario: json, seed: 11 + i, months: MONTHS });
      const id = played.file.id;
      const liveHash = canonicalHash(played.state);
      expect(played.commands).toBeGreaterThan(20);
      store.close();

      const reopened = openStore();
      try {
        const file = reopened.open(id);
        const loaded = file.load();
        // Loading starts from a snapshot past the start, so the two paths differ.
        expect(loaded.snapshotSeq).toBeGreaterThan(0);
        expect(loaded.seq).toBe(played.commands);
        const full = file.verifyFromStart();
        expect(full.snapshotSeq).toBe(0);
        expect(full.replayed).toBe(played.commands);
        expect(canonicalHash(loaded.state)).toBe(liveHash);
        expect(canonicalHash(full.state)).toBe(liveHash);
        // The engine's own replay of the event log agrees too.
        const again = replayLog(played.initial, played.state.log, shippedGameData());
        expect(again.ok && canonicalHash(again.value)).toBe(liveHash);
      } finally {
        reopened.close();
      }
    });
  }

  it('a log with one command taken out no longer replays, and says so', { timeout: 120_000 }, () => {
    const store = openStore();
    const [first] = shippedScenarios();
    const played = playSeededGame({ store, scenario: first!.json, seed: 5, months: 1 });
    const id = played.file.id;
    const middle = Math.floor(played.commands / 2);
    store.close();
    const db = new Database(path.join(folder, `${id}${SAVE_EXTENSION}`));
    db.prepare('DELETE FROM event WHERE seq = ?').run(middle);
    db.prepare('DELETE FROM log WHERE seq = ?').run(middle);
    db.close();
    const reopened = openStore();
    try {
      let error: unknown = null;
      try {
        reopened.open(id).verifyFromStart();
      } catch (err) {
        error = err;
      }
      expect(isSaveError(error)).toBe(true);
      expect(isSaveError(error) && ['tamperedLog', 'replayRejected'].includes(error.code)).toBe(true);
      expect(String(error)).toContain(`${id}${SAVE_EXTENSION}`);
    } finally {
      reopened.close();
    }
  });
});
