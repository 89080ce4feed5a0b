// 12.3.2 British training (optional rule `britishTraining`) and v2.71 10.4.5.4, which extends it
// to Holland once Flanders has been joined to it (option `netherlands`). Corps of a minor that has
// been a British-controlled free state for 24 months without a break fight with infantry and
// cavalry at morale 4.0; garrison factors keep the minor's usual values. The unbroken run is
// recorded once a month by the Time Record (steps/general/britishTraining.ts).
import type { GameDate, GameState, MinorId } from '../../model';
import type { CorpsMoraleValues } from './districts';
import { greaterEgyptMorale } from './districts';

/** 12.3.2 the minors whose troops Britain trained, as the rule names them. */
export const BRITISH_TRAINED_MINORS: readonly string[] = ['hanover', 'portugal'];
/** 12.3.2 months as a British free state, without a break, before the corps are trained. */
export const BRITISH_TRAINING_MONTHS = 24;
/** 12.3.2 the morale of a trained corps' infantry and cavalry factors. */
export const BRITISH_TRAINING_MORALE = 4;

const monthIndex = (d: GameDate): number => d.year * 12 + d.month;

/**
 * 12.3.2 / v2.71 10.4.5.4 the minors British training can reach in this game: Hanover and Portugal
 * with the option on; Holland once Flanders was joined to it under the Netherlands option (the
 * amendment applies the rule to Holland even if 12.3.2 itself is not ticked, docs/RULINGS.md).
 */
export function britishTrainingMinors(state: GameState): readonly string[] {
  const also = state.options.rules.netherlands ? (state.general?.britishTrainingAlso ?? []) : [];
  return [...(state.options.rules.britishTraining ? BRITISH_TRAINED_MINORS : []), ...also];
}

/** 12.3.2 the minor is a free state run by Britain now. */
export function isBritishFreeState(state: GameState, minor: MinorId | string): boolean {
  const m = state.minors.find((x) => x.id === minor);
  return m !== undefined && m.status === 'free' && m.controller === 'britain';
}

/** 12.3.2 the first month of the minor's unbroken run as a British free state, as recorded; null when none. */
export function britishRunSince(state: GameState, minor: MinorId | string): GameDate | null {
  return (state.general?.britishSince ?? []).find((r) => r.minor === minor)?.since ?? null;
}

/** 12.3.2 the minor's corps are British trained now: eligible, a British free state, and 24 months of it behind it. */
export function isBritishTrained(state: GameState, minor: MinorId | string): boolean {
  if (!britishTrainingMinors(state).includes(minor) || !isBritishFreeState(state, minor)) return false;
  const since = britishRunSince(state, minor);
  return since !== null && monthIndex(state.date) - monthIndex(since) >= BRITISH_TRAINING_MONTHS;
}

/**
 * 12.3.2 a trained corps' infantry and cavalry fight at 4.0; the rest of `morale` (the counter's
 * printed values, or none: the chart's) is kept. Empty when training does not apply. Corps only:
 * the callers build garrisons without it, and they keep the usual 2.0.
 */
export function britishTrainingMorale(state: GameState, nationality: string, morale?: CorpsMoraleValues): { morale?: CorpsMoraleValues } {
  if (!isBritishTrained(state, nationality)) return {};
  return { morale: { ...(morale ?? {}), infantry: BRITISH_TRAINING_MORALE, cavalry: BRITISH_TRAINING_MORALE } };
}

/**
 * The morale section 10 and 12.3.2 give a minor's corps: v2.71 10.4.5.2 Greater Egypt's infantry,
 * then 12.3.2 British training. The land combat steps spread this into each corps' combat unit.
 */
export function minorCorpsMorale(state: GameState, nationality: string, morale?: CorpsMoraleValues): { morale?: CorpsMoraleValues } {
  const egypt = greaterEgyptMorale(state, nationality, morale);
  const trained = britishTrainingMorale(state, nationality, egypt.morale ?? morale);
  return trained.morale ? trained : egypt;
}
