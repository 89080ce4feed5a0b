import { mkdirSync } from 'node:fs';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, type GameData } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import type { Command } from '../../shared/engine';
import { canonicalHash, sqliteSaveStore } from '../saves';
import { engineForSaves, type GameSaveStore } from './gameSaves';

/** The map facts the engine plays with: the shipped map, validated at start-up. */
export function shippedGameData(): { data: GameData; hash: string } {
  const r = loadMap();
  if (!r.ok) {
    const first = r.errors.slice(0, 3).map((e) => `${e.file} ${e.path}: ${e.message}`).join('; ');
    throw new Error(`The shipped map data is invalid: ${first}`);
  }
  return { data: gameDataFromMap(r.map), hash: canonicalHash(r.map.data) };
}

/** Opens (creating if needed) the saves folder as a store the host autosaves into. */
export function openSaveStore(folder: string, appVersion: string, data: GameData): GameSaveStore {
  mkdirSync(folder, { recursive: true });
  return sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(data), appVersion });
}
