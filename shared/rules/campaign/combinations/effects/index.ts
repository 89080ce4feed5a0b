// 11.8.2 What dominant status changes while it holds: morale (11.8.2.1), the naval modifiers and
// the Naval Phase place (11.8.2.2), the Land Phase sequence (11.8.2.3) and income (11.8.2.4);
// and 11.6.2.1-11.6.2.2 the morale and tribute of a Turkish-run Ottoman Empire.
// A leaf folder with its own index.ts (it reads only the model): the public surface through which the land, naval and economic rules
// ask it, without an import cycle through combinations/index.ts. Without option 11.8 every answer is the printed game's.
import { PRINTED_DOMINANT } from '../../../../model';
import type { GameState, MajorPower } from '../../../../model';

/** 11.8.1 the powers that may rise to dominant status (France and Great Britain start with it). */
export const RISING_POWERS: readonly MajorPower[] = ['austria', 'prussia', 'russia', 'spain', 'turkey'];
const FALLING_POWERS: readonly MajorPower[] = ['france', 'britain'];

const inUse = (state: GameState): boolean => state.options.rules.alternateDominantPowers === true;

/** The dominant powers now: the 8.9 step's record with option 11.8, else France and Great Britain. */
export function dominantPowers(state: GameState): readonly MajorPower[] {
  return inUse(state) ? (state.combinations?.dominant ?? PRINTED_DOMINANT) : PRINTED_DOMINANT;
}

export const isDominant = (state: GameState, power: MajorPower): boolean => dominantPowers(state).includes(power);

/** Morale changes by troop type (the land combat units' `moraleShift`). */
export interface MoraleShift {
  readonly infantry?: number;
  readonly artillery?: number;
  readonly cavalry?: number;
  readonly feudalInfantry?: number;
  readonly feudalCavalry?: number;
}

/**
 * 11.8.2.1 the morale change of one counter's factors: a risen power's own regular infantry +1
 * (Spain's and Turkey's regular cavalry +1 too, Turkey's feudal infantry and cavalry +0.5); a
 * fallen France's or Britain's own regular infantry -1. Only the power's own nationality: a
 * minor's corps it runs are not its troops. Artillery takes the value of its power's regular
 * infantry (7.5.2.6.1.1), so it moves with it. Null when nothing changes.
 */
export function dominanceMoraleShift(state: GameState, power: MajorPower, nationality: string): MoraleShift | null {
  if (!inUse(state) || nationality !== power) return null;
  const dominant = isDominant(state, power);
  if (RISING_POWERS.includes(power) && dominant) {
    const horse = power === 'spain' || power === 'turkey' ? { cavalry: 1 } : {};
    const feudal = power === 'turkey' ? { feudalInfantry: 0.5, feudalCavalry: 0.5 } : {};
    return { infantry: 1, artillery: 1, ...horse, ...feudal };
  }
  if (FALLING_POWERS.includes(power) && !dominant) return { infantry: -1, artillery: -1 };
  return null;
}

/** `{ moraleShift }` to spread into a combat unit, or nothing (11.8.2.1). */
export function moraleShiftField(state: GameState, power: MajorPower, nationality: string): { moraleShift?: MoraleShift } {
  const shift = dominanceMoraleShift(state, power, nationality);
  return shift ? { moraleShift: shift } : {};
}

/**
 * 11.8.2.2 the 6.3.3.2 fire modifiers that still hold: the British +1 only while Great Britain is
 * dominant; the Austrian or Prussian -1 only for the fleets of a power that is not dominant.
 */
export function navalFireFacts(state: GameState, nationalities: readonly string[]): { british: boolean; austrianOrPrussian: boolean } {
  return {
    british: nationalities.includes('britain') && isDominant(state, 'britain'),
    austrianOrPrussian: nationalities.some((n) => (n === 'austria' || n === 'prussia') && !isDominant(state, n)),
  };
}

/**
 * 6.1 / 11.8.2.2 who announces a place in the Naval Phase: Great Britain while dominant; once it
 * has lost the status it always moves first (null: nobody announces).
 */
export function navalAnnouncer(state: GameState): MajorPower | null {
  return isDominant(state, 'britain') ? 'britain' : null;
}

/** The Land Phase order before combined movement: `announcer` (if any) is placed among `others` by its announcement. */
export interface LandSequence {
  readonly announcer: MajorPower | null;
  /** the others in their order; France first when it must be. */
  readonly others: readonly MajorPower[];
  readonly rule: string;
}

/**
 * 7.1 / 11.8.2.3 the Land Phase sequence of a campaign game. `usual` is the 7.1 order of the
 * others (France excluded), `inPlay` the powers in the game.
 * - France dominant and no other: France announces (7.1).
 * - France dominant and one or more risen powers: France always moves first, nobody announces.
 * - France not dominant and two or more risen: France first.
 * - France not dominant and exactly one risen power: France takes that power's usual place and
 *   the risen power announces instead.
 * - France not dominant and none risen: the rule is silent; France keeps announcing (our ruling).
 */
export function landSequence(state: GameState, usual: readonly MajorPower[]): LandSequence {
  const others = usual.filter((p) => p !== 'france' && state.powers[p].inPlay);
  const france = state.powers.france.inPlay;
  if (!inUse(state)) return { announcer: france ? 'france' : null, others, rule: '7.1' };
  const risen = RISING_POWERS.filter((p) => state.powers[p].inPlay && isDominant(state, p));
  const franceFirst = (): LandSequence => ({ announcer: null, others: france ? ['france', ...others] : others, rule: '11.8.2.3' });
  if (risen.length === 0) return { announcer: france ? 'france' : null, others, rule: '7.1' };
  if (isDominant(state, 'france') || risen.length >= 2) return franceFirst();
  const [one] = risen as [MajorPower];
  return { announcer: one, others: others.map((p) => (p === one ? 'france' : p)).filter((p) => p !== 'france' || france), rule: '11.8.2.3' };
}

/** 11.8.2.4 the change to a power's income at each collection: +10 for a risen power, -10 for a fallen France or Britain. */
export function dominanceIncome(state: GameState, power: MajorPower): number {
  if (!inUse(state)) return 0;
  if (RISING_POWERS.includes(power)) return isDominant(state, power) ? 10 : 0;
  return isDominant(state, power) ? 0 : -10;
}

/**
 * 11.6.2.1 (option 11.6) while Turkey controls the Ottoman Empire, the corps of its component
 * minors fight with infantry morale 2.0 and cavalry 3.0 instead of the values on their counters.
 * `{ morale }` to spread into a corps' combat unit after its printed values, or nothing.
 */
export function ottomanCorpsMorale(state: GameState, nationality: string): { morale?: { readonly infantry: number; readonly cavalry: number } } {
  if (!state.options.rules.ottomanEmpire) return {};
  const empire = state.combinations?.active.find((c) => c.id === 'ottoman-empire');
  return empire && empire.controller === 'turkey' && empire.minors.includes(nationality) ? { morale: { infantry: 2, cavalry: 3 } } : {};
}

/**
 * 11.6.2.2 (option 11.6) at the end of a December Expenditure Step, the unspent money of a
 * Turkish Ottoman Empire's member free state goes to Turkey as tribute instead of being lost.
 */
export function paysOttomanTribute(state: GameState, power: MajorPower, nationality: string): boolean {
  if (!state.options.rules.ottomanEmpire || power !== 'turkey' || state.date.month !== 12) return false;
  const empire = state.combinations?.active.find((c) => c.id === 'ottoman-empire');
  return empire !== undefined && empire.controller === 'turkey' && empire.minors.includes(nationality);
}

/** 11.8.2.5 no rating raised past 5 (strategic), 5 (tactical) and 6 (tactical maximum). */
export const IMPROVED_LEADER_CAP = { strategic: 5, tactical: 5, tacticalMax: 6 } as const;

/** The three ratings a leader counter prints (strategic, tactical, tactical maximum). */
export interface LeaderRatingsTriple {
  readonly strategic: number;
  readonly tactical: number;
  readonly tacticalMax: number;
}

/** 11.8.2.5 each rating one higher, never past 5-5-6 (a rating already above stays as it is). */
export function improveRatings<T extends LeaderRatingsTriple>(r: T): T {
  const up = (v: number, cap: number) => Math.max(v, Math.min(v + 1, cap));
  return { ...r, strategic: up(r.strategic, IMPROVED_LEADER_CAP.strategic), tactical: up(r.tactical, IMPROVED_LEADER_CAP.tactical), tacticalMax: up(r.tacticalMax, IMPROVED_LEADER_CAP.tacticalMax) };
}

/**
 * 11.8.2.5 a combat leader's ratings with the improvement its power chose on rising to dominant
 * status, while that power stays dominant (the leader as it is otherwise).
 */
export function improvedLeader<T extends LeaderRatingsTriple & { readonly id: string }>(state: GameState, leader: T): T {
  if (!inUse(state)) return leader;
  const pick = state.combinations?.improvedLeaders?.find((x) => x.leader === leader.id);
  return pick && RISING_POWERS.includes(pick.power) && isDominant(state, pick.power) ? improveRatings(leader) : leader;
}
