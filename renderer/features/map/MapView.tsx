import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import { POWER_LABELS } from './names';
import type { MapData } from '../../../shared/data/map/schema';
import type { MapGeometry } from './geometrySchema';
import { resolveGeometry } from './geometryIndex';
import { AreaHitIndex } from './hitTest';
import { areaSelected, initialMapUiState, legendToggled, mapUiReducer, modeChosen, modeCycled, type MapMode } from './mapSlice';
import { fillPaths, ringsPath, type SupplyReach } from './painter';
import { mapBase, mapPainter } from './mapPainter';
import { TileWorkerClient } from './remoteTiles';
import { IdleTileFiller, OVERVIEW_SCALE, TileCache } from './tileCache';
import { covers, cssMatrix, DeferredView, paintBackdrop, placeBackdrop } from './gesture';
import { searchMap, type SearchHit } from './search';
import { clampPan, fitBounds, PAN_STEP, revealBounds, toMap, visibleBounds, zoomAt, ZOOM_STEP, type Bounds, type Size, type Viewport } from './viewport';
import { combineScenes, type LitArea, type MapInteraction, type MapScene, type MapTarget } from './scene';
import { drawOverlay, overlayEmpty, type OverlayPaths } from './overlay';
import { useMapPointer, type PointerHandlers } from './useMapPointer';
import { placeBeside } from './placement';
import { areaInfo, buildViewModel, supplyText, type AreaInfo, type Controllers } from './viewModel';
import type { MajorPower } from '../../../shared/model';
import { neighbourInDirection, type Direction } from './keyboardNav';
import { InfoPanel, Legend, MapToolbar, SearchBox, Tooltip } from './MapChrome';
import { Minimap, type MinimapHandle } from './Minimap';
import { testHooksWanted, type MapTestHook } from './testHook';
import './map.css';

export interface MapViewProps {
  map: MapData;
  geometry: MapGeometry;
  /** Controller per province id; missing provinces show their 1805 owner. */
  controllers?: Controllers;
  /** The seated power's depot supply reach (supply mode); without it that mode is blank. */
  supply?: { power: MajorPower; reach: SupplyReach };
  onSelectArea?: (area: string | null) => void;
  initialMode?: MapMode;
  /** Konva nodes for the counters layer (the battle display), in map pixel coordinates. */
  children?: ReactNode;
  /** Counters and markers drawn in screen space on the counters layer, with their hit test. */
  scene?: MapScene | undefined;
  /**
   * The fleet layer (issue 17: fleets in sea areas, ports and blockade boxes): a scene like
   * `scene`, drawn above the land counters on the same canvas and hit before them.
   */
  fleets?: MapScene | undefined;
  /** Drawn on the overlay layer in screen space (route arrows, costs). */
  overlayScene?: MapScene | undefined;
  /** Areas lit on the overlay (reachable, refused). */
  litAreas?: readonly LitArea[] | undefined;
  /** Pointer input the screen takes over (orders given on the map). */
  interaction?: MapInteraction | undefined;
  /** A line the screen adds on top of an area's tooltip (what an order there would do, or why not). */
  areaNote?: ((area: string) => ReactNode) | undefined;
  /** More content for the selected area's panel (its units). */
  areaDetail?: ((area: string) => ReactNode) | undefined;
  /** HTML drawn over the map (dialogs, status), outside the canvas. */
  overlay?: ReactNode;
  /** Exposes `window.__eiaMap` for end-to-end tests and the benchmark (default: in development and automated browsers). */
  testHook?: boolean;
  /** Areas to fit when the map first appears (a scenario's portion of the map); the whole map otherwise. */
  initialFocus?: readonly string[];
  /** An area to keep in sight (a replay's current event): when it is off screen the map pans, and zooms out if need be, to show it. */
  revealArea?: string | null;
}

type Hover = MapTarget;

/** Tiles arriving from the worker redraw the view at most this often while more are due. */
const ARRIVAL_REDRAW_MS = 200;

/** A cache's first view is drawn complete in one go (the page load, a mode change). */
const FIRST_VIEW_BUDGET_MS = 5000;

/** Width of the left column (legend, minimap) kept clear when the whole map is shown. */
const SIDE_COLUMN = 250;

/** The whole map, beside the side column when the window is wide enough to spare it. */
function fitWholeMap(view: Size, b: Bounds): Viewport {
  const inset = view.width > 1000 ? SIDE_COLUMN : 0;
  const v = fitBounds({ width: view.width - inset, height: view.height }, b, 0.01);
  return { ...v, x: v.x + inset };
}

const KEY_DIRECTIONS: Record<string, Direction> = { ArrowLeft: 'west', ArrowRight: 'east', ArrowUp: 'north', ArrowDown: 'south' };

export function MapView(props: MapViewProps) {
  const { map, geometry, controllers, onSelectArea } = props;
  const testHook = props.testHook ?? testHooksWanted();
  const model = useMemo(() => buildViewModel(map), [map]);
  const resolved = useMemo(() => resolveGeometry(geometry), [geometry]);
  const hitIndex = useMemo(
    () =>
      new AreaHitIndex(
        resolved.areaRings,
        new Map(Object.entries(geometry.areas).map(([id, a]) => [id, a.bbox] as const)),
        geometry.width,
        geometry.height,
      ),
    [resolved, geometry],
  );
  const [ui, dispatch] = useReducer(mapUiReducer, { ...initialMapUiState, mode: props.initialMode ?? initialMapUiState.mode });
  const [hover, setHover] = useState<Hover | null>(null);
  const [highlight, setHighlight] = useState<SearchHit | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [announce, setAnnounce] = useState('');

  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const minimapRef = useRef<MinimapHandle>(null);
  const viewRef = useRef<Viewport>({ scale: 0.4, x: 0, y: 0 });
  // The canvases sit in `stageBox`; a gesture transforms it (and the backdrop) until it settles.
  const stageBoxRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLCanvasElement>(null);
  const afterCommitRef = useRef<() => void>(() => undefined);
  const deferred = useMemo(
    () =>
      new DeferredView(viewRef.current, {
        showLive: (t, live) => {
          if (stageBoxRef.current) stageBoxRef.current.style.transform = cssMatrix(t, window.devicePixelRatio || 1);
          // The backdrop costs a second full-window composite: shown only where the moved canvas leaves a gap.
          placeBackdrop(backdropRef.current, live, !covers(t, sizeRef.current));
        },
        commit: (v, sync) => {
          const stage = stageRef.current;
          if (stageBoxRef.current) stageBoxRef.current.style.transform = '';
          placeBackdrop(backdropRef.current, v, false);
          if (stage) {
            stage.scale({ x: v.scale, y: v.scale });
            stage.position({ x: v.x, y: v.y });
            const t0 = performance.now();
            if (sync) stage.draw();
            else stage.batchDraw();
            if (sync && statsRef.current.commitMs.length < 10_000) statsRef.current.commitMs.push(performance.now() - t0);
          }
          afterCommitRef.current();
        },
      }),
    [],
  );
  useEffect(() => () => deferred.cancel(), [deferred]);
  const sizeRef = useRef<Size>(size);
  const searchRef = useRef<HTMLInputElement>(null);
  const statsRef = useRef({ firstDrawAt: null as number | null, drawCount: 0, baseMs: 0, symbolsMs: 0, complete: false, commitMs: [] as number[], sceneDrawnAt: null as number | null });

  const mapSize: Size = useMemo(() => ({ width: geometry.width, height: geometry.height }), [geometry]);
  const wholeMap: Bounds = useMemo(() => [0, 0, geometry.width, geometry.height], [geometry]);
  // Keyed by content: a new view with the same portion must not refit the map.
  const focusKey = props.initialFocus?.join(',') ?? '';
  const startBounds: Bounds = useMemo(() => {
    const boxes = focusKey ? focusKey.split(',').flatMap((id) => (geometry.areas[id] ? [geometry.areas[id].bbox] : [])) : [];
    if (boxes.length === 0) return wholeMap;
    return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
  }, [focusKey, geometry, wholeMap]);

  // The minimap's fills follow the mode; the tiles' painting lives in mapPainter (here or in the worker).
  const reach = ui.mode === 'supply' ? props.supply?.reach : undefined;
  const fills = useMemo(() => fillPaths(resolved, model, controllers, ui.mode, reach), [resolved, model, controllers, ui.mode, reach]);
  const base = useMemo(() => mapBase(map, geometry, resolved, model), [map, geometry, resolved, model]);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  // Tiles are rendered by a worker when one can run, so no gesture frame waits for one.
  const [workerFailed, setWorkerFailed] = useState(false);
  const worker = useMemo(() => (workerFailed ? null : TileWorkerClient.create(map, geometry, pixelRatio, OVERVIEW_SCALE)), [map, geometry, pixelRatio, workerFailed]);
  useEffect(() => {
    worker?.onFailure(() => setWorkerFailed(true));
    return () => worker?.terminate();
  }, [worker]);
  // Static map as cached bitmap tiles, rebuilt when the mode or the controllers change.
  const tileStyle = useMemo(() => {
    const style = { mode: ui.mode, controllers, supply: reach };
    const remote = worker?.style(style) ?? null;
    // the page paints the first view itself (it is ready before the worker), the worker the rest
    const local = mapPainter(base, style);
    const tiles = new TileCache(
      (ctx, scale, bounds) => local.paint(ctx, scale, bounds),
      { width: geometry.width, height: geometry.height },
      pixelRatio,
      undefined,
      // Province labels are chosen for the whole map once per level: ahead of time, not in a tile.
      (scale) => local.prepare(scale),
      remote?.remote ?? null,
    );
    return { tiles, generation: remote?.generation ?? 0 };
  }, [base, ui.mode, controllers, reach, worker, geometry, pixelRatio]);
  const tiles = tileStyle.tiles;
  const mapLayerRef = useRef<Konva.Layer>(null);
  const filler = useMemo(() => new IdleTileFiller(tiles, () => mapLayerRef.current?.batchDraw()), [tiles]);
  useEffect(
    () => () => {
      filler.cancel();
      tiles.dispose();
    },
    [tiles, filler],
  );
  // Tiles from the worker: kept, and the map redrawn when the view drawn lacked them (a moving
  // view is drawn once its gesture settles); the overview becomes the gestures' backdrop.
  // Redraws for arriving tiles are grouped: each redraw costs a full-window canvas copy when the
  // frame is committed, so the view is redrawn when its last missing tile is in, or at most
  // every ARRIVAL_REDRAW_MS meanwhile.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const redraw = () => {
      timer = null;
      if (!deferred.moving) mapLayerRef.current?.batchDraw();
    };
    worker?.onArrival((a) => {
      if (a.generation !== tileStyle.generation) return a.bitmap.close();
      const wanted = tiles.receive(a.tile, a.bitmap, a.ms);
      if (a.tile === null) {
        if (tiles.hasShownView) paintBackdrop(backdropRef.current, a.bitmap, tiles.pixelRatio, tiles.overviewScale);
        return;
      }
      if (!wanted || deferred.moving) return;
      if (!tiles.lacksTiles || !tiles.hasShownView) {
        if (timer !== null) clearTimeout(timer);
        redraw();
      } else timer ??= setTimeout(redraw, ARRIVAL_REDRAW_MS);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [worker, tiles, tileStyle, deferred]);

  /** A jump (search, fit, resize, the test hook): drawn at once, `sync` inside this call. */
  const applyView = useCallback(
    (next: Viewport, sync = false) => {
      const v = clampPan(next, sizeRef.current, mapSize);
      viewRef.current = v;
      deferred.jump(v, sync);
      minimapRef.current?.showView(visibleBounds(v, sizeRef.current));
    },
    [mapSize, deferred],
  );

  /** A gesture step (drag, wheel, pinch, keys, zoom buttons, minimap drag): moved by CSS, drawn when it settles. */
  const moveView = useCallback(
    (next: Viewport) => {
      const v = clampPan(next, sizeRef.current, mapSize);
      viewRef.current = v;
      deferred.move(v);
      minimapRef.current?.showView(visibleBounds(v, sizeRef.current));
      // The commit then finds the live view's tiles rendered in the gesture's idle time.
      filler.follow(v, sizeRef.current);
      setHover(null);
    },
    [mapSize, deferred, filler],
  );

  const fitWhole = useCallback(() => applyView(fitWholeMap(sizeRef.current, wholeMap)), [applyView, wholeMap]);

  // Size follows the container; the first size fits the whole map (or the focus areas).
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    let first = true;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      sizeRef.current = next;
      setSize(next);
      if (first && next.width > 0) {
        first = false;
        viewRef.current = clampPan(fitWholeMap(next, startBounds), next, mapSize);
        deferred.reset(viewRef.current);
      }
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [startBounds, mapSize, deferred]);

  useEffect(() => {
    if (size.width > 0) applyView(viewRef.current);
  }, [size, applyView]);

  // Clear of the chrome: the legend's column, the toolbar above, a caption below.
  const reveal = props.revealArea ? geometry.areas[props.revealArea]?.bbox : undefined;
  useEffect(() => {
    if (!reveal || size.width === 0) return;
    const next = revealBounds(viewRef.current, size, reveal, { left: size.width > 1000 ? SIDE_COLUMN : 40, top: 60, right: 40, bottom: 70 });
    if (next) applyView(next);
  }, [reveal, size, applyView]);

  const select = useCallback(
    (area: string | null) => {
      dispatch(areaSelected(area));
      onSelectArea?.(area);
      if (area) {
        const p = model.provinceOfArea.get(area);
        setAnnounce(`Area ${area}${p ? `, ${p.name}` : ''} selected`);
      }
    },
    [onSelectArea, model],
  );

  const goTo = useCallback(
    (hit: SearchHit) => {
      applyView(fitBounds(sizeRef.current, hit.bounds, 0.12, hit.kind === 'area' || hit.kind === 'city' ? 3 : 2.5));
      setHighlight(hit);
      if (hit.area) select(hit.area);
      setAnnounce(`Showing ${hit.label}`);
    },
    [applyView, select],
  );

  const zoomBy = useCallback(
    (factor: number, sx = sizeRef.current.width / 2, sy = sizeRef.current.height / 2) => moveView(zoomAt(viewRef.current, factor, sx, sy)),
    [moveView],
  );
  const panBy = useCallback((dx: number, dy: number) => moveView({ ...viewRef.current, x: viewRef.current.x + dx, y: viewRef.current.y + dy }), [moveView]);

  // Pointer: drag to pan (or to drag what the interaction accepts), pinch, click, hover.
  // the land counters and the fleet layer above them, drawn and hit as one scene
  const scene = useMemo(() => combineScenes(props.scene, props.fleets), [props.scene, props.fleets]);
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  const interactionRef = useRef(props.interaction);
  interactionRef.current = props.interaction;
  const targetAt = useCallback(
    (sx: number, sy: number): MapTarget => {
      const [mx, my] = toMap(viewRef.current, sx, sy);
      const area = hitIndex.areaAt(mx, my);
      const scene = sceneRef.current;
      const near = area && scene?.rectsIn ? scene.rectsIn(area, viewRef.current) : [];
      return { area, hit: scene?.hit?.(sx, sy, viewRef.current) ?? null, sx, sy, near, bounds: sizeRef.current };
    },
    [hitIndex],
  );
  const pointer: PointerHandlers = useMemo(
    () => ({
      targetAt,
      setHover,
      panBy,
      zoomBy: (f, x, y) => zoomBy(f, x, y),
      pinchTo: moveView,
      view: () => viewRef.current,
      select,
      moving: () => deferred.moving,
      interaction: () => interactionRef.current,
    }),
    [targetAt, panBy, zoomBy, moveView, select, deferred],
  );
  useMapPointer(containerRef, pointer, afterCommitRef);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('input, select, textarea')) return;
    const dir = KEY_DIRECTIONS[e.key];
    if (dir && e.shiftKey) {
      // Shift+arrow walks the selection to the neighbour in that direction.
      const from = ui.selectedArea;
      const next = from ? neighbourInDirection(geometry, model.neighbours.get(from) ?? [], from, dir) : null;
      if (next) {
        select(next);
        const [lx, ly] = geometry.areas[next]!.label;
        const v = viewRef.current;
        const sx = lx * v.scale + v.x;
        const sy = ly * v.scale + v.y;
        const s = sizeRef.current;
        if (sx < 40 || sy < 40 || sx > s.width - 40 || sy > s.height - 40) applyView({ ...v, x: s.width / 2 - lx * v.scale, y: s.height / 2 - ly * v.scale });
      }
      e.preventDefault();
      return;
    }
    if (dir) {
      const d = { west: [PAN_STEP, 0], east: [-PAN_STEP, 0], north: [0, PAN_STEP], south: [0, -PAN_STEP] }[dir];
      panBy(d[0]!, d[1]!);
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case '+':
      case '=':
        zoomBy(ZOOM_STEP);
        break;
      case '-':
      case '_':
        zoomBy(1 / ZOOM_STEP);
        break;
      case '0':
      case 'Home':
        fitWhole();
        break;
      case 'm':
        dispatch(modeCycled());
        break;
      case 'l':
        dispatch(legendToggled());
        break;
      case '/':
      case 'f':
        searchRef.current?.focus();
        break;
      case 'Enter':
        if (ui.selectedArea) goTo({ kind: 'area', id: ui.selectedArea, label: `Area ${ui.selectedArea}`, bounds: geometry.areas[ui.selectedArea]!.bbox, area: ui.selectedArea });
        break;
      case 'Escape':
        select(null);
        setHighlight(null);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  // Test hook for Playwright (bench and e2e); never on in a normal build.
  useEffect(() => {
    if (!testHook) return;
    const hook: MapTestHook = {
      areaAt: (x, y) => hitIndex.areaAt(x, y),
      screenToArea: (sx, sy) => {
        const [x, y] = toMap(viewRef.current, sx, sy);
        return hitIndex.areaAt(x, y);
      },
      mapToScreen: (x, y) => [x * viewRef.current.scale + viewRef.current.x, y * viewRef.current.scale + viewRef.current.y],
      getViewport: () => ({ ...viewRef.current }),
      setViewport: (v, sync) => applyView(v, sync ?? false),
      gestureTo: (v) => moveView(v),
      get moving() {
        return deferred.moving;
      },
      drawnViewport: () => ({ ...deferred.drawn }),
      drawNow: () => stageRef.current?.draw(),
      getSelected: () => uiRef.current.selectedArea,
      getMode: () => uiRef.current.mode,
      get firstDrawAt() {
        return statsRef.current.firstDrawAt;
      },
      get drawCount() {
        return statsRef.current.drawCount;
      },
      get lastDrawComplete() {
        return statsRef.current.complete;
      },
      paintTimes: () => ({
        base: statsRef.current.baseMs,
        symbols: statsRef.current.symbolsMs,
        tiles: tiles.tileCount,
        tileRenderMs: [...tiles.renderTimes],
        commitMs: [...statsRef.current.commitMs],
      }),
      labelPoint: (id) => (geometry.areas[id] ? [...geometry.areas[id].label] : null),
      sceneHit: (sx, sy) => sceneRef.current?.hit?.(sx, sy, viewRef.current) ?? null,
      sceneRects: (area) => sceneRef.current?.rectsIn?.(area, viewRef.current) ?? [],
      get sceneVersion() {
        return sceneRef.current?.version ?? null;
      },
      get sceneDrawnAt() {
        return statsRef.current.sceneDrawnAt;
      },
    };
    window.__eiaMap = hook;
    return () => {
      if (window.__eiaMap === hook) delete window.__eiaMap;
    };
  }, [testHook, hitIndex, applyView, moveView, deferred, geometry, tiles]);
  const uiRef = useRef(ui);
  uiRef.current = ui;

  const baseScene = useCallback(
    (ctx: Konva.Context) => {
      const stats = statsRef.current;
      const t0 = performance.now();
      const c = ctx._context;
      c.save();
      c.setTransform(1, 0, 0, 1, 0, 0);
      // The first full view is drawn in one go; afterwards a draw only copies tiles, and
      // missing ones are rendered in idle time. Drawn at the committed view (a gesture moves
      // the canvas by CSS meanwhile), so always smoothed.
      const first = !tiles.hasShownView;
      const drawn = deferred.drawn;
      const complete = tiles.draw(c, drawn, sizeRef.current, first ? FIRST_VIEW_BUDGET_MS : 0);
      c.restore();
      stats.baseMs += performance.now() - t0;
      stats.drawCount++;
      stats.complete = complete;
      if (complete && stats.firstDrawAt === null) stats.firstDrawAt = performance.now();
      // The fallback bitmap for tiles not yet drawn is made while the user is still looking
      // (after the page load and after a mode change), not in the first frame that moves.
      // It is also the backdrop a gesture uncovers beyond the drawn canvas.
      if (complete && first)
        setTimeout(() => {
          const overview = tiles.ensureOverview();
          if (overview) paintBackdrop(backdropRef.current, overview, tiles.pixelRatio, tiles.overviewScale);
          placeBackdrop(backdropRef.current, deferred.live, false);
        }, 0);
      filler.kick(drawn.scale);
    },
    [tiles, filler, deferred],
  );

  // Lit areas' outlines, once per area (the same few recur as a corps is selected and moved).
  const areaPathCache = useMemo(() => new Map<string, Path2D>(), [resolved]);
  const areaPath = useCallback(
    (id: string | null | undefined): Path2D | null => {
      if (!id) return null;
      let p = areaPathCache.get(id);
      if (!p) {
        const rings = resolved.areaRings.get(id);
        if (!rings) return null;
        areaPathCache.set(id, (p = ringsPath(rings)));
      }
      return p;
    },
    [areaPathCache, resolved],
  );
  const litAreas = props.litAreas;
  const overlayPaths: OverlayPaths = useMemo(() => {
    const province =
      highlight?.kind === 'province' ? resolved.provinceRings.get(highlight.id) : highlight?.kind === 'minor' ? resolved.minorRings.get(highlight.id) : undefined;
    const lit = (litAreas ?? []).flatMap((l) => {
      const path = areaPath(l.area);
      return path ? [{ path, fill: l.fill, stroke: l.stroke, dashed: l.dashed }] : [];
    });
    return { hover: areaPath(hover?.area), selected: areaPath(ui.selectedArea), province: province ? ringsPath(province) : null, lit };
  }, [resolved, hover?.area, ui.selectedArea, highlight, litAreas, areaPath]);

  /** A scene drawn in CSS pixels at the view the canvases are drawn at. */
  const screenSpace = useCallback(
    (ctx: Konva.Context, scene: MapScene | undefined) => {
      if (!scene) return;
      const c = ctx._context;
      c.save();
      c.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      scene.draw(c, deferred.drawn, sizeRef.current);
      c.restore();
    },
    [deferred, pixelRatio],
  );
  const countersScene = useCallback(
    (ctx: Konva.Context) => {
      screenSpace(ctx, scene);
      statsRef.current.sceneDrawnAt = performance.now();
    },
    [screenSpace, scene],
  );
  const extraScene = props.overlayScene;
  const overlayScene = useCallback(
    (ctx: Konva.Context) => {
      drawOverlay(ctx._context, overlayPaths, deferred.drawn.scale);
      screenSpace(ctx, extraScene);
    },
    [overlayPaths, deferred, screenSpace, extraScene],
  );

  const withSupply = (info: AreaInfo | null): AreaInfo | null => {
    const supply = props.supply;
    if (!info || info.kind !== 'land' || ui.mode !== 'supply' || !supply) return info;
    return { ...info, supply: supplyText(supply.reach[info.id], POWER_LABELS[supply.power]) };
  };
  // Over a scene object (a stack) the screen shows its own panel; the area's tooltip keeps off what the scene drew there.
  const hoverInfo = withSupply(hover?.area && hover.hit === null ? areaInfo(model, controllers, hover.area, POWER_LABELS) : null);
  const tooltipAt =
    hover && hoverInfo ? placeBeside({ x: hover.sx, y: hover.sy }, { w: 270, h: 60 + 18 * (hoverInfo.cities.length + 3) }, scene?.rectsIn?.(hoverInfo.id, viewRef.current) ?? [], size) : null;
  const selectedInfo = withSupply(ui.selectedArea ? areaInfo(model, controllers, ui.selectedArea, POWER_LABELS) : null);

  return (
    <div
      className="map-view"
      ref={containerRef}
      tabIndex={0}
      role="application"
      aria-label="Map of Europe. Arrows pan, plus and minus zoom, 0 fits the map, M changes the map mode, F searches, Shift+arrows move the selection."
      onKeyDown={onKeyDown}
    >
      <canvas ref={backdropRef} className="map-backdrop" aria-hidden="true" />
      <div ref={stageBoxRef} className="map-stage">
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} listening={false} scaleX={deferred.drawn.scale} scaleY={deferred.drawn.scale} x={deferred.drawn.x} y={deferred.drawn.y}>
          {/* The counters share the map's canvas: a gesture then moves one full-window canvas, not two
              (a software compositor copies each visible canvas every frame); they change only when the game does. */}
          <Layer ref={mapLayerRef} listening={false} name="map">
            <Shape sceneFunc={baseScene} listening={false} perfectDrawEnabled={false} />
            {scene && <Shape sceneFunc={countersScene} listening={false} perfectDrawEnabled={false} />}
          </Layer>
          {/* Empty layers are hidden: every visible canvas costs a composite per frame. */}
          <Layer name="counters" visible={props.children != null}>
            {props.children}
          </Layer>
          <Layer listening={false} name="overlay" visible={!overlayEmpty(overlayPaths) || extraScene !== undefined}>
            <Shape sceneFunc={overlayScene} listening={false} perfectDrawEnabled={false} />
          </Layer>
        </Stage>
      )}
      </div>
      <div className="map-chrome map-top">
        <SearchBox inputRef={searchRef} search={(q) => searchMap(model, geometry, q)} onGo={goTo} />
        <MapToolbar
          mode={ui.mode}
          legendOpen={ui.legendOpen}
          onMode={(m) => dispatch(modeChosen(m))}
          onZoomIn={() => zoomBy(ZOOM_STEP)}
          onZoomOut={() => zoomBy(1 / ZOOM_STEP)}
          onFit={fitWhole}
          onLegend={() => dispatch(legendToggled())}
        />
      </div>
      {ui.legendOpen && <Legend mode={ui.mode} {...(props.supply ? { supplyOf: props.supply.power } : {})} />}
      {selectedInfo && (
        <InfoPanel info={selectedInfo} onClose={() => select(null)} onPick={(id) => select(id)}>
          {props.areaDetail?.(selectedInfo.id)}
        </InfoPanel>
      )}
      {hoverInfo && tooltipAt && <Tooltip info={hoverInfo} left={tooltipAt.left} top={tooltipAt.top} note={props.areaNote?.(hoverInfo.id)} />}
      <Minimap ref={minimapRef} resolved={resolved} fills={fills} geometry={geometry} onCentre={(mx, my) => {
        const v = viewRef.current;
        moveView({ ...v, x: sizeRef.current.width / 2 - mx * v.scale, y: sizeRef.current.height / 2 - my * v.scale });
      }} />
      <div className="map-sr-only" aria-live="polite">{announce}</div>
      {props.overlay}
    </div>
  );
}
