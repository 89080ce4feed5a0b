import type { RuleNotes } from './types';

export const land: RuleNotes = {};
