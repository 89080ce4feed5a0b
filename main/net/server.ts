import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_CLIENT_MESSAGE_BYTES, type HostMessage } from '../../shared/protocol';
import type { Host } from '../host';

export interface ServeOptions {
  host: Host;
  /** Folder with the built renderer (index.html and assets). */
  staticDir: string;
  port: number;
  /** Listen on every interface (LAN play) instead of loopback only. */
  lan: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  address: string;
  close(): Promise<void>;
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

async function serveStatic(staticDir: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let rel = decodeURIComponent(url.pathname);
  if (rel === '/' || rel === '') rel = '/index.html';
  const file = path.normalize(path.join(staticDir, rel));
  // Refuse anything outside the renderer folder ("/../../etc/passwd").
  if (!file.startsWith(path.normalize(staticDir + path.sep))) {
    res.writeHead(403).end('Forbidden');
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}

/**
 * Browser mode and LAN: serves the built renderer over HTTP and the host protocol over a
 * WebSocket on the same port. Loopback only unless `lan` is set.
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const http: Server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    void serveStatic(options.staticDir, req, res);
  });
  const wss = new WebSocketServer({ server: http, path: WS_PATH, maxPayload: MAX_CLIENT_MESSAGE_BYTES * 2 });
  wss.on('connection', (socket: WebSocket) => {
    const session = options.host.connect((message: HostMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    });
    socket.on('message', (data, isBinary) => {
      session.receive(isBinary ? '' : data.toString());
    });
    socket.on('close', () => session.close());
    socket.on('error', () => session.close());
  });

  const address = options.lan ? '0.0.0.0' : '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, address, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://${options.lan ? 'localhost' : '127.0.0.1'}:${port}/`,
    port,
    address,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  };
}
