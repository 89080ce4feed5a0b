// v2.71 14.3.3.7 outside the field-combat rounds: the order a UMP gives up factors one at a time
// (forage, besieged supply, siege and garrison attacks) and the limit on foraging at peace.
// Hooks, one line each: steps/land/forage.ts (askForageLosses), steps/land/besieged.ts
// (settleBesiegedLosses), steps/land/siege/assault.ts (the owner's share of a siege round),
// steps/land/fieldCombat/losses.ts (bombardOptions, 12.3.5) and steps/land/supply.ts (the
// corps free to choose whether to forage).
import { controllerOf } from '../../model';
import type { AreaId, Corps, DecisionOption, GameState, LandMap, MajorPower, Nationality } from '../../model';
import { forageCheck, forageLosses } from '../land/supply';
import { moveRecord, moverOf } from '../land/movement';
import { isUmp } from './umpState';
import { UMP_LOSS_ORDER, umpMayForage } from './umpRules';

const rank = (type: string): number => (UMP_LOSS_ORDER as readonly string[]).indexOf(type);

/**
 * 14.3.3.7 the one-factor loss choices a UMP may take now: among the choices of one owner and
 * one pool (`poolOf`: e.g. the corps that owes a forage loss), a militia, infantry, cavalry or
 * guard factor goes only when no factor earlier in that order is among them. Types the rule does
 * not name (artillery, feudal and irregular factors) stay open; a played power's choices are
 * untouched. `nationalityOf` gives the unit's nationality (its controller is the owner).
 */
export function umpOneLossChoices<T extends { readonly type: string }>(
  state: GameState,
  choices: readonly T[],
  nationalityOf: (c: T) => string | null | undefined,
  poolOf: (c: T) => string = () => '',
): T[] {
  const owner = (c: T): MajorPower | null => {
    const n = nationalityOf(c);
    return n ? controllerOf(state, n as Nationality) : null;
  };
  const key = (c: T): string | null => {
    const p = owner(c);
    return p !== null && isUmp(state, p) ? `${p}/${poolOf(c)}` : null;
  };
  const lowest = new Map<string, number>();
  for (const c of choices) {
    const k = key(c);
    const r = rank(c.type);
    if (k !== null && r >= 0) lowest.set(k, Math.min(lowest.get(k) ?? r, r));
  }
  if (lowest.size === 0) return [...choices];
  return choices.filter((c) => {
    const k = key(c);
    const r = rank(c.type);
    return k === null || r < 0 || r <= (lowest.get(k) ?? r);
  });
}

/** 14.3.3.7 the largest loss a corps' forage roll could give (a 6 on the die, with its modifiers). */
export function worstForageLoss(state: GameState, map: LandMap, corps: Corps, winter: boolean): number {
  const mover = moverOf(state, corps.counter);
  if (!mover || corps.location.kind !== 'area') return 0;
  return forageLosses(6, forageCheck(state, map, corps, moveRecord(state, mover), winter));
}

/**
 * 14.3.3.7 the Supply Step's voluntary foragers (option value = corps handle): a UMP at peace
 * with everyone may not choose to forage a corps whose roll could cost more than one factor; it
 * pays for depot supply instead (a corps with no depot supply forages all the same, umpRules.ts).
 */
export function umpForageOptions(state: GameState, map: LandMap, power: MajorPower, options: readonly DecisionOption[], winter: (area: AreaId) => boolean): DecisionOption[] {
  if (!isUmp(state, power)) return [...options];
  return options.map((o) => {
    if (!o.verdict.ok) return o;
    const corps = state.corps.find((c) => c.counter === o.value);
    if (!corps || corps.location.kind !== 'area') return o;
    const v = umpMayForage(state, power, worstForageLoss(state, map, corps, winter(corps.location.area)));
    return v.ok ? o : { ...o, verdict: v };
  });
}
