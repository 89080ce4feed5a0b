import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOptions, isCorrection, isOptionOffered, notBuiltOptionsOn, OPTION_GROUPS, OPTIONAL_RULE_IDS, OPTIONAL_RULES, optionalRule, optionalRuleNumbered } from './options';
import type { OptionalRuleId, OptionalRuleInfo } from './options';

const ROOT = resolve(__dirname, '../..');

function files(dir: string, ext: string): string[] {
  return (readdirSync(resolve(ROOT, dir), { recursive: true }) as string[]).filter((f) => f.endsWith(ext)).map((f) => join(dir, f));
}

/** The engine's own code: shared/ sources, tests and this model file left out. */
const SOURCES = files('shared', '.ts')
  .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('testing.ts') && f !== join('shared', 'model', 'options.ts'))
  .map((f) => ({ file: f, text: readFileSync(resolve(ROOT, f), 'utf8') }));
/** Game data naming an option (a leader's 12.3.7.3 rating changes carry `"option": "<id>"`). */
const DATA = files('assets', '.json').map((f) => ({ file: f, text: readFileSync(resolve(ROOT, f), 'utf8') }));

/** Where an option's flag is read: `rules.<id>` in engine code, or the id as an `option` in the data. */
function readers(id: string): string[] {
  const flag = new RegExp(`\\brules\\.${id}\\b`);
  const named = new RegExp(`"option":\\s*"${id}"`);
  return [...SOURCES.filter((s) => flag.test(s.text)), ...DATA.filter((d) => named.test(d.text))].map((s) => s.file);
}

describe('optional rules are honest about what the engine builds (issue 7)', () => {
  it('every option marked built or partial is read somewhere in the engine or its data', () => {
    const unread = OPTIONAL_RULES.filter((o) => o.status !== 'notBuilt' && readers(o.id).length === 0).map((o) => o.id);
    expect(unread).toEqual([]);
  });

  it('no option marked notBuilt is read as a flag: a rule that gets built must change its status', () => {
    const read = OPTIONAL_RULES.filter((o) => o.status === 'notBuilt').flatMap((o) => readers(o.id).map((f) => `${o.id} in ${f}`));
    expect(read).toEqual([]);
  });

  it('partial and notBuilt rules say in one short line what is missing; built ones say nothing', () => {
    for (const o of OPTIONAL_RULES) {
      if (o.status === 'built') expect('missing' in o, o.id).toBe(false);
      else {
        expect(o.missing.length, o.id).toBeGreaterThan(10);
        expect(o.missing.length, o.id).toBeLessThanOrEqual(120);
      }
    }
  });

  it('ids are unique, every rule has a known group, and the defaults switch every addition off', () => {
    expect(new Set(OPTIONAL_RULE_IDS).size).toBe(OPTIONAL_RULES.length);
    const groups = new Set<string>(OPTION_GROUPS.map((g) => g.id));
    for (const o of OPTIONAL_RULES) expect(groups.has(o.group), o.id).toBe(true);
    // additions off; v2.71 corrections that are built (or partly) on, so the rules play as amended
    for (const o of OPTIONAL_RULES as readonly OptionalRuleInfo[]) expect(defaultOptions().rules[o.id as OptionalRuleId], o.id).toBe(o.kind === 'correction' && o.status !== 'notBuilt');
  });

  it('12.3.7.4 Reaction moves is refused, 12.11 Militia and Landwehr (built) and 12.3.2 British training offered; opt:12.2.7~2 the West Indies (built), 12.2.2 naval raiding, 12.3.4 guard commitment and 11.1 Poland (partial) are offered', () => {
    expect(isOptionOffered('reactionMoves')).toBe(false);
    expect(isOptionOffered('militiaAndLandwehr')).toBe(true);
    expect(isOptionOffered('britishTraining')).toBe(true);
    expect(isOptionOffered('westIndies')).toBe(true);
    expect(optionalRule('westIndies').status).toBe('built');
    expect(isOptionOffered('navalRaiding')).toBe(true);
    expect(isOptionOffered('guardCommitment')).toBe(true);
    expect(isOptionOffered('poland')).toBe(true);
    expect(optionalRule('poland').status).toBe('partial');
    expect(notBuiltOptionsOn({ reactionMoves: true, militiaAndLandwehr: true, britishTraining: true, westIndies: true, navalRaiding: true, guardCommitment: true, overruns: false, poland: true }).map((o) => o.id)).toEqual(['reactionMoves']);
  });

  it('the rules index finds 12.3.4 guard commitment by its number, and nothing for a rule that is no option', () => {
    expect(optionalRuleNumbered('12.3.4')?.id).toBe('guardCommitment');
    expect(optionalRuleNumbered('7.5')).toBeUndefined();
  });
});

describe('v2.71 corrections and additions', () => {
  it('a new game plays every built v2.71 correction and no addition unless ticked', () => {
    const rules = defaultOptions().rules;
    for (const o of OPTIONAL_RULES) expect(rules[o.id], o.id).toBe(isCorrection(o) && o.status !== 'notBuilt');
  });

  it('a correction is named after the rule it amends and marked v2.71', () => {
    for (const o of OPTIONAL_RULES.filter(isCorrection)) expect(o.title, o.id).toMatch(/v2\.71/);
  });
});
