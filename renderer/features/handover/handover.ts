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
  /** Watch another seat; `curtain` when a different person sits down for it. */
  | { kind: 'switch'; to: MajorPower; curtain: boolean };

/**
 * Hot-seat: what to do after a view arrives. `players` maps each power to the person at the
 * table playing it; powers played by the same person pass without a curtain. A power this
 * window holds no seat for (`held`) is played elsewhere: the window waits instead.
 */
export function handoverStep(watched: MajorPower | null, view: PowerView, players: Partial<Record<MajorPower, string>>, held?: readonly MajorPower[]): HandoverStep {
  const next = nextDecider(view);
  if (next === null) return { kind: 'idle' };
  if (next === watched) return { kind: 'stay' };
  // `held`: the seats this window holds. Another machine plays `next` (LAN): wait on a seat of our own.
  if (held && !held.includes(next)) {
    if (watched !== null && held.includes(watched)) return { kind: 'idle' };
    const mine = held[0];
    return mine ? { kind: 'switch', to: mine, curtain: true } : { kind: 'idle' };
  }
  const samePerson = watched !== null && (players[watched] ?? watched) === (players[next] ?? next);
  return { kind: 'switch', to: next, curtain: !samePerson };
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
