// 11.8 Alternate dominant powers: who gains or loses dominant status at the 8.9 step (opt:11.8
// v2.71 keeps 11.8 but for its 11.8.3 and 11.8.4, read by national objectives below).
import { MAJOR_POWERS, atWar } from '../../../model';
import type { CombinationId, GameState, MajorPower } from '../../../model';
import { objectiveScores, objectivesTotal } from '../../economic';
import { landwehrEverRaised } from '../../land/landwehr';
import { homeProvinces } from '../../political';
import { activeCombination, combinationsOf, holdsMinor, holdsProvince, homePowerOf } from './control';

/** A territory on the printed 11.8.3 / 11.8.4 lists. */
type Territory =
  | { readonly kind: 'minor'; readonly id: string }
  | { readonly kind: 'province'; readonly id: string }
  | { readonly kind: 'minors'; readonly ids: readonly string[]; readonly need: number }
  /** a combination (held even if reduced), or without its option the minors standing for it */
  | { readonly kind: 'combination'; readonly id: CombinationId; readonly option: string; readonly instead: { readonly ids: readonly string[]; readonly need: number } | null };

const minor = (id: string): Territory => ({ kind: 'minor', id });
const province = (id: string): Territory => ({ kind: 'province', id });
const GERMAN_SIX = ['baden', 'bavaria', 'hanover', 'hesse', 'saxony', 'wurttemberg'];
const rhine: Territory = { kind: 'combination', id: 'german-confederation', option: 'confederationOfTheRhine', instead: { ids: GERMAN_SIX, need: 5 } };
const italy: Territory = { kind: 'combination', id: 'kingdom-of-italy', option: 'kingdomOfItaly', instead: { ids: ['lombardy', 'papacy', 'venetia'], need: 3 } };
const poland: Territory = { kind: 'combination', id: 'poland', option: 'poland', instead: null };
const ottoman: Territory = { kind: 'combination', id: 'ottoman-empire', option: 'ottomanEmpire', instead: { ids: ['algeria', 'cyrenaica', 'egypt', 'morocco', 'syria', 'tripolitania', 'tunisia'], need: 5 } };

/** 11.8.3.1-5 (as printed) every home province and `need` of the listed territories. */
const TO_GAIN: Partial<Record<MajorPower, { readonly need: number; readonly list: readonly Territory[]; readonly rule: string }>> = {
  austria: { need: 5, rule: '11.8.3.1', list: [province('bosnia'), rhine, italy, minor('piedmont'), province('serbia'), province('silesia'), minor('switzerland')] },
  prussia: { need: 4, rule: '11.8.3.2', list: [rhine, minor('denmark'), province('lorraine'), minor('palatinate'), province('moravia'), poland] },
  russia: { need: 6, rule: '11.8.3.3', list: [province('armenia'), province('bessarabia'), province('east-galicia'), province('moldavia'), poland, minor('sweden'), province('west-galicia')] },
  spain: { need: 5, rule: '11.8.3.4', list: [minor('gibraltar'), italy, { kind: 'minors', ids: ['naples', 'sicily'], need: 2 }, minor('morocco'), minor('portugal')] },
  turkey: { need: 5, rule: '11.8.3.5', list: [province('crimea'), province('georgia'), province('military-border'), ottoman, province('podolia'), province('transylvania')] },
};
/** 11.8.4.1-2 (as printed) France and Great Britain stay dominant unless they lose six of seven. */
const TO_KEEP: Partial<Record<MajorPower, { readonly list: readonly Territory[]; readonly rule: string }>> = {
  france: { rule: '11.8.4.1', list: ['flanders', 'holland', 'lombardy', 'palatinate', 'piedmont', 'switzerland'].map(minor).concat([province('lorraine')]) },
  britain: { rule: '11.8.4.2', list: [minor('gibraltar'), minor('hanover'), province('ireland'), minor('malta'), minor('portugal'), province('scotland'), province('wales')] },
};

function holds(state: GameState, power: MajorPower, t: Territory): boolean {
  switch (t.kind) {
    case 'minor': return holdsMinor(state, power, t.id);
    case 'province': return holdsProvince(state, power, t.id);
    case 'minors': return t.ids.filter((x) => holdsMinor(state, power, x)).length >= t.need;
    case 'combination': {
      const on = (state.options.rules as Readonly<Record<string, boolean>>)[t.option] === true;
      if (on || !t.instead) return activeCombination(state, t.id)?.controller === power;
      return t.instead.ids.filter((x) => holdsMinor(state, power, x)).length >= t.instead.need;
    }
  }
}

/** What the 8.9 step finds for one power: whether it is dominant after the check, and why. */
export interface DominanceCheck {
  readonly power: MajorPower;
  readonly dominant: boolean;
  readonly changed: boolean;
  readonly rule: string;
  readonly reason: string;
}

/**
 * opt:11.8.3 / opt:11.8.4 the power's net national objectives for dominant status: the v2.71
 * 8.1.3.2.3.1 charts, counting what the power controls. opt:11.8.4 pins Britain's 1805 start at
 * -20 (Malta and Gibraltar +5 each, Flanders and Holland French -30), which holds only if the
 * neutral minors of Britain's "control or neutrality" chart earn nothing here (docs/RULINGS.md).
 * 12.11.3.1 a power that has raised its landwehr counts the chart's higher German Confederation
 * penalty, as the victory points do (economic/victory.ts).
 */
export function netObjectives(state: GameState, power: MajorPower): number {
  return objectivesTotal(objectiveScores(state, power, homePowerOf, undefined, landwehrEverRaised(state, power), false));
}

/**
 * 11.8.1 a power's status changes only when it reaches the step at peace with every other major
 * power. opt:11.8.3 (v2.71) a power becomes dominant with 60 or more net national-objective VPs and
 * loses it under 40; opt:11.8.4 France and Great Britain lose it at -40 or less and regain it over 0.
 * As printed: 11.8.3 every home province plus the territories listed; 11.8.4 France and Britain lose
 * it when they hold no more than one of their seven.
 */
export function dominanceCheck(state: GameState, power: MajorPower): DominanceCheck {
  const now = combinationsOf(state).dominant.includes(power);
  const printedDominant = power === 'france' || power === 'britain';
  const atPeace = MAJOR_POWERS.every((p) => p === power || !state.powers[p].inPlay || !atWar(state, power, p));
  if (!atPeace) return { power, dominant: now, changed: false, rule: '11.8.1', reason: 'at war with another major power' };
  if (state.options.rules.dominantPowersV271) {
    const vp = netObjectives(state, power);
    const dominant = printedDominant ? (now ? vp > -40 : vp > 0) : now ? vp >= 40 : vp >= 60;
    const rule = printedDominant ? 'opt:11.8.4' : 'opt:11.8.3';
    return { power, dominant, changed: dominant !== now, rule, reason: `net national objectives ${vp} VP` };
  }
  if (printedDominant) {
    const keep = TO_KEEP[power]!;
    const held = keep.list.filter((t) => holds(state, power, t)).length;
    // lost six of seven = one or none still held; regained once more than one is held again
    const dominant = held > 1;
    return { power, dominant, changed: dominant !== now, rule: keep.rule, reason: `holds ${held} of the ${keep.list.length} territories` };
  }
  const gain = TO_GAIN[power]!;
  const home = homeProvinces(power).every((p) => holdsProvince(state, power, p.id));
  const held = gain.list.filter((t) => holds(state, power, t)).length;
  const dominant = home && held >= gain.need;
  return { power, dominant, changed: dominant !== now, rule: gain.rule, reason: `${home ? 'holds every home province' : 'has lost home provinces'} and ${held} of the ${gain.list.length} territories (${gain.need} needed)` };
}
