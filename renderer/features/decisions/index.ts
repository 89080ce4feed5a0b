export { buildCommand } from './buildCommand';
export { decisionUi, DecisionCard } from './decisionUi';
export { verdictTip, type DecisionProps } from './decisionProps';
export { optionLabeller } from './optionLabel';
