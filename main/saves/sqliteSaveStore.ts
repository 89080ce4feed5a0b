import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SaveError } from './errors';
import { checkId, initialiseSave, isoNow, newSaveId, summarise } from './container';
import type { SaveStoreOptions } from './container';
import { DEFAULT_SNAPSHOT_POLICY, SqliteSaveFile } from './saveFile';
import { SAVE_EXTENSION } from './schema';
import type { NewSave, SaveFile, SaveListing, SaveStore, SaveSummary } from './types';
import { checkFileHeader, checkOurs, migrate, translateSqliteError } from './validate';

export interface SqliteSaveStoreOptions<S, C, E> extends SaveStoreOptions<S, C, E> {
  /**
   * 'normal' (default): in WAL mode a commit is written to the log file before it returns, so
   * killing the process never loses it; only a power cut or OS crash may lose the last few
   * commits (never corrupting the file). 'full' also fsyncs every commit, at several ms each.
   */
  readonly synchronous?: 'normal' | 'full';
}

interface OpenSave<S, C, E> {
  readonly file: SqliteSaveFile<S, C, E>;
  readonly db: Database.Database;
}

function sizeOnDisk(file: string): number {
  let size = 0;
  for (const f of [file, `${file}-wal`]) if (existsSync(f)) size += statSync(f).size;
  return size;
}

/** A database and its companions; a stale `-journal` beside a new file would be rolled back into it. */
function removeFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true });
}

/**
 * Opens a file as a save database after checking its header, that it is ours and not from a
 * newer version; `thorough` adds SQLite's quick check. Returns the database and its format.
 */
function openChecked(file: string, readonly: boolean, thorough: boolean): { db: Database.Database; format: number } {
  checkFileHeader(file);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly, fileMustExist: true });
  } catch (err) {
    throw translateSqliteError(err, file);
  }
  try {
    return { db, format: checkOurs(db, file, thorough) };
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * Saves as SQLite files in `folder`: one file per save, named `<id>.eiasave`, in WAL mode.
 * Every autosave is one transaction; see README.md in this folder for the tables.
 */
export function sqliteSaveStore<S, C, E>(folder: string, options: SqliteSaveStoreOptions<S, C, E>): SaveStore<S, C, E> {
  mkdirSync(folder, { recursive: true });
  const now = isoNow(options.clock);
  const policy = { ...DEFAULT_SNAPSHOT_POLICY, ...options.snapshots };
  const synchronous = options.synchronous === 'full' ? 'FULL' : 'NORMAL';
  const opened = new Map<string, OpenSave<S, C, E>>();

  const fileOf = (id: string): string => {
    const file = path.join(folder, `${id}${SAVE_EXTENSION}`);
    checkId(id, file);
    return file;
  };

  function configure(db: Database.Database): void {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma('foreign_keys = ON');
    // Keep the write-ahead log from growing without bound between checkpoints.
    db.pragma('journal_size_limit = 4194304');
  }

  function handle(id: string, file: string, db: Database.Database): SqliteSaveFile<S, C, E> {
    const saveFile = new SqliteSaveFile<S, C, E>({
      db,
      id,
      location: file,
      engine: options.engine,
      policy,
      appVersion: options.appVersion,
      now,
      onClose: () => {
        opened.delete(id);
        db.close();
      },
    });
    opened.set(id, { file: saveFile, db });
    return saveFile;
  }

  function open(id: string): SaveFile<S, C, E> {
    const already = opened.get(id);
    if (already) return already.file;
    const file = fileOf(id);
    const { db, format } = openChecked(file, false, true);
    try {
      configure(db);
      migrate(db, format, file, () => {
        // Keep the file as it was before the first migration, beside it.
        const backup = `${file}.format${format}.bak`;
        rmSync(backup, { force: true });
        db.prepare('VACUUM INTO ?').run(backup);
      });
      return handle(id, file, db);
    } catch (err) {
      db.close();
      throw translateSqliteError(err, file);
    }
  }

  /** Runs `work` on an open save, opening (and afterwards closing) it if needed. */
  function withSave<T>(id: string, work: (open: OpenSave<S, C, E>) => T): T {
    const wasOpen = opened.has(id);
    open(id);
    const entry = opened.get(id)!;
    try {
      return work(entry);
    } finally {
      if (!wasOpen) entry.file.close();
    }
  }

  function summary(id: string): SaveSummary {
    const file = fileOf(id);
    const { db, format } = openChecked(file, true, false);
    try {
      return summarise(db, format, id, file, sizeOnDisk(file));
    } finally {
      db.close();
    }
  }

  /** Writes a consistent copy of an open database to `target` through a temporary file. */
  function copyTo(db: Database.Database, target: string): void {
    const tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { force: true });
    try {
      db.prepare('VACUUM INTO ?').run(tmp);
      renameSync(tmp, target);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw translateSqliteError(err, target);
    }
  }

  return {
    kind: 'sqlite',

    create(init: NewSave<S>): SaveFile<S, C, E> {
      const id = init.id ?? newSaveId(init.name);
      const file = fileOf(id);
      if (existsSync(file)) throw new SaveError('alreadyExists', file, 'a save with this id already exists.');
      // Built under a temporary name and renamed, so a crash never leaves half a save.
      const tmp = `${file}.creating`;
      removeFiles(tmp);
      const db = new Database(tmp);
      try {
        initialiseSave(db, init, options.engine, options.appVersion, now());
      } finally {
        db.close();
      }
      renameSync(tmp, file);
      return open(id);
    },

    open,

    list(): SaveListing[] {
      const ids = readdirSync(folder)
        .filter((f) => f.endsWith(SAVE_EXTENSION))
        .map((f) => f.slice(0, -SAVE_EXTENSION.length))
        .sort();
      return ids.map((id): SaveListing => {
        const location = path.join(folder, `${id}${SAVE_EXTENSION}`);
        try {
          return { ok: true, summary: summary(id) };
        } catch (err) {
          return { ok: false, id, location, error: translateSqliteError(err, location) };
        }
      });
    },

    rename(id: string, name: string): void {
      withSave(id, ({ file }) => file.setName(name));
    },

    duplicate(id: string, name: string): SaveSummary {
      const copyId = newSaveId(name);
      withSave(id, ({ db }) => copyTo(db, fileOf(copyId)));
      withSave(copyId, ({ file }) => file.setName(name));
      return summary(copyId);
    },

    remove(id: string): void {
      opened.get(id)?.file.close();
      const file = fileOf(id);
      if (!existsSync(file)) throw new SaveError('notFound', file, 'there is no such save file.');
      removeFiles(file);
    },

    exportTo(id: string, target: string): void {
      withSave(id, ({ db }) => copyTo(db, target));
    },

    importFrom(source: string, name?: string): SaveSummary {
      const { db, format } = openChecked(source, true, true);
      let id: string;
      try {
        const meta = summarise(db, format, 'import', source, 0);
        id = newSaveId(name ?? meta.name);
        copyTo(db, fileOf(id));
      } finally {
        db.close();
      }
      withSave(id, ({ file }) => {
        if (name !== undefined) file.setName(name);
      });
      return summary(id);
    },

    close(): void {
      for (const { file } of [...opened.values()]) file.close();
    },
  };
}
