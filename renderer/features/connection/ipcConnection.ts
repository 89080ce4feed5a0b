import type { ClientMessage, EiaHostBridge, HostMessage, ProtocolError } from '../../../shared/protocol';
import { deliverRaw, Listeners, type ConnectionStatus, type HostConnection } from './HostConnection';

/** Electron: the protocol over the preload's bridge (`window.eiaHost`). */
export function ipcConnection(bridge: EiaHostBridge): HostConnection {
  const messages = new Listeners<HostMessage>();
  const invalid = new Listeners<ProtocolError>();
  const status = new Listeners<ConnectionStatus>();
  const unsubscribe = bridge.onMessage((raw) => deliverRaw(raw, messages, invalid));
  return {
    transport: 'ipc',
    send: (message: ClientMessage) => bridge.send(JSON.stringify(message)),
    onMessage: (l) => messages.add(l),
    onInvalid: (l) => invalid.add(l),
    onStatus: (l) => {
      l('open'); // IPC is open as soon as the preload ran
      return status.add(l);
    },
    close: () => {
      unsubscribe();
      status.emit('closed');
    },
  };
}
