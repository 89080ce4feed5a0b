import {
  MESSAGE_ROLES,
  PROTOCOL_VERSION,
  maySend,
  parseClientMessage,
  type ClientMessage,
  type HostMessage,
  type ProtocolError,
  type TableGame,
} from '../../shared/protocol';
import type { GameState, MajorPower } from '../../shared/model';
import { commandGroup, labelOf } from './gameSaves';
import { DEFAULT_LIMITS, RateLimiter, RefusalLog } from './limits';
import { publicError } from './publicError';
import { rolesOf, type Client, type ConnectOptions, type GameSave, type HostContext, type HostOptions } from './context';
import type { Table } from './table';
import { handlePlay } from './playHandlers';
import { handleSaves } from './saveHandlers';
import { handleReplays } from './replayHandlers';
import { biddingChair } from './selectionSeats';

export type { HostKind, HostOptions, ConnectOptions, LanControl, LanStatus } from './context';

/** One connected client (an Electron window or a WebSocket), seen from the host. */
export interface HostSession {
  /** Hands the host one raw message as it arrived on the wire. */
  receive(raw: string): void;
  close(): void;
}

export interface Host {
  readonly appVersion: string;
  /** Registers a client; `send` delivers host messages to it on its own transport. */
  connect(send: (message: HostMessage) => void, options: ConnectOptions): HostSession;
  /** Number of clients currently connected. */
  sessionCount(): number;
  /** The game open on this host, if any. */
  table(): Table | null;
}

/** At most this many standing-procedure answers in a row (a whole scenario takes about 1,300). */
const MAX_BOT_COMMANDS = 20_000;

/** Why a message needs a role the client lacks, in words the client can act on. */
function forbiddenText(type: ClientMessage['type']): string {
  const roles = MESSAGE_ROLES[type];
  if (roles.length === 1 && roles[0] === 'host') return `Only the host's own window may do that (${type}).`;
  if (roles.includes('seat') && !roles.includes('spectator')) return `Take a seat first (${type} acts for a power this window holds).`;
  return `Take a seat or watch as a spectator first (${type}).`;
}

/**
 * The authoritative host: the one place where client messages are checked and answered.
 * Both transports (Electron IPC, WebSocket) hand raw text to a session, so a message is
 * validated the same way whichever way it came: rate, size and shape, then the role its type
 * needs (issue 14, `MESSAGE_ROLES`), then the handler, which checks which seat a token names.
 */
type ViewMessage = Extract<HostMessage, { type: 'view' }>;

/** The `view` message of the table's current state for a seat token (null: the spectators). */
function viewMessage(t: Table, token: string | null, logFrom: number): ViewMessage | null {
  const r = t.viewFor(token, { logFrom });
  if (!r.ok) return null;
  const log = t.state.log;
  // 2.4.2 the viewer's own version (Table.viewFor), not the state's count of every command
  return {
    type: 'view',
    version: r.value.view.version,
    viewer: r.value.viewer,
    view: r.value.view as unknown as Record<string, unknown>,
    logEnd: log.length,
  };
}

export function createHost(options: HostOptions): Host {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? (() => {});
  let nextId = 1;

  const ctx: HostContext = {
    options,
    limits,
    clients: new Map(),
    table: null,
    save: null,
    active: options.activeData,
    busy: null,
    engineData: () => ctx.active?.game ?? options.data,

    reject(client, requestId, error) {
      client.refusals.note(error.code, error.message);
      client.send({ type: 'rejected', ...(requestId ? { requestId } : {}), error });
    },

    broadcast(message) {
      for (const c of ctx.clients.values()) c.send(message);
    },

    tableGame(): TableGame | null {
      const t = ctx.table;
      if (!t) return null;
      const held = new Set<MajorPower>();
      for (const c of ctx.clients.values()) for (const p of c.seats) held.add(p);
      return {
        scenarioId: t.state.scenario.id,
        title: t.state.scenario.title,
        gameDate: labelOf(t.state).gameDate,
        saveId: ctx.save?.id ?? null,
        seats: t.controllers().map((s) => ({
          power: s.power,
          controller: s.controller,
          ...(s.player !== undefined ? { player: s.player } : {}),
          ...(s.controller === 'player' ? { connected: held.has(s.power), delegation: t.delegationOf(s.power) } : {}),
          ...biddingChair(t.state, s.power),
        })),
        spectators: t.spectators,
        locked: t.locked,
      };
    },

    pushSeats() {
      ctx.broadcast({ type: 'seats', game: ctx.tableGame() });
    },

    storeSeats() {
      if (!ctx.save || !ctx.table) return;
      try {
        ctx.save.setSeats(ctx.table.saveSeats());
        ctx.save.setSettings({ spectators: ctx.table.spectators, locked: ctx.table.locked, delegation: ctx.table.delegations() });
      } catch (err) {
        // The game goes on; the seats are written again with the next change.
        log(`[host] the seats could not be written to the save: ${publicError(err)}`);
      }
    },

    revoke(powers, cause, reason, keep) {
      for (const c of ctx.clients.values()) {
        if (c === keep) continue;
        const lost = powers.filter((p) => c.seats.has(p));
        if (lost.length === 0) continue;
        for (const p of lost) c.seats.delete(p);
        c.send({ type: 'seatsRevoked', powers: lost, cause, reason });
      }
    },

    openTable(next, nextSave) {
      // A replay reading the old save keeps it open; closing that replay closes it.
      if (ctx.save && ctx.save !== nextSave && !ctx.replayReads(ctx.save)) ctx.save.close();
      const previous = new Set<MajorPower>();
      for (const c of ctx.clients.values()) for (const p of c.seats) previous.add(p);
      ctx.revoke([...previous], 'newGame', 'The host opened another game.');
      ctx.table = next;
      ctx.save = nextSave;
      // Seats of a previous game are gone: clients must watch again.
      for (const c of ctx.clients.values()) {
        c.spectator = false;
        watchAgain(c, undefined);
      }
    },

    sendView,

    saveApplied(applied, before) {
      if (!ctx.save || !ctx.table) return null;
      try {
        ctx.save.append(commandGroup(applied.command, applied.events, applied.state));
        return null;
      } catch (err) {
        ctx.table.reset(before);
        ctx.broadcast({ type: 'notice', kind: 'saveFailed', text: `Saving failed: ${publicError(err)}` });
        return publicError(err);
      }
    },

    /**
     * 19.1 The standing procedures answer every decision their powers owe, each answer a command
     * autosaved like a player's, until a person must decide (or the game ends).
     */
    playBots() {
      const t = ctx.table;
      if (!t) return;
      for (let i = 0; i < MAX_BOT_COMMANDS; i++) {
        const before: GameState = t.state;
        const owed = t.state.pending.find((d) => t.answersFor(d))?.power;
        const r = t.botStep();
        if (r === null) return;
        if (!r.ok) {
          // 2.4.2 the message names the power and the kind of question (a secret one, perhaps):
          // in full for the host's window and that power's machine, in general words for the rest
          for (const c of ctx.clients.values()) {
            const told = c.options.role === 'host' || (owed !== undefined && c.seats.has(owed));
            c.send({ type: 'notice', kind: 'info', text: told ? r.error.message : 'The computer found no answer to a question; the game waits for the host.' });
          }
          return;
        }
        if (ctx.saveApplied(r.value, before) !== null) return;
        options.onApplied?.(r.value);
      }
    },

    /** Replays of the game at the table take in what was just written to its save, and their clients hear of it. */
    growReplays() {
      for (const c of ctx.clients.values()) {
        const open = c.replay;
        if (!open || open.replay.file !== ctx.save) continue;
        const grew = open.replay.refresh();
        if (grew) c.send({ type: 'replayGrew', replayId: open.id, from: grew.from, steps: grew.steps });
      }
    },

    closeReplay(client) {
      const open = client.replay;
      if (!open) return;
      client.replay = undefined;
      const file = open.replay.file;
      if (file !== ctx.save && !ctx.replayReads(file)) file.close();
    },

    replayReads(file: GameSave) {
      return [...ctx.clients.values()].some((c) => c.replay?.replay.file === file);
    },

    seatsOf(client) {
      const t = ctx.table;
      if (!t) return [];
      const out: { power: string; seatToken: string; player?: string }[] = [];
      for (const power of client.seats) {
        const token = t.tokenOf(power);
        if (token === null) continue;
        const player = t.playerOf(power);
        out.push({ power, seatToken: token, ...(player !== undefined ? { player } : {}) });
      }
      return out;
    },

    quotaProblem(extraBytes) {
      const quota = options.savesQuotaBytes;
      if (quota === undefined || !options.saves) return null;
      const used = options.saves.list().reduce((n, l) => n + (l.ok ? l.summary.sizeBytes : 0), 0);
      if (used + extraBytes <= quota) return null;
      return `The saves folder is full: ${Math.ceil(used / 1048576)} MB of the ${Math.floor(quota / 1048576)} MB the host allows. Delete or export saves first.`;
    },
  };

  /**
   * The spectator view message of the current state, per log start: every spectator watching
   * from the same point gets the same message object (so the server serializes it once), made
   * once per state. Seat views are per power and never shared; a token's view is never cached,
   * so a freed seat cannot be served from here.
   */
  const spectatorViews: { table: Table | null; state: GameState | null; messages: Map<number, ViewMessage | null> } = {
    table: null,
    state: null,
    messages: new Map(),
  };
  /** A client starts over: its next view carries the whole log. */
  function watchAgain(client: Client, seat: string | null | undefined): void {
    client.watching = seat;
    client.logSent = 0;
    client.logTail = undefined;
    client.sentView = undefined;
  }

  /**
   * Issues 7/8 The log is most of a long game's state, so a client gets it whole once (a new
   * watch, a load, an undo, a new connection) and then only the entries since. The count is
   * of the state's log, as viewFor's `logFrom` is, so each viewer's redaction is unchanged.
   */
  function sendView(client: Client): void {
    const t = ctx.table;
    if (!t || client.watching === undefined) return;
    const log = t.state.log;
    // An undo or a reset puts back an older state: what was sent is no longer its start.
    const from = client.logSent > 0 && client.logSent <= log.length && log.at(client.logSent - 1) === client.logTail ? client.logSent : 0;
    const message = (() => {
      if (client.watching !== null) return viewMessage(t, client.watching, from);
      if (spectatorViews.table !== t || spectatorViews.state !== t.state) {
        spectatorViews.table = t;
        spectatorViews.state = t.state;
        spectatorViews.messages.clear();
      }
      let m = spectatorViews.messages.get(from);
      if (m === undefined) {
        m = viewMessage(t, null, from);
        spectatorViews.messages.set(from, m);
      }
      return m;
    })();
    if (!message) return;
    client.logSent = log.length;
    client.logTail = log.at(-1);
    // 2.4.2 a view that did not change for this client (its own version did not move) is not sent:
    // a message after every command would tell a machine that something happened, and when. Its
    // own log is then the same too (Table.viewVersion), so the next delta counts from here.
    const sent = client.sentView;
    if (sent && sent.table === t && sent.watching === client.watching && sent.version === message.version) return;
    client.sentView = { table: t, watching: client.watching, version: message.version };
    client.send(ownCounts(client, message, from));
  }

  /**
   * 2.4.2 The log's place as the client counts it: entries of its own log, not of the state's,
   * whose length would count the events hidden from it. Spectators up to the same point share one
   * message, as before.
   */
  const counted = new WeakMap<ViewMessage, Map<number, ViewMessage>>();
  function ownCounts(client: Client, message: ViewMessage, from: number): ViewMessage {
    const have = from === 0 ? 0 : (client.logSeen ?? 0);
    const entries = (message.view as unknown as { log: readonly unknown[] }).log.length;
    client.logSeen = have + entries;
    let byStart = counted.get(message);
    if (!byStart) counted.set(message, (byStart = new Map()));
    let out = byStart.get(have);
    if (!out) {
      out = { ...message, view: { ...message.view, logFrom: have }, logEnd: have + entries };
      byStart.set(have, out);
    }
    return out;
  }

  function handle(message: ClientMessage, client: Client): void {
    switch (message.type) {
      case 'hello':
        if (message.protocolVersion !== PROTOCOL_VERSION) {
          ctx.reject(client, message.requestId, {
            code: 'protocolMismatch',
            message: `Client speaks protocol ${message.protocolVersion}; this host speaks ${PROTOCOL_VERSION}.`,
          });
          return;
        }
        client.send({
          type: 'welcome',
          ...(message.requestId ? { requestId: message.requestId } : {}),
          protocolVersion: PROTOCOL_VERSION,
          appVersion: options.appVersion,
          role: client.options.role,
        });
        return;
      case 'getVersion':
        client.send({
          type: 'version',
          requestId: message.requestId,
          appVersion: options.appVersion,
          protocolVersion: PROTOCOL_VERSION,
          hostKind: options.kind,
          role: client.options.role,
        });
        return;
      default:
        if (handlePlay(ctx, message, client)) return;
        if (handleSaves(ctx, message, client)) return;
        if (handleReplays(ctx, message, client)) return;
        ctx.reject(client, 'requestId' in message ? message.requestId : undefined, {
          code: 'unknownType',
          message: `Unknown message type ${message.type}.`,
        });
    }
  }

  return {
    appVersion: options.appVersion,
    connect(send, connectOptions) {
      const id = nextId++;
      const who = `client ${id}${connectOptions.address ? ` (${connectOptions.address})` : ''}`;
      const client: Client = {
        id,
        send: (m) => {
          if (client.open) send(m);
        },
        options: connectOptions,
        seats: new Set(),
        spectator: false,
        watching: undefined,
        logSent: 0,
        refusals: new RefusalLog(who, log),
        open: true,
      };
      // The host's own window is not rate-limited: it uploads saves and is trusted.
      const limiter = connectOptions.role === 'host' ? null : new RateLimiter(limits.messagesPerSecond, limits.burst);
      let refusedInRow = 0;
      let lastRateNotice = -Infinity;
      const session: HostSession = {
        receive(raw) {
          if (!client.open) return;
          if (limiter && !limiter.take()) {
            refusedInRow++;
            client.refusals.note('rateLimited', `more than ${limits.messagesPerSecond} messages a second`);
            if (refusedInRow >= limits.dropAfterRefused) {
              connectOptions.drop?.('Too many messages; the host closed this connection.');
              session.close();
              return;
            }
            // Tell the client once a second at most, so the refusals do not flood the way back.
            if (performance.now() - lastRateNotice > 1000) {
              lastRateNotice = performance.now();
              client.send({
                type: 'rejected',
                error: {
                  code: 'rateLimited',
                  message: `Too many messages: at most ${limits.messagesPerSecond} a second. The game goes on; send again.`,
                },
              });
            }
            return;
          }
          refusedInRow = 0;
          const parsed = parseClientMessage(raw);
          if (!parsed.ok) {
            ctx.reject(client, parsed.requestId, parsed.error);
            return;
          }
          const message = parsed.message;
          const requestId = 'requestId' in message ? message.requestId : undefined;
          // Issue 14: the role each message type needs, checked here and nowhere else.
          if (!maySend(message.type, rolesOf(client))) {
            ctx.reject(client, requestId, { code: 'forbidden', message: forbiddenText(message.type) });
            return;
          }
          try {
            handle(message, client);
          } catch (err) {
            // A bug in the host must not take the game down; the client hears about it.
            const error: ProtocolError = { code: 'internal', message: publicError(err) };
            ctx.reject(client, requestId, error);
          }
        },
        close() {
          if (!client.open) return;
          client.open = false;
          ctx.closeReplay(client);
          if (client.uploadTimer) clearTimeout(client.uploadTimer);
          client.upload = undefined;
          ctx.clients.delete(id);
          client.refusals.close();
          if (client.seats.size > 0) ctx.pushSeats();
        },
      };
      ctx.clients.set(id, client);
      return session;
    },
    sessionCount: () => ctx.clients.size,
    table: () => ctx.table,
  };
}
