/**
 * Pure assembly of the rule index from the numbers found in the texts and our notes.
 * Kept apart from file reading so it is unit-tested on small fixtures.
 */
import type { RuleEntry } from '../../shared/data/rules/schema';
import { compareNumbers, parentOf, sectionOf, type FoundRule } from './parseRuleText';
import type { RuleNote, RuleNotes } from './notes/types';

/** A v2.71 entry as found, with its id already decided (prefix, duplicate suffix, 19.1 filing). */
export interface FoundOptional extends FoundRule {
  id: string;
  /** For 19.1 standing procedures: the base rule they answer. */
  appliesTo?: string;
}

/**
 * Decides the ids of the v2.71 entries, in document order:
 * - every id is "opt:" + number;
 * - base-numbered items inside 19.1.x are standing procedures, "opt:19.1.2/7.5.1.1";
 * - a number that comes back with another heading starts a second block, which (with the
 *   numbers under it) gets "~2"; the same heading again (a chart repeated) is merged.
 */
export function assignOptionalIds(found: readonly FoundRule[]): FoundOptional[] {
  const out: FoundOptional[] = [];
  const seen = new Map<string, FoundOptional>();
  let sop: string | undefined; // current 19.1.x heading
  let secondBlock: string | undefined; // number whose later block is "~2"
  for (const f of found) {
    if (/^19\.1\.\d$/.test(f.number)) sop = f.number;
    else if (sop !== undefined && compareNumbers(f.number, '19') >= 0 && !f.number.startsWith('19.1.')) sop = undefined;
    if (sop !== undefined && f.number !== sop && compareNumbers(f.number, '19') < 0) {
      out.push({ ...f, id: `opt:${sop}/${f.number}`, appliesTo: f.number });
      continue;
    }
    if (secondBlock !== undefined && f.number !== secondBlock && !f.number.startsWith(`${secondBlock}.`)) secondBlock = undefined;
    const plain = `opt:${f.number}`;
    const earlier = seen.get(plain);
    if (earlier && !secondBlock) {
      if (earlier.heading !== undefined && earlier.heading === f.heading) continue; // repeated chart
      secondBlock = f.number;
    }
    const id = secondBlock !== undefined ? `${plain}~2` : plain;
    if (seen.has(id)) continue;
    const entry: FoundOptional = { ...f, id };
    seen.set(id, entry);
    out.push(entry);
  }
  return out;
}

/**
 * Merges sightings of the same base number: the first source in `found` order that has a
 * heading gives it; an asterisk anywhere counts.
 */
export function mergeBase(found: readonly FoundRule[]): FoundRule[] {
  const byNumber = new Map<string, FoundRule>();
  for (const f of found) {
    const prev = byNumber.get(f.number);
    if (!prev) byNumber.set(f.number, { ...f });
    else {
      if (prev.heading === undefined && f.heading !== undefined) prev.heading = f.heading;
      prev.asterisk = prev.asterisk || f.asterisk;
    }
  }
  return [...byNumber.values()].sort((a, b) => compareNumbers(a.number, b.number));
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with', 'from']);

/**
 * A printed heading that is just a name (at most `maxWords` words once "THE" and "STEP
 * SEVEN-" style prefixes are dropped) may serve as a title, in sentence case. Longer headings
 * must get a title of our own in the notes.
 */
export function nameFromHeading(heading: string | undefined, maxWords = 4): string | undefined {
  if (heading === undefined) return undefined;
  let h = heading
    .replace(/^STEP [A-Z]+\s*-\s*/i, '')
    .replace(/^THE\s+/i, '')
    .replace(/\(OPTIONAL\)/i, '')
    .replace(/["*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (h === '' || /[.;!?]|\d:\d/.test(h)) return undefined;
  const words = h.split(' ');
  if (words.length > maxWords) return undefined;
  if (h === h.toUpperCase()) {
    h = words
      .map((w, i) => {
        const lower = w.toLowerCase();
        if (i > 0 && SMALL_WORDS.has(lower)) return lower;
        return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
      })
      .join(' ');
  }
  return h;
}

export interface BuildResult {
  rules: RuleEntry[];
  /** Ids whose title fell back to "<parent>, clause n" because we have not written one yet. */
  fallbackTitles: string[];
  /** Note keys that match no rule (typos). */
  unusedNotes: string[];
}

const NO_CODE_BY_SECTION: Record<string, string> = {
  '15': 'player advice, not a rule',
  '16': 'glossary of terms',
  '17': "designer's notes",
};

/** Assembles the index entries from the numbers found and our notes. */
export function buildIndex(base: readonly FoundRule[], optional: readonly FoundOptional[], notes: RuleNotes): BuildResult {
  const rules: RuleEntry[] = [];
  const titles = new Map<string, string>();
  const fallbackTitles: string[] = [];
  const used = new Set<string>();
  const baseIds = new Set(base.map((b) => b.number));

  const titleFor = (
    id: string,
    parentId: string | undefined,
    heading: string | undefined,
    note: RuleNote | undefined,
    number: string,
  ): string => {
    const own = note?.t ?? nameFromHeading(heading);
    if (own !== undefined) return own;
    fallbackTitles.push(id);
    const parentTitle = parentId !== undefined ? titles.get(parentId) : undefined;
    const last = number.split('.').pop() ?? number;
    return parentTitle !== undefined ? `${parentTitle}, clause ${last}`.slice(0, 70) : `Rule ${number}`;
  };

  for (const b of base) {
    const id = b.number;
    const note = notes[id];
    if (note) used.add(id);
    let parent = parentOf(id);
    while (parent !== undefined && !baseIds.has(parent)) parent = parentOf(parent);
    const title = titleFor(id, parent, b.heading, note, b.number);
    titles.set(id, title);
    const section = sectionOf(id);
    const reason =
      note?.no ??
      NO_CODE_BY_SECTION[section] ??
      (/EXAMPLE/i.test(b.heading ?? '') ? 'worked example: a rulebook test, not code' : undefined);
    const optional = section === '11' || section === '12' || /OPTIONAL/i.test(b.heading ?? '');
    rules.push({
      id,
      number: b.number,
      source: 'base',
      section,
      ...(parent !== undefined ? { parent } : {}),
      title,
      ...(note?.s !== undefined ? { summary: note.s } : {}),
      needsCode: reason === undefined,
      ...(reason !== undefined ? { reasonNoCode: reason } : {}),
      ...(optional ? { optional: true } : {}),
      ...(b.asterisk ? { campaignOnly: true } : {}),
    });
  }

  const optIds = new Set(optional.map((o) => o.id));
  for (const o of optional) {
    const note = notes[o.id];
    if (note) used.add(o.id);
    const suffix = /~\d$/.exec(o.id)?.[0] ?? '';
    let parentNumber = parentOf(o.number);
    let parent: string | undefined;
    while (parentNumber !== undefined && parent === undefined) {
      const candidate = o.appliesTo !== undefined ? o.id.replace(/\/.*$/, `/${parentNumber}`) : `opt:${parentNumber}${suffix}`;
      if (optIds.has(candidate)) parent = candidate;
      else if (optIds.has(`opt:${parentNumber}`)) parent = `opt:${parentNumber}`;
      parentNumber = parentOf(parentNumber);
    }
    if (parent === undefined && o.appliesTo !== undefined) parent = o.id.replace(/\/.*$/, '');
    const title = titleFor(o.id, parent, o.heading, note, o.number);
    titles.set(o.id, title);
    const amends = note?.amends ?? (o.appliesTo === undefined && baseIds.has(o.number) ? o.number : undefined);
    const section = o.appliesTo !== undefined ? '19' : sectionOf(o.number);
    const reason = note?.no;
    rules.push({
      id: o.id,
      number: o.number,
      source: 'v2.71',
      section,
      ...(parent !== undefined ? { parent } : {}),
      title,
      ...(note?.s !== undefined ? { summary: note.s } : {}),
      needsCode: reason === undefined,
      ...(reason !== undefined ? { reasonNoCode: reason } : {}),
      ...(amends !== undefined ? { amends } : {}),
      ...(o.appliesTo !== undefined ? { appliesTo: o.appliesTo } : {}),
      optional: true,
    });
  }

  const unusedNotes = Object.keys(notes).filter((k) => !used.has(k));
  return { rules, fallbackTitles, unusedNotes };
}
