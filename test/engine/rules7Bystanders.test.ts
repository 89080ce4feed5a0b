// 7.3.8.4 / 7.3.8.6 powers on neither side of a declared battle step aside before it is fought.
import { describe, expect, it } from 'vitest';
import type { AreaId, GameState } from '../../shared/model';
import { bystandersLeaving } from '../../shared/rules/land/movement';
import { LAND, counterOf, decisionOf, newLandGame, order, playUntil, reach } from './landSetup';

type Row = Record<string, unknown>;
const linz = '475' as AreaId;

/** Austria's I Corps in Linz's area (475) with `other` corps; France's I Corps (326) marches in and attacks. */
function battle(other: Row, tweak: (sc: Record<string, unknown> & { forces: Record<string, unknown[]>; powers: Record<string, unknown> }) => void = () => {}): GameState {
  const s = newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs.find((c) => c.id === 'au-1')!.area = '475';
    sc.forces.corps = [...cs.filter((c) => c.id !== 'ru-1'), other];
    tweak(sc);
  });
  let at = reach(s, 'france', 'land/movement').s;
  at = order(at, 'france', 'land/movement', `move:${counterOf(at, 'fr-1')}:475`);
  return order(at, 'france', 'land/movement', 'end');
}
const russian: Row = { id: 'ru-1', name: 'I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '475', factors: { infantry: 6 } };
const where = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.location;

describe('7.3.8.4 powers not at war with the attacker leave the battle area', () => {
  it('7.3.8.4 Russia, at peace with France, stays out of the battle at Linz: its corps steps into an adjacent area before the battle', () => {
    const { s } = reach(battle(russian), 'russia', 'land/combatJoin');
    const asked = order(s, 'russia', 'land/combatJoin', 'stay');
    // several areas are open to it: Russia chooses (the first is the procedures' pick)
    const d = decisionOf(asked, 'russia', 'land/combatBystander')!;
    expect(d.rule).toBe('7.3.8.4');
    expect(d.options[0]).toMatchObject({ value: '475>473', verdict: { ok: true } });
    const after = order(asked, 'russia', 'land/combatBystander', d.options[0]!.value as string);
    const to = where(after, 'ru-1');
    expect(to).not.toEqual({ kind: 'area', area: '475' });
    expect(LAND.edges(linz).map((e) => e.to)).toContain((to as { area: AreaId }).area);
    expect(after.log.slice(s.log.length).find((e) => e.type === 'counterMoved')).toMatchObject({ counter: counterOf(s, 'ru-1'), from: '475', rule: '7.3.8.4' });
    // the battle goes on between France and Austria alone, and no French or Austrian corps moved
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '475' });
    expect(where(after, 'au-1')).toEqual({ kind: 'area', area: '475' });
  });

  it('7.3.8.4 toward its source of supply: a Russian depot in 476 draws the corps there rather than to a lower-numbered area', () => {
    const s = battle(russian);
    const none = bystandersLeaving(s, LAND, linz, ['france'], ['austria']);
    expect(none).toHaveLength(1);
    expect(none[0]).toMatchObject({ power: 'russia', rule: '7.3.8.4' });
    // no depot: the lowest-numbered area it may enter without forcible access (323 and 324 are Bavaria's, France's free state)
    expect(none[0]!.to).toBe('473');
    const depot: GameState = { ...s, depots: [...s.depots, { id: 'depot-ru', owner: 'russia', area: '476' as AreaId }] };
    expect(bystandersLeaving(depot, LAND, linz, ['france'], ['austria'])[0]!.to).toBe('476');
  });

  it('7.3.8.4 the attacker\'s ally at war with every defender may stay; 7.3.8.6 one not at war with them leaves', () => {
    const spanish: Row = { id: 'sp-1', name: 'Army of Andalusia', nationality: 'spain', type: 'infantry', movement: 3, area: '475', factors: { infantry: 5 } };
    const withSpain = (atWarWithAustria: boolean) => battle(spanish, (sc) => {
      sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      (sc.setupOrder as unknown as string[]).push('spain');
      const rel = sc.relations as { wars: string[][]; alliances: string[][] };
      rel.alliances.push(['france', 'spain']);
      if (atWarWithAustria) rel.wars.push(['austria', 'spain']);
    });
    const friend = withSpain(true);
    expect(bystandersLeaving(friend, LAND, linz, ['france'], ['austria'])).toEqual([]);
    const lukewarm = withSpain(false);
    expect(bystandersLeaving(lukewarm, LAND, linz, ['france'], ['austria'])).toMatchObject([{ power: 'spain', rule: '7.3.8.6' }]);
    // in play: the battle begins and the Spanish corps has left before the defenders choose to retire
    // (Spain chooses among the areas open to it: the first, as the procedures would)
    const fought = playUntil(lukewarm, (x) => x.log.some((e) => e.type === 'counterMoved' && e.rule === '7.3.8.6'));
    expect(fought.log.some((e) => e.type === 'battleBegan')).toBe(true);
    expect(where(fought, 'sp-1')).not.toEqual({ kind: 'area', area: '475' });
    expect(fought.log.some((e) => e.type === 'counterMoved' && e.rule === '7.3.8.6')).toBe(true);
  });
});

describe('7.3.8.4 the bystanding owner chooses among the areas open to it', () => {
  it('7.3.8.4 Russia is asked, the options named and ordered nearest its depot first; it may pick another open area', () => {
    const s0 = battle(russian);
    const s = { ...s0, depots: [...s0.depots, { id: 'depot-ru', owner: 'russia' as const, area: '476' as AreaId }] };
    const { s: at } = reach(s, 'russia', 'land/combatJoin');
    const asked = order(at, 'russia', 'land/combatJoin', 'stay');
    const d = decisionOf(asked, 'russia', 'land/combatBystander')!;
    // with a depot in 476 only the areas no farther from it than Linz are open: 476 itself first
    expect(d.options[0]!.value).toBe('475>476');
    expect(d.options.every((o) => o.label.startsWith('Step aside to '))).toBe(true);
    expect(d.prompt).toContain('I Corps');
    const other = d.options.find((o) => o.value !== '475>476');
    if (other) {
      const after = order(asked, 'russia', 'land/combatBystander', other.value as string);
      expect(where(after, 'ru-1')).toEqual({ kind: 'area', area: String(other.value).split('>')[1] });
      expect(after.log.some((e) => e.type === 'counterMoved' && e.rule === '7.3.8.4')).toBe(true);
    }
    // until it answers its corps stands where it was, and no day of the battle is fought
    expect(where(asked, 'ru-1')).toEqual({ kind: 'area', area: '475' });
    expect(asked.log.some((e) => e.type === 'counterMoved' && e.rule === '7.3.8.4')).toBe(false);
  });
});
