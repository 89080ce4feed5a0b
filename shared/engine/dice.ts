import {
  chachaBlockWords, chachaKeyWords, concatBytes, diceCommitment, fromHex, sha256, utf8,
  type CryptoDiceState, type DiceState, type LegacyDiceState,
} from '../model';

// ---- legacy: numeric seed, sfc32 (saves from before issue 14, engine tests) --------------

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

/**
 * The pre-issue-14 generator for a numeric seed (taken modulo 2^32). Kept so old saves replay
 * and engine tests keep their seeds; the host never starts a game with it.
 */
export function seedDice(seed: number): LegacyDiceState {
  return { seed: seed >>> 0, s: initWords(seed, 0), handles: initWords(seed, 0x5bd1e995), forced: [], rolls: 0 };
}

// ---- issue 14: a secret seed of 128+ bits, ChaCha20 keystreams -------------------------

/** Seed and salt (hexadecimal) for `seedCryptoDice`; the host draws both from `randomBytes`. */
export interface DiceSeed {
  readonly seed: string;
  readonly salt: string;
}

/** Why a seed cannot start the crypto dice, or null: at least 128 bits, hexadecimal. */
export function diceSeedProblem(s: DiceSeed): string | null {
  if (!/^[0-9a-f]*$/.test(s.seed) || s.seed.length % 2 !== 0 || s.seed.length < 32 || s.seed.length > 128) return 'the seed must be 16 to 64 bytes in lower-case hexadecimal';
  if (!/^[0-9a-f]*$/.test(s.salt) || s.salt.length % 2 !== 0 || s.salt.length < 32 || s.salt.length > 128) return 'the salt must be 16 to 64 bytes in lower-case hexadecimal';
  return null;
}

/** Issue 14 Fresh crypto dice for a seed and salt (checked with `diceSeedProblem` first). */
export function seedCryptoDice(s: DiceSeed): CryptoDiceState {
  return { kind: 'chacha20', seed: s.seed, salt: s.salt, commitment: diceCommitment(s.seed, s.salt)!, drawn: 0, handlesDrawn: 0, forced: [], rolls: 0 };
}

/** Labels that separate the two keys derived from one seed. */
const DICE_LABEL = 'eia/dice/v1';
const HANDLE_LABEL = 'eia/handles/v1';
const SERIAL_LABEL = 'eia/serials/v1';

/** The stream key for `label` from a seed: SHA-256(label ‖ 0 ‖ seed). */
export function streamKey(seedHex: string, label: 'dice' | 'handles' | 'serials'): Uint8Array {
  return sha256(
    concatBytes(
      utf8(label === 'dice' ? DICE_LABEL : label === 'handles' ? HANDLE_LABEL : SERIAL_LABEL),
      new Uint8Array([0]),
      fromHex(seedHex)!,
    ),
  );
}

// Derived keys are a pure function of the seed; the last few are kept so a roll does not hash.
const keyCache = new Map<string, Uint32Array>();
function keyWords(seedHex: string, label: 'dice' | 'handles' | 'serials'): Uint32Array {
  const id = `${label}:${seedHex}`;
  let words = keyCache.get(id);
  if (!words) {
    words = chachaKeyWords(streamKey(seedHex, label));
    if (keyCache.size >= 16) keyCache.delete(keyCache.keys().next().value!);
    keyCache.set(id, words);
  }
  return words;
}

/** Word `index` of a stream: block index / 16 of ChaCha20 under the stream's key, nonce zero. */
export function streamWord(seedHex: string, label: 'dice' | 'handles' | 'serials', index: number): number {
  return chachaBlockWords(keyWords(seedHex, label), Math.floor(index / 16), [0, 0, 0])[index % 16]!;
}

// ---- both kinds ------------------------------------------------------------------------

/**
 * One die of `sides` faces (1..sides). Forced values are used first, in order; otherwise
 * the generator is drawn with rejection so every face is exactly equally likely.
 */
export function rollDie(dice: DiceState, sides = 6): { dice: DiceState; value: number; forced: boolean } {
  const [first, ...rest] = dice.forced;
  if (first !== undefined) return { dice: { ...dice, forced: rest, rolls: dice.rolls + 1 }, value: first, forced: true };
  const limit = Math.floor(0x100000000 / sides) * sides;
  if (dice.kind === 'chacha20') {
    let drawn = dice.drawn;
    for (;;) {
      const word = streamWord(dice.seed, 'dice', drawn++);
      if (word < limit) return { dice: { ...dice, drawn, rolls: dice.rolls + 1 }, value: 1 + (word % sides), forced: false };
    }
  }
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
 * 2.4.2 The opaque form of the game's serial `n` (decision and group ids, other records' ids):
 * 64 bits of a keystream of its own, so an id says neither how many decisions came before it
 * nor anything of the dice. `slot` (0-3) keeps the kinds of ids apart. Crypto dice only.
 */
export function serialTag(seedHex: string, n: number, slot: number): string {
  const hex = (w: number) => w.toString(16).padStart(8, '0');
  return hex(streamWord(seedHex, 'serials', n * 8 + slot * 2)) + hex(streamWord(seedHex, 'serials', n * 8 + slot * 2 + 1));
}

/**
 * 2.4.2 A public counter handle drawn from the handle stream: random letters, so the handle
 * says nothing about which corps it is or in which order counters were created. With crypto
 * dice the stream has its own key, so handles say nothing about the dice either.
 */
export function drawHandle(dice: DiceState, prefix: string): { dice: DiceState; handle: string } {
  let handle = prefix;
  if (dice.kind === 'chacha20') {
    // 32 letters divide 2^32, so one word per letter is unbiased.
    for (let i = 0; i < 6; i++) handle += HANDLE_ALPHABET[streamWord(dice.seed, 'handles', dice.handlesDrawn + i) % HANDLE_ALPHABET.length];
    return { dice: { ...dice, handlesDrawn: dice.handlesDrawn + 6 }, handle };
  }
  let s = dice.handles;
  for (let i = 0; i < 6; i++) {
    const r = sfc32(s);
    s = r.next;
    handle += HANDLE_ALPHABET[r.value % HANDLE_ALPHABET.length];
  }
  return { dice: { ...dice, handles: s }, handle };
}
