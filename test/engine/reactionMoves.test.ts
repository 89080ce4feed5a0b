// opt:12.3.7.4 reaction moves (v2.71 option): interception and withdrawal while an enemy moves,
// played on the upper Danube (324 and 325 clear Bavaria, 326 Munich forest, 322 across a river
// from 324, 323 mountain across a river). France moves first; Austria reacts.
import { describe, expect, it } from 'vitest';
import { forceDice, newGame, redactEvent, viewFor } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto/auto';
import type { GameState } from '../../shared/model';
import { reinforcementAttemptsAllowed } from '../../shared/rules/land/reaction';
import { apply, battleScenario, counterOf, DATA, decisionOf, FR, order, reach, type CorpsJson } from './landSetup';
import { commandFor } from '../../shared/engine';

type Leader = { id: string; name: string; owner: string; with: string };
const AUC = (id: string, area: string, extra: Partial<CorpsJson> = {}): CorpsJson => ({ id, name: `Austrian ${id}`, nationality: 'austria', type: 'infantry', movement: 3, area, factors: { infantry: 4 }, ...extra });

function game(corps: CorpsJson[], leaders: Leader[], rules: Record<string, boolean> = { reactionMoves: true }, irregulars: unknown[] = []): GameState {
  const r = newGame({
    scenario: battleScenario(corps, (s) => {
      s.forces.leaders = leaders;
      s.forces.irregulars = irregulars;
    }),
    seed: 3, data: DATA, options: { rules },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return reach(r.value, 'france', 'land/movement').s;
}

const CHARLES = (w: string): Leader => ({ id: 'archduke-charles', name: 'Charles', owner: 'austria', with: w });
const move = (s: GameState, id: string, to: string) => order(s, 'france', 'land/movement', `move:${counterOf(s, id)}:${to}`);
const offer = (s: GameState) => decisionOf(s, 'austria', 'land/reaction');
const labelOf = (s: GameState, value: string) => offer(s)?.options.find((o) => o.value === value)?.label ?? '';
const answer = (s: GameState, kind: 'land/reaction' | 'land/reactionForces' | 'land/reactionRoute', value: string | string[], dice: number[] = []) => {
  const d = decisionOf(s, 'austria', kind)!;
  return apply(dice.length ? forceDice(s, dice) : s, commandFor(d, value));
};
const record = (s: GameState, id: string) => s.turn.land!.moves.find((m) => m.counter === counterOf(s, id))!;
const where = (s: GameState, id: string) => (s.corps.find((c) => c.id === id)!.location as { area: string }).area;

describe('opt:12.3.7.4.1 interception', () => {
  it('opt:12.3.7.4.1 a French corps entering 324 beside Charles in 325: Austria may intercept on his strategic 4 or less; success moves him in, the French stop and attack', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(offer(s)!.options.map((o) => o.value)).toEqual(['none', 'intercept:archduke-charles:325']);
    expect(labelOf(s, 'intercept:archduke-charles:325')).toContain('4 or less');
    // the French orders wait for the answer
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined();
    s = answer(s, 'land/reaction', 'intercept:archduke-charles:325', [4]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'reactionAttempted', power: 'austria', reactor: 'archduke-charles', kind: 'intercept', die: 4, needed: 4, succeeded: true }));
    expect(where(s, 'au-1')).toBe('324');
    expect(record(s, 'fr-1').stopped).toBe(true);
    expect(s.turn.land!.combats).toContainEqual({ area: '324', attacker: 'france', defenders: ['austria'] });
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });

  it('opt:12.3.7.4.1 a roll over the rating fails: nothing moves, the French go on', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    s = answer(s, 'land/reaction', 'intercept:archduke-charles:325', [5]);
    expect(where(s, 'au-1')).toBe('325');
    expect(record(s, 'fr-1').stopped).toBe(false);
  });

  it('opt:12.3.7.4.1 -1 across a river (322 to 324), +1 with a friendly cavalry corps in the target area', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '322')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(labelOf(s, 'intercept:archduke-charles:322')).toContain('3 or less');
    s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325'), AUC('au-c', '324', { type: 'cavalry', movement: 5, factors: { cavalry: 2 } })], [CHARLES('au-1')]), 'fr-1', '324');
    expect(labelOf(s, 'intercept:archduke-charles:325')).toContain('5 or less');
  });

  it('opt:12.3.7.4.1 no interception from an area enemy corps already occupy, nor with the option off', () => {
    const s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 2 }, 'fr-2', '325'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(offer(s)).toBeUndefined();
    const off = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325')], [CHARLES('au-1')], {}), 'fr-1', '324');
    expect(offer(off)).toBeUndefined();
  });

  it('opt:12.3.7.4.3 the owner ticks which other corps and freikorps go; the leader\'s own corps always does', () => {
    let s = move(
      game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325'), AUC('au-2', '325'), AUC('au-3', '325')], [CHARLES('au-1')], { reactionMoves: true }, [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '325' }]),
      'fr-1', '324',
    );
    s = answer(s, 'land/reaction', 'intercept:archduke-charles:325', [1]);
    const forces = decisionOf(s, 'austria', 'land/reactionForces')!;
    expect(forces.options.map((o) => o.label)).toEqual(['Austrian au-2', 'Austrian au-3', 'Freikorps (1)']);
    const fk = forces.options[2]!.value as string;
    s = answer(s, 'land/reactionForces', [counterOf(s, 'au-2'), fk]);
    expect([where(s, 'au-1'), where(s, 'au-2'), where(s, 'au-3')]).toEqual(['324', '324', '325']);
    expect(s.irregulars.find((i) => i.counter === fk)!.area).toBe('324');
  });
});

describe('opt:12.3.7.4.2 withdrawal', () => {
  it('opt:12.3.7.4.2 / 12.3.7.4.2.2 Charles in 324 withdraws before the French on 4 or less; with every enemy corps gone the French corps goes on and no combat is left', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '324')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(record(s, 'fr-1').stopped).toBe(true);
    expect(labelOf(s, 'withdraw:archduke-charles')).toContain('4 or less');
    s = answer(s, 'land/reaction', 'withdraw:archduke-charles', [2]);
    if (decisionOf(s, 'austria', 'land/reactionRoute')) s = answer(s, 'land/reactionRoute', String(decisionOf(s, 'austria', 'land/reactionRoute')!.options[0]!.value));
    expect(where(s, 'au-1')).not.toBe('324');
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'reactionMoved', power: 'austria', kind: 'withdraw', from: '324' }));
    expect(record(s, 'fr-1').stopped).toBe(false);
    expect(s.turn.land!.combats.filter((c) => c.area === '324')).toEqual([]);
  });

  it('opt:12.3.7.4.2 +1 when the enemy came from a mountain area across a river (323 into 324)', () => {
    const s = move(game([FR({ infantry: 6 }, 'fr-1', '323'), AUC('au-1', '324')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(labelOf(s, 'withdraw:archduke-charles')).toContain('5 or less');
  });

  it('opt:12.3.7.4.2.2 a corps left behind still stops the French corps', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '324'), AUC('au-2', '324')], [CHARLES('au-1')]), 'fr-1', '324');
    s = answer(s, 'land/reaction', 'withdraw:archduke-charles', [1]);
    s = answer(s, 'land/reactionForces', []);
    if (decisionOf(s, 'austria', 'land/reactionRoute')) s = answer(s, 'land/reactionRoute', String(decisionOf(s, 'austria', 'land/reactionRoute')!.options[0]!.value));
    expect(where(s, 'au-2')).toBe('324');
    expect(record(s, 'fr-1').stopped).toBe(true);
  });
});

describe('opt:12.3.7.4.4-7 limits', () => {
  it('opt:12.3.7.4.4 a leader who failed a roll is not offered again this step', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 2 }, 'fr-2', '326'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    s = answer(s, 'land/reaction', 'intercept:archduke-charles:325', [6]);
    s = move(s, 'fr-2', '324');
    expect(offer(s)).toBeUndefined();
  });

  it('opt:12.3.7.4.4 after intercepting (beside enemy corps) he reacts no more; a refusal leaves him free', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 2 }, 'fr-2', '326'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    s = answer(s, 'land/reaction', 'none');
    s = move(s, 'fr-2', '324');
    expect(offer(s)).toBeDefined();
    s = answer(s, 'land/reaction', 'intercept:archduke-charles:325', [1]);
    expect(s.turn.land!.reaction!.spent).toEqual(['archduke-charles']);
  });

  it('opt:12.3.7.4.5 only the commanding (most senior) leader of the area may react', () => {
    const s = move(
      game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325'), AUC('au-2', '325')], [CHARLES('au-1'), { id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }]),
      'fr-1', '324',
    );
    expect(offer(s)!.options.map((o) => o.value)).toEqual(['none', 'intercept:archduke-charles:325']);
  });

  it('opt:12.3.7.4.5 corps that reacted with one leader may not react with another', () => {
    // Schwarzenberg (B) alone in 325 with au-2, which reacted with Charles earlier this step: he may not react with it
    const base = game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-2', '325')], [{ id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-2' }]);
    expect(offer(move(base, 'fr-1', '324'))).toBeDefined();
    const used = { phase: base.cursor.phasing.join(','), spent: [], used: [{ counter: counterOf(base, 'au-2'), reactor: 'archduke-charles' }], open: [] };
    const s = move({ ...base, turn: { ...base.turn, land: { moves: [], combats: [], newDepots: [], ...base.turn.land, reaction: used } } }, 'fr-1', '324');
    expect(offer(s)).toBeUndefined();
  });

  it('opt:12.3.7.4.6 (1) the strategic rating drops like a tactical one: Archduke John (2, max 3) with 4 corps needs 1 or less', () => {
    const s = move(
      game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325'), AUC('au-2', '325'), AUC('au-3', '325'), AUC('au-4', '325')], [{ id: 'archduke-john', name: 'John', owner: 'austria', with: 'au-1' }]),
      'fr-1', '324',
    );
    expect(labelOf(s, 'intercept:archduke-john:325')).toContain('1 or less');
  });

  it('opt:12.3.7.4.6 (2) no reinforcement attempts in field combat with the option on', () => {
    const on = game([FR({ infantry: 6 }, 'fr-1', '326')], [], { reactionMoves: true });
    const off = game([FR({ infantry: 6 }, 'fr-1', '326')], [], {});
    expect(reinforcementAttemptsAllowed(on)).toBe(false);
    expect(reinforcementAttemptsAllowed(off)).toBe(true);
  });

  it('opt:12.3.7.4.7 with 12.3.7.1 on, a corps with no leader reacts alone on its own strategic rating (1)', () => {
    const corps = [FR({ infantry: 6 }, 'fr-1', '326'), AUC('austria-i', '325')];
    const s = move(game(corps, [], { reactionMoves: true, corpsLeaders: true }), 'fr-1', '324');
    const c = counterOf(s, 'austria-i');
    expect(labelOf(s, `intercept:${c}:325`)).toContain('1 or less');
    expect(offer(move(game(corps, [], { reactionMoves: true }), 'fr-1', '324'))).toBeUndefined();
  });
});

describe('opt:12.3.7.4 hidden information (2.4.2)', () => {
  it('opt:12.3.7.4 the offer names no French corps; France never sees it, nor a refusal, in its view or log', () => {
    let s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    expect(offer(s)!.prompt).toBe('A French corps has entered Bavaria (area 324) from Munich (area 326): react now (roll the number or less on one die), or let it go on.');
    expect(offer(s)!.prompt).not.toContain('French fr-1');
    const fr = viewFor(s, 'france');
    expect(fr.waitingFor.some((w) => w.kind === 'land/reaction')).toBe(false);
    expect(fr.turn.land?.reaction).toBeUndefined();
    s = answer(s, 'land/reaction', 'none');
    const refusal = s.log.find((e) => e.type === 'decisionAnswered' && e.kind === 'land/reaction')!;
    expect(redactEvent(refusal, 'france')).toBeNull();
    expect(redactEvent(refusal, 'austria')).toEqual(refusal);
    expect(viewFor(s, 'france').log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/reaction')).toBe(false);
  });
});

describe('opt:12.3.7.4 a route order and the offers its steps raise', () => {
  /** France orders I Corps from Munich (326) through 324, beside Charles in 325, on to 322, in one route order. */
  const routed = () => {
    const s = game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '325')], [CHARLES('au-1')]);
    return order(s, 'france', 'land/movement', `path:${counterOf(s, 'fr-1')}:324,322`);
  };

  it('opt:12.3.7.4 the route waits in 324 while Austria is asked; refused, the corps goes on to 322 as ordered, and France\'s log shows no halt', () => {
    let s = routed();
    expect(where(s, 'fr-1')).toBe('324');
    expect(offer(s)).toBeDefined();
    // France sees nothing of the held route (the reactions' record is the engine's)
    expect(viewFor(s, 'france').turn.land?.reaction).toBeUndefined();
    expect(viewFor(s, 'france').log.some((e) => e.type === 'movementHalted')).toBe(false);
    s = answer(s, 'land/reaction', 'none');
    expect(where(s, 'fr-1')).toBe('322');
    expect(record(s, 'fr-1').entered).toEqual(['324', '322']);
    expect(s.log.some((e) => e.type === 'movementHalted')).toBe(false);
    expect(s.turn.land?.reaction?.route).toBeUndefined();
    // entering 322 raises an offer of its own (Charles could intercept there too); refused, France orders on
    expect(offer(s)!.prompt).toContain('area 322');
    s = answer(s, 'land/reaction', 'none');
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });

  it('opt:12.3.7.4.1 a failed interception leaves the route as ordered too', () => {
    const s = answer(routed(), 'land/reaction', 'intercept:archduke-charles:325', [6]);
    expect(where(s, 'fr-1')).toBe('322');
  });

  it('opt:12.3.7.4.1 a successful interception stops the corps in 324: the rest of the route is dropped (7.3.2)', () => {
    const s = answer(routed(), 'land/reaction', 'intercept:archduke-charles:325', [1]);
    expect(where(s, 'fr-1')).toBe('324');
    expect(s.log.find((e) => e.type === 'movementHalted')).toMatchObject({ area: '324', skipped: ['322'], rule: '7.3.2' });
    expect(s.turn.land?.reaction?.route).toBeUndefined();
  });
});

describe('opt:12.3.7.4 procedures', () => {
  it('opt:12.3.7.4 the procedures answer every reaction decision; with the standing procedures no reaction (19.1.2)', () => {
    const s = move(game([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', '324'), AUC('au-2', '325')], [CHARLES('au-1')]), 'fr-1', '324');
    // one French corps against two Austrian: no withdrawal (the enemy does not outnumber)
    expect(autoAnswer(s, offer(s)!, seededRng(1), DATA)).toBe('none');
    const sop = { ...s, options: { ...s.options, rules: { ...s.options.rules, standingProcedures: true } } };
    expect(autoAnswer(sop, offer(sop)!, seededRng(1), DATA)).toBe('none');
  });
});
