// v2.71 19.1.1 (6.2.5) with the standing procedures the largest fleet of a stack is taken to be
// the one carrying the corps: an embarking corps goes aboard the fleet in port with the most
// ships that still has room for it (rules/naval/transport.ts), played through the engine.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { answer, customNaval, reachStep, startNaval } from './naval/navalSetup';

const opt = (s: GameState, value: string) => s.pending.find((d) => d.kind === 'naval/movement' && d.power === 'britain')!.options.find((o) => o.value === value);
const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter;

// Portsmouth: three British fleets of 10, 6 and 3 ships; two corps in its area
const game = () => customNaval({
  powers: ['france', 'britain'], wars: [['france', 'britain']],
  fleets: [
    { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
    { id: 'gb-b', nationality: 'britain', ships: 6, location: { kind: 'port', area: '774', city: 'portsmouth' } },
    { id: 'gb-c', nationality: 'britain', ships: 3, location: { kind: 'port', area: '774', city: 'portsmouth' } },
  ],
  corps: [
    { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: 8 } },
    { id: 'gb-2', name: 'II Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: 4 } },
  ],
  leaders: [],
});
const sop = (on: boolean, extra: Record<string, boolean> = {}) => reachStep(startNaval(game(), { options: { rules: { standingProcedures: on, ...extra } } }), 'naval/movement', 'britain');

describe('opt:19.1.1/6.2.5 the largest fleet is the transport', () => {
  it('opt:19.1.1/6.2.5 the first corps goes aboard the 10-ship fleet only; the 6- and 3-ship fleets are refused it', () => {
    const s = sop(true);
    const k1 = counter(s, 'gb-1');
    expect(opt(s, `embark:gb-a:${k1}`)!.verdict).toEqual({ ok: true });
    expect(opt(s, `embark:gb-b:${k1}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: 'opt:19.1.1/6.2.5' });
    expect(opt(s, `embark:gb-c:${k1}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: 'opt:19.1.1/6.2.5' });
  });

  it('opt:19.1.1/6.2.5 with the 10-ship fleet full (one corps a fleet, 6.2.5) the second corps goes aboard the 6-ship fleet, not the 3-ship one', () => {
    let s = sop(true);
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${counter(s, 'gb-1')}`);
    const k2 = counter(s, 'gb-2');
    expect(opt(s, `embark:gb-a:${k2}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: '6.2.5' });
    expect(opt(s, `embark:gb-b:${k2}`)!.verdict).toEqual({ ok: true });
    expect(opt(s, `embark:gb-c:${k2}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: 'opt:19.1.1/6.2.5' });
  });

  it('opt:19.1.1/6.2.5 with 12.2.4 (ten factors a fleet) the largest fleet with room takes the corps: 8 + 4 factors overfill the 10-ship fleet, so II Corps goes to the 6', () => {
    let s = sop(true, { reducedNavalTransport: true });
    const k2 = counter(s, 'gb-2');
    expect(opt(s, `embark:gb-a:${k2}`)!.verdict).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${counter(s, 'gb-1')}`);
    expect(opt(s, `embark:gb-b:${k2}`)!.verdict).toEqual({ ok: true });
    expect(opt(s, `embark:gb-c:${k2}`)!.verdict).toMatchObject({ ok: false, rule: 'opt:19.1.1/6.2.5' });
  });

  it('6.2.5 without the standing procedures the owner picks any fleet with room', () => {
    const s = sop(false);
    expect(opt(s, `embark:gb-c:${counter(s, 'gb-1')}`)!.verdict).toEqual({ ok: true });
  });
});
