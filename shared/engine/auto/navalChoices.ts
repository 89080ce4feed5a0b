// Standing procedures for the owners' naval loss choices (additions of the naval engineer):
// 6.3.3.2 keep the losses where the fire put them (the largest fleet first, transports last);
// 12.2.5 (option) leave an odd loss to the dice, or, owning every candidate, give it to the
// nationality with the most ships in the stack; 12.2.4 lose the factors aboard the default way.
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';

export function navalChoiceAnswer(state: GameState, d: PendingDecision): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  switch (d.kind) {
    case 'naval/losses':
      return legal.includes('done') ? 'done' : (legal[0] ?? 'done');
    // 12.2.4 the factors aboard lost the default way (the largest corps first)
    case 'naval/transportLosses':
      return legal.includes('default') ? 'default' : (legal[0] ?? 'default');
    case 'naval/oddLoss': {
      if (legal.includes('roll')) return 'roll';
      const rec = state.turn.naval?.battle?.record;
      const inBattle = new Set([...(rec?.attacker.fleets ?? []), ...(rec?.defender.fleets ?? [])]);
      const ships = (v: string) => state.fleets.filter((f) => inBattle.has(f.id) && `nat:${f.nationality}` === v).reduce((n, f) => n + f.ships, 0);
      return [...legal].sort((a, b) => ships(b) - ships(a) || (a < b ? -1 : 1))[0] ?? '';
    }
    default:
      return legal[0] ?? '';
  }
}
