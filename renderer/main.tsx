import './app/zodConfig';
import '@fontsource/im-fell-english/latin-400.css';
import '@fontsource/im-fell-english/latin-400-italic.css';
import '@fontsource/eb-garamond/latin-400.css';
import '@fontsource/eb-garamond/latin-600.css';
import './styles/theme.css';
import './features/reference/reference.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './app/App';
import { GameClientContext } from './app/clientContext';
import { GameClient } from './features/game/gameClient';
import { hostMessageReceived } from './features/game/hostViewSlice';
import { createStore } from './app/store';
import {
  HostClient,
  errorReported,
  hostIdentified,
  hostSocketUrl,
  ipcConnection,
  keepSeats,
  statusChanged,
  tableMessage,
  transportChosen,
  wsConnection,
  type HostConnection,
} from './features/connection';
import { hostSecretFrom } from './app/hostSecret';
import { tableSeated } from './app/store';
import { isMajorPower, POWER_NAMES, type MajorPower } from '../shared/model';
import { deliverRaw, Listeners } from './features/connection/HostConnection';
import type { HostMessage, ProtocolError } from '../shared/protocol';

const store = createStore();

// Inside Electron the preload provides the bridge; in a browser the host that served this
// page also answers on its WebSocket (with the host secret when this is the host's own browser,
// issue 14), and the socket opens again by itself when it drops. The rest of the app does not
// know which.
const connection: HostConnection = window.eiaHost
  ? ipcConnection(window.eiaHost)
  : wsConnection(hostSocketUrl(window.location, hostSecretFrom(window)), undefined, { reconnect: true });
store.dispatch(transportChosen(connection.transport));
connection.onInvalid((e) => store.dispatch(errorReported(`The host sent an invalid message: ${e.message}`)));

const seatNames = (seats: readonly { power: string; player?: string }[]) => {
  const players: Partial<Record<MajorPower, string>> = {};
  for (const s of seats) if (isMajorPower(s.power)) players[s.power] = s.player ?? POWER_NAMES[s.power];
  return players;
};
const deliver = (m: Parameters<typeof hostMessageReceived>[0]) => {
  store.dispatch(hostMessageReceived(m));
  store.dispatch(tableMessage(m));
  // Seats taken back after a reload or a lost connection, or fewer seats than before: the
  // window's players are the seats' players (NewGame and Load game seat their own); 14.2 after
  // the bidding, the powers this machine's players won.
  if (m.type === 'gameOpened' && (m.requestId.startsWith('resume-') || m.requestId === 'seats-revoked' || m.requestId === 'powers-selected')) store.dispatch(tableSeated(seatNames(m.seats)));
};
connection.onMessage(deliver);
const gameClient = new GameClient(connection);

// Issue 14: seats kept in this browser (or the app) are taken back on every (re)connection.
keepSeats({
  connection,
  storage: window.localStorage,
  host: window.eiaHost ? 'app' : window.location.host,
  deliver,
  held: () => store.getState().hostView.game,
});

const client = new HostClient(connection);
connection.onStatus((s) => {
  store.dispatch(statusChanged(s));
  if (s !== 'open') return;
  client.hello(window.eiaHost ? 'electron' : 'browser');
  client
    .getVersion()
    .then((v) => store.dispatch(hostIdentified(v)))
    .catch((e: unknown) => store.dispatch(errorReported(e instanceof Error ? e.message : String(e))));
  gameClient.request({ type: 'getTable' }).catch(() => {});
});

// Test hook (STYLE F): lets end-to-end tests read state and inject host messages.
const injected = new Listeners<HostMessage>();
const injectedInvalid = new Listeners<ProtocolError>();
injected.add((m) => {
  if (m.type === 'version') store.dispatch(hostIdentified(m));
  store.dispatch(hostMessageReceived(m));
});
injectedInvalid.add((e) => store.dispatch(errorReported(`Invalid injected message: ${e.message}`)));
window.__eia = {
  getState: () => store.getState(),
  dispatchHostMessage: (raw) => deliverRaw(raw, injected, injectedInvalid),
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <GameClientContext.Provider value={gameClient}>
        <App />
      </GameClientContext.Provider>
    </Provider>
  </StrictMode>,
);
