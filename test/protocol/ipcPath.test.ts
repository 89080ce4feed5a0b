import { describe, expect, it } from 'vitest';
import { createHost } from '../../main/host';
import { ipcConnection } from '../../renderer/features/connection/ipcConnection';
import { HostClient } from '../../renderer/features/connection/hostClient';
import type { EiaHostBridge, HostMessage } from '../../shared/protocol';
import { attachIpcBridge, type IpcEventLike, type IpcMainLike, type SenderLike } from '../../main/electron/bridge';
import { CHANNEL_FROM_HOST, CHANNEL_TO_HOST } from '../../main/electron/channels';
import { SLOW_PROOF_OK } from '../host/askClient';

const TRUSTED = 'file:///app/renderer/index.html';

/**
 * An in-process stand-in for Electron's IPC: ipcMain, one window's webContents and the
 * preload's bridge, so the renderer's IPC connection talks to the real host and bridge code.
 */
function fakeElectron(frameUrl = TRUSTED) {
  const mainListeners = new Map<string, (event: IpcEventLike, payload: unknown) => void>();
  const rendererListeners = new Set<(raw: string) => void>();
  const destroyedListeners: Array<() => void> = [];
  const sent: string[] = [];
  const sender: SenderLike = {
    id: 1,
    send(channel, payload) {
      if (channel !== CHANNEL_FROM_HOST) throw new Error(`unexpected channel ${channel}`);
      sent.push(payload);
      queueMicrotask(() => rendererListeners.forEach((l) => l(payload)));
    },
    isDestroyed: () => false,
    once: (_e, l) => void destroyedListeners.push(l),
  };
  const ipcMain: IpcMainLike = { on: (channel, l) => void mainListeners.set(channel, l) };
  const bridge: EiaHostBridge = {
    send(raw) {
      queueMicrotask(() => mainListeners.get(CHANNEL_TO_HOST)?.({ sender, senderFrame: { url: frameUrl } }, raw));
    },
    onMessage(l) {
      rendererListeners.add(l);
      return () => rendererListeners.delete(l);
    },
  };
  return { ipcMain, bridge, sent, destroy: () => destroyedListeners.forEach((l) => l()) };
}

describe('IPC path (Electron replaced by an in-process channel)', () => {
  it('the renderer asks the host for its version and gets the answer', async () => {
    const host = createHost({ appVersion: '9.8.7', kind: 'electron', limits: SLOW_PROOF_OK });
    const electron = fakeElectron();
    attachIpcBridge(electron.ipcMain, host, (url) => url === TRUSTED);
    const client = new HostClient(ipcConnection(electron.bridge));
    await expect(client.getVersion(1000)).resolves.toEqual({ appVersion: '9.8.7', protocolVersion: 2, hostKind: 'electron', role: 'host' });
    expect(host.sessionCount()).toBe(1);
    electron.destroy();
    expect(host.sessionCount()).toBe(0);
  });

  it('ignores messages from frames that are not the app', async () => {
    const host = createHost({ appVersion: '1.0.0', kind: 'electron', limits: SLOW_PROOF_OK });
    const electron = fakeElectron('https://evil.example/');
    attachIpcBridge(electron.ipcMain, host, (url) => url === TRUSTED);
    const client = new HostClient(ipcConnection(electron.bridge));
    await expect(client.getVersion(100)).rejects.toThrow('did not answer');
    expect(host.sessionCount()).toBe(0);
  });

  it('answers garbage with a refusal and keeps serving', async () => {
    const logged: string[] = [];
    const host = createHost({ appVersion: '1.0.0', kind: 'electron', log: (line) => logged.push(line), limits: SLOW_PROOF_OK });
    const electron = fakeElectron();
    attachIpcBridge(electron.ipcMain, host, () => true);
    const connection = ipcConnection(electron.bridge);
    const got: HostMessage[] = [];
    connection.onMessage((m) => got.push(m));
    electron.bridge.send('not json');
    await new Promise((r) => setTimeout(r, 10));
    expect(got[0]).toMatchObject({ type: 'rejected', error: { code: 'malformed' } });
    expect(logged).toEqual([expect.stringMatching(/^\[host\] refused a message from client 1 \(app window\): malformed: /)]);
    await expect(new HostClient(connection).getVersion(1000)).resolves.toMatchObject({ appVersion: '1.0.0' });
  });
});
