import { z } from 'zod';

/**
 * Messages between a client (the renderer, in Electron or a browser) and the authoritative
 * host. Every message is validated on arrival on both sides; the same schemas serve the IPC
 * path (Electron) and the WebSocket path (browser mode, LAN).
 */
export const PROTOCOL_VERSION = 1;

/** Largest message a host accepts from a client, in bytes of its JSON text. */
export const MAX_CLIENT_MESSAGE_BYTES = 256 * 1024;

const requestId = z.string().min(1).max(64);

export const ERROR_CODES = [
  'malformed',
  'tooLarge',
  'unknownType',
  'protocolMismatch',
  'badSeat',
  'notYourSeat',
  'outOfTurn',
  'staleVersion',
  'illegal',
  'noGame',
  'internal',
] as const;
export type ProtocolErrorCode = (typeof ERROR_CODES)[number];

export const protocolErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The rule that makes a command illegal, when there is one ("7.3.1"). */
  rule: z.string().optional(),
});
export type ProtocolError = z.infer<typeof protocolErrorSchema>;

// ---- client → host ----------------------------------------------------------------------

export const helloSchema = z.object({
  type: z.literal('hello'),
  protocolVersion: z.number().int(),
  client: z.enum(['electron', 'browser', 'test']),
  seatToken: z.string().max(128).optional(),
});

export const getVersionSchema = z.object({
  type: z.literal('getVersion'),
  requestId,
});

export const commandMessageSchema = z.object({
  type: z.literal('command'),
  requestId,
  seatToken: z.string().max(128),
  basedOnVersion: z.number().int().nonnegative(),
  /** Checked by the engine's own command parser; the protocol only carries it. */
  command: z.record(z.string(), z.unknown()),
});

export const newGameSchema = z.object({
  type: z.literal('newGame'),
  requestId,
  /** Id of a scenario the host offers (see `listScenarios`). */
  scenarioId: z.string().min(1).max(64),
  /** Optional rules in force; checked by the engine's own options parser. */
  options: z.record(z.string(), z.unknown()).optional(),
  seed: z.number().int().nonnegative().optional(),
  /** 'hotseat': this client takes every seat, and hands over between them. */
  seating: z.literal('hotseat'),
  /** Powers the standing procedures (19.1) play instead of a person: the host answers for them. */
  bots: z.array(z.string().max(16)).max(7).optional(),
  /** Powers left open for players on other machines, who take them with `joinSeat`. */
  lan: z.array(z.string().max(16)).max(7).optional(),
});

/** What game the host has open and who plays each power (for a machine about to join). */
export const getTableSchema = z.object({ type: z.literal('getTable'), requestId });
/** Takes an open power of the game on the host (a player on another machine). */
export const joinSeatSchema = z.object({ type: z.literal('joinSeat'), requestId, power: z.string().min(1).max(16) });

export const listScenariosSchema = z.object({
  type: z.literal('listScenarios'),
  requestId,
});

/** Asks the host for one seat's view (or a spectator's, without a token). */
export const watchSchema = z.object({
  type: z.literal('watch'),
  requestId,
  seatToken: z.string().max(128).nullable(),
});

const saveId = z.string().min(1).max(128);
const saveName = z.string().trim().min(1).max(80);

export const listSavesSchema = z.object({ type: z.literal('listSaves'), requestId });
/** Opens a save and continues it: the client takes every seat (hot-seat). */
export const loadGameSchema = z.object({ type: z.literal('loadGame'), requestId, saveId });
export const renameSaveSchema = z.object({ type: z.literal('renameSave'), requestId, saveId, name: saveName });
export const duplicateSaveSchema = z.object({ type: z.literal('duplicateSave'), requestId, saveId, name: saveName });
export const deleteSaveSchema = z.object({ type: z.literal('deleteSave'), requestId, saveId });
/** Takes back the seat's own last commands, as far as the undo rule allows. */
export const undoSchema = z.object({ type: z.literal('undo'), requestId, seatToken: z.string().max(128) });

/**
 * Opens a replay of a save (`saveId`), or of the game at the table (null). A running game is
 * replayed only from a seat's own view (`seatToken` of the table's game); a finished game, or
 * a save not at the table, from the `viewer` asked for (a power, or 'spectator' once over).
 * `since: 'lastTurn'` starts at the seat's last decision ("what happened since my last turn").
 */
export const openReplaySchema = z.object({
  type: z.literal('openReplay'),
  requestId,
  saveId: saveId.nullable(),
  seatToken: z.string().max(128).optional(),
  viewer: z.string().max(16).optional(),
  since: z.literal('lastTurn').optional(),
});
const replayId = z.string().min(1).max(64);
/** Asks for the replay's view after entry `seq`, its log showing `events` of that entry's visible events (all when absent). */
export const replaySeekSchema = z.object({
  type: z.literal('replaySeek'),
  requestId,
  replayId,
  seq: z.number().int().nonnegative(),
  events: z.number().int().nonnegative().optional(),
});
export const closeReplaySchema = z.object({ type: z.literal('closeReplay'), requestId, replayId });

/** Largest save file exported or imported over the protocol, in bytes. */
export const MAX_SAVE_TRANSFER_BYTES = 32 * 1024 * 1024;
/** Base64 characters in one upload chunk: well inside the client message cap. */
export const UPLOAD_CHUNK_CHARS = 192 * 1024;

/** Asks for a save's file (a consistent copy), to download. */
export const exportSaveSchema = z.object({ type: z.literal('exportSave'), requestId, saveId });
/**
 * One piece of a save file being uploaded (base64), in order from 0 to `total - 1`; the last
 * one makes the host validate the file and add it as a new save.
 */
export const importSaveChunkSchema = z.object({
  type: z.literal('importSaveChunk'),
  requestId,
  uploadId: z.string().min(1).max(64),
  index: z.number().int().nonnegative(),
  total: z.number().int().positive().max(Math.ceil((MAX_SAVE_TRANSFER_BYTES * 4) / 3 / UPLOAD_CHUNK_CHARS) + 1),
  data: z.string().max(UPLOAD_CHUNK_CHARS).regex(/^[A-Za-z0-9+/]*={0,2}$/),
  /** The file's name on the player's machine, to name the save. */
  fileName: z.string().max(255).optional(),
});

/** Asks for a small PNG of a save's map (the save browser's thumbnail). */
export const getThumbnailSchema = z.object({ type: z.literal('getThumbnail'), requestId, saveId });

/** Asks which data games are played with (shipped, or a pack), with every table's source. */
export const getDataPackSchema = z.object({ type: z.literal('getDataPack'), requestId });
/** Plays new games with the pack in `folder` (on the host's machine); null = shipped data. */
export const setDataPackSchema = z.object({ type: z.literal('setDataPack'), requestId, folder: z.string().min(1).max(1024).nullable() });

export const clientMessageSchema = z.discriminatedUnion('type', [
  getTableSchema,
  joinSeatSchema,
  getThumbnailSchema,
  openReplaySchema,
  replaySeekSchema,
  closeReplaySchema,
  exportSaveSchema,
  importSaveChunkSchema,
  getDataPackSchema,
  setDataPackSchema,
  listSavesSchema,
  loadGameSchema,
  renameSaveSchema,
  duplicateSaveSchema,
  deleteSaveSchema,
  undoSchema,
  helloSchema,
  getVersionSchema,
  listScenariosSchema,
  newGameSchema,
  watchSchema,
  commandMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- host → client ----------------------------------------------------------------------

export const welcomeSchema = z.object({
  type: z.literal('welcome'),
  protocolVersion: z.number().int(),
  appVersion: z.string(),
});

export const versionSchema = z.object({
  type: z.literal('version'),
  requestId,
  appVersion: z.string(),
  protocolVersion: z.number().int(),
  /** Where the host runs: 'electron' or 'node' (browser mode). */
  hostKind: z.enum(['electron', 'node']),
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
});
export type ScenarioSummary = z.infer<typeof scenarioSummarySchema>;

export const scenariosSchema = z.object({
  type: z.literal('scenarios'),
  requestId,
  scenarios: z.array(scenarioSummarySchema),
});

export const seatSchema = z.object({ power: z.string(), seatToken: z.string() });

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

/** A save file to download (base64 of the SQLite file). */
export const saveFileSchema = z.object({
  type: z.literal('saveFile'),
  requestId,
  saveId: z.string(),
  fileName: z.string(),
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

/** Who plays a power of the open game: a player seated at a machine, the standing procedures, or nobody yet (open to join). */
export const tableSeatSchema = z.object({ power: z.string(), controller: z.enum(['player', 'bot', 'open']) });

export const tableSchema = z.object({
  type: z.literal('table'),
  requestId,
  /** Null when no game is open on the host. */
  game: z
    .object({
      scenarioId: z.string(),
      title: z.string(),
      gameDate: z.string(),
      saveId: z.string().nullable(),
      seats: z.array(tableSeatSchema),
    })
    .nullable(),
});

export type TableMessage = z.infer<typeof tableSchema>;

export const hostMessageSchema = z.discriminatedUnion('type', [
  tableSchema,
  thumbnailSchema,
  replayOpenedSchema,
  replayFrameSchema,
  replayGrewSchema,
  saveFileSchema,
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

export type ParseResult<T> = { ok: true; message: T } | { ok: false; error: ProtocolError; requestId?: string };

function requestIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

function parseWith<T>(schema: z.ZodType<T>, raw: string, maxBytes: number): ParseResult<T> {
  // Length in UTF-16 units bounds the byte length from below; check it before parsing.
  if (raw.length > maxBytes) {
    return { ok: false, error: { code: 'tooLarge', message: `Message of ${raw.length} characters exceeds ${maxBytes}.` } };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: { code: 'malformed', message: 'Message is not valid JSON.' } };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    const rid = requestIdOf(value);
    return {
      ok: false,
      ...(rid !== undefined ? { requestId: rid } : {}),
      error: { code: 'malformed', message: `Message rejected${where}: ${issue?.message ?? 'invalid'}.` },
    };
  }
  return { ok: true, message: parsed.data };
}

/** Validates a client's message as the host receives it (size cap, JSON, schema). */
export function parseClientMessage(raw: string): ParseResult<ClientMessage> {
  return parseWith(clientMessageSchema, raw, MAX_CLIENT_MESSAGE_BYTES);
}

/** Validates a host message as a client receives it. Views can be large; no tight cap. */
export function parseHostMessage(raw: string): ParseResult<HostMessage> {
  return parseWith(hostMessageSchema, raw, 64 * 1024 * 1024);
}

/**
 * What the Electron preload exposes to the renderer as `window.eiaHost`: raw protocol text
 * both ways and nothing else (no ipcRenderer, no Node).
 */
export interface EiaHostBridge {
  send(raw: string): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(listener: (raw: string) => void): () => void;
}
