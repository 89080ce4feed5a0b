import { Arrow, Group } from 'react-konva';
import type { PowerView } from '../../../shared/model/view';
import { OPTIONAL_ARROWS, type MapGeometry } from '../map';

// 12.2.1.1 (option) the Channel arrow (Picardy-England over the English Channel): the base map
// leaves it out (painter.ts OPTIONAL_ARROWS); it is drawn here, like the printed arrows, only in a
// game that plays the option. opt:12.2.1 (v2.71) likewise the five straits the printed map has no
// arrow for (Trondheim Fjord, Corfu Strait, Rhodes Channel, Strait of Oreon, Straits of Chalcis).
const OPTION_OF: Readonly<Record<string, 'channelArrow' | 'alternateCrossingArrows'>> = {
  '019-433': 'channelArrow',
  '028-029': 'alternateCrossingArrows',
  '367-541': 'alternateCrossingArrows',
  '370-595': 'alternateCrossingArrows',
  '542-545': 'alternateCrossingArrows',
  '544-545': 'alternateCrossingArrows',
};

export function OptionalArrows({ view, geometry }: { view: Pick<PowerView, 'options'>; geometry: MapGeometry }) {
  const on = geometry.crossings.filter((c) => {
    const key = `${c.from}-${c.to}`;
    const option = OPTION_OF[key];
    return OPTIONAL_ARROWS.has(key) && option !== undefined && view.options.rules[option];
  });
  if (on.length === 0) return null;
  return (
    <Group listening={false} name="optionalArrows">
      {on.map((c) => (
        <Arrow key={`${c.from}-${c.to}`} points={[c.tips[0][0], c.tips[0][1], c.tips[1][0], c.tips[1][1]]} pointerAtBeginning pointerLength={7} pointerWidth={7} stroke="#b8262b" fill="#b8262b" strokeWidth={2.2} />
      ))}
    </Group>
  );
}
