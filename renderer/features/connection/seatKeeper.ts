import type { HostMessage } from '../../../shared/protocol';
import type { HostConnection } from './HostConnection';

/** What a window keeps of its seats between reloads: per host, the save and each seat's token. */
export interface KeptSeats {
  readonly saveId: string | null;
  readonly seats: readonly { readonly power: string; readonly seatToken: string; readonly player?: string }[];
}

/** The little of `Storage` used (localStorage in the browser and the app; a map in tests). */
export interface SeatStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'eia.seats';

function readAll(storage: SeatStorage): Record<string, KeptSeats> {
  try {
    const all = JSON.parse(storage.getItem(KEY) ?? '{}') as unknown;
    return typeof all === 'object' && all !== null && !Array.isArray(all) ? (all as Record<string, KeptSeats>) : {};
  } catch {
    return {};
  }
}

/** The seats kept under `key` (a host and this window's role there), or null. */
export function keptSeats(storage: SeatStorage, key: string): KeptSeats | null {
  const kept = readAll(storage)[key];
  return kept && Array.isArray(kept.seats) && kept.seats.length > 0 ? kept : null;
}

function keep(storage: SeatStorage, key: string, kept: KeptSeats | null): void {
  const all = readAll(storage);
  if (kept && kept.seats.length > 0) all[key] = kept;
  else delete all[key];
  storage.setItem(KEY, JSON.stringify(all));
}

/**
 * Issue 14 Seats survive a reload, a lost connection and the host loading the game again: every
 * seat the host gives this window is kept (browser storage, under the host and this window's
 * role there, so the host's own window and a player's window on the same machine keep theirs
 * apart); when the connection opens, and whenever the host's table shows the kept game again,
 * the window asks for them back with their tokens. Seats the host frees, or another game, are
 * forgotten; seats another window took back with the same tokens (the same player) are left to
 * it. The game screen is given the seats that remain (as a `gameOpened` of its own).
 */
export function keepSeats(args: {
  connection: HostConnection;
  storage: SeatStorage;
  /** Which host the seats belong to: this page's origin, or 'app' for the desktop window. */
  host: string;
  /** Hands a message to the app's store as if the host had sent it. */
  deliver(message: HostMessage): void;
  /** The game this window has open now and the seats it holds there, from the store. */
  held(): { scenarioId: string; saveId: string | null; seats: readonly { power: string; seatToken: string }[] } | null;
}): { resume(): void } {
  const { connection, storage } = args;
  let key: string | null = null;
  let asked = 0;
  let pending: string | null = null;
  /** Tokens another window of the same player took over: not asked for again from here. */
  const yielded = new Set<string>();
  /** Tokens this connection holds at the host (a new connection holds none, whatever the screen still shows). */
  const holding = new Set<string>();
  const resume = () => {
    if (key === null || pending !== null) return;
    const kept = keptSeats(storage, key);
    if (!kept) return;
    const tokens = kept.seats.map((s) => s.seatToken).filter((t) => !holding.has(t) && !yielded.has(t));
    if (tokens.length === 0) return;
    pending = `resume-${++asked}`;
    connection.send({ type: 'resumeSeats', requestId: pending, tokens });
  };
  connection.onMessage((m) => {
    if (m.type === 'welcome') {
      key = `${args.host} ${m.role}`;
      holding.clear();
      pending = null;
      resume();
    } else if (m.type === 'gameOpened') {
      if (m.requestId === pending) pending = null;
      holding.clear();
      for (const s of m.seats) holding.add(s.seatToken);
      if (key !== null) keep(storage, key, { saveId: m.saveId, seats: m.seats });
    } else if (m.type === 'rejected' && m.requestId !== undefined && m.requestId === pending) {
      // Not at the host's table now (no game, another game): kept for when the host opens their
      // game again.
      pending = null;
    } else if (m.type === 'seatsRevoked') {
      const gone = new Set(m.powers);
      const kept = key === null ? null : keptSeats(storage, key);
      for (const s of kept?.seats ?? []) if (gone.has(s.power)) holding.delete(s.seatToken);
      if (m.cause === 'takenElsewhere') {
        for (const s of kept?.seats ?? []) if (gone.has(s.power)) yielded.add(s.seatToken);
      } else if (kept && key !== null) keep(storage, key, { ...kept, seats: kept.seats.filter((s) => !gone.has(s.power)) });
      const open = args.held();
      if (open) args.deliver({ type: 'gameOpened', requestId: 'seats-revoked', scenarioId: open.scenarioId, saveId: open.saveId, seats: open.seats.filter((s) => !gone.has(s.power)) });
    } else if (m.type === 'seats' && m.game !== null && key !== null) {
      const kept = keptSeats(storage, key);
      if (kept && kept.saveId === m.game.saveId) resume();
    }
  });
  return { resume };
}
