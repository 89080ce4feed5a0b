import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { Screen } from '../../app/store';
import { LanPanel } from '../connection/LanPanel';
import { Emblem } from './Emblem';
import './title.css';

interface MenuEntry {
  screen: Screen;
  label: string;
  key: string;
  /** Issue 14: only the host's own window creates and loads games. */
  hostOnly?: boolean;
}

const MENU: readonly MenuEntry[] = [
  { screen: 'newGame', label: 'New game', key: 'N', hostOnly: true },
  { screen: 'loadGame', label: 'Load game', key: 'L', hostOnly: true },
  { screen: 'joinGame', label: 'Join LAN game', key: 'J' },
  { screen: 'rules', label: 'Rules & data sources', key: 'R' },
];

/** The first screen: the game's name, the four ways in, and the versions of app and host. */
export function TitleScreen({ onNavigate }: { onNavigate: (s: Screen) => void }) {
  const connection = useAppSelector((s) => s.connection);
  const first = useRef<HTMLButtonElement>(null);

  // A window that is not the host's own (a LAN player's browser) joins; it cannot start games.
  const guest = connection.host?.role === 'guest';
  const usable = (m: MenuEntry) => !(m.hostOnly && guest);

  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const entry = MENU.find((m) => m.key === e.key.toUpperCase());
      if (entry && usable(entry)) onNavigate(entry.screen);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNavigate, guest]);

  const hostLine =
    connection.host !== null
      ? `host ${connection.host.appVersion} (${connection.host.hostKind === 'electron' ? 'desktop' : 'browser mode'}), protocol ${connection.host.protocolVersion}`
      : connection.status === 'closed'
        ? 'host unreachable'
        : 'connecting to host…';

  return (
    <main className="title-screen">
      <div className="title-frame">
        <Emblem />
        <h1 className="title-name">Empires in Arms</h1>
        <p className="title-sub">The Napoleonic Wars in Europe, 1805 – 1815</p>
        <p className="title-powers">France · Great Britain · Spain · Austria · Prussia · Russia · Turkey</p>
        <nav className="title-menu" aria-label="Main menu">
          {MENU.map((m, i) => (
            <button
              key={m.screen}
              ref={i === (guest ? 2 : 0) ? first : undefined}
              className="title-button"
              aria-keyshortcuts={m.key}
              disabled={!usable(m)}
              title={usable(m) ? undefined : "Only the host's own window starts and loads games; join the host's game from here."}
              onClick={() => onNavigate(m.screen)}
            >
              <span className="label">{m.label}</span>
              <kbd>{m.key}</kbd>
            </button>
          ))}
        </nav>
        {guest && <p className="title-guest">This window joins the game hosted at {window.location.host}: choose Join LAN game.</p>}
        <LanPanel />
        <footer className="title-footer">
          <span data-testid="app-version">Version {__APP_VERSION__}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="host-version" data-status={connection.status}>
            {hostLine}
          </span>
          {connection.lastError && <div className="title-error">{connection.lastError}</div>}
        </footer>
      </div>
    </main>
  );
}
