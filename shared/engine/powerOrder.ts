import type { MajorPower } from '../model';

/** 5.1 Naval Reinforcement Step order. */
export const NAVAL_REINFORCEMENT_ORDER: readonly MajorPower[] = ['spain', 'france', 'prussia', 'austria', 'turkey', 'russia', 'britain'];
/** 5.2 Army Reinforcement Step order. */
export const ARMY_REINFORCEMENT_ORDER: readonly MajorPower[] = ['spain', 'britain', 'prussia', 'austria', 'turkey', 'russia', 'france'];
/** 6.1 Naval Phase: the others' order; Great Britain announces its place among them. */
export const NAVAL_PHASE_OTHERS: readonly MajorPower[] = ['russia', 'turkey', 'austria', 'prussia', 'france', 'spain'];
/** 7.1 Land Phase: the others' order; France announces its place among them. */
export const LAND_PHASE_OTHERS: readonly MajorPower[] = ['russia', 'turkey', 'austria', 'prussia', 'britain', 'spain'];
/** 3.1 F Minor Country Control Step order. */
export const MINOR_CONTROL_ORDER: readonly MajorPower[] = ['france', 'russia', 'turkey', 'austria', 'prussia', 'britain', 'spain'];

/** `power` placed at 0-based `position` among `others` (6.1, 7.1 announcements). */
export function insertAt(others: readonly MajorPower[], power: MajorPower, position: number): MajorPower[] {
  const rest = others.filter((p) => p !== power);
  const at = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, at), power, ...rest.slice(at)];
}

/**
 * 6.1.2 / 7.1.2 / 4.9 Allies moving combined share one sequence, at the place of whichever of
 * them would have moved last. Powers not in `order` are ignored; other powers keep their places.
 */
export function withCombinedMovement(order: readonly MajorPower[], groups: readonly (readonly MajorPower[])[]): MajorPower[][] {
  const groupOf = (p: MajorPower) => groups.find((g) => g.includes(p));
  const slots: MajorPower[][] = [];
  order.forEach((p, i) => {
    const g = groupOf(p);
    if (!g) {
      slots.push([p]);
      return;
    }
    const members = order.filter((q) => g.includes(q));
    if (order.slice(i + 1).some((q) => g.includes(q))) return; // a later ally moves for the group
    slots.push(members);
  });
  return slots;
}

/**
 * 3.4 Scenarios: France moves first, then the rest of its side, then the other side, each in
 * the 7.1 order. (The rule names only France and "the other side"; France's allies are placed
 * right after France.)
 */
export function scenarioLandOrder(inPlay: readonly MajorPower[], sides: readonly (readonly MajorPower[])[]): MajorPower[] {
  const frenchSide = sides.find((s) => s.includes('france')) ?? ['france'];
  const rank = (p: MajorPower) => LAND_PHASE_OTHERS.indexOf(p);
  const ours = inPlay.filter((p) => p !== 'france' && frenchSide.includes(p)).sort((a, b) => rank(a) - rank(b));
  const theirs = inPlay.filter((p) => p !== 'france' && !frenchSide.includes(p)).sort((a, b) => rank(a) - rank(b));
  return [...(inPlay.includes('france') ? (['france'] as MajorPower[]) : []), ...ours, ...theirs];
}
