import { SCREENS, type Screen } from './store';

/** Hash routes (`#/map`) so deep links work from file:// in Electron and over HTTP alike. */
export function screenFromHash(hash: string): Screen {
  const name = hash.replace(/^#\/?/, '');
  const screen = name === '' ? 'title' : (name as Screen);
  return SCREENS.includes(screen) ? screen : 'title';
}

export function hashFor(screen: Screen): string {
  return screen === 'title' ? '#/' : `#/${screen}`;
}
