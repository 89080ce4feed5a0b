// 6.2.5 naval transport played through the engine: embarking in port, one corps a fleet, allies
// moving combined, the v2.71 correction of 6.2.5.1, landing in the Land Phase, and corps lost
// with their transports (6.2.5.3, 12.2.4).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';

const opt = (s: GameState, power: string, value: string) => s.pending.find((d) => d.kind === 'naval/movement' && d.power === power)!.options.find((o) => o.value === value);
const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter;

const base = (extra: Partial<Parameters<typeof customNaval>[0]> = {}) => customNaval({
  powers: ['france', 'britain'], wars: [['france', 'britain']],
  fleets: [
    { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
    { id: 'gb-b', nationality: 'britain', ships: 6, location: { kind: 'port', area: '774', city: 'portsmouth' } },
  ],
  corps: [
    { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: 8, cavalry: 1 } },
    { id: 'gb-2', name: 'II Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: 4 } },
    { id: 'gb-3', name: 'III Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '017', factors: { infantry: 4 } },
  ],
  leaders: [{ id: 'wellington', name: 'Wellington', owner: 'britain', with: 'gb-1' }],
  ...extra,
});

describe('6.2.5 embarking', () => {
  it('6.2.5 / 6.2.5.1 a corps in the port\'s area goes aboard a fleet there that has not moved; one corps a fleet; not a corps elsewhere', () => {
    let s = reachStep(startNaval(base()), 'naval/movement', 'britain');
    const k1 = counter(s, 'gb-1');
    const k2 = counter(s, 'gb-2');
    expect(opt(s, 'britain', `embark:gb-a:${k1}`)!.verdict).toEqual({ ok: true });
    expect(opt(s, 'britain', `embark:gb-a:${counter(s, 'gb-3')}`)).toBeUndefined();
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${k1}`);
    expect(s.corps.find((c) => c.id === 'gb-1')!.location).toEqual({ kind: 'fleet', fleet: 'gb-a' });
    // the leader goes with his corps
    expect(s.leaders.find((l) => l.id === 'wellington')!.location).toEqual({ kind: 'corps', counter: k1 });
    expect(opt(s, 'britain', `embark:gb-a:${k2}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: '6.2.5' });
    expect(opt(s, 'britain', `embark:gb-b:${k2}`)!.verdict).toEqual({ ok: true });
    // the event names only the counter: the corps' identity stays secret (2.4.2)
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'corpsEmbarked', counter: k1, fleet: 'gb-a', rule: '6.2.5' }));
  });

  it('6.2.5.1 a fleet that has moved takes no corps aboard', () => {
    let s = reachStep(startNaval(base()), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-b');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    s = answer(s, 'naval/movement', 'britain', 'move:port:portsmouth');
    expect(opt(s, 'britain', `embark:gb-b:${counter(s, 'gb-2')}`)!.verdict).toMatchObject({ ok: false, code: 'alreadyMoved', rule: '6.2.5.1' });
  });

  it('12.2.4 (option) a fleet carries ten factors, however organised in corps', () => {
    let s = reachStep(startNaval(base(), { options: { rules: { reducedNavalTransport: true } } }), 'naval/movement', 'britain');
    // II Corps (4) fits beside nothing; I Corps (9) then no more than one more factor
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${counter(s, 'gb-2')}`);
    expect(opt(s, 'britain', `embark:gb-a:${counter(s, 'gb-1')}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: '12.2.4' });
  });

  it('opt:6.2.5.1 (v2.71 correction, on by default) a corps shut in a besieged friendly port still embarks; unticked, as first printed, it may not', () => {
    const besieged = base({
      wars: [['france', 'britain']],
      corps: [
        { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', city: 'portsmouth', factors: { infantry: 5 } },
        { id: 'fr-1', name: 'I Corps', nationality: 'france', type: 'infantry', movement: 4, area: '774', factors: { infantry: 12 } },
      ],
      leaders: [],
    });
    const s = reachStep(startNaval(besieged), 'naval/movement', 'britain');
    expect(opt(s, 'britain', `embark:gb-a:${counter(s, 'gb-1')}`)!.verdict).toEqual({ ok: true });
    const t = reachStep(startNaval(besieged, { options: { rules: { embarkInFriendlyPort: false } } }), 'naval/movement', 'britain');
    expect(opt(t, 'britain', `embark:gb-a:${counter(t, 'gb-1')}`)!.verdict).toMatchObject({ ok: false, code: 'besieged', rule: '6.2.5.1' });
  });

  it('6.2.5 / 7.3.5 a corps sailed across lands in its Land Movement Step', () => {
    let s = reachStep(startNaval(base()), 'naval/movement', 'britain');
    const k = counter(s, 'gb-2');
    s = answer(s, 'naval/movement', 'britain', `embark:gb-b:${k}`);
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-b');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:735');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = reachStep(s, 'land/movement', 'britain');
    const land = s.pending.find((d) => d.kind === 'land/movement' && d.power === 'britain')!.options.filter((o) => String(o.value).startsWith(`land:${k}:`));
    expect(land.length).toBeGreaterThan(0);
    s = answer(s, 'land/movement', 'britain', String(land.find((o) => o.value === `land:${k}:430`)?.value ?? land[0]!.value));
    expect(s.corps.find((c) => c.id === 'gb-2')!.location.kind).toBe('area');
  });
});

describe('6.2.5.3 transports sunk', () => {
  it('6.2.5.3 a corps aboard a fleet that is sunk moves to a surviving fleet of the stack that carries none, else is lost and its leaders captured', () => {
    // Britain attacks with two transports; France's fire sinks the smaller fleet (gb-b) and its corps moves to gb-a
    let s = startNaval(base({
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 3, location: { kind: 'sea', area: '739' } },
        { id: 'gb-b', nationality: 'britain', ships: 1, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 40, location: { kind: 'sea', area: '739' } },
      ],
      corps: [{ id: 'gb-2', name: 'II Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-b', factors: { infantry: 4 } }],
      leaders: [{ id: 'wellington', name: 'Wellington', owner: 'britain', with: 'gb-2' }],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // France wins the wind; 2 (10% of 40 → 4): all four British ships go, so the corps is lost and Wellington taken
    s = forceDice(s, [1, 6, 2, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    expect(s.corps.some((c) => c.id === 'gb-2')).toBe(false);
    expect(s.leaders.find((l) => l.id === 'wellington')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'factorsChanged', delta: -4, rule: '6.2.5.3' }));
  });
});
