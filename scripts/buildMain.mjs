// Bundles the Node side with esbuild: browser-mode server (ESM) and the Electron main and
// preload (CommonJS, as Electron loads them). Native and optional modules stay external.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: ['electron', 'better-sqlite3', 'bufferutil', 'utf-8-validate'],
};

await Promise.all([
  build({ ...common, entryPoints: ['main/serve.ts'], outfile: 'dist/main/serve.js', format: 'esm',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } }),
  build({ ...common, entryPoints: ['main/electron/main.ts'], outfile: 'dist/main/electron/main.cjs', format: 'cjs' }),
  build({ ...common, entryPoints: ['main/electron/preload.ts'], outfile: 'dist/main/electron/preload.cjs', format: 'cjs' }),
]);
