// Issue 20 (speed): what the standing procedures and the supply rules now read from indexes
// (per corps list, per answer) must follow every input they read. Each test asks about one
// state, then about a state that differs in one input, then about the first again: a stale
// index would give the second the first one's answer (or the first the second's).
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { screenOf } from '../../shared/engine/auto/auto';
import type { Objective } from '../../shared/engine/auto/auto';
import type { AreaId, CityId, Corps, GameState } from '../../shared/model';
import { supplyStatus } from '../../shared/rules/land/supply';
import { DATA, LAND, apply, counterOf, newLandGame, reach } from './landSetup';
import { commandFor } from '../../shared/engine';

const A = (id: string) => id as AreaId;
const atWar = (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => {
  sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
};
/** The state with one corps moved to `area` (in the field) and, when given, its factors replaced. */
const withCorps = (s: GameState, id: string, area: string, factors?: Corps['factors']): GameState => ({
  ...s,
  corps: s.corps.map((c) =>
    c.id === id ? { ...c, location: { kind: 'area' as const, area: A(area) }, ...(factors ? { factors } : {}) } : c,
  ),
});
const VIENNA: Objective = { city: 'vienna' as CityId, area: A('474'), ours: false };

describe("7.5.4 the procedures' screen of an enemy objective follows the corps (issue 20: one pass over the area's field corps)", () => {
  it('7.5.4 the smallest French corps strong enough for the garrison screens Vienna; a stronger one does not, a weak one cannot', () => {
    // the Austrian army marches off: the French corps alone stand outside Vienna's garrison
    const s = withCorps(withCorps(newLandGame(atWar), 'au-1', '475'), 'fr-1', '474', { infantry: 20 });
    expect(screenOf(s, 'france', VIENNA)?.id).toBe('fr-1');
    // a second corps, smaller but still strong enough, takes the screen
    const two = withCorps(s, 'fr-2', '474', { cavalry: 12 });
    expect(screenOf(two, 'france', VIENNA)?.id).toBe('fr-2');
    // too weak for the garrison: fr-1 again
    const weak = withCorps(s, 'fr-2', '474', { cavalry: 1 });
    expect(screenOf(weak, 'france', VIENNA)?.id).toBe('fr-1');
    // the Austrians back in the field: no screen (the whole army stays)
    expect(screenOf(withCorps(two, 'au-1', '474'), 'france', VIENNA)).toBeNull();
    expect(screenOf(s, 'france', VIENNA)?.id).toBe('fr-1');
    expect(screenOf(two, 'france', VIENNA)?.id).toBe('fr-2');
  });

  it('7.5.4 corps of equal strength: the first counter name screens, whatever the order of the corps list', () => {
    const s = withCorps(withCorps(withCorps(newLandGame(atWar), 'au-1', '475'), 'fr-1', '474', { infantry: 9 }), 'fr-2', '474', {
      cavalry: 9,
    });
    const first = [counterOf(s, 'fr-1'), counterOf(s, 'fr-2')].sort()[0];
    expect(screenOf(s, 'france', VIENNA)?.counter).toBe(first);
    const reversed: GameState = { ...s, corps: [...s.corps].reverse() };
    expect(screenOf(reversed, 'france', VIENNA)?.counter).toBe(first);
  });
});

describe("7.3 the procedures' movement answer reads the corps of the state it is given (issue 20: corps index per corps list)", () => {
  it('7.3 the same decision answered for two positions: each answer names a corps of its own position, the same as asked afresh', () => {
    const { s, d } = reach(newLandGame(atWar), 'france', 'land/movement');
    const answer = (x: GameState) => autoAnswer(x, d, seededRng(7), DATA);
    const before = answer(s);
    // the same corps list asked again (another state object): the same answer
    expect(answer({ ...s, version: s.version + 1 })).toEqual(before);
    // fr-1 gone off the map: no order of the answer may name it
    const gone: GameState = { ...s, corps: s.corps.filter((c) => c.id !== 'fr-1') };
    const after = answer(gone);
    expect(String(after)).not.toContain(`:${counterOf(s, 'fr-1')}:`);
    expect(answer(s)).toEqual(before);
  });
});

describe("7.4.1 supply reads each corps' move record of the turn (issue 20: one index of the moves)", () => {
  it('7.4.1 a corps force marched this turn must forage; the same corps before the march does not', () => {
    const { s, d } = reach(newLandGame(atWar), 'france', 'land/movement');
    const fr1 = counterOf(s, 'fr-1');
    const status = (x: GameState) => supplyStatus(x, LAND, 'france', () => false).find((st) => st.counter === fr1)!;
    expect(status(s).mustForage).toBeNull();
    const marched = apply(s, commandFor(d, `march:${fr1}`));
    expect(marched.turn.land?.moves.some((m) => m.counter === fr1 && m.forceMarched)).toBe(true);
    expect(status(marched).mustForage?.reason).toBe('force marched');
    expect(status(s).mustForage).toBeNull();
  });
});
