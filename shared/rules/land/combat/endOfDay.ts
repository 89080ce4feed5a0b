/** 7.5.2.13 The end of a day: fight on or withdraw, chosen in secret by both sides. */
import { unitsTotal } from './strength';
import type { DayResult, EarlierDays } from './resolve';
import { type BySide, type Checked, type CombatContext, type CombatSide, COMBAT_SIDES, otherSide, refuse } from './types';

export const DAY_INTENTS = ['fight', 'withdraw'] as const;
export type DayIntent = (typeof DAY_INTENTS)[number];

export type EndOfDay =
  /**
   * 7.5.2.13.2 Both fight: a new day with new chits. Outflankers rejoin overnight
   * (7.5.2.13.2.2); base morale and morale losses carry to the next day.
   */
  | { readonly kind: 'newDay'; readonly rule: '7.5.2.13.2'; readonly context: CombatContext; readonly earlier: EarlierDays }
  /**
   * 7.5.2.13.1 One or both withdraw and retreat as a loser would, but under their own control.
   * A lone withdrawal may be pursued at class 1 (7.5.2.10.2.1); no political points change.
   */
  | { readonly kind: 'withdrawal'; readonly rule: '7.5.2.13.1'; readonly withdrawing: readonly CombatSide[]; readonly pursuer: CombatSide | null };

/** 7.5.2.13 What follows a day that ended undecided, given both sides' revealed intents. */
export function endOfDay(ctx: CombatContext, day: DayResult, intents: BySide<DayIntent>): Checked<EndOfDay> {
  if (day.end.kind !== 'dayOver') return refuse('illegalOption', '7.5.2.13', 'only a day of three undecided rounds ends this way');
  const withdrawing = COMBAT_SIDES.filter((s) => intents[s] === 'withdraw');
  if (withdrawing.length > 0) {
    const [only] = withdrawing;
    const pursuer = withdrawing.length === 1 && only ? otherSide(only) : null;
    return { ok: true, value: { kind: 'withdrawal', rule: '7.5.2.13.1', withdrawing, pursuer } };
  }
  const s = day.state;
  const alive = (side: CombatSide) => s[side].units.filter((u) => unitsTotal([u]) > 0);
  const context: CombatContext = {
    ...ctx,
    day: ctx.day + 1,
    attacker: { ...ctx.attacker, units: alive('attacker') },
    defender: { ...ctx.defender, units: alive('defender') },
  };
  const earlier: EarlierDays = { base: day.prepared.baseValue, moraleLoss: { attacker: s.attacker.moraleLoss, defender: s.defender.moraleLoss } };
  return { ok: true, value: { kind: 'newDay', rule: '7.5.2.13.2', context, earlier } };
}
