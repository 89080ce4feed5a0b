// Issue 20 (performance): movementOptions keeps each corps' options while nothing their verdicts
// read has changed (shared/rules/land/movement/reuse.ts). Each test here fills the cache from one
// state, changes one input, and expects the new answer (the same as worked out from scratch); a
// change elsewhere keeps the very same option objects.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { freshMovementOptions, movementOptions } from '../../shared/rules/land/movement';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { loadMap } from '../../shared/data/map';
import type { AreaId, CounterMove, DecisionOption, GameState, MajorPower } from '../../shared/model';
import { LAND, counterOf, newLandGame, reach } from './landSetup';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';

const start = reach(newLandGame(), 'france', 'land/movement').s;
const counter = (s: GameState, id: string) => counterOf(s, id);
const option = (opts: readonly DecisionOption[], value: string) => {
  const o = opts.find((x) => x.value === value);
  if (!o) throw new Error(`no option ${value}`);
  return o;
};
const moveTo = (s: GameState, id: string, area: string): GameState => ({
  ...s,
  corps: s.corps.map((c) => (c.id === id ? { ...c, location: { kind: 'area' as const, area: area as AreaId } } : c)),
});
const withRecord = (s: GameState, id: string, rec: Partial<CounterMove>): GameState => {
  const c = s.corps.find((x) => x.id === id)!;
  const area = (c.location as { area: AreaId }).area;
  const record: CounterMove = {
    counter: c.counter,
    start: area,
    entered: [],
    spent: 0,
    forceMarched: false,
    stopped: false,
    detached: [],
    leftTerritory: false,
    ...rec,
  };
  const land = landOf(s);
  return { ...s, turn: { ...s.turn, land: { ...land, moves: [...land.moves.filter((m) => m.counter !== c.counter), record] } } };
};
const landOf = (s: GameState) => s.turn.land ?? { moves: [], combats: [], newDepots: [] };
/** The options now, after asking for `before`'s (so whatever can be kept from it is kept). */
function after(before: GameState, now: GameState, power: MajorPower = 'france'): DecisionOption[] {
  movementOptions(before, LAND, power);
  const opts = movementOptions(now, LAND, power);
  expect(opts).toEqual(freshMovementOptions(now, LAND, power));
  return opts;
}

describe('7.3 movement options kept across orders (issue 20) follow every input of their verdicts', () => {
  it('7.3.1.3.2 an enemy corps entering an area next to the mover: the river now costs 1 more', () => {
    // the Bavarian corps has 1 point left; 324 -> 322 crosses a river into clear terrain
    const a = withRecord(start, 'bv-1', { spent: 3 });
    const bv = counter(a, 'bv-1');
    const value = `move:${bv}:322`;
    const before = movementOptions(a, LAND, 'france');
    expect(option(before, value).verdict.ok).toBe(true);
    const b = moveTo(a, 'au-1', '322');
    const now = after(a, b);
    expect(option(now, value).verdict).toMatchObject({ ok: false, code: 'notEnoughMovement', rule: '7.3.2' });
    // only the move into the area that changed is worked out again: its other orders stay the same objects
    for (const v of [`move:${bv}:325`, `march:${bv}`]) expect(option(now, v)).toBe(option(before, v));
  });

  it("7.3.3 / 7.3.3.1 an enemy corps arriving in the mover's own area closes the city and the infantry detachments", () => {
    const fr = counter(start, 'fr-1');
    const before = movementOptions(start, LAND, 'france');
    expect(option(before, `in:${fr}:munich`).verdict.ok).toBe(true);
    expect(option(before, `detach:${fr}:infantry:munich`).verdict.ok).toBe(true);
    const b = moveTo(start, 'au-1', '326');
    const opts = after(start, b);
    expect(option(opts, `in:${fr}:munich`).verdict.ok).toBe(false); // besieged now
    expect(option(opts, `detach:${fr}:infantry:munich`).verdict).toMatchObject({ ok: false, rule: '7.3.3.1' });
  });

  it("7.3.2 the mover's own movement record: points spent refuse its moves", () => {
    const fr = counter(start, 'fr-1');
    const a = withRecord(start, 'bv-1', { spent: 1 }); // a turn with movement records
    expect(option(movementOptions(a, LAND, 'france'), `move:${fr}:324`).verdict.ok).toBe(true);
    const b = withRecord(a, 'fr-1', { spent: 4, entered: ['326' as AreaId] });
    expect(option(after(a, b), `move:${fr}:324`).verdict).toMatchObject({ ok: false, code: 'notEnoughMovement' });
  });

  it('10.3.1.2.2 / 7.3.3 the relations: peace with Austria opens the city again with its corps outside', () => {
    const fr = counter(start, 'fr-1');
    const a = moveTo(start, 'au-1', '326');
    expect(option(movementOptions(a, LAND, 'france'), `in:${fr}:munich`).verdict.ok).toBe(false);
    const b = { ...a, relations: { ...a.relations, wars: a.relations.wars.filter(([x, y]) => !(x === 'france' && y === 'austria')) } };
    expect(option(after(a, b), `in:${fr}:munich`).verdict.ok).toBe(true);
  });

  it('7.3.3.4 the garrisons: a full city refuses the corps', () => {
    const fr = counter(start, 'fr-1');
    const b = { ...start, garrisons: start.garrisons.map((g) => (g.area === '326' ? { ...g, factors: { infantry: 40 } } : g)) };
    expect(option(after(start, b), `in:${fr}:munich`).verdict).toMatchObject({ ok: false, code: 'capacity' });
  });

  it('7.3.3.5 the depots: without the depot there are no detachments onto it', () => {
    const fr = counter(start, 'fr-1');
    expect(movementOptions(start, LAND, 'france').some((o) => o.value === `detach:${fr}:infantry:depot`)).toBe(true);
    const b = { ...start, depots: start.depots.filter((d) => d.area !== '326') };
    expect(after(start, b).some((o) => o.value === `detach:${fr}:infantry:depot`)).toBe(false);
  });

  it("10.1.3.3.2 the turn's other land facts: a corps placed back this turn may not move", () => {
    const fr = counter(start, 'fr-1');
    const land = landOf(start);
    const b = { ...start, turn: { ...start.turn, land: { ...land, placedBack: [fr] } } };
    expect(option(after(start, b), `move:${fr}:324`).verdict).toMatchObject({ ok: false, rule: '10.1.3.3.2' });
  });

  it("7.3 a corps moving far away (or another corps' record) leaves the others' options the same objects", () => {
    const fr = counter(start, 'fr-1');
    const a = withRecord(start, 'bv-1', { spent: 1 }); // a turn with movement records
    const before = movementOptions(a, LAND, 'france');
    const far = withRecord(moveTo(a, 'ru-1', '275'), 'fr-2', { spent: 1 });
    const now = after(a, far);
    for (const value of [`move:${fr}:324`, `in:${fr}:munich`, `detach:${fr}:cavalry:depot`])
      expect(option(now, value)).toBe(option(before, value));
    // the corps that changed is worked out again
    const cav = `move:${counter(start, 'fr-2')}:320`;
    expect(option(now, cav)).not.toBe(option(before, cav));
  });
});

describe('7.3 movement options kept across orders (issue 20): a Grand Campaign played by the procedures', () => {
  it("7.3 every movement decision's options equal those worked out from scratch, and many are kept", () => {
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(map.map);
    const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 3, data });
    if (!g.ok) throw new Error('setup rejected');
    const rng = seededRng(3 * 7919);
    let s = g.value;
    let compared = 0;
    let kept = 0;
    let last: DecisionOption[] = [];
    for (let i = 0; i < 1500 && !s.over; i++) {
      const d = s.pending[0]!;
      if (d.kind === 'land/movement') {
        const opts = movementOptions(s, data.land!, d.power);
        expect(opts).toEqual(freshMovementOptions(s, data.land!, d.power));
        const seen = new Set(last);
        kept += opts.filter((o) => seen.has(o)).length;
        last = opts;
        compared++;
      }
      const res = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    expect(compared).toBeGreaterThan(50);
    expect(kept).toBeGreaterThan(500);
  }, 240_000);
});
