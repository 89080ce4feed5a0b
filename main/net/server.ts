import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES, type HostMessage } from '../../shared/protocol';
import { joinCode } from '../../shared/protocol';
import type { Host, LanControl, LanStatus } from '../host';
import { securityHeaders } from './headers';
import { ForbiddenLog } from './forbiddenLog';

export interface ServeOptions {
  host: Host;
  /** Folder with the built renderer (index.html and assets). */
  staticDir: string;
  port: number;
  /** Open to the LAN from the start (`--lan`); `RunningServer.lan` can do it later too. */
  lan: boolean;
  /**
   * Issue 14 The host secret: a browser on loopback that opens the page with `?host=<secret>`
   * is the host's own window (it may create, load and manage games). Absent: no browser is
   * (the desktop app's window talks over IPC).
   */
  hostSecret?: string;
  /** The LAN addresses to listen on; default: every non-internal IPv4 address of the machine. */
  lanAddresses?: () => string[];
  /** Most connections at once; more are told why and closed. */
  maxConnections?: number;
  /** A client whose unread output passes this many bytes is dropped (it stopped reading). */
  maxBufferedBytes?: number;
  /** Log lines (403s, summed up; dropped clients). */
  log?: (line: string) => void;
}

export interface RunningServer {
  /** The page on loopback, without the host secret. */
  url: string;
  /** The page the host's browser opens: with the host secret when there is one. */
  hostUrl: string;
  port: number;
  address: string;
  /** Opens the server to the LAN or closes it again ("Host on the LAN"). */
  lan: LanControl;
  close(): Promise<void>;
}

/** The port is taken (another browser mode, or another program): the caller says so in one line. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  constructor(readonly port: number) {
    super(`Port ${port} is already in use.`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The WebSocket path clients connect to. */
export const WS_PATH = '/ws';

/**
 * The text of a message. A `view` the host shares between clients (the spectators watching from
 * the same point) is one object, serialized once; views are never changed once sent.
 */
const viewTexts = new WeakMap<HostMessage, string>();
function serialized(message: HostMessage): string {
  if (message.type !== 'view') return JSON.stringify(message);
  let text = viewTexts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    viewTexts.set(message, text);
  }
  return text;
}

/** Every non-internal IPv4 address of this machine. */
export function machineLanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

const LOOPBACK_REMOTE = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The request path decoded, or null when it is malformed (bad %-encoding, NUL, backslash). */
export function decodePath(raw: string | undefined): string | null {
  const target = raw ?? '/';
  if (!target.startsWith('/')) return null;
  const pathname = target.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return decoded;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function serveStatic(staticDir: string, rel: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const name = rel === '/' || rel === '' ? '/index.html' : rel;
  const file = path.normalize(path.join(staticDir, name));
  // Refuse anything outside the renderer folder ("/../../etc/passwd").
  if (!file.startsWith(path.normalize(staticDir + path.sep))) {
    res.writeHead(403, securityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' })).end('Forbidden');
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    const body = await readFile(file);
    res.writeHead(
      200,
      securityHeaders({
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': name.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      }),
    );
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, securityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' })).end('Not found');
  }
}

/**
 * Browser mode and LAN: serves the built renderer over HTTP and the host protocol over a
 * WebSocket on the same port. It listens on loopback; on the LAN only once opened to it (`--lan`
 * or `lan.start()`), on the machine's LAN addresses. Issue 14: every request and upgrade must
 * name one of those addresses in its Host header and, when it has one, come from a page of
 * them (Origin); anything else is a 403, logged once per source. Malformed paths are a 400.
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const forbidden = new ForbiddenLog(log);
  const maxConnections = options.maxConnections ?? 32;
  const maxBuffered = options.maxBufferedBytes ?? 16 * 1024 * 1024;
  const lanAddresses = options.lanAddresses ?? machineLanAddresses;
  let port = options.port;
  let lanServers: Server[] = [];
  let lanHosts: string[] = [];
  let lanProblem: string | undefined;

  const allowedHosts = (): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, ...lanHosts.map((h) => `${h}:${port}`)]);
  const allowedOrigins = (): Set<string> => new Set([...allowedHosts()].map((h) => `http://${h}`));

  /** Why a request may not be served, or null: its Host and Origin must be ours. */
  function refusal(req: IncomingMessage): string | null {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts().has(host)) return `Host "${host.slice(0, 80)}"`;
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin.toLowerCase())) return `Origin "${origin.slice(0, 80)}"`;
    return null;
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const why = refusal(req);
    if (why !== null) {
      forbidden.note(req.socket.remoteAddress ?? '?', why);
      res.writeHead(403, securityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' })).end('Forbidden: this host serves only its own addresses.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, securityHeaders({ Allow: 'GET, HEAD' })).end();
      return;
    }
    const rel = decodePath(req.url);
    if (rel === null) {
      res.writeHead(400, securityHeaders({ 'Content-Type': 'text/plain; charset=utf-8' })).end('Bad request: malformed path.');
      return;
    }
    void serveStatic(options.staticDir, rel, req, res);
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES * 2 });
  const loopback: Server = createServer(onRequest);
  /** Which listener each WebSocket came in on (closing the LAN ends only the LAN's). */
  const arrivedOn = new Map<WebSocket, Server>();

  function onUpgrade(server: Server, req: IncomingMessage, socket: Socket, head: Buffer): void {
    const why = refusal(req);
    const url = new URL(req.url ?? '/', 'http://x');
    if (why !== null || url.pathname !== WS_PATH) {
      if (why !== null) forbidden.note(req.socket.remoteAddress ?? '?', why);
      socket.end(`HTTP/1.1 ${why !== null ? '403 Forbidden' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const presented = url.searchParams.get('host');
    const isHost =
      server === loopback && options.hostSecret !== undefined && presented !== null && LOOPBACK_REMOTE.has(req.socket.remoteAddress ?? '') && sameSecret(presented, options.hostSecret);
    wss.handleUpgrade(req, socket, head, (ws) => {
      arrivedOn.set(ws, server);
      ws.once('close', () => arrivedOn.delete(ws));
      accept(ws, isHost, req.socket.remoteAddress ?? '?');
    });
  }

  function accept(socket: WebSocket, isHost: boolean, address: string): void {
    if (wss.clients.size > maxConnections) {
      socket.send(JSON.stringify({ type: 'rejected', error: { code: 'rateLimited', message: `The host has ${maxConnections} connections, the most it takes; try again later.` } } satisfies HostMessage));
      socket.close(1013, 'too many connections');
      return;
    }
    let alive = true;
    const drop = (reason: string) => {
      log(`[net] dropped ${address}: ${reason}`);
      socket.send(JSON.stringify({ type: 'notice', kind: 'info', text: reason } satisfies HostMessage));
      socket.terminate();
    };
    const session = options.host.connect(
      (message: HostMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        // Issue 14: a client that stops reading is dropped, not buffered for.
        if (socket.bufferedAmount > maxBuffered) {
          drop('This connection stopped taking in what the host sends.');
          return;
        }
        socket.send(serialized(message));
      },
      { role: isHost ? 'host' : 'guest', address, backlog: () => socket.bufferedAmount, drop },
    );
    socket.on('message', (data, isBinary) => session.receive(isBinary ? '' : data.toString()));
    socket.on('pong', () => {
      alive = true;
    });
    // A connection that stopped answering pings is ended, so its seats show as away and its memory is freed.
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, 30_000);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      session.close();
    };
    socket.on('close', end);
    socket.on('error', end);
  }

  loopback.on('upgrade', (req, socket, head) => onUpgrade(loopback, req, socket as Socket, head));

  function listen(server: Server, address: string, at: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(at) : err);
      server.once('error', onError);
      server.listen(at, address, () => {
        server.off('error', onError);
        resolve();
      });
    });
  }

  await listen(loopback, '127.0.0.1', port);
  port = (loopback.address() as AddressInfo).port;

  const status = (): LanStatus => {
    const addresses = lanHosts.map((h) => `http://${h}:${port}/`);
    return { on: lanServers.length > 0, addresses, code: lanHosts[0] ? joinCode(lanHosts[0], port) : null, ...(lanProblem ? { problem: lanProblem } : {}) };
  };

  const lan: LanControl = {
    status,
    async start() {
      if (lanServers.length > 0) return status();
      lanProblem = undefined;
      const addresses = lanAddresses();
      if (addresses.length === 0) {
        lanProblem = 'This machine has no LAN address (no network?).';
        return status();
      }
      const started: Server[] = [];
      const hosts: string[] = [];
      for (const address of addresses) {
        const s = createServer(onRequest);
        s.on('upgrade', (req, socket, head) => onUpgrade(s, req, socket as Socket, head));
        try {
          await listen(s, address, port);
          started.push(s);
          hosts.push(address);
        } catch (err) {
          lanProblem = `Could not listen on ${address}:${port} (${err instanceof Error ? err.message : String(err)}).`;
        }
      }
      lanServers = started;
      lanHosts = hosts;
      return status();
    },
    async stop() {
      const servers = lanServers;
      lanServers = [];
      lanHosts = [];
      for (const [ws, via] of arrivedOn) if (via !== loopback) ws.terminate();
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      return status();
    },
  };
  if (options.lan) await lan.start();

  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    hostUrl: options.hostSecret ? `${url}?host=${options.hostSecret}` : url,
    port,
    address: '127.0.0.1',
    lan,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      forbidden.close();
      await lan.stop();
      await new Promise<void>((resolve) => loopback.close(() => resolve()));
    },
  };
}
