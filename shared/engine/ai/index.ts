// Issue 21 the AI: levels over the standing procedures, reading only what its power may know.
export { AI_BUDGET, AI_LEVELS, aiAnswer } from './ai';
export type { AiChoice, AiLevel } from './ai';
export type { Reason } from './explain';
export { evaluate } from './evaluate';
export type { Score } from './evaluate';
export { seenBy, UNSEEN_FACTORS } from './seen';
export { withAiNote } from './note';
