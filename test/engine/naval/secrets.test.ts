// 2.4.2 what the Naval Phase keeps secret: fleets are public, what they carry is not (a corps'
// identity and strength), nor a power's ships due and fleet counters bought. Sentinels planted
// there must reach no other seat, in views, logs or replays.
import { describe, expect, it } from 'vitest';
import { redactEvent, replayLog, viewFor } from '../../../shared/engine';
import type { Viewer } from '../../../shared/engine';
import { MAJOR_POWERS } from '../../../shared/model';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, mapData, playUntil, reachStep, startNaval } from './navalSetup';

const NAME = 'SENTINEL-NAVAL-CORPS';
const ID = 'sentinel-naval-id';
const STRENGTH = 987;
const FLEET = 'SENTINEL-FLEET-COUNTER';
const VIEWERS: Viewer[] = [...MAJOR_POWERS, 'spectator'];

function game(): GameState {
  return startNaval(customNaval({
    powers: ['france', 'britain', 'russia'], wars: [['france', 'britain']], alliances: [['britain', 'russia']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'fr-a', nationality: 'france', ships: 4, location: { kind: 'sea', area: '739' } },
    ],
    corps: [
      { id: ID, name: NAME, nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: STRENGTH } },
      { id: 'fr-1', name: 'I Corps', nationality: 'france', type: 'infantry', movement: 4, area: '430', factors: { infantry: 5 } },
    ],
    start: { month: 4, year: 1805 },
    reinforcements: [{ date: { month: 5, year: 1805 }, power: 'britain', ships: 2, fleets: [{ id: 'gb-new', name: FLEET, maxShips: 10 }] }],
  }));
}

const redacted = (s: GameState, v: Viewer) => JSON.stringify(s.log.map((e) => redactEvent(e, v, s.options)).filter((e) => e !== null));

describe('2.4.2 naval secrets', () => {
  it('2.4.2 / 6.2.5 a corps aboard a fleet: its counter is seen with the fleet, its name, id and strength by no other power, in views and logs', () => {
    let s = reachStep(game(), 'naval/movement', 'britain');
    const k = s.corps.find((c) => c.id === ID)!.counter;
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${k}`);
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    for (const v of VIEWERS.filter((x) => x !== 'britain')) {
      const view = JSON.stringify(viewFor(s, v));
      for (const secret of [NAME, ID, String(STRENGTH)]) {
        expect(view, `view of ${v}`).not.toContain(secret);
        expect(redacted(s, v), `log of ${v}`).not.toContain(secret);
      }
      // the public face: a British corps counter with the fleet
      expect(viewFor(s, v).corps.find((c) => c.counter === k)).toMatchObject({ nationality: 'britain', location: { kind: 'fleet', fleet: 'gb-a' }, identity: null });
    }
    expect(JSON.stringify(viewFor(s, 'britain'))).toContain(NAME);
  });

  it('5.1.1 / 5.1.2 ships due and a fleet counter bought stay with their power until placed, then the fleet is public', () => {
    let s = playUntil(game(), (x) => x.date.month === 5 && x.cursor.step === 'reinforcement/naval' && x.pending.some((d) => d.power === 'britain'));
    for (const v of VIEWERS.filter((x) => x !== 'britain')) {
      expect(JSON.stringify(viewFor(s, v)), `view of ${v}`).not.toContain(FLEET);
      expect(redacted(s, v)).not.toContain(FLEET);
    }
    expect(viewFor(s, 'britain').navy.fleetCounters.map((c) => c.name)).toEqual([FLEET]);
    s = answer(s, 'reinforcement/naval', 'britain', 'fleet:gb-new:port:portsmouth');
    // 2.4.2 a fleet's designation and strength are known to all
    expect(viewFor(s, 'france').fleets.find((f) => f.id === 'gb-new')).toMatchObject({ name: FLEET, ships: 1 });
  });

  it('a replay shows each seat what it saw live, no more (corps aboard stay hidden)', () => {
    let s = reachStep(game(), 'naval/movement', 'britain');
    const k = s.corps.find((c) => c.id === ID)!.counter;
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${k}`);
    s = answer(s, 'naval/movement', 'britain', 'end');
    const start = game();
    const replayed = replayLog(start, s.log, mapData());
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(JSON.stringify(viewFor(replayed.value, 'france'))).not.toContain(NAME);
    expect(JSON.stringify(viewFor(replayed.value, 'france'))).toBe(JSON.stringify(viewFor(s, 'france')));
  });
});

describe('2.4.2 naval secrets in battle (session 14, rulecheck6)', () => {
  it('2.4.2 / 6.2.5.3 a corps lost with its sunk transport: the interceptors learn a British corps went down, never its name, id or strength', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 2, location: { kind: 'port', area: '774', city: 'portsmouth' } },
        { id: 'fr-a', nationality: 'france', ships: 30, location: { kind: 'sea', area: '735' } },
      ],
      corps: [{ id: ID, name: NAME, nationality: 'britain', type: 'infantry', movement: 3, area: '774', factors: { infantry: STRENGTH } }],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    const k = s.corps.find((c) => c.id === ID)!.counter;
    s = answer(s, 'naval/movement', 'britain', `embark:gb-a:${k}`);
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    const d = s.pending.find((x) => x.kind === 'naval/intercept' && x.power === 'france')!;
    // intercept on a 1; France takes the wind gauge (6 against 1 + 1) and fires a 6: 25 % of 30 sinks both British ships
    s = forceDice(s, [1, 6, 1, 6, 1, 1, 1]);
    s = answer(s, 'naval/intercept', 'france', d.options.find((o) => o.value !== 'none')!.value as string);
    expect(s.corps.some((c) => c.id === ID)).toBe(false);
    for (const v of VIEWERS.filter((x) => x !== 'britain')) {
      const view = JSON.stringify(viewFor(s, v));
      for (const secret of [NAME, ID, String(STRENGTH)]) {
        expect(view, `view of ${v}`).not.toContain(secret);
        expect(redacted(s, v), `log of ${v}`).not.toContain(secret);
      }
    }
    // its owner's own record keeps the count
    expect(redacted(s, 'britain')).toContain(`"delta":-${STRENGTH}`);
  });
});
