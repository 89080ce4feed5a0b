// A host in a temporary folder holding the legacy-dice save (test/saves/fixtures/legacyDice.eiasave,
// a whole 1805 game with the old 32-bit dice), opened by the host's owner. Shared by the save and
// the seat tests of issue 14.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHost, memoryScenarioCatalog } from '../../main/host';
import { loadActiveData } from '../../main/host/dataPack';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { askClient, SLOW_PROOF_OK } from './askClient';

export const LEGACY_SAVE_ID = 'old-1805';
const FIXTURE = path.join(import.meta.dirname, '..', 'saves', 'fixtures', 'legacyDice.eiasave');

/** Temporary folders made so far; `removeLegacyDirs` (afterAll) deletes them. */
const dirs: string[] = [];
export const removeLegacyDirs = (): void => dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));

/** A host whose owner has loaded the legacy-dice save; throws if the load is refused. */
export async function legacyDiceHost(prefix = 'eia-legacy-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  copyFileSync(FIXTURE, path.join(dir, `${LEGACY_SAVE_ID}.eiasave`));
  const shipped = loadActiveData(null);
  if (!shipped.ok) throw new Error('shipped data');
  const saves = sqliteSaveStore<GameState, Command, GameEvent>(dir, { engine: engineForSaves(shipped.data.game), appVersion: 'test' });
  const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
  const host = createHost({
    appVersion: 'test',
    kind: 'node',
    scenarios: memoryScenarioCatalog([scenario]),
    saves,
    activeData: shipped.data,
    limits: SLOW_PROOF_OK,
  });
  const owner = askClient(host, 'host');
  const loaded = await owner.askLater({ type: 'loadGame', saveId: LEGACY_SAVE_ID });
  if (loaded.type !== 'gameOpened') throw new Error(JSON.stringify(loaded));
  return { host, owner, saves };
}
