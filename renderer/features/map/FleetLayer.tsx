import { Circle, Group, Rect, Text } from 'react-konva';

// 6.2 / 2.4.2 the fleet layer (issue 17): Konva nodes for MapView's counters slot, in map pixels.
// Fleets are public: each place shows its fleets as anchors with their ship counts; in naval
// movement the places the engine offers the moving stack are lit with the cost it printed, and
// the stack under way is ringed. The marks come from features/naval (navalMap.ts); this file
// only draws them.

type Point = readonly [number, number];

export interface FleetLayerMark {
  place: string;
  kind: 'sea' | 'port' | 'box';
  at: Point;
  fleets: readonly { id: string; name: string; nationality: string; ships: number }[];
}

export interface FleetLayerTarget {
  place: string;
  kind: 'sea' | 'port' | 'box';
  at: Point;
  cost: number | null;
}

/** Fleet colours by nationality, as the land counters (minors in grey). */
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
const LIT = '#f2c14e';
const CHIP_W = 26;
const CHIP_H = 14;

/** One column per nationality, side by side, so the two sides of a place read apart. */
function columns(m: FleetLayerMark): FleetLayerMark['fleets'][] {
  const by = new Map<string, FleetLayerMark['fleets'][number][]>();
  for (const f of m.fleets) by.set(f.nationality, [...(by.get(f.nationality) ?? []), f]);
  return [...by.values()];
}

export function FleetLayer({ marks, targets = [], moving = null, battle = null }: { marks: readonly FleetLayerMark[]; targets?: readonly FleetLayerTarget[]; moving?: string | null; battle?: Point | null }) {
  return (
    <Group listening={false} name="fleets">
      {battle && <Circle x={battle[0]} y={battle[1]} radius={34} stroke="#8c1c13" strokeWidth={3.5} dash={[6, 3]} />}
      {targets.map((t) => {
        const r = t.kind === 'sea' ? 18 : 12;
        return (
          <Group key={`t:${t.place}`} x={t.at[0]} y={t.at[1]}>
            <Circle radius={r} fill="rgba(242,193,78,0.25)" stroke={LIT} strokeWidth={2.5} dash={t.kind === 'box' ? [4, 3] : undefined} />
            {t.cost !== null && (
              <Group x={r * 0.7} y={-r * 0.7 - 7}>
                <Rect width={14} height={13} fill="#5a3a00" cornerRadius={6} />
                <Text width={14} height={13} text={String(t.cost)} fontSize={9} fontStyle="bold" fill="#ffffff" align="center" verticalAlign="middle" />
              </Group>
            )}
          </Group>
        );
      })}
      {marks.map((m) => {
        const cols = columns(m);
        const tallest = Math.max(...cols.map((c) => c.length)) * (CHIP_H + 1);
        const x0 = m.at[0] - (cols.length * (CHIP_W + 2)) / 2;
        // at sea the stack stands above the point (clear of the area's number); elsewhere centred on it
        const y0 = m.kind === 'sea' ? m.at[1] - tallest + 6 : m.at[1] - tallest / 2;
        return (
          <Group key={m.place}>
            {moving === m.place && <Circle x={m.at[0]} y={y0 + tallest / 2} radius={10 + Math.max(tallest, cols.length * CHIP_W) / 2} stroke="#ffffff" strokeWidth={3} dash={[5, 3]} />}
            {cols.map((col, j) =>
              col.map((f, i) => {
                const c = COLOURS[f.nationality] ?? MINOR;
                return (
                  <Group key={f.id} x={x0 + j * (CHIP_W + 2)} y={y0 + i * (CHIP_H + 1)}>
                    <Rect width={CHIP_W} height={CHIP_H} fill={c.fill} stroke={m.kind === 'box' ? LIT : '#0d2236'} strokeWidth={m.kind === 'box' ? 1.6 : 0.9} cornerRadius={7} />
                    <Text width={CHIP_W} height={CHIP_H} text={`⚓${f.ships}`} fontSize={9} fontStyle="bold" fill={c.ink} align="center" verticalAlign="middle" />
                  </Group>
                );
              }),
            )}
          </Group>
        );
      })}
    </Group>
  );
}
