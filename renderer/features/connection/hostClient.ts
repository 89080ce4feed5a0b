import { PROTOCOL_VERSION, type HostMessage } from '../../../shared/protocol';
import type { HostConnection } from './HostConnection';

export interface HostVersion {
  appVersion: string;
  protocolVersion: number;
  hostKind: 'electron' | 'node';
  /** What this window is to the host (issue 14): its own window, or a guest. */
  role: 'host' | 'guest';
}

/** Request/response helpers over a connection: matches answers to questions by request id. */
export class HostClient {
  private next = 1;
  constructor(readonly connection: HostConnection) {}

  hello(client: 'electron' | 'browser' | 'test'): void {
    this.connection.send({ type: 'hello', protocolVersion: PROTOCOL_VERSION, client });
  }

  /** Asks the host for its version; rejects after `timeoutMs`. */
  getVersion(timeoutMs = 5000): Promise<HostVersion> {
    const requestId = `v${this.next++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error('The host did not answer the version request.'));
      }, timeoutMs);
      const off = this.connection.onMessage((m: HostMessage) => {
        if (m.type === 'version' && m.requestId === requestId) {
          clearTimeout(timer);
          off();
          resolve({ appVersion: m.appVersion, protocolVersion: m.protocolVersion, hostKind: m.hostKind, role: m.role });
        } else if (m.type === 'rejected' && m.requestId === requestId) {
          clearTimeout(timer);
          off();
          reject(new Error(m.error.message));
        }
      });
      this.connection.send({ type: 'getVersion', requestId });
    });
  }
}
