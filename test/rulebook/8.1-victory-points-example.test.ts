import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';
import { atStep, playEconomic, startEconomic } from '../engine/economicSetup';

describe('8.1 victory points step example', () => {
  it('8.1 a marker on the rightmost Neutral box earns 8 victory points', () => {
    const neutral = charts.statusTrack().filter((b) => b.zone === 'neutral');
    expect(neutral.at(-1)?.vp).toBe(8);
  });

  it('8.1 played: Austria\'s marker on the rightmost Neutral box gains 8 victory points in the Victory Points Step', () => {
    const last = charts.statusTrack().filter((b) => b.zone === 'neutral').at(-1)!.number;
    const s = playEconomic(startEconomic((j) => (j.economy.status = { ...(j.economy.status as object), austria: { zone: 'neutral', box: last } })), undefined, atStep('economic/collection', 3));
    expect(s.powers.austria.victoryPoints).toBe(8);
    expect(s.log).toContainEqual({ type: 'victoryPointsChanged', power: 'austria', delta: 8, total: 8, rule: '8.1', reason: 'Victory Points Step' });
  });
});
