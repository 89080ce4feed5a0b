import type { DecisionValue } from '../../../shared/model/decisions';
import type { PowerView } from '../../../shared/model/view';
import { loadedMap } from '../game/mapData';
import { answerWords, NO_PLACES, placesOf, seatNames } from '../log';
import { inPublicWords } from './handover';

/**
 * Issue 15: a decision answered at the table in public words: each option said from its value as
 * anyone at the table may know it (corps by their counter's face, never by name; places by name).
 * Other kinds keep their labels.
 */
export function tableLabeller(view: PowerView, kind: string): ((label: string, value?: DecisionValue) => string) | undefined {
  if (!inPublicWords(kind)) return undefined;
  const map = loadedMap();
  const anyone = seatNames({ ...view, corps: view.corps.map((c) => ({ ...c, identity: null })) }, map.ok ? placesOf(map.map) : NO_PLACES);
  return (label, value) => {
    if (value === undefined) return label;
    const t = answerWords(kind, [value], anyone);
    return t.charAt(0).toUpperCase() + t.slice(1);
  };
}
