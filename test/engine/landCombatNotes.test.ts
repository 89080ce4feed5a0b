// The Operational Possibilities cell's commander notes in the battle record (7.5.2.4, 7.5.2.6.2):
// shown only where they apply, so a battle without Turks shows no Turkish note.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA, landScenario, order, playUntil } from './landSetup';

/** France and Austria meeting in 324, led by `french` and `austrian` leaders. */
function battle(): GameState {
  const sc = landScenario((s) => {
    s.forces = {
      ...s.forces,
      corps: [
        { id: 'fr-1', name: 'French I', nationality: 'france', type: 'infantry', movement: 4, area: '324', factors: { infantry: 6 } },
        { id: 'au-1', name: 'Austrian I', nationality: 'austria', type: 'infantry', movement: 3, area: '324', factors: { infantry: 6 } },
      ],
      garrisons: [], irregulars: [],
      leaders: [
        { id: 'napoleon', name: 'Napoleon', owner: 'france', with: 'fr-1' },
        { id: 'charles', name: 'Charles', owner: 'austria', with: 'au-1' },
      ],
    };
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
}

describe('7.5.2.4 chart notes in the battle record', () => {
  it('7.5.2.6.2 assault against counterattack: the Turkish final-morale note is left out when no side has a Turkish commander', () => {
    let s = battle();
    s = order(s, 'france', 'land/combatChit', 'assault');
    s = order(s, 'austria', 'land/combatChit', 'counterattack');
    const record = s.turn.land!.battle?.record ?? s.turn.land!.battles![0]!;
    const day = record.days[0]!;
    expect(day.ops!.attackerTables.length).toBeGreaterThan(0); // the cell was read
    expect(day.ops!.notes).toEqual([]);
  });
});
