// What other phases read of the navy (shared/rules/naval/facts.ts), and 6.2.6 fleets in a port
// that falls to an enemy.
import { describe, expect, it } from 'vitest';
import type { CityId } from '../../../shared/model';
import { blockadedPorts, fleetMaintenance, fleetsAtSea, fleetsInBlockadeBoxes, fleetsInPort, isPortBlockaded, navalRaidingCut, tradingPorts } from '../../../shared/rules/naval';
import { isBlockaded } from '../../../shared/rules/land/depots';
import { navalPortChoiceAnswer } from '../../../shared/engine/auto/navalPortChoice';
import { answer, customNaval, forceDice, mapData, navalCampaign, playUntil, startNaval } from './navalSetup';

const ctx = () => ({ naval: mapData().naval!, land: mapData().land! });

describe('naval facts for supply (7.4.3, 7.4.4) and the Economic Phase (8.2.1.2, 8.5.1.2, 12.2.2)', () => {
  const s = startNaval(navalCampaign());

  it('7.4.3 / 8.5.1.2 fleets in port, in blockade boxes and at sea, per power', () => {
    expect(fleetsInBlockadeBoxes(s).map((f) => f.id)).toEqual(['gb-western']);
    expect(fleetsAtSea(s, 'britain').map((f) => f.id)).toEqual(['gb-med']);
    expect(fleetsInPort(s, 'britain').map((f) => f.id)).toEqual(['gb-channel', 'gb-north', 'pt-lisbon']);
  });

  it('6.2.7 / 7.4.3.2 Brest is blockaded by Britain; supply\'s own test agrees', () => {
    expect(blockadedPorts(s, ctx())).toEqual([{ city: 'brest', holder: 'france', by: ['britain'] }]);
    expect(isPortBlockaded(s, 'france', 'brest' as CityId)).toBe(true);
    expect(isBlockaded(s, 'france', 'brest')).toBe(true);
    expect(isPortBlockaded(s, 'spain', 'cadiz' as CityId)).toBe(false);
  });

  it('8.2.1.2.1.1 a blockaded port does not trade; others do with their two values (Brest prints none)', () => {
    const blockading = { ...s, fleets: [...s.fleets, { id: 'gb-x', name: 'Squadron', nationality: 'britain' as const, ships: 3, location: { kind: 'blockade' as const, city: 'bordeaux' as CityId } }] } as typeof s;
    const french = tradingPorts(blockading, ctx(), 'france', false);
    expect(french.find((p) => p.city === 'brest')).toBeUndefined();
    expect(french.find((p) => p.city === 'bordeaux')).toMatchObject({ britain: 2, controller: 3, bar: 'blockaded' });
    expect(french.find((p) => p.city === 'marseilles')).toMatchObject({ britain: 2, controller: 3, bar: null });
    // 8.2.1.2.1.2 ports north of the ice line do not trade in December
    const russian = tradingPorts(s, ctx(), 'russia', true);
    expect(russian.find((p) => p.city === 'st-petersburg')!.bar).toBe('north of the ice line in December');
  });

  it('8.5.1.2 maintenance: $1 a fleet in port or box, $5 at sea; opt:12.2.9.3 (option) $5 in a box', () => {
    expect(fleetMaintenance(s, 'britain')).toEqual({ fleets: 4, money: 1 + 1 + 5 + 1 });
    expect(fleetMaintenance(s, 'britain', true).money).toBe(1 + 5 + 5 + 1);
  });

  it('12.2.2 (option) naval raiding: $5 off British colonial trade per sea area next to Britain with an enemy fleet', () => {
    expect(navalRaidingCut(s, ctx(), 30)).toBe(0);
    const raided = { ...s, fleets: [...s.fleets, { id: 'fr-x', name: 'Raiders', nationality: 'france' as const, ships: 3, location: { kind: 'sea' as const, area: '732' } }] } as typeof s;
    expect(navalRaidingCut(raided, ctx(), 30)).toBe(5);
    expect(navalRaidingCut(raided, ctx(), 3)).toBe(3);
  });
});

describe('6.2.6 a fleet\'s port falls to an enemy', () => {
  const setup = (blockaded: boolean) => startNaval(customNaval({
    powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['france', 'spain']],
    fleets: [
      { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      ...(blockaded ? [{ id: 'gb-a', nationality: 'britain', ships: 6, location: { kind: 'blockade', city: 'cadiz' } }] : []),
    ],
    garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
    corps: [],
    start: { month: 4, year: 1806 },
  }));

  /** Spain declares war on its ally France in the Declarations of War step (4.2): Cadiz is now an enemy's port. */
  const declare = (s: ReturnType<typeof setup>) => {
    let t = playUntil(s, (x) => x.cursor.step === 'political/declarationsOfWar');
    for (const p of ['france', 'britain', 'spain'] as const) t = answer(t, 'political/declareWar', p, p === 'spain' ? ['france'] : []);
    return t;
  };

  it('6.2.6 not blockaded, its owner is asked at once where it goes: a sea area next to the box or the box', () => {
    let s = declare(setup(false));
    const d = s.pending.find((x) => x.kind === 'naval/portLeave')!;
    expect(d.power).toBe('france');
    expect(d.rule).toBe('6.2.6');
    // Cadiz's blockade box opens on the sea area 742 (the map's data); the box is the other choice
    expect(d.options.map((o) => o.value)).toEqual(['leave:cadiz:sea:742', 'leave:cadiz:box']);
    expect(d.prompt).toContain('Cadiz');
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location.kind).toBe('port');
    s = answer(s, 'naval/portLeave', 'france', 'leave:cadiz:sea:742');
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toEqual({ kind: 'sea', area: '742' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetsMoved', fleets: ['fr-a'], rule: '6.2.6' }));
    expect(s.pending.some((x) => x.kind === 'naval/portLeave')).toBe(false);
  });

  it('6.2.6 the owner may take its fleet into the port\'s blockade box instead', () => {
    let s = declare(setup(false));
    s = answer(s, 'naval/portLeave', 'france', 'leave:cadiz:box');
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toEqual({ kind: 'blockade', city: 'cadiz' });
  });

  it('6.2.6 the standing procedures keep the former choice: the first open sea area', () => {
    const s = declare(setup(false));
    const d = s.pending.find((x) => x.kind === 'naval/portLeave')!;
    expect(navalPortChoiceAnswer(d)).toBe('leave:cadiz:sea:742');
    expect(navalPortChoiceAnswer({ ...d, options: d.options.map((o) => (o.value === 'leave:cadiz:sea:742' ? { ...o, verdict: { ok: false, code: 'iceBound', rule: '6.2.1.4' } } : o)) } as never)).toBe('leave:cadiz:box');
  });

  it('6.2.6.1 / 6.2.6.4 blockaded there, its owner may scuttle it: all its ships lost and a political point', () => {
    let s = declare(setup(true));
    const d = s.pending.find((x) => x.kind === 'naval/portLost')!;
    expect(d.power).toBe('france');
    expect(d.options.map((o) => o.value)).toEqual(['scuttle:cadiz', 'fight:cadiz']);
    s = answer(s, 'naval/portLost', 'france', 'scuttle:cadiz');
    expect(s.fleets.some((f) => f.id === 'fr-a')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetRemoved', fleet: 'fr-a', reason: 'scuttled', rule: '6.2.6.1' }));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'france', delta: -1, rule: '6.2.6.4' }));
  });

  it('6.2.6.1 it fights the blockaders, who have the wind gauge, and loses: scuttled', () => {
    let s = declare(setup(true));
    // the blockaders fire first (6.2.6.1): a 6 (+1 British); France replies with a 1
    s = forceDice(s, [6, 1]);
    s = answer(s, 'naval/portLost', 'france', 'fight:cadiz');
    const b = s.turn.naval!.battles.at(-1)!;
    expect(b.cause).toBe('portLost');
    expect(b.windGauge).toBe('defender');
    expect(b.outcome).toBe('defender');
    expect(s.fleets.some((f) => f.id === 'fr-a')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetRemoved', fleet: 'fr-a', reason: 'scuttled', rule: '6.2.6.1' }));
  });

  it('6.2.6.1 it fights the blockaders and wins: it stays in the blockade box, no pursuit', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['france', 'spain']],
      fleets: [
        { id: 'fr-a', nationality: 'france', ships: 20, location: { kind: 'port', area: '423', city: 'cadiz' } },
        { id: 'gb-a', nationality: 'britain', ships: 6, location: { kind: 'blockade', city: 'cadiz' } },
      ],
      garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
      corps: [],
      start: { month: 4, year: 1806 },
    }));
    s = declare(s);
    // Britain fires a 1 (+1: 10% of 6 = 1), France a 6 (25% of 19)
    s = forceDice(s, [1, 6]);
    s = answer(s, 'naval/portLost', 'france', 'fight:cadiz');
    while (s.pending.some((d) => d.kind === 'naval/retreat' || d.kind === 'naval/seaRetreat')) {
      const d = s.pending.find((x) => x.kind === 'naval/retreat' || x.kind === 'naval/seaRetreat')!;
      s = answer(s, d.kind, d.power, d.options.find((o) => o.verdict.ok)!.value);
    }
    const b = s.turn.naval!.battles.at(-1)!;
    expect(b.outcome).toBe('attacker');
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toEqual({ kind: 'blockade', city: 'cadiz' });
    expect(s.pending.some((d) => d.kind === 'naval/pursue')).toBe(false);
    expect(s.fleets.find((f) => f.id === 'gb-a')?.location).not.toEqual({ kind: 'blockade', city: 'cadiz' });
  });
});
