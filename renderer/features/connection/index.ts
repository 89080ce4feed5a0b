export type { HostConnection, ConnectionStatus } from './HostConnection';
export { ipcConnection } from './ipcConnection';
export { wsConnection, hostSocketUrl, type WebSocketLike, type WebSocketFactory } from './wsConnection';
export { HostClient, type HostVersion } from './hostClient';
export { connectionSlice, transportChosen, statusChanged, hostIdentified, errorReported, type ConnectionState } from './connectionSlice';
