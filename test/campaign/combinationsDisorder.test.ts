// 11.9.1.2 (option 11.9) played in the economic test campaign (1806): France, at war with Great
// Britain, collects no home manpower in March; instead of civil disorder (8.7) it must sue Britain
// at the April Peace Step and may not refuse the unconditional peace Britain offers.
import { describe, expect, it } from 'vitest';
import type { GameState, PendingDecision } from '../../shared/model';
import { playEconomic, startEconomic } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;

const levyOver = (from: number) => (s: GameState) => s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === 'economic/levy');

/** Played to the end of March's collection, then France is found without home manpower (8.7). */
function noManpower(option: boolean): GameState {
  const start = startEconomic(() => {}, { options: { rules: { politicalRestrictionsOnPeace: option } } });
  const s = playEconomic(start, undefined, stepEnded('economic/collection', 3, start.log.length));
  return { ...s, economy: { ...s.economy!, current: { ...s.economy!.current!, noHomeManpower: ['france'] } } };
}

describe('11.9 restrictions on peace: 11.9.1.2 no civil disorder for a played power (opt:11.9 keeps 11.9)', () => {
  it('8.7 without the option France falls into civil disorder and leaves the game', () => {
    const s0 = noManpower(false);
    const s = playEconomic(s0, undefined, levyOver(s0.log.length));
    expect(s.powers.france.inPlay).toBe(false);
    expect(s.log.slice(s0.log.length).some((e) => e.type === 'civilDisorder' && e.power === 'france')).toBe(true);
  });

  it('11.9.1.2 / 11.9.1 with it France stays, must sue Britain in April, and may not refuse the unconditional peace', () => {
    const s0 = noManpower(true);
    const march = playEconomic(s0, undefined, levyOver(s0.log.length));
    expect(march.powers.france.inPlay).toBe(true);
    expect(march.log.slice(s0.log.length).some((e) => e.type === 'civilDisorder')).toBe(false);
    expect(march.log.slice(s0.log.length).find((e) => e.type === 'combinationChanged')).toMatchObject({ change: 'mustSue', power: 'france', rule: '11.9.1.2', members: ['Great Britain'] });
    expect(march.political?.mustSue).toEqual(['france']);
    let answer: PendingDecision | undefined;
    const april = playEconomic(march, (d) => {
      if (d.kind === 'political/peaceOffer' && d.power === 'britain') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer' && d.power === 'france') {
        answer = d;
        return 'accept:britain';
      }
      return undefined;
    }, (s) => s.log.slice(march.log.length).some((e) => e.type === 'peaceMade'));
    expect(april.log.slice(march.log.length).find((e) => e.type === 'suedForPeace')).toMatchObject({ power: 'france', to: ['britain'], forced: true });
    expect(answer!.options.find((o) => o.value === 'refuse:britain')!.verdict).toMatchObject({ ok: false, rule: '11.9.1.2' });
    expect(answer!.options.find((o) => o.value === 'accept:britain')!.verdict).toEqual({ ok: true });
    expect(april.log.slice(march.log.length).find((e) => e.type === 'peaceMade')).toMatchObject({ loser: 'france', victor: 'britain' });
  });
});
