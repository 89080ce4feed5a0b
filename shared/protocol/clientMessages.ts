import { z } from 'zod';
import { MAX_SAVE_TRANSFER_BYTES, UPLOAD_CHUNK_CHARS, computerLevel, delegationSchema, playerName, replayId, requestId, seatToken } from './common';

// Client → host. Each type needs a role of the connection: see MESSAGE_ROLES in roles.ts.

export const helloSchema = z.object({
  type: z.literal('hello'),
  /** Echoed by `welcome`, or by the refusal when the versions differ. */
  requestId: requestId.optional(),
  protocolVersion: z.number().int(),
  client: z.enum(['electron', 'browser', 'test']),
});

export const getVersionSchema = z.object({
  type: z.literal('getVersion'),
  requestId,
});

export const commandMessageSchema = z.object({
  type: z.literal('command'),
  requestId,
  seatToken,
  /**
   * The game version the client's options came from. Issue 14: the command is refused as
   * stale only when the decision it answers (or its options) changed since then.
   */
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
  /**
   * A fixed seed for a game that can be played again identically (solo, tests). Absent: the
   * host draws a 256-bit seed from a cryptographic source (issue 14). Refused for a game with
   * LAN seats or spectators, whose players could otherwise predict the dice.
   */
  seed: z.number().int().nonnegative().optional(),
  /** 'hotseat': this client takes every seat, and hands over between them. */
  seating: z.literal('hotseat'),
  /** Names of the people playing the powers at this machine (the same name: no curtain between them). */
  players: z.record(z.string().max(16), playerName).optional(),
  /** Whether machines on the LAN may watch the spectator's view (issue 14). */
  spectators: z.boolean().optional(),
  /** Powers the standing procedures (19.1) play instead of a person: the host answers for them. */
  bots: z.array(z.string().max(16)).max(7).optional(),
  /** Issue 21 the level each of `bots` plays at (absent: the standing procedures). */
  botLevels: z.record(z.string().max(16), computerLevel).optional(),
  /** Powers left open for players on other machines, who take them with `joinSeat`. */
  lan: z.array(z.string().max(16)).max(7).optional(),
});

/** What game the host has open and who plays each power (for a machine about to join). */
export const getTableSchema = z.object({ type: z.literal('getTable'), requestId });
/** Takes an open power of the game on the host (a player on another machine). */
export const joinSeatSchema = z.object({ type: z.literal('joinSeat'), requestId, power: z.string().min(1).max(16), player: playerName.optional() });
/**
 * Issue 14 Takes back the seats whose tokens this client kept (browser storage): after a
 * reload, a lost connection, or the host loading the game again. Answered by `gameOpened` with
 * the seats found (none: rejected); a seat another window held moves here.
 */
export const resumeSeatsSchema = z.object({ type: z.literal('resumeSeats'), requestId, tokens: z.array(seatToken).min(1).max(7) });
/** Watches the game as a spectator, if the host allowed spectators for it. */
export const spectateSchema = z.object({ type: z.literal('spectate'), requestId });
/**
 * Host only: `open` frees a power for the LAN (its holder's token stops working), `here` takes
 * it at the host's window; `lock` closes the table to new players, `unlock` opens it again.
 */
export const seatControlSchema = z.object({
  type: z.literal('seatControl'),
  requestId,
  // v2.71 19.2 `playerLeaves`: the power's player leaves (it becomes an uncontrolled major power);
  // `newPlayer`: a replacement takes it at the next Economic Phase
  action: z.enum(['open', 'here', 'lock', 'unlock', 'playerLeaves', 'newPlayer']),
  power: z.string().min(1).max(16).optional(),
});
/**
 * Issue 21 What the computer answers for `power` (its player's own seat, or the host for any
 * power a person plays): the whole seat (`computer`), or by kind of question ask / auto / only
 * battles of at most `threshold` factors.
 */
export const setDelegationSchema = z.object({
  type: z.literal('setDelegation'),
  requestId,
  power: z.string().min(1).max(16),
  delegation: delegationSchema,
});
/** Host only: the LAN server's state, or starts (`on`) or stops it (the desktop app's "Host on the LAN"). */
export const hostLanSchema = z.object({ type: z.literal('hostLan'), requestId, on: z.boolean().optional() });
/** Host only, desktop app: opens a window on another host's game (an address or join code). */
export const joinRemoteSchema = z.object({ type: z.literal('joinRemote'), requestId, address: z.string().min(1).max(200) });

export const listScenariosSchema = z.object({
  type: z.literal('listScenarios'),
  requestId,
});

/** Asks the host for one seat's view (or a spectator's, without a token). */
export const watchSchema = z.object({
  type: z.literal('watch'),
  requestId,
  seatToken: seatToken.nullable(),
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
export const undoSchema = z.object({ type: z.literal('undo'), requestId, seatToken });

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
  seatToken: seatToken.optional(),
  viewer: z.string().max(16).optional(),
  since: z.literal('lastTurn').optional(),
});
/** Asks for the replay's view after step `seq` (the viewer's own step number), its log showing `events` of that step's visible events (all when absent). */
export const replaySeekSchema = z.object({
  type: z.literal('replaySeek'),
  requestId,
  replayId,
  seq: z.number().int().nonnegative(),
  events: z.number().int().nonnegative().optional(),
});
export const closeReplaySchema = z.object({ type: z.literal('closeReplay'), requestId, replayId });

/** Asks for a save's file (a consistent copy), to download: it comes as `saveFileChunk`s. */
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
  resumeSeatsSchema,
  spectateSchema,
  seatControlSchema,
  setDelegationSchema,
  hostLanSchema,
  joinRemoteSchema,
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

