import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { screenShown, type Screen } from './store';
import { hashFor, replayRoute, screenFromHash } from './routing';
import { TitleScreen } from '../features/title';
import { TableBar } from '../features/connection/TableBar';

// Heavier screens load on demand so the title screen comes up at once.
const ReferenceScreen = lazy(() => import('../features/reference').then((m) => ({ default: m.ReferenceScreen })));
const MapScreen = lazy(() => import('../features/mapScreen').then((m) => ({ default: m.MapScreen })));
const GameScreen = lazy(() => import('../features/game').then((m) => ({ default: m.GameScreen })));
const NewGameScreen = lazy(() => import('../features/newGame').then((m) => ({ default: m.NewGameScreen })));
const SaveBrowser = lazy(() => import('../features/saves').then((m) => ({ default: m.SaveBrowser })));
const ReplayScreen = lazy(() => import('../features/replay').then((m) => ({ default: m.ReplayScreen })));
const JoinScreen = lazy(() => import('../features/join').then((m) => ({ default: m.JoinScreen })));

export function App() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector((s) => s.ui.screen);

  useEffect(() => {
    const sync = () => dispatch(screenShown(screenFromHash(window.location.hash)));
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [dispatch]);

  const go = useCallback((next: Screen) => {
    window.location.hash = hashFor(next);
  }, []);
  const toTitle = useCallback(() => go('title'), [go]);
  const toGame = useCallback(() => go('game'), [go]);
  const toLoad = useCallback(() => go('loadGame'), [go]);

  if (screen === 'title') return <TitleScreen onNavigate={go} />;
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      {screen === 'rules' && <ReferenceScreen onBack={toTitle} />}
      {screen === 'map' && <MapScreen onBack={toTitle} />}
      {screen === 'newGame' && <NewGameScreen onBack={toTitle} onStarted={toGame} />}
      {screen === 'loadGame' && <SaveBrowser onBack={toTitle} onLoaded={toGame} />}
      {screen === 'joinGame' && <JoinScreen onBack={toTitle} onJoined={toGame} />}
      {screen === 'game' && <GameScreen onLeave={toTitle} onLoad={toLoad} />}
      {screen === 'game' && <TableBar />}
      {screen === 'replay' && <ReplayRoute />}
    </Suspense>
  );
}

/** The replay of the hash's save and viewer; Back returns to where it was opened from. */
function ReplayRoute() {
  const route = replayRoute(window.location.hash);
  const back = useCallback(() => {
    window.location.hash = hashFor(route.back);
  }, [route.back]);
  return <ReplayScreen route={route} onBack={back} />;
}
