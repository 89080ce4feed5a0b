/**
 * Zod schemas for the forces tables: corps and fleet rosters, depots, garrisons, irregulars
 * (2.4, 7.3.3, 10.1), leaders (10.6) and the Minor Countries Chart (4.6.2.1, 4.6.3.3).
 * The same schemas check the shipped data in `assets/` and a player's override pack.
 */
import { z } from 'zod';
import { CORPS_TYPES, FACTOR_TYPES, MAJOR_POWERS, OPTIONAL_RULE_IDS } from '../../model';
import type { FactorType, OptionalRuleId } from '../../model';

/** Game month as "YYYY-MM"; compares correctly as a string. */
export const monthSchema = z.string().regex(/^1[78]\d\d-(0[1-9]|1[0-2])$/, 'a month "YYYY-MM"');
export type Month = z.infer<typeof monthSchema>;

export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case id');

export const provenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('transcribed'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('extracted'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('reconstructed'), method: z.string().min(1), note: z.string().optional() }),
]);

export const majorPowerSchema = z.enum(MAJOR_POWERS);

/** A table-level header every forces file carries. */
const tableHeader = {
  title: z.string().min(1),
  provenance: provenanceSchema,
};

/** A recorded v2.71 errata change: the value printed on the component, and the rule that changed it. */
export const errataSchema = z.object({
  rule: z.string().min(1),
  field: z.string().min(1),
  printed: z.union([z.string(), z.number(), z.null()]),
});

// ---------------------------------------------------------------- corps

/** 2.4.2.1.1 kinds of box on a National Card, and corps types: the model's closed sets. */
export const FACTOR_KINDS = FACTOR_TYPES;
export type FactorKind = FactorType;

const limitsSchema = z
  .object({
    /** Regular infantry; shared with militia when `militia` is 'shared' (2.4.2.1.1). */
    infantry: z.number().int().min(1).max(40).optional(),
    cavalry: z.number().int().min(1).max(20).optional(),
    guard: z.number().int().min(1).max(20).optional(),
    artillery: z.number().int().min(1).max(20).optional(),
    feudalInfantry: z.number().int().min(1).max(20).optional(),
    feudalCavalry: z.number().int().min(1).max(20).optional(),
  })
  .strict();

const moraleSchema = z
  .object({
    infantry: z.number().min(1).max(5).optional(),
    militia: z.number().min(1).max(5).optional(),
    cavalry: z.number().min(1).max(5).optional(),
    guard: z.number().min(1).max(5).optional(),
    artillery: z.number().min(1).max(5).optional(),
    feudalInfantry: z.number().min(1).max(5).optional(),
    feudalCavalry: z.number().min(1).max(5).optional(),
  })
  .strict();

/** 10.6.1 intrinsic rating; Prussian counters print a pre-1810 and a 1810-and-later value (counter note e). */
const intrinsicValueSchema = z.union([
  z.number().int().min(0).max(3),
  z.object({ before1810: z.number().int().min(0).max(3), from1810: z.number().int().min(0).max(3) }).strict(),
]);

export const corpsSchema = z
  .object({
    id: idSchema,
    /** Major power or minor country (or political combination) whose counter this is. */
    owner: idSchema,
    designation: z.string().min(1),
    type: z.enum(CORPS_TYPES),
    /** How the infantry box treats militia: shared limit, militia only (some Spanish corps) or none (minors). */
    militia: z.enum(['shared', 'only', 'none']),
    limits: limitsSchema,
    morale: moraleSchema,
    /** Printed movement: 3 or 5; `parenthesized` marks the "(3)" that becomes 4 under French control (7.3.1.1). */
    movement: z.object({ printed: z.union([z.literal(3), z.literal(5)]), parenthesized: z.boolean() }).strict(),
    /** Minor-country corps have none: they use their controller's (10.6.1). */
    intrinsic: z.object({ strategic: intrinsicValueSchema, tactical: intrinsicValueSchema }).strict().nullable(),
    /** Counter enters play / leaves play (Prussian reform corps, Nizami-Cedid ...). */
    availableFrom: monthSchema.optional(),
    availableUntil: monthSchema.optional(),
    /** Special rules that govern this counter. */
    rules: z.array(z.string()).default([]),
    errata: z.array(errataSchema).default([]),
    provenance: provenanceSchema,
  })
  .strict();
export type Corps = z.infer<typeof corpsSchema>;

export const corpsFileSchema = z.object({ ...tableHeader, corps: z.array(corpsSchema).min(1) }).strict();

// ---------------------------------------------------------------- fleets

export const fleetSchema = z
  .object({
    id: idSchema,
    owner: idSchema,
    designation: z.string().min(1),
    maxShips: z.number().int().min(1).max(60),
    /** 6.2.1 every fleet moves 7. */
    movement: z.literal(7),
    provenance: provenanceSchema,
  })
  .strict();
export type Fleet = z.infer<typeof fleetSchema>;
export const fleetsFileSchema = z.object({ ...tableHeader, fleets: z.array(fleetSchema).min(1) }).strict();

// ---------------------------------------------------------------- depots

export const depotsFileSchema = z
  .object({
    ...tableHeader,
    /** 7.2.1 counter-mix limit of depots on the map at once. */
    limits: z.object(
      Object.fromEntries(MAJOR_POWERS.map((p) => [p, z.number().int().min(1).max(30)])) as Record<
        (typeof MAJOR_POWERS)[number],
        z.ZodNumber
      >,
    ),
    /** 7.2.1 placing a depot costs this much money. */
    placementCost: z.number().int().min(0),
    /** 7.3.3.5 */
    garrisonCapacity: z.number().int().min(1),
    /** 12.3.1 (optional) corps one depot may supply. */
    optionalSupplyLimit: z.number().int().min(1),
  })
  .strict();

// ---------------------------------------------------------------- garrisons

export const garrisonsFileSchema = z
  .object({
    ...tableHeader,
    /** 7.3.3.4 city capacity = this × supply value (spires). */
    cityCapacityPerSpire: z.number().int().min(1),
    depotCapacity: z.number().int().min(1),
    /** 7.3.3.3 factor kinds that may stand as garrison. */
    garrisonKinds: z.array(z.enum(['infantry', 'militia', 'cossack', 'freikorps', 'guerilla'])).min(1),
    /** 7.3.3.2 converted to regular infantry when detached. */
    convertedToInfantry: z.array(z.enum(FACTOR_KINDS)),
    /** 7.3.3.2 may never be detached. */
    neverDetached: z.array(z.enum(FACTOR_KINDS)),
    /** 7.3.3 corps types that may not detach or absorb factors (10.1.3.4, 10.1.4.2). */
    corpsTypesThatCannotDetach: z.array(z.enum(CORPS_TYPES)),
    /** 10.1.1.3 guerillas may garrison cities only. */
    mayNotGarrisonDepots: z.array(z.enum(['cossack', 'freikorps', 'guerilla'])),
    rules: z.array(z.object({ rule: z.string().min(1), summary: z.string().min(1) }).strict()),
  })
  .strict();

// ---------------------------------------------------------------- irregulars

export const irregularSchema = z
  .object({
    id: z.enum(['cossack', 'freikorps', 'guerilla']),
    owners: z.array(majorPowerSchema).min(1),
    /** Counter mix per owner; null where the rules set the number (cossacks, guerillas). */
    counters: z.record(z.string(), z.number().int().min(0).nullable()),
    factorsPerCounter: z.number().int().min(1).nullable(),
    factorKind: z.enum(['cavalry', 'infantry']),
    morale: z.number().min(0).max(5),
    /** Areas per turn (guerillas, 10.1.1.3.4) or movement points. */
    movement: z.object({ points: z.number().int().min(1), unit: z.enum(['movementPoints', 'areas']) }).strict(),
    mayForceMarch: z.boolean(),
    availableFrom: z.record(z.string(), monthSchema).default({}),
    rules: z.array(z.string()).min(1),
    provenance: provenanceSchema,
  })
  .strict();
export type Irregular = z.infer<typeof irregularSchema>;
export const irregularsFileSchema = z.object({ ...tableHeader, irregulars: z.array(irregularSchema).min(1) }).strict();

// ---------------------------------------------------------------- leaders

export const SENIORITIES = ['A', 'B', 'C', 'D'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const leaderSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    /** Major power, minor country or political combination. */
    nationality: idSchema,
    /** Land leaders carry ratings; the one naval leader (Nelson) carries none (10.6.4.2). */
    kind: z.enum(['land', 'naval']),
    strategic: z.number().int().min(0).max(6).nullable(),
    tactical: z.number().int().min(0).max(6).nullable(),
    tacticalMax: z.number().int().min(1).max(8).nullable(),
    seniority: z.enum(SENIORITIES).nullable(),
    cavalry: z.boolean(),
    arrival: monthSchema,
    removal: monthSchema.nullable(),
    /** 10.6.5 the counter turns over to another nationality on this date. */
    transfer: z
      .object({ date: monthSchema, to: idSchema, rule: z.string().min(1) })
      .strict()
      .optional(),
    errata: z.array(errataSchema).default([]),
    /** Rating changes an optional rule makes from a date (12.3.7.3 Napoleon's ratings), keyed by the option's id. */
    optionChanges: z
      .array(
        z
          .object({
            option: z.enum(OPTIONAL_RULE_IDS as [OptionalRuleId, ...OptionalRuleId[]]),
            from: monthSchema,
            field: z.enum(['strategic', 'tactical']),
            value: z.number().int().min(0).max(6),
          })
          .strict(),
      )
      .default([]),
    provenance: provenanceSchema,
  })
  .strict();
export type Leader = z.infer<typeof leaderSchema>;
export const leadersFileSchema = z.object({ ...tableHeader, leaders: z.array(leaderSchema).min(1) }).strict();

// ---------------------------------------------------------------- minors

export const CAMPAIGN_YEARS = ['1805', '1812', '1813'] as const;
export type CampaignYear = (typeof CAMPAIGN_YEARS)[number];

/** 4.6 statuses as the engine's `MinorCountry` names them, plus a secondary district (10.4). */
export const MINOR_STATUSES = ['neutral', 'free', 'conquered', 'secondaryDistrict'] as const;
export type MinorStatus = (typeof MINOR_STATUSES)[number];

export const minorStartSchema = z
  .object({
    status: z.enum(MINOR_STATUSES),
    /** Major power controlling a free state or conquered minor. */
    controller: majorPowerSchema.optional(),
    /** Minor whose secondary district this is (10.4). */
    districtOf: idSchema.optional(),
    /** 4.6.3.3 "If", "Cv", "Sh". */
    infantry: z.number().int().min(0),
    cavalry: z.number().int().min(0),
    ships: z.number().int().min(0),
    provenance: provenanceSchema.optional(),
  })
  .strict();
export type MinorStart = z.infer<typeof minorStartSchema>;

export const minorSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    /** Province ids of its districts; the first is the major district (10.4.1). */
    districts: z.array(idSchema).min(1),
    /** Set on the line of a secondary district (Norway, Finland: 10.4.1, errata 1.4): the minor it belongs to. */
    partOf: idSchema.optional(),
    /** 4.6.2.1 die modifier per major power when dicing for control. */
    nationalModifiers: z.object(
      Object.fromEntries(MAJOR_POWERS.map((p) => [p, z.number().int().min(-3).max(3)])) as Record<
        (typeof MAJOR_POWERS)[number],
        z.ZodNumber
      >,
    ),
    start: z.object({ '1805': minorStartSchema, '1812': minorStartSchema, '1813': minorStartSchema }).strict(),
    provenance: provenanceSchema,
    errata: z.array(errataSchema).default([]),
  })
  .strict();
export type Minor = z.infer<typeof minorSchema>;

/** Political combinations whose counters exist (counter note d; 11.1-11.6). */
export const combinationSchema = z
  .object({ id: idSchema, name: z.string().min(1), rule: z.string().min(1), members: z.array(idSchema) })
  .strict();
export type Combination = z.infer<typeof combinationSchema>;

/** v2.71 10.4.5 a multi-district minor a power may create: its primary district and the secondaries it may join. */
export const districtUnionSchema = z
  .object({ id: idSchema, name: z.string().min(1), rule: z.string().min(1), /** the optional rule's id that switches it on */ option: z.string().min(1), primary: idSchema, secondaries: z.array(idSchema).min(1), provenance: provenanceSchema })
  .strict();
export type DistrictUnion = z.infer<typeof districtUnionSchema>;

export const minorsFileSchema = z
  .object({ ...tableHeader, minors: z.array(minorSchema).min(1), combinations: z.array(combinationSchema), districtUnions: z.array(districtUnionSchema).default([]) })
  .strict();
