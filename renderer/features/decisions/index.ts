export { buildCommand } from './buildCommand';
export { decisionUi, DecisionCard, verdictTip, type DecisionProps } from './decisionUi';
export { optionLabeller } from './optionLabel';
