// Field combat throughput (issue 6): 10,000 random field combats resolved headlessly, day after
// day until a decision or a third day, from a seeded generator.
import { TERRAINS } from '../shared/data/map/schema';
import { defaultOptions, MAJOR_POWERS, type MajorPower } from '../shared/model';
import {
  attackerChitOptions,
  type CombatContext,
  type CombatForce,
  type CombatUnit,
  checkDivision,
  defenderChitOptions,
  type DayDice,
  type EarlierDays,
  endOfDay,
  outflankingSide,
  resolveDay,
  unitsTotal,
} from '../shared/rules/land/combat';
import type { Bench } from './types';

/** mulberry32: a small seeded generator, so the bench times combat rather than dice. */
class Dice {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  d(sides = 6): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return 1 + Math.floor(u * sides);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.d(xs.length) - 1] as T;
  }
  chance(p: number): boolean {
    return this.d(100) <= p * 100;
  }
}

function randomForce(g: Dice, power: MajorPower, tag: string): CombatForce {
  const units: CombatUnit[] = [];
  const n = g.d(8);
  for (let i = 0; i < n; i++) {
    const factors = {
      infantry: g.d(16) - 1,
      cavalry: g.d(6) - 1,
      ...(g.chance(0.4) ? { militia: g.d(6) } : {}),
      ...(g.chance(0.1) ? { guard: g.d(6) } : {}),
    };
    units.push({ id: `${tag}${i}`, kind: 'corps', power, nationality: power, factors: unitsTotal([{ id: '', kind: 'corps', power, nationality: power, factors }]) > 0 ? factors : { infantry: 1 }, strategic: g.d(3), tactical: g.d(3) });
  }
  if (g.chance(0.2)) units.push({ id: `${tag}k`, kind: 'irregular', power, nationality: power, factors: { cossack: 1 } });
  const commander = g.chance(0.85) ? { id: `${tag}-leader`, nationality: power, strategic: g.d(5), tactical: g.d(5), tacticalMax: 1 + g.d(5), cavalry: g.chance(0.2) } : null;
  return { units, leaders: commander ? [commander] : [], commander };
}

function dayDice(g: Dice): DayDice {
  return {
    withdrawal: Array.from({ length: 10 }, () => g.d()),
    rounds: Array.from({ length: 3 }, () => ({ attacker: g.d(), defender: g.d() })),
    arrival: [g.d(), g.d()],
    pursuit: g.d(),
  };
}

/** One random combat fought to a decision, a withdrawal or the end of day 3; returns days fought. */
function randomCombat(g: Dice): { days: number; rounds: number } {
  const [pa, pd] = [g.pick(MAJOR_POWERS), g.pick(MAJOR_POWERS)];
  const options = defaultOptions();
  let ctx: CombatContext = {
    attacker: randomForce(g, pa, 'a'),
    defender: randomForce(g, pd, 'd'),
    terrain: g.pick(TERRAINS),
    riverCrossing: g.chance(0.2),
    day: 1,
    options: { ...options, moraleMethod: g.chance(0.5) ? 'one' : 'two', rules: { ...options.rules, cavalrySuperiority: g.chance(0.5) } },
  };
  let earlier: EarlierDays | undefined;
  let rounds = 0;
  for (let day = 1; day <= 3; day++) {
    const a = attackerChitOptions(ctx.attacker).filter((o) => o.verdict.ok);
    const d = defenderChitOptions(ctx.defender).filter((o) => o.verdict.ok);
    const chits = { attacker: g.pick(a).chit, defender: g.pick(d).chit };
    const flank = outflankingSide(chits.attacker, chits.defender);
    const outflanking = flank ? [ctx[flank].units.filter((u) => u.kind === 'corps').at(-1)?.id ?? ''] : [];
    const useChits = flank && !checkDivision(ctx[flank], flank, outflanking).ok ? { attacker: 'assault' as const, defender: 'defend' as const } : { ...chits, outflanking };
    const r = resolveDay(ctx, useChits, dayDice(g), earlier ? { earlier } : {});
    if (!r.ok) throw new Error(`combat refused: ${r.rule} ${r.detail ?? ''}`);
    rounds += r.value.rounds.length;
    if (r.value.end.kind !== 'dayOver') return { days: day, rounds };
    const next = endOfDay(ctx, r.value, { attacker: 'fight', defender: 'fight' });
    if (!next.ok || next.value.kind !== 'newDay') throw new Error('both sides fight on, yet no new day');
    ctx = next.value.context;
    earlier = next.value.earlier;
  }
  return { days: 3, rounds };
}

const bench: Bench = async () => {
  const g = new Dice(1805);
  for (let i = 0; i < 500; i++) randomCombat(g); // warm-up
  const combats = 10_000;
  let days = 0;
  let rounds = 0;
  const started = performance.now();
  for (let i = 0; i < combats; i++) {
    const r = randomCombat(g);
    days += r.days;
    rounds += r.rounds;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: 'combat.fieldCombatsPerSecond',
      source: 'issue 6 (10,000 random field combats, headless)',
      value: combats / seconds,
      unit: 'combats/s',
      target: 1000,
      better: 'higher',
      detail: { combats, seconds: +seconds.toFixed(3), days, rounds },
    },
  ];
};
export default bench;
