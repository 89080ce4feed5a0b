// Performance (issue 20): the first entry of an id in a list of the state, through an index built
// once per list. States are never changed in place, so the same array always gives the same index
// (the first entry of an id, as a search of the list would find).
const indexes = new WeakMap<readonly { readonly id: string }[], Map<string, { readonly id: string }>>();

/** The first entry of `list` whose id is `id`, or undefined. */
export function firstById<T extends { readonly id: string }>(list: readonly T[], id: string): T | undefined {
  let idx = indexes.get(list);
  if (!idx) {
    idx = new Map();
    for (const x of list) if (!idx.has(x.id)) idx.set(x.id, x);
    indexes.set(list, idx);
  }
  return idx.get(id) as T | undefined;
}
