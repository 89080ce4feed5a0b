import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chachaBlock, diceCommitment, fromHex, sha256, toHex, utf8 } from './index';

const hex = (s: string) => s.replace(/\s+/g, '');

// Issue 14: the dice's own SHA-256 and ChaCha20, checked against published test vectors
// (FIPS 180-4 examples / NIST CSHS, RFC 8439) and against Node's OpenSSL implementations.
describe('SHA-256 (FIPS 180-4)', () => {
  it('gives the published digests', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(toHex(sha256(utf8('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu')))).toBe(
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    );
    expect(toHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with Node for every length around the block and padding boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const m = randomBytes(n);
      expect(toHex(sha256(m))).toBe(createHash('sha256').update(m).digest('hex'));
    }
  });
});

describe('ChaCha20 block function (RFC 8439)', () => {
  it('2.3.2: the block of the RFC key, nonce 00:00:00:09:00:00:00:4a:00:00:00:00 and counter 1', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i);
    const block = chachaBlock(key, 1, fromHex('000000090000004a00000000')!);
    expect(toHex(block)).toBe(
      hex(`10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e
           d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e`),
    );
  });

  it('A.1 test vector 1: the all-zero key, nonce and counter', () => {
    expect(toHex(chachaBlock(new Uint8Array(32), 0, new Uint8Array(12)))).toBe(
      hex(`76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7
           da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586`),
    );
  });

  it('agrees with OpenSSL\'s chacha20 keystream for random keys, nonces and counters', () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      const counter = randomBytes(4).readUInt32LE(0) >>> 4;
      // OpenSSL's IV is the 32-bit block counter (little-endian) followed by the 96-bit nonce.
      const iv = Buffer.concat([Buffer.from(Uint32Array.of(counter).buffer), nonce]);
      const stream = createCipheriv('chacha20', key, iv).update(Buffer.alloc(64));
      expect(toHex(chachaBlock(key, counter, nonce))).toBe(stream.toString('hex'));
    }
  });
});

describe('the dice commitment', () => {
  it('is SHA-256 of the seed bytes followed by the salt bytes', () => {
    const seed = randomBytes(32);
    const salt = randomBytes(16);
    expect(diceCommitment(seed.toString('hex'), salt.toString('hex'))).toBe(createHash('sha256').update(Buffer.concat([seed, salt])).digest('hex'));
    expect(diceCommitment('xyz', '00')).toBeNull();
  });
});
