import { z } from 'zod';

/**
 * Messages between a client (the renderer, in Electron or a browser) and the authoritative
 * host. Every message is validated on arrival on both sides; the same schemas serve the IPC
 * path (Electron) and the WebSocket path (browser mode, LAN).
 *
 * Version 2 (issue 14): roles, seat reconnection, spectators, chunked exports, LAN hosting.
 */
export const PROTOCOL_VERSION = 2;

/** Largest message a host accepts from a client, in bytes of its JSON text. */
export const MAX_CLIENT_MESSAGE_BYTES = 256 * 1024;

export const requestId = z.string().min(1).max(64);
export const replayId = z.string().min(1).max(64);

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
  /** The message needs a role this connection does not hold (see `MESSAGE_ROLES`). */
  'forbidden',
  /** Too many messages too fast, or too many connections: the client is told and may retry. */
  'rateLimited',
] as const;
export type ProtocolErrorCode = (typeof ERROR_CODES)[number];

export const protocolErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The rule that makes a command illegal, when there is one ("7.3.1"). */
  rule: z.string().optional(),
});
export type ProtocolError = z.infer<typeof protocolErrorSchema>;

/** A seat token: the secret a client presents to act for a power (never shown to others). */
export const seatToken = z.string().min(1).max(128);
/** A player's name as shown at the table. */
export const playerName = z.string().trim().min(1).max(40);

/** Largest save file exported or imported over the protocol, in bytes. */
export const MAX_SAVE_TRANSFER_BYTES = 32 * 1024 * 1024;
/** Base64 characters in one upload chunk: well inside the client message cap. */
export const UPLOAD_CHUNK_CHARS = 192 * 1024;
/** Base64 characters in one export chunk the host sends. */
export const DOWNLOAD_CHUNK_CHARS = 256 * 1024;

/** Issue 21 a seat's delegation (shared/model/delegation.ts): ask / auto / only battles of at most `threshold` factors, by kind of question. */
const delegationMode = z.enum(['ask', 'auto', 'big']);
/** Issue 21 who answers for the computer (model COMPUTER_LEVELS). */
export const computerLevel = z.enum(['procedures', 'normal', 'strong']);
export const delegationSchema = z.object({
  computer: z.boolean(),
  modes: z.object({
    battle: delegationMode, losses: delegationMode, retreat: delegationMode, reinforcement: delegationMode,
    siege: delegationMode, naval: delegationMode, political: delegationMode, turn: delegationMode,
  }),
  threshold: z.number().int().min(0).max(999),
  /** Issue 21 the computer's level for this seat (absent: the standing procedures). */
  level: computerLevel.optional(),
});
