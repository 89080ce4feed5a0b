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
    const top = useRef<HTMLCanvasElement>(null);
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

    useImperativeHandle(ref, () => ({
      showView([x0, y0, x1, y1]) {
        const c = top.current?.getContext('2d');
        if (!c) return;
        c.clearRect(0, 0, WIDTH, height);
        c.strokeStyle = '#8c1c13';
        c.lineWidth = 2;
        c.strokeRect(x0 * k, y0 * k, (x1 - x0) * k, (y1 - y0) * k);
      },
    }), [k, height]);

    const centreAt = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      onCentre((e.clientX - r.left) / k, (e.clientY - r.top) / k);
    };
    return (
      <div className="map-chrome map-minimap" aria-hidden="true">
        <canvas ref={base} width={WIDTH} height={height} />
        <canvas
          ref={top}
          width={WIDTH}
          height={height}
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
