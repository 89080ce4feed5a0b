// v2.71 1.1.2.1 (option stettinTrade, with hitherPomerania) the blockade of Stettin's trade: Prussia
// collects Stettin's trade while the city is another power's (rules/economic/tradeStettin.ts), so a
// power at war with Prussia may lie in Stettin's blockade box to stop it, at war with the city's
// owner or not. The owner's fleets (and those with its access) still use the port as ever: a
// blockade stops only those at war with the blockader (6.2.7). Pure.
import { atWar } from '../../model';
import type { GameState, MajorPower } from '../../model';

/** opt:1.1.2.1 whether `power` may stop in Stettin's blockade box to stop Prussia's trade there. */
export function mayBlockadeStettinTrade(state: GameState, power: MajorPower, city: string): boolean {
  const rules = state.options.rules;
  if (rules.hitherPomerania !== true || rules.stettinTrade !== true || city !== 'stettin') return false;
  return power !== 'prussia' && state.powers.prussia.inPlay && atWar(state, power, 'prussia');
}
