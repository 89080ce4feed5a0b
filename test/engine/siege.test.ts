import { describe, expect, it } from 'vitest';
import { newGame, replayLog } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { DATA, decisionOf, eventsSince, landScenario, newLandGame, reach, siegeOrder } from './landSetup';

type Tweak = Parameters<typeof newLandGame>[0];
type Row = Record<string, unknown>;

/**
 * France's I Corps (12 infantry) besieges `city` in `area`, held by an Austrian garrison; the
 * Austrian field corps waits in Prague's area, Russia stays home, nothing else stands near.
 */
function besiege(area: string, city: string, garrison: Row, extra: Tweak = () => {}): GameState {
  return newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area, factors: { infantry: 12 } };
    cs[3]!.area = '467';
    sc.forces.garrisons = [{ nationality: 'austria', area, city, factors: garrison }];
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area }];
    extra!(sc);
  });
}

const atFranceSiege = (s: GameState) => reach(s, 'france', 'land/siege').s;
const ofType = <T extends GameEvent['type']>(es: readonly GameEvent[], t: T) => es.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);
const garrisonIn = (s: GameState, city: string) => s.garrisons.filter((g) => g.place.kind === 'city' && g.place.city === city);
const factorsIn = (s: GameState, city: string) => garrisonIn(s, city).reduce((n, g) => n + (g.factors.infantry ?? 0) + (g.factors.militia ?? 0), 0);

describe('7.5.4.1 assault attempts', () => {
  it('7.5.4.1 the besieger is offered an assault attempt on each city it besieges, "end" first', () => {
    const s = atFranceSiege(besiege('474', 'vienna', { militia: 4 }));
    const d = decisionOf(s, 'france', 'land/siege')!;
    expect(d.options.map((o) => o.value)).toEqual(['end', 'assault:474:vienna']);
  });

  it('7.5.4.1.1.2 an undergarrisoned unfortified city: die 1 +1 reads NR, and no second attempt this sequence', () => {
    const s = atFranceSiege(besiege('474', 'vienna', { militia: 4 }));
    const after = siegeOrder(s, 'france', 'assault:474:vienna', [1]);
    const [r] = ofType(eventsSince(s, after), 'siegeAssaultRolled');
    expect(r).toMatchObject({ die: 1, fleches: 0, undergarrisoned: true, modifiedRoll: 2, result: 'noResult' });
    const again = decisionOf(after, 'france', 'land/siege')!;
    expect(again.options.find((o) => o.value === 'assault:474:vienna')!.verdict).toMatchObject({ ok: false, rule: '7.5.4.1.3.4' });
  });

  it('7.5.4.1.1.1 fleches come off the roll: a full Linz (1 fleche) on a 1 gives "sortie?"', () => {
    const s = atFranceSiege(besiege('475', 'linz', { infantry: 10 }));
    const after = siegeOrder(s, 'france', 'assault:475:linz', [1]);
    expect(ofType(eventsSince(s, after), 'siegeAssaultRolled')[0]).toMatchObject({ fleches: 1, undergarrisoned: false, modifiedRoll: 0, result: 'sortie' });
    expect(decisionOf(after, 'austria', 'land/siege')!.options.map((o) => o.value)).toEqual(['nosortie:475:linz:france', 'sortie:475:linz:france']);
  });

  it('7.5.4.1.2.1 a sortie rolling 5-6 costs the garrison a factor; 1-4 costs the besiegers one', () => {
    const s = siegeOrder(atFranceSiege(besiege('475', 'linz', { infantry: 10 })), 'france', 'assault:475:linz', [1]);
    const bad = siegeOrder(s, 'austria', 'sortie:475:linz:france', [6]);
    expect(factorsIn(bad, 'linz')).toBe(9);
    expect(ofType(eventsSince(s, bad), 'factorsChanged')).toMatchObject([{ nationality: 'austria', delta: -1, rule: '7.5.4.1.2.1' }]);
    const good = siegeOrder(s, 'austria', 'sortie:475:linz:france', [2]);
    expect(factorsIn(good, 'linz')).toBe(10);
    expect(ofType(eventsSince(s, good), 'factorsChanged')).toMatchObject([{ nationality: 'france', delta: -1, rule: '7.5.4.1.2.1' }]);
    expect(decisionOf(good, 'france', 'land/siege')).toBeDefined();
  });

  it('7.5.4.1.2.1 a declined sortie changes nothing', () => {
    const s = siegeOrder(atFranceSiege(besiege('475', 'linz', { infantry: 10 })), 'france', 'assault:475:linz', [1]);
    const after = siegeOrder(s, 'austria', 'nosortie:475:linz:france');
    expect(ofType(eventsSince(s, after), 'factorsChanged')).toEqual([]);
    expect(ofType(eventsSince(s, after), 'siegeOutcome')[0]!.outcome).toBe('sortieDeclined');
  });
});

describe('7.5.4.1.2.3 breach', () => {
  const breached = () => siegeOrder(atFranceSiege(besiege('474', 'vienna', { militia: 4 })), 'france', 'assault:474:vienna', [6]);

  it('7.5.4.1.2.3 a breach lets the defender fight, surrender or ask for the honors of war', () => {
    const d = decisionOf(breached(), 'austria', 'land/siege')!;
    expect(d.options.map((o) => [o.value, o.verdict.ok])).toEqual([
      ['fight:474:vienna:france', true], ['surrender:474:vienna:france', true], ['honors:474:vienna:france', true],
    ]);
  });

  it('7.5.4.1.2.3.1 honors granted: the garrison marches to the nearest friendly unbesieged city, nothing lost', () => {
    const s = siegeOrder(breached(), 'austria', 'honors:474:vienna:france');
    expect(decisionOf(s, 'france', 'land/siege')!.options.map((o) => o.value)).toEqual(['grant:474:vienna:france', 'refuse:474:vienna:france']);
    const after = siegeOrder(s, 'france', 'grant:474:vienna:france');
    expect(garrisonIn(after, 'vienna')).toEqual([]);
    const out = ofType(eventsSince(s, after), 'siegeOutcome').find((e) => e.outcome === 'honorsGranted')!;
    expect(out.to).toBeDefined();
    expect(factorsIn(after, out.to!.city)).toBe(4);
    expect(ofType(eventsSince(s, after), 'factorsChanged')).toEqual([]);
    expect(ofType(eventsSince(s, after), 'politicalPointsChanged')).toEqual([]);
  });

  it('7.5.4.1.2.3.2 honors refused: the garrison may not ask again and surrenders as prisoners, no political points', () => {
    const s = siegeOrder(siegeOrder(breached(), 'austria', 'honors:474:vienna:france'), 'france', 'refuse:474:vienna:france');
    const d = decisionOf(s, 'austria', 'land/siege')!;
    expect(d.options.find((o) => o.value.toString().startsWith('honors'))!.verdict).toMatchObject({ ok: false, rule: '7.5.4.1.2.3.2' });
    const after = siegeOrder(s, 'austria', 'surrender:474:vienna:france');
    expect(garrisonIn(after, 'vienna')).toEqual([]);
    expect(after.prisoners.find((p) => p.holder === 'france' && p.nationality === 'austria')!.factors).toMatchObject({ militia: 4 });
    expect(ofType(eventsSince(s, after), 'factorsChanged')).toMatchObject([{ delta: -4, rule: '7.5.4.1.2.3.2' }]);
    expect(ofType(eventsSince(s, after), 'politicalPointsChanged')).toEqual([]);
  });

  it('7.5.1.3 once the garrison has surrendered, the besieging corps may go inside the empty city at once', () => {
    const s = siegeOrder(breached(), 'austria', 'surrender:474:vienna:france');
    const fr = s.corps.find((c) => c.id === 'fr-1')!.counter;
    const d = decisionOf(s, 'france', 'land/siege')!;
    expect(d.options.map((o) => o.value)).toContain(`occupy:474:vienna:${fr}`);
    const after = siegeOrder(s, 'france', `occupy:474:vienna:${fr}`);
    expect(after.corps.find((c) => c.id === 'fr-1')!.location).toEqual({ kind: 'area', area: '474', city: 'vienna' });
    expect(ofType(eventsSince(s, after), 'cityEntered')).toMatchObject([{ city: 'vienna', rule: '7.5.1.3' }]);
  });

  it('7.5.4.1.2.3.1 Spanish garrisons may not ask for the honors of war', () => {
    const s = atFranceSiege(besiege('406', 'madrid', {}, (sc) => {
      sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      (sc.setupOrder as string[]).push('spain');
      (sc.relations as { wars: string[][] }).wars.push(['france', 'spain']);
      sc.forces.garrisons = [{ nationality: 'spain', area: '406', city: 'madrid', factors: { infantry: 3 } }];
    }));
    const after = siegeOrder(s, 'france', 'assault:406:madrid', [6]);
    const d = decisionOf(after, 'spain', 'land/siege')!;
    expect(d.options.find((o) => String(o.value).startsWith('honors'))!.verdict).toMatchObject({ ok: false, rule: '7.5.4.1.2.3.1' });
  });

  it('7.5.4.1.3 an assault that breaks the garrison takes the city; 7.5.4.1.4 a fortress gives the besieger a political point', () => {
    const s = siegeOrder(atFranceSiege(besiege('475', 'linz', { militia: 4 })), 'france', 'assault:475:linz', [6]);
    const pp = s.powers.france.politicalPoints;
    // round one: France rolls 6 on 5-1, Austria 1 on 5-2
    const after = siegeOrder(s, 'austria', 'fight:475:linz:france', [6, 1, 6, 1, 6, 1]);
    const es = eventsSince(s, after);
    const fight = ofType(es, 'siegeCombatFought')[0]!;
    expect(fight).toMatchObject({ kind: 'assault', attacker: 'france', defender: 'austria', winner: 'attacker', rule: '7.5.4.1.3' });
    expect(garrisonIn(after, 'linz')).toEqual([]);
    expect(after.powers.france.politicalPoints).toBe(pp + 1);
    expect(ofType(es, 'siegeOutcome').at(-1)!.outcome).toBe('captured');
    // every factor lost or taken prisoner is explained by an event
    const lostTotal = ofType(es, 'factorsChanged').reduce((n, e) => n + e.delta, 0);
    const before = s.corps.reduce((n, c) => n + Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0), 0) + 4;
    const now = after.corps.reduce((n, c) => n + Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0), 0) + factorsIn(after, 'linz');
    expect(now - before).toBe(lostTotal);
  });

  it('opt:7.5.4.1.3.2 (v2.71) the forces are revealed for the assault, to the two sides only, and hidden again after', () => {
    const s = siegeOrder(atFranceSiege(besiege('475', 'linz', { infantry: 10 })), 'france', 'assault:475:linz', [6]);
    const after = siegeOrder(s, 'austria', 'fight:475:linz:france', [1, 1, 1, 1, 1, 1]);
    const fr = s.corps.find((c) => c.id === 'fr-1')!.counter;
    expect(ofType(eventsSince(s, after), 'corpsRevealed')).toMatchObject([{ counter: fr, owner: 'france', to: ['austria'], rule: 'opt:7.5.4.1.3.2' }]);
    expect(after.corps.find((c) => c.id === 'fr-1')?.revealedTo ?? []).toEqual([]);
  });

  it('7.5.4.1.3.4 an assault not won in three rounds leaves the siege in place; 7.5.4.1.4 the fortress defender gains a point', () => {
    // a big garrison that the besiegers cannot break with low dice
    const s = siegeOrder(atFranceSiege(besiege('475', 'linz', { infantry: 10 })), 'france', 'assault:475:linz', [6]);
    const pp = s.powers.austria.politicalPoints;
    const after = siegeOrder(s, 'austria', 'fight:475:linz:france', [1, 1, 1, 1, 1, 1]);
    const fight = ofType(eventsSince(s, after), 'siegeCombatFought')[0]!;
    expect(fight.rounds.length).toBe(3);
    expect(fight.winner).toBeNull();
    expect(factorsIn(after, 'linz')).toBeGreaterThan(0);
    expect(after.powers.austria.politicalPoints).toBe(pp + 1);
    expect(ofType(eventsSince(s, after), 'siegeOutcome').at(-1)!.outcome).toBe('held');
  });
});

describe('STYLE G siege orders replay', () => {
  it('7.5.4 a game with an assault, a breach and a fight replays from its log to the same state', () => {
    const start = besiege('475', 'linz', { militia: 4 });
    const s = siegeOrder(siegeOrder(atFranceSiege(start), 'france', 'assault:475:linz', [6]), 'austria', 'fight:475:linz:france', [6, 1, 6, 1, 6, 1]);
    const r = replayLog(start, s.log, DATA);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });
});

describe('7.5.4.2 the garrison attacks the besiegers', () => {
  it('7.5.4.2.1 in its own sequence the besieged power may attack; a won attack sends the besiegers back (7.5.4.2.1.5)', () => {
    const start = besiege('474', 'vienna', { infantry: 20 }, (sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0] = { ...cs[0], factors: { militia: 2 } };
    });
    // France ends its siege step, Austria (moving after France) attacks out of Vienna
    const s = reach(siegeOrder(atFranceSiege(start), 'france', 'end'), 'austria', 'land/siege').s;
    const d = decisionOf(s, 'austria', 'land/siege')!;
    expect(d.options.map((o) => o.value)).toContain('sally:474:vienna');
    const after = siegeOrder(s, 'austria', 'sally:474:vienna', [6, 1, 6, 1, 6, 1]);
    const es = eventsSince(s, after);
    expect(ofType(es, 'siegeCombatFought')[0]).toMatchObject({ kind: 'garrisonAttack', attacker: 'austria', defender: 'france', winner: 'attacker' });
    const french = after.corps.find((c) => c.id === 'fr-1');
    // the besiegers either retreated out of the area or were wiped out
    expect(french === undefined || (french.location.kind === 'area' && french.location.area !== '474')).toBe(true);
    expect(ofType(es, 'politicalPointsChanged')).toEqual([]);
  });
});

describe('7.5.4.2.1.2 / 7.5.4.2.2 a garrison attack: morale as in field combat, no political points', () => {
  /** Austria's garrison of Vienna (15 infantry, 5 militia) attacks France's 2 militia besieging it, in the game's morale method. */
  function sally(moraleMethod: 'one' | 'two', dice: number[]) {
    const sc = landScenario((x) => {
      const cs = x.forces.corps as Row[];
      cs[0] = { ...cs[0], area: '474', factors: { militia: 2 } };
      cs[3]!.area = '467';
      x.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { infantry: 15, militia: 5 } }];
      x.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '474' }];
    });
    const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { moraleMethod } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const s = reach(siegeOrder(atFranceSiege(r.value), 'france', 'end'), 'austria', 'land/siege').s;
    const after = siegeOrder(s, 'austria', 'sally:474:vienna', dice);
    return { s, after, fought: ofType(eventsSince(s, after), 'siegeCombatFought')[0]! };
  }

  it('7.5.4.2.1.2 final morale is found as in 7.5.2.6.1, by the game\'s method: averaged by factors (one), or the national morale less 0.1 a militia factor (two)', () => {
    // method one: (15 x 3.0 + 5 x 2.0) / 20 = 2.75, rounded up to 2.8; French militia 2.0
    expect(sally('one', [3, 3, 3, 3, 3, 3]).fought.morale).toEqual({ attacker: 2.8, defender: 2 });
    // method two: Austria's 3.5 less 0.5 for five militia factors; France's 4.0 less 0.2
    expect(sally('two', [3, 3, 3, 3, 3, 3]).fought.morale).toEqual({ attacker: 3, defender: 3.8 });
  });

  it('7.5.4.2.2 no political points for a garrison attack, won or not', () => {
    const won = sally('one', [6, 1, 6, 1, 6, 1]);
    expect(won.fought.winner).toBe('attacker');
    const held = sally('one', [1, 6, 1, 6, 1, 6]);
    expect(held.fought.winner).not.toBe('attacker');
    for (const { s, after } of [won, held]) {
      expect(ofType(eventsSince(s, after), 'politicalPointsChanged')).toEqual([]);
      expect(after.powers.austria.politicalPoints).toBe(s.powers.austria.politicalPoints);
      expect(after.powers.france.politicalPoints).toBe(s.powers.france.politicalPoints);
    }
  });
});

describe('7.5.4.2.1.1 part of the besieged forces may attack', () => {
  it('7.5.4.2.1.1 the garrison factors alone attack; the corps inside stays out of the combat', () => {
    const start = besiege('474', 'vienna', { infantry: 10 }, (sc) => {
      const cs = sc.forces.corps as Row[];
      cs[3] = { ...cs[3], area: '474', city: 'vienna' };
    });
    const s = reach(siegeOrder(atFranceSiege(start), 'france', 'end'), 'austria', 'land/siege').s;
    const values = decisionOf(s, 'austria', 'land/siege')!.options.map((o) => String(o.value));
    const au = s.corps.find((c) => c.id === 'au-1')!.counter;
    expect(values).toEqual(['end', 'sally:474:vienna', 'sally:474:vienna:garrison', `sally:474:vienna:${au}`, 'sally:474:vienna:choose']);
    const after = siegeOrder(s, 'austria', 'sally:474:vienna:garrison', [1, 6, 1, 6, 1, 6]);
    const lost = ofType(eventsSince(s, after), 'factorsChanged').filter((e) => e.nationality === 'austria');
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((e) => e.counter === null)).toBe(true);
    expect(after.corps.find((c) => c.id === 'au-1')!.factors).toEqual(s.corps.find((c) => c.id === 'au-1')!.factors);
  });
});

describe('10.3.3 neutral garrisons in a besieged city', () => {
  it('10.3.3 a Russian garrison in Austrian Vienna, Russia not at war with France, surrenders when the siege begins and is exchanged', () => {
    const s = atFranceSiege(besiege('474', 'vienna', { militia: 4 }, (sc) => {
      (sc.forces.garrisons as Row[]).push({ nationality: 'russia', area: '474', city: 'vienna', factors: { infantry: 2 } });
    }));
    expect(garrisonIn(s, 'vienna').map((g) => g.nationality)).toEqual(['austria']);
    const e = s.log.filter((x) => x.type === 'factorsChanged' && x.rule === '10.3.3');
    expect(e).toMatchObject([{ nationality: 'russia', delta: -2 }]);
    expect(s.reinforcements.some((r) => r.power === 'russia' && r.factors?.infantry === 2 && r.date.month === 6)).toBe(true);
  });

  it('10.3 is asterisked: in a scenario game the neutral garrison stays (13.0)', () => {
    const s = atFranceSiege(besiege('474', 'vienna', { militia: 4 }, (sc) => {
      sc.kind = 'scenario';
      sc.sides = [['france'], ['britain', 'austria', 'russia']];
      (sc.forces.garrisons as Row[]).push({ nationality: 'russia', area: '474', city: 'vienna', factors: { infantry: 2 } });
    }));
    expect(garrisonIn(s, 'vienna').map((g) => g.nationality)).toEqual(['austria', 'russia']);
    expect(s.log.some((x) => x.type === 'factorsChanged' && x.rule === '10.3.3')).toBe(false);
  });
});
