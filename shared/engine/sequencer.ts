import { LEGAL } from '../model';
import type { GameState, SequenceCursor } from '../model';
import type { GameData } from './gameData';
import { beginTx, commit, emit, openDecision, patch } from './tx';
import type { Tx } from './tx';
import { SEQUENCE, stepDef } from './sequence';
import type { PhaseDef } from './sequence';
import { powersInPlay } from './relations';
import { evictFleets } from './steps/naval';
import { beginSelection } from './steps/campaign/selection';
import { beginPregameControl } from './steps/campaign/umpPlayers';
import { unionsAtStart } from './steps/general/districts';
import { beginLandwehrSetup } from './steps/land/landwehrSetup';
import { settleCityDisputes } from './steps/general/disputes';
import { beginSetup } from './steps/setup/setup';

/** Cursor of a game that has not entered its first phase yet. */
export const START_CURSOR: SequenceCursor = {
  phase: 'political', segment: -1, slot: 0, step: 'political/diplomacy', stepIndex: 0, order: [], phasing: [],
};

// 14.0 a campaign game plays every rule, the asterisked ones too: only scenarios skip them (13.0)
const isScenario = (tx: Tx) => tx.state.scenario.kind === 'scenario';
const SCENARIO_SKIP = 'asterisked rules are not used in scenarios (13.0)';

function phaseSkipReason(tx: Tx, phase: PhaseDef): string | null {
  if (phase.asterisk && isScenario(tx)) return SCENARIO_SKIP;
  return phase.skip?.(tx.state) ?? null;
}

function setCursor(tx: Tx, cursor: SequenceCursor): void {
  patch(tx, { cursor });
}

/**
 * Enter segment `segIdx` of phase `phaseIdx`, moving through later segments and phases (and
 * round to the next turn's Political Phase) past whatever has nothing to do, until the cursor
 * rests on a step. `entering` says the phase itself is being entered.
 */
function enterSegment(tx: Tx, phaseIdx: number, segIdx: number, entering: boolean): void {
  for (let guard = 0; guard < 1000; guard++) {
    const phase = SEQUENCE[phaseIdx] as PhaseDef;
    if (entering) {
      entering = false;
      const reason = phaseSkipReason(tx, phase);
      if (reason !== null) {
        emit(tx, { type: 'phaseSkipped', phase: phase.id, rule: phase.rule, reason });
        segIdx = phase.segments.length;
      } else {
        emit(tx, { type: 'phaseBegan', phase: phase.id, rule: phase.rule, date: tx.state.date });
      }
    }
    if (segIdx >= phase.segments.length) {
      phaseIdx = (phaseIdx + 1) % SEQUENCE.length;
      segIdx = 0;
      entering = true;
      continue;
    }
    const seg = phase.segments[segIdx]!;
    if (seg.kind === 'table') {
      setCursor(tx, { phase: phase.id, segment: segIdx, slot: 0, step: seg.step.id, stepIndex: 0, order: [], phasing: [] });
      return;
    }
    if (isScenario(tx) && seg.steps.every((s) => s.asterisk)) {
      for (const s of seg.steps) emit(tx, { type: 'stepSkipped', step: s.id, rule: s.rule, phasing: [], reason: SCENARIO_SKIP });
      segIdx++;
      continue;
    }
    const order = seg.order(tx.state);
    emit(tx, { type: 'powerOrderSet', phase: phase.id, rule: seg.rule, order });
    const active = order.filter((powers) => {
      const reason = seg.sequenceEmpty?.(tx.state, powers) ?? null;
      if (reason !== null) emit(tx, { type: 'sequenceSkipped', phase: phase.id, powers, rule: seg.rule, reason });
      return reason === null;
    });
    if (active.length === 0) {
      segIdx++;
      continue;
    }
    const first = seg.steps[0]!;
    setCursor(tx, { phase: phase.id, segment: segIdx, slot: 0, step: first.id, stepIndex: 0, order: active, phasing: active[0]! });
    return;
  }
  throw new Error('sequence of play: no step found');
}

/** Move the cursor to the step after the current one (next step, next power's sequence, next segment or phase). */
function moveToNextStep(tx: Tx): void {
  const c = tx.state.cursor;
  const phaseIdx = SEQUENCE.findIndex((p) => p.id === c.phase);
  if (c.segment < 0) return enterSegment(tx, phaseIdx, 0, true);
  const seg = SEQUENCE[phaseIdx]!.segments[c.segment]!;
  if (seg.kind === 'powers') {
    const nextStep = seg.steps[c.stepIndex + 1];
    if (nextStep) return setCursor(tx, { ...c, step: nextStep.id, stepIndex: c.stepIndex + 1 });
    const nextSlot = c.order[c.slot + 1];
    if (nextSlot) return setCursor(tx, { ...c, slot: c.slot + 1, step: seg.steps[0]!.id, stepIndex: 0, phasing: nextSlot });
  }
  enterSegment(tx, phaseIdx, c.segment + 1, false);
}

/**
 * Begin the step under the cursor: skip it (with the reason) when asterisked in a scenario or
 * empty; otherwise run its rules, or, when they are not implemented, ask each acting power to
 * acknowledge it. Ends the step at once if nothing was left to decide.
 */
function startStep(tx: Tx): void {
  const { cursor } = tx.state;
  const def = stepDef(cursor.step);
  const skip = def.asterisk && isScenario(tx) ? SCENARIO_SKIP : (def.empty?.(tx.state, cursor.phasing, tx.data) ?? null);
  if (skip !== null) {
    emit(tx, { type: 'stepSkipped', step: def.id, rule: def.rule, phasing: cursor.phasing, reason: skip });
    return;
  }
  emit(tx, { type: 'stepBegan', step: def.id, rule: def.rule, phasing: cursor.phasing, implemented: def.implemented });
  if (def.implemented && def.onBegin) def.onBegin(tx);
  else {
    const actors = cursor.phasing.length > 0 ? cursor.phasing : powersInPlay(tx.state);
    for (const power of actors) {
      openDecision(tx, {
        power,
        kind: 'sequence/acknowledge',
        step: def.id,
        rule: def.rule,
        prompt: `${def.title} (${def.rule}) is not implemented yet; acknowledge to go on.`,
        secret: false,
        select: 'one',
        group: null,
        options: [{ value: 'done', label: 'Acknowledge', verdict: LEGAL }],
      });
    }
  }
  if (tx.state.pending.length === 0 && tx.state.groups.length === 0) endStep(tx);
  if (tx.state.over) emit(tx, { type: 'gameEnded', date: tx.state.date, reason: tx.state.over.reason });
}

function endStep(tx: Tx): void {
  if (tx.state.cursor.segment < 0) return; // 14.2 the selection before the first turn is no step of it
  emit(tx, { type: 'stepEnded', step: tx.state.cursor.step, phasing: tx.state.cursor.phasing });
}

/** Walk the sequence of play until some decision is pending or the game is over. */
export function advance(tx: Tx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (tx.state.over || tx.state.pending.length > 0 || tx.state.groups.length > 0) return;
    moveToNextStep(tx);
    startStep(tx);
  }
  throw new Error('sequence of play did not settle');
}

/** Start a freshly parsed game: log its start and walk to the first decision. */
export function startGame(state: GameState, data: GameData): GameState {
  const tx = beginTx(state, data);
  emit(tx, { type: 'gameStarted', scenario: state.scenario.id, date: state.date });
  unionsAtStart(tx); // v2.71 10.4.5.1 the 1805 campaigns begin with the Cisalpine Republic formed (general branch)
  beginSelection(tx); // 14.2 a campaign with bidding chooses its powers first
  // v2.71 14.3.1 the uncontrolled major powers' control is decided before the game starts
  beginPregameControl(tx);
  beginLandwehrSetup(tx); // v2.71 12.11.2 (option) set-up militia, once the powers are given out (landwehr branch)
  beginSetup(tx); // 13.1.1.1 / 13.1.1.2 a scenario's setup choices, in secret (setup branch)
  advance(tx);
  return commit(tx);
}

/** After a command: if the current step has nothing left to decide, end it and move on. */
export function settle(tx: Tx): void {
  evictFleets(tx); // 6.2.6 fleets in a port that has just fallen to an enemy leave it at once
  settleCityDisputes(tx); // 10.3.2.1 / 10.8 a mixed garrison without the territory's controller: dice for the city (general branch)
  beginLandwehrSetup(tx); // v2.71 12.11.2 (option) after a 14.2 selection; runs once (landwehr branch)
  if (tx.state.over || tx.state.pending.length > 0 || tx.state.groups.length > 0) return;
  endStep(tx);
  advance(tx);
}
