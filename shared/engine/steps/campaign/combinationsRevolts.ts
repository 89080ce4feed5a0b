// What a combination's members become when their controller falters (section 10.5.2 with section 11):
// - v2.71 10.5.2.3.1 (option minorRevolts) a section 11 kingdom takes one revolt check, rolled by
//   its primary district in the Minor Country Control Step; the other members share the result
//   (`kingdomFollows`, called by steps/political/minorControl.ts).
// - printed 10.5.2.3 (minorRevolts off) a member lost in the 8.9 Fiasco check passes to an enemy
//   with a corps or garrison inside it instead of turning neutral (`componentLost`, called by
//   combinations.ts).
import { POWER_NAMES, atWar, controllerOf } from '../../../model';
import type { MajorPower, MinorId, Nationality } from '../../../model';
import type { RevoltKingdom } from '../../../rules/campaign/combinations';
import { kingdomMinorOfProvince } from '../../../rules/campaign/combinations/neutral';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { changeControl, revertDistrict } from '../general/districts';
import { garrisonsLeave, switchSides } from '../general/revolts';
import { contest } from '../economic/civilDisorder';

const minorOf = (tx: Tx, id: string) => tx.state.minors.find((m) => m.id === id);

/**
 * v2.71 10.5.2.3.1 after the primary district of `kingdom` took its revolt check: when it stayed
 * with `power` nothing happens; when it changed sides every other member free state goes over
 * with it (10.5.2.3.2 each member's forces as the primary's, and one political point for the whole
 * kingdom, 10.5.2.4); when it turned neutral every other member turns neutral too, its controller's
 * garrisons marching out (errata to 10.5.2.3).
 */
export function kingdomFollows(tx: Tx, kingdom: RevoltKingdom | null, power: MajorPower, zone: string): void {
  if (!kingdom) return;
  const p = minorOf(tx, kingdom.primary);
  if (!p || (p.controller === power && p.status !== 'neutral')) return;
  for (const f of kingdom.followers) {
    const m = minorOf(tx, f);
    if (!m || m.controller !== power || m.status === 'neutral') continue;
    if (p.status === 'free' && p.controller !== null) {
      switchSides(tx, m, power, p.controller, false);
      continue;
    }
    if (revertDistrict(tx, m.id)) continue; // 10.4.3.2 a district held apart goes back to its primary instead
    changeControl(tx, m.id, null, 'neutral', '10.5.2.3.1', `part of ${kingdom.combination.name}, whose ${p.name} revolted against ${POWER_NAMES[power]} in its ${zone} zone`);
    garrisonsLeave(tx, m.id, power);
  }
}

/** Printed 10.5.2.3 the powers at war with `controller` that have a corps or a garrison inside the minor. */
export function occupyingEnemies(tx: Tx, minor: string, controller: MajorPower): MajorPower[] {
  const map = tx.data.land;
  if (!map) return [];
  // 11.4.3 the Tyrol of a Kingdom of Bavaria is a district of Bavaria
  const inside = (a: string) => map.area(a as never)?.minor === minor || kingdomMinorOfProvince(tx.state, map.area(a as never)?.province) === minor;
  const found = new Set<MajorPower>();
  const add = (nationality: Nationality) => {
    const p = controllerOf(tx.state, nationality);
    if (p !== null && p !== controller && atWar(tx.state, p, controller)) found.add(p);
  };
  for (const c of tx.state.corps) if (c.location.kind === 'area' && inside(c.location.area)) add(c.nationality);
  for (const g of tx.state.garrisons) if (inside(g.area)) add(g.nationality);
  return [...found].sort();
}

/**
 * Printed 10.5.2.2 / 10.5.2.3 a combination's member that failed its Fiasco check (11.2.3.2,
 * 11.3.3.2, 11.5.3.2, 11.6.3.2): with an enemy's corps or garrison inside, it passes to that enemy
 * as a conquered minor (several: competitive dice as in 8.7.4) and the enemy gains a political
 * point (10.5.2.4); otherwise it turns neutral. Either way its forces leave the map and its
 * controller's garrisons march out (errata to 10.5.2.3).
 */
export function componentLost(tx: Tx, minor: MinorId, controller: MajorPower, rule: string, reason: string): void {
  const m = minorOf(tx, minor);
  if (!m) return;
  const enemies = occupyingEnemies(tx, minor, controller);
  if (enemies.length > 0) {
    const to = enemies.length === 1 ? enemies[0]! : contest(tx, enemies, m.name);
    changeControl(tx, minor, to, 'conquered', '10.5.2.3', `${reason}: ${POWER_NAMES[to]}'s forces inside take it`);
    politicalPoints(tx, to, 1, '10.5.2.4', `gained ${m.name} from ${POWER_NAMES[controller]}`);
  } else {
    if (revertDistrict(tx, minor)) return; // 10.4.3.2
    changeControl(tx, minor, null, 'neutral', rule, reason);
  }
  garrisonsLeave(tx, minor, controller);
}
