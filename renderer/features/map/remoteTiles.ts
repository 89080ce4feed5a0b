/**
 * The page's side of the tile worker: one worker per map view, a generation per map style
 * (mode, controllers, supply), tiles and the overview arriving as bitmaps for the cache of the
 * current style. Where no worker can run (tests, a browser refusing it) `TileWorkerClient.create`
 * gives null and the cache paints on the page as before.
 */
/// <reference types="vite/client" />
import type { MapData } from '../../../shared/data/map/schema';
import type { MapGeometry } from './geometrySchema';
import type { MapStyle } from './mapPainter';
import type { RemoteTiles, TileRef } from './tileCache';
import type { FromTileWorker, ToTileWorker } from './tileWorker';
import TileWorker from './tileWorker?worker&inline';

export interface TileArrival {
  generation: number;
  /** Null for the whole-map overview. */
  tile: TileRef | null;
  bitmap: ImageBitmap;
  ms: number;
}

export class TileWorkerClient {
  private generation = 0;
  private listener: (a: TileArrival) => void = (a) => a.bitmap.close();
  private failedListener: () => void = () => undefined;
  failed = false;

  private constructor(private readonly worker: Worker) {
    worker.onmessage = (e: MessageEvent<FromTileWorker>) => {
      const m = e.data;
      if (m.type === 'failed') return this.fail();
      if (m.generation !== this.generation) return void m.bitmap.close();
      this.listener({ generation: m.generation, tile: m.type === 'tile' ? m.tile : null, bitmap: m.bitmap, ms: m.ms });
    };
    worker.onerror = () => this.fail();
  }

  static create(map: MapData, geometry: MapGeometry, pixelRatio: number, overviewScale: number): TileWorkerClient | null {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
    try {
      const client = new TileWorkerClient(new TileWorker({ name: 'map tiles' }));
      client.post({ type: 'init', map, geometry, pixelRatio, overviewScale });
      return client;
    } catch {
      return null;
    }
  }

  private post(m: ToTileWorker): void {
    this.worker.postMessage(m);
  }

  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    this.failedListener();
  }

  /** A new style: tiles of older styles are dropped on arrival; returns the remote for its cache. */
  style(style: MapStyle): { generation: number; remote: RemoteTiles } {
    const generation = ++this.generation;
    this.post({ type: 'style', generation, style });
    return { generation, remote: { want: (tiles, overview) => this.post({ type: 'want', generation, tiles: [...tiles], overview }) } };
  }

  onArrival(f: (a: TileArrival) => void): void {
    this.listener = f;
  }

  onFailure(f: () => void): void {
    this.failedListener = f;
  }

  terminate(): void {
    this.worker.terminate();
  }
}
