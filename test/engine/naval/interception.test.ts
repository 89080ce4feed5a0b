// 6.2.3 interceptions played through the engine: who may try, the rolls, Nelson, blockade boxes,
// the order of attempts and what follows the battle.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';
import { lastBattle } from './example6334';

const interceptDecision = (s: GameState, power: string) => s.pending.find((d) => d.kind === 'naval/intercept' && d.power === power);

/** Britain's stack of `gb` ships at sea 733 sails into 734; France lies in Brest (box in 734) and at sea 739. */
function setup(gb = 10, extra: Parameters<typeof customNaval>[0]['fleets'] = [], nelson = false) {
  let s = startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: gb, location: { kind: 'sea', area: '733' } },
      { id: 'fr-brest', nationality: 'france', ships: 12, location: { kind: 'port', area: '427', city: 'brest' } },
      { id: 'fr-sea', nationality: 'france', ships: 6, location: { kind: 'sea', area: '739' } },
      ...extra,
    ],
    leaders: nelson ? [{ id: 'nelson', name: 'Nelson', owner: 'france' as never, with: 'fr-brest' }] : [],
  }));
  s = reachStep(s, 'naval/movement', 'britain');
  s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
  return answer(s, 'naval/movement', 'britain', 'move:sea:734');
}

describe('6.2.3.1 who may intercept', () => {
  it('6.2.3.1 / 6.2.3.1.2.2 / 6.2.3.2.2.1 entering 734: the stack in Brest (unblockaded, its box on 734) and the stack next door in 739 may try, each needing a 1', () => {
    const s = setup();
    const d = interceptDecision(s, 'france')!;
    expect(d.options.map((o) => o.value)).toEqual(['none', 'stack:sea:739', 'stack:port:brest']);
    expect(d.options.map((o) => o.label).join(' / ')).toMatch(/roll of 1 or less/);
    // the mover's other orders wait
    expect(s.pending.some((x) => x.kind === 'naval/movement')).toBe(false);
  });

  it('6.2.3.1.2.2 a blockaded port cannot intercept', () => {
    const s = setup(10, [{ id: 'gb-blk', nationality: 'britain', ships: 4, location: { kind: 'blockade', city: 'brest' } }]);
    expect(interceptDecision(s, 'france')!.options.map((o) => o.value)).toEqual(['none', 'stack:sea:739']);
  });

  it('6.2.3.2.2.2 in the same sea area a 3 or less; 6.2.3.2.3 Nelson takes one off', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'gb-b', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
        { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'sea', area: '738' } },
      ],
      leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-b' }],
    }));
    s = reachStep(s, 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:sea:739');
    const d = interceptDecision(s, 'britain')!;
    expect(d.options.map((o) => [o.value, o.label.match(/roll of (\d)/)?.[1]])).toEqual([['none', undefined], ['stack:sea:739', '4'], ['stack:sea:733', '1']]);
    // a 4 with Nelson (4 - 1 = 3) intercepts in the same area
    s = forceDice(s, [4, 6, 6, 6, 6]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:sea:739');
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'interceptionTried', power: 'britain', die: 4, needed: 4, success: true, rule: '6.2.3.2.3' }));
    // 6.2.3.3 a battle at once, no evasion: the interceptor attacks
    expect(lastBattle(s)).toMatchObject({ cause: 'interception', attacker: { powers: ['britain'] }, defender: { powers: ['france'] } });
  });
});

describe('6.2.3.2 resolving interceptions', () => {
  it('6.2.3.1.2.5 a stack that fails ends the power\'s attempts there; 6.2.3.2.1.2 when all pass the mover goes on', () => {
    let s = setup();
    s = forceDice(s, [2]);
    s = answer(s, 'naval/intercept', 'france', 'stack:sea:739');
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'interceptionTried', die: 2, needed: 1, success: false }));
    expect(interceptDecision(s, 'france')).toBeUndefined();
    expect(s.pending.some((x) => x.kind === 'naval/movement' && x.power === 'britain')).toBe(true);
  });

  it('6.2.3.2.4 a successful interceptor moves into the mover\'s area and fights there', () => {
    let s = setup();
    s = forceDice(s, [1, 3, 3, 3, 3]);
    s = answer(s, 'naval/intercept', 'france', 'stack:port:brest');
    expect(lastBattle(s).place).toBe('sea:734');
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'fleetsMoved', fleets: ['fr-brest'], from: 'port:brest', to: 'sea:734', rule: '6.2.3.2.4' }));
  });

  it('6.2.3.4.1 beaten by the interceptor, the moving stack retreats and moves no more', () => {
    let s = setup(4);
    // interception 1; wind France 6 against Britain 1+1; France 6 (25% of 12 → 3), Britain 1+1 (10% of 1 → 0)
    s = forceDice(s, [1, 6, 1, 6, 1]);
    s = answer(s, 'naval/intercept', 'france', 'stack:port:brest');
    const b = lastBattle(s);
    expect(b.outcome).toBe('attacker');
    if (s.pending.some((d) => d.kind === 'naval/retreat')) s = answer(s, 'naval/retreat', 'britain', s.pending.find((d) => d.kind === 'naval/retreat')!.options[0]!.value as string);
    if (s.pending.some((d) => d.kind === 'naval/seaRetreat')) s = answer(s, 'naval/seaRetreat', 'france', s.pending.find((d) => d.kind === 'naval/seaRetreat')!.options[0]!.value as string);
    if (s.pending.some((d) => d.kind === 'naval/pursue')) s = answer(s, 'naval/pursue', 'france', []);
    expect(s.turn.naval!.moves.find((m) => m.fleet === 'gb-a')!.done).toBe(true);
    expect(s.turn.naval!.moving.find((m) => m.power === 'britain')).toBeUndefined();
  });

  it('6.2.3.4.2 the mover wins: the interceptors retreat and intercept no more this sequence; the mover sails on', () => {
    let s = setup(30);
    // interception 1; wind France 1 against Britain 6 (+1, at most 6); Britain 6+1 = 7 (30% of 30 → 9 ≥ 6), France has nothing left to fire
    s = forceDice(s, [1, 1, 6, 6, 1]);
    s = answer(s, 'naval/intercept', 'france', 'stack:sea:739');
    expect(lastBattle(s).outcome).toBe('defender');
    expect(s.fleets.some((f) => f.id === 'fr-sea')).toBe(false);
    while (s.pending.some((d) => d.kind !== 'naval/movement')) {
      const d = s.pending.find((x) => x.kind !== 'naval/movement')!;
      s = answer(s, d.kind, d.power, d.select === 'many' ? [] : (d.options.find((o) => o.verdict.ok)!.value as string));
    }
    expect(s.turn.naval!.spentInterceptors).toContain('fr-sea');
    // the mover goes on from 734 with the points it has left
    s = answer(s, 'naval/movement', 'britain', 'move:sea:735');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'sea', area: '735' });
  });
});

describe('6.2.3.1.2.1 / 6.2.3.2.1 / 6.2.7.3 blockade boxes', () => {
  const blockaded = () => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'brest' } },
      { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'port', area: '427', city: 'brest' } },
      { id: 'fr-b', nationality: 'france', ships: 5, location: { kind: 'sea', area: '739' } },
    ],
  }));

  it('6.2.7.3 / 6.2.3.1.2.3 a fleet coming out of a blockaded port may be intercepted in the box, automatically; 6.3.3.1 the blockaders have the wind gauge', () => {
    let s = reachStep(blockaded(), 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    const d = interceptDecision(s, 'britain')!;
    expect(d.options.map((o) => o.value)).toEqual(['none', 'stack:box:brest']);
    expect(d.options[1]!.label).toMatch(/automatic/);
    s = forceDice(s, [3, 3]);
    s = answer(s, 'naval/intercept', 'britain', 'stack:box:brest');
    expect(lastBattle(s)).toMatchObject({ cause: 'exit', kind: 'box', windGauge: 'attacker', wind: null });
  });

  it('6.2.3.1.2.1 entering the port straight from the sea is not intercepted in the box; 6.2.3.2.1.3 entering the box asks for it', () => {
    let s = reachStep(blockaded(), 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-b');
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    // 6.2.3.1 Britain's stack in the box cannot intercept in the sea area; Britain is not asked
    expect(interceptDecision(s, 'britain')).toBeUndefined();
    const direct = answer(s, 'naval/movement', 'france', 'move:port:brest');
    expect(interceptDecision(direct, 'britain')).toBeUndefined();
    expect(direct.fleets.find((f) => f.id === 'fr-b')!.location).toMatchObject({ kind: 'port', city: 'brest' });
    const viaBox = answer(s, 'naval/movement', 'france', 'move:box:brest');
    expect(interceptDecision(viaBox, 'britain')!.options.map((o) => o.value)).toEqual(['none', 'stack:box:brest']);
  });

  it('6.2.7.2 a stack not at war with the blockaders passes the box freely', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'blockade', city: 'cadiz' } },
        { id: 'sp-a', nationality: 'spain', ships: 8, location: { kind: 'port', area: '423', city: 'cadiz' } },
      ],
    }));
    s = reachStep(s, 'naval/movement', 'spain');
    s = answer(s, 'naval/movement', 'spain', 'pick:sp-a');
    s = answer(s, 'naval/movement', 'spain', 'move:sea:742');
    expect(interceptDecision(s, 'britain')).toBeUndefined();
    expect(s.fleets.find((f) => f.id === 'sp-a')!.location).toEqual({ kind: 'sea', area: '742' });
  });
});

describe('6.2.3.2.1.1 / 6.2.3.2.1.2 several blockaders in one box', () => {
  /** Britain and Russia, both at war with France, blockade Brest; France's stack at sea 739 sails into the box. */
  const twoBlockaders = () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'russia'], wars: [['france', 'britain'], ['france', 'russia']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 6, location: { kind: 'blockade', city: 'brest' } },
        { id: 'ru-a', nationality: 'russia', ships: 4, location: { kind: 'blockade', city: 'brest' } },
        { id: 'fr-b', nationality: 'france', ships: 5, location: { kind: 'sea', area: '739' } },
      ],
    }));
    s = reachStep(s, 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-b');
    s = answer(s, 'naval/movement', 'france', 'move:sea:734');
    return answer(s, 'naval/movement', 'france', 'move:box:brest');
  };
  /** The blockader of the two that comes first in the Naval Phase's order (6.1). */
  const first = (s: GameState) => s.cursor.order.flat().find((p) => p === 'britain' || p === 'russia')!;

  it('6.2.3.2.1.1 the blockader higher in the 6.1 order is asked first; its interception is the one fought, the other is not asked', () => {
    let s = twoBlockaders();
    const a = first(s);
    const b = a === 'britain' ? 'russia' : 'britain';
    expect(s.pending.filter((d) => d.kind === 'naval/intercept').map((d) => d.power)).toEqual([a]);
    expect(interceptDecision(s, a)!.options[1]!.label).toMatch(/automatic/);
    s = forceDice(s, [3, 3]);
    s = answer(s, 'naval/intercept', a, `stack:box:brest`);
    expect(lastBattle(s)).toMatchObject({ cause: 'interception', kind: 'box' });
    expect(lastBattle(s)!.attacker.powers).toEqual([a]);
    expect(interceptDecision(s, b)).toBeUndefined();
  });

  it('6.2.3.2.1.2 when the first declines the next is asked; when every blockader declines the stack sails on', () => {
    let s = twoBlockaders();
    const a = first(s);
    const b = a === 'britain' ? 'russia' : 'britain';
    s = answer(s, 'naval/intercept', a, 'none');
    expect(interceptDecision(s, b)!.options.map((o) => o.value)).toEqual(['none', 'stack:box:brest']);
    s = answer(s, 'naval/intercept', b, 'none');
    expect(s.pending.some((d) => d.kind === 'naval/intercept')).toBe(false);
    const opts = s.pending.find((d) => d.kind === 'naval/movement' && d.power === 'france')!.options;
    expect(opts.find((o) => o.value === 'move:port:brest')!.verdict.ok).toBe(true);
  });
});

describe('6.2.7 blockading a neutral port for the enemy corps its fleets could ship', () => {
  /** Britain (at war with France only) at sea 742 off Cadiz; a French corps stands in Cadiz's area with Spain's fleet in port. */
  const neutralCadiz = (combined: boolean) => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '742' } },
        { id: 'sp-a', nationality: 'spain', ships: 8, location: { kind: 'port', area: '423', city: 'cadiz' } },
      ],
      corps: [{ id: 'fr-1', name: 'I Corps', nationality: 'france', type: 'infantry', movement: 4, area: '423', factors: { infantry: 6 } }],
      garrisons: [],
    }));
    s = reachStep(s, 'naval/movement', 'britain');
    // 4.9 / 6.1.2 Spain announced combined movement with France this turn (or did not)
    if (combined) s = { ...s, turn: { ...s.turn, combinedMovement: [['france', 'spain']] } };
    return answer(s, 'naval/movement', 'britain', 'pick:gb-a');
  };
  const boxOption = (s: GameState) => s.pending.find((d) => d.kind === 'naval/movement' && d.power === 'britain')!.options.find((o) => o.value === 'move:box:cadiz')!;

  it('6.2.7 without combined movement Spain\'s neutral port may not be blockaded: the box is refused with the rule', () => {
    expect(boxOption(neutralCadiz(false)).verdict).toMatchObject({ ok: false, rule: '6.2.7' });
  });

  it('6.2.7 with Spain moving combined with France, Britain may enter the box against the French corps Spain could ship', () => {
    let s = neutralCadiz(true);
    expect(boxOption(s).verdict.ok).toBe(true);
    s = answer(s, 'naval/movement', 'britain', 'move:box:cadiz');
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).toEqual({ kind: 'blockade', city: 'cadiz' });
    // 6.2.7.1 with that reason the stack need not leave: ending movement is legal
    s = answer(s, 'naval/movement', 'britain', 'stop');
    expect(s.pending.find((d) => d.kind === 'naval/movement' && d.power === 'britain')!.options[0]!.verdict.ok).toBe(true);
  });
});
