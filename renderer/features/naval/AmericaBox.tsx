import { Group, Rect, Text } from 'react-konva';
import type { PowerView } from '../../../shared/model/view';

// v2.71 8.2.1.2.2.2.2.2 British fleets sent to America, drawn off the map's western edge beside the
// Atlantic off Ireland and the Atlantic (west), where they leave and come back. Fleets are public
// (2.4.2): each shows its name, its ships and how many corps it carried (their strength is secret).

const BOX_W = 132;
const ORIGIN: readonly [number, number] = [6, 1040];

export function AmericaBox({ view }: { view: Pick<PowerView, 'america'> }) {
  const forces = view.america ?? [];
  if (forces.length === 0) return null;
  const shown = forces.slice(0, 6);
  const height = 20 + shown.length * 14 + (forces.length > shown.length ? 12 : 0);
  return (
    <Group listening={false} name="america" x={ORIGIN[0]} y={ORIGIN[1]}>
      <Rect width={BOX_W} height={height} fill="rgba(244,236,214,0.92)" stroke="#0d2236" strokeWidth={1.4} cornerRadius={4} />
      <Text x={4} y={3} width={BOX_W - 8} text="America" fontSize={10} fontStyle="bold" fill="#0d2236" />
      {shown.map((f, k) => {
        const corps = f.corps.length > 0 ? ` +${f.corps.length} corps` : '';
        const back = f.returning ? ' (coming back)' : '';
        return (
          <Group key={f.fleet.id} x={4} y={17 + k * 14}>
            <Rect width={BOX_W - 8} height={12} fill="#b3261e" cornerRadius={6} />
            <Text
              width={BOX_W - 8}
              height={12}
              text={`⚓${f.fleet.ships} ${f.fleet.name}${corps}${back}`}
              fontSize={8.5}
              fill="#ffffff"
              align="center"
              verticalAlign="middle"
              wrap="none"
              ellipsis
            />
          </Group>
        );
      })}
      {forces.length > shown.length && (
        <Text x={4} y={height - 12} text={`+${forces.length - shown.length} more`} fontSize={8} fill="#0d2236" />
      )}
    </Group>
  );
}
