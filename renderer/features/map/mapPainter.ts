/**
 * The static map painter of one map style (mode, controllers, supply reach): what a tile or the
 * whole-map overview is drawn with. Built alike on the page (when no worker can run) and in the
 * tile worker, from plain data.
 */
import type { MapData } from '../../../shared/data/map/schema';
import type { MapGeometry } from './geometrySchema';
import { resolveGeometry, type ResolvedGeometry } from './geometryIndex';
import type { MapMode } from './mapSlice';
import { arcPaints, areaPaints, iceLinePairs, paintBase, paintSymbols, provinceLabelOrder, provinceLabels, type ArcPaint, type SupplyReach, type SymbolContext } from './painter';
import type { MapPainter } from './tileCache';
import { buildViewModel, type Controllers, type MapViewModel } from './viewModel';

export interface MapStyle {
  mode: MapMode;
  controllers?: Controllers | undefined;
  /** The seated power's depot reach (supply mode only). */
  supply?: SupplyReach | undefined;
}

/** What every style shares: the geometry resolved, the view model, the borders. */
export interface MapBase {
  resolved: ResolvedGeometry;
  model: MapViewModel;
  arcs: ArcPaint[];
  provinceOrder: readonly string[];
}

export function mapBase(map: MapData, geometry: MapGeometry, resolved = resolveGeometry(geometry), model = buildViewModel(map)): MapBase {
  return { resolved, model, arcs: arcPaints(geometry, iceLinePairs(model)), provinceOrder: provinceLabelOrder(geometry) };
}

/** The painter of a style, and its once-per-level work (choosing province labels for the whole map). */
export function mapPainter(base: MapBase, style: MapStyle): { paint: MapPainter; prepare: (scale: number) => void } {
  const areas = areaPaints(base.resolved, base.model, style.controllers, style.mode, style.mode === 'supply' ? style.supply : undefined);
  const symbols: SymbolContext = { resolved: base.resolved, model: base.model, mode: style.mode, provinceOrder: base.provinceOrder, labelCache: new Map() };
  const measure = new OffscreenCanvas(1, 1).getContext('2d') as unknown as CanvasRenderingContext2D;
  return {
    paint: (ctx, scale, bounds) => {
      paintBase(ctx, { areas, arcs: base.arcs }, scale, bounds);
      paintSymbols(ctx, symbols, scale, bounds);
    },
    prepare: (scale) => void provinceLabels(measure, symbols, scale),
  };
}
