// opt:4.6 (v2.71 minor country control) the two v2.71 ways minors change hands besides a declaration: 4.6.7 here, 4.6.8 overtures (minorOvertures.ts).
// v2.71 4.6.7 (option "minorNeighbourLoyalty") neutral minors and major power aggression: at the
// start of the Minor Country Control Step that follows a declaration on a neutral minor, the other
// powers may roll for the loyalty of its neutral neighbours able to be free states. Each power says
// in secret which neighbours it rolls for (`political/minorLoyalty`, a group); the highest modified
// roll of 10 or more takes the minor as a free state. The sequence then goes on with 4.6 as usual.
import { LEGAL, POWER_NAMES } from '../../../model';
import type { AreaId, DecisionGroup, MajorPower, MinorId } from '../../../model';
import { isCorpsBesieged } from '../../../rules/land/movement';
import { activePowers } from '../../../rules/political/facts';
import { canBeFreeState, controlModifiers } from '../../../rules/political/minors';
import { landDistance, neighbouringMinors } from '../../../rules/political/minorNeighbours';
import { politicalState } from '../../../rules/political/state';
import { controllerOf } from '../../../model';
import { emit, openDecision, openGroup, roll } from '../../tx';
import type { Tx } from '../../tx';
import { setControl, setUp } from './minorControl';

/** 4.6.7 each eligible neighbour with the powers that attacked its neighbours this turn (they may not roll for it). */
export function loyaltyTargets(tx: Tx): Map<MinorId, MajorPower[]> {
  const out = new Map<MinorId, MajorPower[]>();
  const map = tx.data.land;
  if (!map?.landAreas || !tx.state.options.rules.minorNeighbourLoyalty) return out;
  const attacked = (politicalState(tx.state).minorControl ?? []).filter((e) => e.aggressors.length > 0);
  for (const e of attacked)
    for (const n of neighbouringMinors(map, e.minor)) {
      const m = tx.state.minors.find((x) => x.id === n);
      if (!m || m.status !== 'neutral' || !canBeFreeState(n, tx.state.date.year) || attacked.some((a) => a.minor === n)) continue;
      out.set(n, [...new Set([...(out.get(n) ?? []), ...e.aggressors])]);
    }
  return out;
}

/** Opens the secret group when some neighbour is eligible; true when the step must wait for it. */
export function openLoyaltyRolls(tx: Tx): boolean {
  const targets = loyaltyTargets(tx);
  if (targets.size === 0) return false;
  const name = (id: string) => tx.state.minors.find((m) => m.id === id)?.name ?? id;
  const choices = new Map<MajorPower, MinorId[]>();
  for (const p of activePowers(tx.state)) {
    const list = [...targets].filter(([, aggressors]) => !aggressors.includes(p)).map(([m]) => m);
    if (list.length > 0) choices.set(p, list);
  }
  if (choices.size === 0) return false;
  const group = openGroup(tx, { kind: 'political/minorLoyalty', rule: '4.6.7', secret: true, powers: [...choices.keys()] });
  for (const [power, list] of choices)
    openDecision(tx, {
      power, kind: 'political/minorLoyalty', step: 'political/minorCountryControl', rule: '4.6.7',
      prompt: 'A neutral minor was attacked. In secret, tick its neighbours whose loyalty you roll for (two dice + national, status and at-war modifiers; 10 or more, highest wins).',
      secret: true, select: 'many', group,
      options: list.map((m) => ({ value: `roll:${m}`, label: `Roll for ${name(m)}`, verdict: LEGAL })),
    });
  return true;
}

/** 4.6.7 the rolls, revealed together. Ties: the tied power with an unbesieged corps nearest the minor's capital; still tied, it stays neutral. */
export function resolveLoyalty(tx: Tx, group: DecisionGroup): void {
  const targets = loyaltyTargets(tx);
  const map = tx.data.land;
  for (const [minor, aggressors] of targets) {
    const rollers = group.powers.filter((p) => (Array.isArray(group.answers[p]) ? (group.answers[p] as string[]) : []).includes(`roll:${minor}`));
    const name = tx.state.minors.find((m) => m.id === minor)?.name ?? minor;
    const scores = rollers.map((p) => {
      const dice = roll(tx, '4.6.7', `${POWER_NAMES[p]} rolls for ${name}'s loyalty`) + roll(tx, '4.6.7', `${POWER_NAMES[p]} rolls for ${name}'s loyalty`);
      return { p, total: dice + controlModifiers(tx.state, p, minor, aggressors).total };
    });
    const best = Math.max(10, ...scores.map((s) => s.total));
    let top = scores.filter((s) => s.total === best).map((s) => s.p);
    if (top.length > 1 && map) {
      const capital = map.minorCountry?.(minor)?.capitalArea;
      const near = (p: MajorPower) => {
        if (!capital) return Infinity;
        const areas = new Set<AreaId>(tx.state.corps.filter((c) => c.location.kind === 'area' && controllerOf(tx.state, c.nationality) === p && !isCorpsBesieged(tx.state, c)).map((c) => (c.location as { area: AreaId }).area));
        return areas.size === 0 ? Infinity : (landDistance(map, capital, areas) ?? Infinity);
      };
      const d = Math.min(...top.map(near));
      top = top.filter((p) => near(p) === d);
    }
    if (top.length !== 1) {
      if (rollers.length > 0) emit(tx, { type: 'minorControlChanged', minor, from: null, to: null, status: 'neutral', rule: '4.6.7', reason: top.length === 0 ? 'no roll of 10 or more' : 'the best rolls tied: it stays neutral' });
      continue;
    }
    setControl(tx, minor, top[0]!, 'free', '4.6.7', `won its loyalty after its neighbour was attacked (${best})`);
    setUp(tx, minor);
  }
}
