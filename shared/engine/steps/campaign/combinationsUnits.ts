// Section 11 the combination side of a cession (8.8, peace terms B.7 / C.4) or a conquest (7.7),
// carried out where those steps hand territory over: Poland and the Kingdom of Bavaria pass whole
// (11.1.4, 11.4.4) or end (11.1.3.1, 11.4.3.2) with their provinces; the other combinations lose
// the part and end with their last component with corps (11.2.4 … 11.6.4, 11.x.3.1).
import type { Combination, CombinationsState, DecisionOption, GameState, MajorPower, MinorCountry, MinorCountryFacts, MinorId, ProvinceId } from '../../../model';
import { cessionChanges, combinationsOf, conquestChanges, tyrolConquestChange, tyrolConquestFacts, unitCessionVerdict } from '../../../rules/campaign/combinations';
import { conquestVerdict } from '../../../rules/land/conquest';
import type { UnitChange } from '../../../rules/campaign/combinations';
import { provinceName } from '../../../rules/political';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { syncFrenchMarch } from './combinations';

/** A province now held by `holder`: unceded when that is its home power (11.1.3.1), else ceded. */
function hold(tx: Tx, province: string, home: MajorPower, holder: MajorPower): void {
  const rest = (tx.state.ceded ?? []).filter((c) => c.province !== province);
  patch(tx, { ceded: home === holder ? rest : [...rest, { province: province as ProvinceId, home, holder }] });
}

function carryOut(tx: Tx, u: UnitChange, power: MajorPower): void {
  for (const p of u.provinces) hold(tx, p.province, p.home, p.holder);
  const now: CombinationsState = combinationsOf(tx.state);
  const active = u.next ? now.active.map((c) => (c.id === u.combination.id ? u.next! : c)) : now.active.filter((c) => c.id !== u.combination.id);
  patch(tx, { combinations: { ...now, active, ...(u.polishLoyalty ? { polishLoyalty: u.polishLoyalty } : {}) } });
  const members = u.change === 'reduced' ? u.combination.minors.filter((m) => !u.next!.minors.includes(m)).map((m) => tx.state.minors.find((x) => x.id === m)?.name ?? m)
    .concat(u.combination.provinces.filter((p) => !u.next!.provinces.includes(p)).map(provinceName))
    : u.provinces.map((p) => provinceName(p.province));
  emit(tx, { type: 'combinationChanged', combination: u.combination.id, name: u.combination.name, power, change: u.change, members, rule: u.rule, reason: u.reason });
  syncFrenchMarch(tx); // 11.2.2.1 / 11.3.2.1 / 11.4.2 / 11.5.2.1 the corps' 4 goes with the combination
}

/** 11.1.4 / 11.4.4 / 11.2.4 / 11.3.4 / 11.5.4 / 11.6.4 after `from` ceded a minor or province to `to`. */
export function combinationsAfterCession(tx: Tx, kind: 'minor' | 'province', id: string, from: MajorPower, to: MajorPower): void {
  if (!tx.state.combinations) return;
  for (const u of cessionChanges(tx.state, kind, id, from, to)) carryOut(tx, u, u.change === 'passed' ? to : from);
}

/** 11.1.3 / 11.1.3.1 / 11.4.3.2 / 11.2.3 … after `by` conquered minor `minor` (7.7, or 8.8.5 / 4.4.6.4 a ceded free state made conquered). */
export function combinationsAfterConquest(tx: Tx, minor: string, by: MajorPower): void {
  if (!tx.state.combinations) return;
  for (const u of conquestChanges(tx.state, minor, by)) carryOut(tx, u, u.combination.controller);
}

/**
 * 11.1.4 / 11.4.4 the option lists of the 8.8 Ceding Step and of peace terms B.7 / C.4 with the
 * unit rule applied: a province of a standing Poland or Kingdom of Bavaria is refused on its own.
 * `territory` reads the option's value (null: not a cession).
 */
export function withUnitCessions(state: GameState, options: readonly DecisionOption[], territory: (value: string) => { kind: 'minor' | 'province'; id: string } | null): DecisionOption[] {
  if (!state.combinations) return [...options];
  return options.map((o) => {
    const t = territory(String(o.value));
    if (!t || !o.verdict.ok) return o;
    const v = unitCessionVerdict(state, t.kind, t.id);
    return v.ok ? o : { ...o, verdict: v };
  });
}

/**
 * 7.7 / 11.4.3 / 11.4.3.1 the Conquest Step for the Tyrol of a standing Kingdom of Bavaria: the
 * occupation of Salzburg is kept on the kingdom's record, and a month of it conquers the Tyrol.
 * 11.4.3.3 a neutral Kingdom of Bavaria: it has no controller to take the Tyrol from (combinationsNeutral.ts)
 */
export function tyrolConquest(tx: Tx, occupier: (minor: MinorCountry, facts: MinorCountryFacts) => MajorPower | null): void {
  const c = combinationsOf(tx.state).active.find((x) => x.id === 'kingdom-of-bavaria');
  const facts = tyrolConquestFacts(tx.data.economy);
  if (!c || !facts || !c.provinces.includes('tyrol')) return;
  const { occupation, ...rest } = c;
  const district: MinorCountry = { id: 'tyrol' as MinorId, name: 'Tyrol', status: 'free', controller: c.controller, ...(occupation ? { occupation } : {}) };
  const v = conquestVerdict(district, occupier(district, facts), tx.state.date);
  const now = combinationsOf(tx.state);
  const put = (next: Combination) => patch(tx, { combinations: { ...now, active: now.active.map((x) => (x.id === c.id ? next : x)) } });
  if (v.kind === 'relieved') put(rest);
  else if (v.kind === 'occupied') put({ ...rest, occupation: { by: v.by, since: tx.state.date } });
  else if (v.kind === 'conquered') carryOut(tx, tyrolConquestChange(tx.state, c, v.by), c.controller);
}
