import { activeLoan, hiddenCorpsName, irregularName, nameText, lentTo } from '../model';
import type { DecisionOption, GameState, MajorPower, PendingDecision, TextNames } from '../model';
import { controllerOf } from './relations';
import type { GameData } from './gameData';

// Issue 15: decisions name corps, leaders, areas and cities, never ids. A decision is read only
// by the power that decides it, so it is named with what that power knows (2.4.2): its own corps
// and corps revealed to it by name, the others by their counter's face ("Austrian corps (hidden)").

/** What `viewer` may call things, and a key that is equal exactly when two such namings are equal. */
interface NameBook {
  readonly names: TextNames;
  readonly key: string;
}

/** The last naming per viewer, kept while the parts of the state it reads are the same objects. */
interface BookEntry {
  readonly inputs: readonly unknown[];
  /** B.4 the loans in force (lentTo), which the arrays above do not show. */
  readonly loans: string;
  readonly book: NameBook;
  /** What the key was joined from: every counter, leader and minor with its name, in order. */
  readonly parts: readonly string[];
}
const lastBooks = new Map<MajorPower | 'spectator', BookEntry>();

function nameBook(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): NameBook {
  // performance (issue 20): states are immutable, so the same arrays give the same names
  const inputs = [data, state.corps, state.irregulars, state.leaders, state.minors, state.combinations];
  const loans = loansInForce(state);
  const last = lastBooks.get(viewer);
  if (last && last.loans === loans && last.inputs.every((x, i) => x === inputs[i])) return last.book;
  // a corps moved or changed its factors, nothing a name reads changed: the book of names is the same
  if (last && last.loans === loans && inputs.every((x, i) => i === 1 || x === last.inputs[i]) && sameNamedCorps(last.inputs[1] as GameState['corps'], state.corps)) {
    lastBooks.set(viewer, { ...last, inputs });
    return last.book;
  }
  const made = makeNameBook(state, data, viewer);
  // a corps moved, names unchanged: the last book names alike (same data, same names in the same order), and keeps its key
  if (last && last.inputs[0] === data && sameStrings(last.parts, made.parts)) {
    lastBooks.set(viewer, { inputs, loans, book: last.book, parts: last.parts });
    return last.book;
  }
  const book: NameBook = { names: made.names, key: made.parts.join('\u0000') };
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

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function makeNameBook(state: GameState, data: GameData, viewer: MajorPower | 'spectator'): { names: TextNames; parts: string[] } {
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
  for (const [k, v] of counters) parts.push(k, v);
  parts.push('|');
  for (const [k, v] of leaders) parts.push(k, v);
  parts.push('|');
  for (const [k, v] of minors) parts.push(k, v);
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
 * performance (issue 20): named texts remembered per naming. A text names the same under the same
 * names, and the key holds everything the names depend on besides the game data (each data has its
 * own cache), so a decision reopened with the same option labels is named without the regexes.
 */
const textCaches = new WeakMap<GameData, Map<string, Map<string, string>>>();

function cachedNamer(book: NameBook, data: GameData): (text: string) => string {
  let byKey = textCaches.get(data);
  if (!byKey) textCaches.set(data, (byKey = new Map()));
  let texts = byKey.get(book.key);
  if (!texts) {
    if (byKey.size >= 16) byKey.clear();
    byKey.set(book.key, (texts = new Map()));
  }
  const cache = texts;
  return (text) => {
    let out = cache.get(text);
    if (out === undefined) {
      if (cache.size >= 50_000) cache.clear();
      cache.set(text, (out = nameText(text, book.names)));
    }
    return out;
  };
}

const named = new WeakSet<PendingDecision>();

function nameOption(o: DecisionOption, name: (text: string) => string): DecisionOption {
  const label = name(o.label);
  const detail = o.verdict.ok || o.verdict.detail === undefined ? undefined : name(o.verdict.detail);
  if (label === o.label && (detail === undefined || o.verdict.ok || detail === o.verdict.detail)) return o;
  return { ...o, label, ...(detail !== undefined && !o.verdict.ok ? { verdict: { ...o.verdict, detail } } : {}) };
}

/**
 * Names every pending decision not named yet (prompt, option labels, verdict details) for the
 * power that decides it. Naming is idempotent, so a decision named again (after a load) reads
 * the same; the WeakSet only saves the work for decisions this process has named already.
 */
export function nameDecisions(state: GameState, data: GameData): GameState {
  if (state.pending.every((d) => named.has(d))) return state;
  const byPower = new Map<MajorPower, (text: string) => string>();
  const pending = state.pending.map((d) => {
    if (named.has(d)) return d;
    let name = byPower.get(d.power);
    if (!name) byPower.set(d.power, (name = cachedNamer(nameBook(state, data, d.power), data)));
    const n: PendingDecision = { ...d, prompt: name(d.prompt), options: d.options.map((o) => nameOption(o, name)) };
    named.add(n);
    return n;
  });
  return { ...state, pending };
}
