import type Database from 'better-sqlite3';
import { z } from 'zod';
import { MAJOR_POWERS } from '../../shared/model';
import { computerLevel, delegationSchema } from '../../shared/protocol/common';
import { SaveError } from './errors';
import { APPLICATION_NAME, FORMAT_VERSION } from './schema';
import type { JsonObject, NewSave, SaveMeta, SaveSeat, TableSettings } from './types';

interface SaveRow {
  name: string;
  scenario: string;
  campaign: string | null;
  options: string;
  data_pack_id: string;
  data_pack_hash: string;
  seats: string;
  created_at: string;
  updated_at: string;
  created_by_app: string;
  written_by_app: string;
  game_date: string;
  phase_label: string;
  /** Format 4; absent while a format 2-3 file is only listed, not yet migrated. */
  settings?: string;
}

/**
 * Writes the rows of a new save into an empty database that has the current schema (or, for
 * the scripts that write old-format fixtures, `format` 2-3, which has no settings column).
 */
export function writeNewSave<S>(db: Database.Database, init: NewSave<S>, stateJson: string, stateHash: string, appVersion: string, at: string, format = FORMAT_VERSION): void {
  const settings = format >= 4;
  db.prepare(
    `INSERT INTO save (singleton, application, name, scenario, campaign, options, data_pack_id, data_pack_hash, seats,
       created_at, updated_at, created_by_app, written_by_app, game_date, phase_label${settings ? ', settings' : ''})
     VALUES (1, :application, :name, :scenario, :campaign, :options, :dataPackId, :dataPackHash, :seats,
       :at, :at, :app, :app, :gameDate, :phaseLabel${settings ? ', :settings' : ''})`,
  ).run({
    application: APPLICATION_NAME,
    name: init.name,
    scenario: init.scenario,
    campaign: init.campaign ?? null,
    options: JSON.stringify(init.options),
    dataPackId: init.dataPack.id,
    dataPackHash: init.dataPack.hash,
    seats: JSON.stringify(init.seats),
    at,
    app: appVersion,
    gameDate: init.gameDate,
    phaseLabel: init.phaseLabel,
    ...(settings ? { settings: JSON.stringify(init.settings ?? {}) } : {}),
  });
  db.prepare('INSERT INTO snapshot (seq, state, state_hash, game_date, phase_label, at) VALUES (0, ?, ?, ?, ?, ?)').run(
    stateJson,
    stateHash,
    init.gameDate,
    init.phaseLabel,
    at,
  );
}

/** The save-table row as metadata; shared by open saves and the browser listing. */
export function readMeta(db: Database.Database, id: string, location: string): SaveMeta {
  const row = db.prepare('SELECT * FROM save WHERE singleton = 1').get() as SaveRow | undefined;
  if (!row) throw new SaveError('damaged', location, 'the save has no metadata row.');
  return {
    id,
    name: row.name,
    formatVersion: FORMAT_VERSION,
    scenario: row.scenario,
    campaign: row.campaign,
    options: parseOptions(row.options, location),
    dataPack: { id: row.data_pack_id, hash: row.data_pack_hash },
    seats: parseSeats(row.seats, location),
    settings: row.settings === undefined ? {} : parseSettings(row.settings, location),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdByApp: row.created_by_app,
    writtenByApp: row.written_by_app,
    gameDate: row.game_date,
    phaseLabel: row.phase_label,
  };
}

const seatsSchema = z.array(
  z.object({
    power: z.enum(MAJOR_POWERS),
    controller: z.enum(['human', 'bot', 'open']),
    player: z.string().max(80).optional(),
    // issue 14: SHA-256 of the seat token, so its holder takes the seat back after a load
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
    lan: z.boolean().optional(),
    // issue 21: the AI level a bot plays at (absent: the standing procedures)
    level: computerLevel.optional(),
  }),
);
const optionsSchema = z.record(z.string(), z.json());
const settingsSchema = z.object({ spectators: z.boolean().optional(), locked: z.boolean().optional(), delegation: z.partialRecord(z.enum(MAJOR_POWERS), delegationSchema).optional() });

/** The seats column, checked: the browser and the host rely on its shape. */
export function parseSeats(text: string, location: string): SaveSeat[] {
  const parsed = seatsSchema.safeParse(parseJson<unknown>(text, location, 'the seats'));
  if (!parsed.success) throw new SaveError('damaged', location, `the seats in the save are malformed (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
  return parsed.data.map((seat) => ({
    power: seat.power,
    controller: seat.controller,
    ...(seat.player !== undefined ? { player: seat.player } : {}),
    ...(seat.tokenHash !== undefined ? { tokenHash: seat.tokenHash } : {}),
    ...(seat.lan !== undefined ? { lan: seat.lan } : {}),
    ...(seat.level !== undefined ? { level: seat.level } : {}),
  }));
}

export function parseOptions(text: string, location: string): JsonObject {
  const parsed = optionsSchema.safeParse(parseJson<unknown>(text, location, 'the options'));
  if (!parsed.success) throw new SaveError('damaged', location, 'the options in the save are not an object.');
  return parsed.data as JsonObject;
}

function parseSettings(text: string, location: string): TableSettings {
  const parsed = settingsSchema.safeParse(parseJson<unknown>(text, location, 'the table settings'));
  if (!parsed.success) throw new SaveError('damaged', location, 'the table settings in the save are malformed.');
  return {
    ...(parsed.data.spectators !== undefined ? { spectators: parsed.data.spectators } : {}),
    ...(parsed.data.locked !== undefined ? { locked: parsed.data.locked } : {}),
    ...(parsed.data.delegation !== undefined ? { delegation: parsed.data.delegation } : {}),
  };
}

export function parseJson<T>(text: string, location: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new SaveError('damaged', location, `${what} in the save are not valid JSON.`, { cause: err });
  }
}
