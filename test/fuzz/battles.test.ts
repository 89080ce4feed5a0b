// Field combat fuzz (issue 6): random battles on the real map, fought through the engine with
// random legal choices at every combat decision (chits, divisions, losses, reinforcements,
// fight or withdraw, routes) and random combat options. No exception, stall, unexplained factor
// change or leaked secret may appear.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { checkInvariants, checkViews, rng, totalFactors } from './engineFuzz';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const fixture = readFileSync(fileURLToPath(new URL('../fixtures/small-campaign.json', import.meta.url)), 'utf8');

function battleGame(seed: number) {
  const r = rng(seed * 7919);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const factors = () => ({
    infantry: 2 + Math.floor(r() * 10),
    ...(r() < 0.6 ? { cavalry: 1 + Math.floor(r() * 4) } : {}),
    ...(r() < 0.3 ? { militia: 1 + Math.floor(r() * 4) } : {}),
    ...(r() < 0.2 ? { artillery: 1 } : {}),
    ...(r() < 0.2 ? { guard: 1 + Math.floor(r() * 3) } : {}),
  });
  const s = JSON.parse(fixture);
  s.start = { month: 5, year: 1805 };
  s.end = { month: 6, year: 1805 };
  const area = pick(['324', '325', '326', '475']);
  const garrison = r() < 0.3;
  const relief = area === '475' && r() < 0.6;
  // the corps' ids name no printed counter, so their random factors are not held to a counter's
  // printed boxes: the fuzz is about combat, not setup
  s.forces = {
    ...s.forces,
    corps: [
      { id: 'fuzz-f1', name: 'F1', nationality: 'france', type: 'infantry', movement: 4, area, factors: factors() },
      // 12.3.6 a Bavarian corps at times, so allied contingents share losses under the option
      { id: 'fuzz-f2', name: 'F2', nationality: r() < 0.4 ? 'bavaria' : 'france', type: 'infantry', movement: 4, area, factors: factors() },
      { id: 'fuzz-a1', name: 'A1', nationality: 'austria', type: 'infantry', movement: 3, area, factors: factors() },
      { id: 'fuzz-a2', name: 'A2', nationality: 'austria', type: 'infantry', movement: 3, area: r() < 0.5 ? area : '474', factors: factors() },
      { id: 'fuzz-a3', name: 'A3', nationality: 'austria', type: 'infantry', movement: 3, area: area === '475' ? '474' : '475', factors: factors() },
      ...(relief ? [{ id: 'fuzz-f3', name: 'F3', nationality: 'france', type: 'infantry', movement: 4, area: '475', city: 'linz', factors: { infantry: 3, cavalry: 1 } }] : []),
    ],
    garrisons: [
      ...(garrison ? [{ nationality: 'austria', area, factors: { infantry: 2 } }] : []),
      // 7.5.4.2.3 at times a French-held Linz besieged by the Austrians: a limited combat
      ...(relief ? [{ nationality: 'france', area: '475', city: 'linz', factors: { infantry: 3 } }] : []),
    ],
    depots: [{ owner: 'france', area: '320' }, ...(garrison ? [{ owner: 'austria', area }] : [])],
    leaders: [
      { id: 'davout', name: 'Davout', owner: 'france', with: 'fuzz-f1' },
      ...(r() < 0.5 ? [{ id: 'ney', name: 'Ney', owner: 'france', with: 'fuzz-f2' }] : []),
      ...(r() < 0.5 ? [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'fuzz-a3' }] : []),
    ],
    irregulars: [],
  };
  s.reinforcements = [];
  const rules = { artilleryCorps: r() < 0.3, cavalrySuperiority: r() < 0.3, solitaireCombat: r() < 0.2, cavalryWithdrawals: r() < 0.3, proportionalLandLosses: r() < 0.4, guardCommitment: r() < 0.4, leaderCasualties: r() < 0.5, overruns: r() < 0.3 };
  const g = newGame({ scenario: s, seed, data, options: { rules, moraleMethod: r() < 0.5 ? 'one' : 'two' } });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return { state: g.value, r, pick };
}

describe('field combat fuzz (issue 6)', () => {
  it('7.5 random battles with random legal choices: no crash, stall, unexplained factor change or leak', () => {
    const problems: string[] = [];
    const outcomes: Record<string, number> = {};
    let limited = 0;
    for (let seed = 1; seed <= 40 && problems.length === 0; seed++) {
      const game = battleGame(seed);
      const { r, pick } = game;
      let s = game.state;
      let factors = totalFactors(s);
      for (let n = 0; n < 3000 && !s.over; n++) {
        const d = s.pending[0];
        if (!d) {
          problems.push(`seed ${seed}: nothing pending at ${s.cursor.step}`);
          break;
        }
        const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
        // section 4 lists stay empty (no suits or alliances), so the wars go on to the battles this fuzz is for
        const quiet = d.kind.startsWith('political/') && d.kind !== 'political/declareCombinedMovement';
        const v = d.select === 'many' ? (quiet ? [] : legal.filter(() => r() < 0.5)) : d.kind === 'land/announcePosition' ? 0 : d.kind.startsWith('land/combat') ? pick(legal) : (legal[0] ?? 'done');
        const res = applyCommand(s, commandFor(d, v), data);
        if (!res.ok) {
          problems.push(`seed ${seed}: a legal option was refused: ${res.error.message}`);
          break;
        }
        s = res.state;
        for (const e of res.events) {
          if (e.type === 'factorsChanged') factors += e.delta;
          if (e.type === 'battleJoined' || e.type === 'leaderCasualty') outcomes[e.type] = (outcomes[e.type] ?? 0) + 1;
          if (e.type === 'battleEnded') outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + 1;
          if (e.type === 'battleBegan' && s.turn.land?.battle?.record.limited) limited++;
        }
        checkInvariants(s, factors, problems, `seed ${seed}`, data);
        if (d.kind.startsWith('land/combat')) checkViews(s, problems, `seed ${seed}`);
      }
    }
    expect(problems).toEqual([]);
    // the mix must reach the unusual ends too, or the fuzz proves little
    expect(outcomes.victory).toBeGreaterThan(10);
    expect((outcomes.avoided ?? 0) + (outcomes.withdrawal ?? 0)).toBeGreaterThan(0);
    console.log(`battle fuzz outcomes: ${JSON.stringify(outcomes)}, limited combats: ${limited}`);
    expect(limited).toBeGreaterThan(0);
    // the heaviest unit suite: 40 whole battles (about 25 s alone, more on a busy machine)
  }, 120_000);
});
