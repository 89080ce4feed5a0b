import { activeLoan, hiddenCorpsName, irregularName, nameText, lentTo } from '../model';
import type { DecisionOption, DecisionValue, GameState, MajorPower, PendingDecision, TextNames } from '../model';
import { controllerOf } from './relations';
import type { GameData } from './gameData';

// Issue 15: decisions name corps, leaders, areas and cities, never ids. A decision is read only
// by the power that decides it, so it is named with what that power knows (2.4.2): its own corps
// and corps revealed to it by name, the others by their counter's face ("Austrian corps (hidden)").

/** What `viewer` may call things. A book is never changed: the same book always names alike. */
interface NameBook {
  readonly names: Required<TextNames>;
}

/** The last naming per viewer, kept while the parts of the state it reads are the same objects. */
interface BookEntry {
  readonly inputs: readonly unknown[];
  /** B.4 the loans in force (lentTo), which the arrays above do not show. */
  readonly loans: string;
  readonly book: NameBook;
  /** What the book was made from: every counter, leader and minor with its name, in order. */
  readonly parts: readonly string[];
}
const lastBooks = new Map<MajorPower | 'spectator', BookEntry>();

function nameBook(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): NameBook {
  // performance (issue 20): states are immutable, so the same arrays give the same names
  const inputs = [data, state.corps, state.irregulars, state.leaders, state.minors, state.combinations];
  const loans = loansInForce(state);
  const last = lastBooks.get(viewer);
  if (last && last.loans === loans && last.inputs.every((x, i) => x === inputs[i])) return last.book;
  // a corps or leader moved or changed its factors, nothing a name reads changed: the book of names is the same
  if (
    last &&
    last.loans === loans &&
    inputs.every((x, i) => i === 1 || i === 3 || x === last.inputs[i]) &&
    sameNamedCorps(last.inputs[1] as GameState['corps'], state.corps) &&
    sameNamedLeaders(last.inputs[3] as GameState['leaders'], state.leaders)
  ) {
    lastBooks.set(viewer, { ...last, inputs });
    return last.book;
  }
  const made = makeNameBook(state, data, viewer);
  // a corps moved, names unchanged: the last book names alike (same data, same names in the same order)
  if (last && last.inputs[0] === data && sameStrings(last.parts, made.parts)) {
    lastBooks.set(viewer, { inputs, loans, book: last.book, parts: last.parts });
    return last.book;
  }
  const book: NameBook = { names: made.names };
  lastBooks.set(viewer, { inputs, loans, book, parts: made.parts });
  return book;
}

/**
 * B.4 which corps are on loan to whom now: a borrower knows its lent corps by name, and a loan
 * starts, ends or lapses (a war between the two, the last month passed) without the corps changing.
 */
function loansInForce(state: GameState): string {
  const loans = state.political?.corpsOnLoan;
  if (loans === undefined || loans.length === 0) return '';
  return loans
    .filter((l) => activeLoan(state, l.corps) !== undefined)
    .map((l) => `${l.corps}>${l.borrower}`)
    .join(',');
}

/**
 * Whether two corps lists name alike: the same corps in the same order with the same handle,
 * name, nationality and revealed-to list (what makeNameBook reads of a corps).
 */
function sameNamedCorps(a: GameState['corps'], b: GameState['corps']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.counter !== y.counter || x.name !== y.name || x.nationality !== y.nationality || x.revealedTo !== y.revealedTo || x.id !== y.id)) return false;
  }
  return true;
}

/** Whether two leader lists name alike: the same ids with the same names in the same order (what makeNameBook reads of a leader). */
function sameNamedLeaders(a: GameState['leaders'], b: GameState['leaders']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.id !== y.id || x.name !== y.name)) return false;
  }
  return true;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function makeNameBook(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): { names: Required<TextNames>; parts: string[] } {
  // performance: a map, not a search of the minors for every word of every option (issue 20 soak)
  const minors = new Map<string, string>();
  for (const m of state.minors) if (!minors.has(m.id)) minors.set(m.id, m.name);
  const minorName = (id: string) => minors.get(id);
  // every counter's name as this viewer may know it (2.4.2), worked out once
  const counters = new Map<string, string>();
  for (const i of state.irregulars) counters.set(i.counter, irregularName(i.nationality, i.kind, minorName(i.nationality)));
  const hidden = new Map<string, string>(); // one face per nationality
  const hiddenName = (n: string): string => {
    let h = hidden.get(n);
    if (h === undefined) hidden.set(n, (h = hiddenCorpsName(n, minorName(n))));
    return h;
  };
  for (const c of state.corps) {
    const knows = viewer !== 'spectator' && (controllerOf(state, c.nationality) === viewer || c.revealedTo.includes(viewer) || lentTo(state, c) === viewer); // B.4 the borrower knows its lent corps
    counters.set(c.counter, knows ? c.name : hiddenName(c.nationality));
  }
  const leaders = new Map(state.leaders.map((l) => [l.id as string, l.name]));
  const parts: string[] = [];
  // performance (issue 20, allocation): forEach, not a [key, name] pair per entry
  const push = (v: string, k: string) => void parts.push(k, v);
  counters.forEach(push);
  parts.push('|');
  leaders.forEach(push);
  parts.push('|');
  minors.forEach(push);
  return {
    names: {
      counter: (handle) => counters.get(handle),
      area: (id) => data.names?.area(id),
      slug: (id) => leaders.get(id) ?? data.names?.slug(id) ?? minorName(id),
    },
    parts,
  };
}

/** What `viewer` may call every counter, leader and place of the game. */
export function namesFor(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): TextNames {
  return nameBook(state, data, viewer).names;
}

/**
 * performance (issue 20): named texts remembered per game data, each with the names it looked
 * up (counters and slugs) and what they answered. nameText reads nothing else besides the area
 * names, which come from the data alone, so a text names the same under any book that answers
 * those look-ups the same. A book whose names changed elsewhere (a corps revealed, a leader
 * gone) keeps the texts that do not mention the change, instead of naming everything anew.
 */
interface NamedText {
  readonly out: string;
  /** The last book this naming was checked against (books are immutable). */
  book: NameBook;
  /** Look-ups in order: kind ('c' counter, 's' slug), argument, answer. */
  readonly lookups: readonly (string | undefined)[];
}
const textCaches = new WeakMap<GameData, Map<string, NamedText>>();

/** Whether `book` answers every look-up of a remembered naming as before. */
function namesAlike(hit: NamedText, book: NameBook): boolean {
  const l = hit.lookups;
  for (let i = 0; i < l.length; i += 3) {
    const arg = l[i + 1]!;
    if ((l[i] === 'c' ? book.names.counter(arg) : book.names.slug(arg)) !== l[i + 2]) return false;
  }
  return true;
}

function cachedNamer(book: NameBook, data: GameData): (text: string) => string {
  let cache = textCaches.get(data);
  if (!cache) textCaches.set(data, (cache = new Map()));
  const texts = cache;
  return (text) => {
    const hit = texts.get(text);
    if (hit !== undefined && (hit.book === book || namesAlike(hit, book))) {
      hit.book = book;
      return hit.out;
    }
    const lookups: (string | undefined)[] = [];
    const out = nameText(text, {
      counter: (h) => {
        const n = book.names.counter(h);
        lookups.push('c', h, n);
        return n;
      },
      area: book.names.area,
      slug: (id) => {
        const n = book.names.slug(id);
        lookups.push('s', id, n);
        return n;
      },
    });
    if (texts.size >= 50_000) texts.clear();
    texts.set(text, { out, book, lookups });
    return out;
  };
}

const named = new WeakSet<PendingDecision>();

/** The text of `o`'s verdict that naming rewrites (a refusal's detail), if any. */
function detailOf(o: DecisionOption): string | undefined {
  return o.verdict.ok ? undefined : o.verdict.detail;
}

/** `o` with its label and detail named as given (`o` itself when naming changed nothing). */
function withNames(o: DecisionOption, label: string, detail: string | undefined): DecisionOption {
  const sameDetail = detail === undefined || o.verdict.ok || detail === o.verdict.detail;
  if (label === o.label && sameDetail) return o;
  // performance: no spread of an empty object when the verdict stays (the same keys, in the same order)
  return sameDetail ? { ...o, label } : { ...o, label, verdict: { ...o.verdict, detail } };
}

function nameOption(o: DecisionOption, name: (text: string) => string): DecisionOption {
  const detail = detailOf(o);
  return withNames(o, name(o.label), detail === undefined ? undefined : name(detail));
}

/**
 * performance (issue 20): the prompt and options a power's last decision of a kind was named
 * from, and what they were named to, with the book that named them. The movement step rebuilds a power's
 * options after every order, mostly the same texts in the same order: a text equal to the one
 * at the same place last time, under the same book, names the same (naming reads only the text
 * and the book, and a book never changes), so it is taken from there instead of looked up by
 * its whole text in the cache.
 */
interface LastOptions {
  readonly book: NameBook;
  /** The prompt as written and as named. */
  readonly prompt: string;
  readonly namedPrompt: string;
  readonly raw: readonly DecisionOption[];
  readonly named: readonly DecisionOption[];
  /** Where each raw option's value stands, built once the first few searches of the whole list are spent. */
  byValue?: Map<DecisionValue, number>;
  /** The searches of the whole list made so far. */
  searches?: number;
}
const lastOptions = new Map<string, LastOptions>();

/**
 * Where `value` stands among the next few options from `from`, if there. Which earlier option
 * with the value is found makes no difference to the names (an equal text under the same book
 * names alike), only to the work.
 */
function valueAhead(raw: readonly DecisionOption[], from: number, value: DecisionValue): number | undefined {
  const end = Math.min(raw.length, from + 16);
  for (let k = from + 1; k < end; k++) if (raw[k]!.value === value) return k;
  return undefined;
}

/**
 * Where `value` stood among the last options, if anywhere: a few searches of the list (a new
 * option is in none), then a map of every value (issue 20, allocation: most decisions need none).
 */
function placeOf(prev: LastOptions, value: DecisionValue): number | undefined {
  if (prev.byValue === undefined && (prev.searches = (prev.searches ?? 0) + 1) <= 4) {
    const k = prev.raw.findIndex((x) => x.value === value);
    return k < 0 ? undefined : k;
  }
  return (prev.byValue ??= valuePlaces(prev.raw)).get(value);
}

/** Each value's first place among the options. */
function valuePlaces(raw: readonly DecisionOption[]): Map<DecisionValue, number> {
  const places = new Map<DecisionValue, number>();
  for (let k = 0; k < raw.length; k++) if (!places.has(raw[k]!.value)) places.set(raw[k]!.value, k);
  return places;
}

function nameDecision(d: PendingDecision, book: NameBook, name: (text: string) => string): PendingDecision {
  const key = `${d.power}:${d.kind}`;
  const last = lastOptions.get(key);
  const prev = last !== undefined && last.book === book ? last : undefined;
  const prompt = prev !== undefined && prev.prompt === d.prompt ? prev.namedPrompt : name(d.prompt);
  const raw = d.options;
  const out: DecisionOption[] = new Array<DecisionOption>(raw.length);
  let j = 0;
  for (let i = 0; i < raw.length; i++) {
    const o = raw[i]!;
    if (prev !== undefined) {
      let p = prev.raw[j];
      if (p === undefined || p.value !== o.value) {
        // an option added or dropped before this one: find this value's place last time, first a
        // few places on (options dropped), then by the map (any place names alike: see below)
        const k = valueAhead(prev.raw, j, o.value) ?? placeOf(prev, o.value);
        if (k !== undefined) p = prev.raw[(j = k)];
      }
      if (p === o) {
        // performance (issue 20, allocation): the very option named last time (the movement
        // options keep a corps' unchanged options), under the same book: the same named option
        out[i] = prev.named[j]!;
        j++;
        continue;
      }
      if (p !== undefined && p.label === o.label) {
        const n = prev.named[j]!;
        j++;
        const detail = detailOf(o);
        const pd = detailOf(p);
        out[i] = withNames(o, n.label, detail === undefined ? undefined : detail === pd ? detailOf(n) : name(detail));
        continue;
      }
    }
    out[i] = nameOption(o, name);
  }
  lastOptions.set(key, { book, prompt: d.prompt, namedPrompt: prompt, raw, named: out });
  return { ...d, prompt, options: out };
}

/**
 * Names every pending decision not named yet (prompt, option labels, verdict details) for the
 * power that decides it. Naming is idempotent, so a decision named again (after a load) reads
 * the same; the WeakSet only saves the work for decisions this process has named already.
 */
export function nameDecisions(state: GameState, data: GameData): GameState {
  if (state.pending.every((d) => named.has(d))) return state;
  const byPower = new Map<MajorPower, { book: NameBook; name: (text: string) => string }>();
  const pending = state.pending.map((d) => {
    if (named.has(d)) return d;
    let namer = byPower.get(d.power);
    if (!namer) {
      const book = nameBook(state, data, d.power);
      byPower.set(d.power, (namer = { book, name: cachedNamer(book, data) }));
    }
    const n = nameDecision(d, namer.book, namer.name);
    named.add(n);
    return n;
  });
  return { ...state, pending };
}
