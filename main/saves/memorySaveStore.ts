import { renameSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SaveError } from './errors';
import { checkId, initialiseSave, isoNow, newSaveId, summarise } from './container';
import type { SaveStoreOptions } from './container';
import { DEFAULT_SNAPSHOT_POLICY, SqliteSaveFile } from './saveFile';
import type { NewSave, SaveFile, SaveListing, SaveStore, SaveSummary } from './types';
import { checkFileHeader, checkHeader, checkOurs, migrate, translateSqliteError } from './validate';

/**
 * Saves held in memory, for tests and for hosts that must not touch the disk. Each save is an
 * in-memory SQLite database with the same tables as a file, so both stores behave alike;
 * export writes a real save file and import reads one.
 */
export function memorySaveStore<S, C, E>(options: SaveStoreOptions<S, C, E>): SaveStore<S, C, E> {
  const now = isoNow(options.clock);
  const policy = { ...DEFAULT_SNAPSHOT_POLICY, ...options.snapshots };
  const saves = new Map<string, Database.Database>();
  const opened = new Map<string, SqliteSaveFile<S, C, E>>();
  const where = (id: string): string => `memory:${id}`;

  function database(id: string): Database.Database {
    checkId(id, where(id));
    const db = saves.get(id);
    if (!db) throw new SaveError('notFound', where(id), 'there is no such save.');
    return db;
  }

  function open(id: string): SaveFile<S, C, E> {
    const already = opened.get(id);
    if (already) return already;
    const db = database(id);
    const file = new SqliteSaveFile<S, C, E>({
      db,
      id,
      location: where(id),
      engine: options.engine,
      policy,
      appVersion: options.appVersion,
      now,
      // The database lives on in the store; only the handle ends.
      onClose: () => opened.delete(id),
    });
    opened.set(id, file);
    return file;
  }

  function rename(id: string, name: string): void {
    database(id).prepare('UPDATE save SET name = ? WHERE singleton = 1').run(name);
  }

  function summary(id: string): SaveSummary {
    const db = database(id);
    const pages = (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
    return summarise(db, checkOurs(db, where(id), false), id, where(id), pages);
  }

  /** Takes in a serialised save database: checks it, migrates it, and files it under `id`. */
  function adopt(id: string, bytes: Buffer, location: string): void {
    checkHeader(bytes.subarray(0, 100), bytes.length, false, location);
    let db: Database.Database;
    try {
      db = new Database(bytes);
    } catch (err) {
      throw translateSqliteError(err, location);
    }
    try {
      migrate(db, checkOurs(db, location, true), location);
    } catch (err) {
      db.close();
      throw translateSqliteError(err, location);
    }
    saves.set(id, db);
  }

  return {
    kind: 'memory',

    create(init: NewSave<S>): SaveFile<S, C, E> {
      const id = init.id ?? newSaveId(init.name);
      checkId(id, where(id));
      if (saves.has(id)) throw new SaveError('alreadyExists', where(id), 'a save with this id already exists.');
      const db = new Database(':memory:');
      initialiseSave(db, init, options.engine, options.appVersion, now());
      saves.set(id, db);
      return open(id);
    },

    open,

    list(): SaveListing[] {
      return [...saves.keys()].sort().map((id): SaveListing => {
        try {
          return { ok: true, summary: summary(id) };
        } catch (err) {
          return { ok: false, id, location: where(id), error: translateSqliteError(err, where(id)) };
        }
      });
    },

    rename,

    duplicate(id: string, name: string): SaveSummary {
      const copyId = newSaveId(name);
      adopt(copyId, database(id).serialize(), where(copyId));
      rename(copyId, name);
      return summary(copyId);
    },

    remove(id: string): void {
      const db = database(id);
      opened.get(id)?.close();
      saves.delete(id);
      db.close();
    },

    exportTo(id: string, target: string): void {
      const tmp = `${target}.tmp-${process.pid}`;
      writeFileSync(tmp, database(id).serialize());
      renameSync(tmp, target);
    },

    importFrom(source: string, name?: string): SaveSummary {
      checkFileHeader(source);
      // Read through SQLite, not the bytes on disk, so a write-ahead log beside the file counts.
      let bytes: Buffer;
      try {
        const src = new Database(source, { readonly: true, fileMustExist: true });
        try {
          checkOurs(src, source, true);
          bytes = src.serialize();
        } finally {
          src.close();
        }
      } catch (err) {
        throw translateSqliteError(err, source);
      }
      const staged = `import-${newSaveId('x')}`;
      adopt(staged, bytes, source);
      const id = newSaveId(name ?? summary(staged).name);
      saves.set(id, saves.get(staged)!);
      saves.delete(staged);
      if (name !== undefined) rename(id, name);
      return summary(id);
    },

    close(): void {
      for (const file of [...opened.values()]) file.close();
      for (const db of saves.values()) db.close();
      saves.clear();
    },
  };
}
