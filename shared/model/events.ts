import type { MajorPower } from './powers';
import type { CorpsId, CounterId } from './ids';
import type { GameDate } from './calendar';
import type { Factors } from './forces';
import type { RuleRef } from './verdict';
import type { DecisionAnswer, DecisionKind } from './decisions';
import type { PhaseId, StepId } from './turn';

/**
 * What happened, in past tense. The log keeps every event; `redactEvent` decides what each
 * viewer may see of it (STYLE D).
 */
export type GameEvent =
  | { readonly type: 'gameStarted'; readonly scenario: string; readonly date: GameDate }
  | { readonly type: 'phaseBegan'; readonly phase: PhaseId; readonly rule: RuleRef; readonly date: GameDate }
  | { readonly type: 'phaseSkipped'; readonly phase: PhaseId; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'powerOrderSet'; readonly phase: PhaseId; readonly rule: RuleRef; readonly order: readonly (readonly MajorPower[])[] }
  | { readonly type: 'sequenceSkipped'; readonly phase: PhaseId; readonly powers: readonly MajorPower[]; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'stepBegan'; readonly step: StepId; readonly rule: RuleRef; readonly phasing: readonly MajorPower[]; readonly implemented: boolean }
  | { readonly type: 'stepSkipped'; readonly step: StepId; readonly rule: RuleRef; readonly phasing: readonly MajorPower[]; readonly reason: string }
  | { readonly type: 'stepEnded'; readonly step: StepId; readonly phasing: readonly MajorPower[] }
  | {
      readonly type: 'decisionAnswered';
      readonly decision: string;
      readonly power: MajorPower;
      readonly kind: DecisionKind;
      readonly secret: boolean;
      /** Absent in other powers' copies of a secret answer until it is revealed. */
      readonly answer?: DecisionAnswer;
    }
  | {
      readonly type: 'secretsRevealed';
      readonly group: string;
      readonly kind: DecisionKind;
      readonly rule: RuleRef;
      readonly answers: readonly { readonly power: MajorPower; readonly answer: DecisionAnswer }[];
    }
  | { readonly type: 'positionAnnounced'; readonly power: MajorPower; readonly phase: PhaseId; readonly rule: RuleRef; readonly position: number }
  | { readonly type: 'combinedMovementDeclared'; readonly powers: readonly MajorPower[]; readonly rule: RuleRef }
  | { readonly type: 'warDeclared'; readonly aggressor: MajorPower; readonly defender: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'allianceBroken'; readonly powers: readonly [MajorPower, MajorPower]; readonly by: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'politicalPointsChanged'; readonly power: MajorPower; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'moneyChanged'; readonly power: MajorPower; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'diceRolled'; readonly rule: RuleRef; readonly purpose: string; readonly sides: number; readonly value: number; readonly forced: boolean }
  /** Test and replay facility; never shown to any viewer (the values would tell future rolls). */
  | { readonly type: 'diceForced'; readonly values: readonly number[] }
  | {
      readonly type: 'corpsRevealed';
      readonly counter: CounterId;
      readonly owner: MajorPower;
      readonly to: readonly MajorPower[];
      readonly rule: RuleRef;
      readonly id: CorpsId;
      readonly name: string;
      readonly factors: Factors;
    }
  | { readonly type: 'monthAdvanced'; readonly date: GameDate; readonly rule: RuleRef; readonly winter: boolean; readonly economic: boolean }
  | { readonly type: 'gameEnded'; readonly date: GameDate; readonly reason: string };

export type GameEventType = GameEvent['type'];
