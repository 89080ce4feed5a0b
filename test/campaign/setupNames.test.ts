// The 1812 and 1813 campaign setups name a major power's corps with its nation, as 1805 does, so a
// log line never leaves a reader guessing whose "I Corps" it was (player-facing names, 2.4.2 checks).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const corpsOf = (file: string): { id: string; name: string; nationality: string }[] =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../assets/scenarios/${file}`, import.meta.url)), 'utf8')).forces.corps;

describe('14.5 / 14.6 corps names', () => {
  for (const file of ['14.5-1812-campaign.json', '14.6-1813-campaign.json']) {
    it(`${file}: every corps name is unique and the numbered corps carry their nation`, () => {
      const corps = corpsOf(file);
      const names = corps.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      for (const [id, name] of [['france-i', 'French I Corps'], ['prussia-i', 'Prussian I Corps'], ['russia-i', 'Russian I Corps'], ['russia-i-c', 'Russian I Cavalry Corps'], ['austria-ii', 'Austrian II Corps'], ['france-artillery', 'French Artillery Reserve']])
        expect(corps.find((c) => c.id === id)?.name).toBe(name);
      expect(names.filter((n) => /^[IVX]+ (Cavalry )?Corps$/.test(n))).toEqual([]);
    });
  }
});
