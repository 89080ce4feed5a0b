// 13.1 The scenario file format: the zod schema every scenario JSON is parsed with, and the
// options a new game may be given. `scenario.ts` validates the cross-references and builds the state.
import { z } from 'zod';
import { CORPS_TYPES, FACTOR_TYPES, IRREGULAR_KINDS, MAJOR_POWERS, MORALE_METHODS, OPTIONAL_RULE_IDS } from '../model';
import type { MajorPower } from '../model';
import { scenarioEconomySchema } from './scenarioEconomy';

// ---- the scenario JSON format (13.1) ------------------------------------------------------

const power = z.enum(MAJOR_POWERS);
const date = z.strictObject({ month: z.int().min(1).max(12), year: z.int().min(1700).max(1900) });
const count = z.int().min(0);
const factorsSchema = z.strictObject(Object.fromEntries(FACTOR_TYPES.map((t) => [t, count.optional()])) as Record<(typeof FACTOR_TYPES)[number], z.ZodOptional<typeof count>>);
const area = z.string().regex(/^\d{3}$/, 'an area is its printed three-digit number');
const slugId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case slugs');
const pair = z.tuple([power, power]);

const corpsSchema = z.strictObject({
  /** Scenario-local key, e.g. "fr-1"; becomes the corps' secret id. */
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(60),
  nationality: z.string().min(1),
  type: z.enum(CORPS_TYPES).default('infantry'),
  movement: z.int().min(1).max(6),
  /** Where it stands: an area (inside `city` when given), aboard a fleet of the scenario, or off-map (10.1.3). */
  area: area.optional(),
  city: slugId.optional(),
  fleet: z.string().min(1).optional(),
  offMap: z.literal(true).optional(),
  factors: factorsSchema,
  /** 13.1.1.1 the province, minor or area the force is given for: its owner may set it up anywhere in it (absent: where listed). */
  region: z.string().min(1).max(40).optional(),
});

/** 8.1.3.1 What a victory condition asks of the objective cities (a small tree; `side` is any power of that side). */
export type VictoryTestInput =
  | { kind: 'controlsAll'; side: MajorPower; cities: string[] }
  | { kind: 'controlsAtLeast' | 'controlsAtMost'; side: MajorPower; count: number; cities: string[] }
  | { kind: 'points'; side: MajorPower; atLeast: number; values: Record<string, number> }
  | { kind: 'allOf' | 'anyOf'; tests: VictoryTestInput[] }
  | { kind: 'armyAtMost'; power: MajorPower; factors: number }
  | { kind: 'always' };
const victoryTestSchema: z.ZodType<VictoryTestInput> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('controlsAll'), side: power, cities: z.array(slugId).min(1) }),
    z.strictObject({ kind: z.enum(['controlsAtLeast', 'controlsAtMost']), side: power, count: count, cities: z.array(slugId).min(1) }),
    z.strictObject({ kind: z.literal('points'), side: power, atLeast: z.int().min(1), values: z.record(slugId, z.int().min(1)) }),
    z.strictObject({ kind: z.enum(['allOf', 'anyOf']), tests: z.array(victoryTestSchema).min(1) }),
    z.strictObject({ kind: z.literal('armyAtMost'), power, factors: count }),
    z.strictObject({ kind: z.literal('always') }),
  ]),
);

const victorySchema = z.strictObject({
  summary: z.string().min(1),
  /** The objective cities, by map id, with the printed name shown to players. */
  cities: z.array(z.strictObject({ id: slugId, name: z.string().min(1), area })).default([]),
  /** Checked in order; the first met decides. Sudden death at each month's end, the rest after the last turn. */
  conditions: z
    .array(z.strictObject({ id: slugId, winner: power, when: z.enum(['endOfMonth', 'end']), from: date.optional(), test: victoryTestSchema }))
    .default([]),
});

/** The scenario file format. Every GameState is made from one of these by `parseScenario`. */
export const scenarioSchema = z.strictObject({
  format: z.literal('eia-scenario/1'),
  id: slugId,
  title: z.string().min(1),
  /** Where it comes from: a rulebook section, or "constructed for …" (STYLE G). */
  source: z.string().min(1),
  /** Two to four sentences of our own for the New game screen. */
  description: z.string().min(1).max(1200).optional(),
  /** How the setup was made: `reconstructed` with its method, when not transcribed. */
  provenance: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('transcribed'), source: z.string().min(1) }),
      z.strictObject({ kind: z.literal('reconstructed'), method: z.string().min(1) }),
    ])
    .optional(),
  kind: z.enum(['scenario', 'campaign']),
  start: date,
  end: date,
  mapPortion: z.union([z.literal('all'), z.array(area).min(1)]),
  sides: z.array(z.array(power).min(1)).default([]),
  setupOrder: z.array(power),
  /** Powers in play and their starting treasuries and points (13.1.2). */
  powers: z.partialRecord(power, z.strictObject({ money: count, manpower: count, politicalPoints: z.int(), victoryPoints: z.int() })),
  relations: z
    .strictObject({
      wars: z.array(pair).default([]),
      alliances: z.array(pair).default([]),
      enforcedPeace: z.array(z.strictObject({ powers: pair, until: date })).default([]),
    })
    .default({ wars: [], alliances: [], enforcedPeace: [] }),
  /**
   * 10.5 / 10.3 political facts at the start (campaigns): markers on the display by zone and box
   * (default: the printed start boxes, 2.4.3.3), access agreements, wars with minor countries.
   */
  political: z
    .strictObject({
      status: z.partialRecord(power, z.strictObject({ zone: z.enum(['fiasco', 'instability', 'neutral', 'dominant']), number: z.int().min(1) })).default({}),
      access: z.array(z.strictObject({ grantor: power, grantee: power, kind: z.enum(['voluntary', 'unconditional']).default('voluntary'), conditions: z.string().max(500).default('') })).default([]),
      minorWars: z.array(z.strictObject({ minor: slugId, power })).default([]),
    })
    .optional(),
  minors: z
    .array(z.strictObject({ id: slugId, name: z.string().min(1), status: z.enum(['neutral', 'free', 'conquered']), controller: power.nullable().default(null) }))
    .default([]),
  // 13.1.1.1 a corps or garrison with a `region` is given for that province, minor or area; its
  // listed place is the default (steps/setup); 13.1.1.2 such corps may be packed into fewer counters
  forces: z
    .strictObject({
      corps: z.array(corpsSchema).default([]),
      garrisons: z
        .array(z.strictObject({ nationality: z.string().min(1), area, city: slugId.optional(), factors: z.strictObject({ infantry: count.optional(), militia: count.optional(), cossack: count.optional(), freikorps: count.optional(), guerilla: count.optional() }), region: z.string().min(1).max(40).optional() })) // 7.3.3.3.1, 13.1.1.1
        .default([]),
      depots: z.array(z.strictObject({ owner: power, area })).default([]),
      leaders: z
        .array(
          z.strictObject({
            id: slugId,
            name: z.string().min(1),
            owner: power,
            /** Scenario key of the corps or fleet the leader stacks with; else `area`; else off-map. */
            with: z.string().optional(),
            area: area.optional(),
          }),
        )
        .default([]),
      irregulars: z.array(z.strictObject({ nationality: z.string().min(1), kind: z.enum(IRREGULAR_KINDS), factors: z.int().min(1), area })).default([]),
      fleets: z
        .array(
          z.strictObject({
            id: z.string().min(1).max(40),
            name: z.string().min(1),
            nationality: z.string().min(1),
            ships: count,
            /** 2.4.2.1.1 / 5.1.2 the most ships the fleet's National Card box holds (no limit when absent). */
            maxShips: z.int().min(1).max(60).optional(),
            location: z.union([
              z.strictObject({ kind: z.literal('sea'), area }),
              z.strictObject({ kind: z.literal('port'), area, city: slugId }),
              z.strictObject({ kind: z.literal('blockade'), city: slugId }),
            ]),
          }),
        )
        .default([]),
    })
    .default({ corps: [], garrisons: [], depots: [], leaders: [], irregulars: [], fleets: [] }),
  prisoners: z.array(z.strictObject({ holder: power, nationality: z.string().min(1), factors: factorsSchema })).default([]),
  /** 13.1 / 5.2.5 What arrives when: money, factors, corps, leaders, ships. */
  reinforcements: z
    .array(
      z.strictObject({
        date,
        power,
        nationality: z.string().min(1).optional(),
        money: count.optional(),
        manpower: count.optional(),
        area: area.optional(),
        factors: factorsSchema.optional(),
        /** 5.2.1 new corps counters; `id` lets a dated withdrawal (scheduled) name one. */
        corps: z.array(z.strictObject({ id: z.string().min(1).max(40).optional(), name: z.string().min(1), type: z.enum(CORPS_TYPES), movement: z.int().min(1).max(6) })).optional(),
        leaders: z.array(slugId).optional(),
        ships: count.optional(),
        /** 12.1.2 (option) the port the ships are built in. */
        shipsPort: slugId.optional(),
        /** 5.1.1 fleet counters bought, placed in this month's Naval Reinforcement Step. */
        fleets: z.array(z.strictObject({ id: z.string().min(1).max(40), name: z.string().min(1), maxShips: z.int().min(1).max(60) })).optional(),
        /** 13.1 / 10.1 irregulars arriving on the map in `area`. */
        irregulars: z.array(z.strictObject({ kind: z.enum(IRREGULAR_KINDS), factors: z.int().min(1) })).optional(),
      }),
    )
    .default([]),
  victory: victorySchema,
  /** 13.1 changes on a date, applied as that month begins. */
  scheduled: z
    .array(
      z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('minor'), date, minor: slugId, status: z.enum(['neutral', 'free', 'conquered']), controller: power.nullable().default(null) }),
        z.strictObject({ kind: z.literal('withdraw'), date, power, corps: z.array(z.string().min(1)).default([]), leaders: z.array(slugId).default([]) }),
      ]),
    )
    .default([]),
  /**
   * 8.0 campaigns: the Economic Phase's starting record (scenarioEconomy.ts). 13.1.3 a scenario
   * uses only its `ceded`: home provinces another power holds at the start.
   */
  economy: scenarioEconomySchema.optional(),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;

/** Options as given when creating a game: any subset, the rest default to off / method One. */
export const optionsInputSchema = z.strictObject({
  rules: z.partialRecord(z.enum(OPTIONAL_RULE_IDS as [string, ...string[]]), z.boolean()).optional(),
  moraleMethod: z.enum(MORALE_METHODS).optional(),
  openTreasuries: z.boolean().optional(),
  /** 14.2 campaigns: bid for the powers before the first turn (issue 20, selection). */
  selection: z.strictObject({ players: z.number().int().min(2).max(7), twoPowers: z.boolean().default(false) }).optional(),
});
export type OptionsInput = z.input<typeof optionsInputSchema>;

