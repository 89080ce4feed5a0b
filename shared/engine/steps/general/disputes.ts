// 10.3.2.1 / 10.8 a city garrisoned by several powers without the territory's controller: who
// holds it for combat is settled by unmodified competitive dice as soon as such a garrison forms
// (checked by the sequencer after every command), and recorded until that power's forces leave.
// 10.8's own example: prisoners taken by forces of several powers shared out by the same dice.
import { isMajorPower, POWER_NAMES } from '../../../model';
import type { AreaId, CityHolderRecord, FactorType, Factors, GameState, LandMap, LeaderId, MajorPower, Nationality } from '../../../model';

import { addPrisoners } from '../effects';
import { competitiveWinner, disputedCities } from '../../../rules/general';
import type { DisputedCity } from '../../../rules/general';
import { emit, patch, roll } from '../../tx';
import type { Tx } from '../../tx';

/** 10.3.2.1 roll for every newly disputed city; records whose holder has left are dropped. */
export function settleCityDisputes(tx: Tx): void {
  const map = tx.data.land;
  if (!map || (tx.state.garrisons.length === 0 && !tx.state.corps.some((c) => c.location.kind === 'area' && c.location.city !== undefined))) return;
  const open = openDisputes(tx.state, map);
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

/**
 * performance (issue 20, asked after every command): the disputed cities, kept while every part
 * of the state `disputedCities` reads is the same object: the corps and garrisons (who stands in
 * each city), their controllers and operators (minors, combinations, loans in political, and with
 * a loan in force the wars, date and powers: activeLoan), the territory (minors, options,
 * combinations, ceded provinces) and 10.8's recorded holders (general). States are immutable.
 */
function openDisputes(state: GameState, map: LandMap): readonly DisputedCity[] {
  const loans = (state.political?.corpsOnLoan.length ?? 0) > 0;
  const reads = [
    map,
    state.corps,
    state.garrisons,
    state.minors,
    state.combinations,
    state.options,
    state.political,
    state.ceded,
    state.general,
    loans ? state.relations : null,
    loans ? state.date : null,
    loans ? state.powers : null,
  ];
  const last = lastDisputes;
  if (last !== null && reads.every((x, i) => x === last.reads[i])) return last.open;
  const open = disputedCities(state, map);
  lastDisputes = { reads, open };
  return open;
}
let lastDisputes: { readonly reads: readonly unknown[]; readonly open: readonly DisputedCity[] } | null = null;

/** Factors of one nationality taken in one surrender. */
export interface TakenFactors {
  readonly nationality: Nationality;
  readonly factors: Factors;
}

/**
 * 10.8 (the rule's own example) prisoners taken by forces of several powers: when the captors are
 * more than one power, each factor and each captured leader goes to the winner of unmodified
 * competitive dice among them (the players' agreement, which the rule puts first, is the table's
 * matter: the engine rolls, as in 10.3.2.1). With one captor everything is its own. The factors
 * join the winners' prisoner pools (addPrisoners); each leader already taken (10.6.3, `captured`)
 * is handed to the power that won him. Returns the leaders' new holders.
 */
export function sharePrisoners(tx: Tx, captors: readonly MajorPower[], area: AreaId, taken: readonly TakenFactors[], leaders: readonly LeaderId[]): Map<LeaderId, MajorPower> {
  const holders = new Map<LeaderId, MajorPower>();
  const only = captors[0];
  if (only === undefined) return holders;
  if (captors.length === 1) {
    for (const t of taken) addPrisoners(tx, only, t.nationality, t.factors);
    for (const l of leaders) holders.set(l, only);
    return holders;
  }
  const counts = new Map<MajorPower, { factors: number; leaders: string[] }>(captors.map((p) => [p, { factors: 0, leaders: [] }]));
  const areaName = tx.data.names?.area(area) ?? 'the battle';
  for (const t of taken)
    for (const [type, n] of Object.entries(t.factors) as [FactorType, number | undefined][])
      for (let i = 0; i < (n ?? 0); i++) {
        const of = isMajorPower(t.nationality) ? POWER_NAMES[t.nationality] : (tx.data.names?.slug(t.nationality) ?? 'a minor');
        const winner = competitiveWinner<MajorPower>(captors, (p) => roll(tx, '10.8', `${POWER_NAMES[p]} for a${/^[aeiou]/.test(type) ? 'n' : ''} ${type} factor of ${of} taken at ${areaName}`))!;
        addPrisoners(tx, winner, t.nationality, { [type]: 1 } as Factors);
        counts.get(winner)!.factors += 1;
      }
  for (const id of leaders) {
    const l = tx.state.leaders.find((x) => x.id === id);
    if (!l) continue;
    const winner = competitiveWinner<MajorPower>(captors, (p) => roll(tx, '10.8', `${POWER_NAMES[p]} for ${l.name}, taken at ${areaName}`))!;
    holders.set(id, winner);
    counts.get(winner)!.leaders.push(l.name);
    if (l.location.kind === 'captured' && l.location.by !== winner)
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === id ? { ...x, location: { kind: 'captured' as const, by: winner } } : x)) });
  }
  emit(tx, { type: 'prisonersShared', area, shares: [...counts].map(([power, c]) => ({ power, factors: c.factors, leaders: c.leaders })), rule: '10.8' });
  return holders;
}
