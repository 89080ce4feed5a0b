// Performance (issue 20): comparisons of immutable states that may differ only in fields a
// search does not read. Used by the supply-chain anchors (land/depots/anchor.ts) and the Army
// Reinforcement Step's chain state (reinforcement/chainState.ts).

type Fields = Readonly<Record<string, unknown>>;

/** Every own key of both objects holds the same value, except `skip`ped keys and those `near` accepts. */
export function sameKeysExcept(a: unknown, b: unknown, skip: ReadonlySet<string>, near?: (key: string, x: unknown, y: unknown) => boolean): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const x = a as Fields;
  const y = b as Fields;
  let n = 0;
  for (const k in x) {
    if (!Object.prototype.hasOwnProperty.call(x, k)) continue;
    n++;
    if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
    if (x[k] === y[k] || skip.has(k)) continue;
    if (!near || !near(k, x[k], y[k])) return false;
  }
  return n === Object.keys(y).length;
}

const FACTORS: ReadonlySet<string> = new Set(['factors']);

/** The same corps in the same order, each the same but maybe for its factors. */
export function sameCorpsButFactors(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameKeysExcept(a[i], b[i], FACTORS)) return false;
  return true;
}
