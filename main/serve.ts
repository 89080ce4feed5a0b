import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { combinedScenarioCatalog, createHost, folderScenarioCatalog, readAppVersion } from './host';
import { openSaveStore } from './host/setup';
import { loadActiveData } from './host/dataPack';
import { PortInUseError, startServer, type RunningServer, type ServeOptions } from './net';

/**
 * Browser mode: a plain Node process hosting the game, serving the renderer over HTTP and the
 * protocol over WebSocket. `--lan` opens it to other machines; `--port N` picks the port
 * (0 = any free port); `--saves-quota MB` caps what the saves folder may hold.
 */
interface Args {
  port: number;
  /** The port was asked for (flag or EIA_PORT): a busy one is an error, not a reason to move. */
  portChosen: boolean;
  lan: boolean;
  saves: string | null;
  dataPack: string | null;
  /** A folder of extra scenario files (test campaigns) offered beside the shipped ones. */
  scenarios: string | null;
  quotaMb: number;
}

const DEFAULT_PORT = 5805;
/** Free ports tried after a busy default one. */
const PORTS_TO_TRY = 20;

function fail(line: string): never {
  console.error(line);
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Args {
  const envPort = process.env.EIA_PORT;
  const args: Args = {
    port: Number(envPort ?? DEFAULT_PORT),
    portChosen: envPort !== undefined,
    lan: false,
    saves: process.env.EIA_SAVES ?? null,
    dataPack: process.env.EIA_DATA_PACK ?? null,
    scenarios: null,
    quotaMb: Number(process.env.EIA_SAVES_QUOTA_MB ?? 2048),
  };
  const value = (a: string, i: number): [string, number] => (a.includes('=') ? [a.slice(a.indexOf('=') + 1), i] : [argv[i + 1] ?? '', i + 1]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const flag = a.split('=')[0];
    if (a === '--lan') args.lan = true;
    else if (flag === '--port') {
      const [v, next] = value(a, i);
      args.port = Number(v);
      args.portChosen = true;
      i = next;
    } else if (flag === '--saves') [args.saves, i] = value(a, i);
    else if (flag === '--data-pack') [args.dataPack, i] = value(a, i);
    else if (flag === '--scenarios') [args.scenarios, i] = value(a, i);
    else if (flag === '--saves-quota') {
      const [v, next] = value(a, i);
      args.quotaMb = Number(v);
      i = next;
    } else if (a === '--help' || a === '-h') {
      console.log('Usage: node dist/main/serve.js [--port N] [--lan] [--saves FOLDER] [--saves-quota MB] [--data-pack FOLDER] [--scenarios FOLDER]');
      process.exit(0);
    } else fail(`Unknown argument: ${a}. Try --help.`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) fail(`Bad port: ${args.port}.`);
  if (!Number.isFinite(args.quotaMb) || args.quotaMb <= 0) fail(`Bad saves quota: ${args.quotaMb} MB.`);
  return args;
}

/**
 * Issue 14 Starts on the port asked for; a busy default port moves to the next free one with
 * one line saying so, a busy port asked for ends with one line naming the next free one.
 */
async function startOnFreePort(options: Omit<ServeOptions, 'port'>, args: Args): Promise<RunningServer> {
  for (let port = args.port, tries = 0; ; port++, tries++) {
    try {
      const server = await startServer({ ...options, port });
      if (port !== args.port) console.log(`Port ${args.port} is in use (another Empires in Arms, or another program); using port ${port} instead.`);
      return server;
    } catch (err) {
      if (!(err instanceof PortInUseError) || args.port === 0) throw err;
      if (args.portChosen || tries >= PORTS_TO_TRY) {
        const free = await findFreePort(port + 1, options);
        fail(`Port ${args.port} is in use (another Empires in Arms, or another program)${free ? `; port ${free} is free: npm run serve -- --port ${free}` : ''}.`);
      }
    }
  }
}

async function findFreePort(from: number, options: Omit<ServeOptions, 'port'>): Promise<number | null> {
  for (let port = from; port < from + PORTS_TO_TRY && port <= 65535; port++) {
    try {
      const s = await startServer({ ...options, port, lan: false });
      await s.close();
      return port;
    } catch {
      // try the next one
    }
  }
  return null;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const staticDir = path.resolve(here, '..', 'renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) fail(`The renderer is not built (${staticDir}). Run "npm run build" first.`);
  const appVersion = readAppVersion(fileURLToPath(import.meta.url));
  const root = path.resolve(here, '..', '..');
  const loaded = loadActiveData(args.dataPack ? path.resolve(args.dataPack) : null);
  if (!loaded.ok) {
    for (const e of loaded.errors.slice(0, 20)) console.error(`data pack: ${e.file} ${e.path}: expected ${e.expected}`);
    fail(`The data pack could not be loaded (${loaded.errors.length} problems).`);
  }
  const activeData = loaded.data;
  // Development default: saves/ beside the app (the packaged app uses the user-data folder).
  const savesFolder = path.resolve(args.saves ?? path.join(root, 'saves'));
  // Issue 14: the host's browser proves itself with this secret, printed once below.
  const hostSecret = randomBytes(18).toString('base64url');
  // The server is started after the host it serves; the host reaches it through this.
  const lan: { server?: RunningServer } = {};
  const host = createHost({
    appVersion,
    kind: 'node',
    activeData,
    saves: openSaveStore(savesFolder, appVersion, activeData.game),
    savesQuotaBytes: args.quotaMb * 1024 * 1024,
    // --scenarios adds a folder of scenario files (test campaigns) to the shipped ones
    scenarios: args.scenarios
      ? combinedScenarioCatalog(folderScenarioCatalog(path.join(root, 'assets', 'scenarios')), folderScenarioCatalog(args.scenarios))
      : folderScenarioCatalog(path.join(root, 'assets', 'scenarios')),
    log: (line) => console.warn(line),
    lan: {
      status: () => lan.server!.lan.status(),
      start: () => lan.server!.lan.start(),
      stop: () => lan.server!.lan.stop(),
    },
  });
  const server = await startOnFreePort({ host, staticDir, lan: args.lan, hostSecret, log: (line) => console.warn(line) }, args);
  lan.server = server;
  console.log(`Empires in Arms ${appVersion} — browser mode at ${server.hostUrl}`);
  console.log('Open that address on this machine: it carries the host secret that makes your window the host. Other players use the LAN address below.');
  console.log(`Saves: ${savesFolder} (at most ${args.quotaMb} MB)`);
  console.log(`Data: ${activeData.folder ? `pack ${activeData.folder} (${activeData.loaded.overridden.length} tables replaced)` : 'shipped'}`);
  const status = server.lan.status();
  if (args.lan) {
    for (const address of status.addresses) console.log(`LAN players join at ${address}`);
    if (status.code) console.log(`Join code: ${status.code}`);
    if (status.problem) console.log(status.problem);
  }
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`Browser mode could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
