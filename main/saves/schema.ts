import type Database from 'better-sqlite3';

/** PRAGMA application_id of every Empires in Arms save: "EiAs" in ASCII. */
export const APPLICATION_ID = 0x45694173;
/** The `application` column of the save table, for tools that do not read the header. */
export const APPLICATION_NAME = 'empires-in-arms';
/** The save format this app writes (PRAGMA user_version). */
export const FORMAT_VERSION = 5;
/** The file name ending of a save. */
export const SAVE_EXTENSION = '.eiasave';

/**
 * Format 1 (app 0.1 development builds): metadata as key/value rows, each command group's
 * events as one JSON array, no undo marks. Kept so tests can write old files and to document
 * what the migration reads.
 */
export const FORMAT_1_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE commands (
  seq INTEGER PRIMARY KEY,
  power TEXT,
  commands TEXT NOT NULL,
  events TEXT NOT NULL,
  dice TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL, state_hash TEXT NOT NULL);
`;

/** Format 2: see main/saves/README.md for what every column holds. */
export const FORMAT_2_SCHEMA = `
CREATE TABLE save (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  application TEXT NOT NULL,
  name TEXT NOT NULL,
  scenario TEXT NOT NULL,
  campaign TEXT,
  options TEXT NOT NULL,
  data_pack_id TEXT NOT NULL,
  data_pack_hash TEXT NOT NULL,
  seats TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  created_by_app TEXT NOT NULL,
  written_by_app TEXT NOT NULL,
  game_date TEXT NOT NULL,
  phase_label TEXT NOT NULL
);
CREATE TABLE log (
  seq INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('commands', 'undo')),
  power TEXT,
  commands TEXT NOT NULL,
  dice TEXT NOT NULL,
  reveals_secret INTEGER NOT NULL,
  state_hash TEXT NOT NULL,
  game_date TEXT NOT NULL,
  phase_label TEXT NOT NULL,
  at TEXT NOT NULL,
  undone_by INTEGER REFERENCES log (seq),
  undoes_from INTEGER
);
CREATE INDEX log_standing ON log (undone_by, seq);
CREATE TABLE event (
  seq INTEGER NOT NULL REFERENCES log (seq),
  idx INTEGER NOT NULL,
  type TEXT,
  body TEXT NOT NULL,
  PRIMARY KEY (seq, idx)
) WITHOUT ROWID;
CREATE TABLE snapshot (
  seq INTEGER PRIMARY KEY,
  state TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  game_date TEXT NOT NULL,
  phase_label TEXT NOT NULL,
  at TEXT NOT NULL
);
`;

/**
 * Format 3 adds the map thumbnail the save browser shows, so it survives a restart of the host
 * and travels with the file (export, import, duplicate). See main/saves/README.md.
 */
export const FORMAT_3_TABLES = `
CREATE TABLE thumbnail (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  seq INTEGER NOT NULL,
  mime TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  image BLOB NOT NULL,
  at TEXT NOT NULL
);
`;

/**
 * Format 4 (issue 14) adds the table settings (spectators allowed, table locked); the seats
 * column now also holds each seat's player name, whether it is played from the LAN and the
 * SHA-256 of its token.
 */
export const FORMAT_4_CHANGES = `
ALTER TABLE save ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
`;

/**
 * The current format's schema: what a new save is created with. The same statements as an old
 * save's migrations run, so every save of a format has exactly the same schema text, which
 * `checkSchema` compares before any other query.
 */
export const CURRENT_SCHEMA = FORMAT_2_SCHEMA + FORMAT_3_TABLES + FORMAT_4_CHANGES;

/** The schema statements of each format, as its files were created or migrated to it. */
export const SCHEMA_OF_FORMAT: Readonly<Record<number, string>> = {
  1: FORMAT_1_SCHEMA,
  2: FORMAT_2_SCHEMA,
  3: FORMAT_2_SCHEMA + FORMAT_3_TABLES,
  4: CURRENT_SCHEMA,
  // Format 5 changes what the snapshot table's `state` holds (deflated BLOBs), not the schema.
  5: CURRENT_SCHEMA,
};

/**
 * Migrations, by the format they start from; each runs inside one transaction together
 * with the user_version bump, so a crash leaves the file in the old format or the new one.
 */
export const MIGRATIONS: Readonly<Record<number, (db: Database.Database) => void>> = {
  1: (db) => {
    db.exec(FORMAT_2_SCHEMA);
    const meta = new Map((db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    const need = (key: string): string => {
      const value = meta.get(key);
      if (value === undefined) throw new Error(`format 1 metadata lacks "${key}"`);
      return value;
    };
    db.prepare(
      `INSERT INTO save VALUES (1, :application, :name, :scenario, NULL, :options, :dataPackId, :dataPackHash, :seats,
         :createdAt, :updatedAt, :app, :app, :gameDate, :phaseLabel)`,
    ).run({
      application: need('application'),
      name: need('name'),
      scenario: need('scenario'),
      options: need('options'),
      dataPackId: need('data_pack_id'),
      dataPackHash: need('data_pack_hash'),
      seats: need('seats'),
      createdAt: need('created_at'),
      updatedAt: need('updated_at'),
      app: need('app_version'),
      gameDate: need('game_date'),
      phaseLabel: need('phase_label'),
    });
    // Format 1 did not record reveals: treat every old group as a barrier, so undo never
    // reaches into history whose secrets we cannot vouch for. Labels were not kept per group.
    db.exec(`
      INSERT INTO log (seq, kind, power, commands, dice, reveals_secret, state_hash, game_date, phase_label, at)
        SELECT seq, 'commands', power, commands, dice, 1, state_hash, '', '', at FROM commands ORDER BY seq;
      INSERT INTO event (seq, idx, type, body)
        SELECT c.seq, e.key, json_extract(e.value, '$.type'), e.value FROM commands c, json_each(c.events) e;
      INSERT INTO snapshot (seq, state, state_hash, game_date, phase_label, at)
        SELECT s.seq, s.state, s.state_hash, '', '', COALESCE(c.at, '') FROM snapshots s LEFT JOIN commands c ON c.seq = s.seq;
      DROP TABLE commands;
      DROP TABLE snapshots;
      DROP TABLE meta;
    `);
    // Only the last entry's labels are known: they are the save's current ones.
    const label = { gameDate: need('game_date'), phaseLabel: need('phase_label') };
    db.prepare(`UPDATE log SET game_date = :gameDate, phase_label = :phaseLabel WHERE seq = (SELECT max(seq) FROM log)`).run(label);
    db.prepare(`UPDATE snapshot SET game_date = :gameDate, phase_label = :phaseLabel WHERE seq = (SELECT COALESCE(max(seq), 0) FROM log)`).run(label);
  },
  // No thumbnail yet: the host draws one when the browser first asks and stores it.
  2: (db) => db.exec(FORMAT_3_TABLES),
  // No spectators, table open: what every game before format 4 had.
  3: (db) => db.exec(FORMAT_4_CHANGES),
  // Format 5 stores new snapshots deflated (main/saves/snapshotCodec.ts); the text snapshots of
  // older files stay readable as they are, so nothing is rewritten.
  4: () => undefined,
};
