import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from '../../model';
import type { MajorPower } from '../../model';
import { bidsVerdict, chairsOf, formatBids, pairAllowed, parseBids, resolveSelection, type Bids } from './selection';

const ALL: readonly MajorPower[] = MAJOR_POWERS;
const noTies = (): number => {
  throw new Error('no roll-off expected');
};

describe('14.2.1 bids (reconstructed)', () => {
  it('14.2.1 reads and writes a bid answer, "-" meaning no bid', () => {
    expect(parseBids('britain=3,france=0,spain=-')).toEqual({ britain: 3, france: 0, spain: null });
    expect(formatBids({ spain: null, britain: 3, france: 0 })).toBe('britain=3,france=0,spain=-');
    expect(parseBids('none')).toEqual({});
    expect(parseBids('britain=3,britain=4')).toBeNull();
    expect(parseBids('prussia=x')).toBeNull();
    expect(parseBids('holland=2')).toBeNull();
  });

  it('14.2.1 a bid is 0-30 victory points for a power in the game', () => {
    expect(bidsVerdict('france=30', ALL).ok).toBe(true);
    expect(bidsVerdict('france=31', ALL)).toMatchObject({ ok: false, rule: '14.2.1' });
    expect(bidsVerdict('turkey=2', ['france', 'britain'])).toMatchObject({ ok: false });
  });

  it('14.2.1 players answer at the first powers of the order Great Britain, France, Russia, Austria, Prussia, Spain, Turkey', () => {
    expect(chairsOf(ALL, 3)).toEqual(['britain', 'france', 'russia']);
    expect(chairsOf(ALL, 7)).toEqual(['britain', 'france', 'russia', 'austria', 'prussia', 'spain', 'turkey']);
  });
});

describe('14.2.1 giving out the powers', () => {
  it('14.2.1 seven players: each power to the highest bid among players still without one, in the order', () => {
    // player 0 wants France most, but Britain is given out first and his 12 tops it there
    const bids: Bids[] = [
      { britain: 12, france: 20, russia: 1, austria: 0, prussia: 0, spain: 0, turkey: 0 },
      { britain: 10, france: 15, russia: 2, austria: 0, prussia: 0, spain: 0, turkey: 0 },
      { britain: 2, france: 3, russia: 9, austria: 0, prussia: 0, spain: 0, turkey: 0 },
      { britain: 0, france: 0, russia: 0, austria: 6, prussia: 0, spain: 0, turkey: 0 },
      { britain: 0, france: 0, russia: 0, austria: 1, prussia: 4, spain: 0, turkey: 0 },
      { britain: 0, france: 0, russia: 0, austria: 0, prussia: 3, spain: 5, turkey: 1 },
      { britain: 0, france: 0, russia: 0, austria: 0, prussia: 0, spain: 0, turkey: 2 },
    ];
    const r = resolveSelection(ALL, bids, { players: 7, twoPowers: false }, noTies);
    expect(r.holdings).toEqual([['britain'], ['france'], ['russia'], ['austria'], ['prussia'], ['spain'], ['turkey']]);
    expect(r.taken.map((t) => [t.power, t.bid])).toEqual([
      ['britain', 12], ['france', 15], ['russia', 9], ['austria', 6], ['prussia', 4], ['spain', 5], ['turkey', 2],
    ]);
    expect(r.umps).toEqual([]);
  });

  it('14.2.1 a tie is settled by the roll-off, among the tied players only', () => {
    const calls: [MajorPower, readonly number[]][] = [];
    const r = resolveSelection(ALL, [{ france: 5 }, { france: 5 }, { france: 4 }], { players: 3, twoPowers: false }, (p, tied) => {
      calls.push([p, tied]);
      return tied[1]!;
    });
    expect(calls[0]).toEqual(['france', [0, 1]]);
    expect(r.taken.find((t) => t.power === 'france')).toEqual({ power: 'france', player: 1, bid: 5, tie: true });
  });

  it('14.2.1 with three players, a player who bid for nothing still takes the first power left; the rest are UMPs (14.3)', () => {
    const bids: Bids[] = [{ france: 8, spain: 2 }, { spain: 3, britain: 1 }, {}];
    const r = resolveSelection(ALL, bids, { players: 3, twoPowers: false }, noTies);
    // Britain to player 1 (bid 1), France to player 0 (8); Spain's bidders already hold one: player 2 fills
    expect(r.holdings).toEqual([['france'], ['britain'], ['russia']]);
    expect(r.taken.find((t) => t.power === 'russia')).toMatchObject({ player: 2, bid: 0 });
    expect(r.umps).toEqual(['spain', 'austria', 'prussia', 'turkey']);
  });
});

describe('14.2.2 two powers per player (reconstructed)', () => {
  it('14.2.2 never France with Great Britain', () => {
    expect(pairAllowed('france', 'britain')).toBe(false);
    expect(pairAllowed('britain', 'france')).toBe(false);
    expect(pairAllowed('france', 'spain')).toBe(true);
  });

  it('14.2.2 three players: a second round by bids, in the same order, leaves one UMP', () => {
    const bids: Bids[] = [
      { france: 10, britain: 9, spain: 4, turkey: 1 },
      { britain: 6, russia: 5, austria: 3, prussia: 2 },
      { russia: 7, prussia: 3, spain: 1 },
    ];
    const r = resolveSelection(ALL, bids, { players: 3, twoPowers: true }, noTies);
    // round 1: Britain -> player 0 (9 beats 6); France: player 0 holds one -> nobody else bid, waits;
    // Russia -> player 2 (7); Austria -> player 1 (3). Round 2: France cannot go with Britain (player 0),
    // nobody else bid; Prussia -> player 2 (3 beats 2? player 1 bid 2): player 2; Spain -> player 0 (4);
    // Turkey -> player 0 holds two, nobody else bid: UMP.
    expect(r.holdings).toEqual([['britain', 'spain'], ['austria'], ['russia', 'prussia']]);
    expect(r.umps).toEqual(['france', 'turkey']);
  });
});
