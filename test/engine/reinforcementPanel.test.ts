import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA, counterOf, decisionOf, newLandGame, order as landOrder, reach } from './landSetup';

// The reinforcement placement panel's orders (issue 15): fill:<pool>:<counter> places as many
// factors of a pool entry into one corps as the rules allow, in one command; unplace takes a
// factor placed this step back. France's corps in 326 is given the VII Corps counter, whose
// printed boxes (assets/forces/corps.json, 2.4.2.1) hold 15 infantry-or-militia and 2 cavalry.

const order = (s: GameState, value: string) => landOrder(s, 'france', 'reinforcement/army', value);
const tryOrder = (s: GameState, value: string) => applyCommand(s, commandFor(decisionOf(s, 'france', 'reinforcement/army')!, value), DATA);
const option = (s: GameState, value: string) => decisionOf(s, 'france', 'reinforcement/army')!.options.find((o) => o.value === value);
const vii = (s: GameState) => s.corps.find((c) => c.id === 'france-vii')!;
const pool = (s: GameState) => s.turn.reinforcementPool!.find((p) => p.power === 'france')!.factors;

function setup(factors: Record<string, number> = { infantry: 4, militia: 2, cavalry: 3 }) {
  return reach(newLandGame((sc) => {
    const corps = sc.forces.corps as Record<string, unknown>[];
    // the printed counter's id (2.4.2.1 boxes are found by it); leaders with the corps follow it
    corps[0] = { ...corps[0], id: 'france-vii', name: 'VII', factors: { infantry: 13, cavalry: 1 } };
    for (const l of (sc.forces.leaders ?? []) as Record<string, unknown>[]) if (l.with === 'fr-1') l.with = 'france-vii';
    sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'france', area: '326', factors }];
  }), 'france', 'reinforcement/army').s;
}

describe('5.2.2 "fill corps": as many factors as the rules allow, in one order', () => {
  it('5.2.2 / 2.4.2.1 filling VII Corps (13 infantry, 1 cavalry) takes 1 cavalry and 2 infantry: its boxes hold 2 cavalry and 15 infantry or militia', () => {
    const s = setup();
    const k = counterOf(s, 'france-vii');
    expect(option(s, `fill:0:${k}`)!.verdict).toEqual({ ok: true });
    const after = order(s, `fill:0:${k}`);
    expect(vii(after).factors).toEqual({ infantry: 15, cavalry: 2 });
    expect(pool(after)).toEqual({ infantry: 2, militia: 2, cavalry: 2 });
    const gained = after.log.slice(s.log.length).filter((e) => e.type === 'factorsChanged');
    expect(gained.map((e) => (e.type === 'factorsChanged' ? [e.delta, e.rule, Object.keys(e.factors ?? {})[0]] : null))).toEqual([
      [1, '5.2.2', 'cavalry'],
      [1, '5.2.2', 'infantry'],
      [1, '5.2.2', 'infantry'],
    ]);
    // one decision stays open; the corps is now full, so filling it again is refused with the box rule
    expect(after.pending.filter((d) => d.power === 'france')).toHaveLength(1);
    expect(option(after, `fill:0:${k}`)!.verdict).toMatchObject({ ok: false, code: 'capacity', rule: '2.4.2.1' });
    expect(tryOrder(after, `fill:0:${k}`)).toMatchObject({ ok: false, error: { code: 'capacity' } });
  });

  it('5.2.2 militia fill the infantry box only when no regular infantry is left in the pool', () => {
    const s = setup({ militia: 3 });
    const after = order(s, `fill:0:${counterOf(s, 'france-vii')}`);
    expect(vii(after).factors).toEqual({ infantry: 13, militia: 2, cavalry: 1 });
    expect(pool(after)).toEqual({ militia: 1 });
  });

  it('5.2.2 factors join only corps where the reinforcements arrive: no fill order for a corps elsewhere', () => {
    const s = setup();
    expect(option(s, `fill:0:${counterOf(s, 'fr-2')}`)).toBeUndefined();
    expect(tryOrder(s, `fill:0:${counterOf(s, 'fr-2')}`)).toMatchObject({ ok: false, error: { code: 'illegalOption' } });
  });

  it('5.2 "end" stays the first option and the standing procedures never pick the panel orders first', () => {
    const d = decisionOf(setup(), 'france', 'reinforcement/army')!;
    expect(d.options[0]!.value).toBe('end');
    const firstPanel = d.options.findIndex((o) => /^(fill|unplace):/.test(String(o.value)));
    const values = d.options.map((o) => String(o.value));
    const lastStep = values.length - 1 - [...values].reverse().findIndex((v) => !/^(fill|unplace):/.test(v));
    expect(firstPanel).toBeGreaterThan(lastStep);
  });
});

describe('5.2.2 taking back a factor placed this step', () => {
  it('5.2.2 a factor placed into a corps goes back to the pool until the step ends', () => {
    let s = setup();
    const k = counterOf(s, 'france-vii');
    s = order(s, `factor:0:infantry:${k}`);
    expect(vii(s).factors.infantry).toBe(14);
    expect(option(s, `unplace:0:infantry:${k}`)!.verdict).toEqual({ ok: true });
    const back = order(s, `unplace:0:infantry:${k}`);
    expect(vii(back).factors.infantry).toBe(13);
    expect(pool(back)).toEqual({ infantry: 4, militia: 2, cavalry: 3 });
    expect(back.log.at(-1)).toMatchObject({ type: 'factorsChanged', delta: -1, rule: '5.2.2', reason: 'placement taken back' });
    // nothing placed is left to take back
    expect(option(back, `unplace:0:infantry:${k}`)).toBeUndefined();
    expect(tryOrder(back, `unplace:0:infantry:${k}`)).toMatchObject({ ok: false });
  });

  it('5.2.2 the corps\' own factors, and factors placed before the step ended, cannot be taken back', () => {
    let s = setup();
    const k = counterOf(s, 'france-vii');
    expect(tryOrder(s, `unplace:0:cavalry:${k}`)).toMatchObject({ ok: false, error: { code: 'illegalOption' } });
    s = order(s, `fill:0:${k}`);
    expect(option(s, `unplace:0:cavalry:${k}`)!.verdict).toEqual({ ok: true });
    s = order(s, 'end');
    expect(s.turn.reinforcementPlaced ?? []).toEqual([]);
  });

  it('2.4.2 what went into which corps stays France\'s secret: other seats do not see the placement record', () => {
    const s = order(setup(), `factor:0:infantry:${counterOf(setup(), 'france-vii')}`);
    expect(viewFor(s, 'france').turn.reinforcementPlaced).toHaveLength(1);
    expect(viewFor(s, 'austria').turn.reinforcementPlaced).toEqual([]);
    expect(viewFor(s, 'spectator').turn.reinforcementPlaced).toEqual([]);
  });
});
