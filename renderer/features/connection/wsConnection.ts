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

export interface WsOptions {
  /**
   * Issue 14 Open a new socket when this one closes (the host restarted, the network dropped),
   * after `retryMs` growing to at most `maxRetryMs`; listeners stay, status goes
   * closed → connecting → open. Off by default (tests of one socket).
   */
  readonly reconnect?: boolean;
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
}

/**
 * Browser mode and LAN: the protocol over a WebSocket. Messages sent before the socket
 * opens are queued and flushed on open.
 */
export function wsConnection(url: string, factory: WebSocketFactory = (u) => new WebSocket(u) as unknown as WebSocketLike, options: WsOptions = {}): HostConnection {
  const messages = new Listeners<HostMessage>();
  const invalid = new Listeners<ProtocolError>();
  const status = new Listeners<ConnectionStatus>();
  let current: ConnectionStatus = 'connecting';
  const queue: string[] = [];
  let closedByUs = false;
  let retry = options.retryMs ?? 500;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const setStatus = (s: ConnectionStatus) => {
    if (s === current && s !== 'open') return;
    current = s;
    status.emit(s);
  };
  let socket = open();

  function open(): WebSocketLike {
    const s = factory(url);
    s.onopen = () => {
      retry = options.retryMs ?? 500;
      setStatus('open');
      for (const raw of queue.splice(0)) s.send(raw);
    };
    const lost = () => {
      if (s !== socket) return;
      setStatus('closed');
      if (options.reconnect && !closedByUs && timer === null) {
        timer = setTimeout(() => {
          timer = null;
          setStatus('connecting');
          socket = open();
        }, retry);
        retry = Math.min(retry * 2, options.maxRetryMs ?? 5000);
      }
    };
    s.onclose = lost;
    s.onerror = lost;
    s.onmessage = (ev) => {
      if (typeof ev.data === 'string') deliverRaw(ev.data, messages, invalid);
    };
    return s;
  }

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
    close: () => {
      closedByUs = true;
      if (timer !== null) clearTimeout(timer);
      socket.close();
    },
  };
}

/**
 * The WebSocket URL of the host that served this page; with the host secret when this window
 * was opened with it (issue 14: the host's own browser).
 */
export function hostSocketUrl(location: { protocol: string; host: string }, hostSecret?: string | null): string {
  const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  return hostSecret ? `${base}?host=${encodeURIComponent(hostSecret)}` : base;
}
