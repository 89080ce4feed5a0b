import { randomUUID } from 'node:crypto';
import {
  applyCommand,
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
