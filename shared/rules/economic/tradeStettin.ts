// v2.71 1.1.2.1 (option stettinTrade, with hitherPomerania) Stettin's trade: with Hither Pomerania
// Swedish (1.1.2), Stettin is its owner's for every purpose but trade, which Prussia collects
// as if it held the city. Pure: the trade step (trade.ts portTrades) asks who holds the port for trade.
import { atWar } from '../../model';
import type { EconomyPort, GameState, RuleRef } from '../../model';
import type { Holding } from './territory';

const STETTIN = 'stettin';
const HITHER_POMERANIA = 'hither-pomerania';

/** Who holds a port for 8.2.1.2 trade, and the rule that says so. */
export interface TradeHolding {
  readonly holding: Holding;
  /** The rule that gave the port to another power for trade (opt:1.1.2.1), or null. */
  readonly rule: RuleRef | null;
}

/**
 * opt:1.1.2.1 the holder of a port for British and American trade. Stettin, the capital of
 * Hither Pomerania, trades as Prussia's home port whoever owns the district (a neutral Sweden,
 * a power running it) unless that owner is at war with Prussia; then it trades as the owner's.
 * Every other trade rule then applies with Prussia as the holder: so a fleet in Stettin's
 * blockade box of any power at war with Prussia blockades it for Prussia (8.2.1.2.1.1), at war
 * with the owner or not (the rule's blockade clause).
 */
export function tradeHoldingOf(state: GameState, port: EconomyPort, holding: Holding): TradeHolding {
  const none = { holding, rule: null };
  const rules = state.options.rules;
  if (rules.hitherPomerania !== true || rules.stettinTrade !== true) return none;
  if (port.city !== STETTIN || port.province !== HITHER_POMERANIA) return none;
  if (!state.powers.prussia.inPlay || holding.holder === 'prussia') return none;
  // the owner at war with Prussia keeps Stettin's trade
  if (holding.holder !== null && atWar(state, holding.holder, 'prussia')) return none;
  return { holding: { holder: 'prussia', kind: 'home', minor: null }, rule: 'opt:1.1.2.1' };
}
