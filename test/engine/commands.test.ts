import { describe, expect, it } from 'vitest';
import { applyCommand, parseCommand, pendingDecisions } from '../../shared/engine';
import type { ApplyResult } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { answer, play, scriptedChooser, start } from './helpers';

/** A refusal must leave the state exactly as it was and say why, with a rule number. */
function expectRefused(state: GameState, command: unknown, code: string): Extract<ApplyResult, { ok: false }>['error'] {
  const before = JSON.stringify(state);
  const r = applyCommand(state, command);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe(code);
  expect(r.error.rule).toMatch(/^(-|\d+(\.\d+)*)$/);
  expect(r.error.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(state)).toBe(before);
  return r.error;
}

const atDeclarations = () => play(start(), scriptedChooser, (s) => s.cursor.step === 'political/declarationsOfWar').state;

describe('rejected commands keep the state unchanged (STYLE C)', () => {
  it('malformed commands are refused at the boundary', () => {
    const s = start();
    const d = pendingDecisions(s)[0]!;
    for (const bad of [
      null,
      42,
      'sequence/acknowledge',
      {},
      { type: 'sequence/acknowledge' },
      { type: 'sequence/acknowledge', power: 'prussia-ish', decisionId: d.id },
      { type: 'sequence/acknowledge', power: 'france', decisionId: '' },
      { type: 'sequence/acknowledge', power: 'france', decisionId: d.id, extra: true },
      { type: 'land/teleport', power: 'france', decisionId: d.id },
      { type: 'political/declareWar', power: 'france', decisionId: d.id, targets: 'austria' },
      { type: 'land/announcePosition', power: 'france', decisionId: d.id, position: 1.5 },
      { type: 'naval/announcePosition', power: 'britain', decisionId: d.id, position: -1 },
    ]) {
      const e = expectRefused(s, bad, 'malformed');
      expect(e.rule).toBe('-');
    }
    expect(parseCommand({ type: 'sequence/acknowledge', power: 'france', decisionId: 'd1' }).ok).toBe(true);
  });

  it('3.0 out of turn: a power with nothing to decide', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'reinforcement/army').state;
    expect(s.cursor.phasing).toEqual(['austria']);
    const d = pendingDecisions(s)[0]!;
    const e = expectRefused(s, { ...answer(d), power: 'russia' }, 'outOfTurn');
    expect(e.rule).toBe('3.0');
    expect(e.message).toContain('Russia');
  });

  it('unknown decision ids are refused', () => {
    const s = start();
    expectRefused(s, { type: 'sequence/acknowledge', power: 'france', decisionId: 'd999' }, 'unknownDecision');
  });

  it('a decision answered in the name of another power is refused', () => {
    const s = start();
    const [fr, gb] = pendingDecisions(s);
    const e = expectRefused(s, { type: 'sequence/acknowledge', power: 'france', decisionId: gb!.id }, 'wrongPower');
    expect(e.rule).toBe(gb!.rule);
    expect(fr!.power).toBe('france');
  });

  it('a command of another kind than the decision is refused', () => {
    const s = atDeclarations();
    const d = pendingDecisions(s, 'france')[0]!;
    expectRefused(s, { type: 'sequence/acknowledge', power: 'france', decisionId: d.id }, 'wrongKind');
  });

  it('4.2 declaring war on a power already at war is refused with the rule', () => {
    const s = atDeclarations();
    const d = pendingDecisions(s, 'france')[0]!;
    expect(d.options.find((o) => o.value === 'austria')!.verdict).toMatchObject({ ok: false, code: 'alreadyAtWar', rule: '4.2' });
    const e = expectRefused(s, answer(d, ['austria']), 'alreadyAtWar');
    expect(e.rule).toBe('4.2');
  });

  it('4.2.2.4 an enforced peace forbids the declaration until it ends', () => {
    const s = atDeclarations();
    const d = pendingDecisions(s, 'russia')[0]!;
    expect(d.options.find((o) => o.value === 'france')!.verdict).toMatchObject({ ok: false, code: 'enforcedPeace', rule: '4.2.2.4' });
    expectRefused(s, answer(d, ['france']), 'enforcedPeace');
    expect(d.options.find((o) => o.value === 'britain')!.verdict).toEqual({ ok: true });
  });

  it('options not offered, duplicates and a second answer are refused', () => {
    const s = atDeclarations();
    const d = pendingDecisions(s, 'britain')[0]!;
    expectRefused(s, answer(d, ['britain']), 'illegalOption');
    expectRefused(s, answer(d, ['prussia']), 'illegalOption'); // not in play
    expectRefused(s, answer(d, ['russia', 'russia']), 'duplicateChoice');
    const r = applyCommand(s, answer(d, ['russia']));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expectRefused(r.state, answer(d, ['russia']), 'alreadyAnswered');
  });

  it('6.1 a place outside the sequence is refused', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'naval/announcePosition').state;
    const d = pendingDecisions(s)[0]!;
    expect(d.options.map((o) => o.value)).toEqual([0, 1, 2, 3]); // among France, Austria, Russia
    expectRefused(s, answer(d, 4), 'illegalOption');
  });

  it('commands after the end of the game are refused', () => {
    const s = play(start(), scriptedChooser).state;
    expect(s.over).not.toBeNull();
    expectRefused(s, { type: 'sequence/acknowledge', power: 'france', decisionId: 'd1' }, 'gameOver');
  });

  it('an accepted command bumps the version by one and returns its events', () => {
    const s = start();
    const d = pendingDecisions(s)[0]!;
    const r = applyCommand(s, answer(d));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.version).toBe(s.version + 1);
    expect(r.events[0]).toMatchObject({ type: 'decisionAnswered', decision: d.id, power: d.power });
    expect(r.state.log.slice(-r.events.length)).toEqual(r.events);
    expect(s.pending).toHaveLength(4); // the old state is untouched
  });
});

describe('commandFor', () => {
  it('builds the answering command for every kind met in a game', async () => {
    const { commandFor } = await import('../../shared/engine');
    let s = start();
    const kinds = new Set<string>();
    while (!s.over) {
      const d = pendingDecisions(s)[0]!;
      kinds.add(d.kind);
      const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
      // section 4 lists stay empty (no suits, alliances or calls), so the wars go on to a battle
      const many = d.kind.startsWith('political/') && d.kind !== 'political/declareCombinedMovement' ? [] : legal.slice(0, 1);
      const r = applyCommand(s, commandFor(d, d.select === 'many' ? many : legal[0]!));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    // this scripted game fights a battle (7.5), meets a siege step (7.5.4), allies' order of movement (7.3.8.1) and two Economic Phases (8.0, no map economy: nothing collected)
    expect([...kinds].sort()).toEqual([
      'economic/britishVictoryPoints', 'economic/expenditure', 'economic/lending',
      'land/announcePosition', 'land/combatChit', 'land/combatLosses', 'land/combatTrivial', 'land/depots', 'land/moveOrder', 'land/movement', 'land/siege', 'land/supply',
      'naval/announcePosition', 'political/alliances', 'political/breakAlliances', 'political/declareCombinedMovement', 'political/declareWar',
      'political/diplomacy', 'political/sue', 'reinforcement/army', 'reinforcement/naval',
    ]);
    // 4.9: omitting the list means no allies
    expect(parseCommand({ type: 'political/declareCombinedMovement', power: 'austria', decisionId: 'd1' })).toMatchObject({ ok: true, value: { allies: [] } });
  });
});
