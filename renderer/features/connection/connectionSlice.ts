import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionStatus } from './HostConnection';
import type { HostVersion } from './hostClient';

export interface ConnectionState {
  transport: 'ipc' | 'websocket' | null;
  status: ConnectionStatus;
  host: HostVersion | null;
  lastError: string | null;
}

const initialState: ConnectionState = { transport: null, status: 'connecting', host: null, lastError: null };

/** Connection status and the host's identity; written only from connection callbacks. */
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
  },
});

export const { transportChosen, statusChanged, hostIdentified, errorReported } = connectionSlice.actions;
