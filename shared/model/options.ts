import type { RuleRef } from './verdict';

/**
 * Optional rules a game may switch on (sections 11-12 of the rulebook and the Optional Rules
 * and Errata v2.71, sections 12.2.6-12.11, 18 and 19). Each rule reads only its own flag.
 */
export const OPTIONAL_RULES = [
  { id: 'poland', rule: '11.1', title: 'Poland (Grand Duchy of Warsaw)' },
  { id: 'kingdomOfItaly', rule: '11.2', title: 'Kingdom of Italy' },
  { id: 'westphalia', rule: '11.3', title: 'Kingdom of Westphalia' },
  { id: 'bavaria', rule: '11.4', title: 'Kingdom of Bavaria' },
  { id: 'confederationOfTheRhine', rule: '11.5', title: 'Confederation of the Rhine' },
  { id: 'ottomanEmpire', rule: '11.6', title: 'The Ottoman Empire' },
  { id: 'twoSicilies', rule: '11.7', title: 'Kingdom of the Two Sicilies' },
  { id: 'alternateDominantPowers', rule: '11.8', title: 'Alternate dominant powers' },
  { id: 'politicalRestrictionsOnPeace', rule: '11.9', title: 'Political restrictions on peace' },
  { id: 'militiaConversion', rule: '12.1.1', title: 'Militia conversion' },
  { id: 'shipBuildingLocations', rule: '12.1.2', title: 'Ship building locations' },
  { id: 'channelArrow', rule: '12.2.1.1', title: 'Channel crossing arrow' },
  { id: 'danishSwedishArrows', rule: '12.2.1.2', title: 'Danish and Swedish sea crossing arrows' },
  { id: 'navalRaiding', rule: '12.2.2', title: 'Naval raiding' },
  { id: 'largeFleets', rule: '12.2.3', title: 'Moving large fleets and transports' },
  { id: 'reducedNavalTransport', rule: '12.2.4', title: 'Reduced naval transport capacity' },
  { id: 'proportionalNavalLosses', rule: '12.2.5', title: 'Proportional naval losses' },
  { id: 'advancedNaval', rule: '12.2.6', title: 'Advanced naval rules (v2.71)' },
  { id: 'nelson', rule: '12.2.7', title: 'Nelson (v2.71)' },
  { id: 'hulks', rule: '12.2.8', title: 'Hulks (v2.71)' },
  { id: 'westIndies', rule: '12.2.7 (West Indies)', title: 'The West Indies (v2.71)' },
  { id: 'supplyLimitsPerDepot', rule: '12.3.1', title: 'Supply limits per depot' },
  { id: 'britishTraining', rule: '12.3.2', title: 'British training' },
  { id: 'cavalrySuperiority', rule: '12.3.3.1', title: 'Cavalry superiority' },
  { id: 'cavalryWithdrawals', rule: '12.3.3.2', title: 'Cavalry withdrawals' },
  { id: 'mamelukes', rule: '12.3.3.3', title: 'Mamelukes (v2.71)' },
  { id: 'turkishImperialCavalry', rule: '12.3.3.4', title: 'Turkish imperial cavalry (v2.71)' },
  { id: 'guardCommitment', rule: '12.3.4', title: 'Guard commitment' },
  { id: 'artilleryCorps', rule: '12.3.5', title: 'Artillery corps' },
  { id: 'proportionalLandLosses', rule: '12.3.6', title: 'Proportional land losses' },
  { id: 'corpsLeaders', rule: '12.3.7.1', title: 'Corps leaders' },
  { id: 'furtherTacticalReductions', rule: '12.3.7.2', title: 'Further tactical rating reductions' },
  { id: 'napoleonsRatings', rule: '12.3.7.3', title: "Napoleon's ratings" },
  { id: 'reactionMoves', rule: '12.3.7.4', title: 'Reaction moves (v2.71)' },
  { id: 'minorFreeStateDetaching', rule: '12.3.8', title: 'Detaching and absorbing minor free state factors' },
  { id: 'overruns', rule: '12.3.9', title: 'Overwhelming numbers and overruns (v2.71)' },
  { id: 'peaceTreatyLimitedAccess', rule: '12.4', title: 'Peace treaty limited access' },
  { id: 'economicManipulation', rule: '12.5', title: 'Economic manipulation' },
  { id: 'leaderCasualties', rule: '12.7', title: 'Leader casualties' },
  { id: 'alliedVoluntaryAccess', rule: '12.8', title: 'Allied voluntary access' },
  { id: 'americanTrade', rule: '12.9', title: 'American trade' },
  { id: 'nonEuropeanTroops', rule: '12.10', title: 'Non-European troops (v2.71)' },
  { id: 'militiaAndLandwehr', rule: '12.11', title: 'Militia and Landwehr (v2.71)' },
  { id: 'solitaireCombat', rule: '18.0', title: 'Solitaire combat options (v2.71)' },
  { id: 'standingProcedures', rule: '19.1', title: 'Standing procedures (v2.71)' },
] as const satisfies readonly { id: string; rule: RuleRef; title: string }[];

export type OptionalRuleId = (typeof OPTIONAL_RULES)[number]['id'];
export const OPTIONAL_RULE_IDS = OPTIONAL_RULES.map((o) => o.id) as readonly OptionalRuleId[];

/** 7.5.2.6.1 How base morale is computed: weighted average (One) or primary component (Two). */
export const MORALE_METHODS = ['one', 'two'] as const;
export type MoraleMethod = (typeof MORALE_METHODS)[number];

/** The options in force for one game, chosen at creation and stored with it. */
export interface Options {
  /** One flag per optional rule; every flag is present. */
  readonly rules: { readonly [K in OptionalRuleId]: boolean };
  /** 7.5.2.6.1 chosen before the game begins. */
  readonly moraleMethod: MoraleMethod;
  /**
   * House option: show every power's money and manpower to all. Off by default, since each
   * player keeps his treasury on his own sheet (8.0 preamble).
   */
  readonly openTreasuries: boolean;
}

export function defaultOptions(): Options {
  const rules = {} as Record<OptionalRuleId, boolean>;
  for (const id of OPTIONAL_RULE_IDS) rules[id] = false;
  return { rules, moraleMethod: 'one', openTreasuries: false };
}
