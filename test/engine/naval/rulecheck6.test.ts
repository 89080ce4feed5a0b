// Independent cases from the rule text of section 6 (session 14, rulecheck6): situations an
// examiner would set up, played through the engine and compared with what the rules say.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, keepDefaultLosses, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

const dec = (s: GameState, kind: string, power?: string) => s.pending.find((d) => d.kind === kind && (power === undefined || d.power === power));
const at = (s: GameState, id: string) => s.fleets.find((f) => f.id === id)?.location;

describe('6.3.3.1 / 6.3.5.3 a stack that comes out of its port and attacks the blockaders in the box', () => {
  /** France's 8 ships in Brest, Britain's 10 blockading; France sails into the box, Britain lets it, France stops there. */
  const sortie = (from: 'port' | 'sea' = 'port') => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'brest' } },
        from === 'port'
          ? { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } }
          : { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '734' } },
      ],
      corps: [],
    }));
    s = reachStep(s, 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:box:brest');
    // 6.2.3.2.1.2 the blockaders may decline the automatic interception: the stack may go on or stop
    s = answer(s, 'naval/intercept', 'britain', 'none');
    s = answer(s, 'naval/movement', 'france', 'end');
    // 6.2.4 ended in a box with enemy fleets: the attack is owed
    expect(dec(s, 'naval/combat', 'france')!.options[0]).toMatchObject({ value: 'end', verdict: { ok: false, rule: '6.2.4' } });
    return s;
  };

  it('6.3.3.1 the blockaders fighting fleets out of their port have the wind gauge: no wind dice, Britain fires first', () => {
    let s = sortie();
    // Britain 6 + 1 = 7 (30 % of 10 = 3), then France's 5 left fire a 1 (5 % of 5 = 0)
    s = forceDice(s, [6, 1]);
    s = answer(s, 'naval/combat', 'france', 'attack:box:brest:britain');
    const b = lastBattle(s);
    expect(b).toMatchObject({ kind: 'box', windGauge: 'defender', wind: null });
    expect(b.fires.map((f) => f.by)).toEqual(['defender', 'attacker']);
    expect(b.fires[1]!.strength).toBe(8 - b.fires[0]!.losses);
  });

  it('6.3.5.3 beaten, the stack that came out of Brest goes back into Brest (no retreat choice, no pursuit into the port)', () => {
    let s = sortie();
    s = forceDice(s, [6, 1]);
    s = answer(s, 'naval/combat', 'france', 'attack:box:brest:britain');
    expect(lastBattle(s).outcome).toBe('defender');
    expect(dec(s, 'naval/retreat')).toBeUndefined();
    expect(at(s, 'fr-a')).toMatchObject({ kind: 'port', city: 'brest' });
    expect(at(s, 'gb-a')).toMatchObject({ kind: 'blockade', city: 'brest' });
    expect(lastBattle(s).retreat).toEqual({ side: 'attacker', to: 'port:brest' });
  });

  it('6.3.3.1 / 6.3.5.3 (the contrast) a stack that came into the box from the sea rolls for the gauge and, beaten, retreats as at sea', () => {
    let s = sortie('sea');
    // wind: France 6, Britain 1 + 1; France fires 1 (5 % of 8 = 0), Britain 6 + 1 (30 % of 10 = 3)
    s = forceDice(s, [6, 1, 1, 6]);
    s = answer(s, 'naval/combat', 'france', 'attack:box:brest:britain');
    expect(lastBattle(s)).toMatchObject({ windGauge: 'attacker', wind: { attacker: 6, defender: 1 }, outcome: 'defender' });
    expect(dec(s, 'naval/retreat', 'france')!.options.map((o) => o.value)).not.toContain('port:brest');
  });
});

describe('5.1.1 / 5.1.2 where new fleets and new ships appear', () => {
  /** April 1805: France has conquered Holland; a French fleet lies in Amsterdam; 4 ships and the counter of a new fleet are due. */
  const setup = () => reachStep(startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    minors: [{ id: 'holland', name: 'Holland', status: 'conquered', controller: 'france' }],
    fleets: [{ id: 'fr-a', nationality: 'france', ships: 5, maxShips: 20, location: { kind: 'port', area: '310', city: 'amsterdam' } }],
    garrisons: [{ nationality: 'france', area: '310', city: 'amsterdam', factors: { infantry: 1 } }],
    start: { month: 4, year: 1805 },
    reinforcements: [{ date: { month: 4, year: 1805 }, power: 'france', ships: 4, fleets: [{ id: 'fr-new', name: 'VIII Fleet', maxShips: 15 }] }],
  })), 'reinforcement/naval', 'france');
  const opts = (s: GameState) => dec(s, 'reinforcement/naval', 'france')!.options;

  it('5.1.2 due ships may go into a fleet lying in a conquered minor country\'s port (Amsterdam)', () => {
    const s = setup();
    expect(opts(s).find((o) => o.value === 'ship:fr-a:4')?.verdict).toEqual({ ok: true });
    expect(answer(s, 'reinforcement/naval', 'france', 'ship:fr-a:4').fleets.find((f) => f.id === 'fr-a')!.ships).toBe(9);
  });

  it('5.1.1 a new fleet counter goes into a home nation port (Brest), not a conquered minor\'s port (Amsterdam), though ships may', () => {
    const s = setup();
    const v = opts(s).map((o) => String(o.value));
    expect(v).toContain('fleet:fr-new:port:brest');
    expect(v.filter((x) => x === 'fleet:fr-new:port:amsterdam' && opts(s).find((o) => o.value === x)!.verdict.ok)).toEqual([]);
    // 5.1.1 "or with any existing fleet counter": beside the fleet in Amsterdam, one ship moved in
    expect(opts(s).find((o) => o.value === 'fleet:fr-new:with:fr-a')?.verdict).toEqual({ ok: true });
  });
});

describe('6.2.2 / 6.2.3.1.1 allies moving combined intercept as one stack and one power', () => {
  /** France (6 ships) and Spain (5), allied and moving combined, lie together in 739; Britain's 10 ships sail from 733 into 734. */
  const setup = () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: [['france', 'spain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'sea', area: '739' } },
        { id: 'sp-a', nationality: 'spain', ships: 5, location: { kind: 'sea', area: '739' } },
      ],
      corps: [],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    // 6.1.2 announced in the Political Phase's Declaration of Combined Movement Step
    s = { ...s, turn: { ...s.turn, combinedMovement: [['france', 'spain']] } };
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    return answer(s, 'naval/movement', 'britain', 'move:sea:734');
  };

  it('6.2.2 the French and Spanish fleets in 739 are one stack of 11 ships: the attempt is made with both', () => {
    let s = setup();
    const d = dec(s, 'naval/intercept')!;
    expect(d.options.map((o) => o.label).join(' / ')).toMatch(/11 ships/);
    s = forceDice(s, [1, 3, 3, 3, 3]);
    s = answer(s, 'naval/intercept', d.power as never, 'stack:sea:739');
    expect(lastBattle(s).attacker).toMatchObject({ fleets: expect.arrayContaining(['fr-a', 'sp-a']), ships: 11 });
    expect(at(s, 'sp-a')).toEqual({ kind: 'sea', area: '734' });
  });

  it('6.2.3.1.1 / 6.2.3.1.2.5 one power for interception: a failed attempt, or a pass, is the whole group\'s', () => {
    let s = setup();
    const d = dec(s, 'naval/intercept')!;
    s = forceDice(s, [4]);
    s = answer(s, 'naval/intercept', d.power as never, 'stack:sea:739');
    expect(dec(s, 'naval/intercept')).toBeUndefined();
    const t = answer(setup(), 'naval/intercept', d.power as never, 'none');
    expect(dec(t, 'naval/intercept')).toBeUndefined();
  });
});

describe('6.3.3 / 6.3.4 the fight and its points, read off the text', () => {
  type F = Parameters<typeof customNaval>[0]['fleets'];
  /** Britain attacks at sea 739 in its Naval Combat Step; the defender stands. */
  const battle = (fleets: F, dice: number[], powers: Parameters<typeof customNaval>[0]['powers'] = ['france', 'britain'], nelson = false) => {
    let s = startNaval(customNaval({
      powers, wars: powers.filter((p) => p !== 'britain').map((p) => [p, 'britain'] as never),
      fleets, corps: [],
      leaders: nelson ? [{ id: 'nelson', name: 'Nelson', owner: 'britain' as never, with: fleets.find((f) => f.nationality === 'britain')!.id }] : [],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    const target = dec(s, 'naval/combat', 'britain')!.options.find((o) => String(o.value).startsWith('attack:sea:739'))!.value as string;
    s = answer(s, 'naval/combat', 'britain', target);
    s = forceDice(s, dice);
    return keepDefaultLosses(answer(s, 'naval/evade', dec(s, 'naval/evade')!.power as never, 'stand'));
  };
  const sea = (id: string, nationality: string, ships: number) => ({ id, nationality, ships, location: { kind: 'sea', area: '739' } });

  it('6.3.3.1 a modified wind roll is at most 6: Britain under Nelson rolls 5 (5 + 2 = 7, read 6), France 6: equal, no gauge, both fire at once', () => {
    const s = battle([sea('gb-a', 'britain', 20), sea('fr-a', 'france', 10)], [5, 6, 3, 3], ['france', 'britain'], true);
    expect(lastBattle(s)).toMatchObject({ wind: { attackerModified: 6, defenderModified: 6 }, windGauge: null });
    expect(lastBattle(s).fires.map((f) => f.strength)).toEqual([20, 10]);
  });

  it('6.3.3.2 an Austrian fleet takes one off its side\'s combat roll', () => {
    const s = battle([sea('gb-a', 'britain', 10), sea('au-a', 'austria', 10)], [3, 3, 4, 4], ['austria', 'britain']);
    const fire = lastBattle(s).fires.find((f) => f.by === 'defender')!;
    expect(fire).toMatchObject({ die: 4, modified: 3 });
    expect(fire.modifiers).toEqual([expect.objectContaining({ rule: '6.3.3.2', value: -1 })]);
  });

  it('6.3.4.2 one point a fleet of the beaten side, at most 3: France beaten with four fleets loses 3, Britain gains 3', () => {
    const s = battle([sea('gb-a', 'britain', 40), ...[1, 2, 3, 4].map((i) => sea(`fr-${i}`, 'france', 3))], [6, 1, 6, 1]);
    expect(lastBattle(s).outcome).toBe('attacker');
    expect(s.powers.france.politicalPoints).toBe(-3);
    expect(s.powers.britain.politicalPoints).toBe(3);
  });

  it('6.3.4.2.2 a loser under Nelson loses one more: Britain (Nelson, two fleets) beaten by France loses 3, France gains 2', () => {
    // wind Britain 1 + 2 = 3, France 6: France fires 6 (25 % of 30 = 8 of Britain's 10), Britain's 2 left fire a 1 + 1 (5 % of 2 = 0)
    const s = battle([sea('gb-a', 'britain', 5), sea('gb-b', 'britain', 5), sea('fr-a', 'france', 30)], [1, 6, 6, 1], ['france', 'britain'], true);
    expect(lastBattle(s).outcome).toBe('defender');
    expect(s.powers.britain.politicalPoints).toBe(-3);
    expect(s.powers.france.politicalPoints).toBe(2);
  });
});

describe('6.3.5.1 an ally\'s port is a retreat "if the loser wishes to use it"', () => {
  /** France (15 ships), allied to Spain or not, is beaten by Britain at sea 739, a point from Spain's Corunna and two from French ports. */
  const beaten = (allied: boolean) => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: allied ? [['france', 'spain']] : [],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 15, location: { kind: 'sea', area: '739' } },
      ],
      corps: [],
    }));
    s = reachStep(s, 'naval/combat', 'britain');
    s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
    s = forceDice(s, [6, 1, 6, 1]);
    return keepDefaultLosses(answer(s, 'naval/evade', 'france', 'stand'));
  };
  const ports = (s: GameState) => dec(s, 'naval/retreat', 'france')!.options.map((o) => String(o.value)).filter((v) => v.startsWith('port:'));

  it('6.3.5.1 without the alliance only France\'s own nearest ports (two points) are offered', () => {
    expect(ports(beaten(false))).toEqual(expect.arrayContaining(['port:brest', 'port:bordeaux']));
    expect(ports(beaten(false))).not.toContain('port:corunna');
  });

  it('6.3.5.1 allied, the nearer Corunna (one point) is offered first, and France may still make for its own nearest ports', () => {
    const s = beaten(true);
    expect(ports(s)[0]).toBe('port:corunna');
    expect(ports(s)).toEqual(expect.arrayContaining(['port:brest', 'port:bordeaux']));
    const t = answer(s, 'naval/retreat', 'france', 'port:bordeaux');
    expect(at(t, 'fr-a')).toMatchObject({ kind: 'port', city: 'bordeaux' });
  });
});

describe('5.3 Nelson retired from a port: "a besieged port city must also be blockaded"', () => {
  /** May 1805: Nelson with I Fleet in Portsmouth, a French fleet in its blockade box; a French corps besieges the city or not. */
  const setup = (besieged: boolean) => reachStep(startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'fr-a', nationality: 'france', ships: 12, location: { kind: 'blockade', city: 'portsmouth' } },
    ],
    garrisons: [{ nationality: 'britain', area: '774', city: 'portsmouth', factors: { infantry: 2 } }],
    corps: besieged ? [{ id: 'fr-1', name: 'I Corps', nationality: 'france', type: 'infantry', movement: 4, area: '774', factors: { infantry: 6 } }] : [],
    leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
    start: { month: 4, year: 1805 },
  })), 'reinforcement/naval', 'britain');
  const retire = (s: GameState) => dec(s, 'reinforcement/naval', 'britain')!.options.find((o) => o.value === 'retire:nelson')!;

  it('5.3 blockaded but not besieged, Portsmouth does not hold Nelson: he may retire', () => {
    expect(retire(setup(false)).verdict).toEqual({ ok: true });
  });

  it('5.3 besieged and blockaded, he may not', () => {
    expect(retire(setup(true)).verdict).toMatchObject({ ok: false, rule: '5.3' });
  });
});

describe('6.2.1.3 the Dardanelles: "an unbesieged Constantinople"', () => {
  /** Turkey holds Constantinople (area 555) with a garrison; Russia, at war with it, besieges the city or not; fleets lie in the Aegean (762). */
  const setup = (besieged: boolean, mover: 'turkey' | 'russia') => {
    let s = startNaval(customNaval({
      powers: ['turkey', 'russia'], wars: [['turkey', 'russia']],
      fleets: [
        { id: 'tu-a', nationality: 'turkey', ships: 8, location: { kind: 'sea', area: '762' } },
        { id: 'ru-a', nationality: 'russia', ships: 8, location: { kind: 'sea', area: '762' } },
      ],
      garrisons: [{ nationality: 'turkey', area: '555', city: 'constantinople', factors: { infantry: 4 } }],
      corps: besieged ? [{ id: 'ru-1', name: 'I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '555', factors: { infantry: 8 } }] : [],
    }));
    s = reachStep(s, 'naval/movement', mover);
    s = answer(s, 'naval/movement', mover, `pick:${mover === 'turkey' ? 'tu-a' : 'ru-a'}`);
    return dec(s, 'naval/movement', mover)!.options.find((o) => o.value === 'move:sea:768')!.verdict;
  };

  it('6.2.1.3 Turkey, holding Constantinople unbesieged, enters; Russia, at war and not besieging, may not', () => {
    expect(setup(false, 'turkey')).toEqual({ ok: true });
    expect(setup(false, 'russia')).toMatchObject({ ok: false, rule: '6.2.1.3' });
  });

  it('6.2.1.3 once Russia besieges the city, Russia may enter and Turkey, holding a besieged Constantinople, may not', () => {
    expect(setup(true, 'russia')).toEqual({ ok: true });
    expect(setup(true, 'turkey')).toMatchObject({ ok: false, rule: '6.2.1.3' });
  });

  it('6.3.5.1.2 a retreat needs the holder\'s leave, not a siege: Russia, besieging, beaten in the Aegean by Turkey, is not sent into the Dardanelles', () => {
    let s = startNaval(customNaval({
      powers: ['turkey', 'russia'], wars: [['turkey', 'russia']],
      fleets: [
        { id: 'tu-a', nationality: 'turkey', ships: 8, location: { kind: 'sea', area: '762' } },
        { id: 'ru-a', nationality: 'russia', ships: 8, location: { kind: 'sea', area: '762' } },
      ],
      garrisons: [{ nationality: 'turkey', area: '555', city: 'constantinople', factors: { infantry: 4 } }],
      corps: [{ id: 'ru-1', name: 'I Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '555', factors: { infantry: 8 } }],
    }));
    s = reachStep(s, 'naval/combat', 'turkey');
    s = answer(s, 'naval/combat', 'turkey', 'attack:sea:762:russia');
    // Turkey takes the gauge (6 against 1) and fires 6 (25 % of 8 = 2); Russia replies 1 (5 % of 6 = 0)
    s = forceDice(s, [6, 1, 6, 1]);
    s = keepDefaultLosses(answer(s, 'naval/evade', 'russia', 'stand'));
    expect(lastBattle(s).outcome).toBe('attacker');
    // no Russian port within reach without the straits: Turkey, the victor, picks the sea area
    expect(dec(s, 'naval/retreat', 'russia')).toBeUndefined();
    const values = dec(s, 'naval/seaRetreat', 'turkey')!.options.map((o) => String(o.value));
    expect(values.length).toBeGreaterThan(0);
    expect(values).not.toContain('sea:768');
  });
});

describe('opt:12.2.6.2 a blockade battle the blockaders win: "all surviving blockaded ships are returned to port"', () => {
  it('opt:12.2.6.2 a French squadron coming from the sea to relieve Brest, beaten in the box by the blockaders, is returned into Brest', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 20, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '734' } },
      ],
      corps: [],
    }), { options: { rules: { advancedNaval: true } } });
    s = reachStep(s, 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    // 6.2.3.2.1.3 France goes by the box and lets the blockaders intercept it there
    s = answer(s, 'naval/movement', 'france', 'move:box:brest');
    s = forceDice(s, Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 6 : 1)));
    s = keepDefaultLosses(answer(s, 'naval/intercept', 'britain', 'stack:box:brest'));
    for (let i = 0; i < 5 && s.pending.some((d) => d.kind === 'naval/hulkPort'); i++) {
      const d = s.pending.find((x) => x.kind === 'naval/hulkPort')!;
      s = keepDefaultLosses(answer(s, 'naval/hulkPort', d.power as never, d.options.find((o) => o.verdict.ok)!.value as never));
    }
    const b = lastBattle(s);
    expect(b).toMatchObject({ kind: 'box', cause: 'interception', advanced: { mode: 'blockade' }, outcome: 'attacker' });
    expect(dec(s, 'naval/retreat', 'france')).toBeUndefined();
    expect(at(s, 'fr-a')).toMatchObject({ kind: 'port', city: 'brest' });
  });
});

describe('6.3.4.1 a draw in a port ("this can happen in port combats")', () => {
  it('6.3.4.1 / 6.3.4.2 / 6.3.5.2 Brest\'s guns sink 5 of 40 raiders, the raiders sink all 3 French ships: France lost all but fewer, a draw; no points; the raiders go back to the box', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 40, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-a', nationality: 'france', ships: 3, location: { kind: 'port', area: '427', city: 'brest' } },
      ],
      garrisons: [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }],
      corps: [],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:port:brest');
    s = answer(s, 'naval/movement', 'britain', 'end');
    // guns 1 (5 % of 100 = 5); Britain 6 + 1 (30 % of 35 = 10, more than the 3 French ships)
    s = forceDice(s, [1, 6, 1]);
    s = keepDefaultLosses(answer(s, 'naval/combat', 'britain', 'attack:port:brest:france'));
    const b = lastBattle(s);
    expect(b.losses).toEqual({ attacker: 5, defender: 3 });
    expect(b.outcome).toBe('draw');
    expect(s.powers.britain.politicalPoints).toBe(0);
    expect(s.powers.france.politicalPoints).toBe(0);
    expect(s.fleets.some((f) => f.id === 'fr-a')).toBe(false);
    expect(at(s, 'gb-a')).toEqual({ kind: 'blockade', city: 'brest' });
  });
});

describe('6.3.1.1 / 6.3.4.1 in an interception the interceptor is the attacker', () => {
  it('6.3.4.1 equal losses with ships left on both sides: the intercepting French lose (a point each way) and must retreat', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'fr-a', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
      ],
      corps: [],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    // intercept on a 1; wind France 5, Britain 4 + 1: equal, both fire at once; France 4 and Britain 3 + 1: 15 % of 10 each
    s = forceDice(s, [1, 5, 4, 4, 3]);
    s = keepDefaultLosses(answer(s, 'naval/intercept', 'france', 'stack:sea:739'));
    const b = lastBattle(s);
    expect(b).toMatchObject({ cause: 'interception', windGauge: null, attacker: { powers: ['france'] } });
    expect(b.losses.attacker).toBe(b.losses.defender);
    expect(b.outcome).toBe('defender');
    expect(s.powers.britain.politicalPoints).toBe(1);
    expect(s.powers.france.politicalPoints).toBe(-1);
    expect(dec(s, 'naval/retreat', 'france') ?? dec(s, 'naval/seaRetreat', 'britain')).toBeDefined();
  });
});

describe('6.2.1.4 / 5.1.2 ice and blockades, read off the text', () => {
  it('6.2.1.4 two enemy fleets shut together north of the ice line in January may not fight: no attack is offered', () => {
    let s = startNaval(customNaval({
      powers: ['britain', 'russia'], wars: [['britain', 'russia']], start: { month: 1, year: 1806 },
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '722' } },
        { id: 'ru-a', nationality: 'russia', ships: 10, location: { kind: 'sea', area: '722' } },
      ],
      corps: [],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    // 6.2.1.4 it must remain there: it has nowhere to go
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    expect(dec(s, 'naval/movement', 'britain')!.options.filter((o) => String(o.value).startsWith('move:') && o.verdict.ok)).toEqual([]);
    s = answer(s, 'naval/movement', 'britain', 'end');
    const d = dec(s, 'naval/combat', 'britain');
    const attack = d?.options.find((o) => String(o.value).startsWith('attack:sea:722'));
    expect(attack === undefined || !attack.verdict.ok).toBe(true);
    if (attack) expect(attack.verdict).toMatchObject({ rule: '6.2.1.4' });
  });

  it('5.1.2 ships are placed in a home port "whether blockaded or not": Portsmouth blockaded by France', () => {
    const s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, maxShips: 20, location: { kind: 'port', area: '774', city: 'portsmouth' } },
        { id: 'fr-a', nationality: 'france', ships: 12, location: { kind: 'blockade', city: 'portsmouth' } },
      ],
      start: { month: 4, year: 1805 },
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', ships: 3 }],
    })), 'reinforcement/naval', 'britain');
    expect(dec(s, 'reinforcement/naval', 'britain')!.options.find((o) => o.value === 'ship:gb-a:3')?.verdict).toEqual({ ok: true });
  });
});
