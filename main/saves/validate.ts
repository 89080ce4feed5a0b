import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { SaveError } from './errors';
import { APPLICATION_ID, FORMAT_VERSION, MIGRATIONS } from './schema';
import { checkSchema } from './schemaCheck';

const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_BYTES = 100;

/**
 * Checks the 100-byte SQLite header against the file's size, before SQLite sees the file:
 * SQLite opens an empty file as a fresh database and a cut one as if nothing were wrong
 * until a query reaches the missing pages. With a write-ahead log beside the file the page
 * count may legitimately run ahead of the file, so it is only compared without one.
 */
export function checkHeader(header: Buffer, size: number, hasWal: boolean, location: string): void {
  if (size === 0) throw new SaveError('truncated', location, 'the file is empty.');
  const head = header.subarray(0, Math.min(header.length, MAGIC.length));
  if (!head.equals(MAGIC.subarray(0, head.length))) throw new SaveError('notSqlite', location, 'this is not a save file (not an SQLite database).');
  if (size < HEADER_BYTES) throw new SaveError('truncated', location, `the file is cut short: ${size} bytes, not even a database header.`);
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) throw new SaveError('damaged', location, `the database header is damaged (page size ${rawPageSize}).`);
  if (hasWal) return;
  const changeCounter = header.readUInt32BE(24);
  const pageCount = header.readUInt32BE(28);
  const validFor = header.readUInt32BE(92);
  if (validFor === changeCounter && pageCount > 0 && size < pageCount * pageSize) {
    throw new SaveError('truncated', location, `the file is cut short: ${size} bytes of ${pageCount * pageSize}.`);
  }
  if (size % pageSize !== 0) throw new SaveError('truncated', location, `the file is cut short: ${size} bytes is not a whole number of ${pageSize}-byte pages.`);
}

function sqliteCode(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : '';
}

/** SQLite's own failures, in the store's terms. */
export function translateSqliteError(err: unknown, location: string): SaveError {
  if (err instanceof SaveError) return err;
  const code = sqliteCode(err);
  const message = err instanceof Error ? err.message : String(err);
  if (code === 'SQLITE_NOTADB') return new SaveError('notSqlite', location, 'this is not a save file (not an SQLite database).', { cause: err });
  if (code.startsWith('SQLITE_CORRUPT')) return new SaveError('damaged', location, `the file is damaged (${message}).`, { cause: err });
  if (code === 'SQLITE_FULL') return new SaveError('writeFailed', location, 'the disk is full; the last move was not saved.', { cause: err });
  if (code.startsWith('SQLITE_READONLY')) return new SaveError('writeFailed', location, 'the file or its folder is read-only; the last move was not saved.', { cause: err });
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return new SaveError('writeFailed', location, 'another program is using the file; the last move was not saved.', { cause: err });
  if (code.startsWith('SQLITE_CONSTRAINT')) return new SaveError('writeFailed', location, `the save was changed by another program or window (${message}); the last move was not saved.`, { cause: err });
  if (code.startsWith('SQLITE_IOERR')) return new SaveError('writeFailed', location, `the disk reported an error (${message}).`, { cause: err });
  if (code === 'SQLITE_CANTOPEN') return new SaveError('notFound', location, `the file cannot be opened (${message}).`, { cause: err });
  return new SaveError('damaged', location, `the file cannot be read (${message}).`, { cause: err });
}

/** Reads the header of a file on disk and checks it (see `checkHeader`). */
export function checkFileHeader(file: string): void {
  if (!existsSync(file)) throw new SaveError('notFound', file, 'there is no such save file.');
  const size = statSync(file).size;
  const header = Buffer.alloc(Math.min(HEADER_BYTES, size));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  const wal = `${file}-wal`;
  checkHeader(header, size, existsSync(wal) && statSync(wal).size > 0, file);
}

/**
 * The format of an open database, after checking it is one of ours and not from the future.
 * Runs SQLite's quick check too when `thorough` (opening for play, not listing).
 */
export function checkOurs(db: Database.Database, location: string, thorough: boolean): number {
  try {
    // Functions in the schema (defaults, checks) run only if they are harmless built-ins.
    db.pragma('trusted_schema = OFF');
    const appId = db.pragma('application_id', { simple: true }) as number;
    if (appId !== APPLICATION_ID) {
      const tables = db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number };
      const what = tables.n === 0 ? 'an empty SQLite database' : 'an SQLite database of some other program';
      throw new SaveError('foreignDatabase', location, `this is not an Empires in Arms save: it is ${what}.`);
    }
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > FORMAT_VERSION) {
      throw new SaveError('newerFormat', location, `the save is in format ${version}, written by a newer version of the game; this version reads formats up to ${FORMAT_VERSION}. Update the game to open it.`);
    }
    if (version < 1) throw new SaveError('damaged', location, `the save has no format version.`);
    // issue 14: the schema is ours before anything else is read (no views, no triggers)
    checkSchema(db, version, location);
    if (thorough) {
      const rows = db.pragma('quick_check') as { quick_check: string }[];
      if (rows.length !== 1 || rows[0]?.quick_check !== 'ok') {
        throw new SaveError('damaged', location, `the file is damaged (${rows.map((r) => r.quick_check).slice(0, 3).join('; ')}).`);
      }
    }
    return version;
  } catch (err) {
    throw translateSqliteError(err, location);
  }
}

/**
 * Brings an older save up to the current format, one migration per format, each in its own
 * transaction with the version bump. `beforeMigrating` runs first (the file store keeps a copy).
 */
export function migrate(db: Database.Database, from: number, location: string, beforeMigrating?: () => void): void {
  if (from === FORMAT_VERSION) return;
  beforeMigrating?.();
  for (let version = from; version < FORMAT_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (!step) throw new SaveError('migrationFailed', location, `there is no migration from format ${version}.`);
    try {
      db.transaction(() => {
        step(db);
        db.pragma(`user_version = ${version + 1}`);
      }).immediate();
    } catch (err) {
      throw new SaveError('migrationFailed', location, `the save could not be updated from format ${version} (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
    }
  }
}
