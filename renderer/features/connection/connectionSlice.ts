import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostMessage, TableGame } from '../../../shared/protocol';
import type { ConnectionStatus } from './HostConnection';
import type { HostVersion } from './hostClient';

/** The LAN server as the host last reported it (`hostLan`). */
export type LanState = Omit<Extract<HostMessage, { type: 'lan' }>, 'type' | 'requestId'>;

export interface ConnectionState {
  transport: 'ipc' | 'websocket' | null;
  status: ConnectionStatus;
  host: HostVersion | null;
  lastError: string | null;
  /** The game at the host's table and who plays each power, connected or not (issue 14). */
  table: TableGame | null;
  /** Whether the host has told us about its table yet. */
  tableKnown: boolean;
  lan: LanState | null;
  /** Why this window lost seats it held, to show once. */
  seatNotice: string | null;
}

const initialState: ConnectionState = { transport: null, status: 'connecting', host: null, lastError: null, table: null, tableKnown: false, lan: null, seatNotice: null };

/** Connection status, the host's identity and its table; written only from connection callbacks and host messages. */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    transportChosen(state, action: PayloadAction<'ipc' | 'websocket'>) {
      state.transport = action.payload;
    },
    statusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
    hostIdentified(state, action: PayloadAction<HostVersion>) {
      state.host = action.payload;
      state.lastError = null;
    },
    errorReported(state, action: PayloadAction<string>) {
      state.lastError = action.payload;
    },
    seatNoticeCleared(state) {
      state.seatNotice = null;
    },
    /** Host messages about the table, its seats and the LAN server. */
    tableMessage(state, action: PayloadAction<HostMessage>) {
      const m = action.payload;
      if (m.type === 'seats' || m.type === 'table') {
        state.table = m.game;
        state.tableKnown = true;
      } else if (m.type === 'lan') {
        const { type: _type, requestId: _id, ...lan } = m;
        state.lan = lan;
      } else if (m.type === 'seatsRevoked') {
        state.seatNotice = m.reason;
      }
    },
  },
});

export const { transportChosen, statusChanged, hostIdentified, errorReported, tableMessage, seatNoticeCleared } = connectionSlice.actions;
