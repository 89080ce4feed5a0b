const KEY = 'eia.hostSecret';

/**
 * Issue 14 The host secret this browser tab was opened with (`?host=…`, printed by browser
 * mode on the host machine): kept for the tab's reloads (session storage) and taken out of the
 * address bar at once, so it is not bookmarked, shared or shown on screen. Null for every
 * other window.
 */
export function hostSecretFrom(w: { location: { search: string; pathname: string; hash: string }; sessionStorage: Storage; history: History }): string | null {
  const params = new URLSearchParams(w.location.search);
  const given = params.get('host');
  if (given !== null) {
    w.sessionStorage.setItem(KEY, given);
    params.delete('host');
    const rest = params.toString();
    w.history.replaceState(null, '', `${w.location.pathname}${rest ? `?${rest}` : ''}${w.location.hash}`);
    return given;
  }
  return w.sessionStorage.getItem(KEY);
}
