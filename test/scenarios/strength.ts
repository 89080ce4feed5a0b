/**
 * A rough balance measure for scenario setups, used until movement and combat can be played
 * headlessly: each side's factors weighted by morale (7.5.2.6.1.1), garrisons at half (they
 * hold cities rather than fight in the field), reinforcements by the share of the scenario
 * still to play when they arrive, and the side's best commander's tactical rating (10.6).
 */
import { DEFAULT_CHARTS, minorMorale, powerMorale } from '../../shared/data/charts';
import type { MoraleTroop } from '../../shared/data/charts';
import { forces } from '../../shared/data/forces';
import type { Scenario } from '../../shared/engine';
import { FACTOR_TYPES, isMajorPower } from '../../shared/model';
import type { Factors, GameDate, MajorPower } from '../../shared/model';

const chart = DEFAULT_CHARTS['national-morale'];

function morale(nationality: string, troop: MoraleTroop): number {
  if (isMajorPower(nationality)) return powerMorale(chart, nationality, troop);
  if (troop === 'guard') return chart.fixed.guard;
  if (troop === 'militia') return chart.fixed.militia;
  const m = minorMorale(chart, nationality);
  return troop === 'cavalry' || troop === 'feudalCavalry' ? m.cavalry : m.infantry;
}

function weighted(nationality: string, factors: Factors): number {
  return FACTOR_TYPES.reduce((sum, t) => sum + (factors[t] ?? 0) * morale(nationality, t), 0);
}

const turnIndex = (d: GameDate) => d.year * 12 + d.month;

export interface SideStrength {
  readonly field: number;
  readonly garrisons: number;
  readonly reinforcements: number;
  readonly bestTactical: number;
  readonly total: number;
}

/** Strength of each of the scenario's two sides, France's first. */
export function sideBreakdown(s: Scenario): [SideStrength, SideStrength] {
  const controller = (n: string): MajorPower | null => (isMajorPower(n) ? n : (s.minors.find((m) => m.id === n)?.controller ?? null));
  const turns = turnIndex(s.end) - turnIndex(s.start) + 1;
  const side = (powers: readonly MajorPower[]): SideStrength => {
    const mine = (n: string) => {
      const c = controller(n);
      return c !== null && powers.includes(c);
    };
    const field =
      s.forces.corps.filter((c) => mine(c.nationality)).reduce((a, c) => a + weighted(c.nationality, c.factors), 0) +
      s.forces.irregulars.filter((r) => mine(r.nationality)).reduce((a, r) => a + r.factors * chart.fixed[r.kind], 0);
    const garrisons = s.forces.garrisons.filter((g) => mine(g.nationality)).reduce((a, g) => a + weighted(g.nationality, g.factors) / 2, 0);
    const reinforcements = s.reinforcements
      .filter((r) => powers.includes(r.power) && r.factors)
      .reduce((a, r) => a + (weighted(r.nationality ?? r.power, r.factors!) * (turnIndex(s.end) - turnIndex(r.date) + 1)) / turns, 0);
    const leaderIds = [...s.forces.leaders.filter((l) => powers.includes(l.owner)).map((l) => l.id), ...s.reinforcements.filter((r) => powers.includes(r.power)).flatMap((r) => r.leaders ?? [])];
    const bestTactical = Math.max(0, ...leaderIds.map((id) => forces.leaderById(id)?.tactical ?? 0));
    const total = (field + garrisons + reinforcements) * (1 + 0.05 * bestTactical);
    return { field, garrisons, reinforcements, bestTactical, total };
  };
  return [side(s.sides[0] ?? []), side(s.sides[1] ?? [])];
}

export function sideStrengths(s: Scenario): [number, number] {
  const [a, b] = sideBreakdown(s);
  return [a.total, b.total];
}
