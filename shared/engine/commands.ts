import { z } from 'zod';
import { BATTLE_MANY_KINDS, BATTLE_ONE_KINDS, CAMPAIGN_DECISION_KINDS, CAMPAIGN_MANY_KINDS, COMBINATION_DECISION_KINDS, GENERAL_MANY_KINDS, GENERAL_ONE_KINDS, LANDWEHR_ONE_KINDS, ALLY_LAND_ONE_KINDS, SETUP_ONE_KINDS, REFEREE_ACTIONS, ECONOMIC_MANY_KINDS, ECONOMIC_ONE_KINDS, MAJOR_POWERS, NAVAL_MANY_KINDS, NAVAL_ONE_KINDS, POLITICAL_MANY_KINDS, POLITICAL_ONE_KINDS } from '../model';
import type { Command, DecisionAnswer, Result } from '../model';

const power = z.enum(MAJOR_POWERS);
const decisionId = z.string().min(1).max(32);
const envelope = { power, decisionId };

/**
 * Commands, one per decision kind (`type` = the decision's `kind`). Every command names the
 * power sending it and the pending decision it answers.
 */
export const commandSchema = z.discriminatedUnion('type', [
  /** Acknowledge a step whose rules are not implemented yet. */
  z.strictObject({ type: z.literal('sequence/acknowledge'), ...envelope }),
  /** 4.2 The secret list of major powers to declare war on (may be empty). */
  z.strictObject({ type: z.literal('political/declareWar'), ...envelope, targets: z.array(z.string().min(1).max(48)).max(60) }),
  /** 6.1 Great Britain's place in the Naval Phase: 0 = first. */
  z.strictObject({ type: z.literal('naval/announcePosition'), ...envelope, position: z.int().min(0).max(6) }),
  /** 7.1 France's place in the Land Phase: 0 = first. */
  z.strictObject({ type: z.literal('land/announcePosition'), ...envelope, position: z.int().min(0).max(6) }),
  /** 4.9 The allies to move combined with this turn; omitted means none. */
  z.strictObject({ type: z.literal('political/declareCombinedMovement'), ...envelope, allies: z.array(power).max(6).default([]) }),
  /** 5.2-5.3 One army reinforcement order, or "end". */
  z.strictObject({ type: z.literal('reinforcement/army'), ...envelope, order: z.string().min(1).max(64) }),
  /** 7.2 One depot order, or "end". */
  z.strictObject({ type: z.literal('land/depots'), ...envelope, order: z.string().min(1).max(64) }),
  /** 7.4.2.2 An ally's corps (counter handles) this power supplies; omitted means none. */
  z.strictObject({ type: z.literal('land/alliedSupply'), ...envelope, counters: z.array(z.string().min(1).max(16)).max(200).default([]) }),
  /** 10.1.4.1 One insurrection corps placed, or "end". */
  z.strictObject({ type: z.literal('land/insurrection'), ...envelope, order: z.string().min(1).max(64) }),
  /** 7.4.1.3 One factor lost to foraging. */
  z.strictObject({ type: z.literal('land/forageLosses'), ...envelope, order: z.string().min(1).max(64) }),
  /** 7.3.6.2 The depot garrison's answer to an enemy entering its area. */
  z.strictObject({ type: z.literal('land/depotGarrison'), ...envelope, order: z.string().min(1).max(64) }),
  /** opt:12.3.7.4 A reaction offer's answer, or a withdrawal's route. */
  z.strictObject({ type: z.literal('land/reaction'), ...envelope, order: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('land/reactionRoute'), ...envelope, order: z.string().min(1).max(200) }),
  /** opt:12.3.7.4 The counters going with a successful reaction; omitted means none. */
  z.strictObject({ type: z.literal('land/reactionForces'), ...envelope, counters: z.array(z.string().min(1).max(16)).max(200).default([]) }),
  /** 7.4.5.2 The besiegers' answer to a city emptied by besieged supply. */
  z.strictObject({ type: z.literal('land/besiegedCity'), ...envelope, order: z.string().min(1).max(80) }),
  z.strictObject({ type: z.literal('land/overrunSwept'), ...envelope, order: z.string().min(1).max(600) }),
  /** 7.3 One movement order, or "end". */
  z.strictObject({ type: z.literal('land/movement'), ...envelope, order: z.string().min(1).max(64) }),
  /** 7.4 Corps (counter handles) choosing to forage; omitted means none. */
  z.strictObject({ type: z.literal('land/supply'), ...envelope, forage: z.array(z.string().min(1).max(16)).max(200).default([]) }),
  /** 7.5.4 One siege order or answer, or "end"; a siege loss names city, type and unit ("garrison:<nationality>"). */
  z.strictObject({ type: z.literal('land/siege'), ...envelope, order: z.string().min(1).max(96) }),
  /** 7.5 Field combat decisions with one value (battle.ts lists the shapes). */
  z.strictObject({ type: z.enum(BATTLE_ONE_KINDS), ...envelope, choice: z.string().min(1).max(400) }),
  /** 7.5 Field combat decisions with a list; omitted means none. */
  z.strictObject({ type: z.enum(BATTLE_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(32)).max(200).default([]) }),
  /** Section 4 decisions with one value; a diplomatic note (4.1) carries its text, so up to 600 characters. */
  z.strictObject({ type: z.enum(POLITICAL_ONE_KINDS), ...envelope, choice: z.string().min(1).max(600) }),
  /** Section 4 decisions with a list; omitted means none. */
  z.strictObject({ type: z.enum(POLITICAL_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(48)).max(60).default([]) }),
  /** 8.0 Economic Phase decisions with one value (an order, a setting, an answer). */
  z.strictObject({ type: z.enum(ECONOMIC_ONE_KINDS), ...envelope, order: z.string().min(1).max(96) }),
  /** 8.2 / 8.4.3 Economic Phase decisions with a list; omitted means none. */
  z.strictObject({ type: z.enum(ECONOMIC_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(64)).max(200).default([]) }),
  /** 5.1, 6.2-6.3 Naval Phase decisions with one value (naval.ts lists the shapes). */
  z.strictObject({ type: z.enum(NAVAL_ONE_KINDS), ...envelope, choice: z.string().min(1).max(200) }),
  /** 6.3.5 Naval Phase decisions with a list (pursuing fleets); omitted means none. */
  z.strictObject({ type: z.enum(NAVAL_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(64)).max(100).default([]) }),
  /** 14.2.1 A player's bids ("britain=3,france=0,…"), checked by the selection step. */
  z.strictObject({ type: z.enum(CAMPAIGN_DECISION_KINDS), ...envelope, choice: z.string().min(1).max(160) }),
  /** 14.3.1.1.1 overtures to uncontrolled major powers; omitted means none. */
  z.strictObject({ type: z.enum(CAMPAIGN_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(64)).max(60).default([]) }),
  /** 19.2 the referee's action on a seat (outside any decision). */
  z.strictObject({ type: z.literal('campaign/referee'), ...envelope, action: z.enum(REFEREE_ACTIONS) }),
  /** 8.9 Combinations to create (section 11); omitted means none. */
  z.strictObject({ type: z.enum(COMBINATION_DECISION_KINDS), ...envelope, choices: z.array(z.string().min(1).max(64)).max(20).default([]) }),
  z.strictObject({ type: z.enum(GENERAL_MANY_KINDS), ...envelope, choices: z.array(z.string().min(1).max(64)).max(60).default([]) }),
  z.strictObject({ type: z.enum(GENERAL_ONE_KINDS), ...envelope, choice: z.string().min(1).max(64) }),
  z.strictObject({ type: z.enum(LANDWEHR_ONE_KINDS), ...envelope, choice: z.string().min(1).max(64) }),
  z.strictObject({ type: z.enum(ALLY_LAND_ONE_KINDS), ...envelope, choice: z.string().min(1).max(64) }),
  /** 13.1.1 a power's setup choices: `listed` or up to 200 orders joined by `;`. */
  z.strictObject({ type: z.enum(SETUP_ONE_KINDS), ...envelope, choice: z.string().min(1).max(12000) }),
]);

export type { Command, CommandType } from '../model';

// The schema and the model's Command type must describe the same commands.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesModel: Same<z.infer<typeof commandSchema>, Command> = true;
void schemaMatchesModel;

/**
 * performance (issue 20): the command shapes with one field besides the envelope that can be
 * checked by hand (a bounded string; a bounded list of bounded strings or of powers; a bounded
 * whole number), read off the schema itself: type -> the field and its check. A check answers
 * the value the schema would give, or NOT_FAST for anything it does not take on its own.
 */
const NOT_FAST = Symbol('not fast');
type FieldCheck = (x: unknown) => unknown;
interface FieldShape {
  readonly field: string;
  readonly check: FieldCheck;
}
const LENGTH_CHECKS = new Set(['min_length', 'max_length']);
function boundedString(schema: unknown): { min: number; max: number } | null {
  if (!(schema instanceof z.ZodString)) return null;
  const checks = schema._zod.def.checks ?? [];
  if (!checks.every((c) => LENGTH_CHECKS.has(c._zod.def.check))) return null;
  return schema.minLength !== null && schema.maxLength !== null ? { min: schema.minLength, max: schema.maxLength } : null;
}
/** A list element's check: a bounded string or one of an enum's strings. */
function elementCheck(schema: unknown): ((x: unknown) => boolean) | null {
  const b = boundedString(schema);
  if (b !== null) return (x) => inBounds(x, b);
  if (schema instanceof z.ZodEnum && (schema._zod.def.checks ?? []).length === 0 && schema.options.every((o) => typeof o === 'string')) {
    const values: ReadonlySet<unknown> = new Set(schema.options);
    return (x) => values.has(x);
  }
  return null;
}
function fieldCheck(schema: unknown): FieldCheck | null {
  const b = boundedString(schema);
  if (b !== null) return (x) => (inBounds(x, b) ? x : NOT_FAST);
  // a whole number between two bounds (z.int().min().max())
  if (schema instanceof z.ZodNumber && (schema._zod.def as { format?: string }).format === 'safeint') {
    const checks = schema._zod.def.checks ?? [];
    const inclusive = checks.every(
      (c) =>
        (c._zod.def.check === 'greater_than' || c._zod.def.check === 'less_than') &&
        (c._zod.def as { inclusive?: boolean }).inclusive === true,
    );
    const min = schema.minValue;
    const max = schema.maxValue;
    if (!inclusive || min === null || max === null || !Number.isSafeInteger(min) || !Number.isSafeInteger(max)) return null;
    return (x) => (typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max ? x : NOT_FAST);
  }
  // a list given (an omitted list gets the schema's default): a copy, as the schema gives
  const list = schema instanceof z.ZodDefault ? schema._zod.def.innerType : schema;
  if (list instanceof z.ZodArray) {
    const element = elementCheck(list._zod.def.element);
    let min = 0;
    let max = Infinity;
    for (const c of list._zod.def.checks ?? []) {
      const def = c._zod.def as { check: string; minimum?: number; maximum?: number };
      if (def.check === 'max_length' && def.maximum !== undefined) max = def.maximum;
      else if (def.check === 'min_length' && def.minimum !== undefined) min = def.minimum;
      else return null;
    }
    if (element === null) return null;
    return (x) => {
      if (!Array.isArray(x) || Object.getPrototypeOf(x) !== Array.prototype || x.length < min || x.length > max) return NOT_FAST;
      for (let i = 0; i < x.length; i++) if (!element(x[i])) return NOT_FAST;
      return x.slice();
    };
  }
  return null;
}
function fieldShapes(): Map<string, FieldShape> {
  const out = new Map<string, FieldShape>();
  for (const option of commandSchema.options) {
    const shape: Record<string, unknown> = option.shape;
    const keys = Object.keys(shape);
    if (keys.length !== 4 || keys[0] !== 'type' || keys[1] !== 'power' || keys[2] !== 'decisionId') continue;
    const field = keys[3]!;
    const check = fieldCheck(shape[field]);
    if (check === null) continue;
    for (const type of option.shape.type._zod.values) if (typeof type === 'string' && !out.has(type)) out.set(type, { field, check });
  }
  return out;
}
const POWERS: ReadonlySet<unknown> = new Set(MAJOR_POWERS);
const ID_BOUNDS = boundedString(decisionId)!;
const inBounds = (x: unknown, b: { min: number; max: number }): x is string => typeof x === 'string' && x.length >= b.min && x.length <= b.max;
const FIELD_SHAPES = fieldShapes();

/**
 * The common well-formed command of one field, checked by hand: a plain object with exactly
 * the schema's four keys, each valid. Anything else (and every error) goes to the schema.
 */
function fastCommand(input: unknown): Command | null {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return null;
  const o = input as Record<string, unknown>;
  const type = o['type'];
  const shape = typeof type === 'string' ? FIELD_SHAPES.get(type) : undefined;
  if (shape === undefined) return null;
  const keys = Object.keys(o);
  if (keys.length !== 4 || !Object.hasOwn(o, 'power') || !Object.hasOwn(o, 'decisionId') || !Object.hasOwn(o, shape.field)) return null;
  const power = o['power'];
  const id = o['decisionId'];
  if (!POWERS.has(power) || !inBounds(id, ID_BOUNDS)) return null;
  const value = shape.check(o[shape.field]);
  if (value === NOT_FAST) return null;
  // the same fields in the same order as the schema's output
  return { type, power, decisionId: id, [shape.field]: value } as unknown as Command;
}

/** Validate anything that claims to be a command (the boundary check). */
export function parseCommand(input: unknown): Result<Command, string> {
  const fast = fastCommand(input);
  if (fast !== null) return { ok: true, value: fast };
  const r = commandSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, errors: r.error.issues.map((i) => `${i.path.join('.') || '(command)'}: ${i.message}`) };
}

// The command answering a decision is built in the model, so the renderer shares it.
export { commandFor } from '../model/commands';

/** The answer a command gives to its decision, in the form the decision's options use. */
export function commandAnswer(command: Command): DecisionAnswer {
  switch (command.type) {
    case 'sequence/acknowledge':
      return 'done';
    case 'political/declareWar':
      return command.targets;
    case 'naval/announcePosition':
    case 'land/announcePosition':
      return command.position;
    case 'political/declareCombinedMovement':
      return command.allies;
    case 'land/alliedSupply':
    case 'land/reactionForces':
      return command.counters;
    case 'land/forageLosses':
    case 'land/depotGarrison':
    case 'land/reaction':
    case 'land/reactionRoute':
    case 'land/besiegedCity':
    case 'land/overrunSwept':
    case 'land/insurrection':
    case 'reinforcement/army':
    case 'land/depots':
    case 'land/movement':
    case 'land/siege':
      return command.order;
    case 'land/supply':
      return command.forage;
    case 'land/combatReinforce':
    case 'land/combatSally':
    case 'political/callAllies':
    case 'political/sue':
    case 'political/alliances':
    case 'political/breakAlliances':
    case 'political/freeStates':
    case 'political/minorSupport':
    case 'political/minorLoyalty':
    case 'land/garrisonAttack':
      return command.choices;
    case 'land/combatOrder':
    case 'land/combatRetire':
    case 'land/combatCommander':
    case 'land/combatChit':
    case 'land/combatDivision':
    case 'land/combatLosses':
    case 'land/combatEndOfDay':
    case 'land/combatRetreat':
    case 'land/combatDepot':
    case 'land/combatRound':
    case 'land/combatJoin':
    case 'land/combatTrivial':
    case 'land/combatSolitaire':
    case 'land/combatBystander':
    case 'political/diplomacy':
    case 'political/answerCall':
    case 'political/peaceOffer':
    case 'political/peaceAnswer':
    case 'political/peaceTerm':
    case 'political/minorBid':
    case 'political/backDown':
    case 'political/separatePeace':
    case 'political/cededFreeState':
    case 'political/repatriate':
    case 'political/newAccess':
    case 'political/minorOverture':
    case 'political/minorSetup':
    case 'political/capitalGarrison':
    case 'land/guerillaAttack':
      return command.choice;
    case 'economic/britishVictoryPoints':
    case 'economic/announceVictory':
    case 'economic/lending':
    case 'economic/manipulation':
    case 'economic/expenditure':
    case 'economic/cede':
    case 'economic/acceptCession':
    case 'economic/levy':
    case 'economic/disorderClaim':
      return command.order;
    case 'reinforcement/naval':
    case 'naval/movement':
    case 'naval/intercept':
    case 'naval/combat':
    case 'naval/evade':
    case 'naval/retreat':
    case 'naval/seaRetreat':
    case 'naval/tactic':
    case 'naval/closing':
    case 'naval/chase':
    case 'naval/portLost':
    case 'naval/losses':
    case 'naval/oddLoss':
    case 'naval/transportLosses':
    case 'naval/portLeave':
    case 'naval/hulkPort':
    case 'naval/shipyardTaken':
    case 'naval/withdraw':
      return command.choice;
    case 'naval/pursue':
    case 'economic/collection':
    case 'economic/returnLeaders':
    case 'campaign/umpOverture':
    case 'campaign/newCombinations':
    case 'general/districts':
      return command.choices;
    case 'general/tyrol':
    case 'landwehr/decide':
    case 'landwehr/setupMilitia':
    case 'land/moveOrder':
    case 'land/straitsLeave':
      return command.choice;
    case 'campaign/bid':
    case 'setup/forces': // 13.1.1
      return command.choice;
    case 'campaign/referee':
      return command.action;
  }
}

