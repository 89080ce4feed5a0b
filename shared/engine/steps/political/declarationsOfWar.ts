import { LEGAL, MAJOR_POWERS, POWER_NAMES, illegal } from '../../../model';
import type { AreaId, DecisionGroup, DecisionOption, GameState, LandMap, MajorPower, Nationality, Verdict } from '../../../model';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { allied, atWar, controllerOf, powerPair, powersInPlay, underEnforcedPeace } from '../../relations';
import { territoryOf } from '../../../rules/land/movement/facts';

/** Areas where `power`'s corps, garrisons and irregulars (its minors' too) stand (4.2.2.1-4.2.2.2). */
function areasHeldBy(state: GameState, holder: (nationality: Nationality) => boolean): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const c of state.corps) if (c.location.kind === 'area' && holder(c.nationality)) out.add(c.location.area);
  for (const g of state.garrisons) if (holder(g.nationality)) out.add(g.area);
  for (const i of state.irregulars) if (holder(i.nationality)) out.add(i.area);
  return out;
}

/**
 * 4.2.2.1 a power with corps, cossacks, freikorps, garrisons or guerillas in another power's
 * territory may not declare war on it; 4.2.2.2 a power at war with enemy forces inside its home
 * nation may not declare war on anyone else. Null when neither limit applies.
 */
function mapLimit(state: GameState, map: LandMap, power: MajorPower, target: MajorPower): Verdict | null {
  const own = areasHeldBy(state, (n) => controllerOf(state, n) === power);
  const inside = [...own].find((a) => territoryOf(state, map, a) === target);
  if (inside !== undefined) return illegal('forcesInTerritory', '4.2.2.1', `${POWER_NAMES[power]} has forces in ${POWER_NAMES[target]}'s territory (area ${inside})`);
  const enemy = (n: Nationality) => {
    const c = controllerOf(state, n);
    return c !== null && c !== power && atWar(state, power, c);
  };
  const invaded = [...areasHeldBy(state, enemy)].find((a) => map.area(a)?.homeOf === power);
  if (invaded !== undefined) return illegal('homeInvaded', '4.2.2.2', `enemy forces stand in ${POWER_NAMES[power]}'s home nation (area ${invaded})`);
  return null;
}

/**
 * 4.2 Who `power` may declare war on this step, each with its verdict. With the land map the
 * 4.2.2.1-4.2.2.2 limits apply.
 * not built: 4.2.2.3 minors it cannot reach this turn; 4.2.1 declarations on neutral minors.
 */
export function declareWarOptions(state: GameState, power: MajorPower, map?: LandMap): DecisionOption[] {
  return powersInPlay(state)
    .filter((q) => q !== power)
    .map((q) => ({
      value: q,
      label: POWER_NAMES[q],
      verdict: atWar(state, power, q)
        ? illegal('alreadyAtWar', '4.2', `${POWER_NAMES[power]} is already at war with ${POWER_NAMES[q]}`)
        : underEnforcedPeace(state, power, q)
          ? illegal('enforcedPeace', '4.2.2.4', `an enforced peace with ${POWER_NAMES[q]} is in force`)
          : ((map && mapLimit(state, map, power, q)) ?? LEGAL),
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
      options: declareWarOptions(tx.state, power, tx.data.land),
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
