// Issue 21 7.3 / 7.5 the strong AI's stacks attack together (ai/concentrate.ts): a battle of the
// side that must take cities draws in the corps that can still enter its area this step, and the
// procedures' march into an enemy-held area waits when all the corps that can get there this step
// would still be short of the side's attack margin. 1805, France against Austria around Ulm.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { aiAnswer, seenBy } from '../../shared/engine/ai';
import { concentrate } from '../../shared/engine/ai/concentrate';
import { factorsOf } from '../../shared/engine/ai/evaluate';
import { seededRng } from '../../shared/engine/auto';
import type { AreaId, Corps, DecisionValue, GameState, PendingDecision } from '../../shared/model';
import { DATA } from './landSetup';
import { counter, movementDecision } from './ai1805Setup';

const SCENARIO = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../assets/scenarios/13.2-1805-ulm-austerlitz.json'), 'utf8'),
) as object;
const ULM_AREA = '320' as AreaId;
const WEST = '319' as AreaId;
const SOUTH = '325' as AreaId;
const FAR = '338' as AreaId;
const VIENNA_AREA = '474' as AreaId;

const at = (area: AreaId): Corps['location'] => ({ kind: 'area', area });
const field = (c: Corps) => c.location.kind === 'area' && c.location.city === undefined;

/**
 * September 1805: France's field corps all far off (area 338) but those placed by `place`
 * (corps id → area); the coalition's field corps at Vienna but `austrians` of them in Ulm's area
 * (France sees each at the standard guess of 10 factors).
 */
function position(place: Record<string, AreaId>, austrians: number): GameState {
  const r = newGame({ scenario: SCENARIO as never, seed: 1, data: DATA });
  if (!r.ok) throw new Error('1805 rejected');
  const s = r.value;
  let left = austrians;
  const corps = s.corps.map((c): Corps => {
    if (place[c.id]) return { ...c, location: at(place[c.id]!) };
    if (!field(c)) return c;
    if (c.nationality === 'france') return { ...c, location: at(FAR) };
    if (c.nationality === 'austria' && left > 0) {
      left--;
      return { ...c, location: at(ULM_AREA), revealedTo: [] };
    }
    return c.nationality === 'bavaria' ? { ...c, location: at(FAR) } : { ...c, location: at(VIENNA_AREA) };
  });
  return { ...s, corps };
}

const factors = (s: GameState, id: string) => factorsOf(s.corps.find((c) => c.id === id)!);

/** The procedures as a stub: the first legal march into Ulm's area, else the first legal march, else 'end'. */
const attackFirst = (d: PendingDecision): DecisionValue => {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  return legal.find((v) => v.endsWith(`:${ULM_AREA}`)) ?? legal.find((v) => v.startsWith('move:')) ?? 'end';
};

describe('issue 21 7.5 stacks attack together (ai/concentrate.ts)', () => {
  it("7.5 a battle set at poor odds (IV Corps alone against two corps in Ulm's area) draws in the biggest corps that can still enter the area", () => {
    const s = position({ 'france-iv': ULM_AREA, 'france-iii': WEST, 'france-vi': SOUTH }, 2);
    const [iv, iii, vi] = ['france-iv', 'france-iii', 'france-vi'].map((id) => counter(s, id));
    const bigger = factors(s, 'france-iii') >= factors(s, 'france-vi') ? iii : vi;
    const d = movementDecision([`move:${iii}:${ULM_AREA}`, `move:${iii}:317`, `move:${vi}:${ULM_AREA}`, `move:${vi}:326`]);
    const c = concentrate(seenBy(s, 'france'), d, attackFirst, new Set(), DATA);
    expect(c.join?.answer).toBe(`move:${bigger}:${ULM_AREA}`);
    expect(c.join?.why?.publicText).toBe(
      `France gathers ${bigger} from area ${bigger === iii ? WEST : SOUTH} into the battle in area ${ULM_AREA}`,
    );
    expect(c.join?.why?.text).toMatch(/with it, [\d.]+ to 1 without$/);
    expect(iv).toBeTruthy();
  });

  it('7.5 no corps is drawn in when none may still enter the area (its march refused), nor into a battle already at 2 to 1', () => {
    const s = position({ 'france-iv': ULM_AREA, 'france-iii': WEST }, 2);
    const iii = counter(s, 'france-iii');
    const refused = concentrate(
      seenBy(s, 'france'),
      movementDecision([`!move:${iii}:${ULM_AREA}`, `move:${iii}:317`]),
      attackFirst,
      new Set(),
      DATA,
    );
    expect(refused.join).toBeNull();
    expect(refused.base).toBe(`move:${iii}:317`);
    // one Austrian corps (10 as France sees it) against IV Corps: at 2 to 1 or better the battle needs no one else
    const strong = position({ 'france-iv': ULM_AREA, 'france-iii': WEST }, 1);
    expect(factors(strong, 'france-iv')).toBeGreaterThanOrEqual(20);
    const enough = concentrate(
      seenBy(strong, 'france'),
      movementDecision([`move:${iii}:${ULM_AREA}`, `move:${iii}:317`]),
      attackFirst,
      new Set(),
      DATA,
    );
    expect(enough.join).toBeNull();
  });

  it("7.5 the procedures' march into the enemy waits when every corps that can get there this step is short of the margin, and goes ahead when enough can", () => {
    // III Corps alone may enter Ulm's area (VI Corps next to it has no movement left): short of 1.3 × 20
    const s = position({ 'france-iii': WEST, 'france-vi': SOUTH }, 2);
    const [iii, vi] = ['france-iii', 'france-vi'].map((id) => counter(s, id));
    expect(factors(s, 'france-iii')).toBeLessThan(26);
    const alone = concentrate(
      seenBy(s, 'france'),
      movementDecision([`move:${iii}:${ULM_AREA}`, `move:${iii}:317`, `!move:${vi}:${ULM_AREA}`]),
      attackFirst,
      new Set(),
      DATA,
    );
    expect(alone.base).toBe(`move:${iii}:317`);
    expect(alone.why?.publicText).toBe(`France holds ${iii} back from the enemy in area ${ULM_AREA}`);
    // both may enter: together they reach the margin, and the march goes ahead
    expect(factors(s, 'france-iii') + factors(s, 'france-vi')).toBeGreaterThanOrEqual(26);
    const both = concentrate(
      seenBy(s, 'france'),
      movementDecision([`move:${iii}:${ULM_AREA}`, `move:${iii}:317`, `move:${vi}:${ULM_AREA}`]),
      attackFirst,
      new Set(),
      DATA,
    );
    expect(both.base).toBe(`move:${iii}:${ULM_AREA}`);
    expect(both.why).toBeNull();
  });

  it('7.5 the strong AI answers with the join in play (aiAnswer), the procedures do not', () => {
    const s = position({ 'france-iv': ULM_AREA, 'france-iii': WEST }, 2);
    const iii = counter(s, 'france-iii');
    const d = movementDecision([`move:${iii}:${ULM_AREA}`, `move:${iii}:317`, `move:${iii}:318`]);
    const state: GameState = { ...s, pending: [d] };
    const strong = aiAnswer(state, d, 'strong', seededRng(1), DATA);
    expect(strong.answer).toBe(`move:${iii}:${ULM_AREA}`);
    expect(strong.why?.publicText).toContain('gathers');
    const procedures = aiAnswer(state, d, 'procedures', seededRng(1), DATA);
    expect(procedures.why).toBeNull();
  });
});
