import type { MajorPower } from './powers';

/** 3.0 The phases of a turn, in order. */
export const PHASE_IDS = ['political', 'reinforcement', 'naval', 'land', 'economic', 'timeRecord'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

/** 3.1-3.6 Every step of the sequence of play, namespaced by phase. */
export const STEP_IDS = [
  'political/diplomacy',
  'political/declarationsOfWar',
  'political/callToAllies',
  'political/peace',
  'political/creatingAlliances',
  'political/minorCountryControl',
  'political/breakingAlliances',
  'political/freeStateDeclaration',
  'political/combinedMovement',
  'reinforcement/naval',
  'reinforcement/army',
  'naval/announcePosition',
  'naval/movement',
  'naval/combat',
  'land/announcePosition',
  'land/depots',
  'land/movement',
  'land/supply',
  'land/fieldCombat',
  'land/siegeCombat',
  'land/guerilla',
  'land/conquest',
  'economic/victoryPoints',
  'economic/collection',
  'economic/lending',
  'economic/manipulation',
  'economic/expenditure',
  'economic/politicalStatus',
  'economic/civilDisorder',
  'economic/ceding',
  'economic/newCombinations',
  'economic/levy',
  'economic/umpControl',
  'timeRecord/advance',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/**
 * Where the game is in the sequence of play. `segment` indexes the phase's parts (a step the
 * whole table performs together, or a run of steps each power performs in turn); `slot`
 * indexes `order`, the power sequences of a per-power segment; `phasing` are the powers whose
 * sequence it is (several when moving combined, 4.9).
 */
export interface SequenceCursor {
  readonly phase: PhaseId;
  readonly segment: number;
  readonly slot: number;
  readonly step: StepId;
  readonly stepIndex: number;
  readonly order: readonly (readonly MajorPower[])[];
  readonly phasing: readonly MajorPower[];
}
