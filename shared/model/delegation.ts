// Issue 21 Delegation per seat: which questions a power's player answers and which the computer
// answers for it (the standing procedures, or an AI level), by kind of question, settable at any
// time. Data only; the host decides with `delegated` (shared/engine/auto/delegate.ts).
import type { DecisionKind } from './decisions';

/** Kinds of question a player may delegate, grouped as a player thinks of them. */
export const DELEGATION_GROUPS = ['battle', 'losses', 'retreat', 'reinforcement', 'siege', 'naval', 'political', 'turn'] as const;
export type DelegationGroup = (typeof DELEGATION_GROUPS)[number];

/** What the group's label says in the settings panel. */
export const DELEGATION_GROUP_LABELS: { readonly [G in DelegationGroup]: string } = {
  battle: 'Battles (chits, commanders, fighting on, retiring into cities)',
  losses: 'Losses to take',
  retreat: 'Retreat routes (land and sea)',
  reinforcement: 'Reinforcing battles and sallies',
  siege: 'Sieges (sorties, honors of war, assaults)',
  naval: 'Naval interception, evasion and sea battles',
  political: 'Answers to other powers (calls to allies, peace, minors)',
  turn: 'Your own orders (movement, purchases, diplomacy)',
};

/**
 * 'ask': the player answers; 'auto': the computer answers; 'big': the computer answers unless the
 * battle going on has more than `threshold` factors (ships at sea) that the power can see.
 */
export const DELEGATION_MODES = ['ask', 'auto', 'big'] as const;
export type DelegationMode = (typeof DELEGATION_MODES)[number];

/** Who plays a power's questions the player does not answer: the standing procedures or an AI level. */
export const COMPUTER_LEVELS = ['procedures', 'normal', 'strong'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

export interface Delegation {
  /** The whole seat handed to the computer (an absent player); the modes are kept for when it comes back. */
  readonly computer: boolean;
  readonly modes: { readonly [G in DelegationGroup]: DelegationMode };
  /** For 'big': the largest battle the computer fights alone. */
  readonly threshold: number;
  /** Issue 21 who answers for the computer: the standing procedures (absent) or an AI level. */
  readonly level?: ComputerLevel;
}

const allModes = (mode: DelegationMode, turn: DelegationMode = mode) =>
  Object.fromEntries(DELEGATION_GROUPS.map((g) => [g, g === 'turn' ? turn : mode])) as Delegation['modes'];

/** Every question asked (a hot-seat or LAN player's default). */
export const ASK_EVERYTHING: Delegation = { computer: false, modes: allModes('ask'), threshold: 20 };
/**
 * A solo player's default: the procedures answer every question but the player's own orders
 * (DESIGN: solitaire options and procedures for the non-phasing questions).
 */
export const SOLO_DELEGATION: Delegation = { computer: false, modes: allModes('auto', 'ask'), threshold: 20 };

const GROUP_OF: Partial<Record<DecisionKind, DelegationGroup>> = {
  'land/combatChit': 'battle', 'land/combatSolitaire': 'battle', 'land/combatRound': 'battle', 'land/combatTrivial': 'battle',
  'land/combatEndOfDay': 'battle', 'land/combatCommander': 'battle', 'land/combatDivision': 'battle', 'land/combatRetire': 'battle',
  'land/combatJoin': 'battle', 'land/combatBystander': 'battle', 'land/combatDepot': 'battle', 'land/guerillaAttack': 'battle', 'land/combatOrder': 'battle',
  'land/combatLosses': 'losses', 'land/forageLosses': 'losses',
  'land/combatRetreat': 'retreat', 'naval/retreat': 'retreat', 'naval/seaRetreat': 'retreat',
  'land/combatReinforce': 'reinforcement', 'land/combatSally': 'reinforcement', 'land/garrisonAttack': 'reinforcement',
  'land/siege': 'siege', 'land/besiegedCity': 'siege', 'land/depotGarrison': 'siege', 'land/overrunSwept': 'losses',
  'naval/intercept': 'naval', 'naval/evade': 'naval', 'naval/pursue': 'naval', 'naval/tactic': 'naval',
  'naval/closing': 'naval', 'naval/chase': 'naval', 'naval/combat': 'naval', 'naval/portLost': 'naval', 'naval/portLeave': 'naval', 'naval/hulkPort': 'naval', 'naval/shipyardTaken': 'naval', 'naval/withdraw': 'naval',
  'naval/losses': 'losses', 'naval/oddLoss': 'losses', 'naval/transportLosses': 'losses',
  'political/answerCall': 'political', 'political/peaceAnswer': 'political', 'political/peaceTerm': 'political',
  'political/backDown': 'political', 'political/separatePeace': 'political', 'political/cededFreeState': 'political', 'political/repatriate': 'political', 'political/newAccess': 'political', 'political/minorLoyalty': 'political',
  'political/minorSupport': 'political',
  'political/capitalGarrison': 'political',
  'land/straitsLeave': 'political', // 7.4.3.3 the holder of Constantinople answers another power
};

/** The group a decision kind belongs to; everything not listed is the power's own orders. */
export const delegationGroupOf = (kind: DecisionKind): DelegationGroup => GROUP_OF[kind] ?? 'turn';
