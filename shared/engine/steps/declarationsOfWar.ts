import { LEGAL, MAJOR_POWERS, POWER_NAMES, illegal } from '../../model';
import type { DecisionGroup, DecisionOption, GameState, MajorPower } from '../../model';
import { emit, openDecision, openGroup, patch } from '../tx';
import type { Tx } from '../tx';
import { allied, atWar, powerPair, powersInPlay, underEnforcedPeace } from '../relations';

/**
 * 4.2 Who `power` may declare war on this step, each with its verdict. Covers major powers
 * only; the limits that need the map (4.2.2.1-4.2.2.3) and declarations on neutral minors are
 * not built yet.
 */
export function declareWarOptions(state: GameState, power: MajorPower): DecisionOption[] {
  return powersInPlay(state)
    .filter((q) => q !== power)
    .map((q) => ({
      value: q,
      label: POWER_NAMES[q],
      verdict: atWar(state, power, q)
        ? illegal('alreadyAtWar', '4.2', `${POWER_NAMES[power]} is already at war with ${POWER_NAMES[q]}`)
        : underEnforcedPeace(state, power, q)
          ? illegal('enforcedPeace', '4.2.2.4', `an enforced peace with ${POWER_NAMES[q]} is in force`)
          : LEGAL,
    }));
}

/** 4.2 Every power in play writes its declarations secretly; all are revealed together. */
export function beginDeclarationsOfWar(tx: Tx): void {
  const powers = powersInPlay(tx.state);
  const group = openGroup(tx, { kind: 'political/declareWar', rule: '4.2', secret: true, powers });
  for (const power of powers) {
    openDecision(tx, {
      power,
      kind: 'political/declareWar',
      step: 'political/declarationsOfWar',
      rule: '4.2',
      prompt: 'Choose, in secret, the major powers to declare war on (choosing none is allowed).',
      secret: true,
      select: 'many',
      group,
      options: declareWarOptions(tx.state, power),
    });
  }
}

/**
 * 4.2 Once revealed: each declaration starts a war (both sides count as aggressors when they
 * declare on each other, 4.3.1.2), costs the declarer 3 political points (4.2.1.1) and, on an
 * ally, 2 more and the alliance.
 */
export function resolveDeclarations(tx: Tx, group: DecisionGroup): void {
  const declarations: { aggressor: MajorPower; defender: MajorPower }[] = [];
  for (const aggressor of MAJOR_POWERS) {
    const answer = group.answers[aggressor];
    const targets = Array.isArray(answer) ? answer : [];
    for (const defender of MAJOR_POWERS) if (targets.includes(defender)) declarations.push({ aggressor, defender });
  }
  for (const { aggressor, defender } of declarations) {
    emit(tx, { type: 'warDeclared', aggressor, defender, rule: '4.2' });
    let loss = 3; // 4.2.1.1
    if (allied(tx.state, aggressor, defender)) {
      loss += 2; // 4.2.1.1 breaking the alliance
      const [a, b] = powerPair(aggressor, defender);
      patch(tx, { relations: { ...tx.state.relations, alliances: tx.state.relations.alliances.filter(([p, q]) => !(p === a && q === b)) } });
      emit(tx, { type: 'allianceBroken', powers: [a, b], by: aggressor, rule: '4.2.1.1' });
    }
    const ps = tx.state.powers[aggressor];
    patch(tx, { powers: { ...tx.state.powers, [aggressor]: { ...ps, politicalPoints: ps.politicalPoints - loss } } });
    emit(tx, { type: 'politicalPointsChanged', power: aggressor, delta: -loss, rule: '4.2.1.1', reason: `declared war on ${POWER_NAMES[defender]}` });
    if (!atWar(tx.state, aggressor, defender)) {
      patch(tx, { relations: { ...tx.state.relations, wars: [...tx.state.relations.wars, powerPair(aggressor, defender)] } });
    }
  }
  patch(tx, { turn: { ...tx.state.turn, declarations: [...tx.state.turn.declarations, ...declarations] } });
}
