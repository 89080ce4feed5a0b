import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newGame, rollDie, seedCryptoDice, seedDice, viewFor } from '../../shared/engine';
import { drawHandle } from '../../shared/engine/dice';
import { MAJOR_POWERS, type DiceState } from '../../shared/model';
import { smallCampaign } from './helpers';

// Issue 14: new games roll from ChaCha20 keyed by SHA-256 of a secret seed; counter handles
// come from a second key, so neither tells anything about the seed or the next roll. The old
// generator stays for the saves written with it.

/** The expected keystream words, computed with Node's OpenSSL rather than the engine's code. */
function opensslWords(seed: Buffer, label: string, count: number): number[] {
  const key = createHash('sha256').update(Buffer.concat([Buffer.from(label, 'utf8'), Buffer.from([0]), seed])).digest();
  const bytes = createCipheriv('chacha20', key, Buffer.alloc(16)).update(Buffer.alloc(count * 4));
  return Array.from({ length: count }, (_, i) => bytes.readUInt32LE(i * 4));
}

function roll(dice: DiceState, n: number, sides = 6): { dice: DiceState; values: number[] } {
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = rollDie(dice, sides);
    dice = r.dice;
    values.push(r.value);
  }
  return { dice, values };
}

const fresh = () => ({ seed: randomBytes(32).toString('hex'), salt: randomBytes(16).toString('hex') });

describe('crypto dice (issue 14)', () => {
  it('each d6 is the next word of ChaCha20 under SHA-256("eia/dice/v1" 0 seed), words ≥ 4294967292 skipped', () => {
    const s = fresh();
    const words = opensslWords(Buffer.from(s.seed, 'hex'), 'eia/dice/v1', 400);
    const expected: number[] = [];
    const limit = Math.floor(2 ** 32 / 6) * 6;
    for (const w of words) if (w < limit && expected.length < 300) expected.push(1 + (w % 6));
    const got = roll(seedCryptoDice(s), 300);
    expect(got.values).toEqual(expected);
    expect(got.dice.kind === 'chacha20' && got.dice.drawn).toBeGreaterThanOrEqual(300);
  });

  it('handles come from the other key: letters of ChaCha20 under SHA-256("eia/handles/v1" 0 seed), and drawing them leaves the dice alone', () => {
    const s = fresh();
    const words = opensslWords(Buffer.from(s.seed, 'hex'), 'eia/handles/v1', 12);
    const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
    const first = drawHandle(seedCryptoDice(s), 'k');
    const second = drawHandle(first.dice, 'x');
    expect(first.handle).toBe(`k${words.slice(0, 6).map((w) => alphabet[w % 32]).join('')}`);
    expect(second.handle).toBe(`x${words.slice(6, 12).map((w) => alphabet[w % 32]).join('')}`);
    expect(roll(second.dice, 20).values).toEqual(roll(seedCryptoDice(s), 20).values);
  });

  it('every face of a d6 and of a d10 comes up about equally often; forced values still come first', () => {
    const { values } = roll(seedCryptoDice(fresh()), 60_000);
    for (const f of [1, 2, 3, 4, 5, 6]) expect(Math.abs(values.filter((v) => v === f).length - 10_000)).toBeLessThan(400);
    const d10 = roll(seedCryptoDice(fresh()), 20_000, 10).values;
    for (let f = 1; f <= 10; f++) expect(Math.abs(d10.filter((v) => v === f).length - 2_000)).toBeLessThan(200);
    const s = fresh();
    expect(roll({ ...seedCryptoDice(s), forced: [6, 6] }, 5).values).toEqual([6, 6, ...roll(seedCryptoDice(s), 3).values]);
  });

  it('a state survives JSON and rolls on identically', () => {
    const mid = roll(seedCryptoDice(fresh()), 17).dice;
    expect(roll(JSON.parse(JSON.stringify(mid)) as DiceState, 30).values).toEqual(roll(mid, 30).values);
  });

  it('a new game with a seed and salt publishes SHA-256(seed ‖ salt); seed and salt reach views only when the game is over', () => {
    const s = fresh();
    const r = newGame({ scenario: smallCampaign(), seed: s });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const commitment = createHash('sha256').update(Buffer.concat([Buffer.from(s.seed, 'hex'), Buffer.from(s.salt, 'hex')])).digest('hex');
    expect(r.value.dice).toMatchObject({ kind: 'chacha20', commitment });
    for (const v of [...MAJOR_POWERS, 'spectator' as const]) {
      const view = viewFor(r.value, v);
      expect(view.diceCommitment).toEqual({ kind: 'chacha20', commitment, reveal: null });
      const text = JSON.stringify(view);
      expect(text).not.toContain(s.seed);
      expect(text).not.toContain(s.salt);
    }
    const over = { ...r.value, over: { reason: 'test', winner: null } } as unknown as typeof r.value;
    expect(viewFor(over, 'austria').diceCommitment).toEqual({ kind: 'chacha20', commitment, reveal: s });
  });

  it('refuses a seed shorter than 128 bits or not hexadecimal', () => {
    const short = newGame({ scenario: smallCampaign(), seed: { seed: 'ab'.repeat(15), salt: 'cd'.repeat(16) } });
    expect(short.ok === false && short.errors[0]).toMatchObject({ path: 'seed', code: 'badSeed' });
    const notHex = newGame({ scenario: smallCampaign(), seed: { seed: 'zz'.repeat(16), salt: 'cd'.repeat(16) } });
    expect(notHex.ok).toBe(false);
  });
});

describe('legacy dice (saves from before issue 14)', () => {
  // Pinned from the generator as it was before the change (commit ec97fd2), so saves written
  // with it keep replaying to their recorded hashes.
  it('seed 1805 rolls and draws handles exactly as before', () => {
    expect(seedDice(1805).s).toEqual([1893901562, 2803148433, 2051944837, 2362233652]);
    expect(roll(seedDice(1805), 20).values).toEqual([6, 3, 5, 2, 1, 2, 1, 4, 1, 2, 5, 6, 3, 5, 2, 3, 3, 2, 3, 5]);
    expect(roll(seedDice(42), 10, 10).values).toEqual([10, 3, 1, 1, 1, 5, 10, 3, 10, 10]);
    let d: DiceState = seedDice(1805);
    const handles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const h = drawHandle(d, 'k');
      d = h.dice;
      handles.push(h.handle);
    }
    expect(handles).toEqual(['kfvpgcn', 'kfugqqx', 'kphshag']);
    // no kind field: the state hashes as it did
    expect(Object.keys(seedDice(1805)).sort()).toEqual(['forced', 'handles', 'rolls', 's', 'seed']);
  });

  it('a numeric seed still starts a legacy game, whose view says so', () => {
    const r = newGame({ scenario: smallCampaign(), seed: 7 });
    if (!r.ok) throw new Error('fixture');
    expect(r.value.dice.kind).toBeUndefined();
    expect(viewFor(r.value, 'france').diceCommitment).toEqual({ kind: 'legacy' });
  });
});
