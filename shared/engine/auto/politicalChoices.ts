// Standing procedures for the Political Phase decisions added for issue 18 (political branch),
// kept apart from political.ts (the AI engineer's file): one hook line in auto.ts calls this.
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';

/**
 * 10.3.1.2.1.3 new access: granted. 4.4.6.2 C.5 a victor's garrison in a capital: sent away. 4.4.6.2 repatriation among equidistant places: a haven holding one of the power's depots
 * (its corps stay in supply) or, for a garrison, a city; otherwise the first place offered.
 * Undefined for kinds this file does not answer.
 */
export function politicalChoiceAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  // 10.3.1.2.1.3 forces that stood there in peace keep their access (the third power is neither enemy nor ally)
  if (d.kind === 'political/newAccess') return d.options.find((o) => String(o.value).startsWith('grant:'))?.value ?? d.options[0]?.value ?? [];
  // v2.71 4.6.7 roll for every neighbour offered: a free state costs nothing to try for
  if (d.kind === 'political/minorLoyalty') return d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  // 4.4.6.2 C.5 the loser wants no enemy garrison in its capital: it refuses (the garrison leaves)
  if (d.kind === 'political/capitalGarrison') return d.options.find((o) => String(o.value).startsWith('leave:'))?.value ?? d.options[0]?.value ?? [];
  if (d.kind !== 'political/repatriate') return undefined;
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  const areaOf = (v: string) => (v.split('>')[1] ?? '').split(':')[0];
  const supplied = legal.find((v) => state.depots.some((x) => x.owner === d.power && x.area === areaOf(v)));
  const city = legal.find((v) => v.startsWith('garrison:') && !v.endsWith(':depot'));
  return supplied ?? city ?? legal[0] ?? [];
}
