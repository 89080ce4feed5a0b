// 7.7 The Conquest Step (asterisked: campaign games only, 13.0): minor countries held for a
// month change hands (10.2.1).
import { returnMinorPrisoners } from '../general/minorPrisoners';
import type { GameState, MinorCountry } from '../../../model';
import { conquestPoints, conquestVerdict, occupier } from '../../../rules/land/conquest';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from './landState';
import { leadersOff, lost, politicalPoints } from '../effects';
import { keepPolishLoyalty } from '../campaign/poland';
import { combinationsAfterConquest, tyrolConquest } from '../campaign/combinationsUnits';
import { polandConquestFacts } from '../../../rules/campaign/combinations';
import { districtCount } from '../../../rules/general';
import { primaryConquered, secondaryConquests } from '../general/districts';
import { layUpFleets } from '../general/fleets';
import { cededConquests } from '../general/cededProvinces';

/** Nothing to do while no minor country is run by a power (neutral minors cannot be at war here). */
export function conquestStepEmpty(state: GameState): string | null {
  return state.minors.some((m) => m.controller !== null) || (state.ceded ?? []).length > 0 ? null : 'no minor country is controlled by a major power and no province is ceded';
}

const setMinor = (tx: Tx, id: MinorCountry['id'], next: MinorCountry) =>
  patch(tx, { minors: tx.state.minors.map((m) => (m.id === id ? next : m)) });

/** 7.7 every minor in turn, in the order of the minors list. */
export function beginConquest(tx: Tx): void {
  const map = landMap(tx);
  for (const minor of tx.state.minors) {
    // 11.1.3 a Poland free state falls with Warsaw alone (the map has no Poland minor of its own)
    const facts = minor.id === 'poland' && tx.state.options.rules.poland ? polandConquestFacts(tx.data.economy) : undefined;
    const v = conquestVerdict(minor, occupier(tx.state, map, minor, facts), tx.state.date);
    const { occupation: _old, ...rest } = minor;
    switch (v.kind) {
      case 'none':
        break;
      case 'relieved':
        setMinor(tx, minor.id, rest);
        break;
      case 'occupied':
        setMinor(tx, minor.id, { ...rest, occupation: { by: v.by, since: tx.state.date } });
        emit(tx, { type: 'minorOccupied', minor: minor.id, by: v.by, from: minor.controller, rule: '10.2.1' });
        break;
      case 'conquered':
        conquer(tx, rest, v.by, v.from);
        break;
    }
  }
  // 10.4.3.2 Norway or Finland conquered apart by holding its own capital (steps/general/districts.ts)
  secondaryConquests(tx, (district, facts) => occupier(tx.state, map, district, facts), (district, by, from) => conquer(tx, district, by, from));
  // 10.2.2 ceded provinces conquered as minors are (steps/general/cededProvinces.ts)
  cededConquests(tx, (province, facts) => occupier(tx.state, map, province, facts));
  // 11.4.3.1 the Tyrol of a Kingdom of Bavaria is conquered apart, with its capital Salzburg
  if (tx.state.options.rules.bavaria) tyrolConquest(tx, (district, facts) => occupier(tx.state, map, district, facts));
}

/** 10.2.1 the conquered flag; 10.2.1.1 the minor's land forces leave the map; 10.2.1.2 political points. */
export function conquer(tx: Tx, minor: MinorCountry, by: NonNullable<MinorCountry['controller']>, from: MinorCountry['controller']): void {
  const districts = districtCount(tx.state, minor.id); // 10.4.2 / 10.2.1.2 the districts it has now
  setMinor(tx, minor.id, { ...minor, status: 'conquered', controller: by });
  emit(tx, { type: 'minorConquered', minor: minor.id, by, from, rule: '10.2.1' });
  returnMinorPrisoners(tx, minor.id); // 10.2.1.3 what it took from powers its controller was at peace with goes back
  // 11.1.3.3 Polish forces survive conquest when that option is on, and stay with the power that
  // held the Polish loyalty marker (not the conqueror) until they are gone or peace is made (8.9)
  if (minor.id === 'poland' && tx.state.options.rules.poland) keepPolishLoyalty(tx, from);
  else {
    for (const g of tx.state.garrisons.filter((x) => x.nationality === minor.id)) lost(tx, g.nationality, null, g.area, g.factors, '10.2.1.1', `${minor.name} conquered`);
    // its corps aboard fleets go with its fleets in layUpFleets (10.2.1.1, steps/general/fleets.ts)
    const corps = tx.state.corps.filter((c) => c.nationality === minor.id && c.location.kind === 'area');
    for (const c of corps) if (c.location.kind === 'area') lost(tx, c.nationality, c.counter, c.location.area, c.factors, '10.2.1.1', `${minor.name} conquered`);
    patch(tx, { garrisons: tx.state.garrisons.filter((x) => x.nationality !== minor.id), corps: tx.state.corps.filter((c) => !corps.includes(c)) });
    leadersOff(tx, corps.map((c) => c.counter), '10.2.1.1');
    layUpFleets(tx, minor.id, '10.2.1.1', `${minor.name} conquered`); // its fleets leave the map at their strength (general branch)
  }
  // section 11: Poland's provinces (11.1.3.1), the Tyrol of a Kingdom of Bavaria (11.4.3.2), a kingdom's or union's part (11.2.3 …)
  combinationsAfterConquest(tx, minor.id, by);
  primaryConquered(tx, minor.id, from, minor.status); // 10.4.3 its districts go with it; v2.71 10.4.5 the union ends
  const pp = conquestPoints(districts, from);
  politicalPoints(tx, by, pp.conqueror, '10.2.1.2', `conquered ${minor.name}`);
  if (pp.from) politicalPoints(tx, pp.from, pp.loser, '10.2.1.2', `lost ${minor.name}`);
}
