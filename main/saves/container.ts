import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { slug } from '../../shared/model';
import { SaveError } from './errors';
import { parseOptions, parseSeats, readMeta, writeNewSave } from './meta';
import type { SnapshotPolicy } from './saveFile';
import { APPLICATION_ID, CURRENT_SCHEMA, FORMAT_VERSION } from './schema';
import type { NewSave, ReplayEngine, SaveMeta, SaveSummary } from './types';
import { translateSqliteError } from './validate';

/** How a store is set up; shared by the file and memory stores. */
export interface SaveStoreOptions<S, C, E> {
  readonly engine: ReplayEngine<S, C, E>;
  /** Recorded as the writer of every save. */
  readonly appVersion: string;
  /** Defaults to the system clock; tests pass a fixed one. */
  readonly clock?: () => Date;
  readonly snapshots?: Partial<SnapshotPolicy>;
}

/**
 * Save ids are file stems. New ones are slugs, but a file a player dropped into the folder
 * keeps its name; no separators and no leading dot, so an id cannot leave the folder.
 */
export function checkId(id: string, location: string): void {
  if (id.length === 0 || id.length > 120 || id.startsWith('.') || /[/\\\0:]/.test(id)) {
    throw new SaveError('notFound', location, `"${id}" is not a save id.`);
  }
}

/** A fresh id from a save's name: readable, with a random suffix so names may repeat. */
export function newSaveId(name: string): string {
  const stem = slug(name).slice(0, 60) || 'save';
  return `${stem}-${randomBytes(4).toString('hex')}`;
}

/** Writes schema, header fields and the first rows of a new save, in one transaction. */
export function initialiseSave<S>(db: Database.Database, init: NewSave<S>, engine: ReplayEngine<S, unknown, unknown>, appVersion: string, at: string): void {
  db.transaction(() => {
    db.exec(CURRENT_SCHEMA);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${FORMAT_VERSION}`);
    // The start is stored whole (its own log too): other snapshots are restored from it.
    writeNewSave(db, init, JSON.stringify(init.initialState), engine.hash(init.initialState), appVersion, at);
  }).immediate();
}

/** Format 1 kept its metadata as key/value rows; enough of it for the browser. */
function readMetaFormat1(db: Database.Database, id: string, location: string): SaveMeta {
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  const m = new Map(rows.map((r) => [r.key, r.value]));
  const get = (key: string): string => {
    const v = m.get(key);
    if (v === undefined) throw new SaveError('damaged', location, `the save's metadata lacks "${key}".`);
    return v;
  };
  try {
    return {
      id,
      name: get('name'),
      formatVersion: 1,
      scenario: get('scenario'),
      campaign: null,
      options: parseOptions(get('options'), location),
      dataPack: { id: get('data_pack_id'), hash: get('data_pack_hash') },
      seats: parseSeats(get('seats'), location),
      settings: {},
      createdAt: get('created_at'),
      updatedAt: get('updated_at'),
      createdByApp: get('app_version'),
      writtenByApp: get('app_version'),
      gameDate: get('game_date'),
      phaseLabel: get('phase_label'),
    };
  } catch (err) {
    throw translateSqliteError(err, location);
  }
}

/** The browser's row for a checked database of format `format` (1 or current). */
export function summarise(db: Database.Database, format: number, id: string, location: string, sizeBytes: number): SaveSummary {
  try {
    const meta = format === 1 ? readMetaFormat1(db, id, location) : readMeta(db, id, location);
    const table = format === 1 ? 'commands' : 'log';
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    return { ...meta, formatVersion: format, powers: meta.seats.map((s) => s.power), entries: n, sizeBytes };
  } catch (err) {
    throw translateSqliteError(err, location);
  }
}

export function isoNow(clock: (() => Date) | undefined): () => string {
  return () => (clock ? clock() : new Date()).toISOString();
}
