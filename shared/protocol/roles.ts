import type { ClientMessage } from './clientMessages';

/**
 * Issue 14 Who may send what. A connection is always a `guest` (anything that reached the
 * host); it is also the `host` when it is the host machine's own window (the Electron window,
 * or a browser on loopback that presented the host secret), a `seat` while it holds at least
 * one power's seat, and a `spectator` once admitted to watch (if the game allows it).
 */
export const ROLES = ['host', 'seat', 'spectator', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export type ClientMessageType = ClientMessage['type'];

/**
 * Every client message type and the roles that may send it (any one of them suffices). The
 * host checks this table in one place, before any handler runs; handlers then check which
 * seat a token names. A new message type does not compile until it is listed here.
 */
export const MESSAGE_ROLES: Readonly<Record<ClientMessageType, readonly Role[]>> = {
  // anyone who reached the host: say hello, see the table, take an open seat or a kept one
  hello: ['guest'],
  getVersion: ['guest'],
  getTable: ['guest'],
  joinSeat: ['guest'],
  resumeSeats: ['guest'],
  spectate: ['guest'],
  // the data sources screen; the pack's folder on the host's disk is named to the host only
  getDataPack: ['guest'],
  // playing: a seat acts only for the powers it holds; the host's own window for any seat whose
  // token it has (it hands them out, and may take any seat back with seatControl)
  command: ['host', 'seat'],
  undo: ['host', 'seat'],
  watch: ['host', 'seat', 'spectator'],
  // issue 21: a seat delegates its own questions; the host's window any person's (the handler checks which)
  setDelegation: ['host', 'seat'],
  // replays: others only of the game at the table, a running one from their own seat's view
  openReplay: ['host', 'seat', 'spectator'],
  replaySeek: ['host', 'seat', 'spectator'],
  closeReplay: ['host', 'seat', 'spectator'],
  // the host machine alone manages games, saves, data and seats
  listScenarios: ['host'],
  newGame: ['host'],
  listSaves: ['host'],
  loadGame: ['host'],
  renameSave: ['host'],
  duplicateSave: ['host'],
  deleteSave: ['host'],
  exportSave: ['host'],
  importSaveChunk: ['host'],
  getThumbnail: ['host'],
  setDataPack: ['host'],
  seatControl: ['host'],
  hostLan: ['host'],
  joinRemote: ['host'],
};

/** Whether a connection holding `held` may send a message of `type`. */
export function maySend(type: ClientMessageType, held: ReadonlySet<Role>): boolean {
  return MESSAGE_ROLES[type].some((r) => held.has(r));
}
