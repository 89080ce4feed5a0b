import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { MapGeometry } from './geometrySchema';
import type { ResolvedGeometry } from './geometryIndex';
import { WATER } from './styles';
import type { Bounds } from './viewport';

export interface MinimapHandle {
  showView(b: Bounds): void;
}

const WIDTH = 220;

/** The whole map in miniature with the viewport rectangle; click or drag to move there. */
export const Minimap = forwardRef<MinimapHandle, { resolved: ResolvedGeometry; geometry: MapGeometry; fills: [string, Path2D][]; onCentre: (mx: number, my: number) => void }>(
  function Minimap({ geometry, fills, onCentre }, ref) {
    const base = useRef<HTMLCanvasElement>(null);
    const top = useRef<HTMLDivElement>(null);
    const frame = useRef<HTMLDivElement>(null);
    const k = WIDTH / geometry.width;
    const height = Math.round(geometry.height * k);

    useEffect(() => {
      const c = base.current?.getContext('2d');
      if (!c) return;
      c.setTransform(k, 0, 0, k, 0, 0);
      c.fillStyle = WATER;
      c.fillRect(0, 0, geometry.width, geometry.height);
      for (const [colour, path] of fills) {
        c.fillStyle = colour;
        c.fill(path, 'evenodd');
      }
    }, [fills, geometry, k]);

    // The view's frame is a box moved by CSS: a gesture changes a style per frame, never a canvas.
    useImperativeHandle(ref, () => ({
      showView([x0, y0, x1, y1]) {
        const f = frame.current?.style;
        if (!f) return;
        const left = Math.max(0, x0 * k);
        const topPx = Math.max(0, y0 * k);
        f.transform = `translate(${left}px, ${topPx}px)`;
        f.width = `${Math.max(2, Math.min(WIDTH, x1 * k) - left)}px`;
        f.height = `${Math.max(2, Math.min(height, y1 * k) - topPx)}px`;
      },
    }), [k, height]);

    const centreAt = (e: React.PointerEvent<HTMLDivElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      onCentre((e.clientX - r.left) / k, (e.clientY - r.top) / k);
    };
    return (
      <div className="map-chrome map-minimap" aria-hidden="true">
        <canvas ref={base} width={WIDTH} height={height} />
        <div ref={frame} className="map-minimap-frame" />
        <div
          ref={top}
          className="map-minimap-input"
          style={{ width: WIDTH, height }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            centreAt(e);
          }}
          onPointerMove={(e) => {
            if (e.buttons & 1) centreAt(e);
          }}
        />
      </div>
    );
  },
);
