import { MAJOR_POWERS, POWER_NAMES, allied } from '../../../model';
import type { DecisionGroup, DecisionOption, GameState, LandMap, MajorPower, MinorId, NavalMap } from '../../../model';
import { declareWarOptions as targetOptions, targetMinor, targetName } from '../../../rules/political/declarations';
import { districtCount } from '../../../rules/general';
import { activePowers, married } from '../../../rules/political/facts';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { startWar, updatePolitical } from './record';
import { endAlliance } from './formerAllyCity';

/**
 * 4.2 the targets `power` may declare war on, with their verdicts; 4.2.1.2 / 10.4.2 a neutral
 * minor listed at the cost chargeMinorDeclaration charges: a point per district it has now.
 */
export function declareWarOptions(state: GameState, power: MajorPower, map?: LandMap, naval?: NavalMap): DecisionOption[] {
  return targetOptions(state, power, (m) => districtCount(state, m), map, naval);
}

/** 4.2 Every power in play writes its declarations secretly; all are revealed together. */
export function beginDeclarationsOfWar(tx: Tx): void {
  const powers = activePowers(tx.state);
  const group = openGroup(tx, { kind: 'political/declareWar', rule: '4.2', secret: true, powers });
  for (const power of powers) {
    openDecision(tx, {
      power,
      kind: 'political/declareWar',
      step: 'political/declarationsOfWar',
      rule: '4.2',
      prompt: 'Choose, in secret, the major powers and neutral minor countries to declare war on (choosing none is allowed).',
      secret: true,
      select: 'many',
      group,
      options: declareWarOptions(tx.state, power, tx.data.land, tx.data.naval),
    });
  }
}

/**
 * 4.2.1.1 one declaration on a major power: 3 political points, 2 more and the alliance when
 * declaring on an ally, and (v2.71 4.4.9) one more and the marriage on a royal-marriage partner.
 */
export function declareOnMajor(tx: Tx, aggressor: MajorPower, defender: MajorPower, rule: string, how: 'declaration' | 'access' | 'forced' = 'declaration'): void {
  let loss = 3; // 4.2.1.1
  if (allied(tx.state, aggressor, defender)) {
    loss += 2; // 4.2.1.1 breaking the alliance by the declaration
    endAlliance(tx, aggressor, defender, '4.2.1.1');
  }
  if (tx.state.options.rules.royalMarriages && married(tx.state, aggressor, defender)) loss += 1; // v2.71 4.4.9
  startWar(tx, aggressor, defender, how, rule);
  politicalPoints(tx, aggressor, -loss, '4.2.1.1', `declared war on ${POWER_NAMES[defender]}`);
}

/**
 * 4.2 Once revealed: each declaration on a major power starts a war (both count as aggressors
 * when they declare on each other, 4.3.1.2). Declarations on neutral minors start a war with the
 * minor; its cost (4.2.1.2, a point per district) is charged in the Minor Country Control Step,
 * where it is waived if no major power can be found to run the minor.
 */
export function resolveDeclarations(tx: Tx, group: DecisionGroup): void {
  const declarations: { aggressor: MajorPower; defender: MajorPower }[] = [];
  const onMinors: { power: MajorPower; minor: MinorId }[] = [];
  for (const aggressor of MAJOR_POWERS) {
    const answer = group.answers[aggressor];
    const targets = (Array.isArray(answer) ? answer : []).map(String);
    for (const defender of MAJOR_POWERS) if (targets.includes(defender)) declarations.push({ aggressor, defender });
    for (const t of targets) {
      const minor = targetMinor(t);
      if (minor !== null) onMinors.push({ power: aggressor, minor });
    }
  }
  for (const { aggressor, defender } of declarations) declareOnMajor(tx, aggressor, defender, '4.2');
  for (const { power, minor } of onMinors) {
    emit(tx, { type: 'minorWarDeclared', power, minor, rule: '4.2' });
    updatePolitical(tx, (p) => ({ minorWars: [...p.minorWars, { minor, power, since: tx.state.date }] }));
  }
  const minors = [...new Set(onMinors.map((d) => d.minor))];
  if (minors.length > 0)
    updatePolitical(tx, (p) => ({
      minorControl: [...(p.minorControl ?? []), ...minors.map((minor) => ({ minor, aggressors: onMinors.filter((d) => d.minor === minor).map((d) => d.power) }))],
    }));
  patch(tx, { turn: { ...tx.state.turn, declarations: [...tx.state.turn.declarations, ...declarations] } });
}

/** 4.2.1.2 the cost of a declaration on a neutral minor, charged once it has a controller (4.6): `districts` counted before it had one. */
export function chargeMinorDeclaration(tx: Tx, power: MajorPower, minor: MinorId, districts?: number): void {
  const n = districts ?? districtCount(tx.state, minor); // 10.4.2 a point per district it has now (Sweden without a Finland held apart counts one)
  politicalPoints(tx, power, -n, '4.2.1.2', `declared war on ${targetName(tx.state, `minor:${minor}`)} (${n} district${n === 1 ? '' : 's'})`);
}

