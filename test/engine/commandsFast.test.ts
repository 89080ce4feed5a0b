import { describe, expect, it, vi } from 'vitest';
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
    // whole numbers (positions) and their edges
    -1,
    0,
    -0,
    6,
    7,
    2.5,
    NaN,
    Infinity,
    '3',
    // lists (of strings, of powers) and their edges
    ['france'],
    ['france', 'spain', 'austria'],
    ['france', 'france'],
    ['teleportia'],
    [''],
    ['y'.repeat(16)],
    ['y'.repeat(17)],
    ['y'.repeat(48)],
    ['y'.repeat(49)],
    ['y'.repeat(64)],
    ['y'.repeat(65)],
    Array.from({ length: 6 }, () => 'britain'),
    Array.from({ length: 7 }, () => 'britain'),
    Array.from({ length: 20 }, (_, i) => `k${i}`),
    Array.from({ length: 21 }, (_, i) => `k${i}`),
    Array.from({ length: 60 }, (_, i) => `k${i}`),
    Array.from({ length: 61 }, (_, i) => `k${i}`),
    Array.from({ length: 100 }, (_, i) => `k${i}`),
    Array.from({ length: 101 }, (_, i) => `k${i}`),
    Array.from({ length: 200 }, (_, i) => `k${i}`),
    Array.from({ length: 201 }, (_, i) => `k${i}`),
    [7],
    [null],
    [['end']],
    // eslint-disable-next-line no-sparse-arrays
    ['end', , 'x'],
    Object.assign(['end'], { extra: 1 }),
    undefined,
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
          const list = field === undefined ? undefined : (input as Record<string, unknown>)[field];
          if (Array.isArray(list)) expect((got.value as unknown as Record<string, unknown>)[field!]).not.toBe(list);
        }
        if (got.ok && field !== undefined && typeof (got.value as unknown as Record<string, unknown>)[field] === 'string') fastShaped++;
      }
    }
    expect(fastShaped).toBeGreaterThan(100);
  });

  it('the well-formed list and number commands are checked by hand, without the schema', () => {
    const spy = vi.spyOn(commandSchema, 'safeParse');
    try {
      const lists = [
        'political/declareWar',
        'land/supply',
        'political/alliances',
        'political/sue',
        'economic/collection',
        'land/alliedSupply',
        'naval/pursue',
        'political/declareCombinedMovement',
      ];
      for (const type of lists) {
        const field = commandTypes().find((t) => t.type === type)!.field!;
        expect(parseCommand({ type, power: 'france', decisionId: 'd12', [field]: [] }).ok, type).toBe(true);
      }
      expect(parseCommand({ type: 'political/declareCombinedMovement', power: 'france', decisionId: 'd12', allies: ['spain'] }).ok).toBe(
        true,
      );
      expect(parseCommand({ type: 'naval/announcePosition', power: 'britain', decisionId: 'd12', position: 0 }).ok).toBe(true);
      expect(parseCommand({ type: 'land/announcePosition', power: 'france', decisionId: 'd12', position: 6 }).ok).toBe(true);
      expect(spy).not.toHaveBeenCalled();
      // one bad element: the schema answers, with its error
      const bad = parseCommand({
        type: 'political/declareCombinedMovement',
        power: 'france',
        decisionId: 'd12',
        allies: ['spain', 'atlantis'],
      });
      expect(bad.ok).toBe(false);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a hostile command still gets the schema’s clear errors', () => {
    const r = parseCommand({ type: 'land/movement', power: 'france', decisionId: 'd1', order: 'y'.repeat(65) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join(' ')).toMatch(/^order: /);
    const extra = parseCommand({ type: 'land/movement', power: 'france', decisionId: 'd1', order: 'end', sneaky: 1 });
    expect(extra.ok).toBe(false);
  });
});
