import { Group, Rect, Text } from 'react-konva';
import type { PowerView } from '../../../shared/model/view';
import type { MapGeometry } from '../map';
import { counterStacks } from './counterStacks';

const CHIP = 15;
const GAP = 2;
const PER_ROW = 4;

/** Counter colours by nationality (the majors' traditional colours; minors in grey). */
const COLOURS: Record<string, { fill: string; ink: string }> = {
  france: { fill: '#2f5fa8', ink: '#ffffff' },
  britain: { fill: '#b3261e', ink: '#ffffff' },
  spain: { fill: '#e0b12a', ink: '#2b2118' },
  austria: { fill: '#f4f1e6', ink: '#2b2118' },
  prussia: { fill: '#34373b', ink: '#ffffff' },
  russia: { fill: '#2e7d32', ink: '#ffffff' },
  turkey: { fill: '#8a5a2b', ink: '#ffffff' },
};
const MINOR = { fill: '#9a958c', ink: '#ffffff' };

/** Konva nodes for MapView's counters slot, in map pixels, placed under each area's label. */
export function CountersLayer({ view, geometry }: { view: PowerView; geometry: MapGeometry }) {
  return (
    <>
      {counterStacks(view).map((stack) => {
        const at = geometry.areas[stack.area]?.label;
        if (!at) return null;
        const cols = Math.min(PER_ROW, stack.chips.length);
        const x0 = at[0] - (cols * (CHIP + GAP) - GAP) / 2;
        const y0 = at[1] + 6;
        return (
          <Group key={stack.area} listening={false}>
            {stack.chips.map((chip, i) => {
              const c = COLOURS[chip.nationality] ?? MINOR;
              const x = x0 + (i % PER_ROW) * (CHIP + GAP);
              const y = y0 + Math.floor(i / PER_ROW) * (CHIP + GAP);
              return (
                <Group key={chip.key} x={x} y={y}>
                  <Rect width={CHIP} height={CHIP} fill={c.fill} stroke="#1c140d" strokeWidth={0.8} cornerRadius={chip.kind === 'fleet' ? 7 : chip.kind === 'depot' ? 0 : 2} />
                  <Text width={CHIP} height={CHIP} text={chip.text} fontSize={chip.text.length > 2 ? 6.5 : 8.5} fontStyle="bold" fill={c.ink} align="center" verticalAlign="middle" />
                </Group>
              );
            })}
          </Group>
        );
      })}
    </>
  );
}
