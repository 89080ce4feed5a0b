import { useSyncExternalStore } from 'react';

// 7.5.2.10.3 The retreat route the player has picked in the dialog but not sent yet, drawn on
// the map beside the battle. Screen state only: nothing here reaches the host.

let route: readonly string[] | null = null;
const listeners = new Set<() => void>();

/** Shows `areas` (the route from the battle, in order) on the map, or clears it with null. */
export function previewRoute(areas: readonly string[] | null): void {
  if (route === areas || (route && areas && route.join('>') === areas.join('>'))) return;
  route = areas;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The route picked now, for the map layer. */
export function useRoutePreview(): readonly string[] | null {
  return useSyncExternalStore(subscribe, () => route, () => null);
}
