import type { z } from 'zod';
import type { MajorPower, Provenance } from '../../model';
import casualtyPercentageJson from '../../../assets/charts/casualty-percentage.json';
import combatResolutionJson from '../../../assets/charts/combat-resolution.json';
import commanderJson from '../../../assets/charts/commander.json';
import economicManipulationJson from '../../../assets/charts/economic-manipulation.json';
import guardCommitmentJson from '../../../assets/charts/guard-commitment.json';
import leaderCasualtiesJson from '../../../assets/charts/leader-casualties.json';
import nationalMoraleJson from '../../../assets/charts/national-morale.json';
import navalCombatJson from '../../../assets/charts/naval-combat.json';
import navalChaseJson from '../../../assets/charts/naval-chase.json';
import tacticalNavalJson from '../../../assets/charts/tactical-naval.json';
import operationalPossibilitiesJson from '../../../assets/charts/operational-possibilities.json';
import politicalPointsJson from '../../../assets/charts/political-points.json';
import politicalStatusJson from '../../../assets/charts/political-status.json';
import purchaseCostJson from '../../../assets/charts/purchase-cost.json';
import pursuitClassJson from '../../../assets/charts/pursuit-class.json';
import pursuitJson from '../../../assets/charts/pursuit.json';
import siegeJson from '../../../assets/charts/siege.json';
import spanishGoldJson from '../../../assets/charts/spanish-gold-convoy.json';
import victoryConditionsJson from '../../../assets/charts/victory-conditions.json';
import victoryLevelsJson from '../../../assets/charts/victory-levels.json';
import nationalObjectivesJson from '../../../assets/charts/national-objectives.json';
import { casualtyFactors, casualtyPercentageSchema } from './casualtyPercentage';
import { combatResolutionSchema, combatResult } from './combatResolution';
import { commanderModifiers, commanderSchema } from './commander';
import type { CombatTableId, LossPercent } from './common';
import { economicManipulationSchema, type ManipulationSetting, manipulationSquare } from './economicManipulation';
import { guardCommitmentSchema, guardLosses } from './guardCommitment';
import { isLeaderCasualty, leaderCasualtiesSchema, leaderCasualtyFate } from './leaderCasualties';
import { basicMorale, minorMorale, type MoraleTroop, nationalMoraleSchema, powerMorale } from './nationalMorale';
import { navalCombat, navalCombatSchema } from './navalCombat';
import { chaseTable, navalChaseSchema } from './navalChase';
import { closes, type NavalChit, tacticalCell, tacticalNavalSchema, tacticalTables } from './tacticalNaval';
import { type AttackerChit, type DefenderChit, operationalPossibilitiesSchema, opsCell, type OpsVariant } from './operationalPossibilities';
import { politicalPoints, politicalPointsSchema } from './politicalPoints';
import { type CampaignNumeral, moveStatus, politicalStatusSchema, startingBox, statusBox, type StatusZone, statusTrack } from './politicalStatus';
import { type PurchasableUnit, purchaseCost, purchaseCostSchema } from './purchaseCost';
import { pursuitClass, pursuitClassSchema, pursuitResult, pursuitSchema } from './pursuit';
import { siegeResult, siegeSchema } from './siege';
import { spanishGold, spanishGoldSchema } from './spanishGold';
import { peaceTerm, peaceTermConflicts, victoryConditionsSchema } from './victoryConditions';
import { victoryLevel, victoryLevelsSchema, victoryShare } from './victoryLevels';
import { nationalObjectivesSchema } from './nationalObjectives';

export * from './casualtyPercentage';
export * from './combatResolution';
export * from './commander';
export * from './common';
export * from './economicManipulation';
export * from './guardCommitment';
export * from './leaderCasualties';
export * from './nationalMorale';
export * from './navalCombat';
export * from './navalChase';
export * from './tacticalNaval';
export * from './operationalPossibilities';
export * from './politicalPoints';
export * from './politicalStatus';
export * from './purchaseCost';
export * from './pursuit';
export * from './siege';
export * from './spanishGold';
export * from './victoryConditions';
export * from './victoryLevels';
export * from './nationalObjectives';

/** One schema per chart file; a file is `<id>.json` in assets/charts or in an override pack. */
export const CHART_SCHEMAS = {
  'combat-resolution': combatResolutionSchema,
  'operational-possibilities': operationalPossibilitiesSchema,
  'casualty-percentage': casualtyPercentageSchema,
  commander: commanderSchema,
  'guard-commitment': guardCommitmentSchema,
  'pursuit-class': pursuitClassSchema,
  pursuit: pursuitSchema,
  siege: siegeSchema,
  'naval-combat': navalCombatSchema,
  'spanish-gold-convoy': spanishGoldSchema,
  'purchase-cost': purchaseCostSchema,
  'national-morale': nationalMoraleSchema,
  'political-status': politicalStatusSchema,
  'political-points': politicalPointsSchema,
  'victory-conditions': victoryConditionsSchema,
  'victory-levels': victoryLevelsSchema,
  'economic-manipulation': economicManipulationSchema,
  'leader-casualties': leaderCasualtiesSchema,
  'national-objectives': nationalObjectivesSchema,
  'tactical-naval': tacticalNavalSchema,
  'naval-chase': navalChaseSchema,
} as const;
export type ChartId = keyof typeof CHART_SCHEMAS;
export const CHART_IDS = Object.keys(CHART_SCHEMAS) as ChartId[];
export type ChartBundle = { [K in ChartId]: z.infer<(typeof CHART_SCHEMAS)[K]> };

/** A validation failure: which file, where in it, and what was expected there. */
export interface ChartError {
  file: string;
  path: string;
  expected: string;
}
export type ChartParseResult = { ok: true; charts: ChartBundle } | { ok: false; errors: ChartError[] };

const fileName = (id: ChartId) => `${id}.json`;

function isChartId(id: string): id is ChartId {
  return Object.prototype.hasOwnProperty.call(CHART_SCHEMAS, id);
}

/**
 * Validates a chart bundle: `files` maps file names ("pursuit.json") to parsed JSON. Without
 * `base` every chart must be present; with `base` (an override pack) the files given replace
 * those charts and the rest come from `base`.
 */
export function parseCharts(files: Readonly<Record<string, unknown>>, base?: ChartBundle): ChartParseResult {
  const errors: ChartError[] = [];
  const out: Partial<Record<ChartId, unknown>> = {};
  for (const name of Object.keys(files)) {
    const id = name.replace(/\.json$/, '');
    if (!name.endsWith('.json') || !isChartId(id))
      errors.push({ file: name, path: '', expected: `one of the chart files ${CHART_IDS.map(fileName).join(', ')}` });
  }
  for (const id of CHART_IDS) {
    const raw = files[fileName(id)];
    if (raw === undefined) {
      if (base) out[id] = base[id];
      else errors.push({ file: fileName(id), path: '', expected: 'the chart file to be present' });
      continue;
    }
    const parsed = CHART_SCHEMAS[id].safeParse(raw);
    if (parsed.success) out[id] = parsed.data;
    else
      for (const issue of parsed.error.issues)
        errors.push({ file: fileName(id), path: issue.path.map(String).join('.'), expected: issue.message });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, charts: out as ChartBundle };
}

/** The shipped JSON, keyed by file name as an override pack would be. */
export const SHIPPED_CHART_FILES: Readonly<Record<string, unknown>> = {
  'combat-resolution.json': combatResolutionJson,
  'operational-possibilities.json': operationalPossibilitiesJson,
  'casualty-percentage.json': casualtyPercentageJson,
  'commander.json': commanderJson,
  'guard-commitment.json': guardCommitmentJson,
  'pursuit-class.json': pursuitClassJson,
  'pursuit.json': pursuitJson,
  'siege.json': siegeJson,
  'naval-combat.json': navalCombatJson,
  'spanish-gold-convoy.json': spanishGoldJson,
  'purchase-cost.json': purchaseCostJson,
  'national-morale.json': nationalMoraleJson,
  'political-status.json': politicalStatusJson,
  'political-points.json': politicalPointsJson,
  'victory-conditions.json': victoryConditionsJson,
  'victory-levels.json': victoryLevelsJson,
  'economic-manipulation.json': economicManipulationJson,
  'leader-casualties.json': leaderCasualtiesJson,
  'national-objectives.json': nationalObjectivesJson,
  'tactical-naval.json': tacticalNavalJson,
  'naval-chase.json': navalChaseJson,
};

function loadDefault(): ChartBundle {
  const result = parseCharts(SHIPPED_CHART_FILES);
  if (!result.ok) {
    const first = result.errors[0];
    throw new Error(`shipped charts are invalid: ${first?.file} ${first?.path}: ${first?.expected}`);
  }
  return result.charts;
}

/** The charts shipped in assets/charts, validated at load. */
export const DEFAULT_CHARTS: ChartBundle = loadDefault();

/** Catalogue for the Data Sources screen: one row per chart. */
export interface ChartSource {
  id: ChartId;
  file: string;
  title: string;
  rules: string[];
  provenance: Provenance;
}
export function chartSources(bundle: ChartBundle): ChartSource[] {
  return CHART_IDS.map((id) => {
    const c = bundle[id];
    return { id, file: `assets/charts/${fileName(id)}`, title: c.title, rules: c.rules, provenance: c.provenance };
  });
}
export const CHART_SOURCES: ChartSource[] = chartSources(DEFAULT_CHARTS);

/** Lookups bound to one bundle (the default, or one with a player's override pack applied). */
export function chartLookups(bundle: ChartBundle) {
  return {
    combatResult: (table: CombatTableId, modifiedDie: number) => combatResult(bundle['combat-resolution'], table, modifiedDie),
    opsCell: (attacker: AttackerChit, defender: DefenderChit, variant: OpsVariant = 'normal') =>
      opsCell(bundle['operational-possibilities'], attacker, defender, variant),
    casualtyFactors: (percent: LossPercent, strength: number) => casualtyFactors(bundle['casualty-percentage'], percent, strength),
    commanderModifiers: (attackerTactical: number, defenderTactical: number) =>
      commanderModifiers(bundle.commander, attackerTactical, defenderTactical),
    guardLosses: (shift: 1 | 2, die: number) => guardLosses(bundle['guard-commitment'], shift, die),
    pursuitClass: (victorMoraleLoss: number, roundsCompleted: number) => pursuitClass(bundle['pursuit-class'], victorMoraleLoss, roundsCompleted),
    pursuitResult: (pursuitClassNumber: number, modifiedDie: number) => pursuitResult(bundle.pursuit, pursuitClassNumber, modifiedDie),
    siegeResult: (modifiedRoll: number) => siegeResult(bundle.siege, modifiedRoll),
    navalCombat: (modifiedRoll: number) => navalCombat(bundle['naval-combat'], modifiedRoll),
    spanishGold: (modifiedRoll: number) => spanishGold(bundle['spanish-gold-convoy'], modifiedRoll),
    purchaseCost: (unit: PurchasableUnit, power?: MajorPower) => purchaseCost(bundle['purchase-cost'], unit, power),
    powerMorale: (power: MajorPower, troop: MoraleTroop) => powerMorale(bundle['national-morale'], power, troop),
    minorMorale: (minor: string, opts?: { britishTrained?: boolean }) => minorMorale(bundle['national-morale'], minor, opts),
    basicMorale: (power: MajorPower) => basicMorale(bundle['national-morale'], power),
    statusTrack: () => statusTrack(bundle['political-status']),
    statusBox: (zone: StatusZone, number: number) => statusBox(bundle['political-status'], zone, number),
    moveStatus: (position: number, points: number) => moveStatus(bundle['political-status'], position, points),
    startingBox: (power: MajorPower, campaign: CampaignNumeral) => startingBox(bundle['political-status'], power, campaign),
    politicalPoints: (id: string, count?: number) => politicalPoints(bundle['political-points'], id, count),
    peaceTerm: (id: string) => peaceTerm(bundle['victory-conditions'], id),
    peaceTermConflicts: (id: string, chosen: readonly string[]) => peaceTermConflicts(bundle['victory-conditions'], id, chosen),
    victoryLevel: (power: MajorPower) => victoryLevel(bundle['victory-levels'], power),
    victoryShare: (power: MajorPower, victoryPoints: number) => victoryShare(bundle['victory-levels'], power, victoryPoints),
    manipulationSquare: (power: MajorPower, setting: ManipulationSetting) => manipulationSquare(bundle['economic-manipulation'], power, setting),
    isLeaderCasualty: (roll: number) => isLeaderCasualty(bundle['leader-casualties'], roll),
    leaderCasualtyFate: (die: number) => leaderCasualtyFate(bundle['leader-casualties'], die),
    tacticalCell: (attacker: NavalChit, defender: NavalChit) => tacticalCell(bundle['tactical-naval'], attacker, defender),
    tacticalTables: (attacker: NavalChit, defender: NavalChit, round: number, closed: boolean) => tacticalTables(bundle['tactical-naval'], attacker, defender, round, closed),
    closes: (enemyChit: NavalChit, modifiedRoll: number) => closes(bundle['tactical-naval'], enemyChit, modifiedRoll),
    tacticalNaval: () => bundle['tactical-naval'],
    chaseTable: (victorMoraleLoss: number) => chaseTable(bundle['naval-chase'], victorMoraleLoss),
  };
}
export type ChartLookups = ReturnType<typeof chartLookups>;
/** Lookups on the shipped charts. */
export const charts: ChartLookups = chartLookups(DEFAULT_CHARTS);
