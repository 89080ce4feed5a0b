import { HOVER, SELECT } from './styles';

/** What the overlay layer draws, in map coordinates: hover, selection, a searched province, lit areas. */
export interface OverlayPaths {
  hover: Path2D | null;
  selected: Path2D | null;
  province: Path2D | null;
  lit: readonly { path: Path2D; fill: string; stroke?: string | undefined; dashed?: boolean | undefined }[];
}

export const overlayEmpty = (p: OverlayPaths): boolean => p.hover === null && p.selected === null && p.province === null && p.lit.length === 0;

/** Draws the overlay at scale `s` (line widths in screen pixels). */
export function drawOverlay(c: CanvasRenderingContext2D, p: OverlayPaths, s: number): void {
  c.lineJoin = 'round';
  for (const l of p.lit) {
    c.fillStyle = l.fill;
    c.fill(l.path, 'evenodd');
    if (l.stroke) {
      c.strokeStyle = l.stroke;
      c.lineWidth = 2 / s;
      if (l.dashed) c.setLineDash([5 / s, 4 / s]);
      c.stroke(l.path);
      c.setLineDash([]);
    }
  }
  if (p.province) {
    c.strokeStyle = SELECT;
    c.setLineDash([6 / s, 4 / s]);
    c.lineWidth = 3 / s;
    c.stroke(p.province);
    c.setLineDash([]);
  }
  if (p.hover) {
    c.fillStyle = 'rgba(255,255,255,0.28)';
    c.fill(p.hover, 'evenodd');
    c.strokeStyle = HOVER;
    c.lineWidth = 1.5 / s;
    c.stroke(p.hover);
  }
  if (p.selected) {
    c.strokeStyle = '#000000';
    c.lineWidth = 5 / s;
    c.stroke(p.selected);
    c.strokeStyle = SELECT;
    c.lineWidth = 3 / s;
    c.stroke(p.selected);
  }
}
