import { Group, Rect, Text } from 'react-konva';
import { OFF_BOARD_BOXES, OFF_BOARD_NAMES, type OffBoardBox } from '../../../shared/model/state';
import { POWER_ADJECTIVES } from '../../../shared/model';
import type { PowerView } from '../../../shared/model/view';

// v2.71 12.2.7~2 (option) the West Indies boxes, drawn off the map's southern edge in its lower
// left corner (below the Gulf of Cadiz and the far south-western Atlantic, where fleets leave):
// the Canaries nearest the board, then the Mid-Atlantic, then the West Indies. Fleets are public
// (2.4.2): each shows its name and ships, in its nationality's colour.

const FILL: Record<string, { fill: string; ink: string }> = {
  france: { fill: '#2f5fa8', ink: '#ffffff' },
  britain: { fill: '#b3261e', ink: '#ffffff' },
  spain: { fill: '#e0b12a', ink: '#2b2118' },
};
const BOX_W = 118;
const BOX_H = 74;
const ORIGIN: readonly [number, number] = [6, 2286];
/** Left to right: the West Indies farthest from the board, the Canaries nearest it. */
const ORDER: readonly OffBoardBox[] = [...OFF_BOARD_BOXES].reverse();

export function WestIndiesBox({ view }: { view: Pick<PowerView, 'options' | 'westIndies' | 'westIndiesHulks'> }) {
  const fleets = view.westIndies ?? [];
  if (!view.options.rules.westIndies && fleets.length === 0) return null;
  return (
    <Group listening={false} name="westIndies" x={ORIGIN[0]} y={ORIGIN[1]}>
      {ORDER.map((box, i) => {
        const here = fleets.filter((f) => f.box === box);
        return (
          <Group key={box} x={i * (BOX_W + 4)}>
            <Rect width={BOX_W} height={BOX_H} fill="rgba(244,236,214,0.92)" stroke="#0d2236" strokeWidth={1.4} cornerRadius={4} dash={box === 'midAtlantic' ? [5, 3] : undefined} />
            <Text x={4} y={3} width={BOX_W - 8} text={OFF_BOARD_NAMES[box]} fontSize={10} fontStyle="bold" fill="#0d2236" />
            {here.slice(0, 4).map((f, k) => {
              const c = FILL[f.fleet.nationality] ?? { fill: '#9a958c', ink: '#ffffff' };
              return (
                <Group key={f.fleet.id} x={4} y={17 + k * 14}>
                  <Rect width={BOX_W - 8} height={12} fill={c.fill} cornerRadius={6} />
                  <Text width={BOX_W - 8} height={12} text={`⚓${f.fleet.ships} ${f.fleet.name}`} fontSize={8.5} fill={c.ink} align="center" verticalAlign="middle" wrap="none" ellipsis />
                </Group>
              );
            })}
            {here.length > 4 && <Text x={4} y={BOX_H - 12} text={`+${here.length - 4} more`} fontSize={8} fill="#0d2236" />}
            {hulkLine(view.westIndiesHulks ?? [], box) && (
              <Text x={BOX_W / 2} y={BOX_H - 12} width={BOX_W / 2 - 4} text={hulkLine(view.westIndiesHulks ?? [], box)} fontSize={8} fill="#0d2236" align="right" />
            )}
          </Group>
        );
      })}
    </Group>
  );
}

/** opt:12.2.7.3~2 the hulks lying in a box, by nationality: "2 British hulks". */
function hulkLine(hulks: NonNullable<PowerView['westIndiesHulks']>, box: OffBoardBox): string {
  return hulks
    .filter((h) => h.box === box && h.count > 0)
    .map((h) => `${h.count} ${POWER_ADJECTIVES[h.nationality as keyof typeof POWER_ADJECTIVES] ?? h.nationality} hulk${h.count === 1 ? '' : 's'}`)
    .join(', ');
}
