import { describe, expect, it } from 'vitest';
import { campaignLength, splitScenarios } from './campaigns';
import { biddingNames, computerChairs, chairs, remoteChairs } from './SelectionSetup';

describe('New game: campaigns (issue 20)', () => {
  it('14.7 the Grand Campaign, January 1805 to December 1815, is 132 monthly turns; 14.4 1805-1807 to December 1807 is 36', () => {
    expect(campaignLength({ month: 1, year: 1805 }, { month: 12, year: 1815 })).toBe(132);
    expect(campaignLength({ month: 1, year: 1805 }, { month: 12, year: 1807 })).toBe(36);
  });

  it('campaigns are listed first, apart from the scenarios', () => {
    const s = (id: string, kind?: 'campaign' | 'scenario') => ({ id, title: id, description: '', start: { month: 1, year: 1805 }, end: { month: 2, year: 1805 }, powers: [], ...(kind ? { kind } : {}) });
    const groups = splitScenarios([s('a'), s('b', 'campaign'), s('c', 'scenario')]);
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.id)])).toEqual([['campaign', ['b']], ['scenario', ['a', 'c']]]);
  });

  it('14.2.1 three bidders sit at Great Britain, France and Russia; the other powers wait for the bids', () => {
    const all = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const;
    expect(chairs(all, 3)).toEqual(['britain', 'france', 'russia']);
    const names = biddingNames(all, { bidding: true, players: 3, twoPowers: false, names: ['Ann', '', 'Cy'], computers: [], remote: [] });
    expect(names).toMatchObject({ britain: 'Ann', france: 'Player 2', russia: 'Cy', spain: 'Spain (bid for)' });
  });

  it('14.2.1 a computer bidder\'s chair (player 2: France) has no name here and is seated for the standing procedures', () => {
    const all = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const;
    const choice = { bidding: true, players: 3, twoPowers: false, names: ['Ann', 'Ben', 'Cy'], computers: [false, true, false], remote: [] };
    expect(computerChairs(all, choice)).toEqual(['france']);
    const names = biddingNames(all, choice);
    expect(names.france).toBeUndefined();
    expect(names).toMatchObject({ britain: 'Ann', russia: 'Cy' });
  });

  it('14.2.1 a player on another machine (player 3: Russia) has his chair left open for the LAN, with no name here', () => {
    const all = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const;
    const choice = { bidding: true, players: 3, twoPowers: false, names: ['Ann', 'Ben', 'Cy'], computers: [false, false, false], remote: [false, false, true] };
    expect(remoteChairs(all, choice)).toEqual(['russia']);
    expect(computerChairs(all, choice)).toEqual([]);
    const names = biddingNames(all, choice);
    expect(names.russia).toBeUndefined();
    expect(names).toMatchObject({ britain: 'Ann', france: 'Ben', turkey: 'Turkey (bid for)' });
  });
});
