// 2.4.2 / 7.5.2.6.3 Battle records as third powers and spectators see them: the reveal shows the
// corps, their strength and morale only to the powers fighting. Sentinels are planted in the
// hidden corps (names, and numbers that only their strength gives) and searched for in the views.
import { describe, expect, it } from 'vitest';
import { forceDice, newGame, viewFor } from '../../shared/engine';
import type { BattleRecord, GameState, Viewer } from '../../shared/model';
import { AU, battleScenario, DATA, decisionOf, FR, order, playUntil } from './landSetup';

const SENTINEL = 'Zqx Sentinel Corps';

/** France (13 infantry, 7 cavalry: a sentinel name) beats Austria (11 infantry) in 324, with a pursuit. */
function fought(): GameState {
  const sc = battleScenario([{ ...FR({ infantry: 13, cavalry: 7 }), name: SENTINEL }, { ...AU({ infantry: 11 }), name: `${SENTINEL} II` }]);
  const r = newGame({ scenario: sc, seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
  s = forceDice(s, [6, 2, 6, 1, 6, 1, 6, 6, 6, 6]);
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  s = order(s, 'france', 'land/combatChit', 'assault');
  s = order(s, 'austria', 'land/combatChit', 'defend');
  for (let i = 0; i < 20 && s.turn.land?.battle; i++) {
    const d = s.pending[0]!;
    s = order(s, d.power, d.kind, String(d.options.find((o) => o.verdict.ok)!.value));
  }
  return s;
}

/** Every value under the keys that carry what only the reveal shows (7.5.2.6.3). */
function revealed(record: BattleRecord): unknown[] {
  const keys = new Set(['firingStrength', 'inflicted', 'finalMorale', 'final', 'base', 'victorCavalry', 'points', 'corpsCounted']);
  const out: unknown[] = [];
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) {
        if (keys.has(k)) out.push(v);
        else walk(v);
      }
  };
  walk(record.days);
  walk(record.pursuit);
  walk(record.politicalPoints);
  return out;
}

const battleIn = (s: GameState, viewer: Viewer) => viewFor(s, viewer).turn.land!.battles!.at(-1)!;

describe('2.4.2 / 7.5.2.6.3 battle records hide a side\'s strength and morale from third powers and spectators', () => {
  const s = fought();

  it('7.5.2.6.3 the powers fighting see the firing strength, morale and pursuing cavalry the reveal showed them', () => {
    const b = battleIn(s, 'austria');
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    // France fired with its 20 factors; it pursued with 7 cavalry
    expect(b.days[0]!.rounds[0]!.attacker.firingStrength).toBe(20);
    expect(b.pursuit?.victorCavalry).toBe(7);
    expect(b.days[0]!.morale!.attacker.final).toBeGreaterThan(0);
    expect(JSON.stringify(b)).toContain(SENTINEL);
  });

  it('2.4.2 a third power (Britain) and a spectator get none of it: every such number is blanked, no sentinel name shows', () => {
    for (const viewer of ['britain', 'prussia', 'spectator'] as const) {
      const b = battleIn(s, viewer);
      expect(revealed(b).filter((v) => v !== null), viewer).toEqual([]);
      expect(JSON.stringify(viewFor(s, viewer)), viewer).not.toContain(SENTINEL);
      // what is public stays: dice, tables, the chart's results and who broke
      expect(b.days[0]!.rounds[0]!.attacker.die).toBe(6);
      expect(b.days[0]!.rounds[0]!.attacker.result).not.toBeNull();
      expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
    }
  });

  it('2.4.2 the battle in progress is redacted the same way for outsiders', () => {
    const sc = battleScenario([{ ...FR({ infantry: 13, cavalry: 7 }), name: SENTINEL }, AU({ infantry: 11 })]);
    const r = newGame({ scenario: sc, seed: 5, data: DATA });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    let g = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
    g = forceDice(g, [1, 1, 1, 1, 1, 1]);
    if (decisionOf(g, 'france', 'land/combatTrivial')) g = order(order(g, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
    g = order(order(g, 'france', 'land/combatChit', 'assault'), 'austria', 'land/combatChit', 'defend');
    while (g.pending[0]?.kind === 'land/combatLosses') g = order(g, g.pending[0].power, 'land/combatLosses', String(g.pending[0].options[0]!.value));
    expect(g.turn.land!.battle!.record.stage).toBe('endOfDay');
    const inside = viewFor(g, 'austria').battle!;
    expect(inside.days[0]!.rounds[0]!.attacker.firingStrength).toBe(20);
    const outside = viewFor(g, 'spectator').battle!;
    expect(revealed(outside).filter((v) => v !== null)).toEqual([]);
  });
});
