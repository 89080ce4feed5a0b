// 2.4.2 / 7.5.2.6.3 the forces revealed in a battle are revealed to the powers fighting it: a third
// power or a spectator sees neither the morale, nor the firing strength, nor the pursuing cavalry.
import { describe, expect, it } from 'vitest';
import { redactBattle } from '../../shared/engine/steps/land/fieldCombat/view';
import { finishedBattle } from '../../renderer/features/combat/testBattle';
import type { BattleRecord } from '../../shared/model';
import { newLandGame } from './landSetup';

const s = newLandGame();
// the fixture's counters are not in this game: each corps is seen by its own power only
const record: BattleRecord = finishedBattle();

describe('2.4.2 battle records seen from outside the battle', () => {
  it('7.5.2.6.3 France, fighting the battle, keeps the morale, its firing strengths and the pursuit cavalry', () => {
    const r = redactBattle(s, record, 'france');
    expect(r.days[0]!.morale).toEqual(record.days[0]!.morale);
    expect(r.days[0]!.rounds[0]!.attacker.firingStrength).toBe(record.days[0]!.rounds[0]!.attacker.firingStrength);
    expect(r.pursuit?.victorCavalry).toBe(9);
  });

  it.each(['britain', 'spectator'] as const)('2.4.2 %s, outside the battle, learns no morale, firing strength or pursuing cavalry', (viewer) => {
    const r = redactBattle(s, record, viewer);
    expect(record.days[0]!.morale).not.toBeNull();
    // the morale levels are blanked for a side with corps hidden from the viewer (7.5.2.6.3)
    expect(r.days.every((d) => d.morale === null || (['attacker', 'defender'] as const).every((x) => d.morale![x].base === null && d.morale![x].final === null))).toBe(true);
    expect(r.days.flatMap((d) => d.rounds).every((x) => x.attacker.firingStrength === null && x.defender.firingStrength === null)).toBe(true);
    expect(r.pursuit).toMatchObject({ victorCavalry: null, points: null });
    expect(JSON.stringify(r)).not.toContain('"victorCavalry":9');
  });

  it('7.5.3 a trivial combat has no reveal: its corps gone from the map stay hidden from the other powers that fought it, not from their owner', () => {
    const enemy = (viewer: 'france' | 'austria', r: BattleRecord) => [...r.attacker.units, ...r.defender.units].filter((u) => u.kind === 'corps' && u.power !== viewer);
    const field = redactBattle(s, record, 'france');
    expect(enemy('france', field).length).toBeGreaterThan(0);
    expect(enemy('france', field).every((u) => u.factors !== null)).toBe(true);
    const trivial = redactBattle(s, { ...record, trivial: true }, 'france');
    expect(enemy('france', trivial).every((u) => u.factors === null && u.name === null && u.initial === null)).toBe(true);
    const own = [...trivial.attacker.units, ...trivial.defender.units].filter((u) => u.kind === 'corps' && u.power === 'france');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((u) => u.factors !== null)).toBe(true);
  });
});
