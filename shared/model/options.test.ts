import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOptions, isCorrection, isOptionOffered, notBuiltOptionsOn, notBuiltRefusals, OPTION_GROUPS, OPTIONAL_RULE_IDS, OPTIONAL_RULES, optionalRule, optionalRuleNumbered } from './options';
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
/** The catalogue read as plain entries (every status possible, whatever the shipped list holds). */
const CATALOGUE = OPTIONAL_RULES as readonly OptionalRuleInfo[];
/** The catalogue with reaction moves set back to not built: the refusal path needs one such entry. */
const WITH_UNBUILT: readonly OptionalRuleInfo[] = CATALOGUE.map((o) =>
  o.id === 'reactionMoves' ? { id: o.id, rule: o.rule, title: o.title, group: o.group, status: 'notBuilt', missing: 'interception and withdrawal are not built' } : o,
);

/** Where an option's flag is read: `rules.<id>` in engine code, or the id as an `option` in the data. */
function readers(id: string): string[] {
  const flag = new RegExp(`\\brules\\.${id}\\b`);
  const named = new RegExp(`"option":\\s*"${id}"`);
  return [...SOURCES.filter((s) => flag.test(s.text)), ...DATA.filter((d) => named.test(d.text))].map((s) => s.file);
}

describe('optional rules are honest about what the engine builds (issue 7)', () => {
  it('every option marked built or partial is read somewhere in the engine or its data', () => {
    const unread = CATALOGUE.filter((o) => o.status !== 'notBuilt' && readers(o.id).length === 0).map((o) => o.id);
    expect(unread).toEqual([]);
  });

  it('no option marked notBuilt is read as a flag: a rule that gets built must change its status', () => {
    const read = CATALOGUE.filter((o) => o.status === 'notBuilt').flatMap((o) => readers(o.id).map((f) => `${o.id} in ${f}`));
    expect(read).toEqual([]);
  });

  it('partial and notBuilt rules say in one short line what is missing; built ones say nothing', () => {
    for (const o of OPTIONAL_RULES) {
      if (o.status === 'built') expect('missing' in o, o.id).toBe(false);
      else {
        const missing = (o as OptionalRuleInfo & { readonly missing: string }).missing;
        expect(missing.length, o.id).toBeGreaterThan(10);
        expect(missing.length, o.id).toBeLessThanOrEqual(120);
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

  it('every option is offered today (12.3.7.4 reaction moves, 12.11 militia and landwehr, 11.1 Poland and 11.4 Bavaria built); none is refused', () => {
    for (const id of ['reactionMoves', 'militiaAndLandwehr', 'britishTraining', 'westIndies', 'navalRaiding', 'guardCommitment', 'poland'] as const) expect(isOptionOffered(id), id).toBe(true);
    expect(optionalRule('westIndies').status).toBe('built');
    expect(optionalRule('reactionMoves').status).toBe('built');
    expect(optionalRule('militiaAndLandwehr').status).toBe('built');
    expect(optionalRule('poland').status).toBe('built');
    expect(optionalRule('bavaria').status).toBe('built');
    const all = Object.fromEntries(OPTIONAL_RULE_IDS.map((id) => [id, true]));
    expect(notBuiltOptionsOn(all)).toEqual([]);
    expect(notBuiltRefusals(all)).toEqual([]);
  });

  it('an option not built is not offered and refused by name with what is missing, only when ticked (a stand-in catalogue)', () => {
    expect(isOptionOffered('reactionMoves', WITH_UNBUILT)).toBe(false);
    expect(isOptionOffered('guardCommitment', WITH_UNBUILT)).toBe(true);
    const rules = { reactionMoves: true, militiaAndLandwehr: true, guardCommitment: true, overruns: false, poland: true };
    expect(notBuiltOptionsOn(rules, WITH_UNBUILT).map((o) => o.id)).toEqual(['reactionMoves']);
    expect(notBuiltOptionsOn({ ...rules, reactionMoves: false }, WITH_UNBUILT)).toEqual([]);
    expect(notBuiltRefusals(rules, WITH_UNBUILT)).toEqual([
      { path: 'options.rules.reactionMoves', code: 'badOptions', message: 'Optional rule 12.3.7.4 Reaction moves (v2.71) is not built yet: interception and withdrawal are not built' },
    ]);
  });

  it('the rules index finds 12.3.4 guard commitment by its number, and nothing for a rule that is no option', () => {
    expect(optionalRuleNumbered('12.3.4')?.id).toBe('guardCommitment');
    expect(optionalRuleNumbered('7.5')).toBeUndefined();
  });
});

describe('v2.71 corrections and additions', () => {
  it('a new game plays every built v2.71 correction and no addition unless ticked', () => {
    const rules = defaultOptions().rules;
    for (const o of CATALOGUE) expect(rules[o.id as OptionalRuleId], o.id).toBe(isCorrection(o) && o.status !== 'notBuilt');
  });

  it('a correction is named after the rule it amends and marked v2.71', () => {
    for (const o of OPTIONAL_RULES.filter(isCorrection)) expect(o.title, o.id).toMatch(/v2\.71/);
  });
});
