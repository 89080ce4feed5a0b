// 11.1.3.3 what happens to the Polish forces when Poland is conquered (called by the 7.7 Conquest Step).
import type { MajorPower } from '../../../model';
import { combinationsOf } from '../../../rules/campaign/combinations';
import { patch } from '../../tx';
import type { Tx } from '../../tx';

/**
 * 11.1.3.3 Polish forces left when Warsaw falls stay under the power holding the Polish loyalty
 * marker (the former controller): the marker is kept (set, for a Poland the scenario began
 * with), so `controllerOf` keeps handing them to that power and the conqueror may not declare
 * Poland again until the 8.9 step releases the marker.
 */
export function keepPolishLoyalty(tx: Tx, from: MajorPower | null): void {
  const record = combinationsOf(tx.state);
  const holder = record.polishLoyalty ?? from;
  if (holder === null) return;
  patch(tx, { combinations: { ...record, polishLoyalty: holder } });
}
