import { app, BrowserWindow, ipcMain, shell } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHost, folderScenarioCatalog } from '../host';
import { openSaveStore } from '../host/setup';
import { loadActiveData } from '../host/dataPack';
import { attachIpcBridge, type IpcMainLike } from './bridge';

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

void app.whenReady().then(() => {
  const loaded = loadActiveData(process.env.EIA_DATA_PACK ?? null);
  if (!loaded.ok) {
    for (const e of loaded.errors.slice(0, 20)) console.error(`data pack: ${e.file} ${e.path}: expected ${e.expected}`);
    throw new Error(`The data pack could not be loaded (${loaded.errors.length} problems).`);
  }
  const activeData = loaded.data;
  // Packaged: the OS user-data folder; from a checkout: saves/ beside the app. EIA_SAVES overrides.
  const savesFolder = process.env.EIA_SAVES ?? (app.isPackaged ? path.join(app.getPath('userData'), 'saves') : path.join(app.getAppPath(), 'saves'));
  const host = createHost({
    appVersion: app.getVersion(),
    kind: 'electron',
    activeData,
    saves: openSaveStore(savesFolder, app.getVersion(), activeData.game),
    scenarios: folderScenarioCatalog(path.join(app.getAppPath(), 'assets', 'scenarios')),
    onRejected: (reason) => console.warn(`[host] refused a message: ${reason.code}: ${reason.message}`),
  });
  attachIpcBridge(ipcMain as unknown as IpcMainLike, host, (url) => url.startsWith(rendererDir));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
