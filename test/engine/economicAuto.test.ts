// 19.1 / 8.0 the standing procedures play the Economic Phase: every decision answered, the
// treasury spent on the field armies' losses while a reserve is kept, never bankrupt by choice.
import { describe, expect, it } from 'vitest';
import { autoAnswer, autoPlay, reserveOf, seededRng } from '../../shared/engine/auto';
import { pendingDecisions } from '../../shared/engine';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

describe('standing procedures in the Economic Phase', () => {
  it('play the test campaign to its end: purchases made, nobody bankrupt, a winner named', () => {
    const r = autoPlay(startEconomic(), { rng: seededRng(3), data: ECON_DATA, maxCommands: 20_000 });
    expect(r.stopped).toBeNull();
    expect(r.state.economy!.outcome).not.toBeNull();
    const bought = r.state.log.filter((e) => e.type === 'moneyChanged' && e.rule === '8.5.3');
    expect(bought.length).toBeGreaterThan(10);
    expect(r.state.log.some((e) => e.type === 'bankrupt')).toBe(false);
  });

  it('8.5.3 buy infantry for the field armies first, and stop at the reserve', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    const d = pendingDecisions(s).find((x) => x.power === 'france' && x.kind === 'economic/expenditure')!;
    expect(autoAnswer(s, d, seededRng(1), ECON_DATA)).toBe('buy:france:infantry'); // I and II lack 10 infantry
    // France short of its reserve buys nothing for itself; its free state Bavaria spends its own money (8.5.3.1, its leftovers are lost)
    s = { ...s, powers: { ...s.powers, france: { ...s.powers.france, money: reserveOf(s, 'france') + 2 } } };
    expect(autoAnswer(s, d, seededRng(1), ECON_DATA)).toBe('buy:bavaria:infantry');
  });

  it('8.2 trade with Great Britain when at peace with it; 8.1.3.2 announce a level reached', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/collection', 3));
    const spain = pendingDecisions(s).find((x) => x.power === 'spain')!;
    expect(autoAnswer(s, spain, seededRng(1), ECON_DATA)).toEqual(['trade']);
    const britain = pendingDecisions(s).find((x) => x.power === 'britain')!;
    expect(autoAnswer(s, britain, seededRng(1), ECON_DATA)).toEqual([]); // no American trade stopped
  });
});
