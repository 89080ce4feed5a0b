// v2.71 10.4.5.3 (option greaterSweden) the larger Swedish corps (issue 18, general branch).
// The Minor Countries Chart gives Sweden 5 manpower, Finland 1, Norway 2; a free state doubles
// them (8.2.3): Sweden with Finland 12, with Norway joined too 16.
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import type { Corps, GameState, MinorId } from '../../shared/model';
import { applyDistricts, beginDistricts } from '../../shared/engine/steps/general/districts';
import { setControl } from '../../shared/engine/steps/political/minorControl';
import { districtCount, joinVerdict, swedishCorpsInfantryFor, swedishManpower, unionsInUse } from '../../shared/rules/general';
import { holdingOf } from '../../shared/rules/economic/territory';
import { fitsCorps } from '../../shared/rules/reinforcement';
import { DATA, startPolitical } from '../political/politicalSetup';

type Minor = { id: string; name: string; status: string; controller: string | null };

/** Sweden a Russian free state with Finland; Norway a Russian conquered minor held apart from Denmark. */
function russianSweden(option = true): GameState {
  return startPolitical((j) => {
    (j.minors as Minor[]).push({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'russia' }, { id: 'norway', name: 'Norway', status: 'conquered', controller: 'russia' });
  }, { greaterSweden: option });
}

const swedishCorps = (factors: Corps['factors']): Corps => ({ counter: 'kswed234' as never, id: 'sweden-i' as never, name: 'I', nationality: 'sweden' as never, type: 'infantry', movement: 3, location: { kind: 'area', area: '030' as never }, factors, revealedTo: [] });

describe('v2.71 10.4.5.3 the larger Swedish corps', () => {
  it('opt:10.4.5.3 the steps: 14 manpower gives 10 infantry, 18 gives 14; below 14 the printed 8', () => {
    expect(swedishCorpsInfantryFor(13)).toBeNull();
    expect(swedishCorpsInfantryFor(14)).toBe(10);
    expect(swedishCorpsInfantryFor(17)).toBe(10);
    expect(swedishCorpsInfantryFor(18)).toBe(14);
    expect(swedishCorpsInfantryFor(null)).toBeNull();
  });

  it('opt:10.4.5.3 Sweden with Finland has 12 manpower after doubling: the corps stay at 8 infantry', () => {
    const s = russianSweden();
    expect(swedishManpower(s, DATA.economy!)).toBe(12);
    expect(fitsCorps(DATA.land!, swedishCorps({ infantry: 8, cavalry: 2 }), 'infantry', s.options.rules, s)).toMatchObject({ ok: false, rule: '2.4.2.1' });
  });

  it('opt:10.4.5.3 played New Political Combinations: Russia joins Norway to Sweden, 16 manpower, every Swedish corps may hold 10 infantry (cavalry stays 2)', () => {
    const s = russianSweden();
    const open = beginTx(s, DATA);
    beginDistricts(open);
    const d = open.state.pending.find((x) => x.kind === 'general/districts' && x.power === 'russia')!;
    expect(d.options.find((o) => o.value === 'join:greater-sweden:norway')?.verdict).toEqual({ ok: true });
    const tx = beginTx(open.state, DATA);
    applyDistricts(tx, 'russia', ['join:greater-sweden:norway']);
    expect(swedishManpower(tx.state, DATA.economy!)).toBe(16);
    expect(tx.events).toContainEqual({ type: 'corpsBoxesGrown', nationality: 'sweden', infantry: 10, cavalry: 2, manpower: 16, rule: '10.4.5.3' });
    expect(tx.state.general?.swedishCorpsInfantry).toBe(10);
    const rules = tx.state.options.rules;
    expect(fitsCorps(DATA.land!, swedishCorps({ infantry: 9, cavalry: 2 }), 'infantry', rules, tx.state)).toEqual({ ok: true });
    expect(fitsCorps(DATA.land!, swedishCorps({ infantry: 10, cavalry: 2 }), 'infantry', rules, tx.state)).toMatchObject({ ok: false });
    expect(fitsCorps(DATA.land!, swedishCorps({ infantry: 9, cavalry: 2 }), 'cavalry', rules, tx.state)).toMatchObject({ ok: false });
    // a Danish corps is not touched
    expect(fitsCorps(DATA.land!, { ...swedishCorps({ infantry: 8 }), id: 'denmark-i' as never, nationality: 'denmark' as never }, 'infantry', rules, tx.state).ok).toBe(DATA.land!.corpsLimits({ nationality: 'denmark', id: 'denmark-i' })!.limits.infantry! > 8);
  });

  it('opt:10.4.5.3 once grown never reduced: Norway lost to Britain leaves Sweden at 12 manpower and its corps at 10 infantry', () => {
    const s = russianSweden();
    const tx = beginTx(s, DATA);
    applyDistricts(tx, 'russia', ['join:greater-sweden:norway']);
    setControl(tx, 'norway' as MinorId, 'britain', 'conquered', '10.2.1', 'test');
    expect(swedishManpower(tx.state, DATA.economy!)).toBe(12);
    expect(tx.state.general?.swedishCorpsInfantry).toBe(10);
  });

  it('opt:10.4.5.3 without the option nothing grows', () => {
    const s = russianSweden(false);
    const tx = beginTx(s, DATA);
    applyDistricts(tx, 'russia', ['join:greater-sweden:norway']);
    expect(tx.state.general?.swedishCorpsInfantry).toBeUndefined();
  });
});

/** Sweden a British free state with Finland; Norway a British conquered minor held apart from Denmark; Karelia (and Livonia) ceded to Britain. */
function britishSweden(ceded: readonly string[] = ['karelia']): GameState {
  const s = startPolitical((j) => {
    (j.minors as Minor[]).push({ id: 'sweden', name: 'Sweden', status: 'free', controller: 'britain' }, { id: 'norway', name: 'Norway', status: 'conquered', controller: 'britain' });
  }, { greaterSweden: true });
  return { ...s, ceded: ceded.map((p) => ({ province: p as never, home: 'russia' as const, holder: 'britain' as const })) };
}

describe('v2.71 10.4.5.3 Karelia and Livonia joined to Sweden', () => {
  it('opt:10.4.5.3 played New Political Combinations: Britain joins Norway and Karelia (ceded to it) to Sweden: 20 manpower, Swedish corps of 14 infantry', () => {
    const s = britishSweden();
    const open = beginTx(s, DATA);
    beginDistricts(open);
    const d = open.state.pending.find((x) => x.kind === 'general/districts' && x.power === 'britain')!;
    expect(d.options.find((o) => o.value === 'join:greater-sweden:karelia')).toMatchObject({ label: 'Join Karelia to Sweden (Sweden, 10.4.5.3)', verdict: { ok: true } });
    // Livonia is still Russia's: not offered; Russia runs no Sweden: asked nothing about it
    expect(d.options.some((o) => o.value === 'join:greater-sweden:livonia')).toBe(false);
    expect(open.state.pending.some((x) => x.power === 'russia' && x.options.some((o) => String(o.value).includes('karelia')))).toBe(false);
    const tx = beginTx(open.state, DATA);
    applyDistricts(tx, 'britain', ['join:greater-sweden:norway']);
    expect(tx.state.general?.swedishCorpsInfantry).toBe(10); // 12 + 4 = 16
    applyDistricts(tx, 'britain', ['join:greater-sweden:karelia']);
    expect(swedishManpower(tx.state, DATA.economy!)).toBe(20); // Karelia's 2, doubled
    expect(tx.events).toContainEqual({ type: 'corpsBoxesGrown', nationality: 'sweden', infantry: 14, cavalry: 2, manpower: 20, rule: '10.4.5.3' });
    expect(fitsCorps(DATA.land!, swedishCorps({ infantry: 13, cavalry: 2 }), 'infantry', tx.state.options.rules, tx.state)).toEqual({ ok: true });
    // a Swedish district now: Sweden counts four (10.4.2), and Karelia pays Sweden's free-state sheet, not Britain's own
    expect(districtCount(tx.state, 'sweden')).toBe(4);
    const karelia = DATA.economy!.provinces.find((p) => p.id === 'karelia')!;
    expect(holdingOf(tx.state, karelia)).toMatchObject({ holder: 'britain', kind: 'free', minor: { id: 'sweden' } });
  });

  it('opt:10.4.5.3 a province not ceded to the power running Sweden may not be joined (the command is refused by the verdict)', () => {
    const s = britishSweden([]);
    const union = unionsInUse(s).find((u) => u.id === 'greater-sweden')!;
    expect(joinVerdict(s, 'britain', union, 'livonia')).toMatchObject({ ok: false, rule: '10.4.5.3' });
    expect(joinVerdict(s, 'russia', union, 'livonia')).toMatchObject({ ok: false, rule: '10.4.5' });
    const tx = beginTx(s, DATA);
    applyDistricts(tx, 'britain', ['join:greater-sweden:livonia']);
    expect(tx.state.general?.links ?? []).toEqual([]);
  });

  it('opt:10.4.5.3 / 10.4.3 Sweden conquered by France takes Karelia with it; grown corps stay grown', () => {
    const s = britishSweden();
    const tx = beginTx(s, DATA);
    applyDistricts(tx, 'britain', ['join:greater-sweden:norway', 'join:greater-sweden:karelia']);
    setControl(tx, 'sweden' as MinorId, 'france', 'conquered', '10.2.1', 'test');
    expect(tx.state.ceded).toContainEqual({ province: 'karelia', home: 'russia', holder: 'france' });
    expect(tx.events).toContainEqual(expect.objectContaining({ type: 'territoryCeded', territory: 'karelia', from: 'britain', to: 'france', rule: '10.4.5.3' }));
    const karelia = DATA.economy!.provinces.find((p) => p.id === 'karelia')!;
    expect(holdingOf(tx.state, karelia)).toMatchObject({ holder: 'france', kind: 'conquered', minor: { id: 'sweden' } });
    expect(tx.state.general?.swedishCorpsInfantry).toBe(14);
  });
});
