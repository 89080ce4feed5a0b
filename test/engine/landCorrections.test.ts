// v2.71 corrections of the land movement rules: on by default, a switch plays the rule as first
// printed, and a game saved before a correction existed keeps the printed rule.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { legalDestinations } from '../../shared/rules/land/movement';
import { revivedState, type GameState, type OptionalRuleId, type StoredGameState } from '../../shared/model';
import { DATA, LAND, counterOf, decisionOf, landScenario, order, reach } from './landSetup';

type Tweak = Parameters<typeof landScenario>[0];
function game(rules: Partial<Record<OptionalRuleId, boolean>> = {}, tweak?: Tweak): GameState {
  const r = newGame({ scenario: landScenario(tweak), seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return reach(r.value, 'france', 'land/movement').s;
}
const optionOf = (s: GameState, value: string) => decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.value === value);
/** The state as a save made before the two corrections existed holds it: no flag for them. */
function savedBefore(s: GameState): GameState {
  const { forceMarchRestrictions: _a, landingInBesiegedPort: _b, ...rules } = s.options.rules;
  return revivedState(JSON.parse(JSON.stringify({ ...s, options: { ...s.options, rules } })) as StoredGameState);
}
/** A French corps aboard a fleet at sea off Brest; Austrians besiege Brest, held by 2 French infantry. */
const landing: Tweak = (sc) => {
  (sc.forces.corps as Record<string, unknown>[])[3]!.area = '427';
  sc.forces.garrisons = [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }];
  (sc.forces.corps as unknown[]).push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 5 } });
  sc.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
};

describe('opt:7.3.1.2 force marching (v2.71 correction)', () => {
  it('opt:7.3.1.2 by default a cavalry corps may not force march; as first printed (7.3.1.2) it may', () => {
    const amended = game();
    expect(amended.options.rules.forceMarchRestrictions).toBe(true);
    expect(optionOf(amended, `march:${counterOf(amended, 'fr-2')}`)!.verdict).toMatchObject({ ok: false, code: 'cannotForceMarch', rule: 'opt:7.3.1.2' });
    const printed = game({ forceMarchRestrictions: false });
    expect(optionOf(printed, `march:${counterOf(printed, 'fr-2')}`)!.verdict).toEqual({ ok: true });
  });

  it('7.3.1.2 / 7.3.5 as first printed a corps that landed may force march and move its one extra point', () => {
    let s = game({ forceMarchRestrictions: false }, landing);
    const k = counterOf(s, 'fr-9');
    s = order(s, 'france', 'land/movement', `land:${k}:430`);
    expect(legalDestinations(s, LAND, 'france', k).filter((d) => d.verdict.ok)).toEqual([]);
    s = order(s, 'france', 'land/movement', `march:${k}`);
    const reachable = legalDestinations(s, LAND, 'france', k).filter((d) => d.verdict.ok);
    expect(reachable.length).toBeGreaterThan(0);
    expect(Math.max(...reachable.map((d) => d.cost))).toBe(1);
  });

  it('opt:7.3.1.2 a game saved before the correction existed keeps the printed rule', () => {
    const old = savedBefore(game());
    expect(old.options.rules).not.toHaveProperty('forceMarchRestrictions');
    const s = order(old, 'france', 'land/movement', `march:${counterOf(old, 'fr-1')}`);
    expect(optionOf(s, `march:${counterOf(s, 'fr-2')}`)!.verdict).toEqual({ ok: true });
  });
});

describe('opt:7.3.5 landing into a besieged port (v2.71 correction)', () => {
  it('opt:7.3.5 by default the landing may go straight into besieged Brest; as first printed only into its area', () => {
    const amended = game({}, landing);
    const k = counterOf(amended, 'fr-9');
    expect(optionOf(amended, `land:${k}:427:brest`)?.verdict).toEqual({ ok: true });
    const printed = game({ landingInBesiegedPort: false }, landing);
    expect(optionOf(printed, `land:${counterOf(printed, 'fr-9')}:427:brest`)).toBeUndefined();
    expect(optionOf(printed, `land:${counterOf(printed, 'fr-9')}:427`)?.verdict).toEqual({ ok: true });
  });

  it('opt:7.3.5 a game saved before the correction existed lands corps in the area only', () => {
    const old = savedBefore(game({}, landing));
    const s = order(old, 'france', 'land/movement', `march:${counterOf(old, 'fr-1')}`);
    const k = counterOf(s, 'fr-9');
    expect(optionOf(s, `land:${k}:427:brest`)).toBeUndefined();
    expect(optionOf(s, `land:${k}:427`)?.verdict).toEqual({ ok: true });
  });
});
