// 8.8 The Ceding Step: each power secretly names one minor country or ceded province it hands
// to an ally (8.8.2), never an unceded home province (8.8.1), never while enemy forces stand in
// it (8.8.3), for a political point (8.8.4); v2.71 8.8 allows it only at peace with every power.
import { LEGAL, POWER_NAMES, allied, atWar, controllerOf, illegal, powersInPlay } from '../../model';
import type { AreaId, EconomyMap, GameState, MajorPower, Verdict } from '../../model';
import { atWarWithMinor } from '../political';
import { economicPowers } from './territory';

/** 8.8.4 ceding costs one political point, whatever the districts. */
export const CEDING_POINTS = -1;

export interface Cedable {
  readonly kind: 'minor' | 'province';
  readonly id: string;
  readonly name: string;
  readonly areas: readonly AreaId[];
}

/** 8.8 / 8.8.1 what a power could cede: the minor countries it controls and the provinces ceded to it. */
export function cedable(state: GameState, econ: EconomyMap, power: MajorPower): Cedable[] {
  const minors = state.minors
    .filter((m) => m.status !== 'neutral' && m.controller === power)
    .map((m) => ({ kind: 'minor' as const, id: m.id as string, name: m.name, areas: econ.provinces.filter((p) => p.minor === m.id).flatMap((p) => p.areas) }));
  const provinces = (state.ceded ?? [])
    .filter((c) => c.holder === power)
    .flatMap((c) => {
      const p = econ.provinces.find((x) => x.id === c.province);
      return p ? [{ kind: 'province' as const, id: p.id as string, name: p.name, areas: p.areas }] : [];
    });
  return [...minors, ...provinces];
}

/** 8.8.2 / v2.71 8.8 who a power may cede to now. */
export function cessionTargets(state: GameState, power: MajorPower): MajorPower[] {
  return economicPowers(state).filter((p) => p !== power && allied(state, p, power));
}

/** 8.8.2 / 8.8.3 / v2.71 8.8 whether `power` may cede `t` to `to` in this step. */
export function cedeVerdict(state: GameState, power: MajorPower, t: Cedable, to: MajorPower): Verdict {
  if (!allied(state, power, to)) return illegal('notAllied', '8.8.2', `${POWER_NAMES[to]} is not an ally`);
  if (state.options.rules.cedingV271) {
    // opt:8.8 (v2.71 correction) to an ally only while at peace with every power
    const enemy = powersInPlay(state).find((p) => atWar(state, p, power));
    if (enemy) return illegal('illegalOption', 'opt:8.8', `${POWER_NAMES[power]} is at war with ${POWER_NAMES[enemy]}`);
  }
  // 8.8.3 no forces of a power at war with the controller (or, for a minor, at war with the minor itself) inside, unless ceded to that power
  const inside = new Set<string>(t.areas);
  const hostile = [
    ...state.corps.filter((c) => c.location.kind === 'area' && inside.has(c.location.area)).map((c) => controllerOf(state, c.nationality)),
    ...state.garrisons.filter((g) => inside.has(g.area)).map((g) => controllerOf(state, g.nationality)),
    ...state.irregulars.filter((i) => inside.has(i.area)).map((i) => controllerOf(state, i.nationality)),
  ].find((p): p is MajorPower => p !== null && p !== to && (atWar(state, p, power) || (t.kind === 'minor' && atWarWithMinor(state, p, t.id))));
  if (hostile) return illegal('forcesInTerritory', '8.8.3', `${POWER_NAMES[hostile]}'s forces stand in ${t.name}`);
  return LEGAL;
}
