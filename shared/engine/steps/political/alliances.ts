// 4.5 Creating Alliances and 4.7 Breaking Alliances.
import { MAJOR_POWERS, POWER_NAMES, allied, powerPair } from '../../../model';
import type { DecisionGroup, MajorPower } from '../../../model';
import { allianceOptions, allianceVerdict, breakOptions } from '../../../rules/political/alliances';
import { activePowers } from '../../../rules/political/facts';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { chartPoints } from './record';
import { endAlliance } from './formerAllyCity';

/** 4.5 every power names the powers it would ally with; a pair that names each other allies. */
export function beginCreatingAlliances(tx: Tx): void {
  const powers = activePowers(tx.state).filter((p) => allianceOptions(tx.state, p).some((o) => o.verdict.ok));
  if (powers.length < 2) return;
  const group = openGroup(tx, { kind: 'political/alliances', rule: '4.5', secret: false, powers });
  for (const power of powers)
    openDecision(tx, {
      power, kind: 'political/alliances', step: 'political/creatingAlliances', rule: '4.5',
      prompt: 'Name the powers you will ally with; an alliance is made when both name each other.',
      secret: false, select: 'many', group, options: allianceOptions(tx.state, power),
    });
}

export function resolveAlliances(tx: Tx, group: DecisionGroup): void {
  const named = (p: MajorPower, q: MajorPower) => {
    const a = group.answers[p];
    return Array.isArray(a) && a.includes(q);
  };
  for (const p of MAJOR_POWERS)
    for (const q of MAJOR_POWERS) {
      if (MAJOR_POWERS.indexOf(q) <= MAJOR_POWERS.indexOf(p) || !named(p, q) || !named(q, p) || !allianceVerdict(tx.state, p, q).ok) continue;
      const pair = powerPair(p, q);
      patch(tx, { relations: { ...tx.state.relations, alliances: [...tx.state.relations.alliances, pair] } });
      emit(tx, { type: 'allianceMade', powers: pair, via: 'alliance', rule: '4.5' });
      for (const x of pair) chartPoints(tx, x, 'create-alliance', '4.5', `allied with ${POWER_NAMES[x === p ? q : p]}`);
    }
}

/** 4.7 each power with allies may break any alliance (not a declaration of war). */
export function beginBreakingAlliances(tx: Tx): void {
  for (const power of activePowers(tx.state)) {
    const options = breakOptions(tx.state, power);
    if (options.length === 0) continue;
    openDecision(tx, {
      power, kind: 'political/breakAlliances', step: 'political/breakingAlliances', rule: '4.7',
      prompt: 'Break any of your alliances (-2 political points each), or none.',
      secret: false, select: 'many', group: null, options,
    });
  }
}

export function applyBreakAlliances(tx: Tx, power: MajorPower, allies: readonly string[]): void {
  for (const a of allies as MajorPower[]) {
    // both sides may have broken the same alliance at once: only the first pays
    if (!allied(tx.state, power, a)) continue;
    endAlliance(tx, power, a, '4.7');
    chartPoints(tx, power, 'break-alliance', '4.7', `broke the alliance with ${POWER_NAMES[a]}`);
  }
}
