// v2.71 12.11.3 / 12.11.3.1 (option `militiaAndLandwehr`) the Austrian and Prussian landwehr,
// raised or stood down in the New Political Combinations Step (8.9), one `landwehr/decide` per
// power that may do either:
//   keep        leave things as they are
//   activate    12.11.3 raise it (two political points; only after an unconditional surrender)
//   deactivate  12.11.3.1 stand it down (two political points; no regular corps may hold militia)
import { LANDWEHR_POWERS, LEGAL } from '../../../model';
import type { DecisionOption, GameState, MajorPower } from '../../../model';
import { LANDWEHR_COST, isLandwehrPower, landwehrActive, landwehrChoiceVerdict, landwehrInPlay, landwehrOf } from '../../../rules/land/landwehr';
import { activePowers } from '../../../rules/political';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';

/** Austria and Prussia in play that could raise or stand down a landwehr now. */
function deciders(state: GameState): MajorPower[] {
  const inPlay = activePowers(state);
  return LANDWEHR_POWERS.filter((p) => inPlay.includes(p) && (landwehrActive(state, p) || landwehrOf(state).surrendered.includes(p)));
}

/** 8.9 why no landwehr decision is asked this step (null: one is). */
export function landwehrStepEmpty(state: GameState): string | null {
  if (!landwehrInPlay(state)) return 'the militia and landwehr option (12.11) is not in use';
  return deciders(state).length > 0 ? null : 'neither Austria nor Prussia may raise or stand down a landwehr';
}

/** 12.11.3 / 12.11.3.1 the choices of `power` this step. */
export function landwehrOptions(state: GameState, power: MajorPower): DecisionOption[] {
  const active = landwehrActive(state, power);
  const change = active ? 'deactivate' : 'activate';
  return [
    { value: 'keep', label: active ? 'Keep the landwehr active' : 'Do not raise a landwehr', verdict: LEGAL },
    {
      value: change,
      label: active ? `Stand the landwehr down (${LANDWEHR_COST} political points)` : `Raise the landwehr (${LANDWEHR_COST} political points; militia may join corps at morale 2.5)`,
      verdict: landwehrChoiceVerdict(state, power, change),
    },
  ];
}

/** 8.9 one `landwehr/decide` for Austria and for Prussia when either may change its landwehr. */
export function beginLandwehr(tx: Tx): void {
  if (landwehrStepEmpty(tx.state) !== null) return;
  for (const power of deciders(tx.state)) {
    const active = landwehrActive(tx.state, power);
    openDecision(tx, {
      power, kind: 'landwehr/decide', step: 'economic/newCombinations', rule: active ? '12.11.3.1' : '12.11.3',
      prompt: active
        ? 'Your landwehr is active: its militia may join your corps, and one comes off your economic loss roll (10.5.2). Stand it down for two political points?'
        : 'Having surrendered unconditionally, you may raise a landwehr for two political points: militia may then join your corps at morale 2.5, one comes off your economic loss roll (10.5.2), and your German Confederation penalty stays higher for the rest of the game.',
      secret: false, select: 'one', group: null, options: landwehrOptions(tx.state, power),
    });
  }
}

/** 12.11.3 / 12.11.3.1 the answer, judged again now. */
export function applyLandwehrChoice(tx: Tx, power: MajorPower, choice: string): void {
  if (choice !== 'activate' && choice !== 'deactivate') return;
  if (!landwehrChoiceVerdict(tx.state, power, choice).ok) return;
  const rule = choice === 'activate' ? '12.11.3' : '12.11.3.1';
  const lw = landwehrOf(tx.state);
  const on = choice === 'activate';
  patch(tx, {
    landwehr: {
      ...lw,
      active: on ? [...lw.active, power] : lw.active.filter((p) => p !== power),
      ever: on && !lw.ever.includes(power) ? [...lw.ever, power] : lw.ever,
    },
  });
  politicalPoints(tx, power, -LANDWEHR_COST, rule, on ? 'raised its landwehr' : 'stood its landwehr down');
  emit(tx, { type: 'landwehrChanged', power, active: on, rule, reason: on ? `after its unconditional surrender, for ${LANDWEHR_COST} political points` : `for ${LANDWEHR_COST} political points` });
}

/**
 * 12.11.3 hook for the peace (4.4.4): Austria or Prussia surrendering unconditionally to another
 * major power may raise its landwehr from the next New Political Combinations Step on.
 */
export function landwehrSurrender(tx: Tx, loser: MajorPower, unconditional: boolean): void {
  if (!unconditional || !landwehrInPlay(tx.state) || !isLandwehrPower(loser)) return;
  const lw = landwehrOf(tx.state);
  if (lw.surrendered.includes(loser)) return;
  patch(tx, { landwehr: { ...lw, surrendered: [...lw.surrendered, loser] } });
}
