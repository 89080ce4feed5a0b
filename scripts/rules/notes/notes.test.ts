import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesFileSchema } from '../../../shared/data/rules/schema';
import { NOTES, mergeNotes } from './index';

const ROOT = resolve(__dirname, '../../..');
const SEEDS = resolve(ROOT, '../shared/seeds');
const rules = rulesFileSchema.parse(JSON.parse(readFileSync(join(ROOT, 'assets/rules/rules.json'), 'utf8'))).rules;

describe('rule notes', () => {
  it('give every indexed rule a title of our own, and name no rule that is not indexed', () => {
    expect(rules.filter((r) => NOTES[r.id]?.t === undefined).map((r) => r.id)).toEqual([]);
    const ids = new Set(rules.map((r) => r.id));
    expect(Object.keys(NOTES).filter((id) => !ids.has(id))).toEqual([]);
  });
  it('refuse a rule written in two files', () => {
    expect(() => mergeNotes([{ '7.1': { t: 'a' } }, { '7.1': { t: 'b' } }])).toThrow(/7\.1/);
  });
});

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, "'")
    .match(/[a-z0-9']+/g) ?? [];

// Guard for "never copy the rulebook's prose": no title or summary may share a run of
// RUN words with the rule texts. Runs only where the (unshipped) texts are beside the checkout.
const RUN = 8;
describe.skipIf(!existsSync(SEEDS))('our words, not the rulebook’s', () => {
  it(`share no run of ${RUN} words with the rule texts`, () => {
    const runs = new Set<string>();
    for (const f of readdirSync(SEEDS).filter((n) => /^00[0134]_.*\.txt$/.test(n))) {
      const w = words(readFileSync(join(SEEDS, f), 'utf8'));
      for (let i = 0; i + RUN <= w.length; i++) runs.add(w.slice(i, i + RUN).join(' '));
    }
    const copied: string[] = [];
    for (const r of rules)
      for (const text of [r.title, r.summary ?? '']) {
        const w = words(text);
        for (let i = 0; i + RUN <= w.length; i++)
          if (runs.has(w.slice(i, i + RUN).join(' '))) copied.push(`${r.id}: ${w.slice(i, i + RUN).join(' ')}`);
      }
    expect(copied).toEqual([]);
  });
});
