import { describe, expect, it } from 'vitest';
import { citationsIn, citationsInFile, fileRole, textContexts } from './scanCitations';

describe('textContexts', () => {
  it('separates line comments, block comment lines and strings', () => {
    const src = 'const a = \'x\'; // 7.4.1 one\n/**\n * 7.5.4 Sieges\n */\nf("y", `z`);';
    expect(textContexts(src).map((c) => [c.kind, c.text.trim()])).toEqual([
      ['string', 'x'],
      ['comment', '7.4.1 one'],
      ['comment', ''],
      ['comment', '7.5.4 Sieges'],
      ['comment', ''],
      ['string', 'y'],
      ['string', 'z'],
    ]);
  });
  it('does not read a comment marker inside a string as a comment', () => {
    expect(textContexts("const u = 'http://x/7.4.1.2';").map((c) => c.kind)).toEqual(['string']);
  });
});

describe('citationsIn', () => {
  it('takes numbers of three or more parts anywhere', () => {
    expect(citationsIn(' forage, see the rule 7.4.1.2.4 and 7.4.1.3')).toEqual(['7.4.1.2.4', '7.4.1.3']);
  });
  it('takes two-part numbers only where a citation is plain', () => {
    expect(citationsIn(' 9.2 winter zone')).toEqual(['9.2']);
    expect(citationsIn(' zone per 9.2')).toEqual(['9.2']);
    expect(citationsIn(' 7.4.1.2.4, 9.2')).toEqual(['7.4.1.2.4', '9.2']);
    expect(citationsIn(' morale 3.5 is the base')).toEqual([]);
    expect(citationsIn(' as in v2.71')).toEqual([]);
    expect(citationsIn(' raised by 1.5 per day')).toEqual([]);
  });
  it('expands a range that ends in one number', () => {
    expect(citationsIn(' 7.5.2.6.1.1-2 morale methods')).toEqual(['7.5.2.6.1.1', '7.5.2.6.1.2']);
  });
  it('takes explicit v2.71 ids', () => {
    expect(citationsIn(' opt:18.1.1 defender first; opt:12.2.7~2 and opt:19.1.2/7.5.1.1')).toEqual([
      'opt:18.1.1',
      'opt:12.2.7~2',
      'opt:19.1.2/7.5.1.1',
    ]);
  });
  it('ignores versions and addresses', () => {
    expect(citationsIn(' electron 1.0.0')).toEqual([]);
    expect(citationsIn(' 10.0.0.1')).toEqual([]);
  });
});

describe('fileRole', () => {
  it('counts shared/ code as implementation and tests as tests', () => {
    expect(fileRole('shared/rules/land/supply/forage.ts')).toBe('implementation');
    expect(fileRole('shared/rules/land/supply/forage.test.ts')).toBe('test');
    expect(fileRole('test/rulebook/7.4.1.3.2-foraging.test.ts')).toBe('test');
    expect(fileRole('main/host/host.test.ts')).toBe('test');
  });
  it('ignores code outside shared/, non-TypeScript, and the rule index itself', () => {
    expect(fileRole('main/host/host.ts')).toBe('ignored');
    expect(fileRole('shared/rules/notes.md')).toBe('ignored');
    expect(fileRole('shared/data/rules/schema.ts')).toBe('ignored');
    // Flags and tables name rules without playing them.
    expect(fileRole('shared/model/options.ts')).toBe('ignored');
    expect(fileRole('shared/data/charts/pursuit.ts')).toBe('ignored');
    expect(fileRole('shared/engine/sequence.ts')).toBe('implementation');
    expect(fileRole('scripts/rules/scanCitations.test.ts')).toBe('ignored');
  });
});

describe('citationsInFile', () => {
  it('reads rule fields in code but not other strings', () => {
    const text =
      "mods.push({ rule: '7.4.1.2.1', value: 1 });\nconst label = '7.4.1.2.2 is not cited here';\nconst r = { rules: ['9.1', '9.2'] };";
    expect(citationsInFile({ path: 'shared/rules/a.ts', text }).refs).toEqual(['7.4.1.2.1', '9.1', '9.2']);
  });
  it('reads every string of a test, so titles count', () => {
    const text = "it('7.4.1.3.2 foraging losses example', () => {});";
    expect(citationsInFile({ path: 'test/rulebook/x.test.ts', text })).toEqual({ role: 'test', refs: ['7.4.1.3.2'], notBuilt: [], partial: [] });
  });
  it('takes two-part numbers in tests only from titles and rule fields, never from other strings', () => {
    const text = "describe('9.2 winter', () => { it.each([1])('9.1 zones %s', () => { page.fill('#seed', '12.3'); expect(x.rule).toBe('7.4.1'); }); });";
    expect(citationsInFile({ path: 'test/a.test.ts', text }).refs).toEqual(['9.2', '9.1', '7.4.1']);
  });
  it('does not read measurements as citations', () => {
    expect(citationsIn(' 12.5 kB, 3.0 MB, 16.7 ms and 2.5x')).toEqual([]);
    expect(citationsIn(' 7.4.1 forage in 12.3 ms')).toEqual(['7.4.1']);
  });
  it('reads `not built:` and `partial:` markers: those rules are not counted as implemented', () => {
    const text = [
      '// 7.3.7 stops; not built: 4.2.2.3 declarations on minors it cannot reach',
      '/** partial: 7.3.7.1 the owner is not asked whether to besiege */',
      "step({ rule: '7.3.7.2' });",
    ].join('\n');
    const c = citationsInFile({ path: 'shared/engine/steps/land/x.ts', text });
    expect(c.refs).toEqual(['7.3.7', '7.3.7.2']);
    expect(c.notBuilt).toEqual([{ ref: '4.2.2.3', missing: 'declarations on minors it cannot reach' }]);
    expect(c.partial).toEqual([{ ref: '7.3.7.1', missing: 'the owner is not asked whether to besiege' }]);
  });
});

describe('not built markers', () => {
  it('a "not built:" comment in implementation code cites nothing after the marker; tests still cite it', () => {
    const text = '// 6.2.6 ships leave; not built: 6.2.6.1 fighting out of a lost port\nconst x = 1;';
    expect(citationsInFile({ path: 'shared/engine/steps/naval/ports.ts', text }).refs).toEqual(['6.2.6']);
    expect(citationsInFile({ path: 'shared/engine/steps/naval/ports.test.ts', text }).refs).toEqual(['6.2.6', '6.2.6.1']);
  });
});
