// 10.4 minors with districts as play moves them: the secondary districts follow their primary
// (10.4.3), stay with another power holding them apart (10.4.3.1), revert instead of turning
// neutral (10.4.3.2); v2.71 10.4.5 unions and v2.71 10.2.3 neutralising, both chosen in the
// New Political Combinations Step (8.9) with one `general/districts` decision per power.
import { POWER_NAMES } from '../../../model';
import type { DistrictLink, GameState, MajorPower, MinorCountry, MinorId } from '../../../model';
import { districtUnions } from '../../../data/forces';
import { activePowers } from '../../../rules/political/facts';
import { districtLinks, followersOf, joinOptions, joinVerdict, neutralisingOptions, reversionOf, unionsInUse } from '../../../rules/general';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { removeForces } from '../political/record';

const minorName = (tx: Tx, id: string) => tx.state.minors.find((m) => m.id === id)?.name ?? id;

function setLinks(tx: Tx, links: readonly DistrictLink[]): void {
  patch(tx, { general: { ...(tx.state.general ?? {}), links } });
}

/**
 * The change of control every path here makes: the entry, its forces off the map when it
 * turns neutral or changes hands (10.5.2.3 keeps the fleet's strength with the minor's data),
 * the event, then the linked districts that follow it (10.4.3).
 */
export function changeControl(tx: Tx, minor: MinorId, to: MajorPower | null, status: MinorCountry['status'], rule: string, reason: string): void {
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m) return;
  patch(tx, { minors: tx.state.minors.map((x) => (x.id === minor ? { id: x.id, name: x.name, status, controller: to } : x)) });
  if (status === 'neutral' || to !== m.controller) removeForces(tx, minor, rule, `${m.name} changed hands`);
  emit(tx, { type: 'minorControlChanged', minor, from: m.controller, to, status, rule, reason });
  followPrimary(tx, minor, m.controller, m.status);
}

/**
 * 10.4.3 the linked secondary districts held with a primary whose control just changed go with
 * it; 10.4.3.1 one held apart by another power stays. Called after every change of control.
 */
export function followPrimary(tx: Tx, primary: MinorId, formerController: MajorPower | null, formerStatus: MinorCountry['status']): void {
  const p = tx.state.minors.find((x) => x.id === primary);
  if (!p || (p.controller === formerController && p.status === formerStatus)) return;
  for (const s of followersOf(tx.state, primary, formerController, formerStatus)) {
    const status = p.status === 'free' ? 'conquered' : p.status; // 10.4.4 the primary's controller runs the forces; the district has none of its own
    changeControl(tx, s, p.controller, status, '10.4.3', `part of ${p.name}`);
  }
}

/**
 * 10.4.3.2 a secondary district held apart does not turn neutral: it passes to the power that
 * holds its primary, or rejoins its neutral primary (a printed district loses its own entry).
 * True when it did either, so the caller leaves the minor be.
 */
export function revertDistrict(tx: Tx, minor: MinorId): boolean {
  const r = reversionOf(tx.state, minor);
  const m = tx.state.minors.find((x) => x.id === minor);
  if (!m || r.kind === 'none') return false;
  if (r.kind === 'toPrimaryController') {
    if (m.controller === r.power) return true; // already its own: it simply stays
    changeControl(tx, minor, r.power, 'conquered', '10.4.3.2', `reverts to the power holding ${minorName(tx, r.primary)}`);
    return true;
  }
  // a linked district going neutral with its neutral primary is joined again by being neutral
  if (districtLinks(tx.state).some((l) => l.secondary === minor)) return false;
  removeForces(tx, minor, '10.4.3.2', `${m.name} rejoins ${minorName(tx, r.primary)}`);
  patch(tx, { minors: tx.state.minors.filter((x) => x.id !== minor) });
  emit(tx, { type: 'minorControlChanged', minor, from: m.controller, to: null, status: 'neutral', rule: '10.4.3.2', reason: `part of neutral ${minorName(tx, r.primary)} again` });
  return true;
}

/**
 * v2.71 10.4.5 a union lasts until its primary district is conquered by another power: the
 * conqueror takes the districts held with it (10.4.3, by `followPrimary`), and the links end.
 */
export function primaryConquered(tx: Tx, primary: MinorId, formerController: MajorPower | null, formerStatus: MinorCountry['status']): void {
  followPrimary(tx, primary, formerController, formerStatus);
  const ended = districtLinks(tx.state).filter((l) => l.primary === primary);
  if (ended.length > 0) setLinks(tx, districtLinks(tx.state).filter((l) => l.primary !== primary));
}

/** 8.9 nothing to choose while none of the v2.71 10.4.5 unions nor 10.2.3 is in use. */
export function districtsStepEmpty(state: GameState): string | null {
  return unionsInUse(state).length > 0 || state.options.rules.neutralisingMinors ? null : 'none of the options 10.4.5.x and 10.2.3 is in use';
}

/** 8.9 one `general/districts` decision for each power with a district to join (10.4.5) or a minor to let go (10.2.3). */
export function beginDistricts(tx: Tx): void {
  if (districtsStepEmpty(tx.state) !== null) return;
  for (const power of activePowers(tx.state)) {
    const options = [...joinOptions(tx.state, power), ...neutralisingOptions(tx.state, power)];
    if (!options.some((o) => o.verdict.ok)) continue;
    openDecision(tx, {
      power, kind: 'general/districts', step: 'economic/newCombinations', rule: '10.4.5',
      prompt: 'Join secondary districts to minors you run (no political points), or declare controlled minors neutral. Choose none to leave things as they are.',
      secret: false, select: 'many', group: null, options,
    });
  }
}

/** 8.9 the answers of one power, each judged again now (an earlier answer may have changed things). */
export function applyDistricts(tx: Tx, power: MajorPower, choices: readonly string[]): void {
  for (const choice of choices) {
    const [verb, a, b] = choice.split(':');
    if (verb === 'join' && a && b) {
      const union = districtUnions().find((u) => u.id === a);
      if (!union || !unionsInUse(tx.state).includes(union) || !joinVerdict(tx.state, power, union, b).ok) continue;
      setLinks(tx, [...districtLinks(tx.state), { union: union.id, primary: union.primary as MinorId, secondary: b as MinorId, created: tx.state.date }]);
      // v2.71 10.4.5 no political points for it
      emit(tx, { type: 'districtJoined', power, union: union.name, primary: union.primary, secondary: b, rule: union.rule });
    } else if (verb === 'neutral' && a && tx.state.options.rules.neutralisingMinors) {
      const m = tx.state.minors.find((x) => x.id === a);
      if (!m || m.controller !== power || m.status === 'neutral') continue;
      if (revertDistrict(tx, m.id)) continue; // 10.4.3.2 a district held apart goes back to its primary instead
      // v2.71 10.2.3 the control marker goes; its corps and fleet strengths are kept with the minor's data
      changeControl(tx, m.id, null, 'neutral', '10.2.3', `${POWER_NAMES[power]} declared it neutral`);
    }
  }
}
