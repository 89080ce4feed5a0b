// 7.5.1.1.1 several defending powers wishing to retire into one city must agree on whose corps
// go in; without agreement none do.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, counterOf, DATA, decisionOf, FR, order, playUntil, type CorpsJson } from './landSetup';

const RU = (factors: Record<string, number>, id = 'ru-1', area = '326'): CorpsJson => ({ id, name: `Russian ${id}`, nationality: 'russia', type: 'infantry', movement: 3, area, factors });

/** France attacks an Austrian and a Russian corps in 326 (Munich, vacant); both ask to retire into Munich. */
function bothWishMunich(): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 12 }, 'fr-1', '326'), AU({ infantry: 3 }, 'au-1', '326'), RU({ infantry: 3 })], (sc) => {
    // Russia at war with France too (the fixture has only Austria)
    (sc.relations as { wars: string[][] }).wars.push(['france', 'russia']);
  }), seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = playUntil(r.value, (x) => decisionOf(x, 'austria', 'land/combatRetire') !== undefined && decisionOf(x, 'russia', 'land/combatRetire') !== undefined);
  s = order(s, 'austria', 'land/combatRetire', `${counterOf(s, 'au-1')}:munich`);
  s = order(s, 'russia', 'land/combatRetire', `${counterOf(s, 'ru-1')}:munich`);
  // nothing goes in before both have chosen
  expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326' });
  for (const power of ['austria', 'russia'] as const) if (decisionOf(s, power, 'land/combatRetire')?.rule === '7.5.1.1') s = order(s, power, 'land/combatRetire', 'done');
  return s;
}

describe('7.5.1.1.1 defending powers agreeing who retires into a city', () => {
  it('7.5.1.1.1 both asked; both name Austria: the Austrian corps goes into Munich, the Russian stays in the field', () => {
    let s = bothWishMunich();
    const d = decisionOf(s, 'russia', 'land/combatRetire')!;
    expect(d.rule).toBe('7.5.1.1.1');
    expect(d.options.map((o) => o.value)).toEqual(['agree:austria', 'agree:russia', 'agree:none']);
    // issue 15: the prompt and the labels name the city as printed, never its id
    expect(d.prompt).toContain('into Munich:');
    expect(d.options.map((o) => o.label)).toEqual(["Only Austria's corps go into Munich", "Only Russia's corps go into Munich", 'No corps goes into Munich']);
    expect(decisionOf(s, 'austria', 'land/combatRetire')!.rule).toBe('7.5.1.1.1');
    s = order(s, 'austria', 'land/combatRetire', 'agree:austria');
    s = order(s, 'russia', 'land/combatRetire', 'agree:austria');
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326', city: 'munich' });
    expect(s.corps.find((c) => c.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '326' });
  });

  it('7.5.1.1.1 no agreement (each names itself): neither corps goes in', () => {
    let s = bothWishMunich();
    s = order(s, 'austria', 'land/combatRetire', 'agree:austria');
    s = order(s, 'russia', 'land/combatRetire', 'agree:russia');
    expect(s.corps.find((c) => c.id === 'au-1')!.location).toEqual({ kind: 'area', area: '326' });
    expect(s.corps.find((c) => c.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '326' });
  });
});
