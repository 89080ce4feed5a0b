import { MAJOR_POWERS, isWinterMonth } from '../model';
import type {
  ByPower, CorpsId, CorpsLocation, CorpsType, CounterId, DecisionAnswer, DecisionGroup, DecisionKind, Factors, GameEvent,
  GameState, MajorPower, Nationality, Options, PendingDecision, RuleRef, StepId,
} from '../model';
import { controllerOf } from './relations';

/** Who is looking: one major power's seat, or a spectator who holds none. */
export type Viewer = MajorPower | 'spectator';

/** 2.4.2 A corps as a viewer sees it: `identity` is null unless it is theirs or revealed to them. */
export interface CorpsView {
  readonly counter: CounterId;
  readonly nationality: Nationality;
  readonly type: CorpsType;
  readonly movement: number;
  readonly location: CorpsLocation;
  readonly identity: { readonly id: CorpsId; readonly name: string; readonly factors: Factors } | null;
}

/** Another power's decision: who must decide what, never the options. */
export interface OtherDecisionView {
  readonly id: string;
  readonly power: MajorPower;
  readonly kind: DecisionKind;
  readonly step: StepId;
  readonly rule: RuleRef;
  readonly secret: boolean;
}

export interface GroupView {
  readonly id: string;
  readonly kind: DecisionKind;
  readonly rule: RuleRef;
  readonly secret: boolean;
  readonly powers: readonly MajorPower[];
  /** Who has answered (never what, before the reveal). */
  readonly answered: readonly MajorPower[];
  /** The viewer's own answer, if given. */
  readonly own: DecisionAnswer | null;
}

export interface PowerSummaryView {
  readonly inPlay: boolean;
  readonly politicalPoints: number;
  readonly victoryPoints: number;
  /** Null when kept private from this viewer. */
  readonly money: number | null;
  readonly manpower: number | null;
}

/** Everything one viewer may see. The host sends this, never the GameState (STYLE D). */
export interface PowerView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly scenario: GameState['scenario'];
  readonly options: Options;
  readonly date: GameState['date'];
  readonly winter: boolean;
  readonly cursor: GameState['cursor'];
  readonly over: GameState['over'];
  readonly powers: ByPower<PowerSummaryView>;
  readonly relations: GameState['relations'];
  readonly turn: GameState['turn'];
  readonly minors: GameState['minors'];
  readonly corps: readonly CorpsView[];
  readonly garrisons: GameState['garrisons'];
  readonly depots: GameState['depots'];
  readonly leaders: GameState['leaders'];
  readonly irregulars: GameState['irregulars'];
  readonly fleets: GameState['fleets'];
  readonly prisoners: GameState['prisoners'];
  /** Only the viewer's own reinforcement schedule. */
  readonly reinforcements: GameState['reinforcements'];
  /** The viewer's own pending decisions, with options and verdicts. */
  readonly decisions: readonly PendingDecision[];
  /** Everyone else's pending decisions, without options. */
  readonly waitingFor: readonly OtherDecisionView[];
  readonly groups: readonly GroupView[];
  /** The log as this viewer may see it (see `redactEvent`). */
  readonly log: readonly GameEvent[];
}

const treasuryVisible = (viewer: Viewer, power: MajorPower, options: Pick<Options, 'openTreasuries'>) =>
  options.openTreasuries || viewer === power;

/**
 * 2.4.2 / STYLE D The view of the game for one power or a spectator: corps of others show only
 * their counter face, secret answers only their author, money only its owner (unless
 * treasuries are open), and the log is redacted the same way. Dice state never leaves the host.
 */
export function viewFor(state: GameState, viewer: Viewer): PowerView {
  const powers = {} as Record<MajorPower, PowerSummaryView>;
  for (const p of MAJOR_POWERS) {
    const s = state.powers[p];
    const open = treasuryVisible(viewer, p, state.options);
    powers[p] = { inPlay: s.inPlay, politicalPoints: s.politicalPoints, victoryPoints: s.victoryPoints, money: open ? s.money : null, manpower: open ? s.manpower : null };
  }
  // sorted by the random handle, so list order says nothing about identity or creation order
  const byHandle = [...state.corps].sort((a, b) => (a.counter < b.counter ? -1 : a.counter > b.counter ? 1 : 0));
  const corps: CorpsView[] = byHandle.map((c) => {
    const owner = controllerOf(state, c.nationality);
    const sees = viewer !== 'spectator' && (owner === viewer || c.revealedTo.includes(viewer));
    return {
      counter: c.counter, nationality: c.nationality, type: c.type, movement: c.movement, location: c.location,
      identity: sees ? { id: c.id, name: c.name, factors: c.factors } : null,
    };
  });
  const groups: GroupView[] = state.groups.map((g: DecisionGroup) => ({
    id: g.id, kind: g.kind, rule: g.rule, secret: g.secret, powers: g.powers,
    answered: g.powers.filter((p) => g.answers[p] !== undefined),
    own: viewer !== 'spectator' && g.answers[viewer] !== undefined ? (g.answers[viewer] as DecisionAnswer) : null,
  }));
  const log: GameEvent[] = [];
  for (const e of state.log) {
    const r = redactEvent(e, viewer, state.options);
    if (r) log.push(r);
  }
  return {
    viewer,
    version: state.version,
    scenario: state.scenario,
    options: state.options,
    date: state.date,
    winter: isWinterMonth(state.date),
    cursor: state.cursor,
    over: state.over,
    powers,
    relations: state.relations,
    turn: state.turn,
    minors: state.minors,
    corps,
    garrisons: state.garrisons,
    depots: state.depots,
    leaders: state.leaders,
    irregulars: state.irregulars,
    fleets: state.fleets,
    prisoners: state.prisoners,
    reinforcements: viewer === 'spectator' ? [] : state.reinforcements.filter((r) => r.power === viewer),
    decisions: state.pending.filter((d) => d.power === viewer),
    waitingFor: state.pending
      .filter((d) => d.power !== viewer)
      .map((d) => ({ id: d.id, power: d.power, kind: d.kind, step: d.step, rule: d.rule, secret: d.secret })),
    groups,
    log,
  };
}

/**
 * STYLE D One log event as `viewer` may see it, or null when it is not theirs to see:
 * secret answers lose their content for others (the later `secretsRevealed` carries it),
 * identities revealed to some powers stay hidden from the rest, private money changes stay
 * with their owner, and forced dice are never shown.
 */
export function redactEvent(event: GameEvent, viewer: Viewer, options: Pick<Options, 'openTreasuries'> = { openTreasuries: false }): GameEvent | null {
  switch (event.type) {
    case 'decisionAnswered': {
      if (!event.secret || event.power === viewer) return event;
      const { answer: _hidden, ...rest } = event;
      return rest;
    }
    case 'corpsRevealed':
      return viewer !== 'spectator' && (event.owner === viewer || event.to.includes(viewer)) ? event : null;
    case 'moneyChanged':
      return treasuryVisible(viewer, event.power, options) ? event : null;
    case 'diceForced':
      return null;
    default:
      return event;
  }
}
