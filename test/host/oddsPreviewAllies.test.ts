// 2.4.2 / 7.5.2.1 The battle odds preview a seat reads while choosing its chit is worked out from
// what that power may know: its own corps exactly, every other hidden corps at the nominal
// strength of its counter. An ally's corps is as hidden as an enemy's until the reveal
// (7.5.2.6.3): before session 13 the preview counted allied corps at their true strength, so
// Austria could read the Russian corps' size off its expected losses.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, DATA, FR, battleScenario, playUntil } from '../engine/landSetup';

/** France attacks Austria's corps (8) and Russia's (`russian` factors, hidden from Austria) in area 324; the chits are asked. */
function atChits(russian: number, austrian = 8): GameState {
  const sc = battleScenario(
    [
      FR({ infantry: 14 }),
      AU({ infantry: austrian }),
      { id: 'ru-1', name: 'Russian I', nationality: 'russia', type: 'infantry', movement: 3, area: '324', factors: { infantry: russian } },
    ],
    (x) => {
      const r = (x as unknown as { relations: { wars: string[][]; enforcedPeace: unknown[] } }).relations;
      r.wars.push(['france', 'russia']);
      r.enforcedPeace = [];
    },
  );
  const g = newGame({ scenario: sc as never, seed: 5, data: DATA });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return playUntil(g.value, (s) => s.pending.some((d) => d.kind === 'land/combatChit'));
}

describe("2.4.2 7.5.2.1 the odds preview estimates an ally's hidden corps", () => {
  it("sentinel: Russia's corps of 2 or 30 factors beside Austria's; Austria's preview is the same, and the corps stays hidden from it", () => {
    const small = atChits(2);
    const big = atChits(30);
    expect(small.turn.land?.battle?.record.defender.powers).toEqual(['austria', 'russia']);
    const austria = (s: GameState) => viewFor(s, 'austria', { oddsDays: 0 }).battle!;
    const ru = (s: GameState) =>
      austria(s).defender.units.find((u) => s.corps.find((c) => c.counter === u.counter)?.nationality === 'russia')!;
    expect(ru(small).factors).toBeNull();
    expect(austria(small).odds).toMatchObject({ power: 'austria', side: 'defender', basis: 'estimated' });
    // before the fix: expected losses 0.67 against 2.0 for France's assault on Austria's counterattack
    expect(austria(big).odds).toEqual(austria(small).odds);
    // the preview still follows what Austria knows: its own corps
    expect(viewFor(atChits(2, 16), 'austria', { oddsDays: 0 }).battle!.odds).not.toEqual(austria(small).odds);
  });
});
