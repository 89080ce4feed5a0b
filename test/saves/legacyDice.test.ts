import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { loadActiveData } from '../../main/host/dataPack';
import { engineForSaves, gameStateHash } from '../../main/host/gameSaves';
import { FORMAT_VERSION, sqliteSaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { askClient, SLOW_PROOF_OK } from '../host/askClient';

// Issue 14: saves written with the old dice (a numeric seed and sfc32; fixtures/legacyDice.eiasave,
// a whole 1805 game written by fixtures/makeLegacyDice.ts before the change) still load, prove
// themselves from scenario + options + seed, and replay to every recorded hash, the save now
// migrated to format 4.
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'legacyDice.eiasave');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('old saves with the legacy dice (issue 14)', () => {
  it('load through the host: the start rebuilds from scenario 1805 and seed 1805, every entry replays to its hash, and the view says legacy dice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eia-legacy-'));
    dirs.push(dir);
    copyFileSync(FIXTURE, path.join(dir, 'old-1805.eiasave'));
    const shipped = loadActiveData(null);
    if (!shipped.ok) throw new Error('shipped data');
    const saves = sqliteSaveStore<GameState, Command, GameEvent>(dir, { engine: engineForSaves(shipped.data.game), appVersion: 'test' });
    const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
    const host = createHost({ appVersion: 'test', kind: 'node', scenarios: memoryScenarioCatalog([scenario]), saves, activeData: shipped.data, limits: SLOW_PROOF_OK });
    const owner = askClient(host, 'host');
    const loaded = await owner.askLater({ type: 'loadGame', saveId: 'old-1805' });
    expect(loaded.type).toBe('gameOpened');
    const state = host.table()!.state;
    expect(state.dice.kind).toBeUndefined();
    expect(state.dice.seed).toBe(1805);
    expect(state.over).not.toBeNull();
    const file = saves.open('old-1805');
    expect(file.meta().formatVersion).toBe(FORMAT_VERSION);
    const last = [...file.entries()].at(-1)!;
    expect(gameStateHash(state)).toBe(last.stateHash);
    expect(state.log.filter((e) => e.type === 'diceRolled').length).toBe(44); // the fixture's game (regenerated in session 10: corps box limits, 2.4.2.1)
    owner.ask({ type: 'watch', seatToken: null });
    const view = owner.got.filter((m) => m.type === 'view').at(-1);
    expect(view?.type === 'view' && view.view['diceCommitment']).toEqual({ kind: 'legacy' });
  });
});
