// 4.8 The Free State Declaration Step.
import { LEGAL, illegal } from '../../../model';
import type { DecisionOption, GameState, MajorPower, MinorId } from '../../../model';
import { activePowers } from '../../../rules/political/facts';
import { canHaveCorps } from '../../../rules/political/minors';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { openMinorSetups, queueMinorSetup, setUpFleet } from './minorSetup';

/** 4.8 the conquered minors `power` may declare free states: those that can have corps (`canHaveCorps`). */
export function freeStateOptions(state: GameState, power: MajorPower): DecisionOption[] {
  return state.minors
    .filter((m) => m.controller === power && m.status === 'conquered')
    .map((m) => ({
      value: m.id,
      label: `Declare ${m.name} a free state (for good)`,
      verdict: canHaveCorps(m.id, state.date.year) ? LEGAL : illegal('notApplicable', '4.8', `${m.name} can have no corps`),
    }));
}

export function beginFreeStates(tx: Tx): void {
  for (const power of activePowers(tx.state)) {
    const options = freeStateOptions(tx.state, power);
    if (!options.some((o) => o.verdict.ok)) continue;
    openDecision(tx, {
      power, kind: 'political/freeStates', step: 'political/freeStateDeclaration', rule: '4.8',
      prompt: 'Declare any of your conquered minor countries free states (it cannot be undone; their forces are bought from the next Economic Phase).',
      secret: false, select: 'many', group: null, options,
    });
  }
}

/**
 * 4.8 a free state flag replaces the conquered one; its corps and factors are bought from the
 * next Economic Phase (8.5), so none are placed now; its fleet, if it has one, is set up at its
 * current strength (4.6.3.5), where its controller chooses.
 */
export function applyFreeStates(tx: Tx, power: MajorPower, minors: readonly string[]): void {
  for (const id of minors as MinorId[]) {
    patch(tx, { minors: tx.state.minors.map((m) => (m.id === id ? { ...m, status: 'free' as const } : m)) });
    emit(tx, { type: 'minorControlChanged', minor: id, from: power, to: power, status: 'free', rule: '4.8', reason: 'declared a free state' });
    // 4.8 the fleet at its current strength; the controller places it (4.6.3.5)
    if (setUpFleet(tx, id)) queueMinorSetup(tx, id);
  }
  openMinorSetups(tx);
}
