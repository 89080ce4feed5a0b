// 11.8.2.5 / 11.8.2.6 what rising to dominant status does at once (option 11.8): the power may pick
// one leader to improve (offered in its 8.9 decision, `improve:<leader>`), and the ceded provinces
// of other powers it holds become its home provinces.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { CombinationsState, DecisionOption, GameState, MajorPower } from '../../../model';
import { leaderById } from '../../../data/forces';
import { combinationsOf } from '../../../rules/campaign/combinations';
import { IMPROVED_LEADER_CAP, RISING_POWERS, improveRatings, isDominant } from '../../../rules/campaign/combinations/effects';
import { provinceName } from '../../../rules/political';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

const record = (tx: Tx, change: (c: CombinationsState) => Partial<CombinationsState>) => {
  const now = combinationsOf(tx.state);
  patch(tx, { combinations: { ...now, ...change(now) } });
};
const listNames = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const triple = (r: { strategic: number; tactical: number; tacticalMax: number }) => `${r.strategic}-${r.tactical}-${r.tacticalMax}`;

/** A leader's printed ratings, when it has all three (leaders without ratings cannot be improved). */
function printed(id: string): { strategic: number; tactical: number; tacticalMax: number } | null {
  const d = leaderById(id);
  return d && d.strategic !== null && d.tactical !== null && d.tacticalMax !== null ? { strategic: d.strategic, tactical: d.tactical, tacticalMax: d.tacticalMax } : null;
}

/**
 * 11.8.2.5 a risen Austria, Prussia, Russia, Spain or Turkey that has not yet picked may choose one
 * of its leaders (in play, not killed): `improve:<leader>`, best-rated first, each labelled with its
 * ratings before and after. One already at 5-5-6 (or above) gains nothing and is refused.
 */
export function leaderImprovements(state: GameState, power: MajorPower): DecisionOption[] {
  if (!state.options.rules.alternateDominantPowers || !RISING_POWERS.includes(power) || !isDominant(state, power)) return [];
  if (combinationsOf(state).improvedLeaders?.some((x) => x.power === power)) return [];
  const rated = state.leaders
    .filter((l) => l.owner === power && l.location.kind !== 'killed')
    .flatMap((l) => { const r = printed(l.id); return r ? [{ l, r }] : []; })
    .sort((a, b) => b.r.strategic + b.r.tactical + b.r.tacticalMax - (a.r.strategic + a.r.tactical + a.r.tacticalMax) || a.l.name.localeCompare(b.l.name));
  return rated.map(({ l, r }) => {
    const after = improveRatings(r);
    const gains = triple(after) !== triple(r);
    return {
      value: `improve:${l.id}`, label: `Improve ${l.name}: ${triple(r)} to ${triple(after)} while ${POWER_NAMES[power]} stays dominant`,
      verdict: gains ? LEGAL : illegal('notApplicable', '11.8.2.5', `${l.name} is already rated ${triple(r)}; no rating goes past ${triple(IMPROVED_LEADER_CAP)}`),
    };
  });
}

/** 11.8.2.5 the chosen leader is recorded (judged again now); the log names it and its new ratings. */
export function improveLeader(tx: Tx, power: MajorPower, leader: string): void {
  if (!leaderImprovements(tx.state, power).some((o) => o.value === `improve:${leader}` && o.verdict.ok)) return;
  const r = printed(leader)!;
  const name = tx.state.leaders.find((l) => l.id === leader)?.name ?? leader;
  record(tx, (c) => ({ improvedLeaders: [...(c.improvedLeaders ?? []), { power, leader }] }));
  emit(tx, { type: 'combinationChanged', combination: 'dominance', name: POWER_NAMES[power], power, change: 'leaderImproved', members: [name], rule: '11.8.2.5',
    reason: `${name} from ${triple(r)} to ${triple(improveRatings(r))} while it stays a dominant power` });
}

/**
 * 11.8.2.5 / 11.8.2.6 a change of status announced in the 8.9 step: a power that rose takes its
 * ceded provinces into its home nation (11.8.2.6); one that fell loses its improved leader, and
 * may pick again if it rises once more.
 */
export function statusChanged(tx: Tx, power: MajorPower, dominant: boolean): void {
  if (!dominant) {
    if (combinationsOf(tx.state).improvedLeaders?.some((x) => x.power === power)) record(tx, (c) => ({ improvedLeaders: (c.improvedLeaders ?? []).filter((x) => x.power !== power) }));
    return;
  }
  if (RISING_POWERS.includes(power)) turnProvincesHome(tx, power);
}

/**
 * 11.8.2.6 at the moment a power becomes dominant, every ceded province of another power it holds
 * becomes one of its home provinces (those it gains later stay ceded), recorded in
 * `state.combinations.turnedHome`. Every reader asks one predicate (rules/campaign/combinations/homeTurned):
 * the Economic Phase (8.2.2 manpower), peace terms (B.7 / C.4, 11.9.1.1), reinforcement cities and corps
 * inside the home nation (5.2.2.2.1-5.2.2.2.3), and supply sources: a province a power holds is its
 * territory (7.2.3.1), and `isCededNow` answers the v2.71 7.2.3.1 test of ceded provinces.
 */
function turnProvincesHome(tx: Tx, power: MajorPower): void {
  const already = new Set((combinationsOf(tx.state).turnedHome ?? []).map((x) => x.province));
  const held = (tx.state.ceded ?? []).filter((c) => c.holder === power && c.home !== power && !already.has(c.province)).map((c) => c.province as string);
  if (held.length === 0) return;
  record(tx, (c) => ({ turnedHome: [...(c.turnedHome ?? []).filter((x) => !held.includes(x.province)), ...held.map((province) => ({ power, province, since: tx.state.date }))] }));
  const names = held.map(provinceName);
  emit(tx, { type: 'combinationChanged', combination: 'dominance', name: POWER_NAMES[power], power, change: 'provincesHome', members: names, rule: '11.8.2.6',
    reason: `${listNames(names)}, ceded to it before, ${held.length === 1 ? 'is now one of its home provinces' : 'are now its home provinces'} (those it gains later stay ceded)` });
}
