// 10.3 access in campaign games: neutral minors, other powers' territory, forcible access.
import { describe, expect, it } from 'vitest';
import { enterCityVerdict, legalDestinations, movementOptions } from '../../shared/rules/land/movement';
import { atWar } from '../../shared/model';
import { commandFor } from '../../shared/engine';
import type { AreaId, CityId, GameState } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';

const dest = (s: GameState, id: string, area: string) => legalDestinations(s, LAND, 'france', counterOf(s, id)).find((d) => d.area === area);
const corps = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!;
/** France and Austria at peace, neither allied. */
const atPeace = () => newLandGame((sc) => {
  sc.relations = { wars: [], alliances: [], enforcedPeace: [] };
});

describe('10.3.1.1 neutral minor countries', () => {
  it('10.3.1.1 a campaign corps may move through a neutral minor (Württemberg)', () => {
    const s = newLandGame();
    expect(s.scenario.kind).toBe('campaign');
    expect(LAND.area('320' as AreaId)!.minor).toBe('wurttemberg');
    expect(dest(s, 'fr-2', '320')).toMatchObject({ cost: 1, verdict: { ok: true } }); // from 325
  });

  it('10.3.1.1 but may not occupy its cities', () => {
    let { s } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[1]!.area = '325';
    }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-2');
    s = order(s, 'france', 'land/movement', `move:${k}:320`);
    expect(enterCityVerdict(s, LAND, corps(s, 'fr-2'), 'ulm' as CityId)).toMatchObject({ ok: false, code: 'cityClosed', rule: '10.3.1.1' });
    const opt = s.pending.find((d) => d.power === 'france')!.options.find((o) => o.value === `in:${k}:ulm`)!;
    expect(opt.verdict).toMatchObject({ ok: false, rule: '10.3.1.1' });
  });
});

describe('10.3.1.2 / 10.3.4 other major powers\' territory', () => {
  it('10.3.4 without war, alliance or access a corps may still enter by forcible access, and the option says so', () => {
    const s = atPeace();
    expect(dest(s, 'fr-1', '479')!.verdict).toEqual({ ok: true });
    const { d } = reach(s, 'france', 'land/movement');
    const opt = d.options.find((o) => o.value === `move:${counterOf(s, 'fr-1')}:479`)!;
    expect(opt.label).toContain('forcible access');
    const war = reach(newLandGame(), 'france', 'land/movement').d.options.find((o) => String(o.value).endsWith(':479'))!;
    expect(war.label).not.toContain('forcible access'); // at war: no permission needed
  });

  it('10.3.4.2 forcible access costs one political point per turn for each power entered, not per move', () => {
    let { s } = reach(atPeace(), 'france', 'land/movement');
    const pp = s.powers.france.politicalPoints;
    const k1 = counterOf(s, 'fr-1');
    const k2 = counterOf(s, 'fr-2');
    s = order(s, 'france', 'land/movement', `move:${k1}:479`);
    expect(s.powers.france.politicalPoints).toBe(pp - 1);
    expect(s.log.at(-1)).toMatchObject({ type: 'politicalPointsChanged', power: 'france', delta: -1, rule: '10.3.4.2' });
    s = apply(s, commandFor(decisionOf(s, 'austria', 'political/declareWar')!, [])); // 10.3.4.3 Austria lets it pass
    s = order(s, 'france', 'land/movement', `move:${k2}:478`);
    expect(s.powers.france.politicalPoints).toBe(pp - 1);
    expect(s.turn.land!.forcibleAccess).toEqual([{ power: 'france', owner: 'austria' }]);
  });

  it('10.3.1.2 with voluntary access there is no political cost; 10.3.4.1 without it cities stay closed', () => {
    const base = atPeace();
    const granted = { ...base, relations: { ...base.relations, access: [{ grantor: 'austria' as const, grantee: 'france' as const }] } };
    const moved = (g: GameState) => ({ ...g, corps: g.corps.map((c) => (c.id === 'fr-1' ? { ...c, location: { kind: 'area' as const, area: '479' as AreaId } } : c)) });
    const closed = moved(base);
    expect(enterCityVerdict(closed, LAND, corps(closed, 'fr-1'), 'salzburg' as CityId)).toMatchObject({ ok: false, rule: '10.3.1.1' });
    const open = moved(granted);
    expect(enterCityVerdict(open, LAND, corps(open, 'fr-1'), 'salzburg' as CityId)).toEqual({ ok: true });
    const opts = movementOptions(granted, LAND, 'france');
    expect(opts.find((o) => o.value === `move:${counterOf(granted, 'fr-1')}:479`)!.label).not.toContain('forcible access');
  });

  it('10.3 / 13.0 scenarios keep a neutral power\'s home nation closed', () => {
    const s = atPeace();
    const scenario = { ...s, scenario: { ...s.scenario, kind: 'scenario' as const } };
    expect(dest(scenario, 'fr-1', '479')!.verdict).toMatchObject({ ok: false, code: 'noAccess', rule: '10.3' });
  });
});

describe('10.3.4.3 answering forcible access with war', () => {
  const enterAtPeace = (tweak: (s: GameState) => GameState = (s) => s) => {
    let { s } = reach(tweak(atPeace()), 'france', 'land/movement');
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:479`);
    return s;
  };

  it('10.3.4.3 the owner of the territory is asked at once, and the movers wait for its answer', () => {
    const s = enterAtPeace();
    const d = decisionOf(s, 'austria', 'political/declareWar')!;
    expect(d).toMatchObject({ rule: '10.3.4.3', step: 'land/movement', secret: false, select: 'many', group: null });
    expect(d.options).toEqual([expect.objectContaining({ value: 'france', verdict: { ok: true } })]);
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined();
  });

  it('10.3.4.3 declared: war at once with the 4.2.1.1 points, the mover no longer uses forcible access', () => {
    let s = enterAtPeace();
    const pp = s.powers.austria.politicalPoints;
    s = apply(s, commandFor(decisionOf(s, 'austria', 'political/declareWar')!, ['france']));
    expect(atWar(s, 'austria', 'france')).toBe(true);
    expect(s.powers.austria.politicalPoints).toBe(pp - 3);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'warDeclared', aggressor: 'austria', defender: 'france' }));
    const opts = decisionOf(s, 'france', 'land/movement')!.options;
    expect(opts.find((o) => o.value === `move:${counterOf(s, 'fr-1')}:480`)!.label).not.toContain('forcible access');
  });

  it('10.3.4.3 declined: nothing changes; each counter moved that way asks again, the same counter only once a turn', () => {
    let s = enterAtPeace();
    s = apply(s, commandFor(decisionOf(s, 'austria', 'political/declareWar')!, []));
    expect(atWar(s, 'austria', 'france')).toBe(false);
    const k1 = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k1}:480`);
    expect(decisionOf(s, 'austria', 'political/declareWar')).toBeUndefined();
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-2')}:478`);
    expect(decisionOf(s, 'austria', 'political/declareWar')).toBeDefined();
  });

  it('10.3.4.3 the owner may also declare war on any other power using forcible access in its territory this turn', () => {
    let { s } = reach(atPeace(), 'france', 'land/movement');
    s = { ...s, turn: { ...s.turn, land: { moves: [], combats: [], newDepots: [], ...s.turn.land, forcibleAccess: [{ power: 'russia', owner: 'austria' }] } } }; // Russian counters came through earlier
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:479`);
    const d = decisionOf(s, 'austria', 'political/declareWar')!;
    expect(d.options.map((o) => o.value)).toEqual(['france', 'russia']);
    s = apply(s, commandFor(d, ['russia']));
    expect(atWar(s, 'austria', 'russia')).toBe(true);
    expect(atWar(s, 'austria', 'france')).toBe(false);
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });

  it('10.3.4.3 / 4.2.2.4 under an enforced peace the owner may not declare: nobody is asked', () => {
    const s = enterAtPeace((g) => ({ ...g, relations: { ...g.relations, enforcedPeace: [{ powers: ['france', 'austria'] as const, until: { month: 12, year: 1805 } }] } }));
    expect(decisionOf(s, 'austria', 'political/declareWar')).toBeUndefined();
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });
});

describe('10.3.4.3 (v2.71) allies called after a war declared on forcible access', () => {
  it('10.3.4.3 / 4.3 Austria declares on France mid-movement: France (defender) calls first, then Austria calls Russia; the movers wait, then go on', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.relations = { wars: [], alliances: [['austria', 'russia']], enforcedPeace: [] };
    }), 'france', 'land/movement');
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:479`);
    s = apply(s, commandFor(decisionOf(s, 'austria', 'political/declareWar')!, ['france']));
    // France has no ally: 4.3.1.1 its defender's call is skipped, so Austria may not call either
    expect(decisionOf(s, 'austria', 'political/callAllies')).toBeUndefined();
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });

  it('10.3.4.3 / 4.3.2 with an ally to call the call belongs to the movement step and holds the movers until answered', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.relations = { wars: [], alliances: [['austria', 'russia'], ['france', 'spain']], enforcedPeace: [] };
      sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
      (sc.setupOrder as string[]).push('spain');
    }), 'france', 'land/movement');
    s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:479`);
    s = apply(s, commandFor(decisionOf(s, 'austria', 'political/declareWar')!, ['france']));
    const call = decisionOf(s, 'france', 'political/callAllies')!;
    expect(call).toMatchObject({ step: 'land/movement', rule: '4.3' });
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined(); // held
    s = apply(s, commandFor(call, ['spain']));
    const answer = decisionOf(s, 'spain', 'political/answerCall')!;
    expect(answer.step).toBe('land/movement');
    s = apply(s, commandFor(answer, 'accept'));
    expect(atWar(s, 'spain', 'austria')).toBe(true);
    // then Austria (aggressor) may call Russia, since France called
    const ac = decisionOf(s, 'austria', 'political/callAllies')!;
    expect(ac.options.map((o) => o.value)).toEqual(['russia']);
    s = apply(s, commandFor(ac, []));
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined(); // the movers go on
  });
});
