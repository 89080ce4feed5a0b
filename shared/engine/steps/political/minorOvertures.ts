// v2.71 4.6.8 (option "minorAlliances") diplomatic overtures to minor countries, made in the
// Economic Phase's UMP Control Step (8.11): each major power names at most one minor in secret;
// the names are revealed together and each overture is resolved here. The UMP Control Step
// (steps/campaign/umpControl.ts, the umpx engineer's) asks with `minorOvertureOptions` and
// resolves the revealed answers with `resolveMinorOvertures`; nothing here opens decisions.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { DecisionOption, GameState, MajorPower, MinorId, Verdict } from '../../../model';
import { isUmp } from '../../../rules/campaign';
import { districtsOf } from '../../../rules/political/declarations';
import { atWarWithMinor, activePowers } from '../../../rules/political/facts';
import { canBeFreeState, nationalModifier } from '../../../rules/political/minors';
import { inInstabilityOrFiasco, statusOf } from '../../../rules/political/status';
import { emit, roll } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { setControl, setUp } from './minorControl';

/** 4.6.8 whether `power` may make an overture to `minor` now. */
export function minorOvertureVerdict(state: GameState, power: MajorPower, minor: MinorId): Verdict {
  const m = state.minors.find((x) => x.id === minor);
  if (!m) return illegal('notEligible', '4.6.8', 'no such minor country');
  // 14.3.3.1 uncontrolled major powers make no overtures
  if (isUmp(state, power)) return illegal('umpRestricted', '14.3.3.1', `${POWER_NAMES[power]} is an uncontrolled major power`);
  if (atWarWithMinor(state, power, minor)) return illegal('alreadyAtWar', '4.6.8', `${POWER_NAMES[power]} is at war with ${m.name}`);
  if (m.controller === power) return illegal('alreadyAllied', '4.6.8', `${POWER_NAMES[power]} already controls ${m.name}`);
  if (m.status !== 'neutral' && m.controller !== null && !inInstabilityOrFiasco(state, m.controller))
    return illegal('alreadyAllied', '4.6.8', `${m.name} is ${POWER_NAMES[m.controller]}'s, which is not in the Instability or Fiasco Zone`);
  return LEGAL;
}

/**
 * 4.6.8 the options of one power's secret answer: `none` first, then `overture:<minor>` with verdict and cost.
 * The step that asks (the UMP Control Step, which does not ask yet) reads the option's switch, not this.
 */
export function minorOvertureOptions(state: GameState, power: MajorPower): DecisionOption[] {
  return [
    { value: 'none', label: 'No overture to a minor country', verdict: LEGAL },
    ...state.minors.map((m) => ({
      value: `overture:${m.id}`,
      label: `Overture to ${m.name} (${districtsOf(m.id)} political point${districtsOf(m.id) === 1 ? '' : 's'}, won or not)`,
      verdict: minorOvertureVerdict(state, power, m.id),
    })),
  ];
}

/** An overture that changed nothing, logged on the minor with its reason. */
function unchanged(tx: Tx, minor: MinorId, reason: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (m) emit(tx, { type: 'minorControlChanged', minor, from: m.controller, to: m.controller, status: m.status, rule: '4.6.8', reason });
}

/**
 * 4.6.8 the revealed overtures: each pays a point per district, then rolls two dice + national
 * and status modifiers (4.6.2.1, 4.6.2.2); 10 or more succeeds. One success: the minor is that
 * power's, free with its forces set up if it has any, else conquered, and the power regains the
 * points. Several successes: the minor stays as it was. Values are the options' (`none` skipped).
 * partial: 4.6.8 zero-manpower districts are counted in the cost (the minors chart gives districts, not their manpower).
 */
export function resolveMinorOvertures(tx: Tx, answers: Partial<Record<MajorPower, string>>): void {
  const won = new Map<MinorId, MajorPower[]>();
  for (const power of activePowers(tx.state)) {
    const v = answers[power];
    if (!v || !v.startsWith('overture:')) continue;
    const minor = v.slice('overture:'.length) as MinorId;
    if (!minorOvertureVerdict(tx.state, power, minor).ok) continue;
    const name = tx.state.minors.find((m) => m.id === minor)?.name ?? minor;
    const n = districtsOf(minor);
    politicalPoints(tx, power, -n, '4.6.8', `diplomatic overture to ${name}`);
    const dice = roll(tx, '4.6.8', `${POWER_NAMES[power]}'s overture to ${name}`) + roll(tx, '4.6.8', `${POWER_NAMES[power]}'s overture to ${name}`);
    const total = dice + nationalModifier(power, minor) + statusOf(tx.state, power).statusModifier;
    if (total >= 10) won.set(minor, [...(won.get(minor) ?? []), power]);
    else unchanged(tx, minor, `${POWER_NAMES[power]}'s overture failed (${total}, 10 needed)`);
  }
  for (const [minor, powers] of won) {
    const m = tx.state.minors.find((x) => x.id === minor)!;
    if (powers.length > 1) {
      unchanged(tx, minor, `overtures by ${powers.map((p) => POWER_NAMES[p]).join(' and ')} all succeeded: it stays as it was`);
      continue;
    }
    const power = powers[0]!;
    const free = canBeFreeState(minor, tx.state.date.year);
    setControl(tx, minor, power, free ? 'free' : 'conquered', '4.6.8', 'won by a diplomatic overture');
    politicalPoints(tx, power, districtsOf(minor), '4.6.8', `${m.name} won by a diplomatic overture`);
    if (free) setUp(tx, minor);
  }
}
