import { mkdirSync } from 'node:fs';
import type { GameData } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import type { Command } from '../../shared/engine';
import { sqliteSaveStore } from '../saves';
import { engineForSaves, type GameSaveStore } from './gameSaves';

/** Opens (creating if needed) the saves folder as a store the host autosaves into. */
export function openSaveStore(folder: string, appVersion: string, data: GameData): GameSaveStore {
  mkdirSync(folder, { recursive: true });
  return sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(data), appVersion });
}
