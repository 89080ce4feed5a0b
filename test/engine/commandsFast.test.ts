import { describe, expect, it } from 'vitest';
import { commandSchema, parseCommand } from '../../shared/engine';

// Issue 20: parseCommand checks the common one-string commands by hand before the schema. For
// every command type and every edge of its shape, it must answer exactly as the schema alone.

/** What the schema alone answers, in parseCommand's form. */
function bySchema(input: unknown): unknown {
  const r = commandSchema.safeParse(input);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, errors: r.error.issues.map((i) => `${i.path.join('.') || '(command)'}: ${i.message}`) };
}

/** Every command type with the name of its one field besides the envelope (if any). */
function commandTypes(): { type: string; field: string | undefined }[] {
  const out: { type: string; field: string | undefined }[] = [];
  for (const option of commandSchema.options) {
    const keys = Object.keys(option.shape);
    for (const type of option.shape.type._zod.values) if (typeof type === 'string') out.push({ type, field: keys[3] });
  }
  return out;
}

function variants(type: string, field: string | undefined): unknown[] {
  const base = { type, power: 'france', decisionId: 'd12' };
  const out: unknown[] = [
    base,
    { ...base, power: 'prussia-ish' },
    { ...base, decisionId: '' },
    { ...base, decisionId: 'd'.repeat(32) },
    { ...base, decisionId: 'd'.repeat(33) },
  ];
  if (field === undefined) return out;
  for (const value of [
    '',
    'x',
    'end',
    'move:kab2c3d:112',
    'y'.repeat(63),
    'y'.repeat(64),
    'y'.repeat(65),
    'y'.repeat(96),
    'y'.repeat(97),
    'y'.repeat(600),
    'y'.repeat(601),
    42,
    null,
    ['end'],
    [],
    { end: true },
  ]) {
    out.push({ ...base, [field]: value });
    out.push({ [field]: value, decisionId: 'd3', power: 'austria', type }); // keys in another order
    out.push({ ...base, [field]: value, extra: 1 });
    out.push({ ...base, power: 7, [field]: value });
    out.push({ ...base, decisionId: 12, [field]: value });
    const proto = Object.assign(Object.create(null) as object, base, { [field]: value });
    out.push(proto);
    out.push(Object.assign(Object.create({ inherited: true }) as object, base, { [field]: value }));
  }
  const { type: _t, ...withoutType } = { ...base, [field]: 'end' };
  out.push(withoutType, { ...withoutType, type: 'land/teleport' }, { ...withoutType, type: 7 }, [base], 'end', null, 42);
  return out;
}

describe('parseCommand fast path (issue 20)', () => {
  it('answers every shape of every command type as the schema does, fields in the same order', () => {
    let fastShaped = 0;
    for (const { type, field } of commandTypes()) {
      for (const input of variants(type, field)) {
        const got = parseCommand(input);
        const want = bySchema(input);
        expect(got, `${type} ${JSON.stringify(input)}`).toEqual(want);
        if (got.ok) {
          expect(Object.keys(got.value)).toEqual(Object.keys((want as { value: object }).value));
          expect(got.value).not.toBe(input); // a copy, as the schema gives
        }
        if (got.ok && field !== undefined && typeof (got.value as unknown as Record<string, unknown>)[field] === 'string') fastShaped++;
      }
    }
    expect(fastShaped).toBeGreaterThan(100);
  });

  it('a hostile command still gets the schema’s clear errors', () => {
    const r = parseCommand({ type: 'land/movement', power: 'france', decisionId: 'd1', order: 'y'.repeat(65) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join(' ')).toMatch(/^order: /);
    const extra = parseCommand({ type: 'land/movement', power: 'france', decisionId: 'd1', order: 'end', sneaky: 1 });
    expect(extra.ok).toBe(false);
  });
});
