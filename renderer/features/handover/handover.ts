import type { MajorPower } from '../../../shared/model/powers';
import type { PowerView } from '../../../shared/model/view';

/**
 * Who must decide next, as the current view shows it: the watched seat while it still has a
 * decision, else the first other power the game waits for (simultaneous secret decisions
 * are then collected one power at a time, in the order the host lists them).
 */
export function nextDecider(view: PowerView): MajorPower | null {
  const own = view.decisions[0];
  if (own) return own.power;
  return view.waitingFor[0]?.power ?? null;
}

export type HandoverStep =
  | { kind: 'stay' }
  | { kind: 'idle' }
  /**
   * Watch another seat. `curtain` when a different person sits down and will see private
   * information; `table` when the decision is answered at the table in the open (nothing
   * private shown: the map's counters and the cards stay hidden, only the decision and the
   * battle everyone at it has seen).
   */
  | { kind: 'switch'; to: MajorPower; curtain: boolean; table?: boolean };

/**
 * Issue 15: decisions answered in the open, at the table, with no curtain: once a battle's
 * forces are revealed to both sides (7.5.2.6.3), how each side takes its losses (7.5.2.9.2)
 * and which way the beaten force retreats (7.5.2.10.3) show nothing the other side has not seen.
 */
const TABLE_KINDS: ReadonlySet<string> = new Set(['land/combatLosses', 'land/combatRetreat']);
/**
 * 7.5.2.11 which adjacent stacks try to reinforce: the stacks are counters on the map and every
 * attempt is rolled in the open, so the choice is made at the table with the options worded as
 * anyone may know them (`tableLabel`), never naming a corps.
 */
const TABLE_KINDS_PUBLIC_WORDS: ReadonlySet<string> = new Set(['land/combatReinforce']);

/** Whether a decision of this kind at the table is shown in public words (see TABLE_KINDS_PUBLIC_WORDS). */
export const inPublicWords = (kind: string): boolean => TABLE_KINDS_PUBLIC_WORDS.has(kind);

/** The kind of `power`'s next decision and whether it is secret, as the current view shows it. */
function nextDecision(view: PowerView, power: MajorPower): { kind: string; secret: boolean } | null {
  const own = view.decisions.find((d) => d.power === power);
  if (own) return { kind: own.kind, secret: own.secret };
  const other = view.waitingFor.find((d) => d.power === power);
  return other ? { kind: other.kind, secret: other.secret } : null;
}

/**
 * Issue 15: of the powers the game waits for (several at once for simultaneous secret choices),
 * the one the person who saw the last private view plays, so that person answers before the
 * laptop is passed; else the usual next decider.
 */
function preferredDecider(view: PowerView, person: (p: MajorPower | null) => string | null, lastPrivate: MajorPower | null): MajorPower | null {
  if (lastPrivate !== null) {
    const waiting = [...view.decisions.map((d) => d.power), ...view.waitingFor.map((d) => d.power)];
    const same = waiting.find((p) => person(p) === person(lastPrivate));
    if (same) return same;
  }
  return nextDecider(view);
}

/**
 * Whether `power`'s next decision can be answered at the table in the open: a table kind, in
 * a battle where every unit of `power` is revealed to the seat on screen now.
 */
export function openAtTable(view: PowerView, power: MajorPower): boolean {
  const next = nextDecision(view, power);
  if (!next || next.secret) return false;
  if (TABLE_KINDS_PUBLIC_WORDS.has(next.kind)) return true;
  if (!TABLE_KINDS.has(next.kind)) return false;
  const b = view.battle;
  if (!b) return false;
  // the power's units that fight (not retired into a city, 7.5.1.1, nor withdrawn, 7.5.2.5) must all be known here
  const units = [...b.attacker.units, ...b.defender.units].filter((u) => u.power === power && u.retiredInto === undefined && !u.withdrew);
  return units.length > 0 && units.every((u) => u.name !== null || u.kind !== 'corps');
}

/** How many people sit at this window: distinct player names among the powers it holds. */
export function peopleAt(players: Partial<Record<MajorPower, string>>, held?: readonly MajorPower[]): number {
  const powers = held ?? (Object.keys(players) as MajorPower[]);
  // nobody named: one person per power, as many as there may be
  if (powers.length === 0) return Number.POSITIVE_INFINITY;
  return new Set(powers.map((p) => players[p] ?? p)).size;
}

/**
 * Hot-seat: what to do after a view arrives. `players` maps each power to the person at the
 * table playing it; powers played by the same person pass without a curtain. A power this
 * window holds no seat for (`held`) is played elsewhere: the window waits instead.
 *
 * Issue 15: a curtain only when the next decision belongs to another person *and* shows private
 * information: none when one person holds every seat here (solo, a LAN window), none for a
 * decision answered at the table in the open, and none when the person who last saw a private
 * view (`lastPrivate`) is the one deciding again.
 */
export function handoverStep(
  watched: MajorPower | null,
  view: PowerView,
  players: Partial<Record<MajorPower, string>>,
  held?: readonly MajorPower[],
  lastPrivate: MajorPower | null = watched,
  table = false,
): HandoverStep {
  const person = (p: MajorPower | null) => (p === null ? null : (players[p] ?? p));
  const next = preferredDecider(view, person, lastPrivate);
  if (next === null) return { kind: 'idle' };
  const alone = peopleAt(players, held) <= 1;
  // `held`: the seats this window holds. Another machine plays `next` (LAN): wait on a seat of our own.
  if (held && !held.includes(next)) {
    if (watched !== null && held.includes(watched)) return { kind: 'idle' };
    const mine = held[0];
    return mine ? { kind: 'switch', to: mine, curtain: !alone && person(mine) !== person(lastPrivate) } : { kind: 'idle' };
  }
  const open = openAtTable(view, next);
  const samePerson = lastPrivate !== null && person(lastPrivate) === person(next);
  if (next === watched && table === (open && !samePerson)) return { kind: 'stay' };
  if (alone || samePerson) return { kind: 'switch', to: next, curtain: false };
  if (open) return { kind: 'switch', to: next, curtain: false, table: true };
  return { kind: 'switch', to: next, curtain: true };
}

/**
 * Per-power passwords set at game start. Kept in this module's memory only: never in the
 * Redux store (which the test hook can read), never sent to the host, never saved.
 */
const passwords = new Map<MajorPower, string>();

export function setPassword(power: MajorPower, password: string): void {
  if (password === '') passwords.delete(power);
  else passwords.set(power, password);
}

export function hasPassword(power: MajorPower): boolean {
  return passwords.has(power);
}

export function passwordMatches(power: MajorPower, attempt: string): boolean {
  const p = passwords.get(power);
  return p === undefined || p === attempt;
}

export function clearPasswords(): void {
  passwords.clear();
}
