// v2.71 14.3 applied in the other phases' steps: each step calls one of these from a one-line hook
// (8.6 Political Status Adjustment, 4.4 Peace).
import { MAJOR_POWERS, POWER_NAMES, atWar } from '../../../model';
import type { DecisionGroup, MajorPower } from '../../../model';
import { NEUTRAL_UMP_POINTS, campaignOf, forcedSueSucceeds, informalPeaceDue, neutralUmps, umpOf, umpSueNumber } from '../../../rules/campaign';
import { enemiesOf, forcesInHomeNation } from '../../../rules/political/facts';
import { emit, roll } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { patchUmp } from './umpControl';
import { endWar } from '../political/record';
import { exchangePrisoners } from '../political/peaceEffects';
import { repatriate } from '../political/repatriation';

/** 14.3.6.2 at the Political Status Adjustment every neutral UMP gains two political points. */
export function neutralUmpPoints(tx: Tx): void {
  for (const p of neutralUmps(tx.state)) politicalPoints(tx, p, NEUTRAL_UMP_POINTS, '14.3.6.2', `${POWER_NAMES[p]} is a neutral uncontrolled major power`);
}

/**
 * 14.3.4 an active UMP that accepts a conditional or unconditional peace becomes inactive (its
 * controller stays). A left player's power stays active until the next control step (19.2.1).
 */
export function umpAcceptedPeace(tx: Tx, loser: MajorPower): void {
  const u = umpOf(tx.state, loser);
  if (!u || u.status !== 'active') return;
  patchUmp(tx, loser, { status: 'inactive' });
  emit(tx, { type: 'umpControlDecided', ump: loser, controller: u.controller, status: 'inactive', rule: '14.3.4', reason: `${POWER_NAMES[loser]} accepted a peace: inactive from now on` });
}

/**
 * opt:14.3.3.9 at the Peace Step a power makes informal peace with every UMP it controls and is at
 * war with (and its UMPs at war with each other do too), before anyone sues. Returns the pairs
 * that made peace: the Peace Step asks their allies still at war with the other side whether to
 * demand the alliance be broken, as after any informal peace (4.4.7).
 */
export function umpInformalPeace(tx: Tx): [MajorPower, MajorPower][] {
  const made: [MajorPower, MajorPower][] = [];
  const controllers = [...new Set(campaignOf(tx.state).umps.map((u) => u.controller).filter((c): c is MajorPower => c !== null))];
  for (const c of controllers)
    for (const [a, b] of informalPeaceDue(tx.state, c)) {
      if (!tx.state.relations.wars.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) continue;
      endWar(tx, a, b);
      emit(tx, { type: 'peaceMade', loser: a, victor: b, kind: 'informal', terms: [], rule: '14.3.3.9' });
      exchangePrisoners(tx, a, b);
      repatriate(tx, a, b);
      repatriate(tx, b, a);
      made.push([a, b]);
    }
  return made;
}

/**
 * 14.3.3.8 the rolls asked for with "forceUmp:<ump>" in the Peace Step's suits: a die over the
 * UMP's victory points number makes it sue the roller, or every enemy when the roller has no
 * land forces in its home nation (4.4.2.1). Returns the suits as loser/victor pairs.
 */
export function umpForcedSuits(tx: Tx, group: DecisionGroup): { loser: MajorPower; victor: MajorPower }[] {
  const out: { loser: MajorPower; victor: MajorPower }[] = [];
  for (const p of group.powers) {
    const said = Array.isArray(group.answers[p]) ? (group.answers[p] as string[]) : [];
    for (const v of said.filter((x) => x.startsWith('forceUmp:'))) {
      const ump = v.slice('forceUmp:'.length) as MajorPower;
      if (!umpOf(tx.state, ump) || out.some((s) => s.loser === ump)) continue;
      const die = roll(tx, '14.3.3.8', `${POWER_NAMES[p]} tries to force ${POWER_NAMES[ump]} to sue`);
      if (!forcedSueSucceeds(die, umpSueNumber(tx.state, ump))) continue;
      const map = tx.data.land;
      const to = !map || forcesInHomeNation(tx.state, map, p, ump) ? [p] : enemiesOf(tx.state, ump);
      emit(tx, { type: 'suedForPeace', power: ump, to, forced: true, rule: '14.3.3.8' });
      for (const victor of to) out.push({ loser: ump, victor });
    }
  }
  return out;
}

/**
 * 14.3.3.8 two UMPs at war with each other that sued each other in this Peace Step (freely, or
 * forced by a roll) make an informal peace at once: no offer, no terms. Reads this step's suits
 * from the events of the command that revealed them; returns the treaties still to be settled.
 */
export function umpMutualSuits<T extends { readonly loser: MajorPower; readonly victor: MajorPower }>(tx: Tx, treaties: readonly T[]): T[] {
  const sued = new Set<string>();
  for (const e of tx.events) if (e.type === 'suedForPeace') for (const to of e.to) sued.add(`${e.power}>${to}`);
  const pairs: [MajorPower, MajorPower][] = [];
  for (const key of sued) {
    const [a, b] = key.split('>') as [MajorPower, MajorPower];
    if (MAJOR_POWERS.indexOf(a) < MAJOR_POWERS.indexOf(b) && sued.has(`${b}>${a}`) && umpOf(tx.state, a) && umpOf(tx.state, b) && atWar(tx.state, a, b)) pairs.push([a, b]);
  }
  for (const [a, b] of pairs) {
    endWar(tx, a, b);
    emit(tx, { type: 'peaceMade', loser: a, victor: b, kind: 'informal', terms: [], rule: '14.3.3.8' });
    exchangePrisoners(tx, a, b);
    repatriate(tx, a, b);
    repatriate(tx, b, a);
  }
  return treaties.filter((t) => !pairs.some(([a, b]) => (t.loser === a && t.victor === b) || (t.loser === b && t.victor === a)));
}

/**
 * opt:14.3.6.1 at the Peace Step every neutral UMP still at war sues all its enemies (forced);
 * `neutralUmpMayRefuse` keeps it from refusing what they offer. Returns the suits.
 */
export function neutralUmpSurrenders(tx: Tx): { loser: MajorPower; victor: MajorPower }[] {
  const out: { loser: MajorPower; victor: MajorPower }[] = [];
  for (const u of neutralUmps(tx.state)) {
    const to = enemiesOf(tx.state, u);
    if (to.length === 0) continue;
    emit(tx, { type: 'suedForPeace', power: u, to, forced: true, rule: '14.3.6.1' });
    for (const victor of to) out.push({ loser: u, victor });
  }
  return out;
}
