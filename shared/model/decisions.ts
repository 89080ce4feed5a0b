import type { MajorPower } from './powers';
import type { RuleRef, Verdict } from './verdict';
import type { StepId } from './turn';
import { BATTLE_DECISION_KINDS } from './battle';
import { ECONOMIC_DECISION_KINDS } from './economy';

/** Section 4 decisions answered with one value (`choice`); the step files document the values. */
export const POLITICAL_ONE_KINDS = [
  'political/diplomacy',
  'political/answerCall',
  'political/peaceOffer',
  'political/peaceAnswer',
  'political/peaceTerm',
  'political/minorBid',
  'political/backDown',
  'political/separatePeace',
  'political/cededFreeState',
  // issue 18 (political branch): 4.4.6.2 the owner's choice among equidistant areas
  'political/repatriate',
  // 10.3.1.2.1.3 (v2.71) access for third powers' forces in territory that changed hands
  'political/newAccess',
  // v2.71 4.6.8 a secret overture to one minor country in the UMP Control Step (8.11)
  'political/minorOverture',
  // 4.6.3.4 / 4.6.3.5 the controller's setup orders for a minor's forces
  'political/minorSetup',
  // 4.4.6.2 C.5: the loser lets a victor's garrison stay in a capital city, or not
  'political/capitalGarrison',
] as const;
/** Section 4 decisions answered with a list (`choices`). */
export const POLITICAL_MANY_KINDS = [
  'political/callAllies',
  'political/sue',
  'political/alliances',
  'political/breakAlliances',
  'political/freeStates',
  'political/minorSupport',
  // v2.71 4.6.7 rolls for the loyalty of an attacked minor's neighbours (secret group)
  'political/minorLoyalty',
] as const;
export type PoliticalOneKind = (typeof POLITICAL_ONE_KINDS)[number];
export type PoliticalManyKind = (typeof POLITICAL_MANY_KINDS)[number];
import { NAVAL_DECISION_KINDS } from './naval';
import { CAMPAIGN_DECISION_KINDS } from './selection';
import { CAMPAIGN_MANY_KINDS } from './campaign';
import { COMBINATION_DECISION_KINDS } from './combinations';
import { GENERAL_MANY_KINDS, GENERAL_ONE_KINDS } from './general';
import { LANDWEHR_ONE_KINDS } from './landwehr';
import { ALLY_LAND_ONE_KINDS } from './allyLand';
import { SETUP_ONE_KINDS } from './setup';

/** Every kind of pending decision; each is answered by the command of the same `type`. */
export const DECISION_KINDS = [
  'sequence/acknowledge',
  'political/declareWar',
  'naval/announcePosition',
  'land/announcePosition',
  'political/declareCombinedMovement',
  'reinforcement/army',
  'land/depots',
  'land/movement',
  'land/alliedSupply',
  'land/forageLosses',
  'land/insurrection',
  'land/supply',
  'land/siege',
  'land/depotGarrison',
  'land/besiegedCity',
  // opt:12.3.7.4 reaction moves: the offer (secret), the forces going, a withdrawal's route
  'land/reaction',
  'land/reactionForces',
  'land/reactionRoute',
  // opt:12.3.9.4 the owner of forces swept by an overrun: surrendered or destroyed (steps/land/overrunSwept.ts)
  'land/overrunSwept',
  // 7.5 field combat (shapes of the option values in battle.ts)
  ...BATTLE_DECISION_KINDS,
  // section 4 (option values in shared/engine/steps/political)
  ...POLITICAL_ONE_KINDS,
  ...POLITICAL_MANY_KINDS,
  // 8.0 the Economic Phase (shapes of the option values in steps/economic)
  ...ECONOMIC_DECISION_KINDS,
  // 5.1, 6.2-6.3 the Naval Phase (shapes of the option values in naval.ts)
  ...NAVAL_DECISION_KINDS,
  // 14.2 selecting the major powers of a campaign (campaign.ts)
  ...CAMPAIGN_DECISION_KINDS,
  // 14.3 uncontrolled major powers (option values in steps/campaign/umpControl.ts)
  ...CAMPAIGN_MANY_KINDS,
  // 8.9 section 11 new political combinations (steps/campaign/combinations)
  ...COMBINATION_DECISION_KINDS,
  // section 10 general rules (issue 18, general branch)
  ...GENERAL_MANY_KINDS,
  ...GENERAL_ONE_KINDS,
  // v2.71 12.11 militia and landwehr (option)
  ...LANDWEHR_ONE_KINDS,
  // 7.3.8.1 allies' order of movement, 7.4.3.3 the Dardanelles leave (allyLand.ts)
  ...ALLY_LAND_ONE_KINDS,
  // 13.1.1.1 / 13.1.1.2 a scenario's setup choices before the first turn (setup.ts)
  ...SETUP_ONE_KINDS,
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** An answer as carried by a command: one option's value, or several for 'many'. */
export type DecisionValue = string | number;
export type DecisionAnswer = DecisionValue | readonly DecisionValue[];

/** One option with its legality; illegal options stay listed so the UI can say why (STYLE C). */
export interface DecisionOption {
  readonly value: DecisionValue;
  readonly label: string;
  readonly verdict: Verdict;
}

/**
 * A decision the game waits for. `select: 'many'` takes any subset of legal options
 * (possibly empty); `secret` decisions belong to a group revealed only when all have answered.
 */
export interface PendingDecision {
  readonly id: string;
  readonly power: MajorPower;
  readonly kind: DecisionKind;
  readonly step: StepId;
  readonly rule: RuleRef;
  readonly prompt: string;
  readonly secret: boolean;
  readonly select: 'one' | 'many';
  readonly group: string | null;
  readonly options: readonly DecisionOption[];
}

/**
 * Simultaneous decisions (4.2, 7.5.2.13, 8.8 …): answers are held here, hidden from every
 * view but their author's, until every power in `powers` has answered.
 */
export interface DecisionGroup {
  readonly id: string;
  readonly kind: DecisionKind;
  readonly rule: RuleRef;
  readonly secret: boolean;
  readonly powers: readonly MajorPower[];
  readonly answers: Partial<Record<MajorPower, DecisionAnswer>>;
}
