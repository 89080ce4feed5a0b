import type { RuleNotes } from './types';

export const general: RuleNotes = {};
