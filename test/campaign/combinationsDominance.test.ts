// 11.8.2 what a change of dominant status does, in the phases where it shows: the morale of land
// combat units (11.8.2.1), naval fire modifiers and the Naval Phase order (11.8.2.2), the Land
// Phase order (11.8.2.3) and the Money and Manpower Collection Step (11.8.2.4); and 11.6.2.1 the
// morale of a Turkish Ottoman Empire's corps.
import { describe, expect, it } from 'vitest';
import { newGame, pendingDecisions } from '../../shared/engine';
import { combatUnitOf } from '../../shared/engine/steps/land/fieldCombat/forces';
import { factorMorale, methodTwoMorale } from '../../shared/rules/land/combat/morale';
import { fireModifiers, navalSide } from '../../shared/rules/naval/combat';
import { dominanceIncome, dominanceMoraleShift, landSequence } from '../../shared/rules/campaign/combinations/effects';
import { LAND_PHASE_OTHERS } from '../../shared/engine/powerOrder';
import type { Corps, GameEvent, GameState, MajorPower, MinorId } from '../../shared/model';
import { answer, play, scriptedChooser, smallCampaign } from '../engine/helpers';
import { lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';

const ON = { alternateDominantPowers: true } as const;

function sevenPowers(dominant: readonly MajorPower[] | null, rules: Record<string, boolean> = ON): GameState {
  const json = smallCampaign();
  for (const p of ['spain', 'prussia', 'turkey']) json.powers[p] = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
  json.setupOrder = ['france', 'austria', 'russia', 'britain', 'spain', 'prussia', 'turkey'];
  const r = newGame({ scenario: json, seed: 1, options: { rules } });
  if (!r.ok) throw new Error('fixture');
  return dominant ? { ...r.value, combinations: { active: [], polishLoyalty: null, dominant } } : r.value;
}
const orders = (s: GameState, phase: string) =>
  s.log.filter((e): e is Extract<GameEvent, { type: 'powerOrderSet' }> => e.type === 'powerOrderSet' && e.phase === phase).map((e) => e.order);

describe('11.8.2.1 morale with dominant status (opt:11.8 keeps 11.8.2)', () => {
  it('a risen Austria\'s regular infantry and artillery +1, its cavalry unchanged; a fallen Britain\'s infantry -1', () => {
    const s = sevenPowers(['france', 'austria']);
    expect(dominanceMoraleShift(s, 'austria', 'austria')).toEqual({ infantry: 1, artillery: 1 });
    expect(dominanceMoraleShift(s, 'britain', 'britain')).toEqual({ infantry: -1, artillery: -1 });
    expect(dominanceMoraleShift(s, 'france', 'france')).toBeNull();
    // a minor's corps run by the dominant power are not its own troops
    expect(dominanceMoraleShift(s, 'austria', 'bavaria')).toBeNull();
  });
  it('Spain\'s and Turkey\'s regular cavalry +1 too; Turkey\'s feudal infantry and cavalry +0.5', () => {
    const s = sevenPowers(['france', 'britain', 'spain', 'turkey']);
    expect(dominanceMoraleShift(s, 'spain', 'spain')).toEqual({ infantry: 1, artillery: 1, cavalry: 1 });
    expect(dominanceMoraleShift(s, 'turkey', 'turkey')).toEqual({ infantry: 1, artillery: 1, cavalry: 1, feudalInfantry: 0.5, feudalCavalry: 0.5 });
  });
  it('without option 11.8, or while France and Britain keep their status, nothing changes', () => {
    expect(dominanceMoraleShift(sevenPowers(['austria'], {}), 'britain', 'britain')).toBeNull();
    expect(dominanceMoraleShift(sevenPowers(['france', 'britain']), 'austria', 'austria')).toBeNull();
  });
  it('an Austrian corps on the map fights with infantry morale 4 instead of its printed 3 once Austria is dominant (Method One and Two)', () => {
    const plain = sevenPowers(['france', 'britain']);
    const risen = sevenPowers(['france', 'britain', 'austria']);
    const corps = plain.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area' && (c.factors.infantry ?? 0) > 0)!;
    const area = (corps.location as { area: string }).area as never;
    const before = combatUnitOf(plain, area, corps.counter)!;
    const after = combatUnitOf(risen, area, corps.counter)!;
    expect(factorMorale(before, 'infantry')).toBe(3);
    expect(factorMorale(after, 'infantry')).toBe(4);
    expect(factorMorale(after, 'cavalry')).toBe(factorMorale(before, 'cavalry'));
    // 7.5.2.6.1.2 Austria's basic morale 3.5 follows its regular infantry: 4.5 as the primary component (our ruling)
    expect(methodTwoMorale([{ ...before, factors: { infantry: 1 } }]).value).toBe(3.5);
    expect(methodTwoMorale([{ ...after, factors: { infantry: 1 } }]).value).toBe(4.5);
  });
});

describe('11.8.2.2 naval fire and the Naval Phase', () => {
  it('a fallen Britain\'s fleets lose the +1; a risen Austria\'s fleets lose the -1', () => {
    const s = sevenPowers(['france', 'austria']);
    const british = navalSide(s, s.fleets.filter((f) => f.nationality === 'britain'));
    expect(british.british).toBe(true);
    expect(fireModifiers(british)).toEqual([{ rule: '6.3.3.2', label: 'British fleet', value: 1 }]);
    expect(fireModifiers(british, s)).toEqual([]);
    expect(fireModifiers(british, sevenPowers(['france', 'britain']))).toEqual([{ rule: '6.3.3.2', label: 'British fleet', value: 1 }]);
    const austrian = { ...british, fleets: [], british: false, austrianOrPrussian: true };
    expect(fireModifiers(austrian)).toEqual([{ rule: '6.3.3.2', label: 'Austrian or Prussian fleet', value: -1 }]);
  });
  it('a fallen Great Britain announces no place and takes the first Naval Phase sequence', () => {
    const s = play(sevenPowers(['france']), scriptedChooser, (x) => x.cursor.phase === 'land').state;
    expect(s.log.some((e) => e.type === 'stepSkipped' && e.step === 'naval/announcePosition' && e.reason.includes('11.8.2.2'))).toBe(true);
    expect(orders(s, 'naval')[0]!.flat()).toEqual(['britain', 'russia', 'turkey', 'austria', 'prussia', 'france', 'spain']);
  });
});

describe('11.8.2.3 the Land Phase sequence', () => {
  it('France still dominant and Austria risen: France moves first and announces nothing', () => {
    const s = play(sevenPowers(['france', 'britain', 'austria']), scriptedChooser, (x) => x.date.month === 3).state;
    expect(s.log.some((e) => e.type === 'stepSkipped' && e.step === 'land/announcePosition' && e.reason.includes('11.8.2.3'))).toBe(true);
    expect(orders(s, 'land')[0]!.flat()).toEqual(['france', 'russia', 'turkey', 'austria', 'prussia', 'britain', 'spain']);
  });
  it('France fallen and Russia alone risen: Russia announces, France takes Russia\'s usual place', () => {
    const start = sevenPowers(['britain', 'russia']);
    const asked: MajorPower[] = [];
    const s = play(start, (d, st) => {
      if (d.kind !== 'land/announcePosition') return scriptedChooser(d, st);
      asked.push(d.power);
      expect(d.options[0]!.label).toBe('first, before France');
      return answer(d, 2);
    }, (x) => x.date.month === 3).state;
    expect(asked).toEqual(['russia']);
    expect(orders(s, 'land')[0]!.flat()).toEqual(['france', 'turkey', 'russia', 'austria', 'prussia', 'britain', 'spain']);
  });
  it('France fallen and two risen (Prussia, Spain): France first', () => {
    const s = sevenPowers(['britain', 'prussia', 'spain']);
    expect(landSequence(s, LAND_PHASE_OTHERS)).toEqual({ announcer: null, others: ['france', 'russia', 'turkey', 'austria', 'prussia', 'britain', 'spain'], rule: '11.8.2.3' });
    expect(landSequence(sevenPowers(['britain'], {}), LAND_PHASE_OTHERS).announcer).toBe('france');
  });
});

describe('11.8.2.4 income', () => {
  it('+10 for a risen power, -10 for a fallen France or Britain, 0 without the option', () => {
    const s = sevenPowers(['france', 'prussia']);
    expect(dominanceIncome(s, 'prussia')).toBe(10);
    expect(dominanceIncome(s, 'britain')).toBe(-10);
    expect(dominanceIncome(s, 'france')).toBe(0);
    expect(dominanceIncome(s, 'russia')).toBe(0);
    expect(dominanceIncome(sevenPowers(['france', 'prussia'], {}), 'britain')).toBe(0);
  });
  it('played: the Money and Manpower Collection Step books +10 on a risen Austria\'s worksheet and -10 on a fallen Britain\'s', () => {
    const s0 = startEconomic(() => {}, { options: { rules: ON } });
    const start: GameState = { ...s0, combinations: { active: [], polishLoyalty: null, dominant: ['france', 'austria'] } };
    const s = playEconomic(start, undefined, (x) => x.log.slice(start.log.length).some((e) => e.type === 'stepEnded' && e.step === 'economic/collection'));
    expect(lines(sheet(s, 'austria'), 'taxes')).toContain('Dominant power 10/0');
    expect(lines(sheet(s, 'britain'), 'taxes')).toContain('No longer a dominant power -10/0');
    expect(lines(sheet(s, 'france'), 'taxes').some((l) => l.includes('ominant'))).toBe(false);
  });
});

it('pending decisions are untouched by 11.8 in a game without it (7.1 France announces)', () => {
  const s = play(sevenPowers(null, {}), scriptedChooser, (x) => x.cursor.step === 'land/announcePosition').state;
  expect(pendingDecisions(s)[0]?.power).toBe('france');
});

describe('11.6.2.1 Ottoman morale', () => {
  /** An Egyptian corps (printed morale infantry 1, cavalry 3) where an Austrian one stands, Egypt a free state of `egypt`'s controller. */
  function withEgypt(controller: MajorPower, empire: MajorPower | null): { s: GameState; area: never; key: string } {
    const base = sevenPowers(null, { ottomanEmpire: true });
    const austrian = base.corps.find((c) => c.nationality === 'austria' && c.location.kind === 'area')!;
    const egyptian = { ...austrian, id: 'egypt-i', counter: 'egypt-i-test', nationality: 'egypt', factors: { infantry: 3, cavalry: 2 } } as unknown as Corps;
    const s: GameState = {
      ...base, corps: [...base.corps, egyptian],
      minors: [...base.minors.filter((m) => m.id !== 'egypt'), { id: 'egypt' as MinorId, name: 'Egypt', status: 'free', controller }],
      combinations: { active: empire ? [{ id: 'ottoman-empire', name: 'the Ottoman Empire', controller: empire, minors: ['egypt', 'syria'], provinces: [], created: { month: 3, year: 1806 } }] : [], polishLoyalty: null, dominant: ['france', 'britain'] },
    };
    return { s, area: (austrian.location as { area: string }).area as never, key: 'egypt-i-test' };
  }
  it('a Turkish Ottoman Empire\'s Egyptian corps fights with infantry 2.0 and cavalry 3.0 (printed 1 and 3)', () => {
    const plain = withEgypt('turkey', null);
    const unit0 = combatUnitOf(plain.s, plain.area, plain.key)!;
    expect([factorMorale(unit0, 'infantry'), factorMorale(unit0, 'cavalry')]).toEqual([1, 3]);
    const turkish = withEgypt('turkey', 'turkey');
    const unit = combatUnitOf(turkish.s, turkish.area, turkish.key)!;
    expect([factorMorale(unit, 'infantry'), factorMorale(unit, 'cavalry')]).toEqual([2, 3]);
  });
  it('a French Ottoman Empire gives no such change', () => {
    const french = withEgypt('france', 'france');
    const unit = combatUnitOf(french.s, french.area, french.key)!;
    expect(factorMorale(unit, 'infantry')).toBe(1);
  });
});
