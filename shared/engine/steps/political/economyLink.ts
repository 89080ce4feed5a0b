// What the peace terms hand to the Economic Phase: the formal debts it pays (8.5.2), the trade
// it closes (B.6 with 8.2.1 and the 12.9 option) and the home provinces another power now holds
// (8.2, 8.7.3). The political record keeps its own copy for the diplomacy board.
import type { GameDate, MajorPower, ProvinceId } from '../../../model';
import { homeProvinces } from '../../../rules/political/homeNation';
import type { Tx } from '../../tx';
import { economyOf, moveCededProvince, patchEconomy } from '../economic/economyState';

/** B.3 / C.3: `amount` in each of `phases` Economic Phases; C.7: the debtor's overseas trade money (null amount). */
export function owe(tx: Tx, debtor: MajorPower, creditor: MajorPower, term: string, amount: number | null, phases: number): void {
  const e = economyOf(tx.state);
  patchEconomy(tx, { debts: [...e.debts, { id: `${term}-${debtor}-${creditor}-${tx.state.date.year}-${tx.state.date.month}`, debtor, creditor, term, amount, phases, arrears: 0 }] });
}

/** B.6: trade with Great Britain closed (the Economic Phase only knows British and American trade). */
export function closeTrade(tx: Tx, power: MajorPower, withPower: MajorPower, by: MajorPower, until: GameDate): void {
  if (withPower !== 'britain') return; // trade between continental powers is not collected in 8.2, so nothing to close
  const e = economyOf(tx.state);
  patchEconomy(tx, { restrictions: [...e.restrictions, { power, with: 'britain', by, until }] });
}

/** B.7 / C.4: the province's money and manpower now go to `holder` (8.2); ceded back home, it leaves the list (8.8.6). */
export function holdProvince(tx: Tx, province: ProvinceId, from: MajorPower, holder: MajorPower): void {
  const ceded = tx.state.ceded ?? [];
  const home = ceded.find((c) => c.province === province)?.home ?? (homeProvinces(from).some((p) => p.id === province) ? from : null);
  if (home === null) return;
  moveCededProvince(tx, province, home, holder);
}
