// 6.2.1-6.2.2, 6.2.7 and 12.2.3 naval movement played through the engine.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, mapData, reachStep, startNaval } from './navalSetup';
import { reachable } from '../../../shared/rules/naval';

const opts = (s: GameState, power: string) => s.pending.find((d) => d.kind === 'naval/movement' && d.power === power)!.options;
const verdictOf = (s: GameState, power: string, value: string) => opts(s, power).find((o) => o.value === value)?.verdict;
const ctx = () => ({ naval: mapData().naval!, land: mapData().land! });

describe('6.2.1 movement points and costs', () => {
  const setup = (extra: Partial<Parameters<typeof customNaval>[0]> = {}) => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } }],
    ...extra,
  }));

  it('6.2.1 / 6.2.1.1 / 6.2.1.2 out of a port to a sea area 1, sea to sea 1, into a port 1; 7 points in all', () => {
    let s = reachStep(setup(), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    expect(opts(s, 'britain').filter((o) => String(o.value).startsWith('move:')).map((o) => o.value)).toEqual(['move:box:portsmouth', 'move:sea:734']);
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    expect(s.turn.naval!.moves.find((m) => m.fleet === 'gb-a')).toMatchObject({ spent: 1, path: ['box:portsmouth', 'sea:734'] });
    for (const to of ['sea:735', 'sea:727', 'sea:725', 'sea:717', 'sea:713']) s = answer(s, 'naval/movement', 'britain', `move:${to}`);
    expect(s.turn.naval!.moves.find((m) => m.fleet === 'gb-a')!.spent).toBe(6);
    expect(verdictOf(s, 'britain', 'move:sea:716')).toEqual({ ok: true });
    s = answer(s, 'naval/movement', 'britain', 'move:sea:716');
    // 6.2.1 seven points spent: no further step
    expect(verdictOf(s, 'britain', 'move:sea:714')).toMatchObject({ ok: false, code: 'notEnoughMovement', rule: '6.2.1' });
  });

  it('6.2.1.2 port and box are free of each other; box to sea 1', () => {
    let s = reachStep(setup({ fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '734' } }] }), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    // 6.2.7 a box of Britain's own port is no place to stop (no war there); the port itself is
    expect(verdictOf(s, 'britain', 'move:box:portsmouth')).toMatchObject({ ok: false, code: 'notAtWar', rule: '6.2.7' });
    expect(verdictOf(s, 'britain', 'move:port:portsmouth')).toEqual({ ok: true });
    expect(verdictOf(s, 'britain', 'move:box:brest')).toEqual({ ok: true }); // at war with France: a blockade
    s = answer(s, 'naval/movement', 'britain', 'move:box:brest');
    expect(s.turn.naval!.moves.find((m) => m.fleet === 'gb-a')!.spent).toBe(1);
    expect(opts(s, 'britain').find((o) => o.value === 'move:port:brest')).toMatchObject({ verdict: { ok: false, code: 'noAccess', rule: '6.2.1.2' } });
  });

  it('6.2.1.2 another power\'s port only with its permission (allies have it, 10.3.1.2) or to attack fleets there', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['britain', 'spain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '742' } }],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    expect(verdictOf(s, 'britain', 'move:port:cadiz')).toEqual({ ok: true });
    expect(verdictOf(s, 'britain', 'move:port:tangier')).toMatchObject({ ok: false, code: 'noAccess', rule: '6.2.1.2' });
  });

  it('6.2.1.3 the Dardanelles only with Constantinople held, besieged, or open by access', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'turkey'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '762' } }],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    expect(verdictOf(s, 'britain', 'move:sea:768')).toMatchObject({ ok: false, code: 'noAccess', rule: '6.2.1.3' });
    let t = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'turkey'], wars: [['france', 'britain']], alliances: [['britain', 'turkey']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '762' } }],
    })), 'naval/movement', 'britain');
    t = answer(t, 'naval/movement', 'britain', 'pick:gb-a');
    expect(verdictOf(t, 'britain', 'move:sea:768')).toEqual({ ok: true });
  });

  it('6.2.1.4 in winter no fleet enters or leaves the seas north of the ice line', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'russia'], wars: [['france', 'britain']], start: { month: 1, year: 1806 },
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '720' } },
        { id: 'ru-a', nationality: 'russia', ships: 10, location: { kind: 'port', area: '077', city: 'st-petersburg' } },
      ],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    expect(verdictOf(s, 'britain', 'move:sea:722')).toMatchObject({ ok: false, code: 'iceBound', rule: '6.2.1.4' });
    expect(verdictOf(s, 'britain', 'move:sea:724')).toEqual({ ok: true });
  });
});

describe('6.2.2 stacks', () => {
  const setup = () => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'gb-b', nationality: 'britain', ships: 8, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'gb-c', nationality: 'britain', ships: 6, location: { kind: 'sea', area: '735' } },
    ],
  }));

  it('6.2.2.1 part of a stack moves; 6.2.2.2 it gathers a fleet where it passes; 6.2.2.3 drops one; 6.2.2.4 a stack that ended does not move again', () => {
    let s = reachStep(setup(), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:735');
    // gb-b stayed in Portsmouth; gb-c joins here (6.2.2.2) with its own seven points
    expect(opts(s, 'britain').map((o) => o.value)).toContain('pick:gb-c');
    expect(opts(s, 'britain').map((o) => o.value)).not.toContain('pick:gb-b');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-c');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:727');
    s = answer(s, 'naval/movement', 'britain', 'drop:gb-c');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:725');
    s = answer(s, 'naval/movement', 'britain', 'stop');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'sea', area: '725' });
    expect(s.fleets.find((f) => f.id === 'gb-c')!.location).toEqual({ kind: 'sea', area: '727' });
    expect(s.turn.naval!.moves.find((m) => m.fleet === 'gb-c')).toMatchObject({ spent: 1, done: true });
    const picks = opts(s, 'britain').filter((o) => String(o.value).startsWith('pick:')).map((o) => o.value);
    expect(picks).toEqual(['pick:gb-b']);
  });

  it('6.2.2.4 a stack picked up and put down without sailing may still move', () => {
    let s = reachStep(setup(), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'stop');
    expect(opts(s, 'britain').map((o) => o.value)).toContain('pick:gb-a');
  });
});

describe('6.2.7.1 a blockade box with no war must be left', () => {
  it('6.2.7.1 a stack in the box of a port it is not at war with may not end its movement there', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'cadiz' } }],
    })), 'naval/movement', 'britain');
    expect(verdictOf(s, 'britain', 'end')).toMatchObject({ ok: false, code: 'mustLeave', rule: '6.2.7.1' });
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:742');
    expect(verdictOf(s, 'britain', 'end')).toEqual({ ok: true });
  });
});

describe('12.2.3 large fleets and transports (option)', () => {
  it('12.2.3.3 a stack of three starts with 5 points each; 12.2.3.4 never below 4; 12.2.3.5 retreats are not cut', () => {
    const fleets = [0, 1, 2, 3, 4].map((i) => ({ id: `gbf-${i}`, nationality: 'britain', ships: 5, location: { kind: 'port', area: '774', city: 'portsmouth' } }));
    const s = reachStep(startNaval(customNaval({ powers: ['france', 'britain'], wars: [['france', 'britain']], fleets: [...fleets.slice(0, 3), { id: 'gb-x', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '739' } }] }), { options: { rules: { largeFleets: true } } }), 'naval/movement', 'britain');
    expect(s.turn.naval!.allowances).toMatchObject({ 'gbf-0': 5, 'gbf-1': 5, 'gbf-2': 5, 'gb-x': 7 });
    const t = reachStep(startNaval(customNaval({ powers: ['france', 'britain'], wars: [['france', 'britain']], fleets }), { options: { rules: { largeFleets: true } } }), 'naval/movement', 'britain');
    expect(t.turn.naval!.allowances!['gbf-0']).toBe(4);
  });

  it('12.2.3.2 a stack carrying a corps loses one point', () => {
    const scenario = customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'port', area: '774', city: 'portsmouth' } }],
      corps: [{ id: 'gbc-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-a', factors: { infantry: 5 } }],
    });
    const s = reachStep(startNaval(scenario, { options: { rules: { largeFleets: true } } }), 'naval/movement', 'britain');
    expect(s.turn.naval!.allowances!['gb-a']).toBe(6);
  });
});

describe('reach for the map overlay', () => {
  it('6.2.1 reachable places with their cheapest cost; a stack never stops in a box it has no reason to be in', () => {
    const s = startNaval(customNaval({ powers: ['france', 'britain'], wars: [['france', 'britain']], fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'port', area: '774', city: 'portsmouth' } }] }));
    const r = reachable(s, ctx(), 'britain', s.fleets, s.fleets[0]!.location, 2);
    expect(r.get('sea:734')).toBe(1);
    expect(r.get('sea:735')).toBe(2);
    expect(r.get('port:plymouth')).toBe(2);
    expect(r.get('box:brest')).toBe(2);
    expect(r.has('box:plymouth')).toBe(false);
  });
});
