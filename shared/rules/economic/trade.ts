// 8.2.1.2 Money from trade: domestic trade with Great Britain port by port (8.2.1.2.1 and its
// eligibility rules), British colonial trade and American trade (8.2.1.2.2), and the ports the
// Spanish gold convoy needs (8.2.1.3).
import { POWER_NAMES, atWar, compareDates, firstById } from '../../model';
import type { EconomyMap, EconomyPort, EconomyProvince, GameState, MajorPower, MinorId, RuleRef, TradeRestriction } from '../../model';
import { isCityBesieged } from '../land/movement';
import { isBlockaded } from './naval';
import { constantinopleHolder, holdingOf, occupiedBy, occupiedCapitals, type Holding } from './territory';
import { tradeHoldingOf } from './tradeStettin';

/** The province with this id, the first listed (performance, issue 20: through the per-list id index, not a search per port). */
export function provinceById(econ: EconomyMap, id: string): EconomyProvince | undefined {
  return firstById(econ.provinces, id);
}

/** 8.2.1.2.2.1 British colonial trade, halved while at war with the United States. */
export const COLONIAL_TRADE = 30;
export const COLONIAL_TRADE_AT_WAR = 15;

/** What the powers chose in the Money and Manpower Collection Step (8.2.1.2, 8.2.1.2.1.3, 8.2.1.2.2.2.2). */
export interface TradeChoices {
  /** 8.2.1.2 powers whose ports trade with Great Britain (Britain always trades where it may). */
  readonly trading: readonly MajorPower[];
  /** 8.2.1.2.1.3 powers whose Black Sea ports Constantinople's holder lets trade ('britain' stands for neutral ports). */
  readonly blackSea: readonly MajorPower[];
  /** 8.2.1.2.2.2.2 powers whose American trade Great Britain stops. */
  readonly stopped: readonly MajorPower[];
  /** The Economic Phase is December's (8.2.1.2.1.2). */
  readonly december: boolean;
  /** Great Britain is at war with the United States (including a war begun in this step). */
  readonly usWar: boolean;
}

/** One port's domestic trade this phase: who holds it, whether it traded, what each side got, and why not. */
export interface PortTrade {
  readonly port: EconomyPort;
  readonly name: string;
  readonly holder: MajorPower | null;
  readonly kind: Holding['kind'];
  readonly minor: MinorId | null;
  /** 8.2.1.2.1.1-8.2.1.2.1.4 the port itself may trade (also what American trade asks, 8.2.1.2.2.2.1). */
  readonly eligible: boolean;
  readonly traded: boolean;
  readonly britain: number;
  readonly controller: number;
  readonly rule: RuleRef;
  readonly why: string | null;
}

type Refusal = { rule: RuleRef; why: string };

/** 8.2.1.2.1.1-8.2.1.2.1.4 why the port itself may not trade now, or null. */
function portRefusal(state: GameState, econ: EconomyMap, port: EconomyPort, holding: Holding, choices: TradeChoices): Refusal | null {
  const holder = holding.holder;
  if (isBlockaded(state, port.city, holder)) return { rule: '8.2.1.2.1.1', why: 'blockaded' };
  if (isCityBesieged(state, port.area, port.city)) return { rule: '8.2.1.2.1.1', why: 'besieged' };
  const occupier = occupiedBy(state, port.area, port.city, holder);
  if (occupier) return { rule: '8.2.1.2.1.1', why: `occupied by ${POWER_NAMES[occupier]}` };
  if (choices.december && port.northOfIceLine) return { rule: '8.2.1.2.1.2', why: 'north of the ice line in December' };
  if (port.blackSea) {
    const gate = constantinopleHolder(state, econ);
    const asker = holder ?? 'britain';
    if (gate !== asker && !choices.blackSea.includes(asker)) return { rule: '8.2.1.2.1.3', why: gate ? `no Black Sea permission from ${POWER_NAMES[gate]}` : 'no Black Sea permission' };
  }
  const province = provinceById(econ, port.province);
  if (province) {
    const by = occupiedBy(state, province.capitalArea, province.capital, holder);
    if (by) return { rule: '8.2.1.2.1.4', why: `${econ.cityName(province.capital)}, the capital of ${province.name}, is occupied by ${POWER_NAMES[by]}` };
  }
  return null;
}

/** 8.2.1.2.1.5 a power whose national capital (both of Russia's) is occupied trades only through its free states' ports. */
/** B.6 binds until its last month (the enforced peace's length, 4.4.6.3); without a date, for good. */
export const restrictionBinds = (state: GameState, r: TradeRestriction): boolean => r.until === undefined || compareDates(state.date, r.until) <= 0;

/** B.6 (and 12.9): `power` may not trade with Great Britain (or America) this month. */
export const tradeClosed = (state: GameState, power: MajorPower, withWhom: 'britain' | 'america'): boolean =>
  (state.economy?.restrictions ?? []).some((r) => r.power === power && r.with === withWhom && restrictionBinds(state, r));

export function capitalLostForTrade(state: GameState, econ: EconomyMap, power: MajorPower): boolean {
  const capitals = econ.nationalCapitals[power];
  return capitals.length > 0 && occupiedCapitals(state, econ, power).length === capitals.length;
}

/** 8.2.1.2.1.5 (for a power's domestic trade) why it trades with Great Britain through none of its ports, or null. */
function powerRefusal(state: GameState, econ: EconomyMap, holding: Holding, choices: TradeChoices): Refusal | null {
  if (!state.powers.britain.inPlay) return { rule: '8.2.1.2.1', why: 'Great Britain is not in play' };
  if (capitalLostForTrade(state, econ, 'britain')) return { rule: '8.2.1.2.1.5', why: 'Great Britain cannot trade while London is occupied' };
  const holder = holding.holder;
  if (holder === null || holder === 'britain') return null;
  if (holding.kind !== 'free' && capitalLostForTrade(state, econ, holder)) return { rule: '8.2.1.2.1.5', why: `${POWER_NAMES[holder]}'s national capital is occupied` };
  if (holding.kind === 'free' && holding.minor) {
    const p = econ.provinces.find((x) => (x.id as string) === holding.minor!.id) ?? econ.provinces.find((x) => x.minor === holding.minor!.id);
    if (p && occupiedBy(state, p.capitalArea, p.capital, holder)) return { rule: '8.2.3', why: `${holding.minor.name}'s capital is occupied` };
  }
  if (atWar(state, holder, 'britain')) return { rule: '8.2.1.2.1.5', why: `${POWER_NAMES[holder]} is at war with Great Britain` };
  if (tradeClosed(state, holder, 'britain')) return { rule: 'B.6', why: 'closed to British trade by a peace term' };
  if (!choices.trading.includes(holder)) return { rule: '8.2.1.2', why: `${POWER_NAMES[holder]} chose not to trade with Great Britain` };
  return null;
}

/** 8.2.1.2.1 every port with printed trade values, as it trades (or not) this phase. */
export function portTrades(state: GameState, econ: EconomyMap, choices: TradeChoices): PortTrade[] {
  const out: PortTrade[] = [];
  for (const port of econ.ports) {
    if (port.trade === null) continue;
    const province = provinceById(econ, port.province);
    if (!province) continue;
    // opt:1.1.2.1 Stettin trades as Prussia's unless Hither Pomerania's owner is at war with Prussia
    const { holding, rule: heldFor } = tradeHoldingOf(state, port, holdingOf(state, province));
    const base = { port, name: econ.cityName(port.city), holder: holding.holder, kind: holding.kind, minor: holding.minor?.id ?? null };
    const refused = portRefusal(state, econ, port, holding, choices);
    const eligible = refused === null;
    const blocked = refused ?? powerRefusal(state, econ, holding, choices);
    if (blocked) {
      out.push({ ...base, eligible, traded: false, britain: 0, controller: 0, rule: blocked.rule, why: blocked.why });
      continue;
    }
    const { britain, controller } = port.trade;
    if (holding.holder === null) out.push({ ...base, eligible, traded: true, britain, controller: 0, rule: '8.2.1.2.1.6', why: null });
    else if (holding.holder === 'britain' && holding.kind !== 'free') out.push({ ...base, eligible, traded: true, britain: britain + controller, controller: 0, rule: '8.2.1.2.1.7', why: null });
    else out.push({ ...base, eligible, traded: true, britain, controller, rule: heldFor ?? (holding.holder === 'britain' ? '8.2.1.2.1.7' : '8.2.1.2.1'), why: null });
  }
  return out;
}

export interface AmericanTrade {
  readonly power: MajorPower;
  /** Twice the second value of its best eligible port (8.2.1.2.2.2.1), before anything stops it. */
  readonly value: number;
  readonly port: string | null;
  /** What the power receives: the value, or 0 with the reason. */
  readonly received: number;
  readonly rule: RuleRef;
  readonly why: string | null;
}

/**
 * 8.2.1.2.2.2 / 8.2.1.2.2.2.1 a power's American trade: twice the second value of its best port fit
 * for domestic trade (not in a free state; a conquered minor's port will do).
 */
export function americanTrade(state: GameState, econ: EconomyMap, trades: readonly PortTrade[], power: MajorPower, choices: TradeChoices): AmericanTrade {
  const own = trades.filter((t) => t.holder === power && t.kind !== 'free' && t.eligible && t.port.trade !== null);
  own.sort((a, b) => b.port.trade!.controller - a.port.trade!.controller || b.port.trade!.britain - a.port.trade!.britain);
  const best = own[0];
  const value = best ? 2 * best.port.trade!.controller : 0;
  const base = { power, value, port: best?.name ?? null };
  const none = (rule: RuleRef, why: string): AmericanTrade => ({ ...base, received: 0, rule, why });
  if (!best) return none('8.2.1.2.2.2.1', 'no port fit for trade');
  if (capitalLostForTrade(state, econ, power)) return none('8.2.1.2.1.5', 'its national capital is occupied');
  if (choices.stopped.includes(power)) return none('8.2.1.2.2.2.2', 'stopped by Great Britain');
  if (choices.usWar) return none('8.2.1.2.2.2.2.2', 'Great Britain is at war with the United States');
  if (tradeClosed(state, power, 'america')) return none('B.6', 'American trade closed by a peace term');
  return { ...base, received: value, rule: '8.2.1.2.2.2.1', why: null };
}

/**
 * 8.2.1.3 whether the gold convoy sails: Spain needs a port it controls that is neither
 * blockaded nor occupied by enemy forces (otherwise there is no convoy and no roll).
 */
export function goldConvoySails(state: GameState, econ: EconomyMap): boolean {
  return econ.ports.some((port) => {
    const province = provinceById(econ, port.province);
    if (!province || holdingOf(state, province).holder !== 'spain') return false;
    return !isBlockaded(state, port.city, 'spain') && occupiedBy(state, port.area, port.city, 'spain') === null;
  });
}
