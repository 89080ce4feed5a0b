// 6.2 the Naval Phase's map layer: every fleet where it stands and, while the seat moves a stack,
// the places the engine offers it with their costs (pointing at one gives the order: GameScreen
// through `pointedOrder`).
import type { PowerView } from '../../../shared/model/view';
import { FleetLayer, type MapGeometry } from '../map';
import { fleetMarks, navalMovement, navalTargets, placePoint } from './navalMap';
import { WestIndiesBox } from './WestIndiesBox';
import { AmericaBox } from './AmericaBox';
import { OptionalArrows } from './OptionalArrows';

export function NavalMapLayer({ view, geometry }: { view: PowerView; geometry: MapGeometry }) {
  const marks = fleetMarks(view, geometry);
  const decision = navalMovement(view);
  const targets = navalTargets(decision, geometry);
  const moving = view.turn.naval?.moving.find((m) => m.power === view.viewer)?.at ?? null;
  // 6.3 the battle being fought, ringed where it is
  const fought = view.turn.naval?.battle?.record.place;
  const battle = fought ? (placePoint(geometry, fought)?.at ?? null) : null;
  // opt:12.2.7~2 (option) the West Indies boxes off the southern edge
  const westIndies = (
    <>
      <OptionalArrows view={view} geometry={geometry} />
      <WestIndiesBox view={view} />
      <AmericaBox view={view} />
    </>
  );
  if (marks.length === 0 && targets.length === 0 && !battle) return westIndies;
  return (
    <>
      <FleetLayer marks={marks} targets={targets} moving={decision ? moving : null} battle={battle} />
      {westIndies}
    </>
  );
}
