// 12.2.1 (option) sea crossing arrows, played through the engine on the shipped map: the Channel
// arrow (12.2.1.1) between Picardy (433, Lille) and the English area east of Portsmouth (019),
// drawn over the English Channel (735); the Danish/Swedish arrows (12.2.1.2) over the Kattegat (719).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, newGame } from '../../shared/engine';
import { areasWithin } from '../../shared/rules/land/depots';
import { legalDestinations, moverOf, stepCost } from '../../shared/rules/land/movement';
import type { AreaId, GameState, LandEdge } from '../../shared/model';
import { DATA, LAND, counterOf, decisionOf, landScenario, playUntil } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof landScenario>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];
const ON = { channelArrow: true, danishSwedishArrows: true } as const;

function game(rules: Partial<Record<'channelArrow' | 'danishSwedishArrows' | 'alternateCrossingArrows', boolean>>, tweak: (sc: Sc) => void): GameState {
  const r = newGame({ scenario: landScenario(tweak), seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const britishFleetIn = (s: GameState, sea: string): GameState => ({
  ...s,
  fleets: [...s.fleets, { id: 'gb-x' as never, name: 'Channel Fleet', nationality: 'britain', ships: 6, location: { kind: 'sea', area: sea as AreaId } }],
});
const atWarWithBritain = (sc: Sc) => { sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] }; };
/** The fixture's British Channel Fleet (12 ships in 735) leaves the map, so the Channel is open. */
const noChannelFleet = (sc: Sc) => { sc.forces.fleets = (sc.forces.fleets as { id: string }[]).filter((f) => f.id !== 'gb-1'); };

describe('12.2.1.1 the Channel arrow (option)', () => {
  it('12.2.1.1 without the option Picardy and England do not touch; with it they touch across the English Channel', () => {
    expect(LAND.edges('433' as AreaId).some((e) => e.to === '019')).toBe(false);
    const on = DATA.forRules!({ channelArrow: true }).land!;
    expect(on.edges('433' as AreaId).find((e) => e.to === '019')).toEqual({ to: '019', river: false, crossingSea: '735' });
    expect(on.edges('019' as AreaId).find((e) => e.to === '433')).toEqual({ to: '433', river: false, crossingSea: '735' });
    // the same object for the same switches: one land map per game, not per command
    expect(DATA.forRules!({ channelArrow: true }).land).toBe(on);
    expect(DATA.forRules!({}).land).toBe(LAND);
  });

  it('12.2.1.1 / 7.3.1.3.3 played: a French corps in Picardy may cross to England for 2 points (clear 1 + arrow 1), only with the option', () => {
    const tweak = (fleet: boolean) => (sc: Sc) => { atWarWithBritain(sc); corpsList(sc)[0]!.area = '433'; if (!fleet) noChannelFleet(sc); };
    const movement = (rules: { channelArrow?: boolean }, fleet: boolean) => {
      const s = playUntil(game(rules, tweak(fleet)), (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
      return { s, d: decisionOf(s, 'france', 'land/movement')!, k: counterOf(s, 'fr-1') };
    };
    const off = movement({}, false);
    expect(off.d.options.find((o) => o.value === `move:${off.k}:019`)).toBeUndefined();
    // the fixture's Channel Fleet (British, at war) closes the arrow (7.3.1.3.3)
    const guarded = movement({ channelArrow: true }, true);
    expect(guarded.d.options.find((o) => o.value === `move:${guarded.k}:019`)?.verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
    {
      const { s, k } = movement({ channelArrow: true }, false);
      const cross = decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.value === `move:${k}:019`);
      expect(cross?.verdict).toEqual({ ok: true });
      const r = applyCommand(s, commandFor(decisionOf(s, 'france', 'land/movement')!, `move:${k}:019`), DATA);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.state.corps.find((c) => c.id === 'fr-1')!.location).toMatchObject({ kind: 'area', area: '019' });
      expect(r.state.turn.land!.moves.find((m) => m.counter === k)).toMatchObject({ spent: 2, entered: ['019'] });
    }
  });

  it('12.2.1.1 / 7.3.1.3.3 a British fleet in the English Channel closes the arrow; 7.2.3.2.2 and cuts supply across it', () => {
    const s = game(ON, (sc) => { atWarWithBritain(sc); noChannelFleet(sc); corpsList(sc)[0]!.area = '433'; });
    const land = DATA.forRules!(s.options.rules).land!;
    const k = counterOf(s, 'fr-1');
    const open = legalDestinations(s, land, 'france', k).find((d) => d.area === '019');
    expect(open).toMatchObject({ cost: 2, verdict: { ok: true } });
    const held = britishFleetIn(s, '735');
    expect(legalDestinations(held, land, 'france', k).find((d) => d.area === '019')?.verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
    expect(areasWithin(s, land, 'france', '433' as AreaId, 1).get('019' as AreaId)).toBe(1);
    expect(areasWithin(held, land, 'france', '433' as AreaId, 1).has('019' as AreaId)).toBe(false);
  });
});

describe('12.2.1.2 Danish and Swedish arrows (option)', () => {
  // France at war with Britain; French forces at Copenhagen's area (295) and at Malmo's (063)
  const sound = (sc: Sc, ends: readonly string[]) => {
    atWarWithBritain(sc);
    const cs = corpsList(sc);
    cs[0]!.area = '295';
    if (ends.includes('063')) sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '063', city: 'malmo', factors: { infantry: 1 } }];
  };
  const theSound = (land: typeof LAND): LandEdge => land.edges('295' as AreaId).find((e) => e.to === '063')!;

  it('12.2.1.2 a British fleet in the Kattegat cannot close the Sound while French forces hold both Copenhagen\'s and Malmo\'s areas', () => {
    const s = britishFleetIn(game(ON, (sc) => sound(sc, ['295', '063'])), '719');
    const land = DATA.forRules!(s.options.rules).land!;
    const fr1 = moverOf(s, counterOf(s, 'fr-1'))!;
    expect(theSound(land).heldEnds).toEqual(['295', '063']);
    expect(stepCost(s, land, 'france', fr1, theSound(land))).toMatchObject({ cost: 2, verdict: { ok: true } });
    expect(areasWithin(s, land, 'france', '295' as AreaId, 1).has('063' as AreaId)).toBe(true);
    // the Great Belt (295-788) has one end held only: the fleet closes it
    const belt = land.edges('295' as AreaId).find((e) => e.to === '788')!;
    expect(stepCost(s, land, 'france', fr1, belt).verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
  });

  it('12.2.1.2 with one end held, or with the option off, the fleet closes the Sound (7.3.1.3.3)', () => {
    const oneEnd = britishFleetIn(game(ON, (sc) => sound(sc, ['295'])), '719');
    const landOn = DATA.forRules!(oneEnd.options.rules).land!;
    expect(stepCost(oneEnd, landOn, 'france', moverOf(oneEnd, counterOf(oneEnd, 'fr-1'))!, theSound(landOn)).verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
    const off = britishFleetIn(game({}, (sc) => sound(sc, ['295', '063'])), '719');
    expect(theSound(LAND).heldEnds).toBeUndefined();
    expect(stepCost(off, LAND, 'france', moverOf(off, counterOf(off, 'fr-1'))!, theSound(LAND)).verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
    expect(areasWithin(off, LAND, 'france', '295' as AreaId, 1).has('063' as AreaId)).toBe(false);
  });
});

describe('opt:12.2.1 alternate crossing arrows: narrow and wide straits (v2.71 option)', () => {
  const V271 = { alternateCrossingArrows: true } as const;
  const land = () => DATA.forRules!(V271).land!;
  const edgeOf = (from: string, to: string) => land().edges(from as AreaId).find((e) => e.to === to)!;

  it('opt:12.2.1 type 2: the Great Belt and the Strait of Messina cost two points; type 1 (the Sound) one, as printed', () => {
    const s = game(V271, (sc) => { corpsList(sc)[0]!.area = '295'; });
    const fr1 = moverOf(s, counterOf(s, 'fr-1'))!;
    const clear = (a: string) => LAND.area(a as AreaId)!.terrain === 'clear';
    expect(clear('788') && clear('063')).toBe(true);
    expect(stepCost(s, land(), 'france', fr1, edgeOf('295', '788')).cost).toBe(3); // clear 1 + wide strait 2
    expect(stepCost(s, LAND, 'france', fr1, LAND.edges('295' as AreaId).find((e) => e.to === '788')!).cost).toBe(2); // option off: 1 + 1
    expect(stepCost(s, land(), 'france', fr1, edgeOf('295', '063')).cost).toBe(2); // narrow: 1 + 1
    expect(edgeOf('358', '359').wideStrait).toBe(true);
    expect(edgeOf('423', '710').wideStrait).toBe(true);
    expect(edgeOf('555', '556')).toMatchObject({ heldEnds: ['555', '556'] });
  });

  it('opt:12.2.1 type 1: a British fleet cannot close the Sound held at both shores; type 2: it closes the Great Belt whoever holds the shores', () => {
    const s = britishFleetIn(game(V271, (sc) => {
      atWarWithBritain(sc);
      corpsList(sc)[0]!.area = '295';
      corpsList(sc)[1]!.area = '788'; // the Great Belt held at both shores too
      sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '063', city: 'malmo', factors: { infantry: 1 } }];
    }), '719');
    const fr1 = moverOf(s, counterOf(s, 'fr-1'))!;
    expect(stepCost(s, land(), 'france', fr1, edgeOf('295', '063')).verdict).toEqual({ ok: true });
    expect(stepCost(s, land(), 'france', fr1, edgeOf('295', '788')).verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
  });

  it('opt:12.2.1 type 2: supply crosses the Strait of Messina only between depots on both shores', () => {
    const s = game(V271, () => {});
    const depot = (id: string, area: string) => ({ id, owner: 'france' as const, area: area as AreaId });
    const one = { ...s, depots: [depot('d1', '358')] };
    const both = { ...s, depots: [depot('d1', '358'), depot('d2', '359')] };
    expect(areasWithin(one, land(), 'france', '358' as AreaId, 1).has('359' as AreaId)).toBe(false);
    expect(areasWithin(both, land(), 'france', '358' as AreaId, 1).get('359' as AreaId)).toBe(1);
    expect(areasWithin(one, LAND, 'france', '358' as AreaId, 1).get('359' as AreaId)).toBe(1); // option off: as printed
  });
});

describe('opt:12.2.1 crossing into enemy territory only from the start of a move (v2.71)', () => {
  const V271 = { alternateCrossingArrows: true } as const;
  // France at war with Russia: I Corps (4 points) beside the Crimea's Kerch Strait (236), the Cavalry Reserve at it (243)
  const atKerch = (rules: Partial<Record<'alternateCrossingArrows', boolean>>) => {
    const s = game(rules, (sc) => {
      sc.relations = { wars: [['france', 'austria'], ['france', 'russia']], alliances: [], enforcedPeace: [] };
      corpsList(sc)[0]!.area = '236';
      corpsList(sc)[1]!.area = '243';
    });
    return playUntil(s, (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
  };
  const verdictOf = (s: GameState, value: string) => decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.value === value)?.verdict;
  const step = (s: GameState, value: string): GameState => {
    const r = applyCommand(s, commandFor(decisionOf(s, 'france', 'land/movement')!, value), DATA);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.state;
  };

  it('opt:12.2.1 a corps that marched to the Kerch Strait may not cross it into Russian territory the same move; one that began its move there may', () => {
    let s = atKerch(V271);
    const fr1 = counterOf(s, 'fr-1');
    const fr2 = counterOf(s, 'fr-2');
    expect(verdictOf(s, `move:${fr2}:246`)).toEqual({ ok: true });
    expect(legalDestinations(s, DATA.forRules!(V271).land!, 'france', fr1).some((d) => d.area === '246' && d.verdict.ok)).toBe(false);
    s = step(s, `move:${fr1}:243`);
    // 1 point spent, 3 left: the crossing (clear 1 + narrow strait 1) is affordable, the rule alone refuses it
    expect(verdictOf(s, `move:${fr1}:246`)).toMatchObject({ ok: false, rule: 'opt:12.2.1' });
  });

  it('opt:12.2.1 as first printed (option off) the same corps crosses on', () => {
    let s = atKerch({});
    const fr1 = counterOf(s, 'fr-1');
    expect(legalDestinations(s, LAND, 'france', fr1).some((d) => d.area === '246' && d.verdict.ok)).toBe(true);
    s = step(s, `move:${fr1}:243`);
    expect(verdictOf(s, `move:${fr1}:246`)).toEqual({ ok: true });
  });
});

describe('opt:12.2.1 the five straits the drawn map has no arrow for (v2.71), played as crossings', () => {
  const V271 = { alternateCrossingArrows: true } as const;
  const edge = (land: typeof LAND, a: string, b: string): LandEdge | undefined => land.edges(a as AreaId).find((e) => e.to === b);

  it('opt:12.2.1 without the option Euboea, Corfu and Rhodes touch no land; with it Chalcis and Corfu are narrow, Oreon and Rhodes wide', () => {
    expect(edge(LAND, '544', '545')).toBeUndefined();
    expect(edge(LAND, '367', '541')).toBeUndefined();
    expect(edge(LAND, '370', '595')).toBeUndefined();
    const on = DATA.forRules!(V271).land!;
    // type 1: open to the side holding both shores
    expect(edge(on, '544', '545')).toEqual({ to: '545', river: false, crossingSea: '760', heldEnds: ['544', '545'] });
    expect(edge(on, '541', '367')).toEqual({ to: '367', river: false, crossingSea: '753', heldEnds: ['541', '367'] });
    // type 2: two points, closed by any enemy fleet
    expect(edge(on, '542', '545')).toEqual({ to: '545', river: false, crossingSea: '760', wideStrait: true });
    expect(edge(on, '595', '370')).toEqual({ to: '370', river: false, crossingSea: '761', wideStrait: true });
    // Trondheim Fjord: its shores already share a land border on this map, which stays the only edge
    expect(on.edges('028' as AreaId).filter((e) => e.to === '029')).toEqual([{ to: '029', river: false, crossingSea: null }]);
    // the Channel arrow (12.2.1.1) is a separate option
    expect(edge(on, '433', '019')).toBeUndefined();
  });

  it('opt:12.2.1 played: a French corps at Athens crosses the Straits of Chalcis to Euboea for 2 points (clear 1 + narrow 1), and is refused by a British fleet in the Western Aegean', () => {
    const tweak = (sc: Sc) => { sc.relations = { wars: [['france', 'austria'], ['france', 'britain']], alliances: [], enforcedPeace: [] }; corpsList(sc)[0]!.area = '544'; };
    const at = (rules: Partial<Record<'alternateCrossingArrows', boolean>>) => playUntil(game(rules, tweak), (x) => decisionOf(x, 'france', 'land/movement') !== undefined);
    const off = at({});
    expect(decisionOf(off, 'france', 'land/movement')!.options.find((o) => o.value === `move:${counterOf(off, 'fr-1')}:545`)).toBeUndefined();
    const s = at(V271);
    const k = counterOf(s, 'fr-1');
    const land = DATA.forRules!(V271).land!;
    expect(legalDestinations(britishFleetIn(s, '760'), land, 'france', k).find((d) => d.area === '545')?.verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
    const d = decisionOf(s, 'france', 'land/movement')!;
    expect(d.options.find((o) => o.value === `move:${k}:545`)?.verdict).toEqual({ ok: true });
    const r = applyCommand(s, commandFor(d, `move:${k}:545`), DATA);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.corps.find((c) => c.id === 'fr-1')!.location).toMatchObject({ kind: 'area', area: '545' });
    expect(r.state.turn.land!.moves.find((m) => m.counter === k)).toMatchObject({ spent: 2, entered: ['545'] });
  });

  it('opt:12.2.1 type 2: the Rhodes Channel costs a corps 3 points (clear 1 + wide strait 2)', () => {
    const s = game(V271, (sc) => { corpsList(sc)[0]!.area = '595'; });
    const land = DATA.forRules!(V271).land!;
    expect(legalDestinations(s, land, 'france', counterOf(s, 'fr-1')).find((d) => d.area === '370')).toMatchObject({ cost: 3 });
  });
});
