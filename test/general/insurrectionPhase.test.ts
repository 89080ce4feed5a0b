// opt:19.1.2 / 10.1.4.1.4 (v2.71 standing procedures) the insurrection corps' own Land Phase: France
// announces its Land Phase place after Austria's, marches into Illyria, and Austria raises an
// insurrection corps after France's movement step. With Austria's own sequence already over, a
// sequence of its own follows France's Guerilla Step, where only that corps moves, is supplied
// and attacks; then the ordinary sequence (Britain) resumes. Played on the real map.
import { describe, expect, it } from 'vitest';
import { commandFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { apply, counterOf, decisionOf, order, playUntil } from '../engine/landSetup';
import { insurrectionGame } from './insurrectionSetup';

const game = (): GameState => {
  const s = insurrectionGame([{ militia: 13, cavalry: 2 }], 1);
  return { ...s, options: { ...s.options, rules: { ...s.options.rules, standingProcedures: true } } };
};

/** France's land place: after Russia and Austria (position 2), then Britain. */
function franceMovesAfterAustria(): GameState {
  let s = playUntil(game(), (x) => decisionOf(x, 'france', 'land/announcePosition') !== undefined);
  s = apply(s, commandFor(decisionOf(s, 'france', 'land/announcePosition')!, 2));
  return playUntil(s, (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
}

/** France enters Illyria (481) and ends; Austria raises its corps in 482 at the Supply Step. */
function raised(): { s: GameState; ins: string; fr: string } {
  let s = franceMovesAfterAustria();
  const fr = counterOf(s, 'fr-1');
  s = order(s, 'france', 'land/movement', `move:${fr}:481`);
  expect(decisionOf(s, 'austria', 'land/insurrection')).toBeUndefined(); // with the procedures: not in mid-move
  s = order(s, 'france', 'land/movement', 'end');
  const ins = counterOf(s, 'au-ins1');
  s = order(s, 'austria', 'land/insurrection', `place:${ins}:482`);
  return { s, ins, fr };
}

const inSpecialPhase = (x: GameState) => x.turn.land?.insurrectionPhase?.slot === x.cursor.slot && x.cursor.phasing.join() === 'austria';

describe("opt:19.1.2/10.1.4.1.4 the insurrection corps' own Land Phase", () => {
  it("opt:19.1.2/10.1.4.1.4 raised after Austria has moved, the corps gets a sequence inserted after France's", () => {
    const { s, ins } = raised();
    // Britain has no land forces here, so its sequence was left out when the phase began
    expect(s.cursor.order).toEqual([['russia'], ['austria'], ['france'], ['austria']]);
    expect(s.turn.land!.insurrectionPhase).toEqual({ corps: [ins], slot: 3 });
    expect(s.log.some((e) => e.type === 'powerOrderSet' && e.rule === '10.1.4.1.4')).toBe(true);
  });

  it('opt:19.1.2/10.1.4.1.4 in it only the corps just raised moves, then attacks the French in Illyria; the ordinary sequence resumes', () => {
    const { s: raisedState, ins } = raised();
    let s = playUntil(raisedState, (x) => inSpecialPhase(x) && decisionOf(x, 'austria', 'land/movement') !== undefined);
    // France's own steps came first: its supply, combat and guerilla steps are behind
    expect(s.cursor.step).toBe('land/movement');
    const skipped = s.log.filter((e) => e.type === 'stepSkipped' && e.step === 'land/depots' && e.phasing.join() === 'austria').at(-1);
    expect(skipped).toMatchObject({ reason: expect.stringContaining('10.1.4.1.4') });
    const options = decisionOf(s, 'austria', 'land/movement')!.options.map((o) => String(o.value));
    const au1 = counterOf(s, 'au-1');
    expect(options).toContain(`move:${ins}:481`);
    expect(options).toContain('end');
    expect(options.some((v) => v.includes(au1))).toBe(false); // Austria's other corps stand still
    for (const v of options) expect(v === 'end' || v.includes(ins) || v.startsWith('besiege:') || v.startsWith('nosiege:')).toBe(true);
    s = order(s, 'austria', 'land/movement', `move:${ins}:481`);
    s = order(s, 'austria', 'land/movement', 'end');
    expect(s.turn.land!.combats).toContainEqual({ area: '481', attacker: 'austria', defenders: ['france'] });
    // its supply: only the insurrection corps is asked about
    if (decisionOf(s, 'austria', 'land/supply')) {
      for (const o of decisionOf(s, 'austria', 'land/supply')!.options) expect(o.value).toBe(ins);
    }
    const from = s.log.length;
    s = playUntil(s, (x) => !inSpecialPhase(x));
    const events = s.log.slice(from);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'battleBegan', area: '481', attackers: ['austria'], defenders: ['france'] }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'battleEnded', area: '481' }));
    // the ordinary sequence resumes: the Conquest Step after the last sequence
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'stepSkipped',
        step: 'land/guerilla',
        phasing: ['austria'],
        reason: expect.stringContaining('10.1.4.1.4'),
      }),
    );
    expect(events.some((e) => (e.type === 'stepBegan' || e.type === 'stepSkipped') && e.step === 'land/conquest')).toBe(true);
  });

  it("opt:19.1.2/10.1.4.1.4 Austria's other corps are not supplied again, nor are its sieges or depots touched, in the inserted phase", () => {
    const { s: raisedState } = raised();
    const money = (x: GameState) => x.powers.austria.money;
    const before = playUntil(raisedState, (x) => inSpecialPhase(x));
    const after = playUntil(before, (x) => !inSpecialPhase(x));
    const paid = after.log.slice(before.log.length).filter((e) => e.type === 'moneyChanged' && e.power === 'austria');
    // at most the raised corps' own depot supply (never the I Corps in Vienna again)
    expect(paid.every((e) => e.type === 'moneyChanged' && /for 1 corps/.test(e.reason))).toBe(true);
    expect(money(after)).toBeLessThanOrEqual(money(before));
    const skipped = after.log
      .slice(before.log.length)
      .filter((e) => e.type === 'stepSkipped')
      .map((e) => (e.type === 'stepSkipped' ? e.step : ''));
    expect(skipped).toEqual(expect.arrayContaining(['land/siegeCombat', 'land/guerilla']));
  });

  it("opt:19.1.2/10.1.4.1.4 with Austria still to move, no sequence is inserted (the corps moves in Austria's own)", () => {
    let s = playUntil(game(), (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
    const fr = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${fr}:481`);
    s = order(s, 'france', 'land/movement', 'end');
    const order0 = s.cursor.order;
    s = order(s, 'austria', 'land/insurrection', `place:${counterOf(s, 'au-ins1')}:482`);
    expect(s.cursor.order).toEqual(order0);
    expect(s.turn.land!.insurrectionPhase).toBeUndefined();
  });
});
