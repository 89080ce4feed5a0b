// Option 18.0 solitaire land combat through the engine: the defender's opening choice, the
// attacker's roll and the tactics checks of 18.1.3-5, each a public decision, with forced dice.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, newGame } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { GameState } from '../../shared/model';
import { apply, DATA, decisionOf, landScenario, order, playUntil } from './landSetup';

/**
 * France (Davout: tactical 4, maximum 3) attacks Austria (Schwarzenberg: tactical 3) in area 324,
 * one corps each, so neither may outflank (7.5.2.3); solitaire combat on.
 */
function solitaireGame(): GameState {
  const sc = landScenario((s) => {
    s.forces = {
      ...s.forces,
      corps: [
        { id: 'fr-1', name: 'French fr-1', nationality: 'france', type: 'infantry', movement: 4, area: '324', factors: { infantry: 12 } },
        { id: 'au-1', name: 'Austrian au-1', nationality: 'austria', type: 'infantry', movement: 3, area: '324', factors: { infantry: 8 } },
      ],
      garrisons: [], irregulars: [],
      leaders: [{ id: 'davout', name: 'Davout', owner: 'france', with: 'fr-1' }, { id: 'schwarzenberg', name: 'Schwarzenberg', owner: 'austria', with: 'au-1' }],
    };
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules: { solitaireCombat: true } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return playUntil(r.value, (x) => decisionOf(x, 'france', 'land/supply') !== undefined);
}

/** Into the battle with these dice forced: stops at the defender's opening (18.1.1). */
function atOpening(dice: number[]): GameState {
  let s = forceDice(solitaireGame(), [...dice, 1, 1, 1, 1, 1, 1, 1, 1]);
  s = apply(s, commandFor(decisionOf(s, 'france', 'land/supply')!, []));
  return s;
}

const solitaireRolls = (s: GameState) =>
  s.log.filter((e) => e.type === 'diceRolled' && e.rule.startsWith('18.1')).map((e) => (e.type === 'diceRolled' ? [e.rule, e.value] : []));
const sol = (s: GameState) => s.turn.land!.battle!.solitaire;
/** The first day's chart cell, of the battle going on or else the last one fought. */
const opsOf = (s: GameState) => (s.turn.land!.battle?.record ?? s.turn.land!.battles!.at(-1)!).days[0]!.ops;

describe('18.0 solitaire land combat in the Field Combat step', () => {
  it('18.1.1 the defender chooses first, in public: Withdraw, Defend or the table; nobody picks a secret chit', () => {
    const s = atOpening([]);
    const d = decisionOf(s, 'austria', 'land/combatSolitaire')!;
    expect(d).toMatchObject({ rule: '18.1.1', secret: false, group: null });
    expect(d.options.map((o) => [o.value, o.verdict.ok])).toEqual([['withdraw', true], ['defend', true], ['random', true]]);
    expect(s.pending.some((x) => x.kind === 'land/combatChit' || x.kind === 'land/combatTrivial')).toBe(false);
  });

  it('18.1.1 / 18.1.2 on the table: 1 Outflank is not open to a lone corps, 6 again, 5 Defend; then the attacker rolls 2 Assault', () => {
    let s = atOpening([1, 6, 5, 2]);
    s = order(s, 'austria', 'land/combatSolitaire', 'random');
    expect(solitaireRolls(s)).toEqual([['18.1.1', 1], ['18.1.1', 6], ['18.1.1', 5], ['18.1.2', 2]]);
    expect(sol(s)).toMatchObject({ defender: 'defend', attacker: 'assault' });
    // 18.1.3 then the defender, having seen both, may try to change
    const d = decisionOf(s, 'austria', 'land/combatSolitaire')!;
    expect(d.rule).toBe('18.1.3');
    expect(d.prompt).toContain('Assault');
    expect(d.options.map((o) => o.value)).toEqual(['stand', 'try:withdraw', 'try:roll']);
    expect(d.options[1]!.label).toContain('3 or less');
  });

  it('18.1.3 a passed check (3 against Schwarzenberg\'s 3) turns Defend into Withdraw; 18.1.4 the attacker\'s failed check (5 against 4) keeps Echelon', () => {
    // attacker's roll 4 Echelon; defender's check 3; attacker's check 5
    let s = atOpening([4, 3, 5]);
    s = order(s, 'austria', 'land/combatSolitaire', 'defend');
    s = order(s, 'austria', 'land/combatSolitaire', 'try:withdraw');
    expect(sol(s)).toMatchObject({ defender: 'withdraw', attacker: 'echelon', standing: { attacker: 'open', defender: 'open' } });
    const a = decisionOf(s, 'france', 'land/combatSolitaire')!;
    expect(a.rule).toBe('18.1.4');
    expect(a.options.map((o) => o.value)).toEqual(['stand', 'try:roll']);
    s = order(s, 'france', 'land/combatSolitaire', 'try:roll');
    expect(sol(s)).toMatchObject({ attacker: 'echelon', standing: { attacker: 'failed', defender: 'open' } });
    // the defender, not bound, decides again and keeps Withdraw: the chits stand
    expect(decisionOf(s, 'austria', 'land/combatSolitaire')!.options.map((o) => o.value)).toEqual(['stand', 'try:roll']);
    s = order(s, 'austria', 'land/combatSolitaire', 'stand');
    expect(solitaireRolls(s)).toEqual([['18.1.2', 4], ['18.1.3', 3], ['18.1.4', 5]]);
    expect(opsOf(s)).toMatchObject({ attackerChit: 'echelon', defenderChit: 'withdraw' });
    expect(s.turn.land!.battle?.solitaire).toBeUndefined();
  });

  it('18.1.3 a failed check (4 against 3) binds the defender to Defend', () => {
    let s = atOpening([2, 4]);
    s = order(s, 'austria', 'land/combatSolitaire', 'defend');
    s = order(s, 'austria', 'land/combatSolitaire', 'try:roll');
    expect(sol(s)).toMatchObject({ defender: 'defend', standing: { defender: 'failed' } });
    expect(decisionOf(s, 'austria', 'land/combatSolitaire')).toBeUndefined();
    s = order(s, 'france', 'land/combatSolitaire', 'stand');
    expect(opsOf(s)).toMatchObject({ attackerChit: 'assault', defenderChit: 'defend' });
  });

  it('18.1.5 after the defender failed, the attacker goes on alone: passes (2), re-rolls 6 then 5 Probe, passes again (4), re-rolls 3, then keeps it', () => {
    // attacker's first roll 2 Assault; defender's check 6 fails; attacker 2 passes, 6 again, 5 Probe; 4 passes, 3 Escalated assault
    let s = atOpening([2, 6, 2, 6, 5, 4, 3]);
    s = order(s, 'austria', 'land/combatSolitaire', 'defend');
    s = order(s, 'austria', 'land/combatSolitaire', 'try:roll');
    s = order(s, 'france', 'land/combatSolitaire', 'try:roll');
    expect(sol(s)).toMatchObject({ attacker: 'probe', checks: 2 });
    expect(decisionOf(s, 'austria', 'land/combatSolitaire')).toBeUndefined();
    s = order(s, 'france', 'land/combatSolitaire', 'try:roll');
    expect(sol(s)).toMatchObject({ attacker: 'escalated-assault', checks: 3 });
    s = order(s, 'france', 'land/combatSolitaire', 'stand');
    expect(solitaireRolls(s)).toEqual([['18.1.2', 2], ['18.1.3', 6], ['18.1.4', 2], ['18.1.4', 6], ['18.1.4', 5], ['18.1.4', 4], ['18.1.4', 3]]);
    expect(opsOf(s)).toMatchObject({ attackerChit: 'escalated-assault', defenderChit: 'defend' });
  });

  it('18.1.5 a defender who kept his chit may try again once the attacker has changed his', () => {
    // attacker 2 Assault; defender keeps Defend; attacker 1 passes, 5 Probe
    let s = atOpening([2, 1, 5]);
    s = order(s, 'austria', 'land/combatSolitaire', 'defend');
    s = order(s, 'austria', 'land/combatSolitaire', 'stand');
    s = order(s, 'france', 'land/combatSolitaire', 'try:roll');
    expect(sol(s)).toMatchObject({ attacker: 'probe', standing: { attacker: 'open', defender: 'open' } });
    expect(decisionOf(s, 'austria', 'land/combatSolitaire')?.rule).toBe('18.1.3');
    s = order(s, 'austria', 'land/combatSolitaire', 'stand');
    s = order(s, 'france', 'land/combatSolitaire', 'stand');
    expect(opsOf(s)).toMatchObject({ attackerChit: 'probe', defenderChit: 'defend' });
  });

  it('18.0 the standing procedures answer every solitaire decision legally and the battle goes on', () => {
    let s = atOpening([]);
    const rng = seededRng(3);
    let asked = 0;
    for (let i = 0; i < 50 && s.turn.land?.battle?.step === 'chits'; i++) {
      const d = s.pending.find((x) => x.kind === 'land/combatSolitaire')!;
      asked++;
      const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, DATA)), DATA);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(asked).toBeGreaterThanOrEqual(3); // the opening and at least one choice for each side
    expect(opsOf(s)).not.toBeNull();
  });
});
