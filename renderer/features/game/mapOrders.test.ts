// The map's counters and orders against real views from the engine (test only: the renderer
// itself never imports the engine).
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, gameDataFromMap, newGame, viewFor } from '../../../shared/engine';
import { loadMap } from '../../../shared/data/map';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { GameState } from '../../../shared/model/state';
import type { PurchasedCounter } from '../../../shared/model/economy';
import type { MajorPower } from '../../../shared/model/powers';
import type { PowerView } from '../../../shared/model/view';
import geometryJson from '../../../assets/map/geometry.json';
import { geometrySchema } from '../map/geometrySchema';
import { labelClearance, resolveGeometry } from '../map/geometryIndex';
import { AreaHitIndex } from '../map/hitTest';
import { TILE_LEVELS } from '../map/tileCache';
import { designation } from './designation';
import { areaCounters, type AreaCounters, type StackModel } from './stacks';
import { insideCircle, layoutArea, layoutRadius, metricsFor } from './stackLayout';
import { confirmationFor, reachOf, reinforcementPools, routeOrder, unmovedCorps } from './orders';
import { LAND, counterOf, newLandGame, reach as reachStep } from '../../../test/engine/landSetup';
import { withPurchases } from '../../../test/engine/boughtSetup';

const map = loadMap();
if (!map.ok) throw new Error('map data invalid');
const DATA = gameDataFromMap(map.map);
const geometry = geometrySchema.parse(geometryJson);
const view = (s: GameState, who: MajorPower | 'spectator') => viewFor(s, who, { data: DATA }) as unknown as PowerView;

function scenario1805(): GameState {
  const json: unknown = JSON.parse(readFileSync(new URL('../../../assets/scenarios/13.2-1805-ulm-austerlitz.json', import.meta.url), 'utf8'));
  const r = newGame({ scenario: json, seed: 1805, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 2)));
  return r.value;
}

describe('counter designations', () => {
  it('print the corps number, C for a cavalry corps, Gd for a guard, else the name\'s own letters', () => {
    expect(designation('IV Corps')).toBe('IV');
    expect(designation('I Cavalry Corps')).toBe('I C');
    expect(designation('II Reserve Corps')).toBe('II R');
    expect(designation('Imperial Guard', 'guard')).toBe('Gd');
    expect(designation('V Corps (Guard)')).toBe('V');
    expect(designation('Bavarian Army')).toBe('Bav');
    expect(designation('Army of Italy, Cavalry')).toBe('ItC');
    expect(designation('Army of Italy, 2nd Wing')).toBe('I2W');
  });
});

describe('stacks on the map (2.4.2: the view says what the seat may see)', () => {
  const s = scenario1805();

  it('one stack per side per area: France and its Bavarian allies together, never with Austria', () => {
    for (const who of ['france', 'austria', 'spectator'] as const) {
      for (const a of areaCounters(view(s, who))) {
        expect(new Set(a.stacks.map((x) => x.side)).size).toBe(a.stacks.length);
        for (const st of a.stacks) expect(new Set(st.units.map((u) => (u.power === 'france' ? 0 : u.power === null ? -1 : 1))).size).toBe(1);
      }
    }
  });

  it('2.4.2 the owner sees designation, name and strength by type; others the counter\'s type and movement only', () => {
    const mine = areaCounters(view(s, 'france')).flatMap((a) => a.stacks.flatMap((x) => x.units)).find((u) => u.name === 'IV Corps')!;
    expect(mine).toMatchObject({ designation: 'IV', own: true, symbol: 'infantry' });
    expect(mine.strength).toBe(s.corps.find((c) => c.name === 'IV Corps')!.factors.infantry! + (s.corps.find((c) => c.name === 'IV Corps')!.factors.cavalry ?? 0));
    const theirs = areaCounters(view(s, 'austria')).flatMap((a) => a.stacks.flatMap((x) => x.units)).find((u) => u.counter === mine.counter)!;
    expect(theirs).toMatchObject({ designation: null, name: null, strength: null, factors: null, own: false, symbol: 'infantry', movement: 4 });
    // leaders are public counters: Napoleon shows with his corps to every seat
    const napoleon = (who: MajorPower | 'spectator') => areaCounters(view(s, who)).flatMap((a) => a.stacks).find((x) => x.leaders.some((l) => l.id === 'napoleon'));
    expect(napoleon('austria')?.key).toBe(napoleon('france')?.key);
    // and his corps is the one on top of the stack
    expect(napoleon('france')!.units[0]!.leaders.some((l) => l.id === 'napoleon')).toBe(true);
  });

  it('the seat\'s own side is drawn first (left) in an area it shares with the enemy', () => {
    const v = view(s, 'austria');
    const french = v.corps.find((c) => c.nationality === 'france' && c.location.kind === 'area')!;
    const austrian = v.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area')!;
    const together = { ...v, corps: v.corps.map((c) => (c === french ? { ...c, location: austrian.location } : c)) };
    const area = (austrian.location as { area: string }).area;
    const here = (who: PowerView) => areaCounters(who).find((a) => a.area === area)!.stacks.map((st) => st.power);
    expect(here(together)).toEqual(['austria', 'france']);
    expect(here({ ...together, viewer: 'france' })).toEqual(['france', 'austria']);
  });
});

describe('stack layout: inside its area at every zoom, never over a border', () => {
  const resolved = resolveGeometry(geometry);
  const hit = new AreaHitIndex(resolved.areaRings, new Map(Object.entries(geometry.areas).map(([id, a]) => [id, a.bbox] as const)), geometry.width, geometry.height);
  const s = scenario1805();
  const v = view(s, 'france');
  // every area of the map with a crowded stack of each side and markers: the hardest case
  const crowded = (area: string): AreaCounters => {
    const sample = areaCounters(v).find((a) => a.stacks.length > 0)!;
    const stack = (i: number): StackModel => ({ ...sample.stacks[0]!, key: `${area}/${i}`, area, side: `side:${i}`, units: [...sample.stacks[0]!.units, ...sample.stacks[0]!.units, ...sample.stacks[0]!.units] });
    return { area, stacks: [stack(0), stack(1)], depots: [{ id: 'd', owner: 'france', city: null }], garrisons: [{ nationality: 'france', power: 'france', city: null, infantry: 3, militia: 0 }] };
  };
  const measure = (t: string) => t.length * 6;

  it('every drawn box lies in the circle around the label point at all 13 zoom levels, and that circle is inside the area', () => {
    const clearance = labelClearance(resolved);
    let checked = 0;
    for (const [id, g] of Object.entries(geometry.areas)) {
      if (map.map.areaById(id)?.kind !== 'land') continue;
      const room = clearance.get(id)!;
      expect(room, `area ${id}`).toBeGreaterThan(0);
      // the circle around the label point is inside the area as drawn (sampled just inside its rim)
      for (let k = 0; k < 24; k++) {
        const a = (k / 24) * Math.PI * 2;
        expect(hit.areaAt(g.label[0] + Math.cos(a) * room * 0.99, g.label[1] + Math.sin(a) * room * 0.99), `area ${id} rim`).toBe(id);
      }
      for (const scale of TILE_LEVELS) {
        const radius = layoutRadius(room, scale);
        for (const p of layoutArea(crowded(id), radius, metricsFor(scale, measure), 22)) {
          expect(insideCircle(p.box, radius + 0.3), `area ${id} at ${scale.toFixed(2)}: ${p.kind}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(725 * 13 * 2);
  });

  it('stacks are full counters where there is room and numbered discs where crowded; every stack is always drawn', () => {
    const big = layoutArea(crowded('474'), 90, metricsFor(2, measure));
    expect(big.filter((p) => p.kind === 'stack')).toHaveLength(2);
    expect(big.some((p) => p.kind === 'depot') && big.some((p) => p.kind === 'garrison')).toBe(true);
    const small = layoutArea(crowded('474'), 9, metricsFor(0.3, measure));
    expect(small.map((p) => p.kind)).toEqual(['disc', 'disc']);
    const tiny = layoutArea(crowded('474'), 0.5, metricsFor(0.15, measure));
    expect(tiny).toHaveLength(2);
  });
});

describe('orders given on the map: a click on a lit area is one route order the engine accepts', () => {
  it('7.3 two clicks move a corps three areas: the view\'s route to a 3-area destination is one accepted order', () => {
    const { s } = reachStep(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    const v = view(s, 'france');
    const r = reachOf(v, k)!.reach.find((x) => x.path.length === 3)!;
    expect(r).toBeDefined();
    const d = v.decisions.find((x) => x.kind === 'land/movement')!;
    const after = applyCommand(s, commandFor(d, routeOrder(k, r.path)), DATA);
    expect(after.ok).toBe(true);
    const moved = (after as { state: GameState }).state;
    expect(moved.corps.find((c) => c.counter === k)!.location).toEqual({ kind: 'area', area: r.area });
    expect(moved.turn.land!.moves.find((m) => m.counter === k)!.spent).toBe(r.cost);
    expect(LAND.edges(r.path[0]! as never).some((e) => e.to === r.path[1])).toBe(true);
  });

  it('ending movement with corps that could still move asks once, naming them; with none left it does not', () => {
    const { s } = reachStep(newLandGame(), 'france', 'land/movement');
    const v = view(s, 'france');
    const d = v.decisions.find((x) => x.kind === 'land/movement')!;
    const name = (c: string) => v.corps.find((x) => x.counter === c)?.identity?.name ?? c;
    expect(unmovedCorps(v).map(name).sort()).toEqual(['Bavarian Corps', 'Cavalry Reserve', 'I Corps']);
    expect(confirmationFor(v, d, 'end', name, (id) => id)?.text).toBe('3 corps could still move and have not: I Corps, Cavalry Reserve, Bavarian Corps.');
    expect(confirmationFor(v, d, `move:${counterOf(s, 'fr-1')}:478`, name, (id) => id)).toBeNull();
  });

  it('5.2 the placement panel lists each pool with what is left and +, −, fill for each corps; ending with factors left asks once', () => {
    const { s } = reachStep(
      newLandGame((sc) => {
        sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', area: '326', factors: { infantry: 3, cavalry: 1 } }];
      }),
      'france',
      'reinforcement/army',
    );
    const v = view(s, 'france');
    const d = v.decisions.find((x) => x.kind === 'reinforcement/army')!;
    const [pool] = reinforcementPools(v, d);
    expect(pool).toMatchObject({ index: 0, area: '326', leftTotal: 4 });
    const k = counterOf(s, 'fr-1');
    const target = pool!.targets.find((t) => t.counter === k)!;
    expect(target.fill?.verdict.ok).toBe(true);
    expect(target.rows.map((r) => [r.type, r.has, r.plus?.verdict.ok ?? null, r.minus])).toEqual([
      ['infantry', 3, true, null],
      ['cavalry', 1, true, null],
    ]);
    expect(confirmationFor(v, d, 'end', (c) => c, (id) => id)).toMatchObject({ text: '4 factors not placed will be lost (rule 5.2).' });
    expect(confirmationFor(v, d, 'retire:napoleon', (c) => c, () => 'Napoleon')).toMatchObject({ title: 'Retire Napoleon?' });
    // three clicks at most to fill a corps: the fill button is one order
    const filled = applyCommand(s, commandFor(d, target.fill!.value), DATA);
    expect(filled.ok).toBe(true);
    const after = view((filled as { state: GameState }).state, 'france');
    expect(reinforcementPools(after, after.decisions[0]!)[0]!.leftTotal).toBe(0);
    expect(confirmationFor(after, after.decisions[0]!, 'end', (c) => c, (id) => id)).toBeNull();
  });

  it('5.2.1.2 a bought corps counter is offered in the pool whose factor it would take, by designation and place', () => {
    const s0 = newLandGame((sc) => {
      sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', factors: { infantry: 2 } }];
    });
    const bought: PurchasedCounter[] = [{ power: 'france', nationality: 'france', kind: 'corps', roster: 'france-iii', designation: 'III', until: { month: 7, year: 1805 } }];
    const { s } = reachStep(withPurchases(s0, bought), 'france', 'reinforcement/army');
    const v = view(s, 'france');
    const [pool] = reinforcementPools(v, v.decisions.find((x) => x.kind === 'reinforcement/army')!);
    const strasbourg = pool!.bought.find((b) => b.place.kind === 'city' && b.place.city === 'strasbourg')!;
    expect(strasbourg).toMatchObject({ roster: 'france-iii', designation: 'III', factor: 'infantry', option: { value: 'bought:france-iii:city:strasbourg:pool:0:infantry', verdict: { ok: true } } });
    // another seat sees none of it
    expect(view(s, 'austria').decisions.some((x) => x.options.some((o) => String(o.value).startsWith('bought:')))).toBe(false);
  });
});
