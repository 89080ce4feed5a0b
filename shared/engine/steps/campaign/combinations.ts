// 8.9 The New Political Combinations Step (section 11, options): combinations that no longer
// stand are dissolved, those that stand take in what their controller now holds (and lose what
// it lost), Fiasco checks their components, the Poles may leave a power that lost Warsaw, 11.8
// dominant status changes, then each power that qualifies may create combinations.
import { COMBINATION_IDS, LEGAL, POWER_NAMES, atWar, controllerOf, illegal } from '../../../model';
import type { Combination, CombinationId, CombinationsState, DecisionAnswer, DecisionOption, GameState, MajorPower, MinorCountry, MinorId, PendingDecision, Verdict } from '../../../model';
import {
  COMBINATION_NAMES, combinationsOf, creationOption, dominanceCheck, frenchMarch, membersOf, partsLost, partsToAdd, stillStands,
} from '../../../rules/campaign/combinations';
import { allowedMovement } from '../../../rules/land/movement';
import { landMap } from '../land/landState';
import { activePowers, provinceName, statusOf } from '../../../rules/political';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { improveLeader, leaderImprovements, statusChanged } from './combinationsDominance';
import { componentLost } from './combinationsRevolts';
import { syncNeutralKingdoms } from './combinationsNeutral';

/** 11.2.3.2 / 11.3.3.2 / 11.5.3.2 / 11.6.3.2 the rule of each combination's Fiasco check (the Kingdom of Bavaria is one minor, 11.4.3). */
const FIASCO_RULE: Readonly<Record<CombinationId, string>> = {
  poland: '11.1.3', 'kingdom-of-italy': '11.2.3.2', 'kingdom-of-westphalia': '11.3.3.2', 'kingdom-of-bavaria': '11.4.3',
  'german-confederation': '11.5.3.2', 'ottoman-empire': '11.6.3.2',
};
/** The rule that ends each combination when its last component with corps is gone. */
const DISSOLVED_RULE: Readonly<Record<CombinationId, string>> = {
  poland: '11.1.3', 'kingdom-of-italy': '11.2.3.1', 'kingdom-of-westphalia': '11.3.3.1', 'kingdom-of-bavaria': '11.4.3.4',
  'german-confederation': '11.5.3.1', 'ottoman-empire': '11.6.3.1',
};
// 11.2.2.2 the Venetia fleet goes to the Kingdom of Italy's controller: fleetControllerOf (model/relations.ts)
// 11.1.4 / 11.4.4 ceding and 11.1.3 / 11.4.3 conquering a combination: combinationsUnits.ts, called by the 8.8, 4.4 and 7.7 steps
// opt:11.5.1.6 / opt:11.5.1.6.1 the German union created by peace term C.9: rules/campaign/combinations/unionByPeace.ts
// (C.9's verdict and label through restrictPeaceTerms, the creation by unionByPeace in the Peace Step); each creator's
// members pay its own pooled sheet (pool.ts); opt:11.5.1.6.2 both creators score it (rules/economic/objectives.ts)
// 11.2.2 / 11.3.2 / 11.3.2.2 / 11.3.2.3 / 11.4.2 / 11.5.2.2 / 11.5.2.3 / opt:11.5.2.2 / 11.6.2 one pooled treasury, whose manpower buys
// what and who garrisons where: rules/campaign/combinations/pool.ts (read by collection, expenditure and reinforcement)
// opt:11.5.2.3 the garrison morale of union factors in members' cities: rules/campaign/combinations/garrisons (read by sieges and field combat)
// opt:11.5.2.3 factors move into a member's corps only from that member's garrisons: 7.3.3.1.1 already asks it of every free state (movement's absorbVerdict)
// 11.1.3.2 / 11.4.3.3 a neutral Poland or Kingdom of Bavaria kept as one neutral minor: combinationsNeutral.ts (the record),
// rules/campaign/combinations/neutral (its provinces are the neutral minor's in every territory and holder lookup)

const minorName = (s: GameState, id: string) => s.minors.find((m) => m.id === id)?.name ?? id;
const partNames = (s: GameState, minors: readonly string[], provinces: readonly string[]) => [...minors.map((m) => minorName(s, m)), ...provinces.map(provinceName)];

function setRecord(tx: Tx, change: (c: CombinationsState) => Partial<CombinationsState>): void {
  const now = combinationsOf(tx.state);
  patch(tx, { combinations: { ...now, ...change(now) } });
}
const replace = (tx: Tx, next: Combination | null, id: CombinationId) =>
  setRecord(tx, (c) => ({ active: next ? c.active.map((x) => (x.id === id ? next : x)) : c.active.filter((x) => x.id !== id) }));

/** Nothing to do while none of the combination options (11.1-11.6, 11.8) is in use. */
export function combinationsStepEmpty(state: GameState): string | null {
  const on = [state.options.rules.poland, state.options.rules.kingdomOfItaly, state.options.rules.westphalia, state.options.rules.bavaria,
    state.options.rules.confederationOfTheRhine, state.options.rules.ottomanEmpire, state.options.rules.alternateDominantPowers];
  return on.some(Boolean) ? null : 'none of the options 11.1-11.6, 11.8 is in use';
}

/** 8.9 the step's standing changes, then one decision for each power that may create something. */
export function beginNewCombinations(tx: Tx): void {
  syncNeutralKingdoms(tx); // 11.1.3.2 / 11.4.3.3 a kingdom whose minor turned neutral (or was taken again) by any other path
  for (const c of combinationsOf(tx.state).active) keepUp(tx, c.id);
  releasePoles(tx);
  syncFrenchMarch(tx);
  if (tx.state.options.rules.alternateDominantPowers) dominance(tx);
  for (const power of activePowers(tx.state)) {
    const options = creationOptions(tx.state, power);
    if (!options.some((o) => o.verdict.ok)) continue;
    openDecision(tx, {
      power, kind: 'campaign/newCombinations', step: 'economic/newCombinations', rule: '8.9',
      prompt: options.some((o) => String(o.value).startsWith('improve:') && o.verdict.ok)
        ? 'You are a dominant power: you may improve one leader (11.8.2.5). Tick it, and any new political combination you want to create.'
        : options.some((o) => String(o.value).startsWith('add:'))
          ? 'Create any of these new political combinations, or add Polish provinces you hold to Poland.'
          : 'Create any of these new political combinations (each gives political points; its parts stay yours as one free state).',
      secret: false, select: 'many', group: null, options,
    });
  }
}

/** The creation options of one power: `create:<id>`, and for France's Rhine confederation without the Palatinate (opt:11.5.1.4). */
export function creationOptions(state: GameState, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const id of COMBINATION_IDS) {
    const o = creationOption(state, power, id);
    if (!state.options.rules[optionOf(id)]) continue;
    const parts = partNames(state, o.minors, o.provinces);
    out.push({ value: `create:${id}`, label: `Create ${o.name} (+${o.points} political point${o.points === 1 ? '' : 's'})${parts.length ? `: ${parts.join(', ')}` : ''}`, verdict: o.verdict });
    if (id === 'german-confederation' && power === 'france' && state.options.rules.germanConfederationV271 && o.minors.includes('palatinate'))
      out.push({ value: `create:${id}:without-palatinate`, label: `Create ${o.name} without the Palatinate (for good)`, verdict: creationOption(withoutPalatinate(state), power, id).verdict });
  }
  return [...out, ...polishOmissions(state, power, out), ...polishAdditions(state, power), ...leaderImprovements(state, power)];
}

/**
 * 11.1.1.1 the creator names Poland's provinces: beside `create:poland` (every Polish province it
 * holds), one `omit:poland:<province>` per province it may leave out. Masovia (Warsaw, 11.1.1) is
 * never offered, and an answer must keep two provinces (checkNewCombinations).
 */
function polishOmissions(state: GameState, power: MajorPower, creations: readonly DecisionOption[]): DecisionOption[] {
  const create = creations.find((o) => o.value === 'create:poland');
  if (!create?.verdict.ok) return [];
  const held = creationOption(state, power, 'poland').provinces;
  if (held.length <= 2) return [];
  return held.filter((p) => p !== 'masovia').map((p) => ({ value: `omit:poland:${p}`, label: `Leave ${provinceName(p)} out of Poland (it stays yours)`, verdict: LEGAL }));
}

/**
 * 11.1.1.1 / 11.1.1 judged on the whole answer: provinces left out only with Poland created, and
 * two or more (Masovia among them) still in. Null lets the option list judge the rest.
 */
export function checkNewCombinations(_state: GameState, decision: PendingDecision, answer: DecisionAnswer): Verdict | null {
  const values = (Array.isArray(answer) ? answer : [answer]).map(String);
  // 11.8.2.5 one leader only
  if (values.filter((v) => v.startsWith('improve:')).length > 1) return illegal('notApplicable', '11.8.2.5', 'only one leader may be improved');
  const omitted = values.filter((v) => v.startsWith('omit:poland:'));
  if (omitted.length === 0) return null;
  if (!values.includes('create:poland')) return illegal('notApplicable', '11.1.1.1', 'provinces are left out only of a Poland created now');
  const kept = decision.options.filter((o) => String(o.value).startsWith('omit:poland:')).length + 1 - omitted.length;
  if (kept < 2) return illegal('notApplicable', '11.1.1', 'Poland needs Masovia and at least one more Polish province');
  return null;
}

/** 11.1.1.1 a Poland's controller may add more Polish provinces it holds, each its own choice (`add:poland:<province>`). */
function polishAdditions(state: GameState, power: MajorPower): DecisionOption[] {
  const poland = combinationsOf(state).active.find((c) => c.id === 'poland' && c.controller === power);
  if (!poland || !stillStands(state, poland)) return [];
  return creationOption(state, power, 'poland').provinces.filter((p) => !poland.provinces.includes(p))
    .map((p) => ({ value: `add:poland:${p}`, label: `Add ${provinceName(p)} to Poland`, verdict: LEGAL }));
}

const optionOf = (id: CombinationId) =>
  ({ poland: 'poland', 'kingdom-of-italy': 'kingdomOfItaly', 'kingdom-of-westphalia': 'westphalia', 'kingdom-of-bavaria': 'bavaria', 'german-confederation': 'confederationOfTheRhine', 'ottoman-empire': 'ottomanEmpire' } as const)[id];

/** The state as if France did not hold the Palatinate (to judge the confederation without it). */
const withoutPalatinate = (s: GameState): GameState => ({ ...s, minors: s.minors.map((m) => (m.id === 'palatinate' ? { ...m, controller: null, status: 'neutral' as const } : m)) });

/** 8.9 the combinations `power` chose, each judged again now (an earlier answer may have taken its parts). */
export function applyNewCombinations(tx: Tx, power: MajorPower, choices: readonly string[]): void {
  for (const choice of choices) {
    const [verb, raw, variant] = choice.split(':');
    if (verb === 'add') {
      addPolishProvince(tx, power, variant ?? '');
      continue;
    }
    if (verb === 'omit') continue; // 11.1.1.1 read with create:poland below
    if (verb === 'improve') {
      improveLeader(tx, power, raw ?? ''); // 11.8.2.5
      continue;
    }
    const id = COMBINATION_IDS.find((x) => x === raw);
    if (!id) continue;
    const dropPalatinate = variant === 'without-palatinate';
    const judged = creationOption(dropPalatinate ? withoutPalatinate(tx.state) : tx.state, power, id);
    if (!judged.verdict.ok) continue;
    // 11.1.1.1 the provinces the creator announced: those it holds less those it left out (two or more, Masovia kept)
    const omit = choices.filter((x) => x.startsWith('omit:poland:')).map((x) => x.slice('omit:poland:'.length));
    const announced = judged.provinces.filter((p) => p === 'masovia' || !omit.includes(p));
    const o = id === 'poland' && announced.length >= 2 ? { ...judged, provinces: announced } : judged;
    const created: Combination = {
      id, name: o.name, controller: power, minors: o.minors, provinces: o.provinces, created: tx.state.date,
      ...(id === 'german-confederation' && power === 'france' && tx.state.options.rules.germanConfederationV271 ? { palatinate: !dropPalatinate && o.minors.includes('palatinate') } : {}),
    };
    // 11.1.1.2 / 11.2.1.1 / 11.3.1.1 / 11.4.1 / 11.5.1.1 / 11.6.1.1 control is marked by the creator's free
    // state flag and the combination's marker: the record names its controller (the log and views read it)
    setRecord(tx, (c) => ({ active: [...c.active, created] }));
    if (id === 'poland') createPoland(tx, power);
    emit(tx, { type: 'combinationChanged', combination: id, name: o.name, power, change: 'created', members: partNames(tx.state, o.minors, o.provinces), rule: o.rule, reason: 'declared in the New Political Combinations Step' });
    // 11.1.5 / 11.2.5 / 11.3.5 / 11.4.5 / 11.5.5 / 11.6.5 political points for creating it
    politicalPoints(tx, power, o.points, o.rule, `created ${o.name}`);
  }
  syncFrenchMarch(tx);
}

/** 11.1.1.1 one more Polish province the controller holds joins Poland (judged again now). */
function addPolishProvince(tx: Tx, power: MajorPower, province: string): void {
  const poland = combinationsOf(tx.state).active.find((c) => c.id === 'poland' && c.controller === power);
  if (!poland || !polishAdditions(tx.state, power).some((o) => o.value === `add:poland:${province}`)) return;
  replace(tx, { ...poland, provinces: [...poland.provinces, province] }, 'poland');
  emit(tx, { type: 'combinationChanged', combination: 'poland', name: poland.name, power, change: 'enlarged', members: [provinceName(province)], rule: '11.1.1.1', reason: 'its controller chose to add it' });
}

/**
 * 11.1.1.2 the Poland marker and a free state flag: Poland becomes a minor free state of its
 * creator (Warsaw its capital), who takes the Polish loyalty marker.
 * 11.1.2 its provinces then pay Poland's free state sheet, doubled (rules/economic/collection.ts).
 */
function createPoland(tx: Tx, power: MajorPower): void {
  const poland: MinorCountry = { id: 'poland' as MinorId, name: 'Poland', status: 'free', controller: power };
  const has = tx.state.minors.some((m) => m.id === 'poland');
  patch(tx, { minors: has ? tx.state.minors.map((m) => (m.id === 'poland' ? poland : m)) : [...tx.state.minors, poland] });
  setRecord(tx, () => ({ polishLoyalty: power }));
}

/**
 * 11.2.2.1 / 11.3.2.1 / 11.4.2 / 11.5.2.1 (with those options) a minor's "(3)" corps move 4 while
 * France runs it inside a French combination that holds it, and 3 otherwise: the 7.3.1.1 French
 * bonus alone no longer gives the 4. Run at each 8.9 step and whenever a combination changes hands.
 */
export function syncFrenchMarch(tx: Tx): void {
  let changed = false;
  const corps = tx.state.corps.map((c) => {
    const march = frenchMarch(tx.state, c.nationality);
    if (!march || (c.type !== 'infantry' && c.type !== 'guard')) return c;
    // a "(3)" counter is one that 7.3.1.1 would give 4 under France
    const printed = allowedMovement(landMap(tx), c.nationality, 'france', c.type, c.id);
    if (printed ? printed[0] !== 4 : c.movement !== 3 && c.movement !== 4) return c;
    const want = march.fast && controllerOf(tx.state, c.nationality) === 'france' ? 4 : 3;
    if (c.movement === want) return c;
    changed = true;
    return { ...c, movement: want };
  });
  if (changed) patch(tx, { corps });
}

/** A standing combination: dissolved, reduced or enlarged as its controller's holdings changed. */
function keepUp(tx: Tx, id: CombinationId): void {
  const before = combinationsOf(tx.state).active.find((x) => x.id === id);
  if (!before) return;
  if (before.id !== 'poland' && !tx.state.options.rules.minorRevolts) fiascoChecks(tx, before);
  // 11.4.3.3 a Kingdom of Bavaria whose Bavaria the check made neutral stays as one neutral minor (10.5.2.3: or goes whole to the enemy that took it)
  syncNeutralKingdoms(tx);
  const c = combinationsOf(tx.state).active.find((x) => x.id === id);
  if (!c) return;
  if (!stillStands(tx.state, c)) {
    replace(tx, null, id);
    emit(tx, { type: 'combinationChanged', combination: id, name: c.name, power: c.controller, change: 'dissolved', members: [], rule: DISSOLVED_RULE[id], reason: c.id === 'poland' ? 'Poland was conquered' : c.id === 'kingdom-of-bavaria' ? 'Bavaria and the Tyrol are no longer held together' : 'its controller holds none of its minor countries with corps' });
    return;
  }
  const lost = partsLost(tx.state, c);
  const add = partsToAdd(tx.state, c);
  if (lost.minors.length + lost.provinces.length === 0 && add.minors.length + add.provinces.length === 0) return;
  const next: Combination = {
    ...c,
    minors: [...c.minors.filter((m) => !lost.minors.includes(m)), ...add.minors],
    provinces: [...c.provinces.filter((p) => !lost.provinces.includes(p)), ...add.provinces],
  };
  replace(tx, next, id);
  if (add.minors.length + add.provinces.length > 0) {
    emit(tx, { type: 'combinationChanged', combination: id, name: c.name, power: c.controller, change: 'enlarged', members: partNames(tx.state, add.minors, add.provinces), rule: membersOf(tx.state, id).rule, reason: 'territory its controller now holds must be added (11.2.1.2, 11.3.1.2, 11.5.1.4, 11.6.1.2)' });
  }
}

/**
 * 11.2.3.2 / 11.3.3.2 / 11.5.3.2 / 11.6.3.2 (with 10.5.2.2 as printed) a controller in the Fiasco
 * Zone rolls one die per component minor: not above the economic loss number, it goes neutral,
 * or to an enemy with forces inside it (10.5.2.3, `componentLost`).
 */
function fiascoChecks(tx: Tx, c: Combination): void {
  const box = statusOf(tx.state, c.controller);
  if (box.zone !== 'fiasco' || box.economicLoss === null) return;
  for (const m of c.minors) {
    const minor = tx.state.minors.find((x) => x.id === m);
    if (!minor || minor.controller !== c.controller || minor.status === 'neutral') continue;
    const die = roll(tx, FIASCO_RULE[c.id], `Fiasco check for ${minor.name} in ${c.name}`);
    if (die > box.economicLoss) continue;
    // printed 10.5.2.3 an enemy with a corps or garrison inside takes it instead (combinationsRevolts.ts)
    componentLost(tx, m as MinorId, c.controller, FIASCO_RULE[c.id], `${POWER_NAMES[c.controller]} is in the Fiasco Zone (${c.name})`);
  }
}

/**
 * 11.1.3.3 the holder of the Polish loyalty marker lets it go once no Polish army factor is left,
 * or once it is at peace with the power that conquered Poland.
 */
function releasePoles(tx: Tx): void {
  const holder = combinationsOf(tx.state).polishLoyalty;
  const poland = tx.state.minors.find((m) => m.id === 'poland');
  if (holder === null || !poland) return;
  if (poland.status === 'free' && poland.controller !== null) {
    // 11.1.4 a ceded Poland takes the loyalty marker (and its forces) to its new controller
    if (poland.controller !== holder) setRecord(tx, () => ({ polishLoyalty: poland.controller }));
    return;
  }
  const factors = [...tx.state.corps.filter((c) => c.nationality === 'poland' && c.location.kind !== 'offMap'), ...tx.state.garrisons.filter((g) => g.nationality === 'poland')]
    .some((x) => Object.values(x.factors).some((n) => (n ?? 0) > 0));
  const conqueror = poland.controller;
  const peace = conqueror !== null && conqueror !== holder && !atWar(tx.state, holder, conqueror);
  // 11.1.3.2 a neutral Poland: nobody holds the marker
  if (factors && !peace && poland.status !== 'neutral') return;
  setRecord(tx, () => ({ polishLoyalty: null }));
  emit(tx, { type: 'combinationChanged', combination: 'poland', name: COMBINATION_NAMES.poland, power: holder, change: 'loyaltyReleased', members: [], rule: '11.1.3.3', reason: poland.status === 'neutral' ? 'Poland is neutral' : factors ? `${POWER_NAMES[holder]} is at peace with ${conqueror ? POWER_NAMES[conqueror] : 'the conqueror'}` : 'no Polish army factor is left' });
  // the Polish forces still on the map follow the minor's controller from now on (controllerOf)
}

/** 11.8.1 dominant status gained or lost, announced in this step. */
function dominance(tx: Tx): void {
  for (const power of activePowers(tx.state)) {
    const check = dominanceCheck(tx.state, power);
    if (!check.changed) continue;
    setRecord(tx, (c) => ({ dominant: check.dominant ? [...c.dominant, power] : c.dominant.filter((p) => p !== power) }));
    emit(tx, { type: 'combinationChanged', combination: 'dominance', name: POWER_NAMES[power], power, change: check.dominant ? 'dominanceGained' : 'dominanceLost', members: [], rule: check.rule, reason: check.reason });
    // 11.8.2.1-11.8.2.4 the status is read where it acts (rules/campaign/combinations/effects/): land combat
    // morale, naval fire modifiers and the Naval Phase place, the Land Phase sequence, the collection's income
    // 11.8.2.5 the one improved leader (offered in this step's decision) and 11.8.2.6 ceded provinces turned home
    statusChanged(tx, power, check.dominant);
  }
}
