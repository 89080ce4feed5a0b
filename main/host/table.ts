import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  applyCommand,
  commandFor,
  deciderFor,
  newGame,
  type Command,
  parseCommand,
  redactEvent,
  viewFor,
  type CommandError,
  type DiceSeed,
  type GameData,
  type OptionsInput,
  type ScenarioError,
  type Viewer,
} from '../../shared/engine';
import { ASK_EVERYTHING, POWER_NAMES } from '../../shared/model';
import type { ComputerLevel, Delegation, GameEvent, GameState, MajorPower, PendingDecision } from '../../shared/model';
import type { ProtocolError } from '../../shared/protocol';
import { delegated, seededRng } from '../../shared/engine/auto';
import { aiAnswer, withAiNote } from '../../shared/engine/ai';
import type { Reason } from '../../shared/engine/ai';
import type { SaveSeat } from '../saves';

/** One seat at the table: a power and the secret token that acts for it. */
export interface Seat {
  readonly power: MajorPower;
  readonly token: string;
}

export type TableResult<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

/** What an accepted command produced, for saves and for the log. */
export interface Applied {
  readonly command: Command;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** A power someone plays: who, from where, and the token (or, after a load, only its hash). */
interface Holder {
  token: string | null;
  readonly tokenHash: string;
  readonly player: string | undefined;
  /** Played from another machine of the LAN rather than the host's window. */
  readonly lan: boolean;
}

/** 14.2 how the bidding moved the seats: by token hash, so tokens known only by hash after a load follow too. */
export interface Reseat {
  readonly before: ReadonlyMap<MajorPower, string>;
  readonly seats: readonly { readonly power: MajorPower; readonly from: string }[];
}

/** Who plays a power of the table now. */
export interface SeatInfo {
  readonly power: MajorPower;
  readonly controller: 'player' | 'bot' | 'open';
  readonly player?: string;
  readonly lan: boolean;
}

/** What a viewer was last shown (Table.viewVersion). */
interface SeenView {
  readonly n: number;
  readonly state: GameState;
  readonly digest: string;
  /** How many cuts of the log (Table.cuts) had been made when this viewer looked. */
  readonly cuts: number;
  readonly at: Map<number, number>;
}

/** How many of a viewer's versions the stale check remembers (older ones are stale). */
const SEEN_VERSIONS = 256;

/** SHA-256 of a seat token, as the save keeps it (issue 14): the token itself is never stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh seat token: 128 random bits. */
const newToken = (): string => randomBytes(16).toString('base64url');

/** Issue 14 The dice of a new game: 256 bits of seed and 128 of salt from the operating system's generator. */
export function drawDiceSeed(): DiceSeed {
  return { seed: randomBytes(32).toString('hex'), salt: randomBytes(16).toString('hex') };
}

/** A fixed seed number (solo, tests) as crypto dice: still ChaCha20, the same game every time. */
export function fixedDiceSeed(seed: number): DiceSeed {
  const h = createHash('sha512').update(`eia/fixed-seed/${seed}`).digest('hex');
  return { seed: h.slice(0, 64), salt: h.slice(64, 96) };
}

/**
 * A game in progress on the host: the authoritative state and the seats. Every command is
 * checked here in the order of STYLE.md E (seat token, seat holds the power, a pending
 * decision of that power matches, its options unchanged since the client's version) before
 * the engine sees it.
 */
export class Table {
  private readonly holders = new Map<MajorPower, Holder>();
  /** Powers the standing procedures play (19.1): no seat, the host answers for them. */
  private bots: ReadonlySet<MajorPower> = new Set();
  /** Issue 21 the level each bot power plays at (absent: the standing procedures). */
  private botLevels = new Map<MajorPower, ComputerLevel>();
  /**
   * Issue 14 The version at which each pending decision last changed (opened, or its options
   * recomputed): a command based on an older version is stale only if its decision changed since.
   */
  private changedAt = new Map<string, { readonly decision: PendingDecision; readonly version: number }>();
  /**
   * 2.4.2 Each viewer's own version: it counts only the changes of that viewer's view, so a seat
   * cannot count other powers' hidden commands by the version it reads (the state's version
   * counts every command). `at` maps the versions shown to the state's version they stood for,
   * for the stale check; `state` is the state last looked at.
   */
  private readonly seen = new Map<Viewer, SeenView>();
  /**
   * 2.4.2 Each reset (an undo, a command whose autosave failed) puts back an earlier state of the
   * same game, whose log is a prefix of the log before it: the length of that prefix, in order.
   * A viewer's last look and the present state share the log up to the least of these since.
   */
  private readonly cuts: number[] = [];
  /** Issue 21 what each power's player lets the computer answer (absent: everything asked). */
  private readonly delegationBy = new Map<MajorPower, Delegation>();
  spectators = false;
  locked = false;
  /** 14.2 the seats the bidding just moved, until the host has told the machines (`takeReseat`). */
  private reseat: Reseat | null = null;

  private constructor(
    private current: GameState,
    private readonly data: GameData | undefined,
  ) {
    this.noteDecisions();
  }

  static open(args: {
    scenario: unknown;
    options?: OptionsInput;
    seed: number | DiceSeed;
    data?: GameData;
  }): { ok: true; table: Table } | { ok: false; errors: readonly ScenarioError[] } {
    const r = newGame({
      scenario: args.scenario,
      ...(args.options ? { options: args.options } : {}),
      seed: args.seed,
      ...(args.data ? { data: args.data } : {}),
    });
    if (!r.ok) return { ok: false, errors: r.errors };
    return { ok: true, table: new Table(r.value, args.data) };
  }

  /** A table over a state loaded from a save, its seats as the save recorded them. */
  static resume(state: GameState, data: GameData | undefined, seats: readonly SaveSeat[]): Table {
    const t = new Table(state, data);
    t.bots = new Set(seats.filter((s) => s.controller === 'bot').map((s) => s.power));
    t.botLevels = new Map(seats.flatMap((s) => (s.controller === 'bot' && s.level ? [[s.power, s.level]] : [])));
    for (const s of seats) {
      if (s.controller === 'human' && s.tokenHash)
        t.holders.set(s.power, { token: null, tokenHash: s.tokenHash, player: s.player, lan: s.lan === true });
    }
    return t;
  }

  /** Puts the table back to `state` (an undo, or a command whose autosave failed). */
  reset(state: GameState): void {
    this.cuts.push(sharedPrefix(this.current.log, state.log));
    this.current = state;
    this.noteDecisions();
  }

  get state(): GameState {
    return this.current;
  }

  /** Powers taking part in this game. */
  powers(): MajorPower[] {
    return (Object.keys(this.current.powers) as MajorPower[]).filter((p) => this.current.powers[p].inPlay);
  }

  /** Hands `powers` to the standing procedures; refuses a power not in the game. */
  playByBots(powers: readonly string[], levels: Readonly<Record<string, ComputerLevel>> = {}): TableResult<ReadonlySet<MajorPower>> {
    const inGame = this.powers();
    const unknown = powers.filter((p) => !inGame.includes(p as MajorPower));
    if (unknown.length > 0) return { ok: false, error: { code: 'illegal', message: `Not a power of this game: ${unknown.join(', ')}.` } };
    this.bots = new Set(powers as MajorPower[]);
    this.botLevels = new Map(powers.flatMap((p) => (levels[p] && levels[p] !== 'procedures' ? [[p as MajorPower, levels[p]]] : [])));
    return { ok: true, value: this.bots };
  }

  /** Issue 21 the level the computer plays `power`'s questions at: a bot's, else its player's delegation's. */
  levelOf(power: MajorPower): ComputerLevel {
    return this.botLevels.get(power) ?? this.delegationBy.get(power)?.level ?? 'procedures';
  }

  isBot(power: MajorPower): boolean {
    return this.bots.has(power);
  }

  /** Powers people play: everyone not handed to the standing procedures. */
  humanPowers(): MajorPower[] {
    return this.powers().filter((p) => !this.bots.has(p));
  }

  /** Checks that `powers` are powers people can play here (not bots, in the game). */
  checkHuman(powers: readonly string[]): TableResult<MajorPower[]> {
    const people = this.humanPowers();
    const wrong = powers.filter((p) => !people.includes(p as MajorPower));
    if (wrong.length > 0)
      return { ok: false, error: { code: 'illegal', message: `Not a power a player can take in this game: ${wrong.join(', ')}.` } };
    return { ok: true, value: powers as MajorPower[] };
  }

  /** Powers no one holds: open for a LAN player to join. */
  openPowers(): MajorPower[] {
    return this.humanPowers().filter((p) => !this.holders.has(p));
  }

  /** Seats `power` for a person (the host's window, or a LAN player): a fresh token, any previous holder's gone. */
  take(power: MajorPower, player: string | undefined, lan: boolean): Seat {
    const token = newToken();
    this.holders.set(power, { token, tokenHash: tokenHash(token), player, lan });
    return { power, token };
  }

  /** A player on another machine takes an open power: its seat, or why not. */
  join(power: string, player: string | undefined): TableResult<Seat> {
    const p = power as MajorPower;
    if (!this.powers().includes(p))
      return { ok: false, error: { code: 'illegal', message: `${power} cannot be joined: it is not in this game.` } };
    if (this.bots.has(p))
      return { ok: false, error: { code: 'illegal', message: `${power} cannot be joined: the standing procedures play it.` } };
    if (this.holders.has(p))
      return { ok: false, error: { code: 'illegal', message: `${power} cannot be joined: a player already holds it.` } };
    if (this.locked) return { ok: false, error: { code: 'illegal', message: 'The host has closed the table to new players.' } };
    return { ok: true, value: this.take(p, player, true) };
  }

  /** Frees a power: its holder's token stops working and the power is open to the LAN. */
  free(power: MajorPower): boolean {
    return this.holders.delete(power);
  }

  /**
   * The seat a token acts for: a token handed out by this table, or (after a load) one whose
   * SHA-256 the save kept, which is remembered from then on.
   */
  seatOf(token: string): Seat | undefined {
    let hashed: string | undefined;
    for (const [power, h] of this.holders) {
      if (h.token !== null) {
        if (h.token === token) return { power, token };
        continue;
      }
      hashed ??= tokenHash(token);
      if (h.tokenHash === hashed) {
        h.token = token;
        return { power, token };
      }
    }
    return undefined;
  }

  /** The token that acts for `power`, if this table handed it out or has seen it since a load. */
  tokenOf(power: MajorPower): string | null {
    return this.holders.get(power)?.token ?? null;
  }

  /** The name of the person playing `power`, if known. */
  playerOf(power: MajorPower): string | undefined {
    return this.holders.get(power)?.player;
  }

  /** Who plays each power: a seated player, the standing procedures, or nobody yet. */
  controllers(): SeatInfo[] {
    return this.powers().map((power) => {
      const h = this.holders.get(power);
      if (this.bots.has(power)) return { power, controller: 'bot' as const, lan: false };
      if (!h) return { power, controller: 'open' as const, lan: true };
      return { power, controller: 'player' as const, lan: h.lan, ...(h.player !== undefined ? { player: h.player } : {}) };
    });
  }

  /** The seats as the save keeps them: token hashes and names, never tokens. */
  saveSeats(): SaveSeat[] {
    return this.powers().map((power): SaveSeat => {
      if (this.bots.has(power)) {
        const level = this.botLevels.get(power);
        return { power, controller: 'bot', ...(level && level !== 'procedures' ? { level } : {}) };
      }
      const h = this.holders.get(power);
      if (!h) return { power, controller: 'open', lan: true };
      return { power, controller: 'human', tokenHash: h.tokenHash, lan: h.lan, ...(h.player !== undefined ? { player: h.player } : {}) };
    });
  }

  /** Issue 21 what `power`'s player lets the computer answer. */
  delegationOf(power: MajorPower): Delegation {
    return this.delegationBy.get(power) ?? ASK_EVERYTHING;
  }

  /** Issue 21 sets what `power`'s player lets the computer answer (from now on; a pending question it covers is answered next). */
  setDelegation(power: MajorPower, delegation: Delegation): void {
    this.delegationBy.set(power, delegation);
  }

  /** Issue 21 every delegation set, for the save. */
  delegations(): Partial<Record<MajorPower, Delegation>> {
    return Object.fromEntries(this.delegationBy);
  }

  /** Whether the computer answers `d` (a bot power, 19.1's questions with the option on, a delegated kind). */
  answersFor(d: PendingDecision): boolean {
    // v2.71 14.3.3.1 a UMP's decisions are its controller's: a bot controller (or its delegation) answers them too
    const who = deciderFor(this.current, d.power) ?? d.power;
    return this.bots.has(who) || delegated(this.current, d, this.delegationBy.get(who));
  }

  /**
   * One answer of the standing procedures to the first decision a bot power owes, or null when
   * none is owed (or the game is over). The answer is saved as a command, so replays never need
   * the generator; with crypto dice it is keyed by the seed, so seats cannot foresee it.
   */
  botStep(): TableResult<Applied> | null {
    if (this.current.over) return null;
    // issue 21: also 19.1's questions (option on) and those a player delegated
    const decision = this.current.pending.find((d) => this.answersFor(d));
    if (!decision) return null;
    let command: Command;
    let why: { level: ComputerLevel; reason: Reason } | null = null;
    try {
      // issue 21 the procedures or an AI level, each reading only what the power may know
      const level = this.levelOf(deciderFor(this.current, decision.power) ?? decision.power);
      const choice = aiAnswer(this.current, decision, level, seededRng(this.botSeed()), this.data);
      command = commandFor(decision, choice.answer);
      why = choice.why === null ? null : { level, reason: choice.why };
    } catch (err) {
      return {
        ok: false,
        error: {
          code: 'internal',
          // player-facing: the power's and the question's names, not their ids
          message: `The computer found no answer for ${POWER_NAMES[decision.power]} to “${decision.prompt}”: ${err instanceof Error ? err.message : String(err)}`,
        },
      };
    }
    const r = applyCommand(this.current, command, this.data);
    if (!r.ok) return { ok: false, error: fromEngine(r.error) };
    // issue 21 the AI's reason in the log, for its own power's seat (engine/view.ts)
    const noted = why ? withAiNote(r.state, decision.power, why.level, why.reason) : null;
    const state = noted?.state ?? r.state;
    this.apply(state);
    return { ok: true, value: { command, state, events: noted ? [...r.events, noted.event] : r.events } };
  }

  private botSeed(): number {
    const d = this.current.dice;
    if (d.kind !== 'chacha20') return this.current.version * 2654435761;
    return createHmac('sha256', Buffer.from(d.seed, 'hex')).update(`eia/bots/${this.current.version}`).digest().readUInt32LE(0);
  }

  /**
   * v2.71 19.2 the referee (the host) acts on a power's seat: its player leaves (the power
   * becomes an uncontrolled major power, decided at once) or a new player takes it at the next
   * Economic Phase. Applied and saved as an ordinary command.
   */
  referee(power: MajorPower, action: 'leave' | 'take'): TableResult<Applied> {
    const command: Command = { type: 'campaign/referee', power, decisionId: 'referee', action };
    const r = applyCommand(this.current, command, this.data);
    if (!r.ok) return { ok: false, error: fromEngine(r.error) };
    this.apply(r.state);
    return { ok: true, value: { command, state: r.state, events: r.events } };
  }

  /** The view a seat (or a spectator, with no token) may see; `logFrom` as in the engine's viewFor. */
  viewFor(
    token: string | null,
    opts: { readonly logFrom?: number } = {},
  ): TableResult<{ viewer: Viewer; view: ReturnType<typeof viewFor> }> {
    const viewer: Viewer | undefined = token === null ? 'spectator' : this.seatOf(token)?.power;
    if (viewer === undefined) return { ok: false, error: { code: 'badSeat', message: 'Unknown seat token.' } };
    const view = viewFor(this.current, viewer, { ...opts, data: this.data });
    return { ok: true, value: { viewer, view: { ...view, version: this.viewVersion(viewer, view) } } };
  }

  /** 2.4.2 The version a seat's view (or the spectators', null) carries now, as its client would read it; -1 for an unknown token. */
  versionFor(token: string | null): number {
    const viewer: Viewer | undefined = token === null ? 'spectator' : this.seatOf(token)?.power;
    const was = viewer === undefined ? undefined : this.seen.get(viewer);
    if (was?.state === this.current) return was.n; // the view sent since the last change
    const r = this.viewFor(token);
    return r.ok ? r.value.view.version : -1;
  }

  /** 2.4.2 The version `viewer`'s view carries now: one more than before only when that view changed. */
  private viewVersion(viewer: Viewer, view: ReturnType<typeof viewFor>): number {
    const state = this.current;
    const was = this.seen.get(viewer);
    if (was?.state === state) return was.n;
    const digest = createHash('sha256')
      .update(JSON.stringify({ ...view, version: 0, logFrom: 0, log: [] }))
      .digest('hex');
    // The viewer's own log changed only if the entries it sees differ past the part of the log
    // its last look and this state share: usually the log only grew (a new entry it sees moves
    // the version); after an undo, what was taken back and what came since are compared, so an
    // undo of entries hidden from it changes nothing (2.4.2). The cost follows what changed, not
    // the length of the game: the first look after a load reads no log at all.
    let shared = was === undefined ? 0 : Math.min(was.state.log.length, state.log.length);
    for (let i = was?.cuts ?? this.cuts.length; i < this.cuts.length; i++) shared = Math.min(shared, this.cuts[i]!);
    const logChanged = was !== undefined && !sameVisible(was.state.log, state.log, shared, viewer, state.options);
    const n = was === undefined ? 1 : logChanged || digest !== was.digest ? was.n + 1 : was.n;
    const at = was?.at ?? new Map<number, number>();
    at.set(n, state.version); // a view unchanged since: the client saw this state too
    if (at.size > SEEN_VERSIONS) at.delete(at.keys().next().value!);
    this.seen.set(viewer, { n, state, digest, cuts: this.cuts.length, at });
    return n;
  }

  /** Checks and applies one command from a seat. On refusal the state is unchanged. */
  submit(token: string, basedOnVersion: number, raw: unknown): TableResult<Applied> {
    const seat = this.seatOf(token);
    if (!seat) return { ok: false, error: { code: 'badSeat', message: 'Unknown seat token.' } };
    const parsed = parseCommand(raw);
    if (!parsed.ok) return { ok: false, error: { code: 'malformed', message: `Command rejected: ${parsed.errors.join('; ')}` } };
    const command = parsed.value;
    // v2.71 14.3.3.1 the seat of a UMP's controller answers the UMP's decisions
    const decider = deciderFor(this.current, command.power);
    const actsFor = decider === seat.power || (decider === null && command.power === seat.power);
    if (!actsFor) {
      return { ok: false, error: { code: 'notYourSeat', message: `This seat plays ${seat.power}, not ${command.power}.` } };
    }
    const decision = this.current.pending.find((d) => d.id === command.decisionId);
    if (!decision || decision.power !== command.power || decision.kind !== command.type) {
      return {
        ok: false,
        error: { code: 'outOfTurn', message: `${seat.power} has no pending ${command.type} decision ${command.decisionId}.` },
      };
    }
    // Issue 14: only a change to this decision makes the command stale, not any newer version
    // (other powers answering their own simultaneous decisions).
    // 2.4.2 the version is the seat's own (viewFor): the state's version it stood for is the host's
    const changed = this.changedAt.get(decision.id)?.version ?? this.current.version;
    const saw = this.seen.get(seat.power)?.at.get(basedOnVersion);
    if (saw === undefined || saw < changed || saw > this.current.version) {
      return {
        ok: false,
        error: {
          code: 'staleVersion',
          message: `Your ${command.type} decision changed since you saw it (your view ${basedOnVersion}); look at it again.`,
        },
      };
    }
    const r = applyCommand(this.current, command, this.data);
    if (!r.ok) return { ok: false, error: fromEngine(r.error) };
    this.apply(r.state);
    return { ok: true, value: { command, state: r.state, events: r.events } };
  }

  private apply(state: GameState): void {
    const before = this.current.selection?.settled === true;
    this.current = state;
    this.noteDecisions();
    if (!before && state.selection?.settled === true) this.followSelection();
  }

  /**
   * 14.2 once the bids are revealed, each power goes to the player who won it, wherever that
   * player sits: a player at this machine keeps the power's seat here under his name (the name
   * given at his chair); a player on another machine gets the seat on his own machine, the
   * token of his chair now acting for the first power he won (a second power, 14.2.2, gets a
   * fresh token for the same machine). A power nobody won is an uncontrolled major power (14.3),
   * answered by the standing procedures until a player gains control of it. The change is kept
   * for the host (`takeReseat`), which tells each machine its new seats.
   */
  followSelection(): MajorPower[] {
    const camp = this.current.selection;
    if (!camp?.settled) return [];
    const bots = new Set(this.bots);
    // the holders as the bidding found them (a chair may be won by another player)
    const old = new Map(this.holders);
    const next = new Map<MajorPower, Holder>();
    const seats: { power: MajorPower; from: string }[] = [];
    for (const player of camp.players) {
      const chair = old.get(player.chair);
      const chairIsBot = this.bots.has(player.chair);
      player.powers.forEach((p, i) => {
        if (chairIsBot || !chair) {
          bots.add(p);
          return;
        }
        bots.delete(p);
        const here = old.get(p);
        let holder: Holder;
        if (chair.lan && i === 0) holder = { ...chair };
        else if (!chair.lan && here && !here.lan) holder = { ...here, player: chair.player };
        else {
          const token = newToken();
          holder = { token, tokenHash: tokenHash(token), player: chair.player, lan: chair.lan };
        }
        next.set(p, holder);
        seats.push({ power: p, from: chair.tokenHash });
      });
    }
    for (const p of camp.umps) bots.add(p);
    // a power the procedures now play has no seat: no token acts for it any more
    this.holders.clear();
    for (const [p, h] of next) if (!bots.has(p)) this.holders.set(p, h);
    this.bots = bots;
    this.reseat = { before: new Map([...old].map(([p, h]) => [p, h.tokenHash])), seats };
    return [...bots];
  }

  /**
   * 14.2 the seats the bidding moved, once (null when nothing moved since the last call):
   * `before` the token hash each power's seat had, `seats` each power a player now holds with
   * the token hash of the chair it came from, so the host gives it to the machine that held that chair.
   */
  takeReseat(): Reseat | null {
    const r = this.reseat;
    this.reseat = null;
    return r;
  }

  /** Records, for each pending decision, the version at which it took its present form. */
  private noteDecisions(): void {
    const next = new Map<string, { decision: PendingDecision; version: number }>();
    for (const d of this.current.pending) {
      const was = this.changedAt.get(d.id);
      const same = was !== undefined && (was.decision === d || JSON.stringify(was.decision) === JSON.stringify(d));
      // After an undo the state is older than the version recorded: never later than now.
      next.set(
        d.id,
        same ? { decision: d, version: Math.min(was.version, this.current.version) } : { decision: d, version: this.current.version },
      );
    }
    this.changedAt = next;
  }
}

/**
 * How much of `before` the log `after` keeps: a reset puts back an earlier state of the same game
 * (the save's undo, the state before a command whose autosave failed), whose log is a prefix of
 * the one before; that is checked at its last entry, and a log failing the check is taken to
 * share nothing (the next look compares the whole logs).
 */
function sharedPrefix(before: GameState['log'], after: GameState['log']): number {
  const k = Math.min(before.length, after.length);
  if (k === 0) return 0;
  const a = before.at(k - 1);
  const b = after.at(k - 1);
  return a === b || JSON.stringify(a) === JSON.stringify(b) ? k : 0;
}

/** 2.4.2 Whether `viewer` sees the same entries in `before` and `after` past their first `shared` (which they have in common). */
function sameVisible(
  before: GameState['log'],
  after: GameState['log'],
  shared: number,
  viewer: Viewer,
  options: GameState['options'],
): boolean {
  const seen = (log: GameState['log']): string[] => {
    const out: string[] = [];
    for (let i = shared; i < log.length; i++) {
      const e = redactEvent(log.at(i)!, viewer, options);
      if (e !== null) out.push(JSON.stringify(e));
    }
    return out;
  };
  if (shared === before.length) {
    // the log only grew: changed if the viewer sees any new entry
    for (let i = shared; i < after.length; i++) if (redactEvent(after.at(i)!, viewer, options) !== null) return false;
    return true;
  }
  const a = seen(before);
  const b = seen(after);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function fromEngine(error: CommandError): ProtocolError {
  return { code: 'illegal', message: error.message, rule: error.rule };
}
