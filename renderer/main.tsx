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
  statusChanged,
  transportChosen,
  wsConnection,
  type HostConnection,
} from './features/connection';
import { deliverRaw, Listeners } from './features/connection/HostConnection';
import type { HostMessage, ProtocolError } from '../shared/protocol';

const store = createStore();

// Inside Electron the preload provides the bridge; in a browser the host that served this
// page also answers on its WebSocket. The rest of the app does not know which.
const connection: HostConnection = window.eiaHost
  ? ipcConnection(window.eiaHost)
  : wsConnection(hostSocketUrl(window.location));
store.dispatch(transportChosen(connection.transport));
connection.onStatus((s) => store.dispatch(statusChanged(s)));
connection.onInvalid((e) => store.dispatch(errorReported(`The host sent an invalid message: ${e.message}`)));

connection.onMessage((m) => store.dispatch(hostMessageReceived(m)));
const gameClient = new GameClient(connection);

const client = new HostClient(connection);
client.hello(window.eiaHost ? 'electron' : 'browser');
client
  .getVersion()
  .then((v) => store.dispatch(hostIdentified(v)))
  .catch((e: unknown) => store.dispatch(errorReported(e instanceof Error ? e.message : String(e))));

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
