import type { Command, GameData } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import type { HostMessage, ProtocolError, Role, TableGame } from '../../shared/protocol';
import type { SaveFile } from '../saves';
import type { ActiveData } from './dataPack';
import type { GameSaveStore } from './gameSaves';
import type { HostLimits, RefusalLog } from './limits';
import type { Replay } from './replay';
import type { ScenarioCatalog } from './scenarios';
import type { Applied, Table } from './table';
import type { Upload } from './transfer';

/** Where the host process runs; reported to clients with the version. */
export type HostKind = 'electron' | 'node';

export type GameSave = SaveFile<GameState, Command, GameEvent>;

/** The LAN server as the host app can drive it (browser mode and the desktop app). */
export interface LanStatus {
  readonly on: boolean;
  /** Page addresses other machines open. */
  readonly addresses: readonly string[];
  /** A short code standing for the first address. */
  readonly code: string | null;
  readonly problem?: string;
}
export interface LanControl {
  status(): LanStatus;
  start(): Promise<LanStatus>;
  stop(): Promise<LanStatus>;
}

export interface HostOptions {
  appVersion: string;
  kind: HostKind;
  /** Host log lines (refused messages, summed up per client; never one line per message). */
  log?: (line: string) => void;
  /**
   * The data games are played with (shipped, or a pack over it); its map is the engine's
   * `data` and its id and hash are recorded in every save. The host's window may switch packs.
   */
  activeData?: ActiveData;
  /** Scenarios offered to the host's window; saves are proven against them. */
  scenarios?: ScenarioCatalog;
  /** Map facts for the engine. */
  data?: GameData;
  /** Called after every accepted command. */
  onApplied?: (applied: Applied) => void;
  /** Where games are saved; every accepted command is autosaved before it is acknowledged. */
  saves?: GameSaveStore;
  /** Bytes the saves may take in all; duplicates, imports and new games beyond it are refused. */
  savesQuotaBytes?: number;
  /** Starts and stops the LAN server ("Host on the LAN"); absent when this host cannot. */
  lan?: LanControl;
  /** The desktop app opens a window on another host's game (Join LAN game by address or code). */
  openRemote?: (url: string) => void;
  limits?: Partial<HostLimits>;
}

/** How a transport hands a client to the host. */
export interface ConnectOptions {
  /**
   * Issue 14 `host`: the host machine's own window (the Electron window, or a loopback browser
   * that presented the host secret); `guest`: anything else.
   */
  readonly role: 'host' | 'guest';
  /** For the log: where the client connects from. */
  readonly address?: string;
  /** Bytes sent to the client and not yet taken in (exports wait while it is high). */
  readonly backlog?: () => number;
  /** Ends the connection (a client that floods or stops reading). */
  readonly drop?: (reason: string) => void;
}

/** One connected client (an Electron window or a WebSocket), seen from the host. */
export interface Client {
  readonly id: number;
  readonly send: (m: HostMessage) => void;
  readonly options: ConnectOptions;
  /** Powers this connection holds a seat of now. */
  readonly seats: Set<MajorPower>;
  /** Admitted to watch the spectator's view. */
  spectator: boolean;
  /** The seat whose view this client shows; null = spectator; undefined = not watching. */
  watching: string | null | undefined;
  /** How much of the state's log this client has been sent for `watching` (0 = nothing yet). */
  logSent: number;
  /** The state's last event at that point: a log that no longer holds it was rewritten. */
  logTail?: GameEvent;
  /** 2.4.2 How many entries of its own (redacted) log the client holds: the counts it is told are of these, not of the state's log. */
  logSeen?: number;
  /**
   * 2.4.2 The view version this client was last sent, for which table and seat: a view whose
   * version did not move is not sent again, so a machine does not learn that something it may
   * not see happened (or when). Cleared whenever the client must get a whole view again.
   */
  sentView?: { readonly table: object; readonly watching: string | null; readonly version: number } | undefined;
  /** The replay this client has open (one at a time). */
  replay?: { id: string; replay: Replay };
  /** A save file being uploaded, chunk by chunk. */
  upload?: Upload;
  uploadTimer?: ReturnType<typeof setTimeout>;
  readonly refusals: RefusalLog;
  open: boolean;
}

/** The roles a client holds now (see MESSAGE_ROLES). */
export function rolesOf(c: Client): Set<Role> {
  const roles = new Set<Role>(['guest']);
  if (c.options.role === 'host') roles.add('host');
  if (c.seats.size > 0) roles.add('seat');
  if (c.spectator) roles.add('spectator');
  return roles;
}

/** The host's state and the helpers its message handlers share. */
export interface HostContext {
  readonly options: HostOptions;
  readonly limits: HostLimits;
  readonly clients: Map<number, Client>;
  table: Table | null;
  save: GameSave | null;
  active: ActiveData | undefined;
  /** A long job (loading or importing a save) is under way; another one waits. */
  busy: string | null;

  engineData(): GameData | undefined;
  reject(client: Client, requestId: string | undefined, error: ProtocolError): void;
  broadcast(message: HostMessage): void;
  /** Sends every client the table as it stands (seats, names, who is connected). */
  pushSeats(): void;
  tableGame(): TableGame | null;
  /** Writes the table's seats and settings to its save (names and token hashes). */
  storeSeats(): void;
  /** Takes `powers` away from every client but `keep`, telling each why. */
  revoke(powers: readonly MajorPower[], cause: 'takenElsewhere' | 'freed' | 'newGame', reason: string, keep?: Client): void;
  openTable(next: Table, nextSave: GameSave | null): void;
  sendView(client: Client): void;
  saveApplied(applied: Applied, before: GameState): string | null;
  playBots(): void;
  growReplays(): void;
  closeReplay(client: Client): void;
  /** Whether any client's replay reads `file` (it stays open then). */
  replayReads(file: GameSave): boolean;
  /** The seats `client` holds, with tokens and names, as `gameOpened` lists them. */
  seatsOf(client: Client): { power: string; seatToken: string; player?: string }[];
  /** Refuses when the saves would go past the quota by `extraBytes`; else null. */
  quotaProblem(extraBytes: number): string | null;
}
