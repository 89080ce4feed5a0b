// v2.71 12.2.8 (option) hulks: 12.2.8.2 a port with hulks taken by an enemy or changing hands
// otherwise, and 12.2.8.3 refitting hulks in the Money and Manpower Expenditure Step.
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../../shared/engine';
import { beginTx, commit } from '../../../shared/engine/tx';
import { hulksOfChangedPorts, hulkTransferred } from '../../../shared/engine/steps/naval/hulks';
import type { GameState, MajorPower } from '../../../shared/model';
import { customNaval, mapData, startNaval } from './navalSetup';

/** France's 4 hulks in Cadiz (Spain's port, 423); France and Spain allied unless `relations` says otherwise. */
function cadiz(o: { allied?: boolean; war?: boolean; frenchGarrison?: boolean } = {}): GameState {
  const s = startNaval(customNaval({
    powers: ['france', 'spain', 'britain'], wars: o.war ? [['france', 'spain']] : [['france', 'britain']],
    alliances: o.allied === false || o.war ? [] : [['france', 'spain'] as [MajorPower, MajorPower]],
    fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '733' } }],
    garrisons: [
      { nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } },
      ...(o.frenchGarrison ? [{ nationality: 'france', area: '423', city: 'cadiz', factors: { infantry: 1 } }] : []),
    ],
  }), { options: { rules: { hulks: true, advancedNaval: true } } });
  return { ...s, navy: { ...(s.navy ?? { ships: [], fleetCounters: [], meleeOpen: false }), hulks: [{ nationality: 'france', port: 'cadiz' as never, count: 4 }] } };
}
const settle = (s: GameState): GameState => {
  const tx = beginTx(s, mapData());
  hulksOfChangedPorts(tx);
  return commit(tx);
};

describe('opt:12.2.8.2 hulks of a port that changes hands', () => {
  it('opt:12.2.8.2 hulks in an ally\'s port stay while the alliance holds', () => {
    expect(settle(cadiz()).navy!.hulks).toEqual([{ nationality: 'france', port: 'cadiz', count: 4 }]);
  });

  it('opt:12.2.8.2 a die per hulk once the alliance is broken: 1-3 destroyed, 4-6 the port\'s holder\'s (dice 1 4 6 3: two each)', () => {
    expect([1, 2, 3, 4, 5, 6].map(hulkTransferred)).toEqual([false, false, false, true, true, true]);
    const s = settle(forceDice(cadiz({ allied: false }), [1, 4, 6, 3]));
    expect(s.navy!.hulks).toEqual([{ nationality: 'spain', port: 'cadiz', count: 2 }]);
    expect(s.log.filter((e) => e.type === 'diceRolled' && e.rule === '12.2.8.2')).toHaveLength(4);
  });

  it('opt:12.2.8.2 held by an enemy (at war): every hulk is destroyed, no roll', () => {
    const s = settle(cadiz({ war: true }));
    expect(s.navy!.hulks).toEqual([]);
    expect(s.log.some((e) => e.type === 'diceRolled' && e.rule === '12.2.8.2')).toBe(false);
  });

  it('opt:12.2.8.2 with a friendly garrison still in the port the hulks are sunk, not handed over', () => {
    const s = settle(forceDice(cadiz({ allied: false, frenchGarrison: true }), [6, 6, 6, 6]));
    expect(s.navy!.hulks).toEqual([]);
  });
});

describe('opt:12.2.8.3 refitting hulks', () => {
  it('opt:12.2.8.3 in the expenditure step a hulk in a friendly port is refitted for $5 and 1 manpower; it is a ship due there three months on', async () => {
    const { ECON_DATA, atStep, playEconomic, startEconomic } = await import('../economicSetup');
    const { applyCommand, commandFor, pendingDecisions } = await import('../../../shared/engine');
    let s = playEconomic(startEconomic(undefined, { options: { rules: { hulks: true } } }), undefined, atStep('economic/lending', 3));
    s = { ...s, navy: { ...(s.navy ?? { ships: [], fleetCounters: [], meleeOpen: false }), hulks: [{ nationality: 'britain', port: 'plymouth' as never, count: 2 }] } };
    s = playEconomic(s, undefined, atStep('economic/expenditure', 3));
    const d = pendingDecisions(s).find((x) => x.power === 'britain' && x.kind === 'economic/expenditure')!;
    const refit = d.options.find((o) => o.value === 'refit:britain:plymouth')!;
    expect(refit.verdict).toEqual({ ok: true });
    expect(refit.label).toContain('$5, 1 manpower');
    const before = { money: s.powers.britain.money, manpower: s.powers.britain.manpower };
    const r = applyCommand(s, commandFor(d, 'refit:britain:plymouth'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect([s.powers.britain.money, s.powers.britain.manpower]).toEqual([before.money - 5, before.manpower - 1]);
    expect(s.navy!.hulks).toEqual([{ nationality: 'britain', port: 'plymouth', count: 1 }]);
    // March 1806 + 3 months: a ship due in June, built in Plymouth (5.1.2)
    expect(s.reinforcements.filter((x) => x.power === 'britain' && (x.ships ?? 0) > 0)).toContainEqual(expect.objectContaining({ date: { month: 6, year: 1806 }, nationality: 'britain', ships: 1, shipsPort: 'plymouth' }));
    // France may not refit Britain's hulks, and has none of its own
    expect(pendingDecisions(s).find((x) => x.power === 'france' && x.kind === 'economic/expenditure')!.options.some((o) => String(o.value).startsWith('refit:'))).toBe(false);
  });
});
