// v2.71 4.6.8 diplomatic overtures to minor countries (resolved for the UMP Control Step, 8.11).
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import { beginTx, commit } from '../../shared/engine/tx';
import { minorOvertureOptions, minorOvertureVerdict, resolveMinorOvertures } from '../../shared/engine/steps/political/minorOvertures';
import type { GameState, MajorPower, MinorId } from '../../shared/model';
import { DATA, startPolitical } from './politicalSetup';

// the resolution alone, the option set on the state directly (minorOverturesPlayed.test.ts plays the asking step)
const on = (): GameState => {
  const s = startPolitical();
  return { ...s, options: { ...s.options, rules: { ...s.options.rules, minorAlliances: true } } };
};
const resolve = (s: GameState, dice: number[], answers: Partial<Record<MajorPower, string>>): GameState => {
  const tx = beginTx(forceDice(s, dice), DATA);
  resolveMinorOvertures(tx, answers);
  return commit(tx);
};
const minor = (s: GameState, id: string) => s.minors.find((m) => m.id === id)!;

describe('4.6.8 (v2.71) alliances with minor powers', () => {
  it('4.6.8 Britain\'s overture to Portugal: 12 on two dice (+2 national) wins it as a free state with its forces; the point paid comes back', () => {
    const s0 = on();
    const s = resolve(s0, [6, 6], { britain: 'overture:portugal' });
    expect(minor(s, 'portugal')).toMatchObject({ status: 'free', controller: 'britain' });
    expect(s.powers.britain.politicalPoints).toBe(s0.powers.britain.politicalPoints); // -1 then +1 (one district)
    expect(s.corps.some((c) => c.nationality === 'portugal')).toBe(true);
  });

  it('4.6.8 a roll of 2 (+2) fails: Portugal stays neutral and Britain has lost its point', () => {
    const s0 = on();
    const s = resolve(s0, [1, 1], { britain: 'overture:portugal' });
    expect(minor(s, 'portugal')).toMatchObject({ status: 'neutral', controller: null });
    expect(s.powers.britain.politicalPoints).toBe(s0.powers.britain.politicalPoints - 1);
  });

  it('4.6.8 two successful overtures to Saxony: it stays neutral, both pay; Denmark (two districts) costs two points', () => {
    const s0 = on();
    const s = resolve(s0, [6, 6, 6, 6, 1, 1], { austria: 'overture:saxony', prussia: 'overture:saxony', russia: 'overture:denmark' });
    expect(minor(s, 'saxony')).toMatchObject({ status: 'neutral', controller: null });
    expect(s.powers.austria.politicalPoints).toBe(s0.powers.austria.politicalPoints - 1);
    expect(s.powers.prussia.politicalPoints).toBe(s0.powers.prussia.politicalPoints - 1);
    expect(s.powers.russia.politicalPoints).toBe(s0.powers.russia.politicalPoints - 2);
  });

  it('4.6.8 a minor without forces (Switzerland) won by an overture is a conquered minor', () => {
    const s = resolve(on(), [6, 6], { austria: 'overture:switzerland' });
    expect(minor(s, 'switzerland')).toMatchObject({ status: 'conquered', controller: 'austria' });
  });

  it('4.6.8 no overture to a minor another power controls outside Instability/Fiasco; the options list none first', () => {
    const s = on();
    expect(minorOvertureVerdict(s, 'austria', 'bavaria' as MinorId)).toMatchObject({ ok: false, rule: '4.6.8' });
    expect(minorOvertureVerdict(s, 'austria', 'saxony' as MinorId)).toEqual({ ok: true });
    expect(minorOvertureOptions(s, 'austria')[0]!.value).toBe('none');
  });
});
