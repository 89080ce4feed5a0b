// 5.1 the Naval Reinforcement Step played through the engine.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { buyableCounters } from '../../../shared/rules/economic';
import { EMPTY_ECONOMY } from '../../../shared/engine/steps/economic/economyState';
import { answer, customNaval, reachStep, startNaval } from './navalSetup';

const opts = (s: GameState, power: string) => s.pending.find((d) => d.kind === 'reinforcement/naval' && d.power === power)!.options;
const values = (s: GameState, power: string) => opts(s, power).filter((o) => o.verdict.ok).map((o) => o.value);

const setup = (extra: Partial<Parameters<typeof customNaval>[0]> = {}, options?: Record<string, unknown>) =>
  reachStep(startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, maxShips: 12, location: { kind: 'port', area: '014', city: 'plymouth' } },
      { id: 'gb-b', nationality: 'britain', ships: 5, maxShips: 20, location: { kind: 'port', area: '014', city: 'plymouth' } },
      { id: 'gb-sea', nationality: 'britain', ships: 6, location: { kind: 'sea', area: '734' } },
    ],
    start: { month: 4, year: 1805 },
    reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', ships: 5, fleets: [{ id: 'gb-new', name: 'VIII Fleet', maxShips: 15 }] }],
    ...extra,
  }), options ? { options } : {}), 'reinforcement/naval', 'britain');

describe('5.1 naval reinforcements', () => {
  it('5.1 the step runs in its order (Spain, France, Prussia, Austria, Turkey, Russia, Great Britain)', () => {
    const s = setup();
    const order = s.log.filter((e) => e.type === 'powerOrderSet' && e.phase === 'reinforcement').map((e) => e.type === 'powerOrderSet' && e.order.flat());
    expect(order[0]).toEqual(['france', 'britain']);
  });

  it('5.1.2 due ships go into fleets in home ports, not beyond their box (12 for gb-a: 2 fit), not at sea', () => {
    const s = setup();
    expect(values(s, 'britain')).toEqual(expect.arrayContaining(['ship:gb-a:1', 'ship:gb-a:2', 'ship:gb-b:1', 'ship:gb-b:5']));
    expect(values(s, 'britain').some((v) => String(v).startsWith('ship:gb-sea'))).toBe(false);
    let t = answer(s, 'reinforcement/naval', 'britain', 'ship:gb-a:2');
    expect(t.fleets.find((f) => f.id === 'gb-a')!.ships).toBe(12);
    expect(t.navy!.ships).toEqual([{ power: 'britain', nationality: 'britain', ships: 3, port: null }]);
    // 5.1.2 what is not placed is postponed, not lost
    t = answer(t, 'reinforcement/naval', 'britain', 'end');
    expect(t.navy!.ships).toEqual([{ power: 'britain', nationality: 'britain', ships: 3, port: null }]);
  });

  it('5.1.1 a bought fleet counter goes into a home port with one due ship, or with a fleet that gives it one', () => {
    const s = setup();
    const t = answer(s, 'reinforcement/naval', 'britain', 'fleet:gb-new:port:portsmouth');
    expect(t.fleets.find((f) => f.id === 'gb-new')).toMatchObject({ name: 'VIII Fleet', ships: 1, maxShips: 15, location: { kind: 'port', city: 'portsmouth' } });
    expect(t.navy!.ships[0]!.ships).toBe(4);
    const u = answer(s, 'reinforcement/naval', 'britain', 'fleet:gb-new:with:gb-sea');
    expect(u.fleets.find((f) => f.id === 'gb-new')).toMatchObject({ ships: 1, location: { kind: 'sea', area: '734' } });
    expect(u.fleets.find((f) => f.id === 'gb-sea')!.ships).toBe(5);
  });

  it('5.1.3 ships move between fleets of one place; a fleet emptied so leaves the map at no cost (5.1.4.1)', () => {
    let s = setup();
    s = answer(s, 'reinforcement/naval', 'britain', 'transfer:gb-b:gb-a:2');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.ships).toBe(12);
    s = answer(s, 'reinforcement/naval', 'britain', 'transfer:gb-a:gb-b:12');
    expect(s.fleets.some((f) => f.id === 'gb-a')).toBe(false);
    expect(s.powers.britain.politicalPoints).toBe(0);
  });

  it('5.1.4 / 5.1.4.1 scuttling a fleet with ships costs a political point; 5.1.4.2 never a minor\'s fleet', () => {
    let s = setup({ minors: [{ id: 'portugal', name: 'Portugal', status: 'free', controller: 'britain' }], fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '014', city: 'plymouth' } },
      { id: 'pt-a', nationality: 'portugal', ships: 4, location: { kind: 'port', area: '376', city: 'lisbon' } },
    ] });
    expect(opts(s, 'britain').find((o) => o.value === 'scuttle:pt-a')!.verdict).toMatchObject({ ok: false, rule: '5.1.4.2' });
    s = answer(s, 'reinforcement/naval', 'britain', 'scuttle:gb-a');
    expect(s.fleets.some((f) => f.id === 'gb-a')).toBe(false);
    expect(s.powers.britain.politicalPoints).toBe(-1);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetRemoved', fleet: 'gb-a', reason: 'scuttled', rule: '5.1.4' }));
  });

  it('5.1.2 a minor free state\'s ships appear only in its own ports', () => {
    const s = setup({
      minors: [{ id: 'portugal', name: 'Portugal', status: 'free', controller: 'britain' }],
      fleets: [
        { id: 'pt-a', nationality: 'portugal', ships: 4, location: { kind: 'port', area: '376', city: 'lisbon' } },
        { id: 'pt-b', nationality: 'portugal', ships: 2, location: { kind: 'port', area: '014', city: 'plymouth' } },
      ],
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', nationality: 'portugal', ships: 2 }],
    });
    expect(values(s, 'britain')).toContain('ship:pt-a:1');
    expect(values(s, 'britain').some((v) => String(v).startsWith('ship:pt-b'))).toBe(false);
  });

  it('5.3 / 10.6.2 Nelson from the pool is placed with a British fleet; he may be retired, then returns only in a later step', () => {
    let s = setup({ leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain' }] });
    s = answer(s, 'reinforcement/naval', 'britain', 'admiral:nelson:gb-a');
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'fleet', fleet: 'gb-a' });
    s = answer(s, 'reinforcement/naval', 'britain', 'retire:nelson');
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'pool' });
    expect(opts(s, 'britain').find((o) => o.value === 'admiral:nelson:gb-a')!.verdict).toMatchObject({ ok: false, rule: '10.6.2' });
  });

  it('12.1.2 (option) ships built in a named port appear only there', () => {
    const s = setup({ reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', ships: 3, shipsPort: 'portsmouth' }], fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '014', city: 'plymouth' } },
      { id: 'gb-p', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
    ] }, { rules: { shipBuildingLocations: true } });
    expect(values(s, 'britain')).toContain('ship:gb-p:3');
    expect(values(s, 'britain').some((v) => String(v).startsWith('ship:gb-a'))).toBe(false);
  });

  it('12.1.2.2 (option) ships building for a free state pass to the power that controls it now', () => {
    // Holland's two ships were bought by France; Great Britain controls Holland now
    const s = setup({
      minors: [{ id: 'holland', name: 'Holland', status: 'free', controller: 'britain' }],
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'france', nationality: 'holland', ships: 2, shipsPort: 'amsterdam' }],
    }, { rules: { shipBuildingLocations: true } });
    expect(s.navy!.ships.filter((x) => x.nationality === 'holland')).toEqual([{ power: 'britain', nationality: 'holland', ships: 2, port: 'amsterdam' }]);
  });

  it('opt:12.2.8.4 (option) ships laid up in a friendly port become hulks; an emptied fleet is not scuttled', () => {
    let s = setup({ fleets: [{ id: 'gb-a', nationality: 'britain', ships: 1, location: { kind: 'port', area: '014', city: 'plymouth' } }] }, { rules: { hulks: true } });
    s = answer(s, 'reinforcement/naval', 'britain', 'hulk:gb-a:1');
    expect(s.navy!.hulks).toEqual([{ nationality: 'britain', port: 'plymouth', count: 1 }]);
    expect(s.fleets.some((f) => f.id === 'gb-a')).toBe(false);
    expect(s.powers.britain.politicalPoints).toBe(0);
  });

  it('5.1.2 ships due are private to their power: another power\'s view does not list them', async () => {
    const s = setup();
    const { viewFor } = await import('../../../shared/engine');
    expect(viewFor(s, 'britain').navy.ships.length).toBe(1);
    expect(viewFor(s, 'france').navy.ships).toEqual([]);
    expect(JSON.stringify(viewFor(s, 'france'))).not.toContain('VIII Fleet');
  });
});

describe('5.1.1 / 5.1.4.3 / 6.2.6.5 a fleet counter off the map comes back only bought (8.5.4) and placed', () => {
  const base = (purchased: { until: { month: number; year: number } } | null) => {
    const s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', name: 'I', nationality: 'britain', ships: 10, location: { kind: 'port', area: '014', city: 'plymouth' } }],
      start: { month: 4, year: 1805 },
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', ships: 3 }],
    }));
    const bought = purchased ? [{ power: 'britain' as const, nationality: 'britain' as const, kind: 'fleet' as const, roster: 'britain-viii', designation: 'VIII', until: purchased.until }] : [];
    return reachStep({ ...s, economy: { ...EMPTY_ECONOMY, purchasedCounters: bought } }, 'reinforcement/naval', 'britain');
  };

  it('5.1.4.3 / 6.2.6.5 a scuttled fleet\'s counter is off the map: 8.5.4 offers it for purchase again', () => {
    let s = base(null);
    expect(buyableCounters(s, 'britain').some((c) => c.kind === 'fleet' && c.roster === 'britain-i')).toBe(false);
    s = answer(s, 'reinforcement/naval', 'britain', 'scuttle:gb-a');
    expect(buyableCounters(s, 'britain').filter((c) => c.kind === 'fleet').map((c) => c.roster)).toContain('britain-i');
    // never placed again without a purchase: no fleet counter is offered in this step
    expect(values(s, 'britain').some((v) => String(v).startsWith('fleet:'))).toBe(false);
  });

  it('5.1.1 a counter bought in the Economic Phase is placed in a home port with a due ship, with its printed designation and box (VIII: 15 ships)', () => {
    let s = base({ until: { month: 6, year: 1805 } });
    expect(values(s, 'britain')).toContain('fleet:fleet-britain-viii:port:portsmouth');
    expect(values(s, 'britain')).toContain('fleet:fleet-britain-viii:with:gb-a');
    s = answer(s, 'reinforcement/naval', 'britain', 'fleet:fleet-britain-viii:port:portsmouth');
    expect(s.fleets.find((f) => f.id === 'fleet-britain-viii')).toMatchObject({ name: 'VIII', ships: 1, maxShips: 15, location: { kind: 'port', city: 'portsmouth' } });
    expect(s.economy!.purchasedCounters).toEqual([]);
    expect(s.navy!.ships[0]!.ships).toBe(2);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetPlaced', fleet: 'fleet-britain-viii', rule: '5.1.1' }));
  });

  it('8.5.4 / 5.1.1 a bought counter not placed within its three months lapses and may be bought again', () => {
    const s = base({ until: { month: 3, year: 1805 } });
    expect(values(s, 'britain').some((v) => String(v).startsWith('fleet:'))).toBe(false);
    expect(s.economy!.purchasedCounters).toEqual([]);
    expect(buyableCounters(s, 'britain').filter((c) => c.kind === 'fleet').map((c) => c.roster)).toContain('britain-viii');
  });
});
