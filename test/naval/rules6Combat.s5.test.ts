// Section 6.2.5-6.3 rules that were built but had no test of their own, played through the engine:
// failed landings, lost ports (Nelson, minor fleets), attacks on neutral escorts of enemy corps,
// harbour guns defending the holder's own fleets, Nelson's extra point, retreat and pursuit.
// Dice and percentages come from the Naval Combat and Casualty Percentage Tables as the
// rulebook's example reads them (a 5 is 20 %, a 6 is 25 %, a 7 is 30 %).
import { describe, expect, it } from 'vitest';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { answer, customNaval, forceDice, playUntil, reachStep, startNaval } from '../engine/naval/navalSetup';
import { lastBattle } from '../engine/naval/example6334';
import { redactEvent } from '../../shared/engine';
import { counterOf, newLandGame, order, reach } from '../engine/landSetup';

const pendingOf = (s: GameState, kind: string, power?: MajorPower) => s.pending.find((d) => d.kind === kind && (power === undefined || d.power === power));
const values = (d: PendingDecision | undefined) => (d?.options ?? []).filter((o) => o.verdict.ok).map((o) => String(o.value));
const fleet = (s: GameState, id: string) => s.fleets.find((f) => f.id === id);

describe('6.2.6 a fleet\'s port falls: Nelson and minor fleets (6.2.6.2, 6.2.6.3)', () => {
  /** Britain's fleet (with Nelson) and Portugal's lie in Cadiz, held by Britain's ally Spain; France blockades it. Spain turns on Britain. */
  const lost = () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['britain', 'spain']],
      minors: [{ id: 'portugal', name: 'Portugal', status: 'free', controller: 'britain' }],
      fleets: [
        { id: 'gb-a', name: 'Mediterranean Fleet', nationality: 'britain', ships: 8, location: { kind: 'port', area: '423', city: 'cadiz' } },
        { id: 'pt-a', name: 'Portuguese Fleet', nationality: 'portugal', ships: 4, location: { kind: 'port', area: '423', city: 'cadiz' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'blockade', city: 'cadiz' } },
      ],
      garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
      corps: [],
      leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
      start: { month: 4, year: 1806 },
    }));
    s = playUntil(s, (x) => x.cursor.step === 'political/declarationsOfWar');
    for (const p of ['france', 'britain', 'spain'] as const) s = answer(s, 'political/declareWar', p, p === 'spain' ? ['britain'] : []);
    return s;
  };

  it('6.2.6.2 / 6.2.6.3 scuttled there: Nelson is taken by Spain, the Portuguese (minor) fleet is scuttled too, a point each (6.2.6.4: -2)', () => {
    let s = lost();
    const d = pendingOf(s, 'naval/portLost', 'britain')!;
    expect(d.options.map((o) => o.value)).toEqual(['scuttle:cadiz', 'fight:cadiz']);
    const before = s.powers.britain.politicalPoints;
    s = answer(s, 'naval/portLost', 'britain', 'scuttle:cadiz');
    expect(fleet(s, 'gb-a')).toBeUndefined();
    expect(fleet(s, 'pt-a')).toBeUndefined();
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'captured', by: 'spain' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'nelson', by: 'spain', rule: '6.2.6.2' }));
    const scuttlePoints = s.log.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '6.2.6.4');
    expect(scuttlePoints.map((e) => (e.type === 'politicalPointsChanged' ? [e.power, e.delta] : []))).toEqual([['britain', -1], ['britain', -1]]);
    expect(s.powers.britain.politicalPoints).toBe(before - 2);
  });
});

describe('6.3.1.2 attacking a neutral stack that carries enemy corps', () => {
  /** A French corps rides a Spanish fleet in 739; Britain is at war with France only, Spain under an enforced peace with Britain. */
  const setup = () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'sp-a', name: 'Cadiz Squadron', nationality: 'spain', ships: 6, location: { kind: 'sea', area: '739' } },
        { id: 'sp-b', nationality: 'spain', ships: 5, location: { kind: 'sea', area: '742' } },
      ],
      corps: [{ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'sp-a', factors: { infantry: 4 } }],
    }));
    s = { ...s, relations: { ...s.relations, enforcedPeace: [{ powers: ['britain', 'spain'], until: { month: 12, year: 1806 } }] } } as GameState;
    return reachStep(s, 'naval/combat', 'britain');
  };

  it('6.3.1.2 only the escort of the French corps may be attacked (not the Spanish stack in 742), either way of 6.3.1.2.1 / 6.3.1.2.2', () => {
    const d = pendingOf(setup(), 'naval/combat', 'britain')!;
    expect(values(d)).toEqual(['end', 'attack:sea:739:spain:quiet', 'attack:sea:739:spain:declare']);
  });

  it('6.3.1.2.1 attacked without a declaration: no war, no declaration points, but the battle\'s points stand (+1 / -1 for one fleet, 6.3.4.2)', () => {
    let s = setup();
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:spain:quiet');
    // Spain stands; wind Britain 6, Spain 1; Britain fires 6+1 = 7: 30 % of 20 = 6, the whole escort
    s = forceDice(s, [6, 1, 6, 1]);
    s = answer(s, 'naval/evade', 'spain', 'stand');
    expect(lastBattle(s).outcome).toBe('attacker');
    expect(lastBattle(s).declared ?? []).toEqual([]);
    expect(s.relations.wars.some(([a, b]) => (a === 'britain' && b === 'spain') || (a === 'spain' && b === 'britain'))).toBe(false);
    expect(s.log.some((e) => e.type === 'politicalPointsChanged' && e.rule === '4.2.1.1')).toBe(false);
    expect(s.powers.britain.politicalPoints).toBe(1);
    expect(s.powers.spain.politicalPoints).toBe(-1);
    // 6.2.5.3 the escort gone, the corps it carried is lost
    expect(s.corps.some((c) => c.id === 'fr-9')).toBe(false);
  });

  it('6.3.1.2.2 declaring war on the spot despite the enforced peace: Britain loses 3 points (4.2.1.1) and is at war with Spain', () => {
    let s = setup();
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:spain:declare');
    expect(s.relations.wars.some(([a, b]) => (a === 'britain' && b === 'spain') || (a === 'spain' && b === 'britain'))).toBe(true);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'britain', delta: -3 }));
    expect(lastBattle(s).declared).toEqual(['spain']);
    // 6.3.1.2.2 no allies are called with it
    expect(s.pending.some((d) => d.kind === 'political/callAllies')).toBe(false);
  });
});

describe('6.3.1.3.3 harbour guns defend the holder\'s own fleets even against a power with access', () => {
  /** A Spanish fleet (carrying a French corps) and a French fleet lie in Spanish Cadiz; Britain, with Spain's unconditional access, blockades it. */
  const attack = (defender: 'spain' | 'france') => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'cadiz' } },
        { id: 'sp-a', nationality: 'spain', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
        { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      ],
      corps: [{ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'sp-a', factors: { infantry: 4 } }],
      garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
    }));
    s = { ...s, relations: { ...s.relations, access: [{ grantor: 'spain', grantee: 'britain', kind: 'unconditional', since: s.date }] } } as GameState;
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:cadiz');
    s = answer(s, 'naval/movement', 'britain', 'end');
    s = forceDice(s, [3, 3, 3]);
    s = answer(s, 'naval/combat', 'britain', defender === 'spain' ? 'attack:port:cadiz:spain:quiet' : 'attack:port:cadiz:france');
    return lastBattle(s);
  };

  it('6.3.1.3.3 attacking Spain\'s own fleet in Spain\'s port: Cadiz\'s 100 guns fire first although Britain has access', () => {
    const b = attack('spain');
    expect(b.fires.map((f) => f.by)).toEqual(['harbour', 'attacker', 'defender']);
    expect(b.fires[0]!.strength).toBe(100);
  });

  it('6.3.1.3.1 (the contrast) attacking the French fleet there, with access, the guns stay silent', () => {
    expect(attack('france').fires.map((f) => f.by)).toEqual(['attacker', 'defender']);
  });
});

describe('6.3.4.2.1 Nelson\'s extra point', () => {
  it('6.3.4.2.1 Britain under Nelson sinks a lone French fleet: +2 (one fleet, +1 for Nelson); France -1', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'sea', area: '739' } },
      ],
      leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
    })), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    // wind Britain 4 (+2, 6 at most), France 1; Britain fires 6+1 = 7: 30 % of 20 = 6
    s = forceDice(s, [4, 1, 6, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    expect(lastBattle(s).outcome).toBe('attacker');
    expect(s.powers.britain.politicalPoints).toBe(2);
    expect(s.powers.france.politicalPoints).toBe(-1);
  });
});

describe('6.3.5 retreat and pursuit', () => {
  /** Britain (20) attacks France (8, one fleet) in the Channel (735); Le Havre may be blockaded by a British squadron. */
  const beaten = (leHavreBlockaded: boolean) => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '735' } },
        { id: 'gb-b', nationality: 'britain', ships: 12, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '735' } },
        { id: 'fr-b', nationality: 'france', ships: 5, location: { kind: 'sea', area: '739' } },
        ...(leHavreBlockaded ? [{ id: 'gb-x', nationality: 'britain', ships: 3, location: { kind: 'blockade', city: 'le-havre' } }] : []),
      ],
    })), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:735:france');
    // wind Britain 6, France 1; Britain 5+1 = 6: 25 % of 20 = 5; France 1: 5 % of 3 = 0
    s = forceDice(s, [6, 1, 5, 1]);
    return answer(s, 'naval/evade', 'france', 'stand');
  };

  it('6.3.5 / 6.3.5.1 the loser retreats before anything else: no other attack is offered until retreat and pursuit are done', () => {
    const s = beaten(false);
    expect(lastBattle(s).outcome).toBe('attacker');
    expect(pendingOf(s, 'naval/retreat', 'france')).toBeDefined();
    expect(pendingOf(s, 'naval/combat', 'britain')).toBeUndefined();
  });

  it('6.3.5.1 the nearest unblockaded friendly ports, one point away: Cherbourg and Le Havre; blockaded, Le Havre is not offered', () => {
    expect(values(pendingOf(beaten(false), 'naval/retreat', 'france'))).toEqual(['port:cherbourg', 'port:le-havre', 'sea']);
    expect(values(pendingOf(beaten(true), 'naval/retreat', 'france'))).toEqual(['port:cherbourg', 'sea']);
  });

  it('6.3.5.1 some of the victors follow to blockade Cherbourg; then the next attack is offered', () => {
    let s = answer(beaten(false), 'naval/retreat', 'france', 'port:cherbourg');
    expect(fleet(s, 'fr-a')!.location).toMatchObject({ kind: 'port', city: 'cherbourg' });
    expect(values(pendingOf(s, 'naval/pursue', 'britain'))).toEqual(['gb-a']);
    s = answer(s, 'naval/pursue', 'britain', ['gb-a']);
    expect(fleet(s, 'gb-a')!.location).toEqual({ kind: 'blockade', city: 'cherbourg' });
    expect(values(pendingOf(s, 'naval/combat', 'britain'))).toContain('attack:sea:739:france');
  });

  it('6.3.5.1.1 at the loser\'s option the sea: the victor picks one of the sea areas next to the Channel (727, 734), no pursuit, the victor stays', () => {
    let s = answer(beaten(false), 'naval/retreat', 'france', 'sea');
    const d = pendingOf(s, 'naval/seaRetreat', 'britain')!;
    expect(values(d).sort()).toEqual(['sea:727', 'sea:734']);
    s = answer(s, 'naval/seaRetreat', 'britain', 'sea:727');
    expect(fleet(s, 'fr-a')!.location).toEqual({ kind: 'sea', area: '727' });
    expect(pendingOf(s, 'naval/pursue')).toBeUndefined();
    expect(fleet(s, 'gb-a')!.location).toEqual({ kind: 'sea', area: '735' });
  });

  const aegean = (franceAlliedToTurkey: boolean) => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'turkey'], wars: [['france', 'britain']], alliances: franceAlliedToTurkey ? [['france', 'turkey']] : [],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '762' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '762' } },
      ],
    })), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:762:france');
    s = forceDice(s, [6, 1, 5, 1]);
    s = answer(s, 'naval/evade', 'france', 'stand');
    // Toulon is the one friendly port within seven points (6 away); France chooses the sea instead (6.3.5.1.1)
    if (!franceAlliedToTurkey) expect(values(pendingOf(s, 'naval/retreat', 'france'))).toEqual(['port:toulon', 'sea']);
    s = answer(s, 'naval/retreat', 'france', 'sea');
    return values(pendingOf(s, 'naval/seaRetreat', 'britain')).sort();
  };

  it('6.3.5.1.2 no retreat into the Dardanelles without leave: beaten in the Aegean (762), France is sent to 760 or 761, never 768', () => {
    expect(aegean(false)).toEqual(['sea:760', 'sea:761']);
    // allied to Turkey, which holds Constantinople, the straits are open to France (6.2.1.3)
    expect(aegean(true)).toEqual(['sea:760', 'sea:761', 'sea:768']);
  });

  it('6.3.5.3 a box battle lost by fleets coming out of their port sends them back in; no pursuit into the box', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
    })), 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    // the blockaders have the wind gauge (6.3.3.1): Britain 5+1 = 6 (25 % of 20 = 5), France 1 (5 % of 3 = 0)
    s = forceDice(s, [5, 1]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:box:brest');
    expect(lastBattle(s)).toMatchObject({ kind: 'box', outcome: 'attacker' });
    expect(fleet(s, 'fr-a')!.location).toMatchObject({ kind: 'port', city: 'brest' });
    expect(pendingOf(s, 'naval/retreat')).toBeUndefined();
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetsMoved', fleets: ['fr-a'], rule: '6.3.5.3' }));
  });

  it('6.3.5.3 the victor of a box battle may go into the port when it is its own: France beats the blockaders of Brest and enters', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 4, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 20, location: { kind: 'sea', area: '734' } },
      ],
    })), 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:box:brest');
    // Britain intercepts in the box; wind Britain 1+1, France 6; France 6 (25 % of 20 = 5 ≥ 4)
    s = forceDice(s, [1, 6, 6, 1]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:box:brest');
    expect(lastBattle(s).outcome).toBe('defender');
    for (let i = 0; i < 5 && !pendingOf(s, 'naval/pursue'); i++) {
      const d = s.pending.find((x) => x.kind === 'naval/retreat' || x.kind === 'naval/seaRetreat');
      if (!d) break;
      s = answer(s, d.kind, d.power, values(d)[0]!);
    }
    const d = pendingOf(s, 'naval/pursue', 'france')!;
    expect(values(d)).toContain('port');
    s = answer(s, 'naval/pursue', 'france', ['port']);
    expect(fleet(s, 'fr-a')!.location).toMatchObject({ kind: 'port', city: 'brest' });
  });
});

describe('6.2.5.2 failure to disembark', () => {
  it('6.2.5.2 of two corps carried to the Channel, the one not landed in the Land Phase is destroyed and its leader (Ney) retires; the landed one stays', () => {
    let s = reach(newLandGame((sc) => {
      (sc.forces.corps as unknown[]).push(
        { id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 5, cavalry: 1 } },
        { id: 'fr-10', name: 'X Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-g', factors: { infantry: 3 } },
      );
      sc.forces.fleets = [
        { id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } },
        { id: 'fr-g', name: 'Rochefort Squadron', nationality: 'france', ships: 5, location: { kind: 'sea', area: '735' } },
      ];
      (sc.forces.leaders as unknown[]).push({ id: 'ney', name: 'Ney', owner: 'france', with: 'fr-9' });
    }), 'france', 'land/movement').s;
    s = order(s, 'france', 'land/movement', `land:${counterOf(s, 'fr-10')}:430`);
    const lost = counterOf(s, 'fr-9');
    s = order(s, 'france', 'land/movement', 'end');
    expect(s.corps.some((c) => c.id === 'fr-9')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'factorsChanged', counter: lost, delta: -6 }));
    // 2.4.2 the count of a whole corps lost at sea is its strength: France's alone (rulecheck6)
    const ev = s.log.find((e) => e.type === 'factorsChanged' && e.counter === lost)!;
    expect(redactEvent(ev, 'britain', s.options)).toBeNull();
    expect(redactEvent(ev, 'france', s.options)).toMatchObject({ delta: -6 });
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'pool' });
    expect(s.corps.find((c) => c.id === 'fr-10')!.location).toEqual({ kind: 'area', area: '430' });
    // the fleets that carried them stay at sea
    expect(s.fleets.map((f) => f.id).sort()).toEqual(['fr-f', 'fr-g']);
  });
});

describe('6.3.3 the naval combat procedure', () => {
  /** Britain (10) attacks France (10) in 739 with the given dice; France stands. */
  const fight = (dice: number[]) => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
    })), 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, dice);
    return lastBattle(answer(s, 'naval/evade', 'france', 'stand'));
  };

  it('6.3.3 / 6.3.3.1 France wins the wind gauge (6 against 2 + 1) and fires first: 25 % of 10 = 3; Britain replies with the 7 left (6 + 1 = 7: 30 % of 7 = 2)', () => {
    const b = fight([2, 6, 6, 6]);
    expect(b.windGauge).toBe('defender');
    expect(b.fires.map((f) => [f.by, f.strength, f.die, f.modified, f.losses])).toEqual([
      ['defender', 10, 6, 6, 3],
      ['attacker', 7, 6, 7, 2],
    ]);
  });

  it('6.3.3.1 equal net rolls (4 + 1 against 5): no wind gauge, both fire at once with all their ships', () => {
    const b = fight([4, 5, 6, 6]);
    expect(b.windGauge).toBe(null);
    expect(b.fires.map((f) => f.strength)).toEqual([10, 10]);
  });
});
