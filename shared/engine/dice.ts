import type { DiceState } from '../model';

type Words = readonly [number, number, number, number];

/** splitmix32: spreads a numeric seed over the four words of the generator state. */
function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 (public domain, Chris Doty-Humphrey): one 32-bit output and the next state. */
function sfc32(s: Words): { value: number; next: Words } {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, next: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

function initWords(seed: number, salt: number): Words {
  const mix = splitmix32(seed ^ salt);
  let s: Words = [mix(), mix(), mix(), mix()];
  for (let i = 0; i < 12; i++) s = sfc32(s).next; // warm-up
  return s;
}

/** A fresh generator for a game seed (any integer; taken modulo 2^32). */
export function seedDice(seed: number): DiceState {
  return { seed: seed >>> 0, s: initWords(seed, 0), handles: initWords(seed, 0x5bd1e995), forced: [], rolls: 0 };
}

/**
 * One die of `sides` faces (1..sides). Forced values are used first, in order; otherwise
 * the generator is drawn with rejection so every face is exactly equally likely.
 */
export function rollDie(dice: DiceState, sides = 6): { dice: DiceState; value: number; forced: boolean } {
  const [first, ...rest] = dice.forced;
  if (first !== undefined) return { dice: { ...dice, forced: rest, rolls: dice.rolls + 1 }, value: first, forced: true };
  const limit = Math.floor(0x100000000 / sides) * sides;
  let s = dice.s;
  for (;;) {
    const r = sfc32(s);
    s = r.next;
    if (r.value < limit) return { dice: { ...dice, s, rolls: dice.rolls + 1 }, value: 1 + (r.value % sides), forced: false };
  }
}

/** Queue values to be returned by the next rolls, before the generator resumes. */
export function withForcedDice(dice: DiceState, values: readonly number[]): DiceState {
  return { ...dice, forced: [...dice.forced, ...values] };
}

const HANDLE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * 2.4.2 A public counter handle drawn from the handle stream: random letters, so the handle
 * says nothing about which corps it is or in which order counters were created.
 */
export function drawHandle(dice: DiceState, prefix: string): { dice: DiceState; handle: string } {
  let s = dice.handles;
  let handle = prefix;
  for (let i = 0; i < 6; i++) {
    const r = sfc32(s);
    s = r.next;
    handle += HANDLE_ALPHABET[r.value % HANDLE_ALPHABET.length];
  }
  return { dice: { ...dice, handles: s }, handle };
}
