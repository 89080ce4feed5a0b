// v2.71 8.1.3.2.3.1 / 8.1.3.2.3.4 National objectives: at the final Victory Points Step each power
// scores its chart (control of minors and provinces, penalties for what others hold and for its
// own lost home provinces). New political combinations (11.1-11.6) count while they exist; a royal
// marriage (peace term B.5, v2.71 4.4.9) and the Straits (C.5 imposed on Turkey, void once the two
// have been at war again) count while in force.
import { atWar } from '../../model';
import type { GameState, MajorPower } from '../../model';
import { DEFAULT_CHARTS, type ChartBundle, type ObjectiveEntry, type ObjectiveTarget } from '../../data/charts';
import { neutralCombinationOf } from '../campaign/combinations/neutral';

export interface ObjectiveScore {
  readonly label: string;
  readonly vp: number;
  readonly met: boolean;
}

/** The chart's names for the section 11 combinations (the German one is named by its creator, v2.71 11.5.1.2-4). */
const COMBINATION_ALIASES: Readonly<Record<string, string>> = {
  'grand-duchy-of-warsaw': 'poland', 'kingdom-of-poland': 'poland',
  'north-german-confederation': 'german-confederation', 'confederation-of-the-rhine': 'german-confederation',
};

/** Who controls a target now: a power, null for nobody (neutral), or 'none' when the target cannot be held yet. */
function controllerOfTarget(state: GameState, t: Exclude<ObjectiveTarget, { kind: 'anyOf' | 'allOf' }>): MajorPower | null | 'none' {
  switch (t.kind) {
    case 'minor':
    case 'district': {
      // districts go with their minor country: control is kept per minor country
      const m = state.minors.find((x) => x.id === (t.kind === 'minor' ? t.id : t.minor));
      if (!m) return 'none';
      return m.status === 'neutral' ? null : m.controller;
    }
    case 'province': {
      if (neutralCombinationOf(state, t.id)) return null; // 11.1.3.2 / 11.4.3.3 part of a neutral kingdom: nobody's
      const ceded = state.ceded?.find((c) => c.province === t.id);
      return ceded ? ceded.holder : 'none';
    }
    case 'combination': {
      // 11.1-11.6 a combination in existence counts for its controller (section 11, the 8.9 step)
      const id = COMBINATION_ALIASES[t.id] ?? t.id;
      const c = state.combinations?.active.find((x) => x.id === id);
      return c ? c.controller : 'none';
    }
    case 'special':
      // held per power, not by one controller (`holdsSpecial`)
      return 'none';
  }
}

/**
 * opt:11.5.1.6.2 a German union created by C.9 counts for its partner too (and is no other
 * power's for it) while the partner still holds one of the union's German states.
 */
function unionPartner(state: GameState, power: MajorPower, t: ObjectiveTarget): boolean {
  if (t.kind !== 'combination' || (COMBINATION_ALIASES[t.id] ?? t.id) !== 'german-confederation') return false;
  const c = state.combinations?.active.find((x) => x.id === 'german-confederation');
  return c?.partner === power && c.minors.some((m) => state.minors.some((x) => x.id === m && x.controller === power && x.status !== 'neutral'));
}

/**
 * The chart's peace-term objectives. 'royal-marriage' (France): a marriage made by B.5 with any
 * power but Turkey, in force (a war between the two ends it, v2.71 4.4.9, steps/political/record.ts).
 * 'the-straits' (Russia): Turkey's unconditional access given by C.5, unless the two have been at war since.
 */
function holdsSpecial(state: GameState, power: MajorPower, id: string): boolean {
  if (id === 'royal-marriage') return (state.political?.royalMarriages ?? []).some((m) => m.powers.includes(power) && !m.powers.includes('turkey'));
  if (id === 'the-straits') {
    if (power === 'turkey' || atWar(state, power, 'turkey')) return false;
    if (!(state.relations.access ?? []).some((a) => a.grantor === 'turkey' && a.grantee === power && a.kind === 'unconditional')) return false;
    return !warSinceAccess(state, power);
  }
  return false;
}

/**
 * 8.1.3.2.3.1 (the chart's note on the Straits) a war between the two since Turkey last granted
 * `power` unconditional access voids the term, even once it is over: read from the log, the last
 * grant (a peace's C.5) and any war declared between them after it. An access a scenario set up
 * has no grant in the log: any war between them in the game voids it.
 */
function warSinceAccess(state: GameState, power: MajorPower): boolean {
  let granted = -1;
  state.log.forEach((e, i) => {
    if (e.type === 'accessChanged' && e.granted && e.kind === 'unconditional' && e.grantor === 'turkey' && e.grantee === power) granted = i;
  });
  for (let i = granted + 1; i < state.log.length; i++) {
    const e = state.log.at(i)!;
    if (e.type === 'warDeclared' && ((e.aggressor === power && e.defender === 'turkey') || (e.aggressor === 'turkey' && e.defender === power))) return true;
  }
  return false;
}

/** Whether `power` holds the target (a province counts only when ceded to it; its home provinces are its own). */
function holds(state: GameState, power: MajorPower, t: ObjectiveTarget, orNeutral: boolean, homeOf: (province: string) => MajorPower | null): boolean {
  if (t.kind === 'anyOf') return t.targets.some((x) => holds(state, power, x, orNeutral, homeOf));
  if (t.kind === 'allOf') return t.targets.every((x) => holds(state, power, x, orNeutral, homeOf));
  if (unionPartner(state, power, t)) return true;
  if (t.kind === 'special') return holdsSpecial(state, power, t.id);
  const c = controllerOfTarget(state, t);
  if (t.kind === 'province' && c === 'none') return homeOf(t.id) === power && state.powers[power].inPlay;
  if (c === 'none') return false;
  return c === power || (orNeutral && c === null);
}

/** Whether another power (within `by`, never in `except`) holds the target. */
function heldByOther(state: GameState, power: MajorPower, e: Extract<ObjectiveEntry, { kind: 'otherControls' }>, t: ObjectiveTarget, homeOf: (province: string) => MajorPower | null): boolean {
  if (t.kind === 'anyOf') return t.targets.some((x) => heldByOther(state, power, e, x, homeOf));
  if (t.kind === 'allOf') return t.targets.every((x) => heldByOther(state, power, e, x, homeOf));
  if (unionPartner(state, power, t)) return false; // opt:11.5.1.6.2 no penalty for the union it shares
  let c = controllerOfTarget(state, t);
  if (t.kind === 'province' && c === 'none') c = homeOf(t.id);
  if (c === null || c === 'none' || c === power) return false;
  if (e.by && !e.by.includes(c)) return false;
  return !(e.except ?? []).includes(c);
}

const targetLabel = (t: ObjectiveTarget): string =>
  t.kind === 'anyOf' || t.kind === 'allOf' ? t.targets.map(targetLabel).join(t.kind === 'anyOf' ? ' or ' : ' and ') : t.id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/**
 * v2.71 8.1.3.2.3.1 a power's national objectives, line by line. `homeOf` names a province's
 * home power (from the map); `landwehr` says the power has raised its landwehr (12.11.3.1).
 * `neutrality: false` drops the credit Britain's chart gives a neutral minor: opt:11.8.4's own
 * count (Britain at -20 in 1805) reads only what a power controls (docs/RULINGS.md).
 */
export function objectiveScores(state: GameState, power: MajorPower, homeOf: (province: string) => MajorPower | null, charts: ChartBundle = DEFAULT_CHARTS, landwehr = false, neutrality = true): ObjectiveScore[] {
  const chart = charts['national-objectives'].powers[power];
  const orNeutral = neutrality && (chart.controlOrNeutral ?? false);
  return chart.entries.map((e) => {
    if (e.kind === 'lostHomeProvince') {
      const lost = (state.ceded ?? []).filter((c) => c.home === power && c.holder !== power).length;
      return { label: `${lost} home province${lost === 1 ? '' : 's'} lost`, vp: lost * e.vp, met: lost > 0 };
    }
    if (e.kind === 'control') {
      const met = holds(state, power, e.target, orNeutral, homeOf);
      return { label: targetLabel(e.target), vp: met ? e.vp : 0, met };
    }
    const met = heldByOther(state, power, e, e.target, homeOf);
    const vp = landwehr && e.vpIfLandwehr !== undefined ? e.vpIfLandwehr : e.vp;
    return { label: `${targetLabel(e.target)} held by another power`, vp: met ? vp : 0, met };
  });
}

/** v2.71 8.1.3.2.3.1 the power's national objectives total. */
export const objectivesTotal = (scores: readonly ObjectiveScore[]): number => scores.reduce((n, s) => n + s.vp, 0);
