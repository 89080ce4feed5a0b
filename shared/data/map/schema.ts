/**
 * The project's own map schema (assets/map/map.json), validated with zod.
 * One schema serves the shipped file and a player's override file alike.
 */
import { z } from 'zod';
import { MAJOR_POWERS } from '../../model';

const AREA_ID = /^\d{3}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const areaIdSchema = z.string().regex(AREA_ID, 'a three-digit area number');
export const slugSchema = z.string().regex(SLUG, 'a kebab-case id');
export const pointSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type Point = z.infer<typeof pointSchema>;

export const provenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('transcribed'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('extracted'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('reconstructed'), method: z.string().min(1), note: z.string().optional() }),
]);

export const TERRAINS = ['clear', 'forest', 'mountain', 'marsh', 'desert'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const landAreaSchema = z.object({
  id: areaIdSchema,
  kind: z.literal('land'),
  terrain: z.enum(TERRAINS),
  /** 7.4.1 forage value; null on the three small islands that print none. */
  forage: z.number().int().min(0).max(6).nullable(),
  coastal: z.boolean(),
  province: slugSchema,
  /** 9.2 winter zone. */
  winterZone: z.boolean(),
  /** Label point: the area's centroid in source pixels. */
  label: pointSchema,
  pixels: z.number().int().positive(),
});

export const seaAreaBaseSchema = z.object({
  id: areaIdSchema,
  kind: z.literal('sea'),
  winterZone: z.boolean(),
  label: pointSchema,
  pixels: z.number().int().positive(),
});

export const areaSchema = z.discriminatedUnion('kind', [landAreaSchema, seaAreaBaseSchema]);
export type LandArea = z.infer<typeof landAreaSchema>;
export type SeaAreaBase = z.infer<typeof seaAreaBaseSchema>;
export type Area = z.infer<typeof areaSchema>;

export const ownerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('major'), power: z.enum(MAJOR_POWERS) }),
  z.object({ kind: z.literal('minor'), minor: slugSchema }),
]);
export type Owner = z.infer<typeof ownerSchema>;

export const provinceSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  money: z.number().int().min(0),
  manpower: z.number().int().min(0),
  valuesProvenance: provenanceSchema,
  capital: slugSchema,
  capitalProvenance: provenanceSchema,
  areas: z.array(areaIdSchema).min(1),
  /** (P) suffix, 11.1 */
  polish: z.boolean(),
  /** (C) suffix, 10.1.2.1.1 */
  cossack: z.boolean(),
  /** Spanish guerilla number printed after the name, 10.1.1; null where none. */
  guerilla: z.number().int().positive().nullable(),
  /** 1805: home-nation province of a major power, or district of a minor country. */
  owner: ownerSchema,
  ownerProvenance: provenanceSchema,
  label: pointSchema,
});
export type Province = z.infer<typeof provinceSchema>;

export const minorCountrySchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  /** 10.4 districts, the major district first; single-district minors list themselves. */
  districts: z.array(slugSchema).min(1),
  capital: slugSchema,
  provenance: provenanceSchema,
});
export type MinorCountry = z.infer<typeof minorCountrySchema>;

export const citySchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  area: areaIdSchema,
  /** 7.3.3.4 supply value */
  spires: z.number().int().min(1).max(5),
  /** 7.5.4.1.1.1 siege value */
  fleches: z.number().int().min(0).max(3),
  /** printed in red: provincial or minor-country capital */
  capital: z.boolean(),
  /** printed in red capitals: a major power's national capital */
  nationalCapital: z.boolean(),
  port: z.boolean(),
  px: pointSchema,
});
export type City = z.infer<typeof citySchema>;

/** 8.2.1.2.1 trade: first value Great Britain's, second the controller's. */
export const tradeSchema = z.object({ britain: z.number().int().min(0), controller: z.number().int().min(0) });

export const portSchema = z.object({
  city: slugSchema,
  /** Blockade box id, one per port. */
  box: z.string().regex(/^box-[a-z0-9-]+$/),
  boxPx: pointSchema,
  /** null where the box prints "--". */
  trade: tradeSchema.nullable(),
  /** 6.3.3.3 harbour defence value; null where the box prints "--". */
  guns: z.number().int().positive().nullable(),
  /** Sea areas the blockade box is drawn in (read from the raster under the box). */
  boxSeaAreas: z.array(areaIdSchema).min(1),
  /** Sea areas the port opens onto: the box's plus those its city's area touches. */
  seaAreas: z.array(areaIdSchema).min(1),
  /** 8.2.1.2.1.3 */
  blackSea: z.boolean(),
  /** 8.2.1.2.1.2 */
  northOfIceLine: z.boolean(),
});
export type Port = z.infer<typeof portSchema>;

export const seaAreaSchema = z.object({
  id: areaIdSchema,
  name: z.string().nullable(),
  /** 6.2.1.4 */
  northOfIceLine: z.boolean(),
  /** 6.2.1.3, 10.7 */
  dardanelles: z.boolean(),
  /** Black Sea basin (incl. Azov), for 8.2.1.2.1.3. */
  blackSea: z.boolean(),
  provenance: provenanceSchema,
});
export type SeaArea = z.infer<typeof seaAreaSchema>;

export const ADJACENCY_KINDS = ['land', 'coast', 'sea', 'strait'] as const;
export type AdjacencyKind = (typeof ADJACENCY_KINDS)[number];
export const BORDER_KINDS = ['national', 'provincial', 'area'] as const;
export type BorderKind = (typeof BORDER_KINDS)[number];

export const adjacencySchema = z.object({
  a: areaIdSchema,
  b: areaIdSchema,
  kind: z.enum(ADJACENCY_KINDS),
  /** land-land only */
  border: z.enum(BORDER_KINDS).nullable(),
  river: z.boolean(),
});
export type Adjacency = z.infer<typeof adjacencySchema>;

export const crossingSchema = z.object({
  id: z.string().regex(/^arrow-\d{3}-\d{3}$/),
  a: areaIdSchema,
  b: areaIdSchema,
  /** 7.3.1.3.3 the surrounding sea area an enemy fleet blocks it from. */
  sea: areaIdSchema,
  from: pointSchema,
  to: pointSchema,
  /** Optional-rule arrows (12.2.1.1 Channel) are drawn on this map but only used with the option. */
  optionalRule: z.string().nullable(),
  /** Arrows not drawn on the source image (opt:12.2.1 v2.71 straits): how they were placed. */
  provenance: provenanceSchema.optional(),
});
export type Crossing = z.infer<typeof crossingSchema>;

export const iceLineSchema = z.object({
  id: z.string().min(1),
  /** sea areas north of the line */
  north: z.array(areaIdSchema).min(1),
  /** sea areas south of it along the line */
  south: z.array(areaIdSchema).min(1),
  bbox: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  provenance: provenanceSchema,
});
export type IceLine = z.infer<typeof iceLineSchema>;

export const FIX_KINDS = [
  'removeEdge',
  'addEdge',
  'changeEdge',
  'mergeProvince',
  'setValue',
  'relabelPixels',
  'setCityField',
  'review',
] as const;

export const fixSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(FIX_KINDS),
  /** what was changed, e.g. "edge 769-554" or "province constantinople money/manpower" */
  target: z.string().min(1),
  /** pixel relabelling for the geometry build: pixels of `from` inside bbox become `to` */
  relabel: z
    .object({
      from: areaIdSchema,
      to: areaIdSchema,
      bbox: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
    })
    .optional(),
  reason: z.string().min(1),
});
export type Fix = z.infer<typeof fixSchema>;

/**
 * A district a rule carves out of a printed province (v2.71 1.1.2 Hither Pomerania): not on the
 * map, so not in `provinces`; `withOptionalDistricts` applies it when the rule is in force.
 */
export const optionalDistrictSchema = z.object({
  /** The rule that creates it, e.g. "1.1.2". */
  rule: z.string().min(1),
  province: provinceSchema,
  /** The printed province it is carved from, and that province's capital afterwards. */
  from: slugSchema,
  remainderCapital: slugSchema,
  provenance: provenanceSchema,
});
export type OptionalDistrict = z.infer<typeof optionalDistrictSchema>;

export const mapDataSchema = z.object({
  schemaVersion: z.literal(1),
  provenance: provenanceSchema,
  /** Pixel space of every point; the label raster's id is R + 256*G. */
  image: z.object({ width: z.number().int().positive(), height: z.number().int().positive(), labels: z.string() }),
  areas: z.array(areaSchema),
  seaAreas: z.array(seaAreaSchema),
  provinces: z.array(provinceSchema),
  minors: z.array(minorCountrySchema),
  cities: z.array(citySchema),
  ports: z.array(portSchema),
  adjacency: z.array(adjacencySchema),
  crossings: z.array(crossingSchema),
  iceLines: z.array(iceLineSchema),
  fixes: z.array(fixSchema),
  /** Districts that exist only under a rule (absent from older files). */
  optionalDistricts: z.array(optionalDistrictSchema).optional(),
});
export type MapData = z.infer<typeof mapDataSchema>;
