// 8.5.4 corps or fleet counters a power bought in an Economic Phase, put into a state for tests of
// their placement (5.1.1, 5.2.1.2).
import type { GameState, PurchasedCounter } from '../../shared/model';
import { EMPTY_ECONOMY } from '../../shared/engine/steps/economic/economyState';

export const withPurchases = (s: GameState, bought: readonly PurchasedCounter[]): GameState => ({
  ...s,
  economy: { ...(s.economy ?? EMPTY_ECONOMY), purchasedCounters: bought },
});
