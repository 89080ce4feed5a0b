import type { RuleNotes } from './types';

export const optional: RuleNotes = {};
