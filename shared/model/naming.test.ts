import { describe, expect, it } from 'vitest';
import { hiddenCorpsName, ID_PATTERNS, nameText, type TextNames } from './naming';

const names: TextNames = {
  counter: (h) => ({ k5pv7gc: 'I Corps', kfbx2qu: 'Austrian corps (hidden)' })[h],
  area: (a) => ({ '320': 'Ulm (area 320)', '321': 'Bavaria (area 321)', '742': 'Bay of Biscay (sea area 742)' })[a],
  slug: (s) => ({ ulm: 'Ulm', mortier: 'Mortier', victor: 'Victor', 'old-castille': 'Old Castille' })[s],
};

describe('issue 15 nameText: ids in engine text become names', () => {
  it('names handles, areas after "area" or a preposition, routes, and slugs of places and leaders', () => {
    expect(nameText('k5pv7gc to 320', names)).toBe('I Corps to Ulm (area 320)');
    expect(nameText('kfbx2qu in area 321', names)).toBe('Austrian corps (hidden) in Bavaria (area 321)');
    expect(nameText('Retreat to 320 → 321', names)).toBe('Retreat to Ulm (area 320) → Bavaria (area 321)');
    expect(nameText('Place leader mortier with k5pv7gc', names)).toBe('Place leader Mortier with I Corps');
    expect(nameText('guerillas in old-castille', names)).toBe('guerillas in Old Castille');
    expect(nameText('a fleet in sea area 742', names)).toBe('a fleet in Bay of Biscay (sea area 742)');
    expect(nameText('assault round 1, france', names)).toBe('assault round 1, France');
  });
  it('is idempotent: a named sentence stays as it is', () => {
    for (const t of ['I Corps to Ulm (area 320)', 'a fleet in Bay of Biscay (sea area 742)', 'Retreat to Ulm (area 320) → Bavaria (area 321)']) expect(nameText(t, names)).toBe(t);
  });
  it('leaves English words that are also leader ids alone unless the sentence shows a leader', () => {
    expect(nameText('the victor pursues', names)).toBe('the victor pursues');
    expect(nameText('Place leader victor with k5pv7gc', names)).toBe('Place leader Victor with I Corps');
    expect(nameText('victor strategic', names)).toBe('Victor strategic');
  });
  it('keeps numbers that are not areas: dates, dice, money', () => {
    expect(nameText('in 1805, die 4 against 320 men', names)).toBe('in 1805, die 4 against 320 men');
  });
  it('2.4.2 a hidden corps is named by its nationality only', () => {
    expect(hiddenCorpsName('austria')).toBe('Austrian corps (hidden)');
    expect(hiddenCorpsName('bavaria', 'Bavaria')).toBe("Bavaria's corps (hidden)");
  });
  it('the id patterns catch the ids issue 15 reported and pass named text', () => {
    const hits = (t: string) => ID_PATTERNS.filter((p) => p.pattern.test(t)).map((p) => p.name);
    expect(hits('xuszjz7 to 780')).toEqual(['counter handle', 'area number after a preposition']);
    expect(hits('move:k5pv7gc:325')).toContain('option value');
    expect(hits('Counter kfbx2qu moved from area 326')).toEqual(['counter handle', 'bare area number']);
    expect(hits('I Corps moved from Munich (area 326) to Ulm (area 320): die 4, round 1: 2 lost')).toEqual([]);
  });
});
