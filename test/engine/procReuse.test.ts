// Issue 20 (speed, session 13): answers kept from one state to the next must follow every input
// they read. Each test asks about one state, then about a state that differs in one input, then
// about the first again: a kept answer that missed the change gives the second the first's answer.
import { describe, expect, it } from 'vitest';
import type { AreaId, CityId, Corps, GameState, MajorPower } from '../../shared/model';
import { evictedFleets } from '../../shared/engine/steps/naval/ports';
import { scoredOrder, screenOf } from '../../shared/engine/auto/auto';
import type { Objective } from '../../shared/engine/auto/auto';
import { LAND, newLandGame } from './landSetup';
import { isMajorPower } from '../../shared/model';
import { reinforcementVerdict } from '../../shared/rules/reinforcement';
import { customNaval, mapData, startNaval } from './naval/navalSetup';

const ctx = () => ({ naval: mapData().naval!, land: mapData().land! });
const evicted = (s: GameState) => evictedFleets(s, ctx()).map((e) => `${e.fleet.id}>${e.holder}`);

describe('6.2.6 the fleets a lost port evicts, kept while what they read is the same (issue 20)', () => {
  // a French fleet in Cadiz, held by a Spanish garrison; France and Spain allied, France at war with Britain
  const s = startNaval(
    customNaval({
      powers: ['france', 'britain', 'spain'],
      wars: [['france', 'britain']],
      alliances: [['france', 'spain']],
      fleets: [{ id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } }],
      garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
      corps: [],
      start: { month: 4, year: 1806 },
    }),
  );

  it('6.2.6 the wars: Spain at war with France evicts the fleet from Cadiz', () => {
    expect(evicted(s)).toEqual([]);
    const war: GameState = {
      ...s,
      relations: { ...s.relations, alliances: [], wars: [...s.relations.wars, ['france', 'spain'] as [MajorPower, MajorPower]] },
    };
    expect(evicted(war)).toEqual(['fr-a>spain']);
    expect(evicted(s)).toEqual([]);
  });

  it("6.2.6 the garrisons: a British garrison in Cadiz's place evicts it", () => {
    expect(evicted(s)).toEqual([]);
    const british: GameState = { ...s, garrisons: s.garrisons.map((g) => ({ ...g, nationality: 'britain' as const })) };
    expect(evicted(british)).toEqual(['fr-a>britain']);
    expect(evicted(s)).toEqual([]);
  });

  it('6.2.6 the corps: a British corps alone inside an empty Cadiz evicts it', () => {
    const empty: GameState = { ...s, garrisons: [] };
    expect(evicted(empty)).toEqual([]);
    const corps = s.corps.length > 0 ? s.corps : [];
    const inside: GameState = {
      ...empty,
      corps: [
        ...corps,
        {
          id: 'gb-x',
          counter: 'gb-x',
          nationality: 'britain',
          name: 'British corps',
          factors: { infantry: 2 },
          movement: 4,
          location: { kind: 'area', area: '423', city: 'cadiz' },
          revealedTo: [],
        } as unknown as GameState['corps'][number],
      ],
    };
    expect(evicted(inside)).toEqual(['fr-a>britain']);
    expect(evicted(empty)).toEqual([]);
  });

  it('6.2.6 the fleets: a fleet that has left the port is not evicted', () => {
    const war: GameState = {
      ...s,
      relations: { ...s.relations, alliances: [], wars: [...s.relations.wars, ['france', 'spain'] as [MajorPower, MajorPower]] },
    };
    expect(evicted(war)).toEqual(['fr-a>spain']);
    const atSea: GameState = {
      ...war,
      fleets: war.fleets.map((f) => ({ ...f, location: { kind: 'sea' as const, area: '742' as AreaId } })),
    };
    expect(evicted(atSea)).toEqual([]);
    expect(evicted(war)).toEqual(['fr-a>spain']);
  });

  it('6.2.6 the minors: the controller of the minor whose garrison holds Cadiz changes, and the port falls to Britain', () => {
    // the controller of a minor's garrison: Spain's garrison stands for a minor controlled by Spain, then by Britain
    const minorGarrison: GameState = {
      ...s,
      minors: [{ id: 'portugal', name: 'Portugal', status: 'allied', controller: 'spain' } as unknown as GameState['minors'][number]],
      garrisons: s.garrisons.map((g) => ({ ...g, nationality: 'portugal' as never })),
    };
    expect(evicted(minorGarrison)).toEqual([]);
    const british: GameState = {
      ...minorGarrison,
      minors: [{ ...minorGarrison.minors[0]!, controller: 'britain' } as GameState['minors'][number]],
    };
    expect(evicted(british)).toEqual(['fr-a>britain']);
    expect(evicted(minorGarrison)).toEqual([]);
  });
});

describe("7.3 the procedures' movement answer reads each option's text once (issue 20)", () => {
  it('7.3 the scored kinds name a counter; other orders and malformed texts are never scored', () => {
    expect(scoredOrder('move:fr-1:474')).toEqual({ kind: 'move', counter: 'fr-1', to: '474' });
    expect(scoredOrder('move:fr-1:475')).toEqual({ kind: 'move', counter: 'fr-1', to: '475' });
    expect(scoredOrder('detach:fr-1:infantry:vienna')).toMatchObject({ kind: 'detach', counter: 'fr-1', factor: 'infantry' });
    expect(scoredOrder('march:fr-1')).toBeNull();
    expect(scoredOrder('besiege:474')).toBeNull();
    expect(scoredOrder('end')).toBeNull();
    expect(scoredOrder('move:fr-1')).toBeNull();
    // the same text twice: the same answer
    expect(scoredOrder('move:fr-1:474')).toBe(scoredOrder('move:fr-1:474'));
  });
});

describe("7.5.4 the procedures' screen, kept per state, power, area and city (issue 20)", () => {
  const atWarSetup = (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => {
    sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
  };
  const moved = (s: GameState, id: string, area: string, factors?: Corps['factors']): GameState => ({
    ...s,
    corps: s.corps.map((c) =>
      c.id === id ? { ...c, location: { kind: 'area' as const, area: area as AreaId }, ...(factors ? { factors } : {}) } : c,
    ),
  });
  const vienna = (ours: boolean): Objective => ({ city: 'vienna' as CityId, area: '474' as AreaId, ours });

  it('7.5.4 the same state asked for another power, for a city of its own side, and for another area', () => {
    const s = moved(moved(newLandGame(atWarSetup), 'au-1', '475'), 'fr-1', '474', { infantry: 20 });
    expect(screenOf(s, 'france', vienna(false))?.id).toBe('fr-1');
    // Austria has no corps outside Vienna: no screen of its own there
    expect(screenOf(s, 'austria', vienna(false))).toBeNull();
    // a city of the asking side's own is never screened
    expect(screenOf(s, 'france', vienna(true))).toBeNull();
    // another area of the same city name: not the one remembered
    expect(screenOf(s, 'france', { ...vienna(false), area: '475' as AreaId })).toBeNull();
    expect(screenOf(s, 'france', vienna(false))?.id).toBe('fr-1');
  });
});

describe('5.2.4 / 10.6.2 reinforcement verdicts read leaders and garrisons from indexes kept per list (issue 20)', () => {
  const s = newLandGame();
  const g = s.garrisons.find((x) => x.place.kind === 'city' && isMajorPower(x.nationality))!;
  const power = g.nationality as MajorPower;
  const place = g.place.kind === 'city' ? g.place.city : 'depot';
  const disband = { kind: 'disbandGarrison', area: g.area, place, nationality: g.nationality } as const;

  it('5.2.4 a garrison disbanded: gone from the list, the order is refused; back, it is allowed', () => {
    expect(reinforcementVerdict(s, LAND, power, disband).ok).toBe(true);
    const gone: GameState = { ...s, garrisons: s.garrisons.filter((x) => x !== g) };
    expect(reinforcementVerdict(gone, LAND, power, disband).ok).toBe(false);
    expect(reinforcementVerdict(s, LAND, power, disband).ok).toBe(true);
  });

  it('10.6.2 a leader with a corps may retire; the same leader off the map may not', () => {
    const c = s.corps.find((x) => x.nationality === power && x.location.kind === 'area')!;
    const leader = {
      id: 'test-leader',
      owner: power,
      location: { kind: 'corps', counter: c.counter },
    } as unknown as GameState['leaders'][number];
    const withLeader: GameState = { ...s, leaders: [...s.leaders, leader] };
    const retire = { kind: 'retire', leader: 'test-leader' } as const;
    expect(reinforcementVerdict(withLeader, LAND, power, retire).ok).toBe(true);
    const pooled: GameState = { ...s, leaders: [...s.leaders, { ...leader, location: { kind: 'pool' } } as GameState['leaders'][number]] };
    expect(reinforcementVerdict(pooled, LAND, power, retire).ok).toBe(false);
    expect(reinforcementVerdict(s, LAND, power, retire).ok).toBe(false);
    expect(reinforcementVerdict(withLeader, LAND, power, retire).ok).toBe(true);
  });
});
