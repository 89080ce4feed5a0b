import {
  PROTOCOL_VERSION,
  parseClientMessage,
  type ClientMessage,
  type HostMessage,
  type ProtocolError,
} from '../../shared/protocol';
import type { GameData } from '../../shared/engine';
import type { ScenarioCatalog } from './scenarios';
import { Table, type Applied } from './table';

/** Where the host process runs; reported to clients with the version. */
export type HostKind = 'electron' | 'node';

export interface HostOptions {
  appVersion: string;
  kind: HostKind;
  /** Receives every refused message, for the host's log. */
  onRejected?: (reason: ProtocolError, raw: string) => void;
  /** Scenarios offered to clients; none when absent. */
  scenarios?: ScenarioCatalog;
  /** Map facts for the engine. */
  data?: GameData;
  /** Called after every accepted command (autosave hooks in here). */
  onApplied?: (applied: Applied) => void;
}

/** One connected client (an Electron window or a WebSocket), seen from the host. */
export interface HostSession {
  /** Hands the host one raw message as it arrived on the wire. */
  receive(raw: string): void;
  close(): void;
}

export interface Host {
  readonly appVersion: string;
  /** Registers a client; `send` delivers host messages to it on its own transport. */
  connect(send: (message: HostMessage) => void): HostSession;
  /** Number of clients currently connected. */
  sessionCount(): number;
  /** The game open on this host, if any. */
  table(): Table | null;
}

/**
 * The authoritative host: the one place where client messages are checked and answered.
 * Both transports (Electron IPC, WebSocket) hand raw text to a session, so a message is
 * validated the same way whichever way it came.
 */
export function createHost(options: HostOptions): Host {
  interface Client {
    send: (m: HostMessage) => void;
    /** The seat whose view this client shows; null = spectator; undefined = not watching. */
    watching: string | null | undefined;
  }
  const clients = new Map<HostSession, Client>();
  let table: Table | null = null;

  const reject = (send: (m: HostMessage) => void, requestId: string | undefined, error: ProtocolError) =>
    send({ type: 'rejected', ...(requestId ? { requestId } : {}), error });

  function sendView(client: Client): void {
    if (!table || client.watching === undefined) return;
    const r = table.viewFor(client.watching);
    if (r.ok) client.send({ type: 'view', version: table.state.version, viewer: r.value.viewer, view: r.value.view as unknown as Record<string, unknown> });
  }

  function handle(message: ClientMessage, client: Client): void {
    const send = client.send;
    switch (message.type) {
      case 'hello':
        if (message.protocolVersion !== PROTOCOL_VERSION) {
          reject(send, undefined, {
            code: 'protocolMismatch',
            message: `Client speaks protocol ${message.protocolVersion}; this host speaks ${PROTOCOL_VERSION}.`,
          });
          return;
        }
        send({ type: 'welcome', protocolVersion: PROTOCOL_VERSION, appVersion: options.appVersion });
        return;
      case 'getVersion':
        send({
          type: 'version',
          requestId: message.requestId,
          appVersion: options.appVersion,
          protocolVersion: PROTOCOL_VERSION,
          hostKind: options.kind,
        });
        return;
      case 'listScenarios':
        send({ type: 'scenarios', requestId: message.requestId, scenarios: options.scenarios?.list() ?? [] });
        return;
      case 'newGame': {
        const scenario = options.scenarios?.get(message.scenarioId);
        if (scenario === undefined) {
          reject(send, message.requestId, { code: 'illegal', message: `This host has no scenario "${message.scenarioId}".` });
          return;
        }
        const opened = Table.open({
          scenario,
          ...(message.options ? { options: message.options as never } : {}),
          ...(message.seed !== undefined ? { seed: message.seed } : {}),
          ...(options.data ? { data: options.data } : {}),
        });
        if (!opened.ok) {
          const first = opened.errors.slice(0, 3).map((e) => `${e.path}: ${e.message}`).join('; ');
          reject(send, message.requestId, { code: 'illegal', message: `The scenario cannot start: ${first}` });
          return;
        }
        table = opened.table;
        const seats = table.powers().map((p) => table!.seat(p));
        send({ type: 'gameOpened', requestId: message.requestId, scenarioId: message.scenarioId, seats: seats.map((s) => ({ power: s.power, seatToken: s.token })) });
        return;
      }
      case 'watch': {
        if (!table) {
          reject(send, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
          return;
        }
        if (message.seatToken !== null && !table.seatOf(message.seatToken)) {
          reject(send, message.requestId, { code: 'badSeat', message: 'Unknown seat token.' });
          return;
        }
        client.watching = message.seatToken;
        send({ type: 'accepted', requestId: message.requestId });
        sendView(client);
        return;
      }
      case 'command': {
        if (!table) {
          reject(send, message.requestId, { code: 'noGame', message: 'No game is open on this host.' });
          return;
        }
        const r = table.submit(message.seatToken, message.basedOnVersion, message.command);
        if (!r.ok) {
          reject(send, message.requestId, r.error);
          return;
        }
        send({ type: 'accepted', requestId: message.requestId });
        options.onApplied?.(r.value);
        // No optimistic moves on clients: everyone gets the new view from the host.
        for (const c of clients.values()) sendView(c);
        return;
      }
    }
  }

  return {
    appVersion: options.appVersion,
    connect(send) {
      let open = true;
      const client: Client = { send, watching: undefined };
      const session: HostSession = {
        receive(raw) {
          if (!open) return;
          const parsed = parseClientMessage(raw);
          if (!parsed.ok) {
            options.onRejected?.(parsed.error, raw.slice(0, 200));
            reject(send, parsed.requestId, parsed.error);
            return;
          }
          try {
            handle(parsed.message, client);
          } catch (err) {
            // A bug in the host must not take the game down; the client hears about it.
            const message = err instanceof Error ? err.message : String(err);
            options.onRejected?.({ code: 'internal', message }, raw.slice(0, 200));
            const requestId = 'requestId' in parsed.message ? parsed.message.requestId : undefined;
            reject(send, requestId, { code: 'internal', message });
          }
        },
        close() {
          open = false;
          clients.delete(session);
        },
      };
      clients.set(session, client);
      return session;
    },
    sessionCount: () => clients.size,
    table: () => table,
  };
}
