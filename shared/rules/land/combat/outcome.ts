/** 7.5.2.10 Victory and defeat: who wins, political points and pursuit. */
import type { ChartBundle } from '../../../data/charts';
import { allocatePursuitLosses, type LossAllocation } from './losses';
import { proportionalPursuit } from './proportional';
import { cavalryOf, lookupsFor, strengthTotal, tenths } from './strength';
import { CAVALRY_TYPES, type CombatLeader, type CombatSide, type CombatUnit, type Modifier, type Terrain } from './types';

/** How a side stands after a round (7.5.2.10). */
export interface SideStanding {
  /** Total morale loss reached the final morale level, or another rule broke the side. */
  readonly broken: boolean;
  /** No factors left among those fighting (the pinning force before the outflankers arrive). */
  readonly eliminated: boolean;
  /** 7.5.2.10.1.2 it was the pinning force that went, with outflankers still away. */
  readonly pinningOnly: boolean;
}

export type RoundOutcome =
  | { readonly kind: 'continue' }
  /** 7.5.2.10.1 one side beaten; `breakAndEliminated` when the victor broke too (7.5.2.10.4.1). */
  | {
      readonly kind: 'victory';
      readonly victor: CombatSide;
      readonly rule: string;
      readonly loserEliminated: boolean;
      /** 7.5.2.10.1.2.1, 10.6.3 the loser's leaders are taken. */
      readonly leadersCaptured: boolean;
      readonly breakAndEliminated: boolean;
    }
  /** 7.5.2.10.4.2 both break with survivors: no victor, no points, no pursuit; the attacker retreats. */
  | { readonly kind: 'bothBreak'; readonly rule: '7.5.2.10.4.2' }
  | { readonly kind: 'bothEliminated'; readonly rule: '7.5.2.10' };

/** 7.5.2.10, 7.5.2.10.4 The outcome of a round from both sides' standings. */
export function roundOutcome(a: SideStanding, d: SideStanding): RoundOutcome {
  const beaten = (s: SideStanding) => s.broken || s.eliminated;
  if (!beaten(a) && !beaten(d)) return { kind: 'continue' };
  const win = (victor: CombatSide, loser: SideStanding, victorBeaten: boolean): RoundOutcome => ({
    kind: 'victory',
    victor,
    rule: victorBeaten ? '7.5.2.10.4.1' : loser.pinningOnly ? '7.5.2.10.1.2' : '7.5.2.10.1',
    loserEliminated: loser.eliminated && !loser.pinningOnly,
    leadersCaptured: loser.eliminated,
    breakAndEliminated: victorBeaten,
  });
  if (a.eliminated && d.eliminated) {
    // 7.5.2.10.4.1 outflankers still away survive a lost pinning force; a side wiped out does not
    if (a.pinningOnly && !d.pinningOnly) return win('attacker', d, true);
    if (d.pinningOnly && !a.pinningOnly) return win('defender', a, true);
    return { kind: 'bothEliminated', rule: '7.5.2.10' };
  }
  if (beaten(a) && beaten(d)) {
    // 7.5.2.10.4.1 a broken side whose enemy was wiped out (or lost its pinning force) still wins
    if (d.eliminated) return win('attacker', d, true);
    if (a.eliminated) return win('defender', a, true);
    return { kind: 'bothBreak', rule: '7.5.2.10.4.2' };
  }
  return beaten(a) ? win('defender', a, false) : win('attacker', d, false);
}

export interface PoliticalPoints {
  readonly victor: number;
  readonly loser: number;
  readonly corpsCounted: number;
  readonly parts: readonly Modifier[];
}

/**
 * 7.5.2.10.1.3 Half a point per defeated corps that fought (a corps of more than 20 factors when
 * it entered counts twice), rounded up, at most 3; Napoleon +1 to his victorious side
 * (7.5.2.10.1.3.1), -2 more to his beaten side (7.5.2.10.1.3.2).
 */
export function fieldPoliticalPoints(
  loserCorps: readonly CombatUnit[],
  victorCommander: CombatLeader | null,
  loserCommander: CombatLeader | null,
  charts?: ChartBundle,
): PoliticalPoints {
  const l = lookupsFor(charts);
  const corpsCounted = loserCorps.filter((u) => u.kind === 'corps').reduce((n, u) => n + (strengthTotal(u.factors) > 20 ? 2 : 1), 0);
  const base = l.politicalPoints('field-combat', corpsCounted);
  const parts: Modifier[] = [{ rule: '7.5.2.10.1.3', label: `${corpsCounted} corps defeated`, value: base }];
  let victor = base;
  let loser = -base;
  if (victorCommander?.id === 'napoleon') {
    const bonus = l.politicalPoints('field-combat-napoleon-victor');
    parts.push({ rule: '7.5.2.10.1.3.1', label: 'victor under Napoleon', value: bonus });
    victor += bonus;
  }
  if (loserCommander?.id === 'napoleon') {
    const malus = l.politicalPoints('field-combat-napoleon-loser');
    parts.push({ rule: '7.5.2.10.1.3.2', label: 'loser under Napoleon', value: malus });
    loser += malus;
  }
  return { victor, loser, corpsCounted, parts };
}

export interface Pursuit {
  readonly pursuitClass: number;
  readonly classParts: readonly Modifier[];
  readonly die: number;
  readonly dieParts: readonly Modifier[];
  readonly modifiedDie: number;
  readonly lossPercent: number;
  readonly victorCavalry: number;
  /** Pursuit losses in cavalry-factor points. */
  readonly points: number;
  readonly allocation: LossAllocation;
  readonly loserEliminated: boolean;
}

/** 7.5.2.10.2.2.1, 10.6.1.3 a cavalry leader whose own nationality has cavalry in the pursuit. */
function cavalryLeaderPresent(leaders: readonly CombatLeader[], units: readonly CombatUnit[]): CombatLeader | undefined {
  return leaders.find((ld) => ld.cavalry && units.some((u) => (u.nationality === ld.nationality || u.power === ld.nationality) && CAVALRY_TYPES.some((t) => (u.factors[t] ?? 0) > 0)));
}

/**
 * 7.5.2.10.2 Pursuit by the victor's cavalry (outflankers that never arrived included): class by
 * the victor's morale loss and rounds (7.5.2.10.2.1; class 1 against a force withdrawing after
 * a day), shifted -1 in forest, mountain or desert and -2 in marsh; +1 to the die for a cavalry
 * leader (7.5.2.10.2.2); the percentage of the victor's cavalry is taken 1 cavalry = 3 other = 6
 * militia (7.5.2.10.2.3).
 */
export function pursue(args: {
  victorUnits: readonly CombatUnit[];
  victorLeaders: readonly CombatLeader[];
  victorMoraleLoss: number;
  loserUnits: readonly CombatUnit[];
  roundsCompleted: number;
  day: number;
  terrain: Terrain;
  die: number;
  afterWithdrawal?: boolean;
  /** 12.3.6 (option) what each nationality of the beaten side brought: the losses are shared in proportion. */
  contingents?: ReadonlyMap<string, number>;
  charts?: ChartBundle;
}): Pursuit {
  const l = lookupsFor(args.charts);
  const classParts: Modifier[] = [];
  if (args.afterWithdrawal) classParts.push({ rule: '7.5.2.10.2.1', label: 'against a withdrawal', value: 1 });
  else {
    const rounds = args.day > 1 ? 3 : args.roundsCompleted; // two-day battles read "3+"
    classParts.push({ rule: '7.5.2.10.2.1', label: `morale loss ${tenths(args.victorMoraleLoss)}, ${rounds} rounds`, value: l.pursuitClass(args.victorMoraleLoss, rounds) });
  }
  if (args.terrain === 'forest' || args.terrain === 'mountain' || args.terrain === 'desert')
    classParts.push({ rule: '7.5.2.10.2.2.2', label: args.terrain, value: -1 });
  if (args.terrain === 'marsh') classParts.push({ rule: '7.5.2.10.2.2.3', label: 'marsh', value: -2 });
  const pursuitClass = classParts.reduce((s, m) => s + m.value, 0);
  const dieParts: Modifier[] = [];
  const leader = cavalryLeaderPresent(args.victorLeaders, args.victorUnits);
  if (leader) dieParts.push({ rule: '7.5.2.10.2.2.1', label: `cavalry leader ${leader.id}`, value: 1 });
  const modifiedDie = args.die + dieParts.reduce((s, m) => s + m.value, 0);
  // 7.5.2.10.2.2.4 below class 1 there is no pursuit (the chart reads 0%)
  const lossPercent = l.pursuitResult(pursuitClass, modifiedDie);
  const victorCavalry = cavalryOf(args.victorUnits);
  const points = lossPercent === 0 ? 0 : l.casualtyFactors(lossPercent, victorCavalry);
  const mixed = new Set(args.loserUnits.map((u) => u.nationality)).size > 1;
  const allocation = args.contingents && mixed ? proportionalPursuit(args.loserUnits, points, args.contingents) : allocatePursuitLosses(args.loserUnits, points).allocation;
  const left = args.loserUnits.reduce((n, u) => n + strengthTotal(u.factors), 0) - allocation.reduce((n, x) => n + x.count, 0);
  return { pursuitClass, classParts, die: args.die, dieParts, modifiedDie, lossPercent, victorCavalry, points, allocation, loserEliminated: left === 0 };
}

