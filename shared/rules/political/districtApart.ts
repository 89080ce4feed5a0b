// 10.4.3.2 a secondary district held apart from its minor, as the land and political rules read the map.
import { minorById } from '../../model';
import type { GameState, LandAreaFacts } from '../../model';

/**
 * 10.4.3.2 the minor country an area belongs to now. A printed secondary district with an entry of
 * its own in the state is held apart (Finland under Russia in 1812-1813; v2.71 1.1.2 Hither
 * Pomerania ceded or conquered apart) and is its own country: its controller's territory, its own
 * neutrality and wars. Otherwise the map's minor (null in a home nation). The Economic Phase reads
 * provinces the same way (`districtMinorOf`).
 */
export function areaMinor(state: GameState, facts: Pick<LandAreaFacts, 'minor' | 'province'>): string | null {
  const m = facts.minor;
  if (m === null) return null;
  const p = facts.province;
  return p && (p as string) !== m && minorById(state, p) !== undefined ? p : m;
}
