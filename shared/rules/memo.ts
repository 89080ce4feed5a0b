// Performance (issue 20, the Grand Campaign soak): pure facts derived from an immutable game state
// and the static map, remembered per (map, state) object pair and a key of the other arguments.
// Engine states are never modified in place (a command makes new objects for what it changes), so
// a fact found for one state object stays true for it; a changed state is a new object and a miss.
// The WeakMaps let states and maps that are no longer referenced be collected with their facts.

type Cache<T> = WeakMap<object, WeakMap<object, Map<string, T>>>;

/** A cache for one derived fact: `memo(cache, map, state, key, compute)`. */
export function memoCache<T>(): Cache<T> {
  return new WeakMap();
}

/** The fact for (map, state, key): remembered, or computed once and remembered. Callers must not modify it. */
export function memo<T>(cache: Cache<T>, map: object, state: object, key: string, compute: () => T): T {
  let byState = cache.get(map);
  if (!byState) cache.set(map, (byState = new WeakMap()));
  let byKey = byState.get(state);
  if (!byKey) byState.set(state, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key)!;
  const value = compute();
  byKey.set(key, value);
  return value;
}
