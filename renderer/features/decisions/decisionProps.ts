// What every decision form receives, shared by the generic forms here and the combat dialogs.
import type { DecisionAnswer, DecisionValue, PendingDecision } from '../../../shared/model/decisions';
import type { Verdict } from '../../../shared/model/verdict';
import type { BattleView } from '../../../shared/model/battle';
import type { EconomyState } from '../../../shared/model/economy';
import { printedRule } from '../game/ruleTip';

export interface DecisionProps {
  decision: PendingDecision;
  busy: boolean;
  onAnswer(answer: DecisionAnswer): void;
  /** Display text of an option's label (names for handles and areas); identity when absent. The value is given to a labeller that words options from their values (issue 15, at the table). */
  labelOf?: (label: string, value?: DecisionValue) => string;
  /** The area picked on the map: orders are narrowed to those naming it or a counter in it. */
  focus?: { label: string; tokens: readonly string[]; clear(): void } | null;
  /** The battle in progress, for the combat decisions (names, odds preview). */
  battle?: BattleView | null;
  /** 8.0 the viewer's economic record, for the purchase table (running totals). */
  economy?: EconomyState | null;
}

/** Tooltip of an option: why the host refuses it (rule and detail), or nothing. */
export function verdictTip(v: Verdict): string | undefined {
  if (v.ok) return undefined;
  return `Not allowed (rule ${printedRule(v.rule)}): ${v.detail ?? v.code}`;
}
