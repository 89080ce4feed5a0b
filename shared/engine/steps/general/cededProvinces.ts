// 10.2.2 conquering ceded provinces (7.7 Conquest Step): a province one power ceded to another
// is conquered as a minor country is (10.2.1 with the v2.71 reading: a month's unbesieged hold of
// all its cities) by a power at war with its holder. Taken back by its home power it is unceded
// again; taken by anyone else it is ceded to the conqueror. No political points change hands.
// With v2.71 10.3.1.2.1.3 (option generalAccess) third powers standing there with the old
// holder's access are then offered access by the new one (steps/political/generalAccess.ts).
import type { AreaId, CededProvince, CityId, GameState, LandMap, MajorPower, MinorCountry, MinorCountryFacts, ProvinceId } from '../../../model';
import { conquestVerdict } from '../../../rules/land/conquest';
import { provinceName } from '../../../rules/political';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { offerNewAccess } from '../political/generalAccess';

/**
 * 10.2.2 the cities of a home province outside any minor, read as a minor's primary district; null
 * if it has none. Its capital is the province's printed one (`capital`, when known: the printed
 * 10.2.1 conquers by the capital alone), else its first city.
 */
export function provinceFacts(map: LandMap, province: ProvinceId, capital?: { city: CityId; area: AreaId }): MinorCountryFacts | null {
  const areas = (map.landAreas ?? []).filter((a) => map.area(a)?.province === province && !map.area(a)?.minor);
  const cities = areas.flatMap((a) => (map.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })));
  const first = cities.find((c) => c.city === capital?.city) ?? cities[0];
  return first ? { capital: first.city, capitalArea: first.area, districts: 1, primaryCities: cities } : null;
}

const occupationsOf = (s: GameState) => s.general?.cededOccupations ?? [];

/**
 * 10.2.2 the provinces conquered one by one: the ceded provinces and (11.1.3.2) a standing Poland's
 * provinces other than Masovia, its controller's own home provinces among them (11.1.1.1 counts
 * them ceded to Poland). Masovia falls only with Poland itself (11.1.3, Warsaw).
 */
function conquerable(state: GameState): CededProvince[] {
  const poland = state.combinations?.active.find((c) => c.id === 'poland');
  const ceded = (state.ceded ?? []).filter((c) => !(poland && c.province === 'masovia' && poland.provinces.includes('masovia')));
  if (!poland) return ceded;
  const own = poland.provinces.filter((p) => p !== 'masovia' && !ceded.some((c) => c.province === p));
  return [...ceded, ...own.map((p) => ({ province: p as ProvinceId, home: poland.controller, holder: poland.controller }))];
}

/** 10.2.2 every ceded province in turn, after the minors: occupied, relieved, or conquered. */
export function cededConquests(tx: Tx, occupierOf: (province: MinorCountry, facts: MinorCountryFacts) => MajorPower | null): void {
  const map = tx.data.land;
  if (!map?.landAreas) return;
  for (const c of conquerable(tx.state)) {
    const printed = tx.data.economy?.provinces.find((p) => p.id === c.province);
    const facts = provinceFacts(map, c.province, printed ? { city: printed.capital, area: printed.capitalArea } : undefined);
    if (!facts) continue;
    const occ = occupationsOf(tx.state).find((o) => o.province === c.province);
    const name = provinceName(c.province);
    // the province read as a conquered minor of its holder (10.2.2 "as if it were a minor country")
    const asMinor: MinorCountry = { id: c.province as never, name, status: 'conquered', controller: c.holder, ...(occ ? { occupation: { by: occ.by, since: occ.since } } : {}) };
    const v = conquestVerdict(asMinor, occupierOf(asMinor, facts), tx.state.date);
    const others = occupationsOf(tx.state).filter((o) => o.province !== c.province);
    if (v.kind === 'relieved') patch(tx, { general: { ...(tx.state.general ?? {}), cededOccupations: others } });
    else if (v.kind === 'occupied') {
      patch(tx, { general: { ...(tx.state.general ?? {}), cededOccupations: [...others, { province: c.province, by: v.by, since: tx.state.date }] } });
      emit(tx, { type: 'minorOccupied', minor: c.province, by: v.by, from: c.holder, rule: '10.2.2' });
    } else if (v.kind === 'conquered') {
      const rest = (tx.state.ceded ?? []).filter((x) => x.province !== c.province);
      // back with its home power it is unceded again; otherwise ceded to the conqueror
      patch(tx, { general: { ...(tx.state.general ?? {}), cededOccupations: others }, ceded: v.by === c.home ? rest : [...rest, { ...c, holder: v.by }] });
      emit(tx, { type: 'territoryCeded', territory: c.province, name, kind: 'province', from: c.holder, to: v.by, rule: '10.2.2', reason: v.by === c.home ? 'retaken by its home power, unceded again' : 'conquered (no political points)' });
      offerNewAccess(tx, { province: c.province, name }, c.holder, v.by); // v2.71 10.3.1.2.1.3 (option)
    }
  }
}
