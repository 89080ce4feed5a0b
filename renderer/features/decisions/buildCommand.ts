import type { Command } from '../../../shared/model/commands';
import type { DecisionAnswer, PendingDecision } from '../../../shared/model/decisions';
import type { MajorPower } from '../../../shared/model/powers';

/**
 * The command answering `decision` with an option's value (or several, for 'many'), shaped as
 * the engine's `commandFor` builds it. Only field names per kind; the host judges legality.
 */
export function buildCommand(decision: PendingDecision, value: DecisionAnswer): Command {
  const base = { power: decision.power, decisionId: decision.id };
  const list = (Array.isArray(value) ? value : [value]).map(String) as MajorPower[];
  switch (decision.kind) {
    case 'sequence/acknowledge':
      return { type: decision.kind, ...base };
    case 'political/declareWar':
      return { type: decision.kind, ...base, targets: list };
    case 'political/declareCombinedMovement':
      return { type: decision.kind, ...base, allies: list };
    case 'naval/announcePosition':
    case 'land/announcePosition':
      return { type: decision.kind, ...base, position: Number(Array.isArray(value) ? value[0] : value) };
    case 'reinforcement/army':
    case 'land/depots':
    case 'land/movement':
      return { type: decision.kind, ...base, order: String(Array.isArray(value) ? value[0] : value) };
    case 'land/supply':
      return { type: decision.kind, ...base, forage: list };
  }
}
