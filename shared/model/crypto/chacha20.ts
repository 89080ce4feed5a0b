/**
 * The ChaCha20 block function (RFC 8439 section 2.3) in plain TypeScript: the engine's dice
 * and counter handles are its keystream (issue 14). A cryptographic generator, so seeing any
 * number of rolls or handles tells nothing about the key or the next roll; deterministic, so a
 * game replays the same from its seed. Tested against the RFC's vectors and Node's cipher.
 */

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

function quarterRound(s: Uint32Array, a: number, b: number, c: number, d: number): void {
  s[a] = (s[a]! + s[b]!) >>> 0;
  s[d] = rotl(s[d]! ^ s[a]!, 16) >>> 0;
  s[c] = (s[c]! + s[d]!) >>> 0;
  s[b] = rotl(s[b]! ^ s[c]!, 12) >>> 0;
  s[a] = (s[a]! + s[b]!) >>> 0;
  s[d] = rotl(s[d]! ^ s[a]!, 8) >>> 0;
  s[c] = (s[c]! + s[d]!) >>> 0;
  s[b] = rotl(s[b]! ^ s[c]!, 7) >>> 0;
}

/** The key as eight little-endian words; throws unless it is 32 bytes. */
export function chachaKeyWords(key: Uint8Array): Uint32Array {
  if (key.length !== 32) throw new RangeError('a ChaCha20 key is 32 bytes');
  const view = new DataView(key.buffer, key.byteOffset, key.byteLength);
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = view.getUint32(i * 4, true);
  return words;
}

/**
 * One 64-byte keystream block as sixteen 32-bit words (little-endian, as the RFC serialises
 * them): key (8 words), block counter, nonce (3 words).
 */
export function chachaBlockWords(key: Uint32Array, counter: number, nonce: readonly [number, number, number]): Uint32Array {
  const input = new Uint32Array(16);
  // "expand 32-byte k"
  input[0] = 0x61707865;
  input[1] = 0x3320646e;
  input[2] = 0x79622d32;
  input[3] = 0x6b206574;
  input.set(key, 4);
  input[12] = counter >>> 0;
  input[13] = nonce[0] >>> 0;
  input[14] = nonce[1] >>> 0;
  input[15] = nonce[2] >>> 0;
  const s = Uint32Array.from(input);
  for (let i = 0; i < 10; i++) {
    quarterRound(s, 0, 4, 8, 12);
    quarterRound(s, 1, 5, 9, 13);
    quarterRound(s, 2, 6, 10, 14);
    quarterRound(s, 3, 7, 11, 15);
    quarterRound(s, 0, 5, 10, 15);
    quarterRound(s, 1, 6, 11, 12);
    quarterRound(s, 2, 7, 8, 13);
    quarterRound(s, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) s[i] = (s[i]! + input[i]!) >>> 0;
  return s;
}

/** The same block as 64 bytes. */
export function chachaBlock(key: Uint8Array, counter: number, nonce: Uint8Array): Uint8Array {
  if (nonce.length !== 12) throw new RangeError('a ChaCha20 nonce is 12 bytes');
  const n = new DataView(nonce.buffer, nonce.byteOffset, 12);
  const words = chachaBlockWords(chachaKeyWords(key), counter, [n.getUint32(0, true), n.getUint32(4, true), n.getUint32(8, true)]);
  const out = new Uint8Array(64);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 16; i++) view.setUint32(i * 4, words[i]!, true);
  return out;
}
