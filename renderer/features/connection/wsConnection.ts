import type { ClientMessage, HostMessage, ProtocolError } from '../../../shared/protocol';
import { deliverRaw, Listeners, type ConnectionStatus, type HostConnection } from './HostConnection';

/** The subset of the WebSocket API used here (the browser's, or `ws` in Node tests). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

const OPEN = 1;

/**
 * Browser mode and LAN: the protocol over a WebSocket. Messages sent before the socket
 * opens are queued and flushed on open.
 */
export function wsConnection(url: string, factory: WebSocketFactory = (u) => new WebSocket(u) as unknown as WebSocketLike): HostConnection {
  const messages = new Listeners<HostMessage>();
  const invalid = new Listeners<ProtocolError>();
  const status = new Listeners<ConnectionStatus>();
  let current: ConnectionStatus = 'connecting';
  const queue: string[] = [];
  const socket = factory(url);
  const setStatus = (s: ConnectionStatus) => {
    current = s;
    status.emit(s);
  };
  socket.onopen = () => {
    setStatus('open');
    for (const raw of queue.splice(0)) socket.send(raw);
  };
  socket.onclose = () => setStatus('closed');
  socket.onerror = () => setStatus('closed');
  socket.onmessage = (ev) => {
    if (typeof ev.data === 'string') deliverRaw(ev.data, messages, invalid);
  };
  return {
    transport: 'websocket',
    send(message: ClientMessage) {
      const raw = JSON.stringify(message);
      if (socket.readyState === OPEN) socket.send(raw);
      else queue.push(raw);
    },
    onMessage: (l) => messages.add(l),
    onInvalid: (l) => invalid.add(l),
    onStatus: (l) => {
      l(current);
      return status.add(l);
    },
    close: () => socket.close(),
  };
}

/** The WebSocket URL of the host that served this page. */
export function hostSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
