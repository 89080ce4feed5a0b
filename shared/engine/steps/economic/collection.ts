// 8.2 The Money and Manpower Collection Step, played: the powers' trade choices (who trades with
// Great Britain, Black Sea permission, American trade stopped) are asked together and revealed
// at once; then the dice (the risk of war with the United States, the September gold convoy,
// 10.5.2 economic loss) and each power's collection booked on its worksheet.
import { economicLossDieModifier } from '../../../rules/land/landwehr';
import { LEGAL, POWER_NAMES, atWar } from '../../../model';
import type { DecisionGroup, DecisionOption, EconomyMap, GameState, MajorPower } from '../../../model';
import { DEFAULT_CHARTS, spanishGold } from '../../../data/charts';
import {
  americanTrade, collect, constantinopleHolder, economicPowers, goldConvoySails, portTrades, restrictionBinds, statusBoxOf,
  type GoldOutcome, type PortTrade, type TradeChoices,
} from '../../../rules/economic';
import { memo, memoCache } from '../../../rules/memo';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import { navalRaidedSeas } from '../../../rules/naval';
import { NO_LAND_MAP, NO_NAVAL_MAP } from '../../gameData';
import type { Tx } from '../../tx';
import { book, economyOf, patchEconomy, patchPhase, phaseOf, politicalPoints, putSheet } from './economyState';

const openTradesMemo = memoCache<readonly PortTrade[]>();

const noChoices = (s: GameState): TradeChoices => ({ trading: [], blackSea: [], stopped: [], december: s.date.month === 12, usWar: economyOf(s).usWar !== null });

/** What each power may choose in this step: its options (8.2.1.2 trade, 8.2.1.2.1.3 permission, 8.2.1.2.2.2.2 stopping). */
export function collectionOptions(s: GameState, econ: EconomyMap, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [];
  const all = { ...noChoices(s), trading: economicPowers(s), blackSea: economicPowers(s) };
  // performance (issue 20): the same list for every power asked in this state (`all` is the state's)
  const trades = memo(openTradesMemo, econ, s, '', () => portTrades(s, econ, all));
  if (power !== 'britain' && s.powers.britain.inPlay && !atWar(s, power, 'britain') && trades.some((t) => t.holder === power))
    out.push({ value: 'trade', label: 'Trade with Great Britain through our ports', verdict: LEGAL });
  if (constantinopleHolder(s, econ) === power) {
    const asking = new Set<MajorPower>();
    for (const t of trades) if (t.port.blackSea && (t.holder ?? 'britain') !== power) asking.add(t.holder ?? 'britain');
    for (const q of economicPowers(s).filter((x) => asking.has(x)))
      out.push({ value: `permit:${q}`, label: q === 'britain' ? 'Let the neutral Black Sea ports trade with Great Britain' : `Let ${POWER_NAMES[q]}'s Black Sea ports trade`, verdict: LEGAL });
  }
  if (power === 'britain' && economyOf(s).usWar === null) {
    for (const q of economicPowers(s).filter((x) => x !== 'britain' && atWar(s, 'britain', x))) {
      const a = americanTrade(s, econ, trades, q, all);
      if (a.value > 0) out.push({ value: `stop:${q}`, label: `Stop ${POWER_NAMES[q]}'s American trade ($${a.value} to us; risks war with the United States)`, verdict: LEGAL });
    }
  }
  return out;
}

/** 8.2 begin: ask every power with a trade choice (secretly, revealed together), or collect at once. */
export function beginCollection(tx: Tx): void {
  const econ = tx.data.economy;
  if (!econ) return resolveCollection(tx, noChoices(tx.state));
  const asked = economicPowers(tx.state).map((p) => ({ p, options: collectionOptions(tx.state, econ, p) })).filter((x) => x.options.length > 0);
  if (asked.length === 0) return resolveCollection(tx, noChoices(tx.state));
  const group = openGroup(tx, { kind: 'economic/collection', rule: '8.2', secret: true, powers: asked.map((x) => x.p) });
  for (const { p, options } of asked) {
    openDecision(tx, {
      power: p, kind: 'economic/collection', step: 'economic/collection', rule: '8.2',
      prompt: 'Tick the trade you allow this quarter (answers are revealed together).', secret: true, select: 'many', group, options,
    });
  }
}

/** The group's answers as trade choices. */
export function revealCollection(tx: Tx, group: DecisionGroup): void {
  const trading: MajorPower[] = [];
  const blackSea: MajorPower[] = [];
  const stopped: MajorPower[] = [];
  for (const p of group.powers) {
    const a = group.answers[p];
    for (const v of (Array.isArray(a) ? a : [a]).map(String)) {
      if (v === 'trade') trading.push(p);
      else if (v.startsWith('permit:')) blackSea.push(v.slice(7) as MajorPower);
      else if (v.startsWith('stop:') && p === 'britain') stopped.push(v.slice(5) as MajorPower);
    }
  }
  resolveCollection(tx, { ...noChoices(tx.state), trading, blackSea, stopped });
}

/** 8.2.1.2.2.2.2.2 Britain stopping American trade may start a war with the United States (12.9: B.6 denials count too). */
function usWarRoll(tx: Tx, stopped: readonly MajorPower[]): boolean {
  if (economyOf(tx.state).usWar !== null) return false;
  // 12.9 (option) powers a B.6 peace term keeps from American trade count toward the roll, which is then made even if Britain stopped nobody
  const b6 = tx.state.options.rules.americanTrade ? (economyOf(tx.state).restrictions ?? []).filter((r) => r.with === 'america' && !stopped.includes(r.power) && restrictionBinds(tx.state, r)).length : 0;
  const denied = stopped.length + b6;
  if (stopped.length > 0) emit(tx, { type: 'americanTradeStopped', powers: stopped, rule: '8.2.1.2.2.2.2' });
  if (denied === 0 || !tx.state.powers.britain.inPlay) return false;
  const die = roll(tx, b6 > 0 ? '12.9' : '8.2.1.2.2.2.2.2', 'war with the United States');
  if (die > denied) return false;
  patchEconomy(tx, { usWar: { since: tx.state.date } });
  emit(tx, { type: 'usWarChanged', atWar: true, rule: '8.2.1.2.2.2.2.2', reason: `American trade denied to ${denied} power${denied > 1 ? 's' : ''} (roll ${die})` });
  return true;
}

/** 8.2.1.3 the September gold convoy: two dice, -2 while Britain is at war with Spain; under 2 Britain captures it. */
function goldConvoy(tx: Tx, econ: EconomyMap): GoldOutcome | null {
  if (tx.state.date.month !== 9 || !economicPowers(tx.state).includes('spain')) return null;
  if (!goldConvoySails(tx.state, econ)) {
    const why = 'no Spanish port is free of blockade and enemy occupation';
    emit(tx, { type: 'goldConvoy', outcome: 'none', rule: '8.2.1.3', reason: why });
    return { kind: 'none', why };
  }
  const dice = roll(tx, '8.2.1.3', 'Spanish gold convoy') + roll(tx, '8.2.1.3', 'Spanish gold convoy');
  const modified = dice - (tx.state.powers.britain.inPlay && atWar(tx.state, 'britain', 'spain') ? 2 : 0);
  const r = spanishGold(DEFAULT_CHARTS['spanish-gold-convoy'], modified);
  emit(tx, { type: 'goldConvoy', outcome: r.kind, rule: '8.2.1.3', reason: `roll ${dice}${modified !== dice ? `, ${modified} modified` : ''}` });
  return r.kind === 'delivered' ? { kind: 'delivered', money: r.money, roll: modified } : { kind: 'captured', britishMoney: r.britishMoney, roll: modified };
}

/**
 * 10.5.2 a power whose box prints an economic loss number rolls a die; at or under it, it collects
 * half. v2.71 12.11.3.1 (option) one comes off the roll while the power's landwehr is active.
 */
function economicLossRolls(tx: Tx): MajorPower[] {
  const halved: MajorPower[] = [];
  for (const p of economicPowers(tx.state)) {
    const loss = statusBoxOf(tx.state, p).economicLoss;
    if (loss === null) continue;
    if (roll(tx, '10.5.2', `economic loss of ${POWER_NAMES[p]}`) + economicLossDieModifier(tx.state, p) <= loss) halved.push(p); // 12.11.3.1 hook
  }
  return halved;
}

/** 8.2 the collection itself, booked on every worksheet, with 8.7's count of home manpower. */
export function resolveCollection(tx: Tx, choices: TradeChoices): void {
  const econ = tx.data.economy;
  if (!econ) return; // without the map's economic facts nothing can be collected
  const usWarBegan = usWarRoll(tx, choices.stopped);
  const gold = goldConvoy(tx, econ);
  const halved = economicLossRolls(tx);
  // 12.2.2 (option) naval raiding, read from the fleets at sea now
  const raidedSeas = tx.state.options.rules.navalRaiding ? navalRaidedSeas(tx.state, { naval: tx.data.naval ?? NO_NAVAL_MAP, land: tx.data.land ?? NO_LAND_MAP }) : undefined;
  const result = collect(tx.state, { econ, choices: { ...choices, usWar: choices.usWar || usWarBegan }, halved, gold, usWarBegan, ...(raidedSeas !== undefined ? { raidedSeas } : {}) });
  for (const ws of result.sheets) {
    if (ws.nationality === ws.power) {
      // the sheet opened with the treasury; its other lines are booked so the treasury follows
      const opening = ws.lines.filter((l) => l.section === 'carried');
      putSheet(tx, { ...ws, lines: opening, money: tx.state.powers[ws.power].money, manpower: tx.state.powers[ws.power].manpower });
      book(tx, ws.power, ws.power, ws.lines.filter((l) => l.section !== 'carried'));
      if (ws.halved) putSheet(tx, { ...phaseOf(tx.state).worksheets.find((w) => w.nationality === ws.power)!, halved: true });
    } else putSheet(tx, ws);
  }
  // opt:12.2.7.2~2 (West Indies option) the cut is taken once: the Naval Phases it counted are spent
  if ((tx.state.westIndies?.cutPhases ?? []).length > 0) patch(tx, { westIndies: { ...tx.state.westIndies!, cutPhases: [] } });
  const noHome = economicPowers(tx.state).filter((p) => (result.homeManpower[p] ?? 0) === 0);
  patchPhase(tx, { noHomeManpower: noHome });
  // v2.71 8.2.1.2.3 (option) the Continental System: Britain's domestic trade under $25 costs a point, under $15 another
  if (tx.state.options.rules.continentalBlockade && economicPowers(tx.state).includes('britain')) {
    const t = result.britishDomesticTrade;
    if (t < 25) politicalPoints(tx, 'britain', t < 15 ? -2 : -1, 'opt:8.2.1.2.3', `Continental blockade: domestic trade $${t}`);
  }
}
