import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { EiaHostBridge } from '../../shared/protocol';
import { CHANNEL_FROM_HOST, CHANNEL_TO_HOST } from './channels';

// Exposes the protocol and nothing else: no ipcRenderer, no Node, only text both ways.
const bridge: EiaHostBridge = {
  send(raw) {
    if (typeof raw === 'string') ipcRenderer.send(CHANNEL_TO_HOST, raw);
  },
  onMessage(listener) {
    const wrapped = (_event: IpcRendererEvent, raw: unknown) => {
      if (typeof raw === 'string') listener(raw);
    };
    ipcRenderer.on(CHANNEL_FROM_HOST, wrapped);
    return () => {
      ipcRenderer.removeListener(CHANNEL_FROM_HOST, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('eiaHost', bridge);
