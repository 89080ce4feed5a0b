import { parseHostMessage, type ClientMessage, type HostMessage, type ProtocolError } from '../../../shared/protocol';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/**
 * The renderer's one way to talk to the host, whatever carries it (Electron IPC or a
 * WebSocket). Messages from the host are validated here before anyone sees them.
 */
export interface HostConnection {
  readonly transport: 'ipc' | 'websocket';
  send(message: ClientMessage): void;
  onMessage(listener: (message: HostMessage) => void): () => void;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  /** Messages from the host that failed validation (a bug or a foreign host). */
  onInvalid(listener: (error: ProtocolError) => void): () => void;
  close(): void;
}

/** Shared listener plumbing for both transports. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(value: T): void {
    for (const l of [...this.set]) l(value);
  }
}

/** Validates raw host text and routes it to the right listeners. */
export function deliverRaw(raw: string, onMessage: Listeners<HostMessage>, onInvalid: Listeners<ProtocolError>): void {
  const parsed = parseHostMessage(raw);
  if (parsed.ok) onMessage.emit(parsed.message);
  else onInvalid.emit(parsed.error);
}
