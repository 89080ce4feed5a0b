// Performance (issue 20, the Grand Campaign soak): pure facts derived from an immutable game state
// and the static map, remembered per (map, state) object pair and a key of the other arguments.
// Engine states are never modified in place (a command makes new objects for what it changes), so
// a fact found for one state object stays true for it; a changed state is a new object and a miss.
// The WeakMaps let states and maps that are no longer referenced be collected with their facts.

/**
 * The facts per map and state, and (issue 20) the last (map, state) pair asked about with its
 * facts: a command's rules ask many times running about one state. Holding the last state only
 * delays its collection until another is asked about; a fact found stays the same either way.
 */
interface Cache<T> {
  readonly byMap: WeakMap<object, WeakMap<object, Map<string, T>>>;
  lastMap: object | null;
  lastState: object | null;
  lastFacts: Map<string, T> | null;
}

/** A cache for one derived fact: `memo(cache, map, state, key, compute)`. */
export function memoCache<T>(): Cache<T> {
  return { byMap: new WeakMap(), lastMap: null, lastState: null, lastFacts: null };
}

/** The fact for (map, state, key): remembered, or computed once and remembered. Callers must not modify it. */
export function memo<T>(cache: Cache<T>, map: object, state: object, key: string, compute: () => T): T {
  let byKey = cache.lastState === state && cache.lastMap === map ? cache.lastFacts : null;
  if (!byKey) {
    let byState = cache.byMap.get(map);
    if (!byState) cache.byMap.set(map, (byState = new WeakMap()));
    byKey = byState.get(state) ?? null;
    if (!byKey) byState.set(state, (byKey = new Map()));
    cache.lastMap = map;
    cache.lastState = state;
    cache.lastFacts = byKey;
  }
  const hit = byKey.get(key);
  if (hit !== undefined || byKey.has(key)) return hit as T;
  const value = compute();
  byKey.set(key, value);
  return value;
}
