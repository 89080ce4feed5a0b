/**
 * Shapes of the extracted source files (assets/source/map_*.json), checked on read so a
 * changed extraction fails loudly instead of converting garbage.
 */
import { z } from 'zod';

const pt = z.tuple([z.number(), z.number()]);

export const sourceAreasSchema = z.object({
  _meta: z.object({
    unnumbered_water: z.array(
      z.object({
        px: z.number(),
        centroid: pt,
        merged_into: z.string().nullable(),
        touching_sea_areas: z.record(z.string(), z.number()).optional(),
        ambiguous: z.boolean().optional(),
        note: z.string().optional(),
      }),
    ),
  }),
  areas: z.record(
    z.string(),
    z.object({
      id: z.string(),
      kind: z.enum(['land', 'sea']),
      terrain: z.string().nullable(),
      centroid_px: pt,
      area_px: z.number(),
      forage: z.number().nullable().optional(),
      province: z.string().optional(),
      national_border_group: z.string().optional(),
      cities: z.array(z.string()).optional(),
      coastal: z.boolean().optional(),
      neighbours: z.array(z.string()),
    }),
  ),
});

export const sourceAdjacencySchema = z.object({
  edges: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      kind: z.enum(['land-land', 'coast', 'sea-sea', 'strait-arrow']),
      contact_px: z.number(),
      river: z.boolean().optional(),
      border: z.enum(['national', 'provincial', 'area']).optional(),
      weak: z.boolean().optional(),
    }),
  ),
});

export const sourceProvincesSchema = z.object({
  provinces: z.array(
    z.object({
      name: z.string(),
      areas: z.array(z.string()),
      money: z.number().optional(),
      manpower: z.number().optional(),
      suffix: z.string().optional(),
      'red_named_cities(capital)': z.array(z.string()),
      cities: z.array(z.string()),
      national_border_group: z.string(),
    }),
  ),
});

export const sourceCitiesSchema = z.object({
  cities: z.array(
    z.object({
      name: z.string(),
      area: z.string(),
      spires: z.number(),
      fleches: z.number().nullable(),
      red_label: z.boolean(),
      capital_label: z.string().nullable(),
      port: z.boolean(),
      x: z.number(),
      y: z.number(),
    }),
  ),
  port_boxes: z.array(
    z.object({
      port: z.string(),
      box_px: pt,
      trade_text: z.string(),
      guns_text: z.string(),
    }),
  ),
});

export const sourceCrossingsSchema = z.object({
  _meta: z.object({
    wavy_lines_possibly_ice_line: z.array(
      z.object({ px_bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]), between_sea_areas: z.string() }),
    ),
  }),
  arrows: z.array(
    z.object({
      arrow_bbox_xy: z.tuple([z.number(), z.number(), z.number(), z.number()]),
      tip1: pt.optional(),
      tip2: pt.optional(),
      area1: z.string(),
      area2: z.string(),
    }),
  ),
});

export type SourceAreas = z.infer<typeof sourceAreasSchema>;
export type SourceAdjacency = z.infer<typeof sourceAdjacencySchema>;
export type SourceProvinces = z.infer<typeof sourceProvincesSchema>;
export type SourceCities = z.infer<typeof sourceCitiesSchema>;
export type SourceCrossings = z.infer<typeof sourceCrossingsSchema>;

/** The area raster decoded: ids[y * width + x] = R + 256*G of area-labels.png. */
export interface LabelRaster {
  width: number;
  height: number;
  ids: ArrayLike<number>;
}

/** All source inputs of the conversion, as parsed JSON plus the decoded raster. */
export interface MapSources {
  areas: unknown;
  adjacency: unknown;
  provinces: unknown;
  cities: unknown;
  crossings: unknown;
  raster: LabelRaster;
}
