import { Arrow, Circle, Group, Line } from 'react-konva';
import type { BattleRecord } from '../../../shared/model/battle';
import type { MapGeometry } from '../map';
import { useRoutePreview } from './routePreview';

const RED = '#8c1c13';

/**
 * Konva nodes for MapView's counters slot: a ring and crossed sabres on the battle's area,
 * each retreat route (7.5.2.10.3) as an arrow through the label points of its areas, and the
 * route picked in the retreat dialog, not yet sent, as a lighter arrow.
 */
export function BattleMapLayer({ battle, geometry }: { battle: BattleRecord; geometry: MapGeometry }) {
  const preview = useRoutePreview();
  const at = geometry.areas[battle.area]?.label;
  if (!at) return null;
  const [x, y] = at;
  const previewPoints = preview ? [battle.area, ...preview].flatMap((a) => geometry.areas[a]?.label ?? []) : [];
  return (
    <Group listening={false} name="battle">
      {previewPoints.length >= 4 && <Arrow points={previewPoints} stroke={RED} fill={RED} strokeWidth={3} dash={[4, 6]} pointerLength={10} pointerWidth={10} opacity={0.55} />}
      {battle.retreats.map((r, i) => {
        if (!r.route) return null;
        const points = [r.from, ...r.route].flatMap((a) => geometry.areas[a]?.label ?? []);
        if (points.length < 4) return null;
        return <Arrow key={i} points={points} stroke={RED} fill={RED} strokeWidth={4} dash={[10, 6]} pointerLength={12} pointerWidth={12} opacity={0.85} />;
      })}
      <Circle x={x} y={y} radius={22} stroke={RED} strokeWidth={3.5} dash={[6, 3]} />
      <Line points={[x - 11, y - 11, x + 11, y + 11]} stroke={RED} strokeWidth={3} lineCap="round" />
      <Line points={[x + 11, y - 11, x - 11, y + 11]} stroke={RED} strokeWidth={3} lineCap="round" />
    </Group>
  );
}
