import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DecisionAnswer, PendingDecision } from '../../../shared/model/decisions';
import type { PowerView } from '../../../shared/model/view';
import { placeBeside, type LitArea, type MapGeometry, type MapInteraction, type MapScene, type MapTarget } from '../map';
import { labelClearance, resolveGeometry } from '../map/geometryIndex';
import type { PlaceNames } from '../cards/cardModels';
import { CounterSprites } from './counterArt';
import { CountersScene } from './countersScene';
import { movableCounters, nextCounter, reachOf, refusalText, routeOrder } from './orders';
import { routeScene } from './routeScene';
import { areaCounters, type AreaCounters } from './stacks';
import { StackPanel } from './StackPanel';
import { reactionPick } from './reactionPointing';

const REACH_FILL = 'rgba(84, 190, 84, 0.30)';
const REFUSED_FILL = 'rgba(190, 40, 40, 0.14)';
const PANEL = { w: 300, h: 200 };

/** Where a counter stands (the start of its route). */
function areaOfCounter(view: PowerView, counter: string): string | null {
  const c = view.corps.find((x) => x.counter === counter);
  if (c) return c.location.kind === 'area' ? c.location.area : null;
  return view.irregulars.find((i) => i.counter === counter)?.area ?? null;
}

export interface MapOrders {
  /** A line on top of an area's tooltip while a corps is selected. */
  areaNote(area: string): ReactNode;
  scene: MapScene | undefined;
  overlayScene: MapScene | undefined;
  litAreas: readonly LitArea[] | undefined;
  interaction: MapInteraction;
  /** HTML over the map: the stack panel, a refused area's reason. */
  overlay: ReactNode;
  /** The counter selected for orders. */
  selected: string | null;
  select(counter: string | null): void;
  selectNext(): void;
  /** Sends the selected counter along its route to `area` (7.3). */
  moveTo(area: string): void;
  areas: readonly AreaCounters[];
}

/**
 * The map's counters and the orders given by pointing (issue 15): stacks drawn from the seat's
 * view; hovering a stack describes it, clicking pins its panel; in the movement step a click on
 * one of the seat's stacks selects its corps, lights every area it can reach with the cost
 * (the engine's reach, in the view) and its refused neighbours, and a click on a lit area, or a
 * drag and drop, sends the corps there along the route shown, in one order.
 */
export function useMapOrders(view: PowerView | null, geometry: MapGeometry | null, names: PlaceNames, answer: (d: PendingDecision, a: DecisionAnswer) => void): MapOrders {
  const [selected, setSelected] = useState<string | null>(null);
  const [hover, setHover] = useState<MapTarget | null>(null);
  const [pinned, setPinned] = useState<{ key: string; left: number; top: number } | null>(null);
  const [drag, setDrag] = useState<{ counter: string; target: MapTarget | null } | null>(null);
  const movement = view?.decisions.find((d) => d.kind === 'land/movement') ?? null;

  // a selection lasts while its counter can still be given orders
  const canMove = useMemo(() => new Set(view ? movableCounters(view) : []), [view]);
  useEffect(() => {
    if (selected !== null && (!movement || !reachOf(view!, selected))) setSelected(null);
  }, [selected, movement, view]);
  // another seat, another table: nothing of the last one stays
  const viewer = view?.viewer ?? null;
  useEffect(() => {
    setSelected(null);
    setPinned(null);
    setHover(null);
  }, [viewer]);

  const areas = useMemo(() => (view ? areaCounters(view) : []), [view]);
  const clearance = useClearance(geometry);
  const sprites = useMemo(() => new CounterSprites(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1), []);
  useEffect(() => () => sprites.clear(), [sprites]);
  const scene = useMemo(
    () => (view && geometry ? new CountersScene(`${view.version}|${view.viewer}|${selected ?? ''}`, areas, geometry, sprites, { selected, movable: movement ? canMove : new Set() }, clearance) : undefined),
    [view, geometry, areas, sprites, selected, canMove, movement, clearance],
  );

  const active = drag?.counter ?? selected;
  const reach = view && movement ? reachOf(view, active) : undefined;
  const from = view && active ? areaOfCounter(view, active) : null;
  const pointed = drag ? drag.target?.area ?? null : hover?.area ?? null;
  const route = reach && pointed ? reach.reach.find((r) => r.area === pointed) : undefined;
  const pick = useMemo(() => (view ? reactionPick(view) : null), [view]); // opt:12.3.7.4 a withdrawal's route by pointing
  const litAreas = useMemo(
    () =>
      !reach && pick
        ? [...pick.byArea.keys()].map((area): LitArea => ({ area, fill: REACH_FILL, stroke: '#2e7d32' }))
        : reach
        ? [
            ...reach.reach.map((r): LitArea => ({ area: r.area, fill: REACH_FILL, stroke: '#2e7d32' })),
            ...reach.refused.map((r): LitArea => ({ area: r.area, fill: REFUSED_FILL, stroke: '#a32020', dashed: true })),
          ]
        : undefined,
    [reach, pick],
  );
  const overlayScene = useMemo(
    () => (reach && geometry && from ? routeScene(geometry, from, reach, route?.path ?? null, route?.cost ?? null) : undefined),
    [reach, geometry, from, route],
  );

  const send = useCallback(
    (counter: string, area: string): boolean => {
      const r = view && movement ? reachOf(view, counter)?.reach.find((x) => x.area === area) : undefined;
      if (!r || !movement) return false;
      answer(movement, routeOrder(counter, r.path));
      return true;
    },
    [view, movement, answer],
  );

  const stackOf = useCallback((hit: string | null) => (hit?.startsWith('stack:') && scene ? scene.stack(hit.slice('stack:'.length)) : undefined), [scene]);
  /** The stack's first counter the seat can move, or the next one after the selected (a second click cycles). */
  const pickIn = useCallback(
    (hit: string | null): string | null => {
      const stack = stackOf(hit);
      const mine = stack ? stack.units.filter((u) => canMove.has(u.counter)).map((u) => u.counter) : [];
      if (mine.length === 0) return null;
      const i = selected === null ? -1 : mine.indexOf(selected);
      return mine[(i + 1) % mine.length]!;
    },
    [stackOf, canMove, selected],
  );

  const interaction: MapInteraction = useMemo(
    () => ({
      onClick(t) {
        const stack = stackOf(t.hit);
        if (stack) {
          const pick = movement ? pickIn(t.hit) : null;
          if (pick !== null) setSelected(pick);
          const at = placeBeside({ x: t.sx, y: t.sy }, PANEL, t.near, t.bounds);
          setPinned({ key: stack.key, ...at });
          return true;
        }
        if (pick && t.area !== null && pick.byArea.has(t.area)) {
          answer(pick.decision, pick.byArea.get(t.area)!);
          return true;
        }
        // a lit area: the selected corps goes there (the second click)
        if (selected !== null && t.area !== null && send(selected, t.area)) return true;
        setPinned(null);
        return false;
      },
      onHover: setHover,
      canDrag: (hit) => movement !== null && pickIn(hit) !== null,
      onDragOver(hit, t) {
        // the selected corps if it is in the dragged stack, else the stack's first that can move
        const mine = stackOf(hit)?.units.filter((u) => canMove.has(u.counter)).map((u) => u.counter) ?? [];
        const counter = selected !== null && mine.includes(selected) ? selected : mine[0];
        if (counter !== undefined) setDrag((d) => ({ counter: d?.counter ?? counter, target: t }));
      },
      onDrop(_hit, t) {
        const d = drag;
        setDrag(null);
        if (d && t?.area) {
          setSelected(d.counter);
          send(d.counter, t.area);
        }
      },
    }),
    [stackOf, movement, pickIn, selected, send, canMove, drag, pick, answer],
  );

  const hoverStack = hover && !drag ? stackOf(hover.hit) : undefined;
  const shownKey = pinned?.key ?? hoverStack?.key ?? null;
  const shown = shownKey && scene ? scene.stack(shownKey) : undefined;
  const panelAt = pinned ?? (hover && hoverStack ? placeBeside({ x: hover.sx, y: hover.sy }, PANEL, hover.near, hover.bounds) : null);
  const refused = reach && pointed && !route ? reach.refused.find((r) => r.area === pointed) : undefined;
  const tipTarget = drag?.target ?? hover;
  const overlay = (
    <>
      {shown && view && panelAt && (
        <StackPanel
          stack={shown}
          view={view}
          names={names}
          left={panelAt.left}
          top={panelAt.top}
          pinned={pinned !== null}
          selected={selected}
          onSelect={movement ? (c) => setSelected(c) : null}
          onClose={() => setPinned(null)}
        />
      )}
      {drag && refused && tipTarget && (
        <div className="map-tooltip" role="tooltip" style={placeBeside({ x: tipTarget.sx, y: tipTarget.sy }, { w: 260, h: 50 }, tipTarget.near, tipTarget.bounds)}>
          <div className="order-note refused">{refusalText(refused.verdict)}</div>
        </div>
      )}
    </>
  );

  // on the area's tooltip: where the selected corps would go and at what cost, or why it may not
  const areaNote = (area: string): ReactNode => {
    if (!reach && pick?.byArea.has(area)) return <div className="order-note">Click to withdraw there</div>;
    if (!reach || !active) return null;
    const to = reach.reach.find((r) => r.area === area);
    if (to) return <div className="order-note">Click to move there: {to.cost} MP{to.path.length > 1 ? `, by ${to.path.slice(0, -1).map(names.area).join(', ')}` : ''}</div>;
    const no = reach.refused.find((r) => r.area === area);
    return no ? <div className="order-note refused">{refusalText(no.verdict)}</div> : null;
  };

  return {
    areaNote,
    scene,
    overlayScene,
    litAreas,
    interaction,
    overlay,
    selected,
    select: setSelected,
    selectNext: () => view && setSelected(nextCounter(view, selected)),
    moveTo: (area) => void (selected !== null && send(selected, area)),
    areas,
  };
}

/** The counters of a view drawn as the game draws them, for screens that give no orders (replay). */
export function useCountersScene(view: PowerView | null, geometry: MapGeometry | null): MapScene | undefined {
  const clearance = useClearance(geometry);
  const sprites = useMemo(() => new CounterSprites(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1), []);
  useEffect(() => () => sprites.clear(), [sprites]);
  return useMemo(
    () => (view && geometry ? new CountersScene(`${view.version}|${view.viewer}|${view.log.length}`, areaCounters(view), geometry, sprites, { selected: null, movable: new Set() }, clearance) : undefined),
    [view, geometry, sprites, clearance],
  );
}

/** Each area's clearance around its label point, computed once per geometry. */
const clearances = new WeakMap<MapGeometry, Map<string, number>>();
function useClearance(geometry: MapGeometry | null): ReadonlyMap<string, number> {
  return useMemo(() => {
    if (!geometry) return new Map();
    let c = clearances.get(geometry);
    if (!c) clearances.set(geometry, (c = labelClearance(resolveGeometry(geometry))));
    return c;
  }, [geometry]);
}
