/**
 * Pure parsers that find rule numbers (and the printed heading, used only to help us write
 * our own titles) in the plain-text rulebooks. Dev-only: the seeds are not shipped.
 *
 * The base rulebook text is an OCR of the printed book, so numbers come out as
 * "7.5. 1.1", "6.2.l.3" or "[ 7.1 1 THE …" (a bracket read as "1"); `normaliseNumber`
 * and the checks in `checkHierarchy` catch those.
 */

/** A rule number as found in a text, before we attach our own words. */
export interface FoundRule {
  /** Dotted number, e.g. "7.4.1.2.4" (a trailing ".0" kept only for section heads, "7.0" → "7"). */
  number: string;
  /** The printed heading if there is a short one, for review only; never shipped. */
  heading?: string;
  /** Marked with an asterisk in the book (not used in the scenarios). */
  asterisk: boolean;
  /** 1-based line in the source text. */
  line: number;
  /** Where the number was found. */
  via: 'line' | 'inline' | 'toc';
}

// "12.2.7..2" occurs too: a doubled dot is one dot.
const NUMBER = String.raw`\d{1,2}(?:\s?\.{1,2}\s?[\dlI]{1,2})+`;

/** "7.5. 1.1" → "7.5.1.1"; "6.2.l.3" → "6.2.1.3"; "7.0" → "7". */
export function normaliseNumber(raw: string): string {
  const parts = raw
    .replace(/[lI]/g, '1')
    .replace(/\s+/g, '')
    .split('.')
    .filter((p) => p !== '');
  if (parts.length === 2 && parts[1] === '0') return parts[0] ?? '';
  return parts.map((p) => String(Number(p))).join('.');
}

/** Section of a rule number: its first component ("7.4.1" → "7"). */
export function sectionOf(number: string): string {
  return number.split('.')[0] ?? number;
}

/** Parent number ("7.4.1" → "7.4", "7.4" → "7", "7" → undefined). */
export function parentOf(number: string): string | undefined {
  const i = number.lastIndexOf('.');
  return i < 0 ? undefined : number.slice(0, i);
}

/** Compare dotted numbers component by component. */
export function compareNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1;
    const y = pb[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** Cleans a printed heading for review: OCR noise out, trailing colon and page refs gone. */
export function cleanHeading(raw: string): string | undefined {
  const h = raw
    .replace(/Page\s*\d+\s*$/i, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/^[\]\s*·]+/, '')
    .replace(/[\s:.\-–]+$/, '')
    .trim();
  return h === '' ? undefined : h;
}

// A heading is text up to the first colon when it is short and starts like a heading.
function headingOf(rest: string): string | undefined {
  const colon = rest.indexOf(':');
  if (colon < 0) {
    // Lines such as "12.3 LAND OPTIONS" or "12.2.1 Alternate Crossing Arrows" with no colon.
    if (rest.length <= 70 && /^[A-Z"'(]/.test(rest) && !/[.;]\s/.test(rest)) return cleanHeading(rest);
    return undefined;
  }
  const before = rest.slice(0, colon);
  if (before.length > 90 || /\.\s|\(see|;/.test(before)) return undefined;
  return cleanHeading(before);
}

function headingAfterColon(rest: string): string | undefined {
  const m = /^\s*([A-Z][A-Za-z&' ]{2,40}):/.exec(rest);
  return m ? cleanHeading(m[1] ?? '') : undefined;
}

const LINE_RULE = new RegExp(String.raw`^[\s·•]*\[?\s*(${NUMBER})(?:\s([2-9])(?=\s+[A-Z]))?\.?\s*(?:\]|1\s+(?=[*\[A-Z]))?\s*(\*?)\s*(.*)$`);

/**
 * Rule numbers that start a line (the book starts each rule on its own paragraph), plus
 * numbered clauses run into a paragraph ("… battle. 7.5.2.5.1 Withdrawal Avoids Battle: …").
 */
export function findRulesInText(text: string, fromLine = 1, toLine = Number.MAX_SAFE_INTEGER): FoundRule[] {
  const found: FoundRule[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((lineText, i) => {
    const line = i + 1;
    if (line < fromLine || line > toLine) return;
    const m = LINE_RULE.exec(lineText);
    let body = lineText;
    if (m) {
      // "6.2.3. 1 2 W…": a dot lost between the last two components.
      let number = normaliseNumber((m[1] ?? '') + (m[2] ? `.${m[2]}` : ''));
      // "[ 11.81 ]": a bracket read as "1" after a step number; no section has 20 steps.
      if (/^\s*\[/.test(lineText) && /^\d+\.[2-9]1$/.test(number)) number = number.slice(0, -1);
      let rest = (m[4] ?? '').trim();
      // A bare number ("1.6 - 2.5", table cells) is not a rule; a rule has a colon or words
      // (a heading may open with a year, "14.1.5.1 1805 Campaign…"). "7.5.2.1-7.5.2.7 Chart"
      // names a range: it is filed under its first number.
      const range = new RegExp(String.raw`^-\s?${NUMBER}\s+(?=[A-Z])`).exec(rest);
      if (range) rest = rest.slice(range[0].length);
      if (/^[A-Za-z"'(*]/.test(rest) || /^1[78]\d\d\s+[A-Z]/.test(rest) || rest.startsWith(':') || rest === '') {
        if (rest !== '' || /\]/.test(lineText)) {
          // "12.2.9: Blockades & Blockade Running: …" puts the heading after the colon.
          const heading = rest.startsWith(':') ? headingAfterColon(rest.slice(1)) : headingOf(rest);
          found.push({ number, heading, asterisk: m[3] === '*' || /^\*/.test(rest), line, via: 'line' });
        }
      }
      body = rest;
    }
    for (const inline of findInlineRules(body)) found.push({ ...inline, line });
  });
  return found;
}

const INLINE_RULE = new RegExp(String.raw`(?:[.!?"]\s+)(${NUMBER})(?:\s*:|\s+(\*\s*)?([A-Z][A-Za-z"' ,/()\]\-]{2,70}):)`, 'g');

function findInlineRules(body: string): Omit<FoundRule, 'line'>[] {
  const out: Omit<FoundRule, 'line'>[] = [];
  for (const m of body.matchAll(INLINE_RULE)) {
    const number = normaliseNumber(m[1] ?? '');
    if (!number.includes('.')) continue;
    out.push({ number, heading: m[3] ? cleanHeading(m[3]) : undefined, asterisk: !!m[2], via: 'inline' });
  }
  return out;
}

const TOC_RULE = new RegExp(String.raw`^\s*\[?\s*(\d{1,2}(?:\.\d{1,2})*\.?\d?)\s*(\]|1\s)?\s*(\*?)\s*(.*?)\s*(?:Page\s*\d+)?\s*$`);

/**
 * Table-of-contents entries ("[ 14.41 THE 1805-1807 CAMPAIGN GAME Page 43"): the only place
 * the base text numbers sections 13-17. A bracket misread as a trailing "1" is dropped when
 * the entry opened with "[".
 */
export function findRulesInToc(text: string, fromLine: number, toLine: number): FoundRule[] {
  const found: FoundRule[] = [];
  const lines = text.split(/\r?\n/);
  for (let line = fromLine; line <= Math.min(toLine, lines.length); line++) {
    const lineText = lines[line - 1] ?? '';
    const m = TOC_RULE.exec(lineText);
    if (!m || !/[A-Z]/.test(m[4] ?? '')) continue;
    let raw = m[1] ?? '';
    const bracketed = /^\s*\[/.test(lineText) || /^\s*\d/.test(lineText) === false;
    // "[ 14.41" and "13.21" are "14.4 ]" and "13.2 ]" read badly.
    if (/\.\d1$/.test(raw) && (bracketed || !m[2])) raw = raw.slice(0, -1);
    found.push({
      number: normaliseNumber(raw),
      heading: cleanHeading(m[4] ?? ''),
      asterisk: m[3] === '*',
      line,
      via: 'toc',
    });
  }
  return found;
}

/** Problems with a set of numbers: a missing parent is the usual sign of an OCR slip. */
export function checkHierarchy(numbers: Iterable<string>): string[] {
  const all = new Set(numbers);
  const problems: string[] = [];
  for (const n of all) {
    const p = parentOf(n);
    if (p !== undefined && !all.has(p)) problems.push(`${n}: parent ${p} not found`);
  }
  return problems.sort();
}
