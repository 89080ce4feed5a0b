/** 7.5.2.6 Base and final morale levels. */
import { type ChartBundle, DEFAULT_CHARTS } from '../../../data/charts';
import { isMajorPower, type MajorPower, MAJOR_POWERS, type MoraleMethod } from '../../../model';
import { lookupsFor, tenths } from './strength';
import type { CombatUnit, Modifier, StrengthType } from './types';
import { STRENGTH_TYPES } from './types';

/** 7.5.2.6.1.1 Morale value of one factor of `type` in `unit`, with 11.8.2.1's dominance change (option). */
export function factorMorale(unit: CombatUnit, type: StrengthType, charts: ChartBundle = DEFAULT_CHARTS): number {
  const shift = unit.moraleShift?.[type as keyof NonNullable<CombatUnit['moraleShift']>] ?? 0;
  return shift === 0 ? printedMorale(unit, type, charts) : tenths(printedMorale(unit, type, charts) + shift);
}

function printedMorale(unit: CombatUnit, type: StrengthType, charts: ChartBundle): number {
  const chart = charts['national-morale'];
  const l = lookupsFor(charts);
  switch (type) {
    case 'cossack':
    case 'freikorps':
    case 'guerilla':
      return chart.fixed[type]; // irregulars at 1.0
    case 'militia':
      return unit.militiaMorale ?? chart.fixed[type]; // 12.11.3 (option) hook: an active landwehr's 2.5
    case 'guard':
      return chart.fixed[type]; // fixed 5.0 and 2.0 whatever the counter
    case 'artillery':
      return l.powerMorale(unit.power, 'artillery'); // the power's regular infantry
    default: {
      const printed = unit.morale?.[type];
      if (printed !== undefined) return printed;
      if (isMajorPower(unit.nationality)) return l.powerMorale(unit.nationality, type);
      const minor = l.minorMorale(unit.nationality);
      return type === 'cavalry' || type === 'feudalCavalry' ? minor.cavalry : minor.infantry;
    }
  }
}

export interface MoraleGroup {
  readonly morale: number;
  readonly factors: number;
}

export interface BaseMorale {
  readonly method: MoraleMethod;
  readonly value: number;
  /** Method One: factors per morale value. */
  readonly groups: readonly MoraleGroup[];
  /** Method Two: the primary component and the adjustments. */
  readonly primary?: MajorPower;
  readonly parts: readonly Modifier[];
}

/**
 * 7.5.2.6.1.1 Method One: the factor-weighted average of morale values, rounded up to the next
 * tenth. Outflanking units are included (7.5.2.3.2).
 */
export function methodOneMorale(units: readonly CombatUnit[], charts: ChartBundle = DEFAULT_CHARTS): BaseMorale {
  const byValue = new Map<number, number>();
  for (const u of units)
    for (const t of STRENGTH_TYPES) {
      const n = u.factors[t] ?? 0;
      if (n > 0) {
        const m = factorMorale(u, t, charts);
        byValue.set(m, (byValue.get(m) ?? 0) + n);
      }
    }
  const groups = [...byValue].map(([morale, factors]) => ({ morale, factors })).sort((a, b) => b.morale - a.morale);
  const total = groups.reduce((s, g) => s + g.factors, 0);
  // sum in tenths as integers so 2.28 rounds to 2.3 and 3.0 stays 3.0
  const sumTenths = groups.reduce((s, g) => s + g.factors * Math.round(g.morale * 10), 0);
  const value = total === 0 ? 0 : Math.ceil(sumTenths / total - 1e-9) / 10;
  return { method: 'one', value, groups, parts: [{ rule: '7.5.2.6.1.1', label: `${sumTenths / 10} / ${total} factors, rounded up`, value }] };
}

/**
 * 7.5.2.6.1.2 Method Two: the basic morale of the primary component (most corps; ties to the
 * lowest basic morale), +0.1 per guard factor, -0.1 per weak factor (militia, irregulars, and
 * feudal or minor infantry and cavalry valued 2.0 or less), net between -1.0 and +0.5.
 */
export function methodTwoMorale(units: readonly CombatUnit[], charts: ChartBundle = DEFAULT_CHARTS): BaseMorale {
  const l = lookupsFor(charts);
  const corpsCount = new Map<MajorPower, number>();
  for (const u of units) if (u.kind === 'corps') corpsCount.set(u.power, (corpsCount.get(u.power) ?? 0) + 1);
  const candidates = MAJOR_POWERS.filter((p) => corpsCount.has(p));
  const fallback = units[0]?.power ?? 'france';
  const most = Math.max(0, ...candidates.map((p) => corpsCount.get(p) ?? 0));
  const primary = candidates
    .filter((p) => corpsCount.get(p) === most)
    .reduce<MajorPower | undefined>((best, p) => (best === undefined || l.basicMorale(p) < l.basicMorale(best) ? p : best), undefined) ?? fallback;
  // 11.8.2.1 the primary component's basic morale follows its regular infantry's dominance change
  const basic = l.basicMorale(primary) + (units.find((u) => u.nationality === primary && u.moraleShift?.infantry)?.moraleShift?.infantry ?? 0);
  let guard = 0;
  let weak = 0;
  for (const u of units)
    for (const t of STRENGTH_TYPES) {
      const n = u.factors[t] ?? 0;
      if (n === 0) continue;
      if (t === 'guard') guard += n;
      else if (t === 'militia') weak += factorMorale(u, t, charts) <= 2.0 ? n : 0; // 12.11.3 landwehr militia (2.5) are not weak
      else if (t === 'cossack' || t === 'freikorps' || t === 'guerilla') weak += n;
      else if ((t === 'feudalInfantry' || t === 'feudalCavalry') && factorMorale(u, t, charts) <= 2.0) weak += n;
      else if ((t === 'infantry' || t === 'cavalry') && !isMajorPower(u.nationality) && factorMorale(u, t, charts) <= 2.0) weak += n;
    }
  const net = Math.max(-10, Math.min(5, guard - weak)) / 10; // in tenths: -1.0 .. +0.5
  const parts: Modifier[] = [
    { rule: '7.5.2.6.1.2', label: `${primary} basic morale`, value: basic },
    { rule: '7.5.2.6.1.2', label: `+0.1 x ${guard} guard, -0.1 x ${weak} weak factors (net -1.0..+0.5)`, value: net },
  ];
  return { method: 'two', value: tenths(basic + net), groups: [], primary, parts };
}

export function baseMorale(method: MoraleMethod, units: readonly CombatUnit[], charts?: ChartBundle): BaseMorale {
  return method === 'one' ? methodOneMorale(units, charts) : methodTwoMorale(units, charts);
}

export interface FinalMorale {
  readonly value: number;
  readonly parts: readonly Modifier[];
}

/**
 * 7.5.2.6.2 Final morale for a day: the base, -0.5 for each day after the first
 * (7.5.2.13.2.1), plus the chart's notes for this pairing.
 */
export function finalMorale(base: number, day: number, chartNotes: readonly Modifier[]): FinalMorale {
  const parts: Modifier[] = [{ rule: '7.5.2.6.1', label: 'base morale', value: base }];
  if (day > 1) parts.push({ rule: '7.5.2.6.2', label: `day ${day}`, value: -0.5 * (day - 1) });
  parts.push(...chartNotes);
  return { value: tenths(parts.reduce((s, m) => s + m.value, 0)), parts };
}
