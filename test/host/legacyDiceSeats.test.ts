import { afterAll, describe, expect, it } from 'vitest';
import { seedDice } from '../../shared/engine';
import { drawHandle } from '../../shared/engine/dice';
import type { DiceState } from '../../shared/model';
import { askClient } from './askClient';
import { legacyDiceHost, removeLegacyDirs } from './legacyDiceHost';

// Issue 14 / 2.4.2 a game saved with the old dice (a 32-bit seed, sfc32) gives its seed away to
// anyone who sees its counter handles: trying every seed finds it, and then every later roll. Such a
// game may be loaded and played at the host's window, but no other machine may take a seat or watch.
afterAll(removeLegacyDirs);
const legacyHost = () => legacyDiceHost('eia-legacy-seats-');

describe('a game with the legacy dice stays at the host (issue 14, 2.4.2)', () => {
  it('the attack is real: the handles a guest would see give the 32-bit seed away', async () => {
    const { host } = await legacyHost();
    const state = host.table()!.state;
    expect(state.dice.kind).toBeUndefined();
    const seen = new Set(state.corps.map((c) => c.counter as string));
    const found: number[] = [];
    for (let seed = 0; seed < 4096; seed++) {
      const h = drawHandle(seedDice(seed) as DiceState, 'k');
      if (seen.has(h.handle)) found.push(seed);
    }
    expect(found).toEqual([state.dice.seed]);
  });

  it('another machine may neither take an open seat, nor come back with a token, nor watch; the host window still plays it', async () => {
    const { host, owner } = await legacyHost();
    const power = host.table()!.humanPowers()[0]!;
    // the host opens a seat for a player on another machine
    expect(owner.ask({ type: 'seatControl', action: 'open', power }).type).toBe('accepted');
    const guest = askClient(host, 'guest');
    const before = JSON.stringify(host.table()!.state);
    const join = guest.ask({ type: 'joinSeat', power });
    expect(join).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
    expect(join.type === 'rejected' && join.error.message).toContain('saved before the secret dice');
    expect(guest.ask({ type: 'resumeSeats', tokens: ['x'.repeat(22)] })).toMatchObject({ type: 'rejected', error: { code: 'illegal' } });
    expect(guest.ask({ type: 'spectate' })).toMatchObject({ type: 'rejected' });
    expect(guest.got.some((m) => m.type === 'view')).toBe(false);
    expect(JSON.stringify(host.table()!.state)).toBe(before);
    // the host's own window takes the seat back and watches
    expect(owner.ask({ type: 'seatControl', action: 'here', power }).type).toBe('gameOpened');
    expect(owner.ask({ type: 'spectate' }).type).toBe('accepted');
  });
});
