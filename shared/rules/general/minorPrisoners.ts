// 10.2.1.3 army factors taken by a minor country's forces from a power its controller is at peace
// with: the controller holds them only until the minor is conquered or that power's war on the
// minor lapses (4.6.6), when they go straight back. Pure: the engine hands them back
// (steps/general/minorPrisoners.ts).
import { atWar, controllerOf } from '../../model';
import type { GameState, MajorPower, MinorId, Nationality } from '../../model';
import { atWarWithMinor } from '../political';

/**
 * 10.2.1.3 the minor whose forces must have made the capture when `holder` takes factors of
 * `nationality` while at peace with their power: one of `holder`'s minors that power is at war
 * with (4.6.5.3, the minor fighting alone). Null when the holder is at war with that power (an
 * ordinary capture, kept until peace, 4.4.6.1). Several such minors: the first by id, since the
 * callers give the holder, not the captors (they fight in one war on one side, and all lapse or
 * fall the same way only by chance; the first is the reading in docs/RULINGS.md).
 */
export function capturingMinor(state: GameState, holder: MajorPower, nationality: Nationality): MinorId | null {
  const owner = controllerOf(state, nationality);
  if (owner === null || owner === holder || atWar(state, holder, owner)) return null;
  const minors = state.minors.filter((m) => m.controller === holder && m.status !== 'neutral' && atWarWithMinor(state, owner, m.id)).map((m) => m.id).sort();
  return minors[0] ?? null;
}
