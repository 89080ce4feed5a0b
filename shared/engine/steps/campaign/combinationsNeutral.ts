// 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria whose minor turned neutral is kept on the
// map as one neutral minor country of several districts (`combinations.neutral`), and whoever next
// takes that minor (4.6 control after a declaration of war, 10.5.2.3, 8.7) takes the whole kingdom.
// Called after every step that may change a minor's control to or from neutral (the Minor Country
// Control Step, civil disorder) and, for any other path, at the start of the 8.9 step.
import { POWER_NAMES } from '../../../model';
import type { Combination, CombinationsState, MajorPower, MinorCountry, MinorId, NeutralCombination, ProvinceId } from '../../../model';
import { combinationsOf, homePowerOf } from '../../../rules/campaign/combinations';
import { neutralCombinations } from '../../../rules/campaign/combinations/neutral';
import { provinceName } from '../../../rules/political';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { garrisonsLeave } from '../general/revolts';

/** 11.1.3.2 / 11.4.3.3 the minor that carries each kingdom: Masovia's Poland, Munich's Bavaria. */
const CARRIER = { poland: 'poland', 'kingdom-of-bavaria': 'bavaria' } as const;
type Kingdom = keyof typeof CARRIER;
const isKingdom = (id: string): id is Kingdom => id === 'poland' || id === 'kingdom-of-bavaria';

const minorOf = (tx: Tx, id: string): MinorCountry | undefined => tx.state.minors.find((m) => m.id === id);
const setRecord = (tx: Tx, next: Partial<CombinationsState>) => patch(tx, { combinations: { ...combinationsOf(tx.state), ...next } });

/** Each province with the power it was taken from (the ceded record's home, else the 1805 home nation). */
function homes(tx: Tx, provinces: readonly string[]): { province: string; home: MajorPower }[] {
  return provinces.flatMap((p) => {
    const home = (tx.state.ceded ?? []).find((x) => x.province === p)?.home ?? homePowerOf(p);
    return home === null ? [] : [{ province: p, home }];
  });
}

/** A province now held by `holder`: unceded when that is its home power (11.1.3.1), else ceded. */
function hold(tx: Tx, province: string, home: MajorPower, holder: MajorPower): void {
  const rest = (tx.state.ceded ?? []).filter((c) => c.province !== province);
  patch(tx, { ceded: home === holder ? rest : [...rest, { province: province as ProvinceId, home, holder }] });
}

/**
 * 11.1.3.2 / 11.4.3.3 bring the record in line with the kingdoms' minors: a standing Poland or
 * Kingdom of Bavaria whose minor is now neutral becomes a neutral kingdom; a neutral kingdom whose
 * minor a power now runs goes to that power whole. 10.4.3 likewise a standing kingdom whose minor
 * passed to another power by a path that carried no district with it (10.5.2.3 an enemy inside
 * or a free state won over, 8.7 civil disorder): the districts follow the minor (`taken`).
 * `minor` limits it to one carrier. True when a kingdom was taken (its corps' allowance may
 * change, 11.4.2).
 */
export function syncNeutralKingdoms(tx: Tx, minor?: string): boolean {
  if (!tx.state.combinations) return false;
  let took = false;
  for (const c of combinationsOf(tx.state).active) {
    if (!isKingdom(c.id) || (minor !== undefined && CARRIER[c.id] !== minor)) continue;
    const m = minorOf(tx, CARRIER[c.id]);
    if (m?.status === 'neutral') turnNeutral(tx, c, CARRIER[c.id]);
    else if (m && m.controller !== null && m.controller !== c.controller && c.partner === undefined) {
      taken(
        tx,
        { id: c.id as Kingdom, name: c.name, minor: CARRIER[c.id], minors: c.minors, provinces: homes(tx, c.provinces), since: c.created },
        m.controller,
        m.status,
        c,
      );
      took = true;
    }
  }
  for (const n of neutralCombinations(tx.state)) {
    if (minor !== undefined && n.minor !== minor) continue;
    const m = minorOf(tx, n.minor);
    if (m && m.status !== 'neutral' && m.controller !== null) {
      taken(tx, n, m.controller, m.status);
      took = true;
    }
  }
  return took;
}

/**
 * 11.1.3.2 / 11.4.3.3 the kingdom stays as one neutral minor: its marker stays, its provinces
 * are nobody's (their home powers are kept on the record), 11.1.3.2 nobody holds the Polish
 * loyalty marker, and (errata to 10.5.2.3) the former controller's garrisons march out of every
 * district, the provinces' cities too.
 */
function turnNeutral(tx: Tx, c: Combination, carrier: string): void {
  const provinces = homes(tx, c.provinces);
  const id = c.id as Kingdom;
  const neutral: NeutralCombination = { id, name: c.name, minor: carrier, minors: c.minors, provinces, since: tx.state.date };
  patch(tx, { ceded: (tx.state.ceded ?? []).filter((x) => !c.provinces.includes(x.province)) });
  const now = combinationsOf(tx.state);
  setRecord(tx, {
    active: now.active.filter((x) => x.id !== c.id),
    neutral: [...(now.neutral ?? []).filter((x) => x.id !== id), neutral],
    ...(id === 'poland' ? { polishLoyalty: null } : {}),
  });
  const members = [...c.minors.map((m) => minorOf(tx, m)?.name ?? m), ...c.provinces.map(provinceName)];
  emit(tx, {
    type: 'combinationChanged',
    combination: id,
    name: c.name,
    power: c.controller,
    change: 'neutral',
    members,
    rule: id === 'poland' ? '11.1.3.2' : '11.4.3.3',
    reason: `${minorOf(tx, carrier)?.name ?? carrier} turned neutral under ${POWER_NAMES[c.controller]}`,
  });
  garrisonsLeave(tx, carrier as MinorId, c.controller);
}

/**
 * 11.1.3.2 / 11.4.3.3 a power now runs the neutral kingdom's minor: it takes every district with it
 * (10.4.3). As a conquered minor (4.6.3.1: a neutral Poland has no forces to set up; 10.5.2.3; 8.7)
 * the kingdom is conquered as one: 11.1.3 / 11.1.3.1 Poland's marker goes and each Polish province
 * is the power's, unceded if it is its home province, else ceded; 11.4.3.2 the Tyrol likewise and
 * the Kingdom of Bavaria ends. As a free state the kingdom stands again under the power (the Polish
 * loyalty marker with it, 11.1.1.2), except that 11.4.3.2 a Bavaria Austria takes ends the kingdom,
 * the Tyrol Austrian again.
 */
function taken(tx: Tx, n: NeutralCombination, power: MajorPower, status: MinorCountry['status'], from?: Combination): void {
  for (const p of n.provinces) hold(tx, p.province, p.home, power);
  const now = combinationsOf(tx.state);
  const active = now.active.filter((x) => x.id !== n.id);
  const rest = (now.neutral ?? []).filter((x) => x.id !== n.id);
  const members = n.provinces.map((p) => provinceName(p.province));
  const whole = status === 'free' && !(n.id === 'kingdom-of-bavaria' && power === 'austria');
  const minor = minorOf(tx, n.minor)?.name ?? n.minor;
  const how = from
    ? `${POWER_NAMES[power]} took ${minor} from ${POWER_NAMES[from.controller]}`
    : `${POWER_NAMES[power]} runs the neutral ${minor} now`;
  if (whole) {
    const back: Combination = {
      id: n.id,
      name: n.name,
      controller: power,
      minors: n.minors,
      provinces: n.provinces.map((p) => p.province),
      created: n.since,
    };
    setRecord(tx, { active: [...active, back], neutral: rest, ...(n.id === 'poland' ? { polishLoyalty: power } : {}) });
    emit(tx, {
      type: 'combinationChanged',
      combination: n.id,
      name: n.name,
      power,
      change: 'passed',
      members,
      rule: from ? '10.4.3' : n.id === 'poland' ? '11.1.3.2' : '11.4.3.3',
      reason: `${how}, and every district with it (10.4.3)`,
    });
    return;
  }
  setRecord(tx, {
    active,
    neutral: rest,
    ...(n.id === 'poland' && from && now.polishLoyalty === from.controller ? { polishLoyalty: null } : {}),
  });
  const rule = n.id === 'poland' ? '11.1.3.1' : '11.4.3.2';
  const why =
    n.id === 'poland'
      ? `${how} as a conquered minor: the Polish provinces are ${POWER_NAMES[power]}'s`
      : `${how}${status === 'free' ? '' : ' as a conquered minor'}: the Tyrol is ${power === 'austria' ? 'Austrian again' : `${POWER_NAMES[power]}'s, ceded`}`;
  emit(tx, { type: 'combinationChanged', combination: n.id, name: n.name, power, change: 'dissolved', members, rule, reason: why });
}
