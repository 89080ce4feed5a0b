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

/** The seats kept for `host` (an origin, or 'app'), or null. */
export function keptSeats(storage: SeatStorage, host: string): KeptSeats | null {
  try {
    const all = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, KeptSeats>;
    const kept = all[host];
    return kept && Array.isArray(kept.seats) && kept.seats.length > 0 ? kept : null;
  } catch {
    return null;
  }
}

function keep(storage: SeatStorage, host: string, kept: KeptSeats | null): void {
  let all: Record<string, KeptSeats> = {};
  try {
    all = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, KeptSeats>;
  } catch {
    // a damaged entry is replaced
  }
  if (kept && kept.seats.length > 0) all[host] = kept;
  else delete all[host];
  storage.setItem(KEY, JSON.stringify(all));
}

/**
 * Issue 14 Seats survive a reload, a lost connection and the host loading the game again: every
 * seat the host gives this window is kept (browser storage); when the connection opens, and
 * whenever the host's table shows the kept game again, the window asks for them back with their
 * tokens. Seats the host takes away (freed, or taken by another window) are forgotten, and the
 * game screen is given the seats that remain (as a `gameOpened` of its own).
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
  const { connection, storage, host } = args;
  let asked = 0;
  let pending: string | null = null;
  const resume = () => {
    const kept = keptSeats(storage, host);
    if (!kept || pending !== null) return;
    const holding = new Set((args.held()?.seats ?? []).map((s) => s.seatToken));
    const tokens = kept.seats.map((s) => s.seatToken).filter((t) => !holding.has(t));
    if (tokens.length === 0) return;
    pending = `resume-${++asked}`;
    connection.send({ type: 'resumeSeats', requestId: pending, tokens });
  };
  connection.onMessage((m) => {
    if (m.type === 'gameOpened') {
      if (m.requestId === pending) pending = null;
      keep(storage, host, { saveId: m.saveId, seats: m.seats });
    } else if (m.type === 'rejected' && m.requestId !== undefined && m.requestId === pending) {
      // Not at the host's table now (no game, another game): kept for when the host loads
      // their game again; seats the host freed are forgotten when it says so (seatsRevoked).
      pending = null;
    } else if (m.type === 'seatsRevoked') {
      const kept = keptSeats(storage, host);
      const gone = new Set(m.powers);
      if (kept) keep(storage, host, { ...kept, seats: kept.seats.filter((s) => !gone.has(s.power)) });
      const open = args.held();
      if (open) args.deliver({ type: 'gameOpened', requestId: 'seats-revoked', scenarioId: open.scenarioId, saveId: open.saveId, seats: open.seats.filter((s) => !gone.has(s.power)) });
    } else if (m.type === 'seats' && m.game !== null) {
      const kept = keptSeats(storage, host);
      if (kept && kept.saveId === m.game.saveId) resume();
    } else if (m.type === 'welcome') {
      resume();
    }
  });
  return { resume };
}
