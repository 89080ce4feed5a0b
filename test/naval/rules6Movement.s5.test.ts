// Section 5.1 and 6.1-6.2 rules that were built but had no test of their own, played through the
// engine: the numbers are pinned from the rule text (6.1 order, the interception dice of
// 6.2.3.2.2, the 12.2.3.3 example), never computed by the code under test.
import { describe, expect, it } from 'vitest';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { answer, customNaval, forceDice, neutral, playUntil, reachStep, startNaval } from '../engine/naval/navalSetup';
import { lastBattle } from '../engine/naval/example6334';

const pendingOf = (s: GameState, kind: string, power: MajorPower) => s.pending.find((d) => d.kind === kind && d.power === power);
const legal = (d: PendingDecision | undefined) => (d?.options ?? []).filter((o) => o.verdict.ok).map((o) => String(o.value));

/** Answers every pending decision other than movement with its first legal option (retreats, pursuits, loss choices). */
function settle(s: GameState): GameState {
  for (let i = 0; i < 20; i++) {
    const d = s.pending.find((x) => x.kind !== 'naval/movement' && x.kind !== 'naval/intercept');
    if (!d) return s;
    s = answer(s, d.kind, d.power, d.select === 'many' ? [] : legal(d)[0]!);
  }
  return s;
}

describe('5.1.4.3 a scuttled fleet counter is gone until bought again', () => {
  it('5.1.4.3 after scuttling II Fleet (5 ships, -1 point, 5.1.4.1) its counter is neither on the map nor offered to be placed', () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'port', area: '014', city: 'plymouth' } },
        { id: 'gb-b', name: 'II Fleet', nationality: 'britain', ships: 5, location: { kind: 'port', area: '014', city: 'plymouth' } },
      ],
      start: { month: 4, year: 1805 },
      reinforcements: [{ date: { month: 4, year: 1805 }, power: 'britain', ships: 2 }],
    })), 'reinforcement/naval', 'britain');
    expect(legal(pendingOf(s, 'reinforcement/naval', 'britain'))).toContain('scuttle:gb-b');
    s = answer(s, 'reinforcement/naval', 'britain', 'scuttle:gb-b');
    expect(s.fleets.some((f) => f.id === 'gb-b')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'britain', delta: -1, rule: '5.1.4.1' }));
    // the counter did not go back to the navy's pool: only a purchase (8.5.4) brings it back
    expect((s.navy?.fleetCounters ?? []).some((c) => c.id === 'gb-b')).toBe(false);
    const d = pendingOf(s, 'reinforcement/naval', 'britain')!;
    expect(d.options.some((o) => String(o.value).startsWith('fleet:gb-b') || String(o.value).startsWith('ship:gb-b'))).toBe(false);
    // the due ships still go to the fleet left
    expect(legal(d)).toContain('ship:gb-a:2');
  });
});

describe('6.1.1 minor free states move with their controller', () => {
  const setup = (controller: MajorPower) => startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    minors: [{ id: 'portugal', name: 'Portugal', status: 'free', controller }],
    fleets: [
      { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '742' } },
      { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'port', area: '427', city: 'brest' } },
      { id: 'pt-a', name: 'Portuguese Fleet', nationality: 'portugal', ships: 6, location: { kind: 'port', area: '376', city: 'lisbon' } },
    ],
  }));

  it('6.1.1 the Portuguese fleet is picked in Great Britain\'s movement, not France\'s, when Britain controls Portugal', () => {
    const gb = reachStep(setup('britain'), 'naval/movement', 'britain');
    expect(legal(pendingOf(gb, 'naval/movement', 'britain'))).toContain('pick:pt-a');
    const fr = reachStep(setup('britain'), 'naval/movement', 'france');
    expect(legal(pendingOf(fr, 'naval/movement', 'france'))).not.toContain('pick:pt-a');
  });

  it('6.1.1 controlled by France, the same fleet sails in France\'s sequence and Britain may not pick it', () => {
    const fr = reachStep(setup('france'), 'naval/movement', 'france');
    expect(legal(pendingOf(fr, 'naval/movement', 'france'))).toContain('pick:pt-a');
    const gb = reachStep(setup('france'), 'naval/movement', 'britain');
    expect(legal(pendingOf(gb, 'naval/movement', 'britain'))).not.toContain('pick:pt-a');
  });
});

describe('6.2.3.1.1 / 6.2.3.2.2 the order of interception attempts and their dice', () => {
  /** Britain sails from 733 into 734; France waits in 739 and Spain in 736, both next to 734. */
  const setup = () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: [['france', 'spain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '739' } },
        { id: 'sp-a', nationality: 'spain', ships: 7, location: { kind: 'sea', area: '736' } },
      ],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    return answer(s, 'naval/movement', 'britain', 'move:sea:734');
  };

  it('6.2.3.1.1 France (earlier in the 6.1 order Russia, Turkey, Austria, Prussia, France, Spain) is asked first; Spain only after it', () => {
    const s = setup();
    expect(s.pending.filter((d) => d.kind === 'naval/intercept').map((d) => d.power)).toEqual(['france']);
    const t = answer(s, 'naval/intercept', 'france', 'none');
    expect(t.pending.filter((d) => d.kind === 'naval/intercept').map((d) => d.power)).toEqual(['spain']);
  });

  it('6.2.3.2.2 each stack trying at sea rolls its own die: France fails with a 2 (6.2.3.2.2.1 needs 0 or 1), Spain then rolls a 1 and intercepts', () => {
    let s = forceDice(setup(), [2]);
    s = answer(s, 'naval/intercept', 'france', 'stack:sea:739');
    s = forceDice(s, [1, 3, 3, 3, 3]);
    s = answer(s, 'naval/intercept', 'spain', 'stack:sea:736');
    const tries = s.log.filter((e) => e.type === 'interceptionTried');
    expect(tries.map((e) => (e.type === 'interceptionTried' ? [e.power, e.die, e.success] : []))).toEqual([['france', 2, false], ['spain', 1, true]]);
    expect(lastBattle(s)).toMatchObject({ cause: 'interception', place: 'sea:734', attacker: { powers: ['spain'] }, defender: { powers: ['britain'] } });
  });

  it('6.2.3.1.1 once France succeeds, Spain may not try the same stack in the same area', () => {
    let s = forceDice(setup(), [1, 3, 3, 3, 3]);
    s = answer(s, 'naval/intercept', 'france', 'stack:sea:739');
    expect(lastBattle(s).attacker.powers).toEqual(['france']);
    s = settle(s);
    expect(s.log.some((e) => e.type === 'interceptionTried' && e.power === 'spain')).toBe(false);
    expect(s.log.some((e) => e.type === 'interceptionDeclined' && e.power === 'spain')).toBe(false);
  });
});

describe('6.2.3.1.2 who may intercept: the Dardanelles (6.2.3.1.2.4)', () => {
  /** France sails from the Aegean (762) into the Dardanelles (768); Britain lies in the Black Sea next to it (769). */
  const setup = (britainAlliedToTurkey: boolean) => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain', 'turkey'], wars: [['france', 'britain']],
      alliances: [['france', 'turkey'], ...(britainAlliedToTurkey ? [['britain', 'turkey'] as [MajorPower, MajorPower]] : [])],
      fleets: [
        { id: 'fr-a', nationality: 'france', ships: 8, location: { kind: 'sea', area: '762' } },
        { id: 'gb-a', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '769' } },
      ],
    })), 'naval/movement', 'france');
    s = answer(s, 'naval/movement', 'france', 'pick:fr-a');
    return answer(s, 'naval/movement', 'france', 'move:sea:768');
  };

  it('6.2.3.1.2.4 without Turkey\'s leave (6.2.1.3) Britain, next door in 769, may not intercept France entering the Dardanelles', () => {
    const s = setup(false);
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toEqual({ kind: 'sea', area: '768' });
    expect(pendingOf(s, 'naval/intercept', 'britain')).toBeUndefined();
  });

  it('6.2.3.1.2 / 6.2.3.2.2.1 allied to Turkey (so the straits are open to it), Britain may try from 769 with a roll of 0 or 1', () => {
    const s = setup(true);
    const d = pendingOf(s, 'naval/intercept', 'britain')!;
    expect(d.options.map((o) => o.value)).toEqual(['none', 'stack:sea:769']);
    expect(d.options[1]!.label).toMatch(/roll of 1 or less/);
  });
});

describe('6.2.3.4 after an interception battle', () => {
  /** Britain's small stack enters 734 from 733 and is intercepted by France from 739; a second British stack waits in 733. */
  const setup = () => {
    let s = reachStep(startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [
        { id: 'gb-a', nationality: 'britain', ships: 4, location: { kind: 'sea', area: '733' } },
        { id: 'gb-b', nationality: 'britain', ships: 3, location: { kind: 'sea', area: '732' } },
        { id: 'fr-a', nationality: 'france', ships: 12, location: { kind: 'sea', area: '739' } },
      ],
    })), 'naval/movement', 'britain');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    return answer(s, 'naval/movement', 'britain', 'move:sea:734');
  };

  it('6.2.3.4 / 6.2.3.4.1 the interceptor wins, does not pursue, stays in 734 and may intercept the next British stack entering it', () => {
    let s = setup();
    // interception 1; wind France 6 against Britain 1+1; France 6 (25% of 12 = 3), Britain 1+1 (10% of 4 = 0)
    s = forceDice(s, [1, 6, 1, 6, 1]);
    s = answer(s, 'naval/intercept', 'france', 'stack:sea:739');
    expect(lastBattle(s).outcome).toBe('attacker');
    s = settle(s);
    expect(s.fleets.find((f) => f.id === 'fr-a')!.location).toEqual({ kind: 'sea', area: '734' });
    expect(s.fleets.find((f) => f.id === 'gb-a')!.location).not.toEqual({ kind: 'sea', area: '734' });
    // the beaten stack moves no more; a second stack sails into 734 and the same French stack may try again
    expect(legal(pendingOf(s, 'naval/movement', 'britain'))).not.toContain('pick:gb-a');
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-b');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:733');
    // 733 lies next to 734: the French stack may already try there; it waits
    s = answer(s, 'naval/intercept', 'france', 'none');
    s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
    const d = pendingOf(s, 'naval/intercept', 'france')!;
    // 6.2.3.2.2.2 now in the same area: 0 to 3
    expect(d.options.map((o) => [o.value, o.label.match(/roll of (\d)/)?.[1]])).toEqual([['none', undefined], ['stack:sea:734', '3']]);
  });
});

describe('12.2.3.1 large fleets: one power\'s stack, or allies under combined movement (option)', () => {
  const scenario = () => customNaval({
    powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: [['france', 'spain']],
    fleets: [
      { id: 'fr-a', nationality: 'france', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      { id: 'sp-a', nationality: 'spain', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      { id: 'sp-b', nationality: 'spain', ships: 6, location: { kind: 'port', area: '423', city: 'cadiz' } },
      { id: 'gb-a', nationality: 'britain', ships: 6, location: { kind: 'sea', area: '733' } },
    ],
  });
  const combined = (d: PendingDecision): DecisionAnswer =>
    d.kind === 'political/declareCombinedMovement' ? (d.power === 'france' ? ['spain'] : d.power === 'spain' ? ['france'] : []) : neutral(d);

  it('12.2.3.1 French and Spanish fleets in one port, not moving together, are two stacks: France\'s one fleet keeps 7, Spain\'s two get 6 (12.2.3.3)', () => {
    const s = reachStep(startNaval(scenario(), { options: { rules: { largeFleets: true } } }), 'naval/movement', 'france');
    expect(s.turn.naval!.allowances).toMatchObject({ 'fr-a': 7 });
    const t = reachStep(s, 'naval/movement', 'spain');
    expect(t.turn.naval!.allowances).toMatchObject({ 'sp-a': 6, 'sp-b': 6 });
  });

  it('12.2.3.1 under combined movement the three fleets are one stack: 5 points each (12.2.3.3: three fleets, 5)', () => {
    const s0 = startNaval(scenario(), { options: { rules: { largeFleets: true } } });
    const s = playUntil(s0, (x) => x.cursor.step === 'naval/movement' && x.pending.some((d) => d.kind === 'naval/movement'), 2000, combined);
    expect(s.turn.combinedMovement).toEqual([expect.arrayContaining(['france', 'spain'])]);
    const t = reachStep(s, 'naval/movement', 'france');
    expect(t.turn.naval!.allowances).toMatchObject({ 'fr-a': 5, 'sp-a': 5, 'sp-b': 5 });
  });
});
