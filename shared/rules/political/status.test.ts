import { describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import { NO_MAP_DATA } from '../../engine/gameData';
import { beginTx, emit } from '../../engine/tx';
import { smallCampaign } from '../../../test/engine/helpers';
import { inInstabilityOrFiasco, initialStatusPosition, moveMarker, statusModifier, statusOf, statusPath, statusTrackBoxes } from './status';

describe('10.5 Political Status Display', () => {
  it('10.5.1 the track runs Fiasco 1 … Dominant 6 as one line of 32 boxes', () => {
    const t = statusTrackBoxes();
    expect(t).toHaveLength(32);
    expect([t[0]!.zone, t[0]!.number, t[31]!.zone, t[31]!.number]).toEqual(['fiasco', 1, 'dominant', 6]);
  });

  it('2.4.3.3 France starts 1805 in Dominant box 2 (9 VP, status modifier +1); Turkey in Neutral 3', () => {
    expect(initialStatusPosition('france', 1805)).toBe(6 + 8 + 12 + 1);
    const g = newGame({ scenario: smallCampaign(), seed: 1 });
    if (!g.ok) throw new Error('fixture');
    expect(statusOf(g.value, 'france')).toMatchObject({ zone: 'dominant', number: 2, vp: 9, statusModifier: 1 });
    expect(statusModifier(g.value, 'austria')).toBe(0);
    expect(inInstabilityOrFiasco(g.value, 'austria')).toBe(false);
  });

  it('10.5.1 a marker stops at either end; off the low end it must sue', () => {
    expect(moveMarker(2, -2)).toEqual({ position: 0, pushedOffBottom: false });
    expect(moveMarker(2, -3)).toEqual({ position: 0, pushedOffBottom: true });
    expect(moveMarker(30, +5)).toEqual({ position: 31, pushedOffBottom: false });
  });

  it('10.5.1 every politicalPointsChanged event moves the marker; the path keeps one point per month', () => {
    const g = newGame({ scenario: smallCampaign(), seed: 1 });
    if (!g.ok) throw new Error('fixture');
    const tx = beginTx(g.value, NO_MAP_DATA);
    const before = initialStatusPosition('russia', 1805);
    emit(tx, { type: 'politicalPointsChanged', power: 'russia', delta: -3, rule: '4.2.1.1', reason: 'test' });
    emit(tx, { type: 'politicalPointsChanged', power: 'russia', delta: 1, rule: '4.5', reason: 'test' });
    expect(statusOf(tx.state, 'russia').position).toBe(before - 2);
    expect(statusPath(tx.state, 'russia').map((p) => p.position)).toEqual([before - 2]);
    // Russia starts in Neutral 7: 21 points down reaches Fiasco 1 after 20, the 21st pushes it off
    emit(tx, { type: 'politicalPointsChanged', power: 'russia', delta: -(before - 2) - 1, rule: '7.5', reason: 'test' });
    expect(statusOf(tx.state, 'russia')).toMatchObject({ zone: 'fiasco', number: 1 });
    expect(tx.state.political?.mustSue).toEqual(['russia']);
  });
});
