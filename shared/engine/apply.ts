import { POWER_NAMES } from '../model';
import type { DecisionAnswer, DecisionGroup, ErrorCode, GameEvent, GameState, PendingDecision, RuleRef } from '../model';
import { commandAnswer, parseCommand } from './commands';
import type { Command } from './commands';
import { NO_MAP_DATA } from './gameData';
import type { GameData } from './gameData';
import { beginTx, commit, emit, patch } from './tx';
import { settle } from './sequencer';
import { stepDef } from './sequence';
import { DECISION_HANDLERS } from './handlers';
import { answerDisclosure } from './disclosure';
import { applyReferee, refereeVerdict } from './steps/campaign/umpPlayers';

/** Why a command was refused: a stable code, the rule that refuses it, and a sentence. */
export interface CommandError {
  readonly code: ErrorCode;
  readonly rule: RuleRef;
  readonly message: string;
}

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: CommandError };

const reject = (code: ErrorCode, rule: RuleRef, message: string): ApplyResult => ({ ok: false, error: { code, rule, message } });

/** Check one answer against a decision's options; null when acceptable. */
function checkAnswer(decision: PendingDecision, answer: DecisionAnswer): CommandError | null {
  const values = Array.isArray(answer) ? answer : [answer];
  if (decision.select === 'one' && Array.isArray(answer)) return { code: 'malformed', rule: decision.rule, message: 'this decision takes a single choice' };
  if (new Set(values).size !== values.length) return { code: 'duplicateChoice', rule: decision.rule, message: 'the same choice is listed twice' };
  for (const v of values) {
    const option = decision.options.find((o) => o.value === v);
    if (!option) return { code: 'illegalOption', rule: decision.rule, message: `${String(v)} is not one of the options` };
    if (!option.verdict.ok) {
      const { code, rule, detail } = option.verdict;
      return { code, rule, message: detail ?? `${option.label} is not allowed` };
    }
  }
  return null;
}

/**
 * Apply one command. The command is validated (shape, turn, decision, power, kind, option
 * verdicts) before anything changes; a refused command leaves the state untouched and says
 * why. `data` supplies map facts to the rules (defaults to none).
 */
export function applyCommand(state: GameState, input: Command | unknown, data: GameData = NO_MAP_DATA): ApplyResult {
  const parsed = parseCommand(input);
  if (!parsed.ok) return reject('malformed', '-', `malformed command: ${parsed.errors.join('; ')}`);
  const command = parsed.value;
  const who = POWER_NAMES[command.power];
  if (state.over) return reject('gameOver', '9.0', `the game is over: ${state.over.reason}`);
  if (command.type === 'campaign/referee') return applyRefereeCommand(state, command, data);

  const stepTitle = stepDef(state.cursor.step).title;
  const hasTurn = state.pending.some((d) => d.power === command.power);
  const decision = state.pending.find((d) => d.id === command.decisionId);
  if (!hasTurn) {
    const answered = state.groups.some((g) => g.powers.includes(command.power) && g.answers[command.power] !== undefined);
    return answered
      ? reject('alreadyAnswered', '3.0', `${who} has answered and waits for the others (${stepTitle})`)
      : reject('outOfTurn', '3.0', `${who} has nothing to decide now (${stepTitle})`);
  }
  if (!decision) return reject('unknownDecision', '3.0', `no pending decision ${command.decisionId}`);
  if (decision.power !== command.power) return reject('wrongPower', decision.rule, `decision ${decision.id} belongs to ${POWER_NAMES[decision.power]}, not ${who}`);
  if (decision.kind !== command.type) return reject('wrongKind', decision.rule, `decision ${decision.id} is answered by ${decision.kind}, not ${command.type}`);
  const answer = commandAnswer(command);
  // A handler may judge answers its option list does not hold (7.3 route orders); else the options do.
  const judged = DECISION_HANDLERS[decision.kind].check?.(state, decision, answer, data) ?? null;
  const problem = judged === null ? checkAnswer(decision, answer) : judged.ok ? null : { code: judged.code, rule: judged.rule, message: judged.detail ?? judged.code };
  if (problem) return { ok: false, error: problem };

  const tx = beginTx(state, data);
  patch(tx, { pending: state.pending.filter((d) => d.id !== decision.id), version: state.version + 1 });
  // 2.4.2 an answer naming a corps' factor types carries the public copy other viewers get
  const disclosure = decision.secret ? null : answerDisclosure(state, decision, answer);
  emit(tx, { type: 'decisionAnswered', decision: decision.id, power: decision.power, kind: decision.kind, secret: decision.secret, answer, ...(disclosure ?? {}) });
  if (decision.group !== null) {
    const group = tx.state.groups.find((g) => g.id === decision.group)!;
    const updated: DecisionGroup = { ...group, answers: { ...group.answers, [decision.power]: answer } };
    const complete = updated.powers.every((p) => updated.answers[p] !== undefined);
    patch(tx, { groups: tx.state.groups.map((g) => (g.id === group.id ? updated : g)).filter((g) => !complete || g.id !== group.id) });
    if (complete) {
      const answers = updated.powers.map((p) => ({ power: p, answer: updated.answers[p]! }));
      if (updated.secret) emit(tx, { type: 'secretsRevealed', group: updated.id, kind: updated.kind, rule: updated.rule, answers });
      DECISION_HANDLERS[updated.kind].revealed?.(tx, updated);
    }
  } else {
    DECISION_HANDLERS[decision.kind].answered?.(tx, decision, answer);
  }
  settle(tx);
  return { ok: true, state: commit(tx), events: tx.events };
}

/**
 * 19.2 the referee's action on a seat, outside any decision (the host menu sends it). Its event
 * (`playerLeft`, `newPlayerFound`) lets a replay rebuild the command; the step under way goes on.
 */
function applyRefereeCommand(state: GameState, command: Extract<Command, { type: 'campaign/referee' }>, data: GameData): ApplyResult {
  const v = refereeVerdict(state, command.power, command.action);
  if (!v.ok) return reject(v.code, v.rule, v.detail ?? v.code);
  const tx = beginTx(state, data);
  patch(tx, { version: state.version + 1 });
  applyReferee(tx, command.power, command.action);
  return { ok: true, state: commit(tx), events: tx.events };
}
