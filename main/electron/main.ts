import { app, BrowserWindow, ipcMain, shell } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHost, folderScenarioCatalog } from '../host';
import { openSaveStore } from '../host/setup';
import { loadActiveData } from '../host/dataPack';
import { attachIpcBridge, type IpcMainLike } from './bridge';
import { PortInUseError, startServer, type RunningServer } from '../net';
import type { LanControl, LanStatus } from '../host';

// The Electron shell stays thin: one window, the renderer loaded from disk, and the same
// host code browser mode uses, reached over IPC.
const rendererIndex = path.join(__dirname, '..', '..', 'renderer', 'index.html');
const rendererDir = pathToFileURL(path.dirname(rendererIndex)).href;

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 700,
    backgroundColor: '#e9dcc0',
    title: 'Empires in Arms',
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  win.removeMenu();
  // Links to the outside world open in the user's browser, never inside the game window.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(rendererDir)) event.preventDefault();
  });
  void win.loadFile(rendererIndex);
}

/**
 * Issue 14 "Host on the LAN" from the app: the same HTTP + WebSocket server browser mode uses,
 * started beside the IPC bridge on the first free port from 5805, on the machine's LAN
 * addresses. LAN players are guests; the app's own window stays the host over IPC.
 */
function lanHosting(host: ReturnType<typeof createHost>): LanControl {
  let server: RunningServer | null = null;
  const off: LanStatus = { on: false, addresses: [], code: null };
  return {
    status: () => server?.lan.status() ?? off,
    async start() {
      if (!server) {
        for (let port = 5805; port < 5825 && !server; port++) {
          try {
            server = await startServer({ host, staticDir: path.dirname(rendererIndex), port, lan: false, log: (line) => console.warn(line) });
          } catch (err) {
            if (!(err instanceof PortInUseError)) throw err;
          }
        }
        if (!server) return { ...off, problem: 'No free port between 5805 and 5824.' };
      }
      return server.lan.start();
    },
    async stop() {
      const s = server;
      server = null;
      await s?.close();
      return off;
    },
  };
}

/** Issue 14 Join LAN game from the app: the other host's page in a window of its own, without the bridge. */
function openRemote(url: string): void {
  const origin = new URL(url).origin;
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    backgroundColor: '#e9dcc0',
    title: `Empires in Arms — ${new URL(url).host}`,
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
  });
  win.removeMenu();
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.webContents.on('will-navigate', (event, next) => {
    if (new URL(next).origin !== origin) event.preventDefault();
  });
  void win.loadURL(`${origin}/#/joinGame`);
}

void app.whenReady().then(() => {
  const loaded = loadActiveData(process.env.EIA_DATA_PACK ?? null);
  if (!loaded.ok) {
    for (const e of loaded.errors.slice(0, 20)) console.error(`data pack: ${e.file} ${e.path}: expected ${e.expected}`);
    throw new Error(`The data pack could not be loaded (${loaded.errors.length} problems).`);
  }
  const activeData = loaded.data;
  // Packaged: the OS user-data folder; from a checkout: saves/ beside the app. EIA_SAVES overrides.
  const savesFolder = process.env.EIA_SAVES ?? (app.isPackaged ? path.join(app.getPath('userData'), 'saves') : path.join(app.getAppPath(), 'saves'));
  let lan: LanControl | null = null;
  const host = createHost({
    appVersion: app.getVersion(),
    kind: 'electron',
    activeData,
    saves: openSaveStore(savesFolder, app.getVersion(), activeData.game),
    savesQuotaBytes: Number(process.env.EIA_SAVES_QUOTA_MB ?? 2048) * 1024 * 1024,
    scenarios: folderScenarioCatalog(path.join(app.getAppPath(), 'assets', 'scenarios')),
    log: (line) => console.warn(line),
    lan: { status: () => lan!.status(), start: () => lan!.start(), stop: () => lan!.stop() },
    openRemote,
  });
  lan = lanHosting(host);
  attachIpcBridge(ipcMain as unknown as IpcMainLike, host, (url) => url.startsWith(rendererDir));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
