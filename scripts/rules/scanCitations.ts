/**
 * Finds rule-number citations in TypeScript sources. Pure: works on `{ path, text }`.
 *
 * Where a citation may be:
 * - comments (`// 7.4.1.2.4 winter`, `/** 7.5.4 Sieges … *\/`);
 * - in non-test code, strings given to a rule field (`rule: '7.4.1.2.1'`, `rules: ['9.2']`);
 * - in tests, any string (test titles: `it('7.4.1.3.2 foraging losses', …)`).
 *
 * What counts as a number there: "opt:18.1.1" style ids anywhere; numbers with three or more
 * parts ("7.4.1") anywhere; two-part numbers ("9.2") only where a citation is plain — at the
 * start of the comment or string, after "rule(s)", "see", "per", "§", "cf", or in a list right
 * after another citation — because "morale 3.5" or "v2.71" are not citations. A range whose
 * end is one number ("7.5.2.6.1.1-2") cites each rule in it. A number followed by a unit
 * ("12.5 kB", "3.0 MB", "16.7 ms") is a measurement, not a citation.
 *
 * Two markers in comments say what code does *not* do, so the report never counts it:
 * `// not built: 4.2.2.3 declarations on minors` (the rules cited after the marker are not
 * implemented here) and `// partial: 7.3.7.1 the owner is not asked` (implemented in part; the
 * sentence after the number says what is missing).
 */

export interface SourceFile {
  /** Repository-relative path with forward slashes. */
  path: string;
  text: string;
}

/** A stretch of comment or string text, with the code just before it on its line. */
export interface TextContext {
  kind: 'comment' | 'string';
  text: string;
  /** Code on the same line before the context (used to recognise `rule: '…'`). */
  before: string;
}

/** Splits TypeScript source into comments and string literals (template literals included). */
export function textContexts(source: string): TextContext[] {
  const out: TextContext[] = [];
  let i = 0;
  let lineStart = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') {
      lineStart = i + 1;
      i++;
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      out.push({ kind: 'comment', text: source.slice(i + 2, stop), before: source.slice(lineStart, i) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end;
      // Each line of a block comment is its own context, so "start of comment" works per line.
      const body = source.slice(i + 2, stop);
      const before = source.slice(lineStart, i);
      body
        .split('\n')
        .forEach((line, k) => out.push({ kind: 'comment', text: line.replace(/^\s*\**/, ''), before: k === 0 ? before : '' }));
      const skipped = source.slice(i, stop + 2);
      const lastNl = skipped.lastIndexOf('\n');
      if (lastNl >= 0) lineStart = i + lastNl + 1;
      i = end < 0 ? n : stop + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < n && source[j] !== c) {
        if (source[j] === '\\') {
          text += source[j + 1] ?? '';
          j += 2;
          continue;
        }
        if (source[j] === '\n' && c !== '`') break; // unterminated: stop at end of line
        text += source[j];
        j++;
      }
      out.push({ kind: 'string', text, before: source.slice(lineStart, i) });
      i = j + 1;
    } else {
      i++;
    }
  }
  return out;
}

const CITE =
  /(opt:\d{1,2}(?:\.\d{1,2})*(?:~\d)?(?:\/\d{1,2}(?:\.\d{1,2})*)?)|(?<![\w.$])(\d{1,2}(?:\.\d{1,2})+)(?:-(\d{1,2}))?(?![\w%]|\.\d|\s?(?:[kKMG]i?B|ms|px|fps|Hz|s|x|×|%)(?![\w.]))/g;
const LEAD_IN = /(?:\brules?|\bsee|\bper|§|\bcf\.?)\s*$/i;
const LIST_SEP = /^\s*(?:,|\/|&|\band\b|\bor\b|;)\s*$/i;

/** Rule references in one comment or string, in order ("7.5.2.6.1.1-2" gives two). */
export function citationsIn(text: string): string[] {
  const refs: string[] = [];
  let lastEnd = -1;
  let lastAccepted = false;
  for (const m of text.matchAll(CITE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    let accepted = false;
    if (m[1] !== undefined) {
      refs.push(m[1]);
      accepted = true;
    } else if (m[2] !== undefined) {
      const number = m[2];
      const parts = number.split('.').length;
      const before = text.slice(0, start);
      const atStart = /^[\s\-*#>([]*$/.test(before);
      const afterCitation = lastAccepted && LIST_SEP.test(text.slice(lastEnd, start));
      // Rule numbers never have a zero part ("7.0" aside): "1.0.0" is a version.
      const plausible = !number.split('.').some((p, k) => p === '0' && !(k === 1 && parts === 2));
      if (plausible && (parts >= 3 || atStart || LEAD_IN.test(before) || afterCitation)) {
        accepted = true;
        refs.push(number);
        const rangeEnd = m[3] !== undefined ? Number(m[3]) : undefined;
        const last = Number(number.split('.').pop());
        if (rangeEnd !== undefined && rangeEnd > last && rangeEnd - last <= 20) {
          const stem = number.slice(0, number.lastIndexOf('.') + 1);
          for (let k = last + 1; k <= rangeEnd; k++) refs.push(`${stem}${k}`);
        }
      }
    }
    lastEnd = end;
    lastAccepted = accepted;
  }
  return refs;
}

export type FileRole = 'implementation' | 'test' | 'ignored';

/** `not built:` / `partial:` at the start of a comment (after any rule-free words before it). */
const NOT_BUILT = /\bnot built:/i;
const PARTIAL = /\bpartial:/i;

/**
 * Which files count: implementation is non-test TypeScript under shared/rules and
 * shared/engine, the code that plays the rules; tests are `*.test.ts(x)` anywhere and
 * everything under test/. Types, option flags and data tables (shared/model, shared/data,
 * shared/protocol) name rules without playing them, so they do not count, nor does the rule
 * index itself (scripts/rules).
 */
export function fileRole(path: string): FileRole {
  if (!/\.tsx?$/.test(path) || /(^|\/)(node_modules|dist)\//.test(path)) return 'ignored';
  if (path.startsWith('shared/data/rules/') || path.startsWith('scripts/rules/') || path === 'scripts/rulesCoverage.ts') return 'ignored';
  if (/\.test\.tsx?$/.test(path) || path.startsWith('test/') || /\.e2e\.ts$/.test(path)) return 'test';
  if (path.startsWith('shared/rules/') || path.startsWith('shared/engine/')) return 'implementation';
  return 'ignored';
}

const RULE_FIELD = /\brules?[A-Za-z]*\s*[:=(]\s*(?:\[[^\]]*)?$|\brule[A-Za-z]*\s*\(\s*$/;
/** A test's title: the first string given to it / test / describe (with .each, .skip …). */
const TEST_TITLE = /\b(?:it|test|describe)(?:\.\w+)*(?:\([^()]*\))?\(\s*$/;

/** What one file says of the rules: cited (by its role), marked not built, marked partial. */
export interface FileCitations {
  role: FileRole;
  refs: string[];
  /** Rules cited after a `not built:` marker, with what is not built: never counted as implemented. */
  notBuilt: { ref: string; missing: string }[];
  /** Rules cited after a `partial:` marker, with the sentence saying what is missing. */
  partial: { ref: string; missing: string }[];
}

/** Rule references cited by one file, with its role. */
export function citationsInFile(file: SourceFile): FileCitations {
  const role = fileRole(file.path);
  const out: FileCitations = { role, refs: [], notBuilt: [], partial: [] };
  if (role === 'ignored') return out;
  for (const ctx of textContexts(file.text)) {
    // markers speak for implementation code; a test that names a rule it leaves out still cites it
    if (ctx.kind === 'comment' && role === 'implementation') {
      const nb = NOT_BUILT.exec(ctx.text);
      const pa = PARTIAL.exec(ctx.text);
      const marker = nb ?? pa;
      if (marker) {
        // citations before the marker count as usual; those after it are what the marker says
        const head = ctx.text.slice(0, marker.index);
        const tail = ctx.text.slice(marker.index + marker[0].length);
        out.refs.push(...citationsIn(head));
        const missing = tail.replace(/opt:[\d.~/]+|\d{1,2}(?:\.\d{1,2})+(?:-\d{1,2})?/g, '').replace(/^[\s,/&-]+/, '').trim();
        for (const ref of citationsIn(tail)) (nb ? out.notBuilt : out.partial).push({ ref, missing });
        continue;
      }
    }
    if (ctx.kind === 'string') {
      if (role === 'implementation' && !RULE_FIELD.test(ctx.before)) continue;
      // in tests: any string for numbers of three parts or more; two-part numbers only in titles and rule fields
      if (role === 'test' && !RULE_FIELD.test(ctx.before) && !TEST_TITLE.test(ctx.before)) {
        out.refs.push(...citationsIn(ctx.text).filter((r) => r.startsWith('opt:') || r.split('.').length >= 3));
        continue;
      }
    }
    out.refs.push(...citationsIn(ctx.text));
  }
  return out;
}
