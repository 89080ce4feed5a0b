// 7.3.3 / 4.7 an alliance broken while both powers have forces in one city: the power that does
// not hold the city (10.3.2.1) steps out into the field; its garrison there goes home (4.4.6.2).
// See docs/RULINGS.md "An alliance ends while both powers share a city".
import { describe, expect, it } from 'vitest';
import { commandFor, pendingDecisions, viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { cityHolder } from '../../shared/rules/land/movement';
import { answer } from '../engine/helpers';
import { LAND, apply } from '../engine/landSetup';
import { alliedVienna } from '../land/allyStates';

const allied = (s: GameState) => s.relations.alliances.some(([a, b]) => [a, b].includes('russia') && [a, b].includes('austria'));

/** From the shared Vienna, play quietly to June's Breaking Alliances Step, where Russia breaks with Austria. */
function broken(): GameState {
  let s = alliedVienna();
  for (let i = 0; i < 3000 && allied(s); i++) {
    const d = pendingDecisions(s)[0]!;
    s = apply(
      s,
      d.kind === 'political/breakAlliances' && d.power === 'russia'
        ? answer(d, ['austria'])
        : d.kind === 'land/movement'
          ? commandFor(d, 'end')
          : answer(d),
    );
  }
  return s;
}

describe('7.3.3 an alliance ends while both powers share a city', () => {
  it('7.3.3 / 4.7 played: Russia breaks with Austria; its corps steps out of Vienna into the field, its garrison factor goes home, Austria keeps the city', () => {
    const before = alliedVienna();
    const ru = before.corps.find((c) => c.id === 'ru-1')!;
    expect(ru.location).toMatchObject({ area: '474', city: 'vienna' });
    expect(before.garrisons.some((g) => g.nationality === 'russia' && g.area === '474')).toBe(true);
    const s = broken();
    expect(allied(s)).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'allianceBroken', rule: '4.7' }));
    expect(s.log).toContainEqual({
      type: 'formerAllyLeftCity',
      power: 'russia',
      holder: 'austria',
      area: '474',
      city: 'vienna',
      corps: 1,
      garrison: true,
      rule: '7.3.3',
    });
    expect(s.corps.find((c) => c.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '474' });
    // the garrison factor went home, or waits on Russia's choice among equally near places
    const home = s.garrisons.some(
      (g) => g.nationality === 'russia' && g.area === '474' && g.place.kind === 'city' && g.place.city === 'vienna',
    );
    const asked = s.pending.some((d) => d.kind === 'political/repatriate' && d.power === 'russia');
    expect(!home || asked).toBe(true);
    expect(s.log.some((e) => e.type === 'forcesRepatriated' && e.power === 'russia' && e.from === '474') || asked).toBe(true);
    expect(cityHolder(s, '474' as never, 'vienna' as never, LAND)).toBe('austria');
    // the log says so in words, to every seat
    expect(JSON.stringify(viewFor(s, 'france').log)).toContain('formerAllyLeftCity');
  });
});
