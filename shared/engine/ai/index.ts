// Issue 21 the AI: levels over the standing procedures, reading only what its power may know.
export { AI_BUDGET, AI_LEVELS, aiAnswer, evaluate } from './ai';
export type { AiChoice, AiLevel } from './ai';
export { seenBy, UNSEEN_FACTORS } from './seen';
