// Independent cases from the rule text of section 6 (session 14, rulecheck6): situations an
// examiner would set up, played through the engine and compared with what the rules say.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { answer, customNaval, forceDice, reachStep, startNaval } from './navalSetup';
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
