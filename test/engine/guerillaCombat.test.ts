// 7.5.1.2 / 10.1.1.3 guerillas attack only by their owner's choice, with some or all of their
// factors; 7.5.2.11.1 they may reinforce an attack beside a leader.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import type { AreaId, GameState } from '../../shared/model';
import { apply, decisionOf, LAND, newLandGame, peninsula, playUntil, reach } from './landSetup';

const guerillasIn = (s: GameState, area: string) => s.irregulars.filter((i) => i.kind === 'guerilla' && i.area === area).map((i) => i.factors).sort();

describe('7.5.1.2 / 10.1.1.3 guerilla attacks', () => {
  it('10.1.1.3 Spain chooses how many of its guerilla factors in New Castille attack the French corps there: one attacks, as its own counter', () => {
    let s = reach(peninsula(['406'], ['406']), 'spain', 'land/guerillaAttack').s;
    const d = decisionOf(s, 'spain', 'land/guerillaAttack')!;
    expect(d.rule).toBe('10.1.1.3');
    // every number from one to all of them (10.1.1.1.2 may have raised more than the 2 set up)
    const n = guerillasIn(s, '406').reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(d.options.map((o) => o.value)).toEqual(['none', ...Array.from({ length: n }, (_, i) => `406:${i + 1}`)]);
    s = apply(s, commandFor(d, '406:1'));
    // France stays in the field (7.5.1.1 it could retire into Madrid), then the combat is fought out
    s = playUntil(s, (x) => !x.turn.land?.battle);
    const b = s.turn.land!.battles!.find((x) => x.area === '406')!;
    expect(b.area).toBe('406');
    expect(b.attacker.powers).toEqual(['spain']);
    expect(b.attacker.units).toEqual([expect.objectContaining({ kind: 'irregular', face: 'guerilla', initial: { guerilla: 1 } })]);
    // 7.5.3 one side of guerillas alone: a trivial combat
    expect(b.trivial).toBe(true);
    expect(s.log.some((e) => e.type === 'guerillasAttack' && e.factors === 1 && e.area === '406')).toBe(true);
  });

  it('10.1.1.3.1 guerillas are never compelled: "none" (the first option) fights no battle and leaves them as they were', () => {
    let s = reach(peninsula(['406'], ['406']), 'spain', 'land/guerillaAttack').s;
    const before = guerillasIn(s, '406');
    s = apply(s, commandFor(decisionOf(s, 'spain', 'land/guerillaAttack')!, 'none'));
    expect((s.turn.land?.battles ?? []).filter((b) => b.area === '406')).toEqual([]);
    expect(guerillasIn(s, '406')).toEqual(before);
  });

  it('7.5.1 guerillas alone never make the enemy attack them: France\'s sequence has no combat with them', () => {
    const s = playUntil(peninsula(['406'], ['406']), (x) => x.cursor.phasing.includes('spain'));
    expect((s.turn.land?.battles ?? []).some((b) => b.area === '406')).toBe(false);
  });
});

describe('7.5.2.11.1 guerillas reinforcing an attack', () => {
  it('7.5.2.11.1 / 7.5.2.11.2 guerillas beside a Spanish leader\'s stack next door come with it when it reinforces Spain\'s attack', () => {
    const next = LAND.edges('406' as AreaId).find((e) => e.crossingSea === null)!.to;
    let s = newLandGame((sc) => {
      sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      (sc.setupOrder as string[]).push('spain');
      (sc.relations as { wars: string[][] }).wars.push(['france', 'spain']);
      sc.forces.corps = [
        { id: 'fr-p0', name: 'Corps 0', nationality: 'france', type: 'infantry', movement: 4, area: '406', factors: { infantry: 4 } },
        { id: 'sp-1', name: 'Army of Andalusia', nationality: 'spain', type: 'infantry', movement: 3, area: '406', factors: { infantry: 8 } },
        { id: 'sp-2', name: 'Army of Galicia', nationality: 'spain', type: 'infantry', movement: 3, area: next, factors: { infantry: 3 } },
      ];
      sc.forces.garrisons = [];
      sc.forces.depots = [];
      sc.forces.leaders = [{ id: 'castanos', name: 'Castaños', owner: 'spain', with: 'sp-2' }];
      sc.forces.irregulars = [{ nationality: 'spain', kind: 'guerilla', factors: 2, area: next }];
    });
    // France moves last (7.1), so Spain attacks first, in its own sequence
    s = reach(s, 'france', 'land/announcePosition').s;
    const place = decisionOf(s, 'france', 'land/announcePosition')!;
    s = apply(s, commandFor(place, place.options.at(-1)!.value));
    s = reach(s, 'spain', 'land/combatChit').s;
    s = apply(s, commandFor(decisionOf(s, 'spain', 'land/combatChit')!, 'assault'));
    s = forceDice(apply(s, commandFor(decisionOf(s, 'france', 'land/combatChit')!, 'defend')), [1, 1]);
    s = playUntil(s, (x) => decisionOf(x, 'spain', 'land/combatReinforce') !== undefined);
    const d = decisionOf(s, 'spain', 'land/combatReinforce')!;
    expect(d.options.map((o) => o.value)).toEqual([next]);
    // Castaños' strategic 2: a 1 brings the stack, guerillas and all
    s = apply(forceDice(s, [1]), commandFor(d, [next]));
    const guerilla = s.irregulars.find((i) => i.kind === 'guerilla')!;
    expect(guerilla.area).toBe('406');
    const rec = s.turn.land?.battle?.record ?? s.turn.land!.battles!.at(-1)!;
    expect(rec.attacker.units.some((u) => u.counter === guerilla.counter && u.joined !== undefined)).toBe(true);
  });
});
