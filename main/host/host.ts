import {
  PROTOCOL_VERSION,
  parseClientMessage,
  type ClientMessage,
  type HostMessage,
  type ProtocolError,
} from '../../shared/protocol';

/** Where the host process runs; reported to clients with the version. */
export type HostKind = 'electron' | 'node';

export interface HostOptions {
  appVersion: string;
  kind: HostKind;
  /** Receives every refused message, for the host's log. */
  onRejected?: (reason: ProtocolError, raw: string) => void;
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
}

/**
 * The authoritative host: the one place where client messages are checked and answered.
 * Both transports (Electron IPC, WebSocket) hand raw text to a session, so a message is
 * validated the same way whichever way it came.
 */
export function createHost(options: HostOptions): Host {
  const sessions = new Set<HostSession>();

  function handle(message: ClientMessage, send: (m: HostMessage) => void): void {
    switch (message.type) {
      case 'hello':
        if (message.protocolVersion !== PROTOCOL_VERSION) {
          send({
            type: 'rejected',
            error: {
              code: 'protocolMismatch',
              message: `Client speaks protocol ${message.protocolVersion}; this host speaks ${PROTOCOL_VERSION}.`,
            },
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
      case 'command':
        // Games are hosted from the engine issue on; until a game is open every command is refused.
        send({
          type: 'rejected',
          requestId: message.requestId,
          error: { code: 'noGame', message: 'No game is open on this host.' },
        });
        return;
    }
  }

  return {
    appVersion: options.appVersion,
    connect(send) {
      let open = true;
      const session: HostSession = {
        receive(raw) {
          if (!open) return;
          const parsed = parseClientMessage(raw);
          if (!parsed.ok) {
            options.onRejected?.(parsed.error, raw.slice(0, 200));
            send({ type: 'rejected', ...(parsed.requestId ? { requestId: parsed.requestId } : {}), error: parsed.error });
            return;
          }
          try {
            handle(parsed.message, send);
          } catch (err) {
            // A bug in the host must not take the game down; the client hears about it.
            const message = err instanceof Error ? err.message : String(err);
            options.onRejected?.({ code: 'internal', message }, raw.slice(0, 200));
            const requestId = 'requestId' in parsed.message ? parsed.message.requestId : undefined;
            send({ type: 'rejected', ...(requestId ? { requestId } : {}), error: { code: 'internal', message } });
          }
        },
        close() {
          open = false;
          sessions.delete(session);
        },
      };
      sessions.add(session);
      return session;
    },
    sessionCount: () => sessions.size,
  };
}
