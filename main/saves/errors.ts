/** Why a save could not be opened, loaded or written: stable codes for the UI and tests. */
export const SAVE_ERROR_CODES = [
  'notFound', // no such save or file
  'notSqlite', // the bytes are not an SQLite database at all
  'truncated', // an SQLite file cut short (or empty)
  'damaged', // SQLite reports corruption, or a row does not parse
  'foreignDatabase', // a valid SQLite database, but not an Empires in Arms save
  'newerFormat', // written by a newer app in a format this one does not know
  'migrationFailed', // an older format could not be brought up to date
  'snapshotMismatch', // a stored state does not match its recorded hash
  'tamperedLog', // replaying the log gives a state whose hash differs from the recorded one
  'replayRejected', // the engine refused a logged command on replay
  'alreadyExists', // the id of a new save is taken
  'writeFailed', // the disk is full or read-only, or another program holds or changed the file
  'closed', // the save was used after close()
] as const;
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

/** A save problem the app can show as is: the message names the file and the problem. */
export class SaveError extends Error {
  override readonly name = 'SaveError';
  constructor(
    readonly code: SaveErrorCode,
    /** The file (or `memory:<id>`) concerned. */
    readonly location: string,
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${location}: ${problem}`, options);
  }
}

export function isSaveError(err: unknown): err is SaveError {
  return err instanceof SaveError;
}
