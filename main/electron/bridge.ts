import type { Host, HostSession } from '../host';
import { CHANNEL_FROM_HOST, CHANNEL_PREFIX, CHANNEL_TO_HOST } from './channels';

/** The parts of Electron's `WebContents` the bridge uses. */
export interface SenderLike {
  readonly id: number;
  send(channel: string, payload: string): void;
  isDestroyed(): boolean;
  once(event: 'destroyed', listener: () => void): void;
}

/** The parts of an `IpcMainEvent` the bridge uses. */
export interface IpcEventLike {
  sender: SenderLike;
  senderFrame: { url: string } | null;
}

/** The parts of Electron's `ipcMain` the bridge uses, so tests can pass an in-process channel. */
export interface IpcMainLike {
  on(channel: string, listener: (event: IpcEventLike, payload: unknown) => void): void;
}

/**
 * Connects windows to the host over IPC: one host session per window, fed the same raw
 * protocol text the WebSocket path carries. Messages from frames that are not ours
 * (`isTrustedUrl`) or on other channels are dropped.
 */
export function attachIpcBridge(ipc: IpcMainLike, host: Host, isTrustedUrl: (url: string) => boolean): void {
  if (!CHANNEL_TO_HOST.startsWith(CHANNEL_PREFIX)) throw new Error('IPC channel without the eia: prefix');
  const sessions = new Map<number, HostSession>();
  ipc.on(CHANNEL_TO_HOST, (event, payload) => {
    const frameUrl = event.senderFrame?.url ?? '';
    if (!isTrustedUrl(frameUrl)) return;
    const sender = event.sender;
    let session = sessions.get(sender.id);
    if (!session) {
      // The app's own window is the host's window (issue 14): it may manage games and saves.
      session = host.connect(
        (message) => {
          if (!sender.isDestroyed()) sender.send(CHANNEL_FROM_HOST, JSON.stringify(message));
        },
        { role: 'host', address: 'app window' },
      );
      sessions.set(sender.id, session);
      sender.once('destroyed', () => {
        sessions.get(sender.id)?.close();
        sessions.delete(sender.id);
      });
    }
    // Non-text payloads go through as empty text so the host answers with a 'malformed' refusal.
    session.receive(typeof payload === 'string' ? payload : '');
  });
}
