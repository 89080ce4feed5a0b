// Property tests over random legal play on the shipped scenarios and the real map (issue 5):
// factors are conserved except where an event names the rule that removed them, no counter
// ends in an illegal place, money never goes negative through supply or depots.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyCommand, commandFor, newGame } from '../../shared/engine';
import type { DecisionAnswer, GameState } from '../../shared/model';
import { MAJOR_POWERS, garrisonSize, totalFactors } from '../../shared/model';
import { FACTORS_PER_SPIRE, factorsInCity } from '../../shared/rules/land/movement';
import { DATA, LAND } from './landSetup';

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const onMap = (s: GameState) =>
  s.corps.reduce((n, c) => n + totalFactors(c.factors), 0) + s.garrisons.reduce((n, g) => n + totalFactors(g.factors), 0);

function problems(s: GameState): string[] {
  const out: string[] = [];
  for (const p of MAJOR_POWERS) if (s.powers[p].money < 0) out.push(`${p} money ${s.powers[p].money}`);
  for (const c of s.corps) {
    const loc = c.location;
    if (loc.kind !== 'area') continue;
    const facts = LAND.area(loc.area);
    if (!facts) out.push(`corps ${c.counter} in non-land area ${loc.area}`);
    if (loc.city && !facts?.cities.some((x) => x.id === loc.city)) out.push(`corps ${c.counter} in a city not in its area`);
    // 7.5.5 a corps emptied in a battle leaves the map when the battle ends, not between its rounds
    if (totalFactors(c.factors) < 1 && s.turn.land?.battle?.record.area !== loc.area) out.push(`empty corps ${c.counter}`);
    for (const v of Object.values(c.factors)) if ((v ?? 0) < 0) out.push(`negative factors in ${c.counter}`);
  }
  for (const g of s.garrisons) {
    if (garrisonSize(g.factors) < 1) out.push(`empty garrison in ${g.area}`); // 7.3.3.3.1 irregulars count
    if (g.place.kind === 'depot' && !s.depots.some((d) => d.area === g.area)) out.push(`depot garrison without depot in ${g.area}`);
  }
  for (const i of s.irregulars) if (!LAND.area(i.area)) out.push(`irregular in non-land area ${i.area}`);
  const cities = new Set(s.corps.flatMap((c) => (c.location.kind === 'area' && c.location.city ? [`${c.location.area}|${c.location.city}`] : [])));
  for (const key of cities) {
    const [area, city] = key.split('|') as [never, never];
    const spires = LAND.area(area)!.cities.find((x) => x.id === city)!.spires;
    if (factorsInCity(s, area, city) > FACTORS_PER_SPIRE * spires) out.push(`${city} over capacity`);
  }
  return out;
}

const dir = path.resolve(import.meta.dirname, '../../assets/scenarios');

describe.each(['13.2-1805-ulm-austerlitz.json', '13.6-1808-peninsular-war.json'])('random legal land play: %s', (file) => {
  it('factors change only with a factorsChanged event naming a rule; nothing ends in an illegal place; money stays ≥ 0', () => {
    const scenario = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    const g = newGame({ scenario, seed: 11, data: DATA });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    let s = g.value;
    const r = rng(3);
    let expected = onMap(s);
    const seen = new Set<string>();
    let moves = 0;
    const atStart = new Set(problems(s)); // the scenario's own setup (e.g. a crowded city) is not ours to judge
    for (let i = 0; i < 1500 && !s.over; i++) {
      const d = s.pending[Math.floor(r() * s.pending.length)]!;
      const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
      // prefer orders over "end" so the land steps are exercised
      const pickOne = legal.length > 1 && r() < 0.9 ? legal[1 + Math.floor(r() * (legal.length - 1))]! : legal[0] ?? 'done';
      const value: DecisionAnswer = d.select === 'many' ? legal.filter(() => r() < 0.3) : pickOne;
      const res = applyCommand(s, commandFor(d, value), DATA);
      if (!res.ok) throw new Error(`legal option refused: ${JSON.stringify(res.error)}`);
      for (const e of res.events) {
        seen.add(e.type);
        if (e.type === 'factorsChanged') {
          expect(e.rule).toMatch(/^\d+(\.\d+)*$/);
          expected += e.delta;
        }
        if (e.type === 'counterMoved') moves++;
      }
      s = res.state;
      expect(onMap(s)).toBe(expected);
      expect(problems(s).filter((p) => !atStart.has(p))).toEqual([]);
    }
    expect(moves).toBeGreaterThan(20);
    for (const t of ['counterMoved', 'foraged', 'stepEnded']) expect(seen).toContain(t);
  });
});
