/**
 * Save files (issue 8): one SQLite file per game with its metadata, the command and event log
 * with dice, snapshots, undo marks and replay access. The host adapts the engine to
 * `ReplayEngine` and talks to a `SaveStore`; nothing here knows the rules.
 */
export { sqliteSaveStore } from './sqliteSaveStore';
export type { SqliteSaveStoreOptions } from './sqliteSaveStore';
export { memorySaveStore } from './memorySaveStore';
export type { SaveStoreOptions } from './container';
export { DEFAULT_SNAPSHOT_POLICY, sameEventList } from './saveFile';
export { decodeSnapshot, encodeSnapshot, MAX_SNAPSHOT_BYTES } from './snapshotCodec';
export type { StoredSnapshot } from './snapshotCodec';
export type { SnapshotPolicy } from './saveFile';
export { SaveError, SAVE_ERROR_CODES, isSaveError } from './errors';
export type { SaveErrorCode } from './errors';
export { canonicalHash, canonicalJson, canonicalHashOfImmutable, canonicalJsonOfImmutable, treeDigestOfImmutable } from './hash';
export { undoableTail } from './undo';
export type { UndoFacts } from './undo';
export { APPLICATION_ID, FORMAT_VERSION, SAVE_EXTENSION } from './schema';
export { LOG_START } from './types';
export type * from './types';
