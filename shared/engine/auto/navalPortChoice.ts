// Standing procedures for 6.2.6 fleets leaving a lost port that no enemy blockades (an addition
// of the naval engineer): they keep the engine's former fixed choice, the first sea area next to
// the blockade box that is open (not past the ice line in winter), else the blockade box.
import type { DecisionAnswer, PendingDecision } from '../../model';

export function navalPortChoiceAnswer(d: PendingDecision): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  return legal.find((v) => v.includes(':sea:')) ?? legal.find((v) => v.endsWith(':box')) ?? legal[0] ?? '';
}
