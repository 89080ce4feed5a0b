// v2.71 12.11 (option `militiaAndLandwehr`) militia in corps and the Austrian and Prussian
// landwehr, as pure rules. The steps that ask and apply them are steps/land/landwehr*.ts; the
// readings where the rule is silent are in docs/RULINGS.md ("12.11 militia and landwehr").
import { EMPTY_LANDWEHR, LANDWEHR_POWERS, LEGAL, MILITIA_AT_HOME_POWERS, illegal } from '../../../model';
import type { AreaId, Corps, CorpsType, GameState, LandAreaFacts, LandMap, LandwehrState, MajorPower, Nationality, Verdict } from '../../../model';

/** 12.11.3 militia in an active landwehr's regular corps fight at this morale (instead of 2.0). */
export const LANDWEHR_MILITIA_MORALE = 2.5;
/** 12.11.3 / 12.11.3.1 raising or standing down a landwehr costs this many political points. */
export const LANDWEHR_COST = 2;
/** 12.11.2 the share of a power's set-up infantry it may turn into militia, in percent. */
export const SETUP_MILITIA_PERCENT = 5;
/** 12.11.2 militia factors one infantry factor becomes. */
export const MILITIA_PER_INFANTRY = 3;

export const isLandwehrPower = (p: Nationality): p is (typeof LANDWEHR_POWERS)[number] => (LANDWEHR_POWERS as readonly string[]).includes(p);
const militiaAtHomeOnly = (p: Nationality): boolean => (MILITIA_AT_HOME_POWERS as readonly string[]).includes(p);

/** opt:12.11 whether the game plays militia and landwehr (the option's one flag). */
export const landwehrInPlay = (state: GameState): boolean => state.options.rules.militiaAndLandwehr === true;

/** The 12.11 record, empty when nothing was recorded. */
export const landwehrOf = (state: GameState): LandwehrState => state.landwehr ?? EMPTY_LANDWEHR;

/** 12.11.3 whether `power`'s landwehr is active now (only with the option). */
export const landwehrActive = (state: GameState, power: Nationality): boolean => landwehrInPlay(state) && (landwehrOf(state).active as readonly string[]).includes(power);

/** 12.11.3.1 whether `power` has ever raised its landwehr (the higher German Confederation penalty). */
export const landwehrEverRaised = (state: GameState, power: MajorPower): boolean => landwehrInPlay(state) && landwehrOf(state).ever.includes(power);

/**
 * 12.11.1 / 12.11.3 why a corps of `corps.nationality` may not take a militia factor in `area`
 * (null: it may). British, Russian and Spanish corps hold militia only inside their original home
 * nation (the 1805 map, `homeOf`: a ceded province stays theirs for this); Austrian and Prussian
 * corps only while their landwehr is active, the insurrection corps always. Other nationalities
 * are not limited by 12.11.
 */
export function militiaBarred(state: GameState, map: LandMap, corps: { readonly nationality: Nationality; readonly type: CorpsType }, area: AreaId | null): Verdict | null {
  if (!landwehrInPlay(state)) return null;
  if (militiaAtHomeOnly(corps.nationality)) {
    if (area !== null && map.area(area)?.homeOf === corps.nationality) return null;
    return illegal('capacity', '12.11.1', 'this corps may hold militia only inside its original home nation');
  }
  if (isLandwehrPower(corps.nationality) && corps.type !== 'insurrection' && !landwehrActive(state, corps.nationality)) {
    return illegal('capacity', '12.11.1', 'its corps may hold militia only once its landwehr is active (12.11.3)');
  }
  return null;
}

/**
 * 12.11.1 a British, Russian or Spanish corps holding militia may not enter (by land or by landing)
 * an area outside its original home nation; null when it may. It drops its militia into a garrison
 * first (docs/RULINGS.md).
 */
export function militiaMoveBarred(state: GameState, corps: Corps | undefined, to: LandAreaFacts | undefined): Verdict | null {
  if (!corps || (corps.factors.militia ?? 0) === 0 || !landwehrInPlay(state) || !militiaAtHomeOnly(corps.nationality)) return null;
  if (to?.homeOf === corps.nationality) return null;
  return illegal('noAccess', '12.11.1', 'a corps holding militia stays inside its original home nation: leave the militia in a garrison first');
}

/** 12.11.3 the morale of militia in this corps when its power's landwehr is active (regular corps only), else undefined. */
export function landwehrMilitiaMorale(state: GameState, corps: { readonly nationality: Nationality; readonly type: CorpsType }): number | undefined {
  return corps.type !== 'insurrection' && isLandwehrPower(corps.nationality) && landwehrActive(state, corps.nationality) ? LANDWEHR_MILITIA_MORALE : undefined;
}

/** 12.11.3.1 what comes off the 10.5.2 economic loss die while the power's landwehr is active. */
export const economicLossDieModifier = (state: GameState, power: MajorPower): number => (landwehrActive(state, power) ? -1 : 0);

/** 12.11.3 the power's regular corps (not the insurrection corps) holding militia now. */
export const regularCorpsWithMilitia = (state: GameState, power: MajorPower): Corps[] =>
  state.corps.filter((c) => c.nationality === power && c.type !== 'insurrection' && (c.factors.militia ?? 0) > 0);

/**
 * 12.11.3 / 12.11.3.1 whether `power` may raise (`activate`) or stand down (`deactivate`) its
 * landwehr in this New Political Combinations Step.
 */
export function landwehrChoiceVerdict(state: GameState, power: MajorPower, choice: 'activate' | 'deactivate'): Verdict {
  if (!landwehrInPlay(state)) return illegal('notApplicable', '12.11', 'the militia and landwehr option is not in use');
  if (!isLandwehrPower(power)) return illegal('notEligible', '12.11.3', 'only Austria and Prussia raise a landwehr');
  const active = landwehrActive(state, power);
  if (choice === 'activate') {
    if (active) return illegal('notApplicable', '12.11.3', 'the landwehr is active already');
    // 12.11.3 only after an unconditional surrender to another major power, in a later Economic Phase
    if (!landwehrOf(state).surrendered.includes(power)) return illegal('notEligible', '12.11.3', 'only after surrendering unconditionally to another major power');
    return LEGAL;
  }
  if (!active) return illegal('notApplicable', '12.11.3.1', 'the landwehr is not active');
  // ruling: militia may not stay in regular corps without a landwehr, so they leave them first
  const holding = regularCorpsWithMilitia(state, power);
  if (holding.length > 0) return illegal('notApplicable', '12.11.3.1', `militia are still in ${holding.map((c) => c.counter).join(', ')}: leave them in garrisons first`);
  return LEGAL;
}

/** 12.11.2 how many infantry factors a power with `infantry` set-up infantry factors may convert (5 %, rounded down). */
export const setupMilitiaLimit = (infantry: number): number => Math.floor((infantry * SETUP_MILITIA_PERCENT) / 100);

/** 12.11.2 the conversion is offered in campaign games that begin in 1805, to every power in play but Turkey. */
export function setupMilitiaPowers(state: GameState): MajorPower[] {
  if (!landwehrInPlay(state) || state.scenario.kind !== 'campaign' || state.date.year !== 1805) return [];
  return (Object.keys(state.powers) as MajorPower[]).filter((p) => p !== 'turkey' && state.powers[p].inPlay);
}

/** 12.11.2 the infantry factors `power` has at set-up: in its own corps (on the map or off it) and garrisons. */
export function setupInfantry(state: GameState, power: MajorPower): number {
  let n = 0;
  for (const c of state.corps) if (c.nationality === power) n += c.factors.infantry ?? 0;
  for (const g of state.garrisons) if (g.nationality === power) n += g.factors.infantry ?? 0;
  return n;
}

/**
 * Ruling (docs/RULINGS.md): a scenario that sets up militia in an Austrian or Prussian regular
 * corps begins with that power's landwehr active (1813: Prussia's), so its set-up stands as printed.
 */
export const landwehrAtSetup = (state: GameState): MajorPower[] =>
  landwehrInPlay(state) ? LANDWEHR_POWERS.filter((p) => state.powers[p].inPlay && regularCorpsWithMilitia(state, p).length > 0) : [];

/** 12.11.3 `{ militiaMorale }` to spread into a corps' combat unit, or nothing. */
export function landwehrMoraleField(state: GameState, corps: { readonly nationality: Nationality; readonly type: CorpsType }): { militiaMorale?: number } {
  const m = landwehrMilitiaMorale(state, corps);
  return m === undefined ? {} : { militiaMorale: m };
}
