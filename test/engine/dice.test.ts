import { describe, expect, it } from 'vitest';
import { forceDice, redactEvent, rollDie, seedDice } from '../../shared/engine';
import { beginTx, commit, freshCounter, roll } from '../../shared/engine/tx';
import { NO_MAP_DATA } from '../../shared/engine/gameData';
import type { DiceState, LegacyDiceState } from '../../shared/model';
import { start } from './helpers';

function rolls(dice: DiceState, n: number, sides = 6): { dice: DiceState; values: number[] } {
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = rollDie(dice, sides);
    dice = r.dice;
    values.push(r.value);
  }
  return { dice, values };
}

describe('seeded dice', () => {
  it('the same seed gives the same rolls; another seed gives others', () => {
    expect(rolls(seedDice(42), 50).values).toEqual(rolls(seedDice(42), 50).values);
    expect(rolls(seedDice(42), 50).values).not.toEqual(rolls(seedDice(43), 50).values);
  });

  it('every face of a d6 comes up about equally often', () => {
    const { values } = rolls(seedDice(2026), 60_000);
    const counts = [1, 2, 3, 4, 5, 6].map((f) => values.filter((v) => v === f).length);
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(6);
  });

  it('forced values come first, in order, then the generator resumes where it was', () => {
    const plain = rolls(seedDice(9), 3).values;
    const forced = rolls({ ...seedDice(9), forced: [6, 1] }, 5);
    expect(forced.values).toEqual([6, 1, ...plain]);
    expect(forced.dice.rolls).toBe(5);
    expect(forced.dice.forced).toEqual([]);
  });

  it('a state survives JSON and rolls on identically', () => {
    const mid = rolls(seedDice(77), 10).dice;
    const copy = JSON.parse(JSON.stringify(mid)) as DiceState;
    expect(rolls(copy, 20).values).toEqual(rolls(mid, 20).values);
  });

  it('forceDice through the API: the next rule roll uses it and is an event; the forcing is hidden', () => {
    const s = forceDice(start(), [4]);
    expect(s.dice.forced).toEqual([4]);
    expect(s.log.at(-1)).toEqual({ type: 'diceForced', values: [4] });
    expect(redactEvent(s.log.at(-1)!, 'france')).toBeNull();
    expect(redactEvent(s.log.at(-1)!, 'spectator')).toBeNull();
    const tx = beginTx(s, NO_MAP_DATA);
    expect(roll(tx, '4.3', 'call to allies order')).toBe(4);
    const second = roll(tx, '4.3', 'call to allies order');
    const after = commit(tx);
    expect(after.log.slice(-2)).toEqual([
      { type: 'diceRolled', rule: '4.3', purpose: 'call to allies order', sides: 6, value: 4, forced: true },
      { type: 'diceRolled', rule: '4.3', purpose: 'call to allies order', sides: 6, value: second, forced: false },
    ]);
    expect(s.log.length).toBe(after.log.length - 2); // the input state is untouched
    expect(() => forceDice(s, [0])).toThrow(RangeError);
  });
});

describe('counter handles during play', () => {
  it('2.4.2 fresh handles are unused, random and leave the dice untouched', () => {
    const s = start();
    const tx = beginTx(s, NO_MAP_DATA);
    const handles = Array.from({ length: 50 }, () => freshCounter(tx, 'k'));
    expect(new Set(handles).size).toBe(50);
    for (const h of handles) {
      expect(h).toMatch(/^k[a-z2-9]{6}$/);
      expect(s.corps.map((c) => c.counter)).not.toContain(h);
    }
    const [after, before] = [tx.state.dice as LegacyDiceState, s.dice as LegacyDiceState];
    expect(after.s).toEqual(before.s);
    expect(rollDie(tx.state.dice).value).toBe(rollDie(s.dice).value);
    expect(after.handles).not.toEqual(before.handles);
  });
});
