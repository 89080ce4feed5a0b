import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHost, folderScenarioCatalog, readAppVersion } from './host';
import { openSaveStore } from './host/setup';
import { loadActiveData } from './host/dataPack';
import { startServer } from './net';

/**
 * Browser mode: a plain Node process hosting the game, serving the renderer over HTTP and the
 * protocol over WebSocket. `--lan` opens it to other machines; `--port N` picks the port
 * (0 = any free port).
 */
interface Args {
  port: number;
  lan: boolean;
  saves: string | null;
  dataPack: string | null;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { port: Number(process.env.EIA_PORT ?? 5805), lan: false, saves: process.env.EIA_SAVES ?? null, dataPack: process.env.EIA_DATA_PACK ?? null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--lan') args.lan = true;
    else if (a === '--port') args.port = Number(argv[++i]);
    else if (a?.startsWith('--port=')) args.port = Number(a.slice(7));
    else if (a === '--saves') args.saves = argv[++i] ?? null;
    else if (a === '--data-pack') args.dataPack = argv[++i] ?? null;
    else if (a?.startsWith('--data-pack=')) args.dataPack = a.slice(12);
    else if (a?.startsWith('--saves=')) args.saves = a.slice(8);
    else if (a === '--help' || a === '-h') {
      console.log('Usage: node dist/main/serve.js [--port N] [--lan] [--saves FOLDER] [--data-pack FOLDER]');
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${a}. Try --help.`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) {
    console.error(`Bad port: ${args.port}.`);
    process.exit(2);
  }
  return args;
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const staticDir = path.resolve(here, '..', 'renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`The renderer is not built (${staticDir}). Run "npm run build" first.`);
    process.exit(1);
  }
  const appVersion = readAppVersion(fileURLToPath(import.meta.url));
  const root = path.resolve(here, '..', '..');
  const loaded = loadActiveData(args.dataPack ? path.resolve(args.dataPack) : null);
  if (!loaded.ok) {
    for (const e of loaded.errors.slice(0, 20)) console.error(`data pack: ${e.file} ${e.path}: expected ${e.expected}`);
    throw new Error(`The data pack could not be loaded (${loaded.errors.length} problems).`);
  }
  const activeData = loaded.data;
  // Development default: saves/ beside the app (the packaged app uses the user-data folder).
  const savesFolder = path.resolve(args.saves ?? path.join(root, 'saves'));
  const host = createHost({
    appVersion,
    kind: 'node',
    activeData,
    saves: openSaveStore(savesFolder, appVersion, activeData.game),
    scenarios: folderScenarioCatalog(path.join(root, 'assets', 'scenarios')),
    onRejected: (reason) => console.warn(`[host] refused a message: ${reason.code}: ${reason.message}`),
  });
  const server = await startServer({ host, staticDir, port: args.port, lan: args.lan });
  console.log(`Empires in Arms ${appVersion} — browser mode at ${server.url}`);
  console.log(`Saves: ${savesFolder}`);
  console.log(`Data: ${activeData.folder ? `pack ${activeData.folder} (${activeData.loaded.overridden.length} tables replaced)` : 'shipped'}`);
  if (args.lan) {
    for (const ip of lanAddresses()) console.log(`LAN players join at http://${ip}:${server.port}/`);
  }
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
