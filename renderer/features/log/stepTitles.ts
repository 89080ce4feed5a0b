import type { StepId } from '../../../shared/model/turn';

/**
 * Step titles for the log (the view carries only the current step's title). A display copy
 * of the sequence's titles; the Record type fails to compile when a step is added.
 */
export const STEP_TITLE: Record<StepId, string> = {
  'political/diplomacy': 'Diplomacy',
  'political/declarationsOfWar': 'Declarations of War',
  'political/callToAllies': 'Call to Allies',
  'political/peace': 'Peace',
  'political/creatingAlliances': 'Creating Alliances',
  'political/minorCountryControl': 'Minor Country Control',
  'political/breakingAlliances': 'Breaking Alliances',
  'political/freeStateDeclaration': 'Free State Declaration',
  'political/combinedMovement': 'Declaration of Combined Movement',
  'reinforcement/naval': 'Naval Reinforcement',
  'reinforcement/army': 'Army Reinforcement',
  'naval/announcePosition': 'Great Britain (or the dominant power) announces its place',
  'naval/movement': 'Naval Movement',
  'naval/combat': 'Naval Combat',
  'land/announcePosition': 'France (or the dominant power) announces its place',
  'land/depots': 'Depot Creation/Removal',
  'land/movement': 'Land Movement',
  'land/supply': 'Supply',
  'land/fieldCombat': 'Field, limited field and trivial combat',
  'land/siegeCombat': 'Siege combat',
  'land/guerilla': 'Guerilla',
  'land/conquest': 'Conquest',
  'economic/victoryPoints': 'Victory Points',
  'economic/collection': 'Money and Manpower Collection',
  'economic/lending': 'Lending Money',
  'economic/manipulation': 'Manipulation',
  'economic/expenditure': 'Money and Manpower Expenditure',
  'economic/politicalStatus': 'Political Status Adjustment',
  'economic/civilDisorder': 'Civil Disorder',
  'economic/ceding': 'Ceding',
  'economic/newCombinations': 'New Political Combinations',
  'economic/levy': 'Levy',
  'economic/umpControl': 'UMP Control',
  'timeRecord/advance': 'Advance the month',
};
