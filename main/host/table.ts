import { randomUUID } from 'node:crypto';
import {
  applyCommand,
  commandFor,
  newGame,
  type Command,
  parseCommand,
  viewFor,
  type CommandError,
  type GameData,
  type OptionsInput,
  type ScenarioError,
  type Viewer,
} from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import type { ProtocolError } from '../../shared/protocol';
import { autoAnswer, seededRng } from '../../shared/engine/auto';

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

/**
 * A game in progress on the host: the authoritative state and the seats. Every command is
 * checked here in the order of STYLE.md E (seat token, seat holds the power, a pending
 * decision of that power matches, version) before the engine sees it.
 */
export class Table {
  private seatsByToken = new Map<string, Seat>();
  /** Powers the standing procedures play (19.1): no seat, the host answers for them. */
  private bots: ReadonlySet<MajorPower> = new Set();
  /** Powers played from other machines (LAN); `open` ones nobody has taken yet. */
  private lan: ReadonlySet<MajorPower> = new Set();
  private open = new Set<MajorPower>();
  private constructor(
    private current: GameState,
    private readonly data: GameData | undefined,
  ) {}

  static open(args: { scenario: unknown; options?: OptionsInput; seed?: number; data?: GameData }): { ok: true; table: Table } | { ok: false; errors: readonly ScenarioError[] } {
    const r = newGame({
      scenario: args.scenario,
      ...(args.options ? { options: args.options } : {}),
      ...(args.seed !== undefined ? { seed: args.seed } : {}),
      ...(args.data ? { data: args.data } : {}),
    });
    if (!r.ok) return { ok: false, errors: r.errors };
    return { ok: true, table: new Table(r.value, args.data) };
  }

  /** A table over a state loaded from a save. */
  static resume(state: GameState, data?: GameData): Table {
    return new Table(state, data);
  }

  /** Puts the table back to `state` (an undo, or a command whose autosave failed). */
  reset(state: GameState): void {
    this.current = state;
  }

  get state(): GameState {
    return this.current;
  }

  /** Powers taking part in this game. */
  powers(): MajorPower[] {
    return (Object.keys(this.current.powers) as MajorPower[]).filter((p) => this.current.powers[p].inPlay);
  }

  /** Hands `powers` to the standing procedures; refuses a power not in the game. */
  playByBots(powers: readonly string[]): TableResult<ReadonlySet<MajorPower>> {
    const inGame = this.powers();
    const unknown = powers.filter((p) => !inGame.includes(p as MajorPower));
    if (unknown.length > 0) return { ok: false, error: { code: 'illegal', message: `Not a power of this game: ${unknown.join(', ')}.` } };
    this.bots = new Set(powers as MajorPower[]);
    return { ok: true, value: this.bots };
  }

  /** Powers people play: everyone not handed to the standing procedures. */
  humanPowers(): MajorPower[] {
    return this.powers().filter((p) => !this.bots.has(p));
  }

  /** Leaves `powers` for players on other machines to take with `join` (not bots). */
  leaveOpen(powers: readonly string[]): TableResult<ReadonlySet<MajorPower>> {
    const people = this.humanPowers();
    const wrong = powers.filter((p) => !people.includes(p as MajorPower));
    if (wrong.length > 0) return { ok: false, error: { code: 'illegal', message: `Not a power a player can take in this game: ${wrong.join(', ')}.` } };
    this.lan = new Set(powers as MajorPower[]);
    this.open = new Set(powers as MajorPower[]);
    return { ok: true, value: this.open };
  }

  /** Powers the machine that opens the game plays: neither bots nor left to the LAN. */
  localPowers(): MajorPower[] {
    return this.humanPowers().filter((p) => !this.lan.has(p));
  }

  /** A player on another machine takes an open power: its seat, or why not. */
  join(power: string): TableResult<Seat> {
    if (!this.open.has(power as MajorPower)) {
      const why = this.bots.has(power as MajorPower) ? 'the standing procedures play it' : this.powers().includes(power as MajorPower) ? 'a player already holds it' : 'it is not in this game';
      return { ok: false, error: { code: 'illegal', message: `${power} cannot be joined: ${why}.` } };
    }
    this.open.delete(power as MajorPower);
    return { ok: true, value: this.seat(power as MajorPower) };
  }

  /** Who plays each power: a seated player, the standing procedures, or nobody yet. */
  controllers(): { power: MajorPower; controller: 'player' | 'bot' | 'open' }[] {
    return this.powers().map((power) => ({ power, controller: this.bots.has(power) ? 'bot' : this.open.has(power) ? 'open' : 'player' }));
  }

  /**
   * One answer of the standing procedures to the first decision a bot power owes, or null when
   * none is owed (or the game is over). The answer's dice come from the state's version, so a
   * game replays the same from its log.
   */
  botStep(): TableResult<Applied> | null {
    if (this.current.over) return null;
    const decision = this.current.pending.find((d) => this.bots.has(d.power));
    if (!decision) return null;
    let command: Command;
    try {
      command = commandFor(decision, autoAnswer(this.current, decision, seededRng(this.current.version * 2654435761), this.data));
    } catch (err) {
      return { ok: false, error: { code: 'internal', message: `The standing procedures found no answer for ${decision.power} (${decision.kind}): ${err instanceof Error ? err.message : String(err)}` } };
    }
    const r = applyCommand(this.current, command, this.data);
    if (!r.ok) return { ok: false, error: fromEngine(r.error) };
    this.current = r.state;
    return { ok: true, value: { command, state: r.state, events: r.events } };
  }

  /** Creates a seat for a power (hot-seat: one client takes them all). */
  seat(power: MajorPower): Seat {
    const seat: Seat = { power, token: randomUUID() };
    this.seatsByToken.set(seat.token, seat);
    return seat;
  }

  seatOf(token: string): Seat | undefined {
    return this.seatsByToken.get(token);
  }

  /** The view a seat (or a spectator, with no token) may see; `logFrom` as in the engine's viewFor. */
  viewFor(token: string | null, opts: { readonly logFrom?: number } = {}): TableResult<{ viewer: Viewer; view: ReturnType<typeof viewFor> }> {
    if (token === null) return { ok: true, value: { viewer: 'spectator', view: viewFor(this.current, 'spectator', { ...opts, data: this.data }) } };
    const seat = this.seatsByToken.get(token);
    if (!seat) return { ok: false, error: { code: 'badSeat', message: 'Unknown seat token.' } };
    return { ok: true, value: { viewer: seat.power, view: viewFor(this.current, seat.power, { ...opts, data: this.data }) } };
  }

  /** Checks and applies one command from a seat. On refusal the state is unchanged. */
  submit(token: string, basedOnVersion: number, raw: unknown): TableResult<Applied> {
    const seat = this.seatsByToken.get(token);
    if (!seat) return { ok: false, error: { code: 'badSeat', message: 'Unknown seat token.' } };
    const parsed = parseCommand(raw);
    if (!parsed.ok) return { ok: false, error: { code: 'malformed', message: `Command rejected: ${parsed.errors.join('; ')}` } };
    const command = parsed.value;
    if (command.power !== seat.power) {
      return { ok: false, error: { code: 'notYourSeat', message: `This seat plays ${seat.power}, not ${command.power}.` } };
    }
    const decision = this.current.pending.find((d) => d.id === command.decisionId);
    if (!decision || decision.power !== seat.power || decision.kind !== command.type) {
      return { ok: false, error: { code: 'outOfTurn', message: `${seat.power} has no pending ${command.type} decision ${command.decisionId}.` } };
    }
    if (basedOnVersion !== this.current.version) {
      return {
        ok: false,
        error: { code: 'staleVersion', message: `The game moved on (version ${this.current.version}); your command was based on ${basedOnVersion}.` },
      };
    }
    const r = applyCommand(this.current, command, this.data);
    if (!r.ok) return { ok: false, error: fromEngine(r.error) };
    this.current = r.state;
    return { ok: true, value: { command, state: r.state, events: r.events } };
  }
}

function fromEngine(error: CommandError): ProtocolError {
  return { code: 'illegal', message: error.message, rule: error.rule };
}
