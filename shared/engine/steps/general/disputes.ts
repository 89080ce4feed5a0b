// 10.3.2.1 / 10.8 a city garrisoned by several powers without the territory's controller: who
// holds it for combat is settled by unmodified competitive dice as soon as such a garrison forms
// (checked by the sequencer after every command), and recorded until that power's forces leave.
import { POWER_NAMES } from '../../../model';
import type { CityHolderRecord, MajorPower } from '../../../model';
import { competitiveWinner, disputedCities } from '../../../rules/general';
import { emit, patch, roll } from '../../tx';
import type { Tx } from '../../tx';

/** 10.3.2.1 roll for every newly disputed city; records whose holder has left are dropped. */
export function settleCityDisputes(tx: Tx): void {
  const map = tx.data.land;
  if (!map || (tx.state.garrisons.length === 0 && !tx.state.corps.some((c) => c.location.kind === 'area' && c.location.city !== undefined))) return;
  const open = disputedCities(tx.state, map);
  const kept = (tx.state.general?.cityHolders ?? []).filter((r) => !open.some((d) => d.area === r.area && d.city === r.city));
  if (open.length === 0) return;
  const records: CityHolderRecord[] = [...kept];
  for (const d of open) {
    const cityName = tx.data.names?.slug(d.city) ?? 'the city';
    const winner = competitiveWinner<MajorPower>(d.powers, (p) => roll(tx, '10.8', `${POWER_NAMES[p]} for the command of ${cityName}`));
    if (winner === null) continue;
    records.push({ area: d.area, city: d.city, power: winner });
    emit(tx, { type: 'cityHolderDiced', area: d.area, city: d.city, powers: d.powers, holder: winner, rule: '10.3.2.1' });
  }
  patch(tx, { general: { ...(tx.state.general ?? {}), cityHolders: records } });
}
