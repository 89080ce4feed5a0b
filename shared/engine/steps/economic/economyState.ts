// The Economic Phase's record in the state and the small changes every economic step makes:
// booking worksheet lines (a major power's treasury moves with its sheet), political and
// victory points, and the status display's anchor (see rules/economic/status).
import { MAJOR_POWERS, isMajorPower, totalFactors } from '../../../model';
import type { AreaId, EconomicPhaseRecord, EconomyState, GameState, MajorPower, Nationality, ProvinceId, Worksheet, WorksheetLine } from '../../../model';
import { addLines, displayTrack, openSheet, printedStart, rawStatus } from '../../../rules/economic';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { garrisonLost, politicalPoints } from '../effects';

export const EMPTY_ECONOMY: EconomyState = {
  statusStart: {}, current: null, history: [], treasury: [], debts: [], loans: [], restrictions: [], usWar: null, manipulation: {},
  purchasedCounters: [], civilDisorder: [], removedLeaders: [], players: [], outcome: null,
};

export const economyOf = (s: GameState): EconomyState => s.economy ?? EMPTY_ECONOMY;

export function patchEconomy(tx: Tx, changes: Partial<EconomyState>): void {
  patch(tx, { economy: { ...economyOf(tx.state), ...changes } });
}

export const phaseOf = (s: GameState): EconomicPhaseRecord => {
  const c = economyOf(s).current;
  if (c && c.date.year === s.date.year && c.date.month === s.date.month) return c;
  return { date: s.date, worksheets: [], noHomeManpower: [], bankrupt: [], cessions: [], announced: [], final: false };
};

export function patchPhase(tx: Tx, changes: Partial<EconomicPhaseRecord>): void {
  patchEconomy(tx, { current: { ...phaseOf(tx.state), ...changes } });
}

/** A ceded province passes to `holder` (8.2 its money and manpower go there); back at home it is unceded again (8.8.6). */
export function moveCededProvince(tx: Tx, province: ProvinceId, home: MajorPower, holder: MajorPower): void {
  const rest = (tx.state.ceded ?? []).filter((c) => c.province !== province);
  patch(tx, { ceded: home === holder ? rest : [...rest, { province, home, holder }] });
}

/** The worksheet of a nationality this phase (opened with what it carries, if not yet). */
export function sheetOf(s: GameState, power: MajorPower, nationality: Nationality): Worksheet {
  const found = phaseOf(s).worksheets.find((w) => w.nationality === nationality);
  if (found) return found;
  const carried = isMajorPower(nationality) ? s.powers[nationality] : { money: 0, manpower: 0 };
  return openSheet(s, power, nationality, s.date, carried.money, carried.manpower);
}

export function putSheet(tx: Tx, ws: Worksheet): void {
  const sheets = phaseOf(tx.state).worksheets;
  const i = sheets.findIndex((w) => w.nationality === ws.nationality);
  patchPhase(tx, { worksheets: i >= 0 ? sheets.map((w, j) => (j === i ? ws : w)) : [...sheets, ws] });
}

const SECTION_WORDS: Record<string, string> = {
  taxes: 'taxes', trade: 'trade', overseas: 'overseas trade', gold: 'Spanish gold', manpower: 'manpower', manipulation: 'economic manipulation',
  transfers: 'loans and subsidies', maintenance: 'maintenance', debts: 'debts', purchases: 'purchases', surplus: 'surplus lost',
};

/**
 * Books lines on a nationality's sheet. A major power's treasury moves with them, each line
 * that moves money or manpower logged (privately) with its rule; a free state's money lives on
 * its sheet alone (8.2.3).
 */
export function book(tx: Tx, power: MajorPower, nationality: Nationality, lines: readonly WorksheetLine[]): Worksheet {
  const ws = addLines(sheetOf(tx.state, power, nationality), lines);
  putSheet(tx, ws);
  if (isMajorPower(nationality)) {
    const ps = tx.state.powers[nationality];
    patch(tx, { powers: { ...tx.state.powers, [nationality]: { ...ps, money: ws.money, manpower: ws.manpower } } });
    // one event per section of the sheet: the worksheet itself lists every line
    const sections = new Map<string, { money: number; manpower: number; rule: string; label: string; n: number }>();
    for (const l of lines) {
      if (l.money === 0 && l.manpower === 0) continue;
      const t = sections.get(l.section);
      if (t) [t.money, t.manpower, t.n] = [t.money + l.money, t.manpower + l.manpower, t.n + 1];
      else sections.set(l.section, { money: l.money, manpower: l.manpower, rule: l.rule, label: l.label, n: 1 });
    }
    for (const [section, t] of sections) {
      const reason = t.n === 1 ? t.label : `${SECTION_WORDS[section] ?? section} (${t.n} lines)`;
      if (t.money !== 0) emit(tx, { type: 'moneyChanged', power: nationality, delta: t.money, rule: t.rule, reason });
      if (t.manpower !== 0) emit(tx, { type: 'manpowerChanged', power: nationality, delta: t.manpower, rule: t.rule, reason });
    }
  }
  return ws;
}

/** 8.1.1 victory points gained or lost, recorded on the public Victory Points Display. */
export function victoryPoints(tx: Tx, power: MajorPower, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  const ps = tx.state.powers[power];
  patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, victoryPoints: ps.victoryPoints + delta } } });
  emit(tx, { type: 'victoryPointsChanged', power, delta, total: ps.victoryPoints + delta, rule, reason });
}

export { politicalPoints };

/**
 * 10.5.1 a marker never leaves the display: where political points would push it past an end,
 * its anchor moves so that it stands at that end and later points move it from there.
 */
export function settleStatus(tx: Tx): void {
  const last = displayTrack().length - 1;
  const start = { ...economyOf(tx.state).statusStart };
  let changed = false;
  for (const p of MAJOR_POWERS) {
    if (start[p] === undefined) [start[p], changed] = [printedStart(p), true];
    const raw = rawStatus({ ...tx.state, economy: { ...economyOf(tx.state), statusStart: start } }, p);
    const pp = tx.state.powers[p].politicalPoints;
    if (raw < 0) [start[p], changed] = [-pp, true];
    else if (raw > last) [start[p], changed] = [last - pp, true];
  }
  if (changed) patchEconomy(tx, { statusStart: start });
}

/**
 * A nationality's army, fleets and irregulars leave the map (8.7, 8.8.5, 10.5.2.3), each factor
 * change logged; factors off the map or aboard fleets are logged at `fallback`.
 */
export function removeForces(tx: Tx, nationality: Nationality, owner: MajorPower | null, rule: string, reason: string, fallback: AreaId | undefined): void {
  const corps = tx.state.corps.filter((c) => c.nationality === nationality);
  for (const c of corps) {
    const n = totalFactors(c.factors);
    const area = c.location.kind === 'area' ? c.location.area : fallback;
    if (n > 0 && area) emit(tx, { type: 'factorsChanged', nationality, owner, counter: c.counter, area, delta: -n, factors: c.factors, rule, reason });
    if (c.location.kind === 'area') emit(tx, { type: 'counterRemoved', counter: c.counter, owner, area: c.location.area, kind: 'corps', rule, reason });
  }
  for (const g of tx.state.garrisons.filter((x) => x.nationality === nationality))
    garrisonLost(tx, nationality, g.area, g.factors, rule, reason); // 7.3.3.3.1 its irregular factors too
  for (const i of tx.state.irregulars.filter((x) => x.nationality === nationality))
    emit(tx, { type: 'counterRemoved', counter: i.counter, owner, area: i.area, kind: 'irregular', rule, reason });
  const gone = new Set<string>(corps.map((c) => c.counter));
  patch(tx, {
    corps: tx.state.corps.filter((c) => c.nationality !== nationality),
    garrisons: tx.state.garrisons.filter((g) => g.nationality !== nationality),
    irregulars: tx.state.irregulars.filter((i) => i.nationality !== nationality),
    fleets: tx.state.fleets.filter((f) => f.nationality !== nationality),
    // leaders with the removed corps go back to the pool
    leaders: tx.state.leaders.map((l) => (l.location.kind === 'corps' && gone.has(l.location.counter) ? { ...l, location: { kind: 'pool' as const } } : l)),
  });
}
