// The tile worker: renders the static map's tiles off the page's thread, so a gesture's frames
// never wait for one (a tile's rasterising costs up to tens of milliseconds on a software-
// rendered Chromium). The page says which tiles it wants, most wanted first, and replaces that
// list as the view moves; the worker renders them one at a time and sends each back as a bitmap.
import type { MapData } from '../../../shared/data/map/schema';
import type { MapGeometry } from './geometrySchema';
import { mapBase, mapPainter, type MapBase, type MapStyle } from './mapPainter';
import { renderOverviewBitmap, renderTileBitmap, TILE_LEVELS, type MapPainter, type TileRef } from './tileCache';

export type ToTileWorker =
  | { type: 'init'; map: MapData; geometry: MapGeometry; pixelRatio: number; overviewScale: number }
  | { type: 'style'; generation: number; style: MapStyle }
  | { type: 'want'; generation: number; tiles: TileRef[]; overview: boolean };

export type FromTileWorker =
  | { type: 'tile'; generation: number; tile: TileRef; bitmap: ImageBitmap; ms: number }
  | { type: 'overview'; generation: number; bitmap: ImageBitmap; ms: number }
  | { type: 'failed'; message: string };

interface WorkerScope {
  onmessage: ((e: MessageEvent<ToTileWorker>) => void) | null;
  postMessage(message: FromTileWorker, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let base: MapBase | null = null;
let size = { width: 0, height: 0 };
let pixelRatio = 1;
let overviewScale = 0.25;
let painter: { generation: number; paint: MapPainter; prepare: (scale: number) => void; prepared: Set<number>; overviewSent: boolean } | null = null;
let queue: TileRef[] = [];
let overviewWanted = false;
let scheduled = false;

function step(): void {
  scheduled = false;
  if (!painter) return;
  const p = painter;
  try {
    const t0 = performance.now();
    if (overviewWanted) {
      overviewWanted = false;
      p.overviewSent = true;
      const bitmap = renderOverviewBitmap(p.paint, size, overviewScale, pixelRatio);
      scope.postMessage({ type: 'overview', generation: p.generation, bitmap, ms: performance.now() - t0 }, [bitmap]);
    } else {
      const t = queue.shift();
      if (!t) return;
      const scale = TILE_LEVELS[t.level]!;
      if (!p.prepared.has(t.level)) {
        p.prepared.add(t.level);
        p.prepare(scale);
      }
      const bitmap = renderTileBitmap(p.paint, t, pixelRatio);
      scope.postMessage({ type: 'tile', generation: p.generation, tile: t, bitmap, ms: performance.now() - t0 }, [bitmap]);
    }
  } catch (err) {
    scope.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    return;
  }
  schedule();
}

function schedule(): void {
  if (scheduled || (!overviewWanted && queue.length === 0)) return;
  scheduled = true;
  // one tile per task: a new list of wanted tiles is read between two tiles
  setTimeout(step, 0);
}

scope.onmessage = (e) => {
  const m = e.data;
  switch (m.type) {
    case 'init':
      base = mapBase(m.map, m.geometry);
      size = { width: m.geometry.width, height: m.geometry.height };
      pixelRatio = m.pixelRatio;
      overviewScale = m.overviewScale;
      return;
    case 'style':
      if (!base) return;
      painter = { generation: m.generation, ...mapPainter(base, m.style), prepared: new Set(), overviewSent: false };
      queue = [];
      overviewWanted = false;
      return;
    case 'want':
      if (!painter || m.generation !== painter.generation) return;
      queue = m.tiles;
      overviewWanted ||= m.overview && !painter.overviewSent;
      schedule();
      return;
  }
};
