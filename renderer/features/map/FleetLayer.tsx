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

export function FleetLayer({ marks, targets = [], moving = null }: { marks: readonly FleetLayerMark[]; targets?: readonly FleetLayerTarget[]; moving?: string | null }) {
  return (
    <Group listening={false} name="fleets">
      {targets.map((t) => (
        <Group key={`t:${t.place}`} x={t.at[0]} y={t.at[1]}>
          <Circle radius={t.kind === 'sea' ? 20 : 13} fill="rgba(242,193,78,0.28)" stroke={LIT} strokeWidth={2.5} dash={t.kind === 'box' ? [4, 3] : undefined} />
          {t.cost !== null && (
            <Text x={-10} y={t.kind === 'sea' ? 8 : 6} width={20} text={String(t.cost)} fontSize={10} fontStyle="bold" fill="#5a3a00" align="center" />
          )}
        </Group>
      ))}
      {marks.map((m) => {
        const w = CHIP_W;
        const x0 = m.at[0] - w / 2;
        const y0 = m.at[1] - (m.fleets.length * (CHIP_H + 1)) / 2;
        return (
          <Group key={m.place}>
            {moving === m.place && <Circle x={m.at[0]} y={m.at[1]} radius={8 + m.fleets.length * 8} stroke="#ffffff" strokeWidth={3} dash={[5, 3]} />}
            {m.fleets.map((f, i) => {
              const c = COLOURS[f.nationality] ?? MINOR;
              return (
                <Group key={f.id} x={x0} y={y0 + i * (CHIP_H + 1)}>
                  <Rect width={w} height={CHIP_H} fill={c.fill} stroke={m.kind === 'box' ? '#f2c14e' : '#0d2236'} strokeWidth={m.kind === 'box' ? 1.6 : 0.9} cornerRadius={7} />
                  <Text width={w} height={CHIP_H} text={`⚓${f.ships}`} fontSize={9} fontStyle="bold" fill={c.ink} align="center" verticalAlign="middle" />
                </Group>
              );
            })}
          </Group>
        );
      })}
    </Group>
  );
}
