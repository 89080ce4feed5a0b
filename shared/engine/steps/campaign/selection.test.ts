// 14.2 the selection of major powers as engine decisions: secret bids from every player's
// chair, revealed together, powers given out, bids off the victory points, UMPs listed (14.3).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCommand, commandFor, newGame, viewFor } from '../../index';
import { autoAnswer, seededRng } from '../../auto';
import type { GameState, MajorPower } from '../../../model';

const fixture = new URL('../../../../test/fixtures/economic-campaign.json', import.meta.url);
const scenario = (): unknown => JSON.parse(readFileSync(fileURLToPath(fixture), 'utf8'));

function start(players: number, twoPowers = false, kind?: 'scenario'): GameState {
  const json = scenario() as Record<string, unknown>;
  if (kind) Object.assign(json, { kind, sides: [['france', 'spain'], ['britain', 'austria', 'prussia', 'russia', 'turkey']] });
  const r = newGame({ scenario: json, seed: 5, options: { selection: { players, twoPowers } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

function bid(s: GameState, chair: MajorPower, value: string): GameState {
  const d = s.pending.find((x) => x.power === chair && x.kind === 'campaign/bid')!;
  const r = applyCommand(s, commandFor(d, value));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('14.2 selecting the major powers (engine)', () => {
  it('14.2.1 a campaign with bidding opens one secret bid per player at the chairs Great Britain, France, Russia', () => {
    const s = start(3);
    expect(s.pending.map((d) => [d.power, d.kind, d.secret])).toEqual([
      ['britain', 'campaign/bid', true], ['france', 'campaign/bid', true], ['russia', 'campaign/bid', true],
    ]);
    expect(s.selection).toMatchObject({ settled: false, umps: [] });
    expect(s.cursor.segment).toBe(-1); // no phase begun yet
  });

  it('14.2.1 bids stay secret until all are in, then the powers are dealt and the bids come off the victory points', () => {
    let s = start(3);
    s = bid(s, 'britain', 'france=12,austria=3');
    // another player's view sees that Britain answered, never what
    expect(JSON.stringify(viewFor(s, 'france'))).not.toContain('france=12');
    s = bid(s, 'france', 'france=9,britain=4');
    s = bid(s, 'russia', 'none');
    // Britain first: only player 2 (France's chair) bid 4 -> player 2. France: 12 beats 9 -> player 1.
    // Russia: player 3, the one left, takes it for nothing.
    expect(s.selection!.players.map((p) => p.powers)).toEqual([['france'], ['britain'], ['russia']]);
    expect(s.selection!.bids).toEqual({ britain: 4, france: 12, russia: 0 });
    expect(s.selection!.umps).toEqual(['spain', 'austria', 'prussia', 'turkey']);
    expect(s.powers.france.victoryPoints).toBe(-12);
    expect(s.powers.britain.victoryPoints).toBe(-4);
    expect(s.powers.russia.victoryPoints).toBe(0);
    const ev = s.log.find((e) => e.type === 'powersSelected');
    expect(ev).toMatchObject({ rule: '14.2.1', umps: ['spain', 'austria', 'prussia', 'turkey'] });
    // v2.71 14.3.1 the four uncontrolled powers' control is decided before the game starts: each player's power makes its overtures
    expect(s.campaign!.umps.map((u) => [u.power, u.status])).toEqual([['spain', 'neutral'], ['austria', 'neutral'], ['prussia', 'neutral'], ['turkey', 'neutral']]);
    expect(s.pending.map((d) => [d.power, d.kind]).sort()).toEqual([['britain', 'campaign/umpOverture'], ['france', 'campaign/umpOverture'], ['russia', 'campaign/umpOverture']]);
    expect(s.cursor.segment).toBe(-1);
    for (const p of ['britain', 'france', 'russia'] as const) {
      const d = s.pending.find((x) => x.power === p)!;
      const r = applyCommand(s, commandFor(d, []));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    // 14.3.6 no overtures at all: the four stay neutral
    expect(s.campaign!.umps.every((u) => u.status === 'neutral' && u.controller === null)).toBe(true);
    // the first phase of the first turn has begun
    expect(s.cursor.segment).toBeGreaterThanOrEqual(0);
    expect(s.log.some((e) => e.type === 'phaseBegan')).toBe(true);
    expect(s.pending.some((d) => d.kind === 'campaign/bid')).toBe(false);
  });

  it('14.2 / opt:14.3.1 before the first turn every seat\'s tracker names the bids, then the overtures, not the first turn\'s 4.1 Diplomacy', () => {
    let s = start(3);
    const where = (st: GameState, viewer: MajorPower) => viewFor(st, viewer).where;
    expect(where(s, 'russia')).toMatchObject({ phaseTitle: 'Before the first turn', stepTitle: 'Selecting the major powers: secret bids', stepRule: '14.2.1' });
    s = bid(bid(bid(s, 'britain', 'france=12'), 'france', 'britain=4'), 'russia', 'none');
    expect(where(s, 'britain')).toMatchObject({ phaseTitle: 'Before the first turn', stepTitle: 'Overtures to the uncontrolled major powers', stepRule: 'opt:14.3.1' });
    expect(where(s, 'spain').stepTitle).toBe('Overtures to the uncontrolled major powers');
    for (const p of ['britain', 'france', 'russia'] as const) {
      const r = applyCommand(s, commandFor(s.pending.find((x) => x.power === p)!, []));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(where(s, 'britain').phaseTitle).not.toBe('Before the first turn');
  });

  it('14.2.1 a bid over 30 or for a power not in the game is refused with the rule', () => {
    const s = start(2);
    const d = s.pending[0]!;
    const r = applyCommand(s, commandFor(d, 'france=31'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('14.2.1');
  });

  it('14.2.2 two players with two powers each leave three UMPs, the pair counted as one player for victory', () => {
    let s = start(2, true);
    s = bid(s, 'britain', 'britain=2,spain=1,turkey=1');
    s = bid(s, 'france', 'france=5,austria=2,prussia=0');
    expect(s.selection!.players.map((p) => p.powers)).toEqual([['britain', 'spain'], ['france', 'austria']]);
    expect(s.selection!.umps).toEqual(['prussia', 'russia', 'turkey']);
  });

  it('19.1 the standing procedures answer every bid and the game reaches its first phase', () => {
    let s = start(5);
    const rng = seededRng(9);
    for (let i = 0; i < 5; i++) {
      const d = s.pending[0]!;
      expect(d.kind).toBe('campaign/bid');
      const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng)));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(s.selection!.settled).toBe(true);
    expect(s.selection!.players.every((p) => p.powers.length === 1)).toBe(true);
    expect(s.selection!.umps).toHaveLength(2);
    expect(s.pending.length).toBeGreaterThan(0);
    expect(s.pending.every((d) => d.kind !== 'campaign/bid')).toBe(true);
  });

  it('14.2 scenarios ignore the bidding (their sides are fixed, 13.0)', () => {
    const s = start(3, false, 'scenario');
    expect(s.selection).toBeUndefined();
    expect(s.pending.some((d) => d.kind === 'campaign/bid')).toBe(false);
  });
});
