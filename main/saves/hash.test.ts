import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonOfImmutable, treeDigestOfImmutable } from './hash';
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

describe('tree digest (issue 20: an autosave hashes only what a command changed)', () => {
  const fresh = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

  it('equal data gives the same digest whether its parts were met before or not, and every change of a part changes it', () => {
    const db = new Database(path.join(import.meta.dirname, '..', '..', 'test', 'saves', 'fixtures', 'legacyDice.eiasave'), { readonly: true, fileMustExist: true });
    const states = (db.prepare('SELECT state FROM snapshot').all() as { state: StoredSnapshot }[]).map((r, i) => JSON.parse(decodeSnapshot(r.state, 'legacyDice.eiasave', `snapshot ${i}`)) as Record<string, unknown>);
    db.close();
    const seen = new Set<string>();
    for (const st of states) {
      const d = treeDigestOfImmutable(st);
      expect(d).toMatch(/^[0-9a-f]{64}$/);
      // a copy made from scratch (no part remembered) digests alike; keys in another order too
      expect(treeDigestOfImmutable(fresh(st))).toBe(d);
      const reversed = Object.fromEntries(Object.entries(st).reverse());
      expect(treeDigestOfImmutable(reversed)).toBe(d);
      seen.add(d);
      // a state sharing every part but one with a state already digested: one deep change shows
      const powers = st.powers as Record<string, Record<string, unknown>>;
      const changed = { ...st, powers: { ...powers, france: { ...powers.france, money: Number(powers.france!.money) + 1 } } };
      const dc = treeDigestOfImmutable(changed);
      expect(dc).not.toBe(d);
      expect(treeDigestOfImmutable(fresh(changed))).toBe(dc);
    }
    expect(seen.size).toBe(states.length);
  });

  it('reads values as JSON does, and a text that looks like a part is not a part', () => {
    expect(treeDigestOfImmutable({ a: 1, b: undefined })).toBe(treeDigestOfImmutable({ a: 1 }));
    expect(treeDigestOfImmutable([undefined, 1])).toBe(treeDigestOfImmutable([null, 1]));
    expect(treeDigestOfImmutable({ a: [] })).not.toBe(treeDigestOfImmutable({ a: {} }));
    expect(treeDigestOfImmutable({ a: '1' })).not.toBe(treeDigestOfImmutable({ a: 1 }));
    const inner = { x: 1 };
    const asText = `#${treeDigestOfImmutable(inner)}`;
    expect(treeDigestOfImmutable({ a: asText })).not.toBe(treeDigestOfImmutable({ a: inner }));
    expect(treeDigestOfImmutable([[1, 2], 3])).not.toBe(treeDigestOfImmutable([[1], 2, 3]));
    expect(treeDigestOfImmutable({ reach: { '438': 1, '10': 2 } })).toBe(treeDigestOfImmutable({ reach: { '10': 2, '438': 1 } }));
  });
});
