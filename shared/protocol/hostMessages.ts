import { z } from 'zod';
import { delegationSchema, protocolErrorSchema, replayId, requestId } from './common';

// Host → client.

/** What this connection is to the host: its own window (`host`) or any other client (`guest`). */
export const connectionRoleSchema = z.enum(['host', 'guest']);

export const welcomeSchema = z.object({
  type: z.literal('welcome'),
  requestId: requestId.optional(),
  protocolVersion: z.number().int(),
  appVersion: z.string(),
  role: connectionRoleSchema,
});

export const versionSchema = z.object({
  type: z.literal('version'),
  requestId,
  appVersion: z.string(),
  protocolVersion: z.number().int(),
  /** Where the host runs: 'electron' or 'node' (browser mode). */
  hostKind: z.enum(['electron', 'node']),
  role: connectionRoleSchema,
});

export const viewMessageSchema = z.object({
  type: z.literal('view'),
  version: z.number().int().nonnegative(),
  /** Whose view this is: a power, or 'spectator'. */
  viewer: z.string(),
  /** A power's view, produced by the engine's viewFor; never the whole game state. */
  view: z.record(z.string(), z.unknown()),
  /**
   * Length of the game's log this view reaches. Its `view.logFrom` counts the same way (the
   * state's log, not the viewer's redacted list): 0 means the whole log, more means only the
   * entries after what the host already sent this client. Absent: a whole view, no count.
   */
  logEnd: z.number().int().nonnegative().optional(),
});

export const acceptedSchema = z.object({
  type: z.literal('accepted'),
  requestId,
});

export const rejectedSchema = z.object({
  type: z.literal('rejected'),
  /** Absent when the message was too broken to carry a request id. */
  requestId: requestId.optional(),
  error: protocolErrorSchema,
});

export const eventsSchema = z.object({
  type: z.literal('events'),
  events: z.array(z.record(z.string(), z.unknown())),
});

export const scenarioSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.object({ month: z.number().int(), year: z.number().int() }),
  end: z.object({ month: z.number().int(), year: z.number().int() }),
  powers: z.array(z.string()),
  /** Issue 20: a campaign game (section 14) or a scenario (13.0); absent from older hosts: a scenario. */
  kind: z.enum(['scenario', 'campaign']).optional(),
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

export const scenariosSchema = z.object({
  type: z.literal('scenarios'),
  requestId,
  scenarios: z.array(scenarioSummarySchema),
});

export const seatSchema = z.object({ power: z.string(), seatToken: z.string(), player: z.string().optional() });

export const gameOpenedSchema = z.object({
  type: z.literal('gameOpened'),
  requestId,
  scenarioId: z.string(),
  /** The save the game is written to after every command, if the host keeps saves. */
  saveId: z.string().nullable(),
  /** The seats this client now holds. */
  seats: z.array(seatSchema),
});

export const saveSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scenario: z.string(),
  gameDate: z.string(),
  phaseLabel: z.string(),
  powers: z.array(z.string()),
  updatedAt: z.string(),
  entries: z.number().int(),
  sizeBytes: z.number().int(),
  /** Optional rules the save switched on that the engine does not build ('12.2.2 Naval raiding'). */
  unbuiltOptions: z.array(z.string()),
});
export type SaveSummaryMessage = z.infer<typeof saveSummarySchema>;

export const savesSchema = z.object({
  type: z.literal('saves'),
  requestId,
  saves: z.array(saveSummarySchema),
  /** Files in the saves folder that could not be opened, each with the reason. */
  broken: z.array(z.object({ id: z.string(), location: z.string(), message: z.string() })),
});

/** Something every player at the table must see (an undo, a save problem). */
export const noticeSchema = z.object({
  type: z.literal('notice'),
  kind: z.enum(['undo', 'saveFailed', 'info']),
  text: z.string(),
});

/** One standing log entry of a replay: where it leaves the game and how many of its events the viewer sees. */
export const replayStepSchema = z.object({
  /** The step's number in the viewer's own count (2.4.2): steps it sees nothing of are not counted, so numbers are not save entries. */
  seq: z.number().int().nonnegative(),
  gameDate: z.string(),
  phaseLabel: z.string(),
  /** Who decided (null: the start, or the host). */
  power: z.string().nullable(),
  /** Events of this entry the viewer may see. */
  events: z.number().int().nonnegative(),
  /** An undo mark: how many command groups `power` took back; the step shows the game as it stood before them. */
  undid: z.number().int().positive().optional(),
});
export type ReplayStep = z.infer<typeof replayStepSchema>;

export const replayOpenedSchema = z.object({
  type: z.literal('replayOpened'),
  requestId,
  replayId,
  saveId: z.string(),
  name: z.string(),
  /** Whose view the replay shows: a power or 'spectator'. */
  viewer: z.string(),
  /** Viewers this replay may switch to (only the seat's own while the game runs). */
  viewers: z.array(z.string()),
  over: z.boolean(),
  /** Seq 0 (the start) and every standing entry, in order. */
  steps: z.array(replayStepSchema),
  /** Where to begin: the seat's last decision for 'lastTurn', else the start. */
  start: z.number().int().nonnegative(),
});

/** A replayed moment: the viewer's view of the state after entry `seq`, never the raw state. */
export const replayFrameSchema = z.object({
  type: z.literal('replayFrame'),
  requestId,
  replayId,
  seq: z.number().int().nonnegative(),
  /** Visible events of entry `seq` included in the view's log. */
  events: z.number().int().nonnegative(),
  view: z.record(z.string(), z.unknown()),
});

/**
 * The game a replay shows has moved on (a replay of the game at the table, issue 8): steps
 * from index `from` on are replaced by `steps` (new entries, or an undo taking entries back).
 */
export const replayGrewSchema = z.object({
  type: z.literal('replayGrew'),
  replayId,
  from: z.number().int().nonnegative(),
  steps: z.array(replayStepSchema),
});

/**
 * One piece of a save file to download (base64 of the SQLite file), `index` 0 to `total - 1`.
 * The host sends the next piece only once the client has taken in the last ones; a client
 * that stops reading is dropped, not buffered for (issue 14).
 */
export const saveFileChunkSchema = z.object({
  type: z.literal('saveFileChunk'),
  requestId,
  saveId: z.string(),
  fileName: z.string(),
  index: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  data: z.string(),
});

/** A save's map thumbnail: base64 of a PNG. */
export const thumbnailSchema = z.object({ type: z.literal('thumbnail'), requestId, saveId: z.string(), png: z.string() });

/** An uploaded file that was validated and added as a new save. */
export const saveImportedSchema = z.object({ type: z.literal('saveImported'), requestId, save: saveSummarySchema });

const provenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('transcribed'), source: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('extracted'), source: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('reconstructed'), method: z.string(), note: z.string().optional() }),
]);

export const dataSourceSchema = z.object({
  group: z.string(),
  id: z.string(),
  file: z.string(),
  title: z.string(),
  rules: z.array(z.string()),
  provenance: provenanceSchema,
  mix: z.record(z.string(), z.number()).optional(),
  pack: z.boolean().optional(),
});

export const dataPackSchema = z.object({
  type: z.literal('dataPack'),
  requestId,
  /** The data in force after the request (unchanged when `errors` is not empty). */
  id: z.string(),
  folder: z.string().nullable(),
  hash: z.string(),
  overridden: z.array(z.string()),
  sources: z.array(dataSourceSchema),
  /** Why a requested pack was refused: file, path in it, what was expected. */
  errors: z.array(z.object({ file: z.string(), path: z.string(), expected: z.string() })),
});
export type DataPackMessage = z.infer<typeof dataPackSchema>;

/**
 * Who plays a power of the open game: a player seated at a machine, the standing procedures, or
 * nobody yet (open to join); the player's name and whether their window is connected now.
 */
export const tableSeatSchema = z.object({
  power: z.string(),
  controller: z.enum(['player', 'bot', 'open']),
  player: z.string().optional(),
  connected: z.boolean().optional(),
  /** Issue 21 what the computer answers for this power (a player's seat). */
  delegation: delegationSchema.optional(),
  /**
   * 14.2 while the bids are collected the seat is a bidding chair: the number (1-based) of the
   * player who bids there, not yet the power's player (he may win another power).
   */
  chair: z.number().int().min(1).max(7).optional(),
});

export const tableGameSchema = z.object({
  scenarioId: z.string(),
  title: z.string(),
  gameDate: z.string(),
  saveId: z.string().nullable(),
  seats: z.array(tableSeatSchema),
  /** Whether spectators may watch. */
  spectators: z.boolean().optional(),
  /** Whether the host closed the table to new players. */
  locked: z.boolean().optional(),
});
export type TableGame = z.infer<typeof tableGameSchema>;

export const tableSchema = z.object({
  type: z.literal('table'),
  requestId,
  /** Null when no game is open on the host. */
  game: tableGameSchema.nullable(),
});

/** Pushed to every client when the game at the table, its seats or who is connected change. */
export const seatsSchema = z.object({ type: z.literal('seats'), game: tableGameSchema.nullable() });

/**
 * Seats this client held and no longer does: the host freed them, another window took them
 * with their tokens, or a new game was opened. The client forgets those tokens.
 */
export const seatsRevokedSchema = z.object({
  type: z.literal('seatsRevoked'),
  powers: z.array(z.string()),
  /** `takenElsewhere`: another window presented the tokens (the same player); `freed`: the host freed them; `newGame`: another game is at the table. */
  cause: z.enum(['takenElsewhere', 'freed', 'newGame']),
  reason: z.string(),
});

/** The LAN server: whether it listens, the addresses other machines open, and the join code. */
export const lanSchema = z.object({
  type: z.literal('lan'),
  requestId: requestId.optional(),
  /** Whether this host can start or stop LAN hosting from the app (the desktop app, browser mode). */
  available: z.boolean(),
  on: z.boolean(),
  /** Page addresses for the other machines ("http://192.168.1.20:5805/"). */
  addresses: z.array(z.string()),
  /** A short code standing for the first address (Join LAN game accepts it). */
  code: z.string().nullable(),
  /** Why LAN hosting could not start, if it could not. */
  problem: z.string().optional(),
});

export type TableMessage = z.infer<typeof tableSchema>;

export const hostMessageSchema = z.discriminatedUnion('type', [
  tableSchema,
  thumbnailSchema,
  replayOpenedSchema,
  replayFrameSchema,
  replayGrewSchema,
  saveFileChunkSchema,
  seatsSchema,
  seatsRevokedSchema,
  lanSchema,
  saveImportedSchema,
  dataPackSchema,
  savesSchema,
  noticeSchema,
  welcomeSchema,
  versionSchema,
  scenariosSchema,
  gameOpenedSchema,
  viewMessageSchema,
  acceptedSchema,
  rejectedSchema,
  eventsSchema,
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

