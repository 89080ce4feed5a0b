// 10.8 the rule's own example: factors and leaders taken by forces of several powers are shared
// out by unmodified competitive dice, one roll for each factor and each leader (issue 18, general).
import { describe, expect, it } from 'vitest';
import { forceDice, newGame } from '../../shared/engine';
import type { BattleRecord, GameState } from '../../shared/model';
import { AU, counterOf, DATA, decisionOf, landScenario, order, playUntil, reach } from '../engine/landSetup';

const RU = (factors: Record<string, number>, id: string, area: string) => ({ id, name: `Russian ${id}`, nationality: 'russia', type: 'infantry', movement: 3, area, factors });

/** IX Corps (12 infantry, with Ney) lands from the Brest squadron in 430 and is beaten there by an Austrian and a Russian corps. */
function landedAmongAllies(): GameState {
  const sc = landScenario((x) => {
    const rel = x.relations as { wars: string[][]; enforcedPeace: unknown[] };
    rel.wars.push(['france', 'russia']);
    rel.enforcedPeace = [];
    (x.forces.corps as unknown[]).push(
      { id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 12 } },
      AU({ infantry: 8 }, 'au-9', '430'),
      RU({ infantry: 8 }, 'ru-9', '430'),
    );
    x.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
    (x.forces.leaders as unknown[]).push({ id: 'ney', name: 'Ney', owner: 'france', with: 'fr-9' });
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = reach(r.value, 'france', 'land/movement').s;
  s = order(s, 'france', 'land/movement', `land:${counterOf(s, 'fr-9')}:430`);
  return playUntil(s, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
}

const current = (s: GameState): BattleRecord => s.turn.land?.battle?.record ?? s.turn.land!.battles!.at(-1)!;

describe('10.8 prisoners taken by forces of several powers', () => {
  it('10.8 example: a landed French corps surrenders to Austrians and Russians; each of its 7 factors and Ney go by competitive dice', () => {
    let s = landedAmongAllies();
    if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(s, 'france', 'land/combatTrivial', 'full');
    const beforeLog = s.log.length;
    const held = (st: GameState, p: string) => st.prisoners.find((x) => x.holder === p && x.nationality === 'france')?.factors.infantry ?? 0;
    const before = { austria: held(s, 'austria'), russia: held(s, 'russia') };
    // the battle: France rolls 1s, the allies 6s, and France breaks on the first day (5 dice);
    // then 10.8, Austria's die first: 6-1 Austria, 1-6 Russia, 4-4 then 5-2 Austria, four times 2-3 Russia; Ney 1-2 Russia
    s = forceDice(s, [1, 6, 1, 6, 1, /* 10.8 */ 6, 1, 1, 6, 4, 4, 5, 2, 2, 3, 2, 3, 2, 3, 2, 3, 1, 2]);
    s = order(s, 'france', 'land/combatChit', 'assault');
    const d = s.pending.find((x) => x.kind === 'land/combatChit')!;
    s = order(s, d.power, 'land/combatChit', 'defend');
    for (let i = 0; i < 10 && s.turn.land?.battle && !s.log.slice(beforeLog).some((e) => e.type === 'forceSurrendered'); i++) {
      const p = s.pending[0]!;
      s = order(s, p.power, p.kind, String(p.options.find((o) => o.verdict.ok)!.value));
    }
    const b = current(s);
    expect(b.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    expect(b.retreats).toEqual([expect.objectContaining({ side: 'attacker', surrendered: true })]);
    const log = s.log.slice(beforeLog);
    expect(log.filter((e) => e.type === 'diceRolled' && e.rule === '10.8')).toHaveLength(18);
    expect(log.find((e) => e.type === 'diceRolled' && e.rule === '10.8')).toMatchObject({ purpose: 'Austria for an infantry factor of France taken at Cherbourg (area 430)', value: 6 });
    expect(log.find((e) => e.type === 'prisonersShared')).toMatchObject({
      area: '430', rule: '10.8', shares: [{ power: 'austria', factors: 2, leaders: [] }, { power: 'russia', factors: 5, leaders: ['Ney'] }],
    });
    expect(held(s, 'austria') - before.austria).toBe(2);
    expect(held(s, 'russia') - before.russia).toBe(5);
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'captured', by: 'russia' });
    expect(b.leadersCaptured).toEqual([expect.objectContaining({ name: 'Ney', by: 'russia' })]);
  });
});
