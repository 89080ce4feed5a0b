import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { screenShown, type Screen } from './store';
import { hashFor, screenFromHash } from './routing';
import { TitleScreen } from '../features/title';
import { PlaceholderScreen } from '../features/title/PlaceholderScreen';

// Heavier screens load on demand so the title screen comes up at once.
const ReferenceScreen = lazy(() => import('../features/reference').then((m) => ({ default: m.ReferenceScreen })));

const PLACEHOLDERS: Record<Exclude<Screen, 'title' | 'rules'>, { title: string; text: string }> = {
  newGame: {
    title: 'New game',
    text: 'Choosing a scenario, the optional rules in force and the seats at this machine comes with the scenario and hot-seat work.',
  },
  loadGame: { title: 'Load game', text: 'The save browser comes with the save-file work (one SQLite file per game).' },
  joinGame: {
    title: 'Join LAN game',
    text: 'Ask the host for the address it printed (start it with "npm run serve -- --lan") and open it in a browser; joining from the desktop app comes with the LAN work.',
  },
  map: { title: 'Map of Europe', text: 'The map view is being built.' },
};

export function App() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector((s) => s.ui.screen);

  useEffect(() => {
    const sync = () => dispatch(screenShown(screenFromHash(window.location.hash)));
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [dispatch]);

  const go = (next: Screen) => {
    window.location.hash = hashFor(next);
  };

  if (screen === 'title') return <TitleScreen onNavigate={go} />;
  if (screen === 'rules')
    return (
      <Suspense fallback={<p className="loading">Loading the rules and data sources…</p>}>
        <ReferenceScreen onBack={() => go('title')} />
      </Suspense>
    );
  const p = PLACEHOLDERS[screen];
  return <PlaceholderScreen title={p.title} text={p.text} onBack={() => go('title')} />;
}
