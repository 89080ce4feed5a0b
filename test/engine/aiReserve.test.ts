// Issue 21 7.3 the strong AI's idle rear corps march to the main effort (ai/reserve.ts): corps of
// the side that must take cities that no own objective city needs this month (no enemy field corps
// within reach of it) are refused the procedures' walk back to their city, and march toward the
// enemy objective the side's conditions need most. 1805, France.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { RESERVE_PARTS, armyToBreak, reserveMarch, reserveOf } from '../../shared/engine/ai/reserve';
import { distancesFrom } from '../../shared/engine/auto/auto';
import { seededRng } from '../../shared/engine/auto';
import type { AreaId, Corps, GameState } from '../../shared/model';
import { DATA } from './landSetup';
import { austriaDownTo, counter, factors, movementDecision, start } from './ai1805Setup';

const MAP = DATA.land!;
const MILAN_AREA = '337' as AreaId;
const MUNICH_AREA = '326' as AreaId;
const PASS = '332' as AreaId; // between Milan's area and area 325 (next to Ulm's and Munich's)
const FAR = '327' as AreaId; // seven areas from Munich, six from Milan
const at = (area: AreaId): Corps['location'] => ({ kind: 'area', area });
const field = (c: Corps) => c.location.kind === 'area' && c.location.city === undefined;

/** September 1805: France's field corps at `place` (id → area), the rest in `rest`; the coalition's field corps far off, but `near` of them in `nearArea`. */
function position(place: Record<string, AreaId>, near = 0, nearArea = MUNICH_AREA, rest = '338' as AreaId): GameState {
  const s = start(9);
  let left = near;
  const corps = s.corps.map((c): Corps => {
    if (place[c.id]) return { ...c, location: at(place[c.id]!) };
    if (!field(c)) return c;
    if (c.nationality === 'france' || c.nationality === 'bavaria') return { ...c, location: at(rest) };
    if (left > 0) {
      left--;
      return { ...c, location: at(nearArea), revealedTo: [] };
    }
    return { ...c, location: at(FAR) };
  });
  return { ...s, corps };
}

const never = () => false;

describe('issue 21 7.3 idle rear corps march to the main effort (ai/reserve.ts)', () => {
  // the march on cities is off by default (it lost on the ladder); these tests switch it on, the last one runs as shipped
  beforeEach(() => {
    RESERVE_PARTS.cities = true;
  });
  afterEach(() => {
    RESERVE_PARTS.cities = false;
  });

  it("7.3 III Corps in Munich's area, no enemy within three areas: it is free and steps toward the main effort, with the reason", () => {
    const s = position({ 'france-iii': MUNICH_AREA });
    const iii = counter(s, 'france-iii');
    const d = movementDecision([`move:${iii}:479`, `move:${iii}:325`, `move:${iii}:324`]);
    const seen = seenBy(s, 'france');
    const r = reserveOf(seen, d, MAP, new Set(), DATA)!;
    expect(r.free.has(iii)).toBe(true);
    // 8.1.3.1 France's conditions need Ulm or Linz most (two of Ulm, Munich and Linz with Austria broken)
    expect(['ulm', 'linz']).toContain(r.effort!.city);
    const m = reserveMarch(seen, d, MAP, r, never)!;
    const to = String(m.answer).split(':')[2] as AreaId;
    const dist = distancesFrom(MAP, r.effort!.area);
    expect(dist.get(to)!).toBeLessThan(dist.get(MUNICH_AREA)!);
    expect(m.why?.publicText).toBe(`France sends ${iii} from area ${MUNICH_AREA} toward ${r.effort!.label}, the main effort`);
    // a corps in a city never counts: the same corps inside Munich is not free
    const inside = {
      ...s,
      corps: s.corps.map((c) =>
        c.id === 'france-iii' ? { ...c, location: { kind: 'area' as const, area: MUNICH_AREA, city: 'munich' as never } } : c,
      ),
    };
    expect(reserveOf(seenBy(inside, 'france'), d, MAP, new Set(), DATA)!.free.has(iii)).toBe(false);
  });

  it('7.3 with six Austrian corps next to Munich III Corps is kept there: not free, no march; a guard-locked corps is never free', () => {
    const s = position({ 'france-iii': MUNICH_AREA }, 6, '479' as AreaId);
    const iii = counter(s, 'france-iii');
    const d = movementDecision([`move:${iii}:479`, `move:${iii}:325`]);
    const seen = seenBy(s, 'france');
    const r = reserveOf(seen, d, MAP, new Set(), DATA)!;
    expect(r.free.has(iii)).toBe(false);
    expect(reserveMarch(seen, d, MAP, r, never)).toBeNull();
    const calm = position({ 'france-iii': MUNICH_AREA });
    expect(reserveOf(seenBy(calm, 'france'), d, MAP, new Set([iii]), DATA)!.free.has(iii)).toBe(false);
  });

  it("7.3 a free corps' walk back to Milan is refused (nearer Milan, nearer no enemy objective); its march toward Ulm is not", () => {
    const s = position({ 'france-iii': PASS });
    const iii = counter(s, 'france-iii');
    const d = movementDecision([`move:${iii}:${MILAN_AREA}`, `move:${iii}:325`]);
    const r = reserveOf(seenBy(s, 'france'), d, MAP, new Set(), DATA)!;
    expect(r.vetoed.has(`move:${iii}:${MILAN_AREA}`)).toBe(true);
    expect(r.vetoed.has(`move:${iii}:325`)).toBe(false);
    // an enemy stack within reach of Milan keeps III Corps for it: no veto
    const threatened = position({ 'france-iii': PASS }, 4, '339' as AreaId, FAR);
    const t = reserveOf(seenBy(threatened, 'france'), d, MAP, new Set(), DATA)!;
    expect(t.vetoed.size).toBe(0);
  });

  it('7.3 played (aiAnswer): where the procedures walk a holder back to Milan, strong France sends it to the main effort; the side that wins by holding has no reserve', () => {
    let found = 0;
    for (const id of [
      'france-i',
      'france-ii',
      'france-iii',
      'france-iv',
      'france-v',
      'france-vi',
      'france-viii',
      'france-ix',
      'france-guard',
      'france-i-c',
      'france-ii-c',
    ]) {
      const s0 = position({ [id]: PASS });
      const c = s0.corps.find((x) => x.id === id);
      if (!c) continue;
      const d = movementDecision([`move:${c.counter}:${MILAN_AREA}`, `move:${c.counter}:325`]);
      const s = { ...s0, pending: [d] };
      if (aiAnswer(s, d, 'procedures', seededRng(1), DATA).answer !== `move:${c.counter}:${MILAN_AREA}`) continue;
      found++;
      const strong = aiAnswer(s, d, 'strong', seededRng(1), DATA);
      expect(strong.answer).toBe(`move:${c.counter}:325`);
      expect(strong.why?.publicText).toContain('the main effort');
    }
    expect(found).toBeGreaterThan(0);
    const s = position({});
    expect(reserveOf(seenBy(s, 'austria'), { ...movementDecision([]), power: 'austria' }, MAP, new Set(), DATA)).toBeNull();
  });

  it("8.1.3.1 December, Austria down to about 80 factors with France holding Munich: the main effort is Austria's corps next to Munich, and III Corps attacks them", () => {
    const base = position({ 'france-iii': MUNICH_AREA, 'france-v': MUNICH_AREA, 'france-vi': MUNICH_AREA });
    const dec = { ...base, date: { ...base.date, month: 12 } };
    // France sees every Austrian corps (revealed), so its count of Austria's army is exact
    const cut = austriaDownTo(dec, 80);
    const s = { ...cut, corps: cut.corps.map((c) => (c.nationality === 'austria' ? { ...c, revealedTo: ['france' as const] } : c)) };
    const austrian = s.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && c.location.city === undefined)!;
    const placed = { ...s, corps: s.corps.map((c) => (c.id === austrian.id ? { ...c, location: at('324' as AreaId) } : c)) };
    const army = placed.corps.filter((c) => c.nationality === 'austria' && c.location.kind === 'area').reduce((n, c) => n + factors(c), 0);
    expect(army).toBeGreaterThan(64);
    const seen = seenBy(placed, 'france');
    expect(armyToBreak(seen, 'france')).toBe('austria');
    RESERVE_PARTS.cities = false; // as shipped
    const [iii, v, vi] = ['france-iii', 'france-v', 'france-vi'].map((id) => counter(placed, id));
    const d = movementDecision([`move:${iii}:324`, `move:${v}:324`, `move:${vi}:324`, `move:${iii}:325`]);
    const r = reserveOf(seen, d, MAP, new Set(), DATA)!;
    expect(r.effort).toMatchObject({ area: '324', army: true });
    const m = reserveMarch(seen, d, MAP, r, never)!;
    expect(String(m.answer)).toMatch(/:324$/);
    expect(m.why?.publicText).toContain("toward Austria's corps in area 324, the main effort");
    // as shipped, a main effort on a city does nothing: the September position of the first test has no reserve
    expect(reserveOf(seenBy(position({ 'france-iii': MUNICH_AREA }), 'france'), d, MAP, new Set(), DATA)).toBeNull();
    // the whole army (September's, above the line by more than ARMY_SLACK) is no such aim
    expect(
      armyToBreak(
        seenBy(
          { ...dec, corps: dec.corps.map((c) => (c.nationality === 'austria' ? { ...c, revealedTo: ['france' as const] } : c)) },
          'france',
        ),
        'france',
      ),
    ).toBeNull();
  });
});
