// v2.71 4.6.8 (option "minorAlliances") diplomatic overtures to minor countries, made in the
// Economic Phase's UMP Control Step (8.11): each major power names at most one minor in secret
// (`political/minorOverture`, a secret group); the names are revealed together and each overture
// is resolved here. The UMP Control Step (steps/campaign/umpControl.ts, the umpx engineer's)
// calls `openMinorOvertures` when it begins and runs whenever `minorOverturesAsked` is true.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { DecisionGroup, DecisionOption, GameState, MajorPower, MinorId, Verdict } from '../../../model';
import type { GameData } from '../../gameData';
import { isUmp, playedPowers } from '../../../rules/campaign';
import { districtsOf } from '../../../rules/political/declarations';
import { atWarWithMinor, activePowers } from '../../../rules/political/facts';
import { canBeFreeState, nationalModifier } from '../../../rules/political/minors';
import { inInstabilityOrFiasco, statusOf } from '../../../rules/political/status';
import { emit, openDecision, openGroup, roll } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { setControl, setUp } from './minorControl';
import { openMinorSetups } from './minorSetup';

/**
 * opt:4.6.8 the points an overture to `minor` costs (and gives back when won): one per district,
 * zero-manpower districts not counted (Malta, Gibraltar and Corfu cost nothing). Without the
 * map's province values, every district counts (10.4).
 */
export function overtureCost(data: GameData | undefined, minor: MinorId | string): number {
  const provinces = data?.economy?.provinces.filter((p) => p.minor === minor);
  if (!provinces || provinces.length === 0) return districtsOf(minor);
  return provinces.filter((p) => p.manpower > 0).length;
}

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
 * `minorOverturesAsked` reads the option's switch; this does not.
 */
export function minorOvertureOptions(state: GameState, power: MajorPower, data?: GameData): DecisionOption[] {
  return [
    { value: 'none', label: 'No overture to a minor country', verdict: LEGAL },
    ...state.minors.map((m) => {
      const n = overtureCost(data, m.id);
      return {
        value: `overture:${m.id}`,
        label: `Overture to ${m.name} (${n} political point${n === 1 ? '' : 's'}, won or not; 10 or more on two dice with modifiers)`,
        verdict: minorOvertureVerdict(state, power, m.id),
      };
    }),
  ];
}

/** opt:4.6.8 the powers asked: every major power in play with a player (14.3.3.1 no UMP) and some minor it may court. */
function overturePowers(state: GameState): MajorPower[] {
  const played = new Set(playedPowers(state));
  return activePowers(state).filter((p) => played.has(p) && state.minors.some((m) => minorOvertureVerdict(state, p, m.id).ok));
}

/** opt:4.6.8 the UMP Control Step asks for overtures: the option is on and some power may make one. */
export function minorOverturesAsked(state: GameState): boolean {
  return state.options.rules.minorAlliances === true && overturePowers(state).length > 0;
}

/**
 * opt:4.6.8 opens the secret group (one `political/minorOverture` per power able to make one);
 * called by the UMP Control Step as it begins. Answers are hidden until all are in (2.4.2).
 */
export function openMinorOvertures(tx: Tx): void {
  if (!minorOverturesAsked(tx.state)) return;
  const powers = overturePowers(tx.state);
  const group = openGroup(tx, { kind: 'political/minorOverture', rule: 'opt:4.6.8', secret: true, powers });
  for (const power of powers)
    openDecision(tx, {
      power, kind: 'political/minorOverture', step: 'economic/umpControl', rule: 'opt:4.6.8',
      prompt: 'Name in secret at most one minor country for a diplomatic overture: it costs a political point per district, won or not (revealed together).',
      secret: true, select: 'one', group, options: minorOvertureOptions(tx.state, power, tx.data),
    });
}

/** opt:4.6.8 every overture is in: reveal and resolve them. */
export function revealMinorOvertures(tx: Tx, group: DecisionGroup): void {
  const answers: Partial<Record<MajorPower, string>> = {};
  for (const p of group.powers) {
    const a = group.answers[p];
    if (a !== undefined) answers[p] = String(Array.isArray(a) ? a[0] : a);
  }
  resolveMinorOvertures(tx, answers);
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
 */
export function resolveMinorOvertures(tx: Tx, answers: Partial<Record<MajorPower, string>>): void {
  const won = new Map<MinorId, MajorPower[]>();
  for (const power of activePowers(tx.state)) {
    const v = answers[power];
    if (!v || !v.startsWith('overture:')) continue;
    const minor = v.slice('overture:'.length) as MinorId;
    if (!minorOvertureVerdict(tx.state, power, minor).ok) continue;
    const name = tx.state.minors.find((m) => m.id === minor)?.name ?? minor;
    const n = overtureCost(tx.data, minor);
    // opt:4.6.8 paid whether the overture succeeds or not
    if (n > 0) politicalPoints(tx, power, -n, '4.6.8', `diplomatic overture to ${name}`);
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
    const n = overtureCost(tx.data, minor);
    // opt:4.6.8 the points paid come back with the minor
    if (n > 0) politicalPoints(tx, power, n, '4.6.8', `${m.name} won by a diplomatic overture`);
    if (free) setUp(tx, minor);
  }
  openMinorSetups(tx); // 4.6.3.2 / 4.6.3.4 the winners place their minors' forces
}
