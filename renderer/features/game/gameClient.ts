import type { ClientMessage, HostMessage } from '../../../shared/protocol';
import type { HostConnection } from '../connection';

type Request = Extract<ClientMessage, { requestId: string }>;
type Answer = Extract<HostMessage, { requestId?: string }>;

/**
 * Request/answer over the host connection for the game screens: every request gets a fresh
 * id, and the promise settles with the host's answer to that id (or rejects after a timeout).
 */
export class GameClient {
  private next = 1;
  constructor(
    readonly connection: HostConnection,
    private readonly timeoutMs = 15_000,
  ) {}

  /** Sends a request (without its id) and waits for the answer that names it. */
  request(message: DistributiveOmit<Request, 'requestId'>): Promise<Answer> {
    const requestId = `g${this.next++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`The host did not answer (${message.type}).`));
      }, this.timeoutMs);
      const off = this.connection.onMessage((m) => {
        if ('requestId' in m && m.requestId === requestId) {
          clearTimeout(timer);
          off();
          resolve(m as Answer);
        }
      });
      this.connection.send({ ...message, requestId } as ClientMessage);
    });
  }
}

/** Resolves with the next host message of `type` (e.g. the view after an undo), or null on timeout. */
export function nextMessage<T extends HostMessage['type']>(connection: HostConnection, type: T, timeoutMs = 5000): Promise<Extract<HostMessage, { type: T }> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, timeoutMs);
    const off = connection.onMessage((m) => {
      if (m.type === type) {
        clearTimeout(timer);
        off();
        resolve(m as Extract<HostMessage, { type: T }>);
      }
    });
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
