import { SCREENS, type Screen } from './store';

/** Hash routes (`#/map`) so deep links work from file:// in Electron and over HTTP alike. */
export function screenFromHash(hash: string): Screen {
  const name = hash.replace(/^#\/?/, '').split('?')[0]!;
  const screen = name === '' ? 'title' : (name as Screen);
  return SCREENS.includes(screen) ? screen : 'title';
}

export function hashFor(screen: Screen): string {
  return screen === 'title' ? '#/' : `#/${screen}`;
}

/** What a replay shows: a save (null = the game at the table), whose view, from where, and where Back goes. */
export interface ReplayRoute {
  readonly saveId: string | null;
  /** A power or 'spectator'; the host picks when absent. */
  readonly viewer?: string;
  readonly since?: 'lastTurn';
  readonly back: 'game' | 'loadGame';
}

/** `#/replay?save=…&viewer=…&since=lastTurn&back=…`: a replay survives a reload of the page. */
export function replayHash(route: ReplayRoute): string {
  const q = new URLSearchParams();
  if (route.saveId !== null) q.set('save', route.saveId);
  if (route.viewer) q.set('viewer', route.viewer);
  if (route.since) q.set('since', route.since);
  q.set('back', route.back);
  return `#/replay?${q.toString()}`;
}

export function replayRoute(hash: string): ReplayRoute {
  const q = new URLSearchParams(hash.split('?')[1] ?? '');
  const viewer = q.get('viewer');
  return {
    saveId: q.get('save'),
    ...(viewer ? { viewer } : {}),
    ...(q.get('since') === 'lastTurn' ? { since: 'lastTurn' as const } : {}),
    back: q.get('back') === 'loadGame' ? 'loadGame' : 'game',
  };
}
