// 7.3.1.1 Movement allowances as the counters print them, for checking a scenario's corps.
import type { CorpsType, LandMap, MajorPower } from '../../../model';

/**
 * 7.3.1.1 the movement allowances a corps may have: 5 for corps with a cavalry symbol (the
 * Austrian light infantry too); 4 for French corps with an infantry symbol (artillery and guard
 * included) and for corps of minor free states run by France whose counter prints "(3)"; else 3.
 * Read from the nationality's counter of that roster id (`corps.id`) when the data has it, else from the corps'
 * type and the counters its nationality prints (feudal counters print 3 or 5). Null when no
 * counter data is known (nothing to check against).
 */
export function allowedMovement(map: LandMap, nationality: string, controller: MajorPower | null, type: CorpsType, id: string): readonly number[] | null {
  const counters = map.corpsCounters?.(nationality);
  if (counters === undefined) return null;
  const french = controller === 'france';
  const own = counters.find((c) => c.id === id);
  if (own) return [own.movement.printed === 5 ? 5 : own.movement.parenthesized && french ? 4 : 3];
  if (type === 'cavalry' || type === 'light') return [5];
  if (type === 'feudal') return [3, 5];
  if (type === 'insurrection' || type === 'tyrol') return [3];
  // infantry, guard, artillery: "(3)" on the nationality's counters of that symbol makes 4 under France
  const parenthesized = nationality === 'france' || counters.some((c) => c.movement.printed === 3 && c.movement.parenthesized);
  return [parenthesized && french ? 4 : 3];
}
