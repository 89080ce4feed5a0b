import { concatBytes, fromHex, sha256, toHex } from './sha256';

/** Bytes of a new game's dice seed (256 bits, drawn by the host from a cryptographic source). */
export const DICE_SEED_BYTES = 32;
/** Bytes of the salt hashed with the seed into the commitment. */
export const DICE_SALT_BYTES = 16;

/**
 * Issue 14 The dice commitment published when a game starts: SHA-256 of the seed's bytes
 * followed by the salt's bytes, in hexadecimal. At the end the seed and salt are revealed and
 * anyone can recompute it (`printf %s SEEDSALT | xxd -r -p | sha256sum`); null when either is
 * not hexadecimal.
 */
export function diceCommitment(seedHex: string, saltHex: string): string | null {
  const seed = fromHex(seedHex);
  const salt = fromHex(saltHex);
  if (!seed || !salt) return null;
  return toHex(sha256(concatBytes(seed, salt)));
}
