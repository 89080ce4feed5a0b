import type Database from 'better-sqlite3';
import type { MajorPower } from '../../shared/model';
import { isMajorPower } from '../../shared/model';
import { SaveError } from './errors';
import { translateSqliteError } from './validate';
import { undoableTail } from './undo';
import { parseJson, readMeta } from './meta';
import { decodeSnapshot, encodeSnapshot, type StoredSnapshot } from './snapshotCodec';
import type {
  CommandGroupInput,
  GameLabel,
  LoadedGame,
  LogEntry,
  LogItem,
  LogPosition,
  ReplayEngine,
  SaveFile,
  SaveMeta,
  SaveSeat,
  SaveThumbnail,
  TableSettings,
  UndoResult,
} from './types';

/** How often states are kept, so that loading replays a short tail and replays can seek. */
export interface SnapshotPolicy {
  /** A snapshot is written at the latest after this many entries without one. */
  readonly maxReplay: number;
  /** The newest snapshots kept… */
  readonly keepRecent: number;
  /** …and, further back, the first one of every this many entries (seek points for replays). */
  readonly keepEvery: number;
  /** A step's end asks for a snapshot only this many entries after the last one (short steps are many). */
  readonly minGap: number;
}

/** Replay's default check: the replayed events are the stored ones, in order, field for field. */
export function sameEventList<E>(replayed: readonly E[], stored: readonly E[]): boolean {
  return replayed.length === stored.length && replayed.every((e, i) => JSON.stringify(e) === JSON.stringify(stored[i]));
}

export const DEFAULT_SNAPSHOT_POLICY: SnapshotPolicy = { maxReplay: 50, keepRecent: 8, keepEvery: 25, minGap: 10 };

export interface SaveFileContext<S, C, E> {
  readonly db: Database.Database;
  readonly id: string;
  readonly location: string;
  readonly engine: ReplayEngine<S, C, E>;
  readonly policy: SnapshotPolicy;
  readonly appVersion: string;
  readonly now: () => string;
  /** Called once by close(). */
  readonly onClose: () => void;
}


interface LogRow {
  seq: number;
  kind: 'commands' | 'undo';
  power: string | null;
  commands: string;
  dice: string;
  reveals_secret: number;
  state_hash: string;
  game_date: string;
  phase_label: string;
  at: string;
  undone_by: number | null;
  undoes_from: number | null;
}

interface SnapshotRow {
  seq: number;
  state: StoredSnapshot;
  state_hash: string;
}

const PAGE = 500;

/** A state as a snapshot stores it (see ReplayEngine.snapshot). */
export function snapshotJson<S>(engine: ReplayEngine<S, unknown, unknown>, state: S): string {
  return JSON.stringify(engine.snapshot ? engine.snapshot(state) : state);
}

/** Whether `state` is the one `recorded` describes (see ReplayEngine.matches). */
export function stateMatches<S>(engine: ReplayEngine<S, unknown, unknown>, state: S, recorded: string): boolean {
  return engine.matches ? engine.matches(state, recorded) : engine.hash(state) === recorded;
}

function eventType(event: unknown): string | null {
  return typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string' ? event.type : null;
}

function positionAfter(position: LogPosition, seq: number, index: number): boolean {
  return seq > position.seq || (seq === position.seq && index > position.index);
}

/** An open save over one SQLite database (a file, or an in-memory one for the memory store). */
export class SqliteSaveFile<S, C, E> implements SaveFile<S, C, E> {
  readonly id: string;
  readonly location: string;
  private readonly ctx: SaveFileContext<S, C, E>;
  private readonly db: Database.Database;
  private last: number;
  private lastSnapshot: number;
  private closed = false;
  /** Issue 14: set once `verify` has proven the whole log (snapshots are a cache from then on). */
  private proven = false;
  private readonly stmt;

  constructor(ctx: SaveFileContext<S, C, E>) {
    this.ctx = ctx;
    this.db = ctx.db;
    this.id = ctx.id;
    this.location = ctx.location;
    const db = ctx.db;
    this.stmt = {
      insertLog: db.prepare(
        `INSERT INTO log (seq, kind, power, commands, dice, reveals_secret, state_hash, game_date, phase_label, at, undone_by, undoes_from)
         VALUES (:seq, :kind, :power, :commands, :dice, :revealsSecret, :stateHash, :gameDate, :phaseLabel, :at, NULL, :undoesFrom)`,
      ),
      insertEvent: db.prepare('INSERT INTO event (seq, idx, type, body) VALUES (?, ?, ?, ?)'),
      insertSnapshot: db.prepare('INSERT OR REPLACE INTO snapshot (seq, state, state_hash, game_date, phase_label, at) VALUES (?, ?, ?, ?, ?, ?)'),
      // Keep seq 0, the newest few, and the first of every keepEvery entries further back.
      pruneSnapshots: db.prepare(
        `DELETE FROM snapshot WHERE seq > 0
           AND seq < (SELECT min(seq) FROM (SELECT seq FROM snapshot ORDER BY seq DESC LIMIT :keepRecent))
           AND seq NOT IN (SELECT min(seq) FROM snapshot GROUP BY seq / CAST(:keepEvery AS INTEGER))`,
      ),
      touchSave: db.prepare('UPDATE save SET updated_at = ?, written_by_app = ?, game_date = ?, phase_label = ? WHERE singleton = 1'),
      label: db.prepare('SELECT game_date, phase_label FROM save WHERE singleton = 1'),
      // A snapshot inside a range some undo took back no longer describes the standing game.
      snapshotAtOrBefore: db.prepare(
        `SELECT s.seq, s.state, s.state_hash FROM snapshot s
          WHERE s.seq <= ? AND NOT EXISTS (SELECT 1 FROM log u WHERE u.kind = 'undo' AND u.undoes_from <= s.seq AND u.seq > s.seq)
          ORDER BY s.seq DESC LIMIT 1`,
      ),
      snapshotZero: db.prepare('SELECT seq, state, state_hash FROM snapshot WHERE seq = 0'),
      hashAt: db.prepare('SELECT state_hash FROM log WHERE seq = ?'),
      standingBetween: db.prepare('SELECT * FROM log WHERE seq > ? AND seq <= ? AND undone_by IS NULL ORDER BY seq'),
      page: db.prepare('SELECT * FROM log WHERE seq >= ? ORDER BY seq LIMIT ?'),
      standingPage: db.prepare('SELECT * FROM log WHERE seq >= ? AND undone_by IS NULL ORDER BY seq LIMIT ?'),
      standingDesc: db.prepare(
        `SELECT seq, kind, power, json_array_length(dice) > 0 AS rolled, reveals_secret FROM log
          WHERE seq < ? AND undone_by IS NULL ORDER BY seq DESC LIMIT ?`,
      ),
      eventsBetween: db.prepare('SELECT seq, idx, body FROM event WHERE seq >= ? AND seq <= ? ORDER BY seq, idx'),
      standingEventsTo: db.prepare(
        'SELECT e.seq, e.idx, e.body FROM event e JOIN log l ON l.seq = e.seq WHERE l.undone_by IS NULL AND e.seq <= ? ORDER BY e.seq, e.idx',
      ),
      lastTurn: db.prepare("SELECT max(seq) AS seq FROM log WHERE kind = 'commands' AND power = ? AND undone_by IS NULL"),
      labelAt: db.prepare('SELECT game_date, phase_label FROM log WHERE seq <= ? AND undone_by IS NULL ORDER BY seq DESC LIMIT 1'),
      labelZero: db.prepare('SELECT game_date, phase_label FROM snapshot WHERE seq = 0'),
      markUndone: db.prepare('UPDATE log SET undone_by = ? WHERE seq >= ? AND seq < ? AND undone_by IS NULL'),
      dropSnapshots: db.prepare('DELETE FROM snapshot WHERE seq >= ? AND seq < ?'),
      setName: db.prepare('UPDATE save SET name = ? WHERE singleton = 1'),
      setSeats: db.prepare('UPDATE save SET seats = ? WHERE singleton = 1'),
      setSettings: db.prepare('UPDATE save SET settings = ? WHERE singleton = 1'),
      thumbnail: db.prepare('SELECT seq, mime, width, height, image FROM thumbnail WHERE singleton = 1'),
      setThumbnail: db.prepare('INSERT OR REPLACE INTO thumbnail (singleton, seq, mime, width, height, image, at) VALUES (1, ?, ?, ?, ?, ?, ?)'),
    };
    const maxSeq = db.prepare('SELECT COALESCE(max(seq), 0) AS seq FROM log').get() as { seq: number };
    const maxSnap = db.prepare('SELECT COALESCE(max(seq), 0) AS seq FROM snapshot').get() as { seq: number };
    this.last = maxSeq.seq;
    this.lastSnapshot = maxSnap.seq;
  }

  private guard<T>(work: () => T): T {
    if (this.closed) throw new SaveError('closed', this.location, 'the save is closed.');
    try {
      return work();
    } catch (err) {
      throw translateSqliteError(err, this.location);
    }
  }

  meta(): SaveMeta {
    return this.guard(() => readMeta(this.db, this.id, this.location));
  }

  lastSeq(): number {
    return this.last;
  }

  append(group: CommandGroupInput<S, C, E>): { seq: number } {
    return this.guard(() => {
      const seq = this.last + 1;
      const stateHash = this.ctx.engine.hash(group.stateAfter);
      const label = group.label ?? this.currentLabel();
      const at = this.ctx.now();
      const since = seq - this.lastSnapshot;
      const snapshot = (group.snapshot === true && since >= this.ctx.policy.minGap) || since >= this.ctx.policy.maxReplay;
      const stateJson = snapshot ? snapshotJson(this.ctx.engine, group.stateAfter) : null;
      this.db
        .transaction(() => {
          this.stmt.insertLog.run({
            seq,
            kind: 'commands',
            power: group.power,
            commands: JSON.stringify(group.commands),
            dice: JSON.stringify(group.dice),
            revealsSecret: group.revealsSecret ? 1 : 0,
            stateHash,
            gameDate: label.gameDate,
            phaseLabel: label.phaseLabel,
            at,
            undoesFrom: null,
          });
          group.events.forEach((event, index) => this.stmt.insertEvent.run(seq, index, eventType(event), JSON.stringify(event)));
          if (stateJson !== null) this.writeSnapshot(seq, stateJson, stateHash, label, at);
          this.stmt.touchSave.run(at, this.ctx.appVersion, label.gameDate, label.phaseLabel);
        })
        .immediate();
      this.last = seq;
      if (snapshot) this.lastSnapshot = seq;
      return { seq };
    });
  }

  private writeSnapshot(seq: number, stateJson: string, stateHash: string, label: GameLabel, at: string): void {
    this.stmt.insertSnapshot.run(seq, encodeSnapshot(stateJson), stateHash, label.gameDate, label.phaseLabel, at);
    this.stmt.pruneSnapshots.run({ keepRecent: this.ctx.policy.keepRecent, keepEvery: this.ctx.policy.keepEvery });
  }

  private currentLabel(): GameLabel {
    const row = this.stmt.label.get() as { game_date: string; phase_label: string };
    return { gameDate: row.game_date, phaseLabel: row.phase_label };
  }

  load(): LoadedGame<S> {
    return this.stateAt(this.last);
  }

  stateAt(seq: number): LoadedGame<S> {
    return this.guard(() => {
      const snap = this.stmt.snapshotAtOrBefore.get(seq) as SnapshotRow | undefined;
      if (!snap) throw new SaveError('damaged', this.location, 'the save holds no usable snapshot of the game.');
      return this.replayFrom(snap, seq);
    });
  }

  verifyFromStart(): LoadedGame<S> {
    const steps = this.verify();
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
    }
  }

  verified(): boolean {
    return this.proven;
  }

  *verify(): Generator<number, LoadedGame<S>, void> {
    const { engine } = this.ctx;
    const snap = this.guard(() => this.stmt.snapshotZero.get() as SnapshotRow | undefined);
    if (!snap) throw new SaveError('damaged', this.location, 'the save has lost its initial state.');
    let state = this.parseStored(snap.state, 'the initial state');
    if (!stateMatches(engine, state, snap.state_hash)) {
      throw new SaveError('snapshotMismatch', this.location, 'the stored start of the game does not match its recorded hash; the file was altered or damaged.');
    }
    const startProblem = engine.checkStart?.(state, this.meta()) ?? null;
    if (startProblem !== null) throw new SaveError('tamperedLog', this.location, `the start of the game is not the one its scenario, options and seed give (${startProblem}); the file was altered.`);
    const same = engine.sameEvents ?? sameEventList;
    let seq = 0;
    let replayed = 0;
    for (const entry of this.entries()) {
      if (entry.kind === 'commands') {
        const events: E[] = [];
        for (const [i, command] of entry.commands.entries()) {
          const result = engine.apply(state, command);
          if (!result.ok) {
            const why = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
            throw new SaveError('replayRejected', this.location, `the game refused command ${i + 1} of entry ${entry.seq} on replay (${why}); the log was altered or was written by incompatible rules.`);
          }
          state = result.state;
          events.push(...result.events);
        }
        if (!same(events, entry.events)) throw new SaveError('tamperedLog', this.location, `the events recorded at entry ${entry.seq} are not the ones its commands give; the log was altered.`);
      }
      if (!stateMatches(engine, state, entry.stateHash)) {
        throw new SaveError('tamperedLog', this.location, `replaying the log gives a different game at entry ${entry.seq} than the one recorded; the log was altered or damaged.`);
      }
      seq = entry.seq;
      replayed++;
      yield seq;
    }
    this.proven = true;
    return { state, seq, snapshotSeq: 0, replayed };
  }

  nearestSnapshot(seq: number): { readonly seq: number; readonly state: S } {
    return this.guard(() => {
      const snap = this.stmt.snapshotAtOrBefore.get(seq) as SnapshotRow | undefined;
      if (!snap) throw new SaveError('damaged', this.location, 'the save holds no usable snapshot of the game.');
      return { seq: snap.seq, state: this.snapshotState(snap) };
    });
  }

  /** A stored state (text, or a deflated blob from format 5) parsed; either failure is a damaged save naming `what`. */
  private parseStored(stored: StoredSnapshot, what: string): S {
    const parsed = parseJson<S>(decodeSnapshot(stored, this.location, what), this.location, what);
    return this.ctx.engine.revive ? this.ctx.engine.revive(parsed) : parsed;
  }

  /** A snapshot's state, checked against its hash and made whole (see ReplayEngine.restore). */
  private snapshotState(snap: SnapshotRow): S {
    const { engine } = this.ctx;
    const state = this.parseStored(snap.state, `the snapshot at entry ${snap.seq}`);
    if (!stateMatches(engine, state, snap.state_hash)) {
      throw new SaveError('snapshotMismatch', this.location, `the stored game state at entry ${snap.seq} does not match its recorded hash; the file was altered or damaged.`);
    }
    if (snap.seq === 0) return state;
    const logged = this.stmt.hashAt.get(snap.seq) as { state_hash: string } | undefined;
    if (logged?.state_hash !== snap.state_hash) {
      throw new SaveError('snapshotMismatch', this.location, `the stored game state at entry ${snap.seq} differs from the one the log recorded there.`);
    }
    return engine.restore ? this.restore(state, snap.seq) : state;
  }

  /** The snapshot's state, checked against its hash, then every standing entry up to `target`. */
  private replayFrom(snap: SnapshotRow, target: number): LoadedGame<S> {
    const { engine } = this.ctx;
    let state = this.snapshotState(snap);
    const rows = this.stmt.standingBetween.all(snap.seq, target) as LogRow[];
    for (const row of rows) {
      if (row.kind === 'commands') {
        const commands = parseJson<C[]>(row.commands, this.location, `the commands of entry ${row.seq}`);
        for (const [i, command] of commands.entries()) {
          const result = engine.apply(state, command);
          if (!result.ok) {
            const why = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
            throw new SaveError('replayRejected', this.location, `the game refused command ${i + 1} of entry ${row.seq} on replay (${why}); the log was altered or was written by incompatible rules.`);
          }
          state = result.state;
        }
      }
      if (!stateMatches(engine, state, row.state_hash)) {
        throw new SaveError('tamperedLog', this.location, `replaying the log gives a different game at entry ${row.seq} than the one recorded; the log was altered or damaged.`);
      }
    }
    return { state, seq: rows.length > 0 ? rows[rows.length - 1]!.seq : snap.seq, snapshotSeq: snap.seq, replayed: rows.length };
  }

  /** A snapshot stored without what its events rebuild, made whole from the start and the standing events up to it. */
  private restore(stored: S, seq: number): S {
    const zero = this.stmt.snapshotZero.get() as SnapshotRow | undefined;
    if (!zero) throw new SaveError('damaged', this.location, 'the save has lost its initial state.');
    const initial = this.parseStored(zero.state, 'the initial state');
    const rows = this.stmt.standingEventsTo.all(seq) as { seq: number; idx: number; body: string }[];
    const events = rows.map((r) => parseJson<E>(r.body, this.location, `event ${r.idx} of entry ${r.seq}`));
    return this.ctx.engine.restore!(stored, initial, events);
  }

  private toEntry(row: LogRow, events: readonly E[]): LogEntry<C, E> {
    return {
      seq: row.seq,
      kind: row.kind,
      power: isMajorPower(row.power) ? row.power : null,
      commands: parseJson<C[]>(row.commands, this.location, `the commands of entry ${row.seq}`),
      events,
      dice: parseJson<number[]>(row.dice, this.location, `the dice of entry ${row.seq}`),
      revealsSecret: row.reveals_secret !== 0,
      stateHash: row.state_hash,
      label: { gameDate: row.game_date, phaseLabel: row.phase_label },
      at: row.at,
      undoneBy: row.undone_by,
      undoesFrom: row.undoes_from,
    };
  }

  /** Standing entries, newest first, read a page at a time as the undo rule walks back. */
  private *standingNewestFirst(): Generator<{ seq: number; kind: 'commands' | 'undo'; power: MajorPower | null; rolledDice: boolean; revealsSecret: boolean }> {
    let before = this.last + 1;
    for (;;) {
      const rows = this.stmt.standingDesc.all(before, 64) as { seq: number; kind: 'commands' | 'undo'; power: string | null; rolled: number; reveals_secret: number }[];
      for (const r of rows) {
        yield { seq: r.seq, kind: r.kind, power: isMajorPower(r.power) ? r.power : null, rolledDice: r.rolled === 1, revealsSecret: r.reveals_secret !== 0 };
      }
      if (rows.length < 64) return;
      before = rows[rows.length - 1]!.seq;
    }
  }

  undoableTail(power: MajorPower): readonly LogEntry<C, E>[] {
    return this.guard(() => {
      const tail = undoableTail(this.standingNewestFirst(), power);
      if (tail.length === 0) return [];
      const seqs = new Set(tail.map((e) => e.seq));
      return [...this.entries({ fromSeq: tail[0]!.seq })].filter((e) => seqs.has(e.seq));
    });
  }

  undo(power: MajorPower, fromSeq?: number): UndoResult<S> {
    const tail = this.undoableTail(power);
    const own = tail.filter((e) => e.power === power);
    if (own.length === 0) return { ok: false, reason: 'nothingToUndo' };
    const from = fromSeq ?? own[own.length - 1]!.seq;
    if (!own.some((e) => e.seq === from)) return { ok: false, reason: 'notInTail' };
    const before = this.stateAt(from - 1);
    return this.guard(() => {
      const stateHash = this.ctx.engine.hash(before.state);
      const labelRow = (this.stmt.labelAt.get(from - 1) ?? this.stmt.labelZero.get()) as { game_date: string; phase_label: string };
      const label = { gameDate: labelRow.game_date, phaseLabel: labelRow.phase_label };
      const seq = this.last + 1;
      const at = this.ctx.now();
      const undone = tail.filter((e) => e.seq >= from).map((e) => e.seq);
      this.db
        .transaction(() => {
          this.stmt.insertLog.run({
            seq,
            kind: 'undo',
            power,
            commands: '[]',
            dice: '[]',
            revealsSecret: 0,
            stateHash,
            gameDate: label.gameDate,
            phaseLabel: label.phaseLabel,
            at,
            undoesFrom: from,
          });
          // Every standing entry from `from` on, including older undo marks inside the range.
          this.stmt.markUndone.run(seq, from, seq);
          this.stmt.dropSnapshots.run(from, seq);
          this.writeSnapshot(seq, snapshotJson(this.ctx.engine, before.state), stateHash, label, at);
          this.stmt.touchSave.run(at, this.ctx.appVersion, label.gameDate, label.phaseLabel);
        })
        .immediate();
      this.last = seq;
      this.lastSnapshot = seq;
      return { ok: true, state: before.state, seq, undone };
    });
  }

  *replay(fromSeq = 1): Generator<{ entry: LogEntry<C, E>; state: S }> {
    let { state } = this.stateAt(Math.max(0, fromSeq - 1));
    for (const entry of this.entries({ fromSeq })) {
      for (const command of entry.commands) {
        const result = this.ctx.engine.apply(state, command);
        if (!result.ok) throw new SaveError('replayRejected', this.location, `the game refused a command of entry ${entry.seq} on replay.`);
        state = result.state;
      }
      if (!stateMatches(this.ctx.engine, state, entry.stateHash)) {
        throw new SaveError('tamperedLog', this.location, `replaying the log gives a different game at entry ${entry.seq} than the one recorded; the log was altered or damaged.`);
      }
      yield { entry, state };
    }
  }

  *entries(options: { fromSeq?: number; includeUndone?: boolean } = {}): Generator<LogEntry<C, E>> {
    let next = options.fromSeq ?? 1;
    const statement = options.includeUndone ? this.stmt.page : this.stmt.standingPage;
    for (;;) {
      const rows = this.guard(() => statement.all(next, PAGE) as LogRow[]);
      if (rows.length === 0) return;
      const first = rows[0]!.seq;
      const lastRow = rows[rows.length - 1]!.seq;
      const bySeq = new Map<number, E[]>();
      for (const ev of this.guard(() => this.stmt.eventsBetween.all(first, lastRow) as { seq: number; idx: number; body: string }[])) {
        const list = bySeq.get(ev.seq) ?? [];
        list.push(parseJson<E>(ev.body, this.location, `event ${ev.idx} of entry ${ev.seq}`));
        bySeq.set(ev.seq, list);
      }
      for (const row of rows) yield this.toEntry(row, bySeq.get(row.seq) ?? []);
      if (rows.length < PAGE) return;
      next = lastRow + 1;
    }
  }

  *itemsAfter(after: LogPosition, options: { includeUndone?: boolean; view?: (event: E) => E | null } = {}): Generator<LogItem<E>> {
    const includeUndone = options.includeUndone === true;
    for (const entry of this.entries({ fromSeq: Math.max(1, after.seq), includeUndone })) {
      const undone = entry.undoneBy !== null;
      if (entry.kind === 'undo') {
        if (entry.seq > after.seq) yield { kind: 'undo', position: { seq: entry.seq, index: -1 }, power: entry.power, undoesFrom: entry.undoesFrom ?? entry.seq };
        continue;
      }
      for (const [index, event] of entry.events.entries()) {
        if (!positionAfter(after, entry.seq, index)) continue;
        const seen = options.view ? options.view(event) : event;
        if (seen !== null) yield { kind: 'event', position: { seq: entry.seq, index }, power: entry.power, event: seen, undone };
      }
    }
  }

  lastTurnOf(power: MajorPower): LogPosition | null {
    return this.guard(() => {
      const row = this.stmt.lastTurn.get(power) as { seq: number | null };
      return row.seq === null ? null : { seq: row.seq, index: Number.MAX_SAFE_INTEGER };
    });
  }

  setName(name: string): void {
    this.guard(() => this.stmt.setName.run(name));
  }

  setSeats(seats: readonly SaveSeat[]): void {
    this.guard(() => this.stmt.setSeats.run(JSON.stringify(seats)));
  }

  setSettings(settings: TableSettings): void {
    this.guard(() => this.stmt.setSettings.run(JSON.stringify(settings)));
  }

  thumbnail(): SaveThumbnail | null {
    return this.guard(() => {
      const row = this.stmt.thumbnail.get() as { seq: number; mime: string; width: number; height: number; image: Buffer } | undefined;
      return row ? { seq: row.seq, mime: row.mime, width: row.width, height: row.height, image: row.image } : null;
    });
  }

  setThumbnail(t: SaveThumbnail): void {
    this.guard(() => this.stmt.setThumbnail.run(t.seq, t.mime, t.width, t.height, Buffer.from(t.image), this.ctx.now()));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ctx.onClose();
  }
}
