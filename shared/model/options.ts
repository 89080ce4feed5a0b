import type { RuleRef } from './verdict';
import type { SelectionSettings } from './selection';

/** How far the engine carries an optional rule. */
export const OPTION_STATUSES = ['built', 'partial', 'notBuilt'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];

/** Headings the New game screen groups the options under. */
export const OPTION_GROUPS = [
  { id: 'land', title: 'Land forces and combat' },
  { id: 'leaders', title: 'Leaders' },
  { id: 'naval', title: 'Naval' },
  { id: 'politicalEconomic', title: 'Political and economic' },
  { id: 'procedures', title: 'Solitaire and standing procedures' },
] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number]['id'];

/** Why a rule is not built, for rules whose whole phase the scenarios skip (13.0). */

/**
 * What kind of switch an entry is. An `addition` (the rulebook's optional rules, and new rules
 * in v2.71) is off unless the players tick it. A `correction` is a v2.71 erratum that changes a
 * standard rule: on by default, and unticking it plays the rule as first printed.
 */
export type OptionKind = 'addition' | 'correction';

/** One optional rule: where it is, what it is called, how far the engine carries it. */
export type OptionalRuleInfo = { readonly id: string; readonly rule: RuleRef; readonly title: string; readonly group: OptionGroup; readonly kind?: OptionKind } & (
  | { readonly status: 'built' }
  | { readonly status: 'partial' | 'notBuilt'; readonly missing: string }
);
type Described<I extends string> = OptionalRuleInfo & { readonly id: I };

/**
 * Optional rules a game may switch on (sections 11-12 of the rulebook and the Optional Rules
 * and Errata v2.71, sections 12.2.6-12.11, 18 and 19). Each rule reads only its own flag.
 * `status` says honestly what the engine does with it: `built` rules do what the rule says and
 * are tested; `partial` ones do part of it (`missing` says what not); `notBuilt` ones are not
 * read at all, and a new game asking for one is refused (options.test.ts keeps this true).
 */
export const OPTIONAL_RULES = [
  // ---- section 11 new political combinations (issue 20): the 8.9 step, shared/rules/campaign/combinations ----
  { id: 'poland', rule: '11.1', title: 'Poland (Grand Duchy of Warsaw)', group: 'politicalEconomic', status: 'built' },
  { id: 'kingdomOfItaly', rule: '11.2', title: 'Kingdom of Italy', group: 'politicalEconomic', status: 'built' },
  { id: 'kingdomOfItalyV271', rule: 'opt:11.2.1', title: 'Kingdom of Italy: France alone, Lombardy, Venetia and Romagna (v2.71; with 11.2 on)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'westphalia', rule: '11.3', title: 'Kingdom of Westphalia', group: 'politicalEconomic', status: 'built' },
  { id: 'bavaria', rule: '11.4', title: 'Kingdom of Bavaria', group: 'politicalEconomic', status: 'built' },
  { id: 'confederationOfTheRhine', rule: '11.5', title: 'Confederation of the Rhine / German Confederation', group: 'politicalEconomic', status: 'built' },
  { id: 'germanConfederationV271', rule: 'opt:11.5', title: 'German Confederation: Austrian, North German or Rhine confederation (v2.71; with 11.5 on)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'ottomanEmpire', rule: '11.6', title: 'The Ottoman Empire', group: 'politicalEconomic', status: 'built' },
  { id: 'twoSicilies', rule: '11.7', title: 'Kingdom of the Two Sicilies', group: 'politicalEconomic', status: 'built' },
  { id: 'alternateDominantPowers', rule: '11.8', title: 'Alternate dominant powers', group: 'politicalEconomic', status: 'built' },
  { id: 'dominantPowersV271', rule: 'opt:11.8.3', title: 'Dominant status by national objectives: 60 to gain, under 40 to lose (v2.71; with 11.8 on)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'politicalRestrictionsOnPeace', rule: '11.9', title: 'Political restrictions on peace', group: 'politicalEconomic', status: 'built' },
  { id: 'militiaConversion', rule: '12.1.1', title: 'Militia conversion', group: 'politicalEconomic', status: 'built' },
  { id: 'shipBuildingLocations', rule: '12.1.2', title: 'Ship building locations', group: 'naval', status: 'built' },
  // 12.2.1 the game's land map carries the arrows its options switch on (engine mapData.ts, rules/naval/arrows.ts)
  { id: 'channelArrow', rule: '12.2.1.1', title: 'Channel crossing arrow', group: 'naval', status: 'built' },
  { id: 'danishSwedishArrows', rule: '12.2.1.2', title: 'Danish and Swedish sea crossing arrows', group: 'naval', status: 'built' },
  // opt:12.2.1 the five straits the drawn map has no arrow for are optional arrows of the map data (decisions.ts)
  { id: 'alternateCrossingArrows', rule: 'opt:12.2.1', title: 'Alternate crossing arrows: narrow and wide straits (v2.71)', group: 'naval', status: 'built' },
  { id: 'navalRaiding', rule: '12.2.2', title: 'Naval raiding', group: 'naval', status: 'built' },
  { id: 'largeFleets', rule: '12.2.3', title: 'Moving large fleets and transports', group: 'naval', status: 'built' },
  { id: 'reducedNavalTransport', rule: '12.2.4', title: 'Reduced naval transport capacity', group: 'naval', status: 'built' },
  // 12.2.5 odd losses agreed or rolled competitively: steps/naval/losses.ts (naval/oddLoss)
  { id: 'proportionalNavalLosses', rule: '12.2.5', title: 'Proportional naval losses', group: 'naval', status: 'built' },
  { id: 'advancedNaval', rule: '12.2.6', title: 'Advanced naval rules (v2.71)', group: 'naval', status: 'built' },
  { id: 'nelson', rule: '12.2.7', title: 'Nelson (v2.71)', group: 'naval', status: 'built' },
  { id: 'hulks', rule: '12.2.8', title: 'Hulks (v2.71)', group: 'naval', status: 'built' },
  // opt:12.2.7~2 steps/naval/westIndies.ts, westIndiesBattle.ts, westIndiesRefit.ts, rules/naval/westIndies.ts, auto/westIndies.ts
  { id: 'westIndies', rule: 'opt:12.2.7~2', title: 'The West Indies (v2.71)', group: 'naval', status: 'built' },
  { id: 'blockadeRunning', rule: '12.2.9', title: 'Blockades and blockade running (v2.71)', group: 'naval', status: 'built' },
  { id: 'embarkInFriendlyPort', rule: '6.2.5.1', title: 'Embarking in a friendly port, besieged or not (v2.71 erratum)', group: 'naval', kind: 'correction', status: 'built' },
  // 12.3.1 corps, besieged ports and allies' corps counted per depot: rules/land/supply/depotLoad.ts
  { id: 'supplyLimitsPerDepot', rule: '12.3.1', title: 'Supply limits per depot', group: 'land', status: 'built' },
  { id: 'britishTraining', rule: '12.3.2', title: 'British training', group: 'land', status: 'built' },
  { id: 'cavalrySuperiority', rule: '12.3.3.1', title: 'Cavalry superiority', group: 'land', status: 'built' },
  { id: 'cavalryWithdrawals', rule: '12.3.3.2', title: 'Cavalry withdrawals', group: 'land', status: 'built' },
  { id: 'cavalryWithdrawalsV271', rule: 'opt:12.3.3.2', title: 'Cavalry withdrawals as 12.3.7.4.2.1 words them (v2.71; with 12.3.3.2 on)', group: 'land', kind: 'correction', status: 'built' },
  { id: 'mamelukes', rule: '12.3.3.3', title: 'Mamelukes (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'turkishImperialCavalry', rule: '12.3.3.4', title: 'Turkish imperial cavalry (v2.71)', group: 'land', status: 'built' },
  { id: 'guardCommitment', rule: '12.3.4', title: 'Guard commitment', group: 'land', status: 'built' },
  { id: 'artilleryCorps', rule: '12.3.5', title: 'Artillery corps', group: 'land', status: 'built' },
  { id: 'proportionalLandLosses', rule: '12.3.6', title: 'Proportional land losses', group: 'land', status: 'built' },
  { id: 'corpsLeaders', rule: '12.3.7.1', title: 'Corps leaders', group: 'leaders', status: 'built' },
  { id: 'furtherTacticalReductions', rule: '12.3.7.2', title: 'Further tactical rating reductions', group: 'leaders', status: 'built' },
  { id: 'napoleonsRatings', rule: '12.3.7.3', title: "Napoleon's ratings", group: 'leaders', status: 'built' },
  // opt:12.3.7.4 rules/land/reaction.ts, steps/land/reaction.ts, reactionAnswer.ts, auto/reaction.ts (rulings: docs/RULINGS.md)
  { id: 'reactionMoves', rule: '12.3.7.4', title: 'Reaction moves (v2.71)', group: 'leaders', status: 'built' },
  { id: 'minorFreeStateDetaching', rule: '12.3.8', title: 'Detaching and absorbing minor free state factors', group: 'land', status: 'built' },
  { id: 'overruns', rule: '12.3.9', title: 'Overwhelming numbers and overruns (v2.71)', group: 'land', status: 'built' },
  { id: 'peaceTreatyLimitedAccess', rule: '12.4', title: 'Peace treaty limited access', group: 'politicalEconomic', status: 'built' },
  { id: 'economicManipulation', rule: '12.5', title: 'Economic manipulation', group: 'politicalEconomic', status: 'built' },
  { id: 'leaderCasualties', rule: '12.7', title: 'Leader casualties', group: 'leaders', status: 'built' },
  { id: 'alliedVoluntaryAccess', rule: '12.8', title: 'Allied voluntary access', group: 'politicalEconomic', status: 'built' },
  { id: 'americanTrade', rule: '12.9', title: 'American trade', group: 'politicalEconomic', status: 'built' },
  { id: 'nonEuropeanTroops', rule: '12.10', title: 'Non-European troops (v2.71)', group: 'politicalEconomic', status: 'built' },
  // 12.11 rules/land/landwehr, steps/land/landwehr*.ts (8.9 step, set-up), auto/landwehr.ts
  { id: 'militiaAndLandwehr', rule: '12.11', title: 'Militia and Landwehr (v2.71)', group: 'land', status: 'built' },
  // ---- section 4 / 10 v2.71 entries (issue 18, political) ----
  { id: 'declarationLimitInfantryCorps', rule: '4.2.2.2', title: 'Home nation invaded: only unbesieged enemy infantry corps bar declarations (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'victorsEnforcedPeace', rule: '4.4.6.3.1', title: 'Enforced peace between victors (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'royalMarriages', rule: '4.4.9', title: 'Royal marriages last until war (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'minorControlTwoDice', rule: '4.6.2', title: 'Two dice to choose a minor country controller (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'minorNeighbourLoyalty', rule: '4.6.7', title: "Neutral minors and major power aggression (v2.71)", group: 'politicalEconomic', status: 'built' },
  { id: 'minorAlliances', rule: '4.6.8', title: 'Alliances with minor powers (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'brokenAllianceEnforcedPeace', rule: '4.7.1', title: 'Enforced peace after breaking an alliance (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'secretCombinedMovement', rule: '4.9', title: 'Combined movement written down in secret (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'minorRevolts', rule: 'opt:10.5.2.1', title: 'Minor country revolts in Instability and Fiasco (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'conquestAllCities', rule: 'opt:10.2.1', title: 'Conquest needs every city of the primary district, not the capital alone (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'generalAccess', rule: '10.3.1.2.1.3', title: 'Access after territory changes hands (v2.71)', group: 'politicalEconomic', status: 'built' },
  // ---- section 10 v2.71 additions (issue 18, general): steps/general, rules/general ----
  { id: 'cisalpineRepublic', rule: '10.4.5.1', title: 'Multi-district minors: the Cisalpine Republic, Lombardy with Romagna (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'greaterEgypt', rule: '10.4.5.2', title: 'Multi-district minors: Egypt with Palestine, Cyrenaica and Syria (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'greaterSweden', rule: '10.4.5.3', title: 'Multi-district minors: Sweden with Finland, Norway, Karelia, Livonia and Hither Pomerania (v2.71)', group: 'politicalEconomic', status: 'built' },
  // v2.71 1.1.2 the map variant: engine/mapData.ts (forRules), rules/general/hitherPomerania.ts; 1.1.2.1 rules/economic/trade.ts
  { id: 'hitherPomerania', rule: 'opt:1.1.2', title: 'Hither Pomerania: Stettin’s area a Swedish district, Colberg the capital of Pomerania (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'stettinTrade', rule: 'opt:1.1.2.1', title: 'Stettin’s trade collected by Prussia (v2.71; with 1.1.2 on)', group: 'politicalEconomic', status: 'built' },
  { id: 'netherlands', rule: '10.4.5.4', title: 'Multi-district minors: the Netherlands, Holland with Flanders (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'sardiniaPiedmont', rule: '10.4.5.6', title: 'Multi-district minors: Sardinia-Piedmont, Piedmont with Sardinia and Lombardy (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'neutralisingMinors', rule: '10.2.3', title: 'Neutralising controlled minors in the New Political Combinations Step (v2.71)', group: 'politicalEconomic', status: 'built' },
  // ---- 8.0 the Economic Phase: v2.71 corrections (on by default) and additions ----
  { id: 'campaignVictoryV271', rule: '8.1.3.2', title: 'Campaign victory: announced winners, draws (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'nationalObjectives', rule: '8.1.3.2.3.1', title: 'National objectives at the final count (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  // steps/economic/victoryPoints.ts (the roll), steps/naval/america.ts (forces sent to America), rules/naval/america.ts
  { id: 'usWarPeaceRoll', rule: '8.2.1.2.2.2.2.2', title: 'War with the United States ends on 10+ (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  { id: 'continentalBlockade', rule: '8.2.1.2.3', title: 'Continental blockade (v2.71)', group: 'politicalEconomic', status: 'built' },
  { id: 'blockadeUpkeep', rule: '8.5.1.2', title: 'Fleets in blockade boxes pay $5 (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  // 8.8 (3) cession to a UMP: rules/campaign/umpOverture.ts enemyInTerritory (14.3.1.1.4)
  { id: 'cedingV271', rule: '8.8', title: 'Ceding only at peace with every power (v2.71)', group: 'politicalEconomic', kind: 'correction', status: 'built' },
  // v2.71 land combat corrections (issue 16): on by default, unticking plays the rule as first printed
  { id: 'retreatAfterDisembarking', rule: 'opt:7.5.2.10.3.6', title: 'Corps that landed this turn surrender instead of retreating (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  { id: 'assaultForcesRevealed', rule: 'opt:7.5.4.1.3.2', title: 'Assault combats reveal both forces (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  { id: 'sallyForcesRevealed', rule: 'opt:7.5.4.2.1.2', title: 'Garrison attacks reveal both forces (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  { id: 'depotSupplyCosts', rule: 'opt:7.4.2.1.1.1', title: 'Dearer supply beyond four corps a depot (v2.71; instead of 12.3.1)', group: 'land', status: 'built' },
  // v2.71 land movement corrections (issue 16): on by default, unticking plays the rule as first printed
  { id: 'forceMarchRestrictions', rule: 'opt:7.3.1.2', title: 'Cavalry corps and landing corps may not force march (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  { id: 'landingInBesiegedPort', rule: 'opt:7.3.5', title: 'Corps may land straight into a besieged friendly port (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  // opt:7.2.3.1 rules/land/depots/index.ts isSupplySource
  { id: 'cededSupplySources', rule: 'opt:7.2.3.1', title: 'Cities of ceded home provinces are no supply sources (v2.71)', group: 'land', kind: 'correction', status: 'built' },
  // 18.1 land combat in full; 18.2 (naval combat chits) has nothing to act on while the Naval Phase is not built
  { id: 'solitaireCombat', rule: '18.0', title: 'Solitaire combat options (v2.71)', group: 'procedures', status: 'built' },
  { id: 'standingProcedures', rule: '19.1', title: 'Standing procedures (v2.71)', group: 'procedures', status: 'built' },
] as const satisfies readonly OptionalRuleInfo[];

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
  /** 14.2 campaigns: the powers are bid for before the first turn (absent: chosen directly at New game). */
  readonly selection?: SelectionSettings;
}

/**
 * Whether the entry is a v2.71 correction of a standard rule (on by default). A game saved
 * before a correction existed has no flag for it: `rules[id]` reads undefined, so that game
 * keeps playing the rule as first printed, as it was started.
 */
export const isCorrection = (o: OptionalRuleInfo): boolean => o.kind === 'correction';

/** Additions off; built (or partly built) v2.71 corrections on, so the rules play as amended. */
export function defaultOptions(): Options {
  const rules = {} as Record<OptionalRuleId, boolean>;
  for (const o of OPTIONAL_RULES as readonly OptionalRuleInfo[]) rules[o.id as OptionalRuleId] = isCorrection(o) && o.status !== 'notBuilt';
  return { rules, moraleMethod: 'one', openTreasuries: false };
}

/** The optional rule with this id. */
export function optionalRule(id: OptionalRuleId): Described<OptionalRuleId> {
  return (OPTIONAL_RULES as readonly Described<OptionalRuleId>[]).find((o) => o.id === id)!;
}

/**
 * The statuses the engine reads. Every option is built or partly built today; `notBuilt` stays
 * for an option added before its rule is built (greyed in New game, refused by the engine). The
 * functions below take the catalogue as a parameter so that path is tested with a stand-in.
 */
export type OptionCatalogue = readonly OptionalRuleInfo[];
const CATALOGUE: OptionCatalogue = OPTIONAL_RULES;

/** Whether a game may switch the rule on: everything but `notBuilt`. */
export function isOptionOffered(id: OptionalRuleId, catalogue: OptionCatalogue = CATALOGUE): boolean {
  return catalogue.find((o) => o.id === id)?.status !== 'notBuilt';
}

type NotBuilt = OptionalRuleInfo & { readonly status: 'notBuilt'; readonly missing: string };

/** The rules switched on in `rules` that the engine does not build (a new game refuses them). */
export function notBuiltOptionsOn(rules: Partial<Record<string, boolean>>, catalogue: OptionCatalogue = CATALOGUE): NotBuilt[] {
  return catalogue.filter((o): o is NotBuilt => o.status === 'notBuilt' && rules[o.id] === true);
}

/** A new game's refusal of each rule it was asked for that the engine does not build, naming the rule and what is missing. */
export function notBuiltRefusals(rules: Partial<Record<string, boolean>>, catalogue: OptionCatalogue = CATALOGUE): { path: string; code: 'badOptions'; message: string }[] {
  return notBuiltOptionsOn(rules, catalogue).map((o) => ({ path: `options.rules.${o.id}`, code: 'badOptions' as const, message: `Optional rule ${o.rule} ${o.title} is not built yet: ${o.missing}` }));
}

/** The optional rule printed under this rule number, if any (the rules index marks its status). */
export function optionalRuleNumbered(number: string): Described<OptionalRuleId> | undefined {
  return (OPTIONAL_RULES as readonly Described<OptionalRuleId>[]).find((o) => o.rule === number);
}

/** A status in a few words, for badges and summaries. */
export const OPTION_STATUS_LABEL: Record<OptionStatus, string> = { built: 'built', partial: 'partly built', notBuilt: 'not built yet' };
