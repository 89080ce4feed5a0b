import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';
import { answer, forceDice } from '../engine/naval/navalSetup';
import { lastBattle, sailIntoTheChannel } from '../engine/naval/example6334';

// 6.3.3.4 played through the engine: Britain sails Nelson and three fleets of 60 ships from
// Portsmouth into the English Channel, where three French fleets of 31 ships lie, and attacks in
// its Naval Combat Step with the example's dice (wind gauge Britain 2, France 5; France fires 5,
// Britain 2).
describe('6.3.3.4 naval combat example', () => {
  it('6.3.3.4 Britain (Nelson, 60 ships) attacks 31 French ships: France takes the wind gauge (5 against 2+2), fires 5 → 20% of 31 = 6; Britain fires 2+1 → 15% of 54 = 8', () => {
    let s = sailIntoTheChannel();
    expect(s.cursor.step).toBe('naval/combat');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:735:france');
    s = forceDice(s, [2, 5, 5, 2]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    const b = lastBattle(s);
    expect(b.attacker.ships).toBe(60);
    expect(b.defender.ships).toBe(31);
    expect(b.wind).toEqual({ attacker: 2, defender: 5, attackerModified: 4, defenderModified: 5 });
    expect(b.windGauge).toBe('defender');
    expect(b.fires.map((f) => [f.by, f.strength, f.modified, f.percent, f.losses])).toEqual([
      ['defender', 31, 5, 20, 6],
      ['attacker', 54, 3, 15, 8],
    ]);
    expect(b.losses).toEqual({ attacker: 6, defender: 8 });
    expect(b.outcome).toBe('attacker');
    expect(s.fleets.filter((f) => f.nationality === 'britain').reduce((n, f) => n + f.ships, 0)).toBe(54);
    expect(s.fleets.filter((f) => f.nationality === 'france').reduce((n, f) => n + f.ships, 0)).toBe(23);
  });

  it('6.3.3.4 the tables read as the example reads them: 20% of 31 = 20 + 11 = 6; 15% of 54 = 20 + 20 + 14 = 8', () => {
    expect(charts.navalCombat(5).lossPercent).toBe(20);
    expect(charts.casualtyFactors(20, 20) + charts.casualtyFactors(20, 11)).toBe(6);
    expect(charts.navalCombat(2 + 1).lossPercent).toBe(15);
    expect(charts.casualtyFactors(15, 20) * 2 + charts.casualtyFactors(15, 14)).toBe(8);
  });
});
