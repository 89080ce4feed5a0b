import { createHash } from 'node:crypto';

const isIndex = (k: string) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;

/**
 * An object's keys in the order saves have always been hashed with: sorted, except that keys
 * which are array indices ("438", an area) come first in numeric order, as JavaScript orders
 * them in the sorted object the original `JSON.stringify` replacer built.
 */
function orderedKeys(record: object): string[] {
  const keys = Object.keys(record).sort();
  if (!keys.some(isIndex)) return keys;
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((k) => !isIndex(k))];
}

/**
 * JSON with object keys sorted, so that equal data always gives the same text. Written out by
 * hand rather than through `JSON.stringify`'s replacer (the same text, a fifth faster): a save's
 * proof hashes the state after every entry of a whole game (issue 14).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonicalJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      const v: unknown = value[i];
      out += v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : canonicalJson(v);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of orderedKeys(record)) {
    const v = record[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

const memo = new WeakMap<object, string>();

/**
 * `canonicalJson` of immutable data, remembering the text of every object and array it meets:
 * consecutive game states share most of their parts (the engine copies only what a command
 * changes), so hashing a state after each entry of a whole game serialises only what changed.
 * The text is exactly `canonicalJson`'s. Only for data nobody mutates afterwards.
 */
export function canonicalJsonOfImmutable(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = memo.get(value);
  if (known !== undefined) return known;
  let out: string;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') out = canonicalJson(value);
  else if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      const v: unknown = value[i];
      out += v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : canonicalJsonOfImmutable(v);
    }
    out += ']';
  } else {
    const record = value as Record<string, unknown>;
    out = '{';
    let first = true;
    for (const key of orderedKeys(record)) {
      const v = record[key];
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJsonOfImmutable(v)}`;
      first = false;
    }
    out += '}';
  }
  memo.set(value, out);
  return out;
}

/** `canonicalHash` of immutable data (see `canonicalJsonOfImmutable`). */
export function canonicalHashOfImmutable(value: unknown): string {
  return createHash('sha256').update(canonicalJsonOfImmutable(value)).digest('hex');
}

/** SHA-256 of the canonical JSON: a state hash any engine with plain-data state can use. */
export function canonicalHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

const digests = new WeakMap<object, string>();

/**
 * A tree digest of immutable data: each object and array is hashed over the canonical text of
 * its own level, with every object or array inside it written as `#` and that part's digest
 * (JSON text never holds a bare `#` outside a string, so the two cannot be confused). A part's
 * digest is remembered by identity, so the digest of a state that shares all but a few parts
 * with the last one hashes only the changed parts and the levels above them — where the flat
 * `canonicalHashOfImmutable` hashes the whole text again (a fifth of an autosaved command's
 * time). As strong as SHA-256 itself: equal digests mean equal data. Only for data nobody
 * mutates afterwards.
 */
export function treeDigestOfImmutable(value: unknown): string {
  if (value === null || typeof value !== 'object') return createHash('sha256').update(JSON.stringify(value) ?? 'null').digest('hex');
  return partDigest(value);
}

function partDigest(value: object): string {
  const known = digests.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') text = canonicalJson(value);
  else if (Array.isArray(value)) {
    text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      text += levelText(value[i] as unknown, 'null');
    }
    text += ']';
  } else {
    const record = value as Record<string, unknown>;
    text = '{';
    let first = true;
    for (const key of orderedKeys(record)) {
      const part = levelText(record[key], undefined);
      if (part === undefined) continue;
      text += `${first ? '' : ','}${JSON.stringify(key)}:${part}`;
      first = false;
    }
    text += '}';
  }
  const digest = createHash('sha256').update(text).digest('hex');
  digests.set(value, digest);
  return digest;
}

/** One value as its level's text shows it: a plain value as JSON, a part as `#` and its digest; what JSON leaves out as `missing`. */
function levelText<M extends string | undefined>(v: unknown, missing: M): string | M {
  if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return missing;
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  return `#${partDigest(v)}`;
}
