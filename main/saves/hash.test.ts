import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonOfImmutable } from './hash';
import { decodeSnapshot } from './snapshotCodec';
import type { StoredSnapshot } from './snapshotCodec';

/** The canonical JSON as saves before issue 14 computed it: every recorded hash was made this way. */
function reference(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

describe('canonical JSON', () => {
  it('is byte for byte what saves were hashed with: every state of a real game, and the odd values', () => {
    const db = new Database(path.join(import.meta.dirname, '..', '..', 'test', 'saves', 'fixtures', 'legacyDice.eiasave'), { readonly: true, fileMustExist: true });
    // format 5 stores later snapshots deflated: read them as the save code does
    const states = (db.prepare('SELECT state FROM snapshot').all() as { state: StoredSnapshot }[]).map((r, i) => JSON.parse(decodeSnapshot(r.state, 'legacyDice.eiasave', `snapshot ${i}`)) as unknown);
    const events = (db.prepare('SELECT body FROM event').all() as { body: string }[]).map((r) => JSON.parse(r.body) as unknown);
    db.close();
    expect(states.length).toBeGreaterThan(2);
    for (const v of [...states, events]) {
      expect(canonicalJson(v)).toBe(reference(v));
      expect(canonicalJsonOfImmutable(v)).toBe(reference(v));
      // a state sharing parts with one already serialised: the same text as from scratch
      const next = { ...(v as object), extra: [v] };
      expect(canonicalJsonOfImmutable(next)).toBe(reference(next));
    }
    const odd = { b: [1, undefined, () => 1, 'x'], a: { z: undefined, y: null, x: NaN, w: -0, v: 1e21, u: '"\u2028' }, c: [], reach: { '438': 1, '10': 2, '2': 3, '001': 4, a: 5, '-1': 6, '4294967295': 7 } };
    expect(canonicalJson(odd)).toBe(reference(odd));
    expect(canonicalJsonOfImmutable(odd)).toBe(reference(odd));
    expect(canonicalJson('s')).toBe(reference('s'));
    expect(canonicalJson(null)).toBe('null');
  });
});
