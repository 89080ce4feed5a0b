import type { ByPower } from './powers';
import { POWER_NAMES } from './powers';

// Player-facing text names corps, leaders, areas and cities, never internal ids (issue 15).
// The engine writes some of its sentences with the ids it works with (a counter's public handle,
// an area number, a city's id); `nameText` turns those ids into names, given who is reading, so
// one pass names a decision for the power that decides (engine) and a log line for the seat that
// reads it (renderer). Nothing here knows a secret: the caller's `TextNames` says what the
// reader may know (2.4.2).

/** The adjective of a major power: "an Austrian corps". */
export const POWER_ADJECTIVES: ByPower<string> = {
  france: 'French',
  britain: 'British',
  spain: 'Spanish',
  austria: 'Austrian',
  prussia: 'Prussian',
  russia: 'Russian',
  turkey: 'Turkish',
};

/** A counter's public handle (2.4.2): 'k' for corps, 'x' for irregulars, six random characters. */
export const COUNTER_HANDLE_PATTERN = /\b[kx][a-km-np-z2-9]{6}\b/g;

/**
 * What one reader may call things. Each returns undefined when it does not know the id, and
 * the id then stays as it is (a test fails on any id left in a rendered string).
 */
export interface TextNames {
  /** A counter by its handle: its name when the reader knows it, else its public face. */
  counter?(handle: string): string | undefined;
  /** An area by number: "Ulm (area 320)", "Swabia (area 321)". */
  area?(id: string): string | undefined;
  /** A city, province, minor country, leader or power by its id (a kebab-case slug). */
  slug?(id: string): string | undefined;
}

/**
 * Slugs that are also English words the engine writes ("the victor pursues"): named only where
 * the sentence shows they stand for a leader ("leader victor", "with hill", "victor strategic").
 */
const ENGLISH_SLUGS = new Set(['victor', 'hill', 'turkey']);
const LEADER_CONTEXT_BEFORE = /\b(leader|with|and|by|under|of)\s$/;
const LEADER_CONTEXT_AFTER = /^(\s(strategic|tactical|commands|retires)|'s|,)/;

/** "a power" → "France" for the engine's power ids (they are slugs too). */
const POWER_SLUGS: Readonly<Record<string, string>> = POWER_NAMES;

/**
 * Rewrites the ids in `text` into names: counter handles, "area 320" / "to 320" / "sea area
 * 735", and kebab-case slugs of cities, provinces, minors, leaders and powers. Idempotent: a
 * named area "Ulm (area 320)" is left as it is, so text may be named twice.
 */
export function nameText(text: string, names: TextNames): string {
  let out = text;
  const counter = names.counter;
  if (counter) out = out.replace(COUNTER_HANDLE_PATTERN, (h) => counter(h) ?? h);
  const area = names.area;
  if (area) {
    // "area 320" and "sea area 735", not when already "(area 320)" after a name
    out = out.replace(/(?<![(\w-])(?<!\(sea )(?:sea )?areas? (\d{3})\b/g, (m, id: string) => area(id) ?? m);
    // "kx to 320", "in 341 forages": a bare number after a preposition is an area
    out = out.replace(/\b(to|in|from|at|into|near|via|of|towards|through|on|onto|reach|reaches) (\d{3})\b(?!\))/g, (m, p: string, id: string) => {
      const n = area(id);
      return n ? `${p} ${n}` : m;
    });
    // a route "Retreat to Grodno (area 195) → 197"
    out = out.replace(/(→\s?)(\d{3})\b(?!\))/g, (m, arrow: string, id: string) => {
      const n = area(id);
      return n ? `${arrow}${n}` : m;
    });
  }
  const slug = names.slug;
  out = out.replace(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])/g, (word, offset: number, whole: string) => {
    if (ENGLISH_SLUGS.has(word)) {
      const before = whole.slice(Math.max(0, offset - 8), offset);
      const after = whole.slice(offset + word.length, offset + word.length + 12);
      if (!LEADER_CONTEXT_BEFORE.test(before) && !LEADER_CONTEXT_AFTER.test(after)) return word;
    }
    return slug?.(word) ?? POWER_SLUGS[word] ?? word;
  });
  return out;
}

/** A corps the reader does not know (2.4.2): "Austrian corps (hidden)". */
export function hiddenCorpsName(nationality: string, minorName?: string): string {
  const adjective = (POWER_ADJECTIVES as Readonly<Record<string, string>>)[nationality];
  return adjective ? `${adjective} corps (hidden)` : `${minorName ?? titleCase(nationality)}'s corps (hidden)`;
}

/** An irregular counter by its nationality and kind: "Russian cossacks". */
export function irregularName(nationality: string, kind: string, minorName?: string): string {
  const adjective = (POWER_ADJECTIVES as Readonly<Record<string, string>>)[nationality] ?? `${minorName ?? titleCase(nationality)}'s`;
  return `${adjective} ${kind === 'cossack' ? 'cossacks' : kind}`;
}

/** "old-castille" → "Old Castille": a slug as words when no name is known. */
export function titleCase(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Patterns of internal ids in player-facing text, for tests and checks: counter handles, option
 * values ("move:k5pv7gc:325"), bare area numbers ("to 780", "area 493" without a name before
 * it), decision and group ids, depot ids. Slugs are checked by the caller against the known ids.
 */
export const ID_PATTERNS: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'counter handle', pattern: /\b[kx][a-km-np-z2-9]{6}\b/ },
  { name: 'option value', pattern: /\b[a-z]+:[a-z0-9@-]+(?::[a-z0-9@-]+)*\b/ },
  { name: 'bare area number', pattern: /(?<![(\w-])(?<!\(sea )(?:sea )?areas? \d{3}\b/ },
  { name: 'area number after a preposition', pattern: /\b(?:to|in|from|at|into|near|via|of|towards|on) \d{3}\b(?!\))/ },
  { name: 'area number after an arrow', pattern: /→\s?\d{3}\b(?!\))/ },
  { name: 'decision id', pattern: /\b[dg]\d+\b/ },
  { name: 'opaque decision id', pattern: /\b[dg][0-9a-f]{16}\b/ },
  { name: 'depot id', pattern: /\bdepot-\d+\b/ },
];
