// Peace term B.4, a corps on loan, played through the engine: the borrower moves and fights with
// the lent corps, the owner cannot, and the corps goes back when the loan ends (docs/RULINGS.md).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, viewFor } from '../../shared/engine';
import { autoAnswer, autoPlay, seededRng } from '../../shared/engine/auto';
import { armyOf } from '../../shared/engine/ai/war';
import { seenBy } from '../../shared/engine/ai/seen';
import { battleSides, combatAreas } from '../../shared/engine/steps/land/fieldCombat/forces';
import { activeLoan, operatorOf } from '../../shared/model';
import type { AreaId, CorpsId, GameDate, GameEvent, GameState, MajorPower } from '../../shared/model';
import { moversOf, movementOrderVerdict, parseMovementOrder, territoryOf } from '../../shared/rules/land/movement';
import { addMonths, politicalState } from '../../shared/rules/political';
import { counterOf, DATA, decisionOf, LAND, newLandGame, order, playUntil, reach } from '../engine/landSetup';
import { drive, startPolitical } from './politicalSetup';

/** Lends corps `id` of `owner` to `borrower` through `until` (the record peace term B.4 leaves). */
function withLoan(s: GameState, id: string, owner: MajorPower, borrower: MajorPower, until: GameDate = addMonths(s.date, 11)): GameState {
  const p = politicalState(s);
  return { ...s, political: { ...p, corpsOnLoan: [...p.corpsOnLoan, { corps: id as CorpsId, owner, borrower, until }] } };
}

/** France at war with Austria; Russia (Austria's ally, at peace with France) has lent its I Corps (ru-1) to France. */
function lentGame(corpsArea = '276', tweak: (sc: Record<string, unknown> & { forces: Record<string, unknown[]> }) => void = () => {}): GameState {
  const s = newLandGame((sc) => {
    const corps = sc.forces.corps as { id: string; area: string }[];
    corps.find((c) => c.id === 'ru-1')!.area = corpsArea;
    tweak(sc);
  });
  return withLoan(s, 'ru-1', 'russia', 'france');
}

/** An area id of the shipped map. */
const A = (id: string) => id as AreaId;

const eventsOf = <T extends GameEvent['type']>(s: GameState, type: T) => s.log.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('B.4 a corps on loan: per-corps control', () => {
  it('B.4 the borrower moves the lent corps in its Land Movement Step; the owner cannot', () => {
    const s0 = lentGame();
    const k = counterOf(s0, 'ru-1');
    expect(operatorOf(s0, s0.corps.find((c) => c.id === 'ru-1')!)).toBe('france');
    expect(moversOf(s0, 'france').map((m) => m.counter)).toContain(k);
    expect(moversOf(s0, 'russia').map((m) => m.counter)).not.toContain(k);
    // the owner's order for it is refused with a reason; the borrower's is legal
    expect(movementOrderVerdict(s0, LAND, 'russia', { kind: 'march', counter: k })).toMatchObject({ ok: false, code: 'noSuchCounter' });
    const { s, d } = reach(s0, 'france', 'land/movement');
    const moves = d.options.filter((o) => String(o.value).startsWith(`move:${k}:`) && o.verdict.ok);
    expect(moves.length).toBeGreaterThan(0);
    const to = String(moves[0]!.value).split(':')[2]!;
    const after = order(s, 'france', 'land/movement', `move:${k}:${to}`);
    const moved = after.corps.find((c) => c.id === 'ru-1')!;
    expect(moved.location).toMatchObject({ kind: 'area', area: to });
    // its factors stay Russian: nationality and strength unchanged
    expect(moved.nationality).toBe('russia');
    expect(moved.factors).toEqual({ infantry: 12, cavalry: 3 });
  });

  it('B.4 the lent corps fights the borrower\'s enemies: France attacks Austria with it although Russia is Austria\'s ally', () => {
    // the lent corps alone beside the Austrian I Corps in area 324 (Bavaria)
    const s = lentGame('324', (sc) => {
      const corps = sc.forces.corps as { id: string; area: string }[];
      corps.find((c) => c.id === 'au-1')!.area = '324';
    });
    const k = counterOf(s, 'ru-1');
    const au = counterOf(s, 'au-1');
    expect(combatAreas(s, ['france'])).toContain('324');
    const sides = battleSides(s, A('324'), ['france'])!;
    expect(sides.attacker).toContain(k); // with the Bavarian corps there, France's free state
    expect(sides.defender).toEqual([au]);
    // played: France's Land Phase fights the battle there with the Russian corps on France's side
    const at = playUntil(s, (x) => (x.turn.land?.battles ?? []).length > 0);
    const battle = at.turn.land!.battles![0]!;
    expect(battle.area).toBe('324');
    expect(battle.attacker.units.find((u) => u.counter === k)).toMatchObject({ power: 'france', nationality: 'russia' });
    expect(battle.defender.units.map((u) => u.power)).toEqual(['austria']);
  });

  it('B.4 the lent corps does not fight its owner\'s enemies that are not the borrower\'s', () => {
    // Russia at war with Britain; France at peace with Britain. A British corps beside the lent corps and beside a Russian corps of Russia's own
    const s = lentGame('324', (sc) => {
      const rel = sc.relations as { wars: string[][] };
      rel.wars = [['france', 'austria'], ['russia', 'britain']];
      (sc.forces.corps as unknown[]).push(
        { id: 'brit-1', name: 'British Corps', nationality: 'britain', type: 'infantry', movement: 3, area: '324', factors: { infantry: 5 } },
        { id: 'brit-2', name: 'British Corps II', nationality: 'britain', type: 'infantry', movement: 3, area: '275', factors: { infantry: 5 } },
        { id: 'ru-2', name: 'II Corps', nationality: 'russia', type: 'infantry', movement: 3, area: '275', factors: { infantry: 5 } },
      );
    });
    expect(battleSides(s, A('324'), ['france'])).toBeNull(); // the borrower is not at war with Britain
    expect(battleSides(s, A('324'), ['britain'])).toBeNull(); // nor is Britain at war with the borrower
    expect(battleSides(s, A('324'), ['russia'])).toBeNull(); // the owner does not run it
    // Russia's own corps still meets Britain as before
    expect(battleSides(s, A('275'), ['russia'])).toEqual({ attacker: [counterOf(s, 'ru-2')], defender: [counterOf(s, 'brit-2')] });
  });

  it('B.4 the borrower sees the lent corps\' identity; every power sees the counter is lent; which corps it is stays with the two parties', () => {
    const s = lentGame();
    const k = counterOf(s, 'ru-1');
    const fr = viewFor(s, 'france', { data: DATA }).corps.find((c) => c.counter === k)!;
    const au = viewFor(s, 'austria').corps.find((c) => c.counter === k)!;
    expect(fr.identity?.name).toBe('I Corps');
    expect(fr.lentTo).toBe('france');
    expect(au.identity).toBeNull();
    expect(au.lentTo).toBe('france');
    expect(viewFor(s, 'austria').political?.corpsOnLoan).toEqual([]);
    expect(viewFor(s, 'russia').political?.corpsOnLoan).toHaveLength(1);
    expect(JSON.stringify(viewFor(s, 'austria'))).not.toContain('ru-1');
  });

  it('B.4 the lent corps neither drops nor takes up garrison factors, and its owner may not disband it', () => {
    const s = lentGame('326');
    const k = counterOf(s, 'ru-1');
    expect(movementOrderVerdict(s, LAND, 'france', parseMovementOrder(`detach:${k}:infantry:depot`)!)).toMatchObject({ ok: false });
    expect(activeLoan(s, 'ru-1' as CorpsId)?.borrower).toBe('france');
  });

  it('B.4 the loan ends at the Time Record after its last month: the corps goes home to its owner\'s territory and is the owner\'s again', () => {
    // the twelfth month is this one (May 1805); the corps stands in Bavaria (France's side)
    let s = withLoan(newLandGame((sc) => {
      (sc.forces.corps as { id: string; area: string }[]).find((c) => c.id === 'ru-1')!.area = '324';
    }), 'ru-1', 'russia', 'france', { year: 1805, month: 5 });
    const k = counterOf(s, 'ru-1');
    expect(moversOf(s, 'france').map((m) => m.counter)).toContain(k);
    // the owner's choice among equally near areas, if asked (the next test), answered with the first
    s = playUntil(s, (x) => x.date.month === 6 && !x.pending.some((d) => d.kind === 'political/repatriate'));
    expect(politicalState(s).corpsOnLoan).toEqual([]);
    const back = eventsOf(s, 'corpsLoan').at(-1)!;
    expect(back).toMatchObject({ counter: k, owner: 'russia', borrower: 'france', ended: 'expired', rule: 'B.4' });
    const c = s.corps.find((x) => x.id === 'ru-1')!;
    expect(c.location.kind).toBe('area');
    expect(territoryOf(s, LAND, (c.location as { area: string }).area as never)).toBe('russia');
    expect([null, (c.location as { area: string }).area]).toContain(back.to);
    expect(eventsOf(s, 'forcesRepatriated').at(-1)).toMatchObject({ power: 'russia', to: (c.location as { area: string }).area, rule: 'B.4' });
    expect(operatorOf(s, c)).toBe('russia');
    expect(moversOf(s, 'france').map((m) => m.counter)).not.toContain(k);
  });

  it('B.4 a lent corps returning with several equally near areas of its owner: the owner chooses in the Time Record step, and the corps waits until then', () => {
    // in Prussia (area 276) the nearest Russian areas are 197 and 199, two land moves each
    let s = withLoan(newLandGame((sc) => {
      (sc.forces.corps as { id: string; area: string }[]).find((c) => c.id === 'ru-1')!.area = '276';
    }), 'ru-1', 'russia', 'france', { year: 1805, month: 5 });
    const k = counterOf(s, 'ru-1');
    s = playUntil(s, (x) => x.date.month === 6 && decisionOf(x, 'russia', 'political/repatriate') !== undefined);
    const d = decisionOf(s, 'russia', 'political/repatriate')!;
    expect(d).toMatchObject({ rule: 'B.4', step: 'timeRecord/advance', secret: false });
    expect(d.options.map((o) => o.value).sort()).toEqual([`corps:${k}>197`, `corps:${k}>199`]);
    expect(d.prompt).toMatch(/returns from its loan and must go home \(B\.4\): 2 nearest places are equally far/);
    expect(eventsOf(s, 'corpsLoan').at(-1)).toMatchObject({ ended: 'expired', to: null });
    expect(s.corps.find((x) => x.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '276' });
    // the standing procedures answer it with one of the two
    expect([`corps:${k}>197`, `corps:${k}>199`]).toContain(autoAnswer(s, d, seededRng(1), DATA));
    const r = applyCommand(s, commandFor(d, `corps:${k}>199`), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corps.find((x) => x.id === 'ru-1')!.location).toEqual({ kind: 'area', area: '199' });
    expect(eventsOf(r.state, 'forcesRepatriated').at(-1)).toMatchObject({ power: 'russia', what: 'corps', from: '276', to: '199', rule: 'B.4' });
    // 2.4.2 the corps' name is in Russia's prompt only: France's view lists the decision without it
    const french = viewFor(s, 'france');
    expect(french.decisions.some((x) => x.kind === 'political/repatriate')).toBe(false);
    expect(JSON.stringify(french.waitingFor)).not.toContain(s.corps.find((x) => x.id === 'ru-1')!.name);
  });

  it('B.4 the AI counts a lent corps with its borrower\'s army while the loan runs, and the borrower knows it', () => {
    const s = lentGame();
    const c = s.corps.find((x) => x.id === 'ru-1')!;
    const factors = Object.values(c.factors).reduce((n, x) => n + (x ?? 0), 0);
    const without = { ...s, political: { ...politicalState(s), corpsOnLoan: [] } };
    expect(armyOf(seenBy(s, 'france'), 'france') - armyOf(seenBy(without, 'france'), 'france')).toBe(factors);
    expect(armyOf(seenBy(without, 'russia'), 'russia') - armyOf(seenBy(s, 'russia'), 'russia')).toBe(factors);
    expect(seenBy(s, 'france').corps.find((x) => x.counter === c.counter)!.factors).toEqual(c.factors);
  });

  it('B.4 a loan lapses at once when owner and borrower are at war with each other', () => {
    const s = lentGame();
    const c = s.corps.find((x) => x.id === 'ru-1')!;
    const war = { ...s, relations: { ...s.relations, wars: [...s.relations.wars, ['france', 'russia'] as const] } } as GameState;
    expect(operatorOf(war, c)).toBe('russia');
  });

  it('B.4 the standing procedures play the lent corps for the borrower, to the end of the scenario without a refused answer', () => {
    const s = lentGame('324');
    const k = counterOf(s, 'ru-1');
    const r = autoPlay(s, { rng: seededRng(11), data: DATA, maxCommands: 2000 });
    expect(r.stopped).toBeNull();
    // only France's Land Movement Steps can move it (moversOf), and France's procedures did
    expect(eventsOf(r.state, 'counterMoved').filter((e) => e.counter === k).length).toBeGreaterThan(0);
  });
});

describe('B.4 chosen in a played peace', () => {
  it('B.4 Russia surrenders to France, France takes a Russian corps on loan: the record, the log and France\'s next Land Movement Step', () => {
    let s = startPolitical((j) => {
      j.relations.alliances = j.relations.alliances.filter(([a, b]) => !(a === 'france' && b === 'russia'));
    });
    let lent = '';
    s = drive(s, (d, now) => {
      if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'france' && !(now.political?.peace?.treaties.find((t) => t.victor === 'france')?.terms.length)) {
        const v = String(d.options.find((o) => String(o.value).startsWith('B.4:') && o.verdict.ok)!.value);
        lent = v.slice(4);
        return v;
      }
      return undefined;
    }, (x) => eventsOf(x, 'corpsLoan').length > 0);
    expect(lent).not.toBe('');
    const ev = eventsOf(s, 'corpsLoan')[0]!;
    expect(ev).toMatchObject({ counter: lent, owner: 'russia', borrower: 'france', ended: null, rule: 'B.4' });
    const loan = politicalState(s).corpsOnLoan[0]!;
    expect(loan.until).toEqual(addMonths(s.date, 11)); // twelve months: this one and eleven more
    const corps = s.corps.find((c) => c.counter === lent)!;
    expect(operatorOf(s, corps)).toBe('france');
    expect(s.leaders.filter((l) => l.owner === 'russia' && l.location.kind === 'corps' && l.location.counter === lent)).toEqual([]);
    // on to France's Land Movement Step: the lent counter is among France's movers
    s = drive(s, () => undefined, (x) => decisionOf(x, 'france', 'land/movement') !== undefined && x.corps.some((c) => c.counter === lent), 3000);
    const d = decisionOf(s, 'france', 'land/movement')!;
    expect(activeLoan(s, loan.corps)?.borrower).toBe('france');
    expect(d.options.some((o) => String(o.value).startsWith(`move:${lent}:`) && o.verdict.ok)).toBe(true);
    expect(moversOf(s, 'russia').map((m) => m.counter)).not.toContain(lent);
  });

  it('B.4 informed choice: the victor\'s options give each Russian corps\' strength by type; no other seat learns them (sentinel)', () => {
    let s = startPolitical((j) => {
      j.relations.alliances = j.relations.alliances.filter(([a, b]) => !(a === 'france' && b === 'russia'));
    });
    const isChoice = (x: GameState) => x.pending.some((d) => d.kind === 'political/peaceTerm' && d.power === 'france' && d.options.some((o) => String(o.value).startsWith('B.4:')));
    s = drive(s, (d) => {
      if (d.kind === 'political/sue' && d.power === 'russia') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      return undefined;
    }, isChoice);
    const d = s.pending.find((x) => x.kind === 'political/peaceTerm' && x.power === 'france')!;
    const b4 = d.options.filter((o) => String(o.value).startsWith('B.4:'));
    expect(b4.length).toBeGreaterThan(0);
    for (const o of b4) {
      const c = s.corps.find((k) => k.counter === String(o.value).slice(4))!;
      const parts = Object.entries(c.factors).filter(([, n]) => (n ?? 0) > 0).map(([t, n]) => `${n} ${t}`);
      expect(o.label).toContain(`${Object.values(c.factors).reduce((a, n) => a + (n ?? 0), 0)} factor`);
      for (const part of parts) expect(o.label).toContain(part);
    }
    // the sentinel: each option's words (place and strength) are France's alone
    const sentinels = b4.map((o) => o.label.split(' — ')[0]!.replace(/^B\.4 [^:]*: /, ''));
    const others = ['russia', 'austria', 'britain', 'prussia', 'spain', 'turkey', 'spectator'] as const;
    for (const v of others) for (const t of sentinels) expect(JSON.stringify(viewFor(s, v, { data: DATA })), `${v} sees "${t}"`).not.toContain(t);
    for (const t of sentinels) expect(JSON.stringify(viewFor(s, 'france', { data: DATA }))).toContain(t);
    // after the choice too: the answer carries only the counter
    const r = applyCommand(s, commandFor(d, String(b4[0]!.value)), DATA);
    if (!r.ok) throw new Error(r.error.message);
    for (const v of others) for (const t of sentinels) expect(JSON.stringify(viewFor(r.state, v, { data: DATA })), `${v} sees "${t}"`).not.toContain(t);
  });
});
