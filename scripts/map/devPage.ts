/**
 * The map's standalone dev page (renderer/features/map/dev/): built with vite into
 * dist/map-dev and served over HTTP for the benchmark, screenshots and e2e tests, until the
 * app shell's `#/map` route is used instead.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {} from '../../renderer/features/map/testHook';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DEV_OUT = join(ROOT, 'dist/map-dev');

export async function buildDevPage(): Promise<void> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: join(ROOT, 'renderer/features/map/dev'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: DEV_OUT, emptyOutDir: true, chunkSizeWarningLimit: 8192 },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

/** Serves a folder on 127.0.0.1 (random port); resolves with the base URL. */
export function serveDir(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      ok({ url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`, server });
    }),
  );
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const CHROMIUM_PATH = '/usr/bin/chromium';
