export type { HostConnection, ConnectionStatus } from './HostConnection';
export { ipcConnection } from './ipcConnection';
export { wsConnection, hostSocketUrl, type WebSocketLike, type WebSocketFactory, type WsOptions } from './wsConnection';
export { HostClient, type HostVersion } from './hostClient';
export { keepSeats, keptSeats, type KeptSeats, type SeatStorage } from './seatKeeper';
export { connectionSlice, transportChosen, statusChanged, hostIdentified, errorReported, tableMessage, seatNoticeCleared, type ConnectionState, type LanState } from './connectionSlice';
