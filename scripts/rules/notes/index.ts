import type { RuleNotes } from './types';
import { general } from './general';
import { land } from './land';
import { misc } from './misc';
import { optional } from './optional';

/** All our notes, by rule id. A key in two files is an error (`mergeNotes` throws). */
export const NOTES: RuleNotes = mergeNotes([general, land, misc, optional]);

export function mergeNotes(parts: readonly RuleNotes[]): RuleNotes {
  const all: Record<string, RuleNotes[string]> = {};
  for (const part of parts)
    for (const [id, note] of Object.entries(part)) {
      if (id in all) throw new Error(`rule note ${id} is written twice`);
      all[id] = note;
    }
  return all;
}
