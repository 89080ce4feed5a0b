import { describe, expect, it } from 'vitest';
import { assignOptionalIds, buildIndex, mergeBase, nameFromHeading } from './buildIndex';
import type { FoundRule } from './parseRuleText';

const f = (number: string, heading?: string, asterisk = false): FoundRule => ({ number, heading, asterisk, line: 1, via: 'line' });

describe('assignOptionalIds', () => {
  it('prefixes v2.71 numbers with opt:', () => {
    expect(assignOptionalIds([f('18.1.1', 'Land Combat')]).map((o) => o.id)).toEqual(['opt:18.1.1']);
  });
  it('files base-numbered items under 19.1.x as standing procedures', () => {
    const ids = assignOptionalIds([
      f('19.1', 'SOP'),
      f('19.1.2', 'Land Phase SOP'),
      f('7.5.1.1', 'Retire'),
      f('19.2', 'Replacing players'),
    ]);
    expect(ids.map((o) => o.id)).toEqual(['opt:19.1', 'opt:19.1.2', 'opt:19.1.2/7.5.1.1', 'opt:19.2']);
    expect(ids[2]?.appliesTo).toBe('7.5.1.1');
  });
  it('gives a second block under a repeated number "~2", children included', () => {
    const ids = assignOptionalIds([
      f('12.2.7', 'Nelson'),
      f('12.2.7.1'),
      f('12.2.8', 'Hulks'),
      f('12.2.7', 'The West Indies'),
      f('12.2.7.1', 'Movement'),
      f('12.3.3.2', 'Cavalry'),
    ]);
    expect(ids.map((o) => o.id)).toEqual(['opt:12.2.7', 'opt:12.2.7.1', 'opt:12.2.8', 'opt:12.2.7~2', 'opt:12.2.7.1~2', 'opt:12.3.3.2']);
  });
  it('merges a chart printed twice under the same heading', () => {
    const ids = assignOptionalIds([f('8.1.3.2.3.4', 'Charts'), f('9.1', 'x'), f('8.1.3.2.3.4', 'Charts')]);
    expect(ids.map((o) => o.id)).toEqual(['opt:8.1.3.2.3.4', 'opt:9.1']);
  });
});

describe('mergeBase', () => {
  it('keeps one entry per number, the first heading, and any asterisk', () => {
    const merged = mergeBase([f('7.2', 'DEPOTS'), f('7.1'), f('7.2', 'OTHER', true), f('7.1', 'SEQUENCE')]);
    expect(merged).toEqual([{ ...f('7.1', 'SEQUENCE') }, { ...f('7.2', 'DEPOTS', true) }]);
  });
});

describe('nameFromHeading', () => {
  it('turns a short capitalised heading into a sentence-case name', () => {
    expect(nameFromHeading('THE SUPPLY STEP')).toBe('Supply step');
    expect(nameFromHeading('STEP NINE-COMBAT RESOLUTION')).toBe('Combat resolution');
    expect(nameFromHeading('Winter')).toBe('Winter');
  });
  it('refuses headings longer than a name, and sentences', () => {
    expect(nameFromHeading('MOVING INTO CITIES-DETACHING/ABSORBING FACTORS-GARRISONS AND MORE')).toBeUndefined();
    expect(nameFromHeading('If the odds are at least 5:1')).toBeUndefined();
    expect(nameFromHeading(undefined)).toBeUndefined();
  });
});

describe('buildIndex', () => {
  const base = [
    f('7', 'THE LAND PHASE'),
    f('7.4', 'THE SUPPLY STEP'),
    f('7.4.1'),
    f('7.5.2.15', 'EXAMPLE OF FIELD COMBAT'),
    f('15', 'PLAYER NOTES'),
    f('12.3.4', 'GUARD COMMITMENT', true),
  ];
  const opt = assignOptionalIds([f('7.4', 'Supply'), f('18.1.1', 'Land Combat')]);
  const { rules, fallbackTitles, unusedNotes } = buildIndex(base, opt, {
    '7.4.1': { t: 'Living off the land', s: 'A corps that stops may forage instead of drawing on a depot.' },
    '9.9': { t: 'Not a rule' },
  });
  const byId = new Map(rules.map((r) => [r.id, r]));

  it('uses our note before the printed heading', () => {
    expect(byId.get('7.4.1')).toMatchObject({ title: 'Living off the land', parent: '7.4', section: '7', needsCode: true });
    expect(byId.get('7.4')?.title).toBe('Supply step');
  });
  it('marks examples and notes as needing no code, with a reason', () => {
    expect(byId.get('7.5.2.15')).toMatchObject({ needsCode: false });
    expect(byId.get('7.5.2.15')?.reasonNoCode).toMatch(/example/);
    expect(byId.get('15')).toMatchObject({ needsCode: false });
  });
  it('links a v2.71 entry to the base rule it amends', () => {
    expect(byId.get('opt:7.4')).toMatchObject({ source: 'v2.71', amends: '7.4', optional: true });
    expect(byId.get('opt:18.1.1')?.amends).toBeUndefined();
  });
  it('flags optional and campaign-only base rules', () => {
    expect(byId.get('12.3.4')).toMatchObject({ optional: true, campaignOnly: true });
  });
  it('lists generic titles and notes for unknown ids', () => {
    expect(fallbackTitles).toEqual([]);
    expect(unusedNotes).toEqual(['9.9']);
    const { fallbackTitles: generic, rules: r2 } = buildIndex([f('4.2'), f('4.2.1')], [], { '4.2': { t: 'War declarations' } });
    expect(generic).toEqual(['4.2.1']);
    expect(r2[1]?.title).toBe('War declarations, clause 1');
  });
});
