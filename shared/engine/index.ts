/**
 * The headless engine API: everything the host, tests, bots and tools use. Pure functions
 * over plain, serialisable state; no clock, no Math.random, no I/O.
 *
 *   const r = newGame({ scenario: json, options: { moraleMethod: 'two' }, seed: 42 });
 *   if (!r.ok) console.log(r.errors);               // ScenarioError[]
 *   let state = r.value;
 *   const [d] = pendingDecisions(state);             // { id, power, kind, options: [{ value, verdict }] }
 *   const res = applyCommand(state, { type: d.kind, power: d.power, decisionId: d.id, ... });
 *   if (res.ok) state = res.state; else console.log(res.error); // { code, rule, message }
 *   const view = viewFor(state, 'austria');          // what Austria's seat may see
 */
import type { DecisionOption, GameEvent, GameState, MajorPower, PendingDecision, Result } from '../model';
import { withForcedDice } from './dice';
import { NO_MAP_DATA } from './gameData';
import type { GameData } from './gameData';
import { parseScenario } from './scenario';
import type { OptionsInput, ScenarioError } from './scenario';
import { startGame } from './sequencer';
import type { DiceSeed } from './dice';

export { applyCommand } from './apply';
export type { ApplyResult, CommandError } from './apply';
export { commandFor, commandSchema, parseCommand } from './commands';
export type { Command, CommandType } from './commands';
export { viewFor, redactEvent } from './view';
export type { Viewer, PowerView, CorpsView, GroupView, OtherDecisionView, PowerSummaryView } from './view';
export { parseScenario, scenarioSchema, optionsInputSchema, SCENARIO_ERROR_CODES } from './scenario';
export type { Scenario, ScenarioInput, ScenarioError, ScenarioErrorCode, ScenarioInit, OptionsInput } from './scenario';
export { NO_MAP_DATA, winterZoneByProvince, isPrintedAreaNumber } from './gameData';
export type { GameData } from './gameData';
export { SEQUENCE, ALL_STEPS, stepDef, phaseDef } from './sequence';
export type { PhaseDef, StepDef, Segment } from './sequence';
export {
  NAVAL_REINFORCEMENT_ORDER, ARMY_REINFORCEMENT_ORDER, NAVAL_PHASE_OTHERS, LAND_PHASE_OTHERS, MINOR_CONTROL_ORDER,
  insertAt, withCombinedMovement, scenarioLandOrder,
} from './powerOrder';
export { atWar, allied, controllerOf, movesWith, powersInPlay, underEnforcedPeace } from './relations';
export { revealCorps, concealCorps } from './reveal';
export { rollDie, seedDice, seedCryptoDice, diceSeedProblem, streamKey } from './dice';
export type { DiceSeed } from './dice';
export { winterAppliesIn } from './time';
export { commandFromEvent, replayLog } from './replay';
export { DECISION_HANDLERS } from './handlers';
// v2.71 14.3 / 19.2: who answers a power's decisions (a UMP's controller), the UMPs of a campaign, the referee's verdicts
export { deciderFor, umpsControlledBy, umpOf, isUmp, umpLine } from '../rules/campaign';
export { withUmps, refereeVerdict } from './steps/campaign/umpPlayers';

export interface NewGameArgs {
  /** Scenario JSON (any value: it is validated). */
  readonly scenario: unknown;
  readonly options?: OptionsInput;
  /** An integer (the pre-issue-14 dice: tests, old saves) or a 128+-bit seed and salt (see `ScenarioInit`). */
  readonly seed?: number | DiceSeed;
  /** Map facts; until the map data is plugged in, NO_MAP_DATA. */
  readonly data?: GameData;
}

/**
 * Create a game from a scenario and walk the sequence of play to the first decision. Fails
 * with every scenario error found; never throws for bad input.
 */
export function newGame(args: NewGameArgs): Result<GameState, ScenarioError> {
  const data = args.data ?? NO_MAP_DATA;
  const parsed = parseScenario(args.scenario, { ...(args.options ? { options: args.options } : {}), ...(args.seed !== undefined ? { seed: args.seed } : {}), data });
  if (!parsed.ok) return parsed;
  return { ok: true, value: startGame(parsed.value, data) };
}

/** The decisions the game waits for now, optionally only one power's, each with its options and their verdicts. */
export function pendingDecisions(state: GameState, power?: MajorPower): readonly PendingDecision[] {
  return power === undefined ? state.pending : state.pending.filter((d) => d.power === power);
}

/**
 * STYLE C The options of one pending decision, each with its verdict (illegal ones keep the
 * code, rule and detail for the tooltip); undefined if no such decision is pending.
 */
export function legalOptions(state: GameState, decisionId: string): readonly DecisionOption[] | undefined {
  return state.pending.find((d) => d.id === decisionId)?.options;
}

/**
 * Tests and replays: the next dice rolls return `values`, in order, before the seeded
 * generator resumes. Recorded in the log as `diceForced` (shown to no viewer).
 */
export function forceDice(state: GameState, values: readonly number[]): GameState {
  if (!values.every((v) => Number.isInteger(v) && v >= 1)) throw new RangeError('forced dice must be positive integers');
  const event: GameEvent = { type: 'diceForced', values: [...values] };
  return { ...state, dice: withForcedDice(state.dice, values), log: state.log.append([event]) };
}
export { gameDataFromMap } from './mapData';
