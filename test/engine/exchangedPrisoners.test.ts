// 5.2.2.2.1 (note) feudal and insurrection corps take no reinforcements in the Army Reinforcement
// Step except prisoners handed back at a peace (4.4.6.1). Austria's insurrection corps in Hungary
// (one of the four border provinces, 10.1.4.1), two militia factors arriving for Austria.
import { describe, expect, it } from 'vitest';
import { exchangePrisoners } from '../../shared/engine/steps/political/peaceEffects';
import type { GameState } from '../../shared/model';
import { apply as applyCmd, counterOf, newLandGame, reach } from './landSetup';
import { commandFor } from '../../shared/engine';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const verdictOf = (d: { options: readonly { value: unknown; verdict: unknown }[] }, value: string) => d.options.find((o) => o.value === value)?.verdict;

function austria(area: string | null, exchanged: boolean, tweak: (sc: Sc) => void = () => {}) {
  const s0 = newLandGame((sc) => {
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs.push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, area: area ?? '490', factors: { militia: 6 } });
    sc.reinforcements = [{ date: { month: 5, year: 1805 }, power: 'austria', factors: { militia: 2 } }];
    tweak(sc);
  });
  const s1: GameState = {
    ...s0,
    reinforcements: s0.reinforcements.map((r) => (exchanged ? { ...r, exchanged: true as const } : r)),
    corps: area === null ? s0.corps.map((c) => (c.id === 'au-ins' ? { ...c, location: { kind: 'offMap' as const } } : c)) : s0.corps,
  };
  return reach(s1, 'austria', 'reinforcement/army');
}

describe('5.2.2.2.1 exchanged prisoners refill feudal and insurrection corps', () => {
  it('5.2.2.2.1 an insurrection corps in Hungary takes exchanged militia; ordinary reinforcements it does not', () => {
    const ex = austria('490', true);
    expect(verdictOf(ex.d, `factor:0:militia:${counterOf(ex.s, 'au-ins')}`)).toEqual({ ok: true });
    const plain = austria('490', false);
    expect(verdictOf(plain.d, `factor:0:militia:${counterOf(plain.s, 'au-ins')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.1' });
  });

  it('5.2.2.2.1 not outside the border provinces (Vienna), nor with an unbesieged enemy corps in the province', () => {
    const vienna = austria('474', true);
    expect(verdictOf(vienna.d, `factor:0:militia:${counterOf(vienna.s, 'au-ins')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.1' });
    const enemy = austria('490', true, (sc) => { (sc.forces.corps as Record<string, unknown>[])[1]!.area = '491'; });
    expect(verdictOf(enemy.d, `factor:0:militia:${counterOf(enemy.s, 'au-ins')}`)).toMatchObject({ ok: false, rule: '5.2.2.2.1' });
  });

  it('5.2.2.2.1 played: an off-map insurrection corps takes the two exchanged militia (6 → 8); no factor enters the map', () => {
    let { s, d } = austria(null, true);
    const k = counterOf(s, 'au-ins');
    expect(verdictOf(d, `factor:0:militia:${k}`)).toEqual({ ok: true });
    s = applyCmd(s, commandFor(d, `factor:0:militia:${k}`));
    d = reach(s, 'austria', 'reinforcement/army').d;
    s = applyCmd(s, commandFor(d, `factor:0:militia:${k}`));
    expect(s.corps.find((c) => c.id === 'au-ins')).toMatchObject({ location: { kind: 'offMap' }, factors: { militia: 8 } });
    expect(s.log.filter((e) => e.type === 'factorsChanged' && e.counter === k)).toEqual([]);
  });

  it('4.4.6.1 handed-back prisoners arrive marked as exchanged', () => {
    const s0 = newLandGame();
    const s = { ...s0, prisoners: [{ holder: 'france' as const, nationality: 'austria' as const, factors: { militia: 2 } }] } as GameState;
    const tx = { state: s, events: [] as unknown[], data: undefined } as unknown as Parameters<typeof exchangePrisoners>[0];
    exchangePrisoners(tx, 'france', 'austria');
    expect(tx.state.reinforcements.filter((r) => r.exchanged)).toMatchObject([{ power: 'austria', nationality: 'austria', factors: { militia: 2 }, exchanged: true }]);
  });
});
