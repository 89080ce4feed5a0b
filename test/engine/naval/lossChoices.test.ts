// 6.3.3.2 the owners put their losses on the fleets they choose; 12.2.5 (option) odd losses of a
// mixed stack settled by agreement, by the one owner, or by competitive die rolls.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { viewFor } from '../../../shared/engine';
import { lossShifts, lowestRollers, oddLossSplit, sharesWith } from '../../../shared/rules/naval';
import { answer, customNaval, forceDice, reachStep, sailIntoTheChannelForChoices, startNaval } from './lossSetup';

const ships = (s: GameState, id: string) => s.fleets.find((f) => f.id === id)?.ships;

describe('6.3.3.2 the owner picks which fleets lose ships', () => {
  it('6.3.3.2 after the 6.3.3.4 example both owners are asked; the default (largest fleet first) is the first option', () => {
    const s = sailIntoTheChannelForChoices();
    const gb = s.pending.find((d) => d.kind === 'naval/losses' && d.power === 'britain')!;
    const fr = s.pending.find((d) => d.kind === 'naval/losses' && d.power === 'france')!;
    expect(gb.options[0]!.value).toBe('done');
    expect(fr.options[0]!.value).toBe('done');
    // 6.3.3.4: Britain lost 6 of 60, France 8 of 31
    expect(['gb-a', 'gb-b', 'gb-c'].reduce((n, id) => n + ships(s, id)!, 0)).toBe(54);
    expect(['fr-a', 'fr-b', 'fr-c'].reduce((n, id) => n + ships(s, id)!, 0)).toBe(23);
    // names, never ids
    expect(gb.options.map((o) => o.label).join(' ')).not.toMatch(/gb-[abc]/);
  });

  it('6.3.3.2 Britain puts all 6 losses on III Fleet; the totals and the 6.3.4 result stay as printed', () => {
    let s = sailIntoTheChannelForChoices();
    s = answer(s, 'naval/losses', 'britain', 'shift:gb-a:gb-c:2');
    s = answer(s, 'naval/losses', 'britain', 'shift:gb-b:gb-c:2');
    expect([ships(s, 'gb-a'), ships(s, 'gb-b'), ships(s, 'gb-c')]).toEqual([20, 20, 14]);
    s = answer(s, 'naval/losses', 'britain', 'done');
    s = answer(s, 'naval/losses', 'france', 'done');
    // 6.3.5.4 Britain +4 (3 French fleets + Nelson), France -3, France retreats
    expect(s.powers.britain.politicalPoints).toBe(4);
    expect(s.powers.france.politicalPoints).toBe(-3);
    expect(s.pending.some((d) => d.kind === 'naval/retreat' && d.power === 'france')).toBe(true);
  });

  it('6.3.6 a fleet the owner empties is removed from the map', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'gb-b', nationality: 'britain', ships: 3, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 20, location: { kind: 'sea', area: '739' } },
      ],
      corps: [], garrisons: [],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // wind Britain 1+1, France 6: France fires a 3 (15% of 20 = 3 losses), then Britain a 1 (+1)
    s = forceDice(s, [1, 6, 3, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    expect(ships(s, 'gb-a')! + ships(s, 'gb-b')!).toBe(20);
    const d = s.pending.find((x) => x.kind === 'naval/losses' && x.power === 'britain')!;
    const wipe = d.options.find((o) => o.value === 'shift:gb-a:gb-b:3');
    expect(wipe).toBeDefined();
    s = answer(s, 'naval/losses', 'britain', 'shift:gb-a:gb-b:3');
    s = answer(s, 'naval/losses', 'britain', 'done');
    expect(ships(s, 'gb-a')).toBe(20);
    expect(s.fleets.some((f) => f.id === 'gb-b')).toBe(false);
  });

  it('6.3.3.2 one fleet, or all ships lost: no choice, nobody is asked', () => {
    expect(lossShifts([{ id: 'a' as never, name: 'A', ships: 17, start: 20 }])).toEqual([]);
  });
});

describe('12.2.5 odd losses agreed or rolled', () => {
  it('12.2.5 the printed example divides exactly: 5, 3, 2 and no odd loss', () => {
    const split = oddLossSplit([{ nationality: 'britain', ships: 36 }, { nationality: 'sweden' as never, ships: 20 }, { nationality: 'portugal' as never, ships: 12 }], 10);
    expect(split.odd).toBe(0);
    expect(Object.fromEntries(split.base)).toEqual({ britain: 5, sweden: 3, portugal: 2 });
  });

  it('12.2.5 10 and 10 ships losing 3: 1.5 each rounds to 4 in all, so one loss is odd between the two', () => {
    const split = oddLossSplit([{ nationality: 'britain', ships: 10 }, { nationality: 'russia', ships: 10 }], 3);
    expect(split.odd).toBe(1);
    expect([...split.candidates].sort()).toEqual(['britain', 'russia']);
    expect(Object.fromEntries(sharesWith(split, ['russia']))).toEqual({ britain: 1, russia: 2 });
  });

  it('12.2.5 three equal nationalities losing 1: a third each rounds to 0, the one loss is odd among all three', () => {
    const split = oddLossSplit([{ nationality: 'britain', ships: 5 }, { nationality: 'sweden' as never, ships: 5 }, { nationality: 'portugal' as never, ships: 5 }], 1);
    expect(split.odd).toBe(1);
    expect(split.candidates).toHaveLength(3);
  });

  it('12.2.5 competitive die rolls: the lowest die takes the odd loss, ties roll again', () => {
    expect(lowestRollers([{ power: 'britain', die: 2 }, { power: 'russia', die: 5 }])).toEqual(['britain']);
    expect(lowestRollers([{ power: 'britain', die: 3 }, { power: 'russia', die: 3 }])).toEqual(['britain', 'russia']);
  });

  const mixedBattle = (): GameState => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'russia'], wars: [['france', 'britain'], ['france', 'russia']], alliances: [['britain', 'russia']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'ru-a', nationality: 'russia', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 20, location: { kind: 'sea', area: '739' } },
      ],
      corps: [], garrisons: [],
    }), { options: { rules: { proportionalNavalLosses: true } } });
    s = reachStep(s, 'naval/combat', 'france');
    // 6.3.1 the allies defend as one stack when moving combined
    s = { ...s, turn: { ...s.turn, combinedMovement: [['britain', 'russia']] } };
    s = answer(s, 'naval/combat', 'france', 'attack:sea:739:britain');
    // wind France 6, Britain 1+1: France fires a 3 (15% of 20 = 3 losses on the 20 allied ships), the allies a 1 (+1)
    s = forceDice(s, [6, 1, 3, 1]);
    return answer(s, 'naval/evade', 'britain', 'stand');
  };

  it('12.2.5 a power agrees to take the odd loss: Russia takes 2, Britain 1', () => {
    let s = mixedBattle();
    expect(ships(s, 'gb-a')! + ships(s, 'ru-a')!).toBe(17);
    s = answer(s, 'naval/oddLoss', 'britain', 'roll');
    s = answer(s, 'naval/oddLoss', 'russia', 'take');
    expect([ships(s, 'gb-a'), ships(s, 'ru-a')]).toEqual([9, 8]);
    expect(s.turn.naval!.battle?.record.oddLosses ?? s.turn.naval!.battles.at(-1)!.oddLosses).toEqual([{ power: 'russia', nationality: 'russia', how: 'agreed' }]);
  });

  it('12.2.5 no one agrees: competitive die rolls, Britain rolls 2 and Russia 5, Britain takes it', () => {
    let s = mixedBattle();
    s = answer(s, 'naval/oddLoss', 'britain', 'roll');
    s = forceDice(s, [2, 5]);
    s = answer(s, 'naval/oddLoss', 'russia', 'roll');
    expect([ships(s, 'gb-a'), ships(s, 'ru-a')]).toEqual([8, 9]);
  });

  it('12.2.5 one owner of every candidate picks the nationality (Portugal, a British free state)', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      minors: [{ id: 'portugal', name: 'Portugal', status: 'free', controller: 'britain' }],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'pt-a', nationality: 'portugal', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 20, location: { kind: 'sea', area: '739' } },
      ],
      corps: [], garrisons: [],
    }), { options: { rules: { proportionalNavalLosses: true } } });
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [1, 6, 3, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    const d = s.pending.find((x) => x.kind === 'naval/oddLoss')!;
    expect(d.power).toBe('britain');
    expect(d.options.map((o) => o.label)).toContain('Portugal ships take it');
    s = answer(s, 'naval/oddLoss', 'britain', 'nat:portugal');
    expect([ships(s, 'gb-a'), ships(s, 'pt-a')]).toEqual([9, 8]);
  });
});

describe('12.2.4 the owner chooses the transported factors lost', () => {
  const carrying = (): GameState => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'gb-b', nationality: 'britain', ships: 1, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
      corps: [
        { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-a', factors: { infantry: 8, cavalry: 1 } },
        { id: 'gb-2', name: 'II Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-b', factors: { infantry: 4 } },
      ],
      garrisons: [],
    }), { options: { rules: { reducedNavalTransport: true } } });
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // wind Britain 1+1, France 6: France fires a 1 (5% of 10 = 1 ship), Britain a 1 (+1: 10% of 10 = 1)
    s = forceDice(s, [1, 6, 1, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    // 6.3.3.2 Britain puts its one loss on the one-ship transport, which sinks
    s = answer(s, 'naval/losses', 'britain', 'shift:gb-a:gb-b:1');
    return answer(s, 'naval/losses', 'britain', 'done');
  };
  const factors = (s: GameState, id: string) => s.corps.find((c) => c.id === id)?.factors;

  it('12.2.4 13 factors aboard, one fleet left: 3 over its ten; Britain picks the cavalry of I Corps and 2 infantry of II Corps', () => {
    let s = carrying();
    const d = s.pending.find((x) => x.kind === 'naval/transportLosses')!;
    expect(d.power).toBe('britain');
    expect(d.prompt).toContain('3 factors');
    expect(d.options[0]!.value).toBe('default');
    const k1 = s.corps.find((c) => c.id === 'gb-1')!.counter;
    const k2 = s.corps.find((c) => c.id === 'gb-2')!.counter;
    s = answer(s, 'naval/transportLosses', 'britain', `cut:${k1}:cavalry`);
    s = answer(s, 'naval/transportLosses', 'britain', `cut:${k2}:infantry`);
    s = answer(s, 'naval/transportLosses', 'britain', `cut:${k2}:infantry`);
    expect(s.pending.some((x) => x.kind === 'naval/transportLosses')).toBe(false);
    expect(factors(s, 'gb-1')).toMatchObject({ infantry: 8, cavalry: 0 });
    expect(factors(s, 'gb-2')).toMatchObject({ infantry: 2 });
    // both corps ride on in the fleet left
    expect(s.corps.filter((c) => c.location.kind === 'fleet' && c.location.fleet === 'gb-a')).toHaveLength(2);
    // 2.4.2 France learns neither which corps were aboard nor the types lost
    const seen = JSON.stringify(viewFor(s, 'france').log);
    expect(seen).not.toContain(`cut:${k2}`);
    expect(seen).not.toContain(`cut:${k1}`);
  });

  it('12.2.4 the default (the standing procedures): the largest corps loses first', () => {
    let s = carrying();
    s = answer(s, 'naval/transportLosses', 'britain', 'default');
    expect(factors(s, 'gb-2')).toMatchObject({ infantry: 4 });
    expect(Object.values(factors(s, 'gb-1')!).reduce((a, b) => a + (b ?? 0), 0)).toBe(6);
  });
});

describe('12.2.4 allies\' corps aboard one stack: each owner picks from its own corps', () => {
  /** Britain's stack carries I Corps (8 infantry, 1 cavalry) on gb-a and Russia's corps (4 infantry) on gb-b; the transport sinks. */
  const allied = (): GameState => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'russia'], wars: [['france', 'britain'], ['france', 'russia']], alliances: [['britain', 'russia']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'gb-b', nationality: 'britain', ships: 1, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
      corps: [
        { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-a', factors: { infantry: 8, cavalry: 1 } },
        { id: 'ru-1', name: 'Russian I Corps', nationality: 'russia', type: 'infantry', movement: 3, fleet: 'gb-b', factors: { infantry: 4 } },
      ],
      garrisons: [],
    }), { options: { rules: { reducedNavalTransport: true } } });
    s = reachStep(s, 'naval/combat', 'britain');
    // 6.2.5 / 4.9 Russia's corps rides in British fleets under combined movement
    s = { ...s, turn: { ...s.turn, combinedMovement: [['britain', 'russia']] } };
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [1, 6, 1, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    s = answer(s, 'naval/losses', 'britain', 'shift:gb-a:gb-b:1');
    return answer(s, 'naval/losses', 'britain', 'done');
  };
  const factors = (s: GameState, id: string) => s.corps.find((c) => c.id === id)?.factors;

  it('12.2.4 13 factors on one fleet: 3 lost; Britain picks its cavalry, then Russia its 2 infantry; neither sees the other\'s corps', () => {
    let s = allied();
    const d = s.pending.find((x) => x.kind === 'naval/transportLosses')!;
    expect(d.power).toBe('britain');
    const gb = s.corps.find((c) => c.id === 'gb-1')!.counter;
    const ru = s.corps.find((c) => c.id === 'ru-1')!.counter;
    expect(d.options.map((o) => o.value)).toEqual(['default', `cut:${gb}:infantry`, `cut:${gb}:cavalry`]);
    s = answer(s, 'naval/transportLosses', 'britain', `cut:${gb}:cavalry`);
    s = answer(s, 'naval/transportLosses', 'britain', 'default');
    const r = s.pending.find((x) => x.kind === 'naval/transportLosses')!;
    expect(r.power).toBe('russia');
    expect(r.prompt).toContain('2 factors');
    expect(r.options.map((o) => o.value)).toEqual(['default', `cut:${ru}:infantry`]);
    s = answer(s, 'naval/transportLosses', 'russia', `cut:${ru}:infantry`);
    s = answer(s, 'naval/transportLosses', 'russia', `cut:${ru}:infantry`);
    expect(s.pending.some((x) => x.kind === 'naval/transportLosses')).toBe(false);
    expect(factors(s, 'gb-1')).toMatchObject({ infantry: 8, cavalry: 0 });
    expect(factors(s, 'ru-1')).toMatchObject({ infantry: 2 });
  });
});
