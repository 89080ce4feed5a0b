import type { MapGeometry } from './geometrySchema';

export type Direction = 'north' | 'south' | 'east' | 'west';

const ANGLES: Record<Direction, number> = { east: 0, south: Math.PI / 2, west: Math.PI, north: -Math.PI / 2 };

/**
 * Keyboard walk between areas: the neighbour whose label point lies closest to the given
 * direction (within 70°), nearer ones preferred. Null when none lies that way.
 */
export function neighbourInDirection(geometry: MapGeometry, neighbours: readonly string[], from: string, dir: Direction): string | null {
  const origin = geometry.areas[from]?.label;
  if (!origin) return null;
  let best: string | null = null;
  let bestCost = Infinity;
  for (const id of neighbours) {
    const p = geometry.areas[id]?.label;
    if (!p) continue;
    const dx = p[0] - origin[0];
    const dy = p[1] - origin[1];
    const dist = Math.hypot(dx, dy);
    if (dist === 0) continue;
    let off = Math.abs(Math.atan2(dy, dx) - ANGLES[dir]);
    if (off > Math.PI) off = 2 * Math.PI - off;
    if (off > (70 * Math.PI) / 180) continue;
    const cost = off * 2 + dist / 200;
    if (cost < bestCost || (cost === bestCost && best !== null && id < best)) {
      bestCost = cost;
      best = id;
    }
  }
  return best;
}
