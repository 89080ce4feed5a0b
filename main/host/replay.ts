import { redactEvent, viewFor, type Command, type GameData, type Viewer } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower, PowerView } from '../../shared/model';
import type { ReplayStep } from '../../shared/protocol';
import { SaveError, type SaveFile } from '../saves';
import { engineForSaves, labelOf } from './gameSaves';

/** Log events a frame carries before the replayed entry's own: the recent past, not the whole campaign. */
export const REPLAY_LOG_TAIL = 200;
/** States kept for stepping back and forth without going to a snapshot again. */
const CACHE_SIZE = 64;
/** Entries replayed forward from a cached state before looking for a nearer stored snapshot. */
const NEAR = 8;

type GameSave = SaveFile<GameState, Command, GameEvent>;

export interface ReplayFrame {
  /** The step's number in the viewer's own count of steps (2.4.2), not the save's entry number. */
  readonly seq: number;
  /** Visible events of entry `seq` in the view's log. */
  readonly events: number;
  readonly view: PowerView;
}

/**
 * A save replayed for one viewer (issue 8): the standing entries and undo marks as steps, and
 * the viewer's view (`viewFor`) of the state after any of them. States come from the save's
 * snapshots and the engine replaying commands, with recent states cached so stepping either
 * way is cheap. A replay of the game at the table follows it (`refresh`).
 */
export class Replay {
  private readonly cache = new Map<number, GameState>();
  private readonly entryEvents = new Map<number, readonly GameEvent[]>();
  /** Each standing entry's commands, read once: stepping does not go back to the file. */
  private readonly entryCommands = new Map<number, readonly Command[]>();
  private readonly hashes = new Map<number, string>();
  private readonly stepList: ReplayStep[];
  /**
   * Every standing entry and undo mark, in order, the hidden ones included: what `stateAt` replays.
   * 2.4.2 an entry the viewer sees nothing of (another power's secret answer, such as a refused
   * reaction offer, opt:12.3.7.4) is no step of the viewer's replay: its seat and power would tell
   * the viewer that power was asked.
   */
  private readonly seqs: number[] = [0];
  /**
   * 2.4.2 Steps are numbered by the viewer's own count: the save's entry numbers would leave gaps
   * counting the entries hidden from it (another power's secret answers). Each step's number
   * maps to the entry it shows. Numbers only grow (an undo does not give one out again), so
   * while every entry is visible they equal the entry numbers.
   */
  private readonly entryOf = new Map<number, number>([[0, 0]]);
  private lastNo = 0;
  /** Log events of the start state the viewer sees: where the frames' log count begins. */
  private readonly startVisible: number;
  private readonly engine;
  private readonly options: GameState['options'];
  /** The last log entry read. */
  private seen = 0;

  constructor(
    readonly file: GameSave,
    readonly viewer: Viewer,
    data?: GameData,
  ) {
    this.engine = engineForSaves(data);
    const start = file.stateAt(0).state;
    this.remember(0, start);
    this.options = start.options;
    let visible = 0;
    for (let i = 0; i < start.log.length; i++) if (redactEvent(start.log.at(i)!, viewer, start.options) !== null) visible++;
    this.startVisible = visible;
    this.stepList = [{ seq: 0, ...labelOf(start), power: null, events: 0 }];
    this.refresh();
  }

  /**
   * Reads the entries written since the last look. Returns where the steps changed and the
   * steps from there on, or null when nothing was written.
   */
  refresh(): { from: number; steps: ReplayStep[] } | null {
    let from = this.stepList.length;
    // Undone entries too, in order: an entry is a step until the undo mark that takes it back.
    for (const entry of this.file.entries({ fromSeq: this.seen + 1, includeUndone: true })) {
      this.seen = entry.seq;
      if (entry.kind === 'undo') {
        const undoesFrom = entry.undoesFrom ?? entry.seq;
        const cut = this.stepList.findIndex((s) => this.entryOf.get(s.seq)! >= undoesFrom);
        const gone = cut < 0 ? [] : this.stepList.splice(cut);
        for (const g of gone) this.entryOf.delete(g.seq);
        const allCut = this.seqs.findIndex((q) => q >= undoesFrom);
        for (const q of allCut < 0 ? [] : this.seqs.splice(allCut)) this.forget(q);
        from = Math.min(from, this.stepList.length);
        const undid = gone.filter((s) => s.undid === undefined).length;
        this.hashes.set(entry.seq, entry.stateHash);
        this.seqs.push(entry.seq);
        // an undo of nothing the viewer saw is as hidden as what it undid
        if (undid > 0 || entry.power === this.viewer)
          this.stepList.push({
            seq: this.number(entry.seq),
            ...entry.label,
            power: entry.power,
            events: 0,
            ...(undid > 0 ? { undid } : {}),
          });
        continue;
      }
      this.entryEvents.set(entry.seq, entry.events);
      this.entryCommands.set(entry.seq, entry.commands);
      this.hashes.set(entry.seq, entry.stateHash);
      this.seqs.push(entry.seq);
      const visible = entry.events.filter((e) => redactEvent(e, this.viewer, this.options) !== null).length;
      if (visible > 0 || entry.power === this.viewer)
        this.stepList.push({ seq: this.number(entry.seq), ...entry.label, power: entry.power, events: visible });
    }
    return from < this.stepList.length ? { from, steps: this.stepList.slice(from) } : null;
  }

  /** The viewer's number for a new step showing entry `seq`. */
  private number(seq: number): number {
    this.entryOf.set(++this.lastNo, seq);
    return this.lastNo;
  }

  private forget(seq: number): void {
    this.cache.delete(seq);
    this.entryEvents.delete(seq);
    this.entryCommands.delete(seq);
    this.hashes.delete(seq);
  }

  steps(): readonly ReplayStep[] {
    return this.stepList;
  }

  /** The number of the step at or before the save's entry `seq` ("since my last turn" starts at the power's last decision). */
  stepAtOrBefore(seq: number): number {
    let found = 0;
    for (const s of this.stepList) if (this.entryOf.get(s.seq)! <= seq) found = s.seq;
    return found;
  }

  /**
   * The viewer's view after entry `seq`, its log ending with the first `events` visible
   * events of that entry (all when absent). Throws a SaveError when `seq` is not a step or
   * the log does not replay to its recorded hash.
   */
  frame(seq: number, events?: number): ReplayFrame {
    const index = this.stepList.findIndex((s) => s.seq === seq);
    const step = this.stepList[index];
    if (!step) throw new SaveError('notFound', this.file.location, `step ${seq} is not a standing entry of this replay.`);
    const entry = this.entryOf.get(seq)!;
    const shown = Math.min(events ?? step.events, step.events);
    const state = this.stateAt(entry);
    const own = this.entryEvents.get(entry)?.length ?? 0;
    const view = viewFor(state, this.viewer, { logFrom: Math.max(0, state.log.length - own - REPLAY_LOG_TAIL) });
    // 2.4.2 the counts a frame carries are the viewer's own: its step number for the version (the
    // state's counts every command), and its own log's length before the tail for `logFrom`
    let visible = this.startVisible;
    for (let i = 0; i <= index; i++) visible += this.stepList[i]!.events;
    // The entry's own events close the log; the ones not yet stepped to are left out.
    const log = view.log.slice(0, view.log.length - (step.events - shown));
    return { seq, events: shown, view: { ...view, version: seq, logFrom: visible - view.log.length, log } };
  }

  private remember(seq: number, state: GameState): void {
    this.cache.delete(seq);
    this.cache.set(seq, state);
    if (this.cache.size > CACHE_SIZE) {
      // Keep the start: every other state can be rebuilt from a snapshot.
      const oldest = [...this.cache.keys()].find((k) => k !== 0);
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  private stateAt(seq: number): GameState {
    const hit = this.cache.get(seq);
    if (hit) {
      this.remember(seq, hit);
      return hit;
    }
    let from = -1;
    for (const k of this.cache.keys()) if (k < seq && k > from) from = k;
    let state = from >= 0 ? this.cache.get(from)! : null;
    // Further than a few entries from a cached state, a stored snapshot may be nearer.
    if (state === null || this.seqs.filter((q) => q > from && q <= seq).length > NEAR) {
      const snap = this.file.nearestSnapshot(seq);
      if (state === null || snap.seq > from) {
        from = snap.seq;
        state = snap.state;
        this.remember(from, state);
      }
    }
    for (const q of this.seqs) {
      if (q <= from) continue;
      if (q > seq) break;
      state = this.apply(state, q);
      this.remember(q, state);
    }
    if (!this.engine.matches!(state, this.hashes.get(seq) ?? '')) {
      throw new SaveError(
        'tamperedLog',
        this.file.location,
        `replaying the log gives a different game at entry ${seq} than the one recorded; the log was altered or damaged.`,
      );
    }
    return state;
  }

  private apply(state: GameState, seq: number): GameState {
    let next = state;
    for (const command of this.entryCommands.get(seq) ?? []) {
      const r = this.engine.apply(next, command);
      if (!r.ok) throw new SaveError('replayRejected', this.file.location, `the game refused a command of entry ${seq} on replay.`);
      next = r.state;
    }
    return next;
  }
}

/** Viewers a replay may show: every power in play, and the spectator once the game is over. */
export function replayViewers(state: GameState): Viewer[] {
  const powers = (Object.keys(state.powers) as MajorPower[]).filter((p) => state.powers[p].inPlay);
  return state.over ? [...powers, 'spectator'] : powers;
}
