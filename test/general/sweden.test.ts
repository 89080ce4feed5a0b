// v2.71 10.4.5.3 (option greaterSweden) the larger Swedish corps (issue 18, general branch).
// The Minor Countries Chart gives Sweden 5 manpower, Finland 1, Norway 2; a free state doubles
// them (8.2.3): Sweden with Finland 12, with Norway joined too 16.
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import type { Corps, GameState, MinorId } from '../../shared/model';
import { applyDistricts, beginDistricts } from '../../shared/engine/steps/general/districts';
import { setControl } from '../../shared/engine/steps/political/minorControl';
import { swedishCorpsInfantryFor, swedishManpower } from '../../shared/rules/general';
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
