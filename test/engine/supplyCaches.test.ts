// Issue 20 (speed): the facts remembered per state, per counter list or per map for the supply,
// depot and occupancy rules must follow every input they read. Each test asks about one state,
// then about a state that differs in one input, then about the first again: a stale cache would
// give the second the first one's answer (or the first the second's).
import { describe, expect, it } from 'vitest';
import { controllerOf } from '../../shared/model';
import type { AreaId, CityId, GameState, MajorPower } from '../../shared/model';
import { cityHolder, cityOccupants, isBlocked, isCityBesieged, unbesiegedEnemyCorps } from '../../shared/rules/land/movement';
import { depotOptions, placeDepotVerdict } from '../../shared/rules/land/depots';
import { depotReach } from '../../shared/rules/land/supply';
import { canReachMinor } from '../../shared/rules/political';
import { LAND, counterOf, newLandGame, reach } from './landSetup';

const A = (id: string) => id as AreaId;
const VIENNA = 'vienna' as CityId;
const atWar = (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => {
  sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
};
/** The state with one corps moved to `area` (in the field, or inside `city`). */
const moved = (s: GameState, id: string, area: string, city?: string): GameState => ({
  ...s,
  corps: s.corps.map((c) =>
    c.id === id
      ? {
          ...c,
          location:
            city === undefined ? { kind: 'area' as const, area: A(area) } : { kind: 'area' as const, area: A(area), city: city as CityId },
        }
      : c,
  ),
});

describe('7.2.3 / 7.3.2 blocking and enemy corps follow the corps list (issue 20 area index)', () => {
  it('7.2.3 an Austrian corps moved into Linz blocks it for France in the new state only', () => {
    const s = newLandGame(atWar);
    expect(isBlocked(s, 'france', A('475'))).toBe(false);
    expect(unbesiegedEnemyCorps(s, 'france', A('475'))).toEqual([]);
    const t = moved(s, 'au-1', '475');
    expect(unbesiegedEnemyCorps(t, 'france', A('475')).map((c) => c.id)).toEqual(['au-1']);
    expect(isBlocked(t, 'france', A('475'))).toBe(true);
    expect(isBlocked(s, 'france', A('475'))).toBe(false);
    // a French corps there too unblocks it (7.2.3: friendly forces in the area)
    expect(isBlocked(moved(t, 'fr-2', '475'), 'france', A('475'))).toBe(false);
  });
});

describe('10.3.2 / 7.5.4 city holder and siege follow the state (issue 20 city facts)', () => {
  it('7.5.4 Vienna is besieged once a French corps stands in its area, and held by France once a French garrison replaces the Austrian one (10.3.2)', () => {
    const s = newLandGame(atWar);
    for (const map of [LAND, undefined]) expect(isCityBesieged(s, A('474'), VIENNA, map)).toBe(false);
    expect(cityHolder(s, A('474'), VIENNA, LAND)).toBe('austria');
    const besieged = moved(moved(s, 'au-1', '475'), 'fr-1', '474');
    for (const map of [LAND, undefined]) expect(isCityBesieged(besieged, A('474'), VIENNA, map)).toBe(true);
    expect(isCityBesieged(s, A('474'), VIENNA, LAND)).toBe(false);
    const taken: GameState = { ...s, garrisons: s.garrisons.map((g) => (g.area === A('474') ? { ...g, nationality: 'france' } : g)) };
    for (const map of [LAND, undefined]) expect(cityHolder(taken, A('474'), VIENNA, map)).toBe('france');
    expect(cityHolder(s, A('474'), VIENNA)).toBe('austria');
  });

  it('10.3.2 the occupied cities are the same list for the same counters, and a new one when a corps enters a city', () => {
    const s = newLandGame(atWar);
    const same: GameState = { ...s, version: s.version + 1 };
    expect(cityOccupants(same)).toBe(cityOccupants(s));
    const inside = moved(s, 'fr-1', '326', 'munich');
    const munich = cityOccupants(inside).find((o) => o.city === ('munich' as CityId))!;
    expect(munich.corps.map((c) => c.id)).toEqual(['fr-1']);
    expect(cityOccupants(s).find((o) => o.city === ('munich' as CityId))!.corps).toEqual([]);
  });
});

describe('7.4.2.1 depot reach and 7.2 depot verdicts follow the depots (issue 20)', () => {
  it('7.4.2.1 removing the depot empties the reach of the new state only', () => {
    const s = newLandGame(atWar);
    expect(depotReach(s, LAND, 'france').get(A('326'))).toBe(0);
    const none: GameState = { ...s, depots: [] };
    expect(depotReach(none, LAND, 'france').size).toBe(0);
    expect(depotReach(s, LAND, 'france').size).toBeGreaterThan(0);
  });

  it("7.2 / 7.2.3 the step's options give each area the verdict placeDepotVerdict gives it, before and after the depot is made new this turn", () => {
    const base = newLandGame(atWar);
    const s: GameState = { ...base, powers: { ...base.powers, france: { ...base.powers.france, money: 5 } } };
    const check = (state: GameState) => {
      const places = depotOptions(state, LAND, 'france').filter((o) => String(o.value).startsWith('place:'));
      expect(places.length).toBeGreaterThan(0);
      for (const o of places)
        expect(o.verdict).toEqual(placeDepotVerdict(state, LAND, 'france', A(String(o.value).slice('place:'.length))));
      return places;
    };
    const before = check(s);
    const depot = s.depots.find((d) => d.owner === 'france')!;
    const fresh: GameState = {
      ...s,
      turn: { ...s.turn, land: { ...(s.turn.land ?? { moves: [] }), newDepots: [depot.id] } } as GameState['turn'],
    };
    const after = check(fresh);
    // 7.2.3 a depot placed this turn is no link: some area near Munich legal before is refused after
    const legal = (os: typeof before) => new Set(os.filter((o) => o.verdict.ok).map((o) => o.value));
    expect([...legal(before)].some((v) => !legal(after).has(v))).toBe(true);
  });
});

describe('4.2.2.3 the minors a power can reach overland (issue 20: one search from every force)', () => {
  /** The plain reading: a search from each force up to its movement allowance plus one (irregulars five). */
  const naive = (s: GameState, power: MajorPower): Set<string> => {
    const out = new Set<string>();
    const starts = [
      ...s.corps.flatMap((c) =>
        c.location.kind === 'area' && controllerOf(s, c.nationality) === power ? [{ area: c.location.area, reach: c.movement + 1 }] : [],
      ),
      ...s.irregulars.filter((i) => controllerOf(s, i.nationality) === power).map((i) => ({ area: i.area, reach: 5 })),
    ];
    for (const st of starts) {
      const dist = new Map<AreaId, number>([[st.area, 0]]);
      const queue = [st.area];
      while (queue.length > 0) {
        const a = queue.shift()!;
        const m = LAND.area(a)?.minor;
        if (m) out.add(m);
        if (dist.get(a)! === st.reach) continue;
        for (const e of LAND.edges(a))
          if (!dist.has(e.to)) {
            dist.set(e.to, dist.get(a)! + 1);
            queue.push(e.to);
          }
      }
    }
    return out;
  };
  it('4.2.2.3 every neutral minor is reachable exactly when a search from some force reaches it, for several allowances', () => {
    const s = newLandGame(atWar);
    const seen = new Set<boolean>();
    for (const allowance of [0, 1, 2, 4, 6]) {
      const t: GameState = {
        ...s,
        corps: s.corps.map((c, i) => ({ ...c, movement: i % 2 === 0 ? allowance : Math.max(0, allowance - 2) })),
      };
      for (const power of ['france', 'austria', 'russia'] as MajorPower[]) {
        const want = naive(t, power);
        for (const m of t.minors) {
          expect(canReachMinor(t, LAND, power, m.id), `${power} ${m.id} at ${allowance}`).toBe(want.has(m.id));
          seen.add(want.has(m.id));
        }
      }
    }
    expect([...seen].sort()).toEqual([false, true]); // both answers were asked for
  });
});

describe('5.2.2.2.3 the nearest chain depot follows the corps and the depots (issue 20)', () => {
  /** French depots from Strasbourg into Prussia, two areas apart; France's campaign infantry to place. */
  const line = ['775', '317', '307', '292', '273', '268', '270'];
  const game = (corpsArea: string, depots = line) =>
    newLandGame((sc) => {
      atWar(sc);
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2 } }];
      sc.forces.depots = depots.map((area) => ({ owner: 'france', area }));
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = corpsArea;
    });
  const verdict = (s: GameState) => {
    const at = reach(s, 'france', 'reinforcement/army');
    return at.d.options.find((o) => o.value === `factor:0:infantry:${counterOf(at.s, 'fr-1')}`)?.verdict;
  };
  it('5.2.2.2.3.1 next to the sixth depot yes; the corps moved onto the seventh, or the sixth depot gone, no', () => {
    expect(verdict(game('269'))).toEqual({ ok: true });
    expect(verdict(game('270'))).toMatchObject({ ok: false, rule: '5.2.2.2.3.1' });
    expect(
      verdict(
        game(
          '269',
          line.filter((a) => a !== '268'),
        ),
      ),
    ).toMatchObject({ ok: false });
    expect(verdict(game('269'))).toEqual({ ok: true });
  });
});
