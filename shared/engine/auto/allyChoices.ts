// Standing procedures for 7.3.8.1 (allies' order of movement) and 7.4.3.3 (the Dardanelles
// leave), ally branch: one hook line in auto.ts calls this.
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';
import { parseStraitsAnswer } from '../steps/land/straits';

/**
 * 7.3.8.1 name the first order listed (the sequence's own order of the allies): every ally run
 * by the procedures names the same one, so they agree without dice. 7.4.3.3 the holder of
 * Constantinople lets a power through only where it already lets that power's forces into its
 * territory (a voluntary access standing, as the naval rules read the same leave, 6.2.1.3);
 * otherwise it refuses. Undefined for kinds this file does not answer.
 */
export function allyChoiceAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  if (d.kind === 'land/moveOrder') return legal[0] ?? [];
  if (d.kind !== 'land/straitsLeave') return undefined;
  const grant = legal.find((v) => v.startsWith('grant:'));
  const asker = grant ? parseStraitsAnswer(grant)?.power : undefined;
  const access =
    asker !== undefined &&
    (state.relations.access ?? []).some((a) => a.grantor === d.power && a.grantee === asker && a.withdrawn === undefined);
  return (access ? grant : legal.find((v) => v.startsWith('refuse:'))) ?? legal[0] ?? [];
}
