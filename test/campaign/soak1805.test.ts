import { describe, expect, it } from 'vitest';
import { campaignSoak } from './soakCampaign';

describe('issue 20: the Grand Campaign (14.7) played by the standing procedures for every power', () => {
  it('six months on one seed: no crash, stall or invariant violation; every phase of the campaign turn is played', { timeout: 180_000 }, () => {
    const r = campaignSoak({ games: 1, months: 6 });
    expect(r.crashes).toEqual([]);
    expect(r.stalls).toEqual([]);
    expect(r.violations).toEqual([]);
    expect(r.games[0]).toMatchObject({ months: 6, ended: 'months' });
    // 8.0 a campaign month: Political, Reinforcement, Naval, Land; the Economic Phase every third month (March, June)
    expect(Object.keys(r.phases).sort()).toEqual(expect.arrayContaining(['economic', 'land', 'naval', 'political', 'reinforcement']));
    expect(r.phases.economic).toBe(2);
    expect(r.phases.land).toBe(6);
  });
});

describe('issue 21: the Grand Campaign played by the normal AI for every power', () => {
  it('4.2 five months: wars are declared (none before March: 9.1 winter), with no crash, stall or invariant violation', { timeout: 300_000 }, () => {
    const r = campaignSoak({ games: 1, months: 5, level: 'normal', checkViewsEvery: 'never' });
    expect(r.crashes).toEqual([]);
    expect(r.stalls).toEqual([]);
    expect(r.violations).toEqual([]);
    expect(r.wars + r.minorWars).toBeGreaterThan(0);
    expect(r.level).toBe('normal');
  });
});
