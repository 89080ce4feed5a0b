import type { Delegation, MajorPower } from '../../shared/model';
import type { SaveError } from './errors';

/** A JSON value: what the store writes for options, commands, events and states. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/**
 * The little the store needs from a game engine. The real engine (`shared/engine`) is adapted
 * to this by the host; tests use a toy engine. States, commands and events must be plain,
 * JSON-serialisable data, and `apply` must be deterministic (dice from the seed in the state).
 */
export interface ReplayEngine<S, C, E> {
  apply(state: S, command: C): { ok: true; state: S; events: readonly E[] } | { ok: false; error: unknown };
  /** A digest of the whole state; equal states give equal hashes (see `canonicalHash`). */
  hash(state: S): string;
  /**
   * What a snapshot stores; defaults to the state itself. Lets an engine leave out what the
   * save keeps anyway (the event log), provided `hash(snapshot(s)) === hash(s)` and the
   * stripped state replays the same.
   */
  snapshot?(state: S): S;
  /**
   * A stored snapshot made whole again: `initial` is the state at the start (always stored
   * whole) and `events` every standing event up to the snapshot, in order. Needed when
   * `snapshot` leaves out what the events rebuild (the event log).
   */
  restore?(stored: S, initial: S, events: readonly E[]): S;
  /**
   * Issue 20 A state as parsed from the file's JSON made the engine's value again (the game's
   * log is a persistent structure, stored as a plain array). Without it the parsed JSON is used.
   */
  revive?(parsed: S): S;
  /**
   * Whether `state` is the state a recorded hash describes; by default `hash(state) ===
   * recorded`. Lets an engine change how it hashes and still check the rows of older saves.
   */
  matches?(state: S, recorded: string): boolean;
  /**
   * Issue 14 Whether the stored start is the one the save's scenario, options and seed give:
   * null when it is, else why not. Without it the stored start is taken as it is.
   */
  checkStart?(initial: S, meta: SaveMeta): string | null;
  /** Issue 14 Whether `replayed` are the events `stored` recorded (default: the same JSON). */
  sameEvents?(replayed: readonly E[], stored: readonly E[]): boolean;
}

/** Who sits at a power: a person at this computer or on the LAN, a bot, or nobody yet. */
export interface SaveSeat {
  readonly power: MajorPower;
  readonly controller: 'human' | 'bot' | 'open';
  readonly player?: string;
  /**
   * Issue 14 SHA-256 (hex) of the seat token of the person holding it, so that after the host
   * loads the game again they take it back with the token their browser kept; never the token.
   */
  readonly tokenHash?: string;
  /** The power is played from another machine of the LAN (not the host's window). */
  readonly lan?: boolean;
  /** Issue 21 a bot's AI level (absent: the standing procedures). */
  readonly level?: 'procedures' | 'normal' | 'strong';
}

/** How the host runs the table of a game (format 4). */
export interface TableSettings {
  /** LAN machines may watch the spectator's view. */
  readonly spectators?: boolean;
  /** The host closed the table to new players. */
  readonly locked?: boolean;
  /** Issue 21 what each power's player lets the computer answer (absent: everything asked). */
  readonly delegation?: Partial<Record<MajorPower, Delegation>>;
}

/** The data a game is defined by (Unciv mods): which pack and its content hash. */
export interface DataPackRef {
  readonly id: string;
  readonly hash: string;
}

/** Where the game stands, as shown in the save browser ("May 1805", "Land phase: movement"). */
export interface GameLabel {
  readonly gameDate: string;
  readonly phaseLabel: string;
}

/** What the save browser and the host know about a save without loading its game. */
export interface SaveMeta extends GameLabel {
  readonly id: string;
  readonly name: string;
  /** Save file format written by this app (PRAGMA user_version). */
  readonly formatVersion: number;
  readonly scenario: string;
  readonly campaign: string | null;
  readonly options: JsonObject;
  readonly dataPack: DataPackRef;
  readonly seats: readonly SaveSeat[];
  readonly settings: TableSettings;
  readonly createdAt: string;
  /** Last played: the time of the last write. */
  readonly updatedAt: string;
  readonly createdByApp: string;
  readonly writtenByApp: string;
}

/** A row of the save browser. */
export interface SaveSummary extends SaveMeta {
  readonly powers: readonly MajorPower[];
  /** Number of log entries (command groups and undo marks). */
  readonly entries: number;
  /** Bytes on disk (the file plus its write-ahead log), or of the serialised database in memory. */
  readonly sizeBytes: number;
}

export interface NewSave<S> extends GameLabel {
  /** File stem; generated from the name when absent. */
  readonly id?: string;
  readonly name: string;
  readonly scenario: string;
  readonly campaign?: string | null;
  readonly options: JsonObject;
  readonly dataPack: DataPackRef;
  readonly seats: readonly SaveSeat[];
  readonly settings?: TableSettings;
  /** The state before the first command; stored as the snapshot at position 0. */
  readonly initialState: S;
}

/**
 * One autosave: a step or a decision as the host applied it. The caller supplies the facts
 * the undo rule needs (who decided, whether a secret came out, the dice), so the store works
 * with any engine.
 */
export interface CommandGroupInput<S, C, E> {
  /** The power that decided; null when the host advanced on its own. */
  readonly power: MajorPower | null;
  readonly commands: readonly C[];
  /** The events the commands produced, in order. */
  readonly events: readonly E[];
  /** Die results rolled while applying the group; any roll makes it a barrier for undo. */
  readonly dice: readonly number[];
  /** The group revealed something secret (sealed orders, a corps' strength …): a barrier for undo. */
  readonly revealsSecret: boolean;
  /** The state after the group: its hash is recorded, and it may become a snapshot. */
  readonly stateAfter: S;
  readonly label?: GameLabel;
  /** Write a snapshot now (the host asks at the end of every step). */
  readonly snapshot?: boolean;
}

/** A place in the log: an entry and an event index inside it. */
export interface LogPosition {
  readonly seq: number;
  readonly index: number;
}

/** The log's start: before every entry. */
export const LOG_START: LogPosition = { seq: 0, index: Number.MAX_SAFE_INTEGER };

export interface LogEntry<C, E> {
  /** 1, 2, … in the order written. */
  readonly seq: number;
  readonly kind: 'commands' | 'undo';
  readonly power: MajorPower | null;
  readonly commands: readonly C[];
  readonly events: readonly E[];
  readonly dice: readonly number[];
  readonly revealsSecret: boolean;
  readonly stateHash: string;
  readonly label: GameLabel;
  readonly at: string;
  /** The undo entry that took this one back, or null while it stands. */
  readonly undoneBy: number | null;
  /** For an undo entry: the first seq it took back. */
  readonly undoesFrom: number | null;
}

/** One step of "what happened": an event, or the mark of an undo that everyone must see. */
export type LogItem<E> =
  | { readonly kind: 'event'; readonly position: LogPosition; readonly power: MajorPower | null; readonly event: E; readonly undone: boolean }
  | { readonly kind: 'undo'; readonly position: LogPosition; readonly power: MajorPower | null; readonly undoesFrom: number };

export interface LoadedGame<S> {
  readonly state: S;
  /** The last log entry the state includes. */
  readonly seq: number;
  /** Where the replay started and how many entries it applied. */
  readonly snapshotSeq: number;
  readonly replayed: number;
}

export type UndoResult<S> =
  | { readonly ok: true; readonly state: S; readonly seq: number; readonly undone: readonly number[] }
  | { readonly ok: false; readonly reason: 'nothingToUndo' | 'notInTail' };

/** A picture of the game's map kept in the save (the save browser's thumbnail). */
export interface SaveThumbnail {
  /** The log entry whose state it shows: it is current while that is the last entry. */
  readonly seq: number;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
  readonly image: Uint8Array;
}

/** An open save: the log of one game, appended to as it is played. */
export interface SaveFile<S, C, E> {
  readonly id: string;
  /** The file on disk, or `memory:<id>`. */
  readonly location: string;
  meta(): SaveMeta;
  /** The last seq written (0 before the first command). */
  lastSeq(): number;
  /** Autosave one command group, with its events and dice, in one transaction. */
  append(group: CommandGroupInput<S, C, E>): { seq: number };
  /** Latest usable snapshot plus a replay of the tail, every hash checked. */
  load(): LoadedGame<S>;
  /** The state after entry `seq` (undone entries skipped). */
  stateAt(seq: number): LoadedGame<S>;
  /**
   * The newest usable snapshot at or before `seq` (not inside an undone range), checked
   * against its hash and restored: where a replay starts replaying commands itself.
   */
  nearestSnapshot(seq: number): { readonly seq: number; readonly state: S };
  /** Replay the whole standing log from the initial state, checking every recorded hash. */
  verifyFromStart(): LoadedGame<S>;
  /**
   * Issue 14 The save proves itself: the start is rebuilt from scenario, options and seed
   * (`ReplayEngine.checkStart`), then every standing entry is replayed from it, its hash and
   * events checked; snapshots are not trusted. Yields each entry's seq as it goes (so a host can
   * spread the work and give up after a time budget) and returns the game. A divergence throws
   * a SaveError naming the entry. Once it has run, `verified()` is true and snapshots, checked
   * against the proven hashes, serve as a cache.
   */
  verify(): Generator<number, LoadedGame<S>, void>;
  verified(): boolean;
  /** Rewrites the seats (a player joined, reconnected or left); not a move of the game. */
  setSeats(seats: readonly SaveSeat[]): void;
  setSettings(settings: TableSettings): void;
  /** The standing entries `power` may take back now, oldest first (see `undoableTail`). */
  undoableTail(power: MajorPower): readonly LogEntry<C, E>[];
  /** Take back `power`'s commands from `fromSeq` (default: its last group) to the end. */
  undo(power: MajorPower, fromSeq?: number): UndoResult<S>;
  /**
   * Replay view: the state after each standing entry from `fromSeq` on (inclusive), starting
   * from the nearest snapshot and checking every recorded hash as it goes.
   */
  replay(fromSeq?: number): Iterable<{ readonly entry: LogEntry<C, E>; readonly state: S }>;
  /** The log entry by entry, from `fromSeq` on (inclusive). */
  entries(options?: { fromSeq?: number; includeUndone?: boolean }): Iterable<LogEntry<C, E>>;
  /**
   * Events strictly after `after`, with undo marks; events of undone entries only if asked.
   * `view` redacts each event for one viewer (the engine's redactEvent); null hides it.
   */
  itemsAfter(after: LogPosition, options?: { includeUndone?: boolean; view?: (event: E) => E | null }): Iterable<LogItem<E>>;
  /** The end of `power`'s last standing command group, or null if it never decided. */
  lastTurnOf(power: MajorPower): LogPosition | null;
  setName(name: string): void;
  /** The stored thumbnail, if one was ever stored. */
  thumbnail(): SaveThumbnail | null;
  /** Stores (replaces) the thumbnail; not a move of the game, so "last played" stays. */
  setThumbnail(thumbnail: SaveThumbnail): void;
  close(): void;
}

/** Save storage: boardgame.io's StorageAPI idea with our own operations. Synchronous (better-sqlite3). */
export interface SaveStore<S, C, E> {
  readonly kind: 'sqlite' | 'memory';
  create(init: NewSave<S>): SaveFile<S, C, E>;
  /** Opens (validating and migrating) a save; the same handle while it is open. */
  open(id: string): SaveFile<S, C, E>;
  list(): SaveListing[];
  rename(id: string, name: string): void;
  duplicate(id: string, name: string): SaveSummary;
  remove(id: string): void;
  /** "Save as": a consistent, self-contained copy at `file`. */
  exportTo(id: string, file: string): void;
  /** Validates and copies `file` in as a new save (migrating older formats); returns it. */
  importFrom(file: string, name?: string): SaveSummary;
  close(): void;
}

export type SaveListing =
  | { readonly ok: true; readonly summary: SaveSummary }
  | { readonly ok: false; readonly id: string; readonly location: string; readonly error: SaveError };
