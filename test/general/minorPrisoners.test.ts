// 10.2.1.3 factors a minor's forces take from a power its controller is at peace with are handed
// back when the minor is conquered or that power's war on the minor lapses (issue 18, general).
// The test campaign: Bavaria a French free state; Prussia, at peace with France, at war with
// Bavaria alone since August 1805 (4.6.5.3); France at war with Austria.
import { describe, expect, it } from 'vitest';
import type { GameState, MinorId } from '../../shared/model';
import { beginTx } from '../../shared/engine/tx';
import { addPrisoners } from '../../shared/engine/steps/effects';
import { conquer } from '../../shared/engine/steps/land/conquest';
import { capturingMinor } from '../../shared/rules/general';
import { DATA, drive, startPolitical, until } from '../political/politicalSetup';

const BAVARIA = 'bavaria' as MinorId;

/** Prussia at war with Bavaria alone; France holds 3 Prussian factors Bavaria took and 2 Austrian ones of its own war. */
function held(): GameState {
  const s0 = startPolitical();
  const s: GameState = { ...s0, political: { ...s0.political!, minorWars: [{ minor: BAVARIA, power: 'prussia', since: { month: 8, year: 1805 } }] } };
  const tx = beginTx(s, DATA);
  addPrisoners(tx, 'france', 'prussia', { infantry: 2, cavalry: 1 });
  addPrisoners(tx, 'france', 'austria', { infantry: 2 });
  return tx.state;
}

describe('10.2.1.3 prisoners a minor took from a power its controller is at peace with', () => {
  it('10.2.1.3 a capture credited to France from Prussia (at peace) is Bavaria\'s and kept apart; one from Austria (at war) is an ordinary capture', () => {
    const s = held();
    expect(capturingMinor(s, 'france', 'prussia')).toBe('bavaria');
    expect(capturingMinor(s, 'france', 'austria')).toBeNull();
    expect(s.prisoners).toContainEqual({ holder: 'france', nationality: 'prussia', factors: { infantry: 2, cavalry: 1 }, minor: 'bavaria' });
    expect(s.prisoners).toContainEqual({ holder: 'france', nationality: 'austria', factors: { infantry: 2 } });
    // no war on the minor: no minor to hand them back (4.4.6.1 peace is then the only way home)
    const noWar: GameState = { ...s, political: { ...s.political!, minorWars: [] } };
    expect(capturingMinor(noWar, 'france', 'prussia')).toBeNull();
  });

  it('10.2.1.3 / 4.6.6 played Peace Step: Prussia\'s war on Bavaria lapses (no Prussian corps inside) and its 3 factors come home as this turn\'s reinforcements; the Austrian 2 stay', () => {
    const s = drive(held(), () => undefined, until('political/creatingAlliances'));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'warLapsed', power: 'prussia', minor: 'bavaria', rule: '4.6.6' }));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'prisonersExchanged', holder: 'france', to: 'prussia', factors: 3, leaders: [], rule: '10.2.1.3' }));
    expect(s.prisoners.filter((p) => p.nationality === 'prussia')).toEqual([]);
    expect(s.prisoners).toContainEqual({ holder: 'france', nationality: 'austria', factors: { infantry: 2 } });
    expect(s.reinforcements).toContainEqual({ date: { month: 9, year: 1805 }, power: 'prussia', nationality: 'prussia', factors: { infantry: 2, cavalry: 1 } });
  });

  it('10.2.1.3 Bavaria conquered (7.7 conquest): the Prussian factors go back at once; the Austrian ones France holds do not', () => {
    const s = held();
    const tx = beginTx(s, DATA);
    conquer(tx, s.minors.find((m) => m.id === 'bavaria')!, 'prussia', 'france');
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'prisonersExchanged', holder: 'france', to: 'prussia', factors: 3, rule: '10.2.1.3' }));
    expect(tx.state.prisoners).toEqual([{ holder: 'france', nationality: 'austria', factors: { infantry: 2 } }]);
    expect(tx.state.reinforcements.filter((r) => r.power === 'prussia' && r.factors)).toContainEqual(expect.objectContaining({ nationality: 'prussia', factors: { infantry: 2, cavalry: 1 } }));
  });
});
