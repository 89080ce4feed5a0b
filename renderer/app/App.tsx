import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { screenShown, type Screen } from './store';
import { hashFor, screenFromHash } from './routing';
import { TitleScreen } from '../features/title';
import { PlaceholderScreen } from '../features/title/PlaceholderScreen';

const PLACEHOLDERS: Record<Exclude<Screen, 'title'>, { title: string; text: string }> = {
  newGame: {
    title: 'New game',
    text: 'Choosing a scenario, the optional rules in force and the seats at this machine comes with the scenario and hot-seat work.',
  },
  loadGame: { title: 'Load game', text: 'The save browser comes with the save-file work (one SQLite file per game).' },
  joinGame: {
    title: 'Join LAN game',
    text: 'Ask the host for the address it printed (start it with "npm run serve -- --lan") and open it in a browser; joining from the desktop app comes with the LAN work.',
  },
  rules: { title: 'Rules & data sources', text: 'The rules reference and the provenance of every table are being assembled.' },
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
  const p = PLACEHOLDERS[screen];
  return <PlaceholderScreen title={p.title} text={p.text} onBack={() => go('title')} />;
}
