import { z } from 'zod';

/**
 * Map geometry (`assets/map/geometry.json`, built by `npm run build:map` from the area
 * raster). Pure data, no DOM: the build script and the renderer both use it.
 *
 * Coordinates are in the source raster's pixel space (3109 × 2365, y down), the same space as
 * every `px` field of the map data, so positions from the data can be drawn directly.
 */

/** Kind of a border arc, from the adjacency data (1.x map key). */
export const ARC_KINDS = ['national', 'provincial', 'area', 'coast', 'sea', 'frame'] as const;
export type ArcKind = (typeof ARC_KINDS)[number];

const point = z.tuple([z.number(), z.number()]);

export const geometryArcSchema = z.object({
  kind: z.enum(ARC_KINDS),
  /** A river runs along this border (blue line). */
  river: z.boolean().optional(),
  /** Area ids on the left and right when walking the points (null = off the map / lake). */
  left: z.string().nullable(),
  right: z.string().nullable(),
  /** Flat [x0, y0, x1, y1, …] in raster pixels. */
  points: z.array(z.number()),
});

/** Rings of arc references: `i` = arc i forwards, `~i` (= -i-1) = arc i backwards. */
const rings = z.array(z.array(z.number().int()));

export const geometryAreaSchema = z.object({
  rings,
  /** A point well inside the area (raster pole of inaccessibility). */
  label: point,
  /** Radius of the largest empty circle around `label`, in pixels: room for text. */
  room: z.number(),
  /** [minX, minY, maxX, maxY]. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

export const geometryProvinceSchema = z.object({
  name: z.string(),
  rings,
  label: point,
  room: z.number(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

export const geometrySchema = z.object({
  format: z.literal('eia-geometry/1'),
  provenance: z.object({ kind: z.literal('extracted'), source: z.string(), note: z.string().optional() }),
  width: z.number(),
  height: z.number(),
  simplification: z.object({ tolerance: z.number(), exactArcs: z.number() }),
  arcs: z.array(geometryArcSchema),
  areas: z.record(z.string(), geometryAreaSchema),
  provinces: z.record(z.string(), geometryProvinceSchema),
  /** Minor-country outlines: the union of their districts (10.4). */
  minors: z.record(z.string(), z.object({ name: z.string(), rings, bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]) })),
  cities: z.array(z.object({ id: z.string(), name: z.string(), area: z.string(), at: point })),
  portBoxes: z.array(z.object({ city: z.string(), area: z.string(), at: point })),
  crossings: z.array(z.object({ from: z.string(), to: z.string(), tips: z.tuple([point, point]) })),
  iceLines: z.array(z.object({ seas: z.string(), bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]) })),
});

export type MapGeometry = z.infer<typeof geometrySchema>;
export type GeometryArc = z.infer<typeof geometryArcSchema>;
export type GeometryArea = z.infer<typeof geometryAreaSchema>;
export type GeometryProvince = z.infer<typeof geometryProvinceSchema>;
