import type { RuleNotes } from './types';

export const misc: RuleNotes = {};
