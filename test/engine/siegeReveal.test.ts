// opt:7.5.4.1.3.2 / opt:7.5.4.2.1.2 (v2.71 corrections): an assault or a garrison attack reveals
// both sides' corps to the powers fighting it, as a field combat does (7.5.2.6.3), and hides
// them again after; the rule as first printed only finds the morale levels.
import { describe, expect, it } from 'vitest';
import { forceDice, newGame, viewFor } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { apply, DATA, decisionOf, landScenario, reach, siegeOrder } from './landSetup';
import { commandFor } from '../../shared/engine';

type Row = Record<string, unknown>;

/**
 * France's I Corps (12 infantry) besieges Vienna, where Austria's I Corps (6 infantry) stands
 * inside with 10 garrison infantry; `rules` switches options.
 */
function vienna(rules: Record<string, boolean> = {}, french: Row = { infantry: 12 }): GameState {
  const sc = landScenario((x) => {
    const cs = x.forces.corps as Row[];
    cs[0] = { ...cs[0], area: '474', factors: french };
    cs[3] = { ...cs[3], area: '474', city: 'vienna' };
    x.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { infantry: 10 } }];
    x.forces.depots = [
      { owner: 'france', area: '326' },
      { owner: 'france', area: '474' },
    ];
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const counter = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.counter;
/** What `viewer`'s seat shows of the corps with scenario id `id` (null: a face-down counter). */
const seen = (s: GameState, viewer: MajorPower, id: string) => viewFor(s, viewer).corps.find((c) => c.counter === counter(s, id))!.identity;
/** The other powers' corps `viewer`'s log shows revealed to it since `from`. */
const revealedIn = (s: GameState, viewer: MajorPower, from: number) =>
  viewFor(s, viewer, { logFrom: from }).log.filter(
    (e): e is Extract<GameEvent, { type: 'corpsRevealed' }> => e.type === 'corpsRevealed' && e.owner !== viewer,
  );

/** Plays the siege combat on (each owner losing its first listed factor) until it is over; `peek` sees every pause. */
function fightOut(s: GameState, peek: (s: GameState) => void = () => {}): GameState {
  for (let i = 0; i < 40 && (s.turn.siegeCombats ?? []).length > 0; i++) {
    peek(s);
    const d = s.pending[0]!;
    s = apply(s, commandFor(d, d.options.find((o) => o.verdict.ok)!.value));
  }
  return s;
}

describe('opt:7.5.4.2.1.2 (v2.71) a garrison attack reveals both forces', () => {
  const atAustria = (rules: Record<string, boolean> = {}) => {
    const s = reach(vienna(rules), 'france', 'land/siege').s;
    return reach(siegeOrder(s, 'france', 'end'), 'austria', 'land/siege').s;
  };

  it("opt:7.5.4.2.1.2 on by default: hidden before the attack, France sees Austria's I Corps (and Austria France's) while it is fought, hidden again after; Russia never", () => {
    const s = atAustria();
    expect(seen(s, 'france', 'au-1')).toBeNull();
    expect(seen(s, 'austria', 'fr-1')).toBeNull();
    const from = s.log.length;
    // dice alternate Austria (attacking) and France: an undecided day, both sides losing factors of one kind
    let paused = 0;
    const started = apply(forceDice(s, [3, 3, 3, 3, 3, 3]), commandFor(decisionOf(s, 'austria', 'land/siege')!, 'sally:474:vienna'));
    const after = fightOut(started, (x) => {
      paused++;
      expect(seen(x, 'france', 'au-1')).toMatchObject({ id: 'au-1', name: 'I Corps', factors: expect.any(Object) });
      expect(seen(x, 'austria', 'fr-1')).toMatchObject({ id: 'fr-1' });
      expect(seen(x, 'russia', 'au-1')).toBeNull();
    });
    expect(after.log.some((e) => e.type === 'siegeCombatFought' && e.kind === 'garrisonAttack')).toBe(true);
    // the combat paused for losses to be chosen (infantry or the corps' factors), and France saw the corps then
    expect(paused).toBeGreaterThan(0);
    expect(revealedIn(after, 'france', from)).toEqual([
      expect.objectContaining({ counter: counter(after, 'au-1'), owner: 'austria', name: 'I Corps', rule: 'opt:7.5.4.2.1.2' }),
    ]);
    expect(revealedIn(after, 'austria', from)).toEqual([
      expect.objectContaining({ counter: counter(after, 'fr-1'), owner: 'france', rule: 'opt:7.5.4.2.1.2' }),
    ]);
    expect(revealedIn(after, 'russia', from)).toEqual([]);
    expect(seen(after, 'france', 'au-1')).toBeNull();
  });

  it('opt:7.5.4.2.1.2 switched off (7.5.4.2.1.2 as printed): morale levels are found the same way, but no corps is revealed', () => {
    const on = atAustria();
    const off = atAustria({ sallyForcesRevealed: false });
    const play = (s: GameState) =>
      fightOut(apply(forceDice(s, [3, 3, 3, 3, 3, 3]), commandFor(decisionOf(s, 'austria', 'land/siege')!, 'sally:474:vienna')));
    const a = play(on);
    const b = play(off);
    const fought = (s: GameState) =>
      s.log.find((e): e is Extract<GameEvent, { type: 'siegeCombatFought' }> => e.type === 'siegeCombatFought')!;
    expect(fought(b).morale).toEqual(fought(a).morale);
    expect(b.log.slice(off.log.length).some((e) => e.type === 'corpsRevealed')).toBe(false);
    expect(revealedIn(b, 'france', off.log.length)).toEqual([]);
  });
});

describe('opt:7.5.4.1.3.2 (v2.71) an assault combat reveals both forces', () => {
  /** France rolls a breach (6) on Vienna and Austria chooses to fight the assault. */
  const atBreach = (rules: Record<string, boolean> = {}) => {
    const s = reach(vienna(rules), 'france', 'land/siege').s;
    const breached = siegeOrder(s, 'france', 'assault:474:vienna', [6]);
    const d = decisionOf(breached, 'austria', 'land/siege')!;
    expect(d.options.map((o) => o.value)).toContain('fight:474:vienna:france');
    return breached;
  };

  it("opt:7.5.4.1.3.2 on by default: the breach shows nothing; the assault shows each side the other's corps, hidden again after", () => {
    const s = atBreach();
    expect(seen(s, 'france', 'au-1')).toBeNull();
    expect(revealedIn(s, 'france', 0).filter((e) => e.counter === counter(s, 'au-1'))).toEqual([]);
    const from = s.log.length;
    let paused = 0;
    const after = fightOut(siegeOrder(s, 'austria', 'fight:474:vienna:france', [3, 3, 3, 3, 3, 3]), (x) => {
      paused++;
      expect(seen(x, 'france', 'au-1')).toMatchObject({ id: 'au-1' });
    });
    expect(paused).toBeGreaterThan(0);
    expect(after.log.some((e) => e.type === 'siegeCombatFought' && e.kind === 'assault')).toBe(true);
    expect(revealedIn(after, 'france', from)).toEqual([
      expect.objectContaining({ counter: counter(after, 'au-1'), rule: 'opt:7.5.4.1.3.2' }),
    ]);
    expect(revealedIn(after, 'austria', from)).toEqual([
      expect.objectContaining({ counter: counter(after, 'fr-1'), rule: 'opt:7.5.4.1.3.2' }),
    ]);
    expect(revealedIn(after, 'russia', from)).toEqual([]);
    const au = after.corps.find((c) => c.id === 'au-1');
    if (au) expect(seen(after, 'france', 'au-1')).toBeNull();
  });

  it('opt:7.5.4.1.3.2 switched off: the assault is fought with no corps revealed', () => {
    const s = atBreach({ assaultForcesRevealed: false });
    const after = fightOut(siegeOrder(s, 'austria', 'fight:474:vienna:france', [3, 3, 3, 3, 3, 3]), (x) => {
      expect(seen(x, 'france', 'au-1')).toBeNull();
    });
    expect(after.log.some((e) => e.type === 'siegeCombatFought' && e.kind === 'assault')).toBe(true);
    expect(after.log.slice(s.log.length).some((e) => e.type === 'corpsRevealed')).toBe(false);
  });
});
