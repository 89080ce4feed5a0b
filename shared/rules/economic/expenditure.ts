// 8.5 The Money and Manpower Expenditure Step: maintenance of what is on the map (8.5.1), formal
// debts (8.5.2), and what may be bought (8.5.3 factors and ships with their prices, restrictions
// and build times; 8.5.4 corps and fleet counters; 12.1.1 militia conversion).
import { LEGAL, addMonths, atWar, controllerOf, illegal, isMajorPower, powersInPlay } from '../../model';
import type { GameDate, GameState, MajorPower, Nationality, Options, PurchaseUnit, Verdict, Worksheet, WorksheetLine } from '../../model';
import { DEFAULT_CHARTS, type ChartBundle } from '../../data/charts';
import { corpsOf, fleetsOf } from '../../data/forces';
import { fleetPlace } from './naval';
import { counted } from './worksheet';

/** 8.5.1 upkeep: a money point per corps and depot; fleets one in port, five at sea (v2.71 8.5.1.2: five in a blockade box too). */
export const CORPS_UPKEEP = 1;
export const DEPOT_UPKEEP = 1;
export const FLEET_UPKEEP = { port: 1, blockade: 1, sea: 5 } as const;
export const BLOCKADE_UPKEEP_V271 = 5;
/** 8.5 a power that goes bankrupt in 8.5.1 or 8.5.2 loses this many political points. */
export const BANKRUPTCY_POINTS = -3;

/** 8.5.1 the maintenance lines of one nationality (a power's own forces, or one free state's), to be paid in full. */
export function maintenanceLines(state: GameState, nationality: Nationality, options: Pick<Options, 'rules'> = state.options): WorksheetLine[] {
  const lines: WorksheetLine[] = [];
  // 8.5.1.1 every corps on the map, at any place; 10.1.3.6 / 10.1.4.4 feudal and insurrection corps only while on the map
  const corps = state.corps.filter((c) => c.nationality === nationality && c.location.kind !== 'offMap').length;
  if (corps > 0) lines.push(counted('maintenance', `${corps} corps on the map`, -corps * CORPS_UPKEEP, 0, '8.5.1.1'));
  const fleets = state.fleets.filter((f) => f.nationality === nationality);
  // opt:8.5.1.2 (v2.71 correction) a fleet in a blockade box pays 5 in this step; as first printed, 1
  const blockadeCost = options.rules.blockadeUpkeep ? BLOCKADE_UPKEEP_V271 : FLEET_UPKEEP.blockade;
  const at = (place: 'sea' | 'port' | 'blockade') => fleets.filter((f) => fleetPlace(f) === place).length;
  if (at('port') > 0) lines.push(counted('maintenance', `${at('port')} fleet${at('port') > 1 ? 's' : ''} in port`, -at('port') * FLEET_UPKEEP.port, 0, '8.5.1.2'));
  if (at('blockade') > 0)
    lines.push(counted('maintenance', `${at('blockade')} fleet${at('blockade') > 1 ? 's' : ''} in blockade boxes`, -at('blockade') * blockadeCost, 0, options.rules.blockadeUpkeep ? 'opt:8.5.1.2' : '8.5.1.2'));
  if (at('sea') > 0) lines.push(counted('maintenance', `${at('sea')} fleet${at('sea') > 1 ? 's' : ''} at sea`, -at('sea') * FLEET_UPKEEP.sea, 0, '8.5.1.2'));
  // opt:12.2.7.1~2 (West Indies option) fleets off the map pay as at sea
  const off = (state.westIndies?.fleets ?? []).filter((f) => f.fleet.nationality === nationality).length;
  if (off > 0) lines.push(counted('maintenance', `${off} fleet${off > 1 ? 's' : ''} off the map (West Indies)`, -off * FLEET_UPKEEP.sea, 0, 'opt:12.2.7.1~2'));
  // opt:8.2.1.2.2.2.2.2 ruling: forces in America pay as they would on the map (a corps, and a fleet as at sea)
  const us = (state.america?.forces ?? []).filter((f) => f.fleet.nationality === nationality);
  const usCorps = us.reduce((n, f) => n + f.corps.length, 0);
  if (us.length > 0) lines.push(counted('maintenance', `${us.length} fleet${us.length > 1 ? 's' : ''} in America`, -us.length * FLEET_UPKEEP.sea, 0, 'opt:8.2.1.2.2.2.2.2'));
  if (usCorps > 0) lines.push(counted('maintenance', `${usCorps} corps in America`, -usCorps * CORPS_UPKEEP, 0, 'opt:8.2.1.2.2.2.2.2'));
  // 8.5.1.3 a money point per depot (depots are the major powers' own)
  if (isMajorPower(nationality)) {
    const depots = state.depots.filter((d) => d.owner === nationality).length;
    if (depots > 0) lines.push(counted('maintenance', `${depots} depot${depots > 1 ? 's' : ''}`, -depots * DEPOT_UPKEEP, 0, '8.5.1.3'));
  }
  return lines;
}

/** The money a set of lines costs (positive). */
export const costOf = (lines: readonly WorksheetLine[]): number => -lines.reduce((n, l) => n + l.money, 0);

/**
 * 8.5.2 what a formal debt asks this phase: its fixed amount, or (C.7) the debtor's overseas
 * trade money of this phase, plus what was left unpaid before.
 */
export function debtDue(debt: { readonly amount: number | null; readonly arrears: number }, overseasMoney: number): number {
  return (debt.amount ?? Math.max(0, overseasMoney)) + debt.arrears;
}

/** 8.5.3 a unit's price for a nationality: the Purchase/Cost Chart, with v2.71 12.3.3.3 cheaper Levant cavalry (option). */
export function unitPrice(unit: PurchaseUnit, nationality: Nationality, options: Pick<Options, 'rules'>, charts: ChartBundle = DEFAULT_CHARTS): { money: number; manpower: number; months: number } {
  const row = charts['purchase-cost'].units.find((u) => u.unit === unit)!;
  const cheap = charts['purchase-cost'].cheapCavalry;
  if (unit === 'cavalry' && options.rules.mamelukes && cheap && cheap.nationalities.includes(nationality)) return { money: cheap.money, manpower: row.manpower, months: row.months };
  return { money: row.money, manpower: row.manpower, months: row.months };
}

/** 8.5.3.5 the month bought factors and ships arrive: the purchase month plus the chart's time. */
export const arrivalOf = (date: GameDate, months: number): GameDate => addMonths(date, months);

/** 8.5.3.4 whether a nationality may build a unit at all. */
export function buildVerdict(state: GameState, nationality: Nationality, unit: PurchaseUnit, charts: ChartBundle = DEFAULT_CHARTS): Verdict {
  const major = isMajorPower(nationality);
  if (unit === 'ship') return fleetsOf(nationality).length > 0 ? LEGAL : illegal('cannotBuild', '8.5.3', 'it has no fleet counters to take ships');
  if (!major) {
    // 8.5.3.4 minor free states build no militia; only France and Russia build artillery; minors raise no guard
    if (unit === 'militia') return illegal('cannotBuild', '8.5.3.4', 'minor free states build no militia');
    if (unit === 'artillery') return illegal('cannotBuild', '8.5.3.4', 'only France and Russia build artillery');
    if (unit === 'guard' && !corpsOf(nationality).some((c) => c.limits.guard)) return illegal('cannotBuild', '8.5.3.4', 'it has no guard corps');
    return LEGAL;
  }
  if (charts['purchase-cost'].cannotBuild[nationality]?.includes(unit)) {
    const why = unit === 'artillery' ? 'only France and Russia build artillery' : nationality === 'turkey' && unit === 'militia' ? 'Turkey builds no militia' : 'Turkey builds no guard';
    return illegal('cannotBuild', '8.5.3.4', why);
  }
  void state;
  return LEGAL;
}

/** The money and manpower a sheet holds now (a power's treasury or a free state's). */
export const treasuryOf = (ws: Worksheet): { money: number; manpower: number } => ({ money: ws.money, manpower: ws.manpower });

/** 8.5.3 whether one more unit can be paid for out of this sheet. */
export function affordVerdict(ws: Worksheet, price: { money: number; manpower: number }): Verdict {
  if (ws.money < price.money) return illegal('noMoney', '8.5.3', `it costs $${price.money} and ${ws.name} has $${ws.money}`);
  if (ws.manpower < price.manpower) return illegal('noManpower', '8.5.3', `it needs ${price.manpower} manpower and ${ws.name} has ${ws.manpower}`);
  return LEGAL;
}

/**
 * 8.5.4 the corps and fleet counters of a nationality that are off the map and may be bought
 * (a money point each); a counter is its kind and roster id together (`counterKey`). Turkish feudal, Austrian insurrection and Tyrol corps come back free.
 */
export function buyableCounters(state: GameState, nationality: Nationality): readonly BuyableCounter[] {
  // performance (issue 20): listed again after every expenditure order, which changes none of what
  // this reads; kept per nationality while those are the same objects and the month the same
  const inputs = [state.corps, state.fleets, state.america, state.westIndies, state.economy?.purchasedCounters, state.date.year, state.date.month] as const;
  const last = buyableMemo.get(nationality);
  if (last && last.inputs.every((x, i) => x === inputs[i])) return last.counters;
  const counters = findBuyableCounters(state, nationality);
  buyableMemo.set(nationality, { inputs, counters });
  return counters;
}
type BuyableCounter = { readonly roster: string; readonly designation: string; readonly kind: 'corps' | 'fleet' };
const buyableMemo = new Map<Nationality, { readonly inputs: readonly unknown[]; readonly counters: readonly BuyableCounter[] }>();

function findBuyableCounters(state: GameState, nationality: Nationality): BuyableCounter[] {
  // a corps counter is known by its roster id; a fleet by its id, or its printed designation within its nationality
  // opt:8.2.1.2.2.2.2.2 forces in America and opt:12.2.7~2 fleets in the West Indies boxes are still in play: not for sale
  const us = state.america?.forces ?? [];
  const corpsOnMap = new Set<string>([...state.corps.filter((c) => c.location.kind !== 'offMap'), ...us.flatMap((f) => f.corps)].map((c) => c.id as string));
  const afloat = [...state.fleets, ...us.map((f) => f.fleet), ...(state.westIndies?.fleets ?? []).map((f) => f.fleet)];
  const fleetOnMap = (f: { id: string; designation: string }) => afloat.some((x) => x.id === f.id || (x.nationality === nationality && x.name === f.designation));
  // corps and fleet rosters share ids ('britain-i' is a corps and a fleet): a purchase is known by kind and roster
  const bought = new Set((state.economy?.purchasedCounters ?? []).map((p) => `${p.kind}:${p.roster}`));
  const free = new Set(['feudal', 'insurrection', 'tyrol']);
  const ym = `${state.date.year}-${String(state.date.month).padStart(2, '0')}`;
  const corps = corpsOf(nationality)
    .filter((c) => !free.has(c.type) && !corpsOnMap.has(c.id) && !bought.has(`corps:${c.id}`) && (c.availableFrom === undefined || c.availableFrom <= ym) && (c.availableUntil === undefined || c.availableUntil >= ym))
    .map((c) => ({ roster: c.id, designation: c.designation, kind: 'corps' as const }));
  const fleets = fleetsOf(nationality).filter((f) => !fleetOnMap(f) && !bought.has(`fleet:${f.id}`)).map((f) => ({ roster: f.id, designation: f.designation, kind: 'fleet' as const }));
  return [...corps, ...fleets];
}

/** 8.5.4 the expenditure order's key of a counter: `<roster>` for a corps, `fleet:<roster>` for a fleet (the rosters share ids). */
export const counterKey = (c: { kind: 'corps' | 'fleet'; roster: string }): string => (c.kind === 'fleet' ? `fleet:${c.roster}` : c.roster);

/** 12.1.1 (option) militia may be converted only while the power is at war with no other major power. */
export function conversionVerdict(state: GameState, power: MajorPower): Verdict {
  if (!state.options.rules.militiaConversion) return illegal('illegalOption', '12.1.1', 'militia conversion is an optional rule not in use');
  const enemy = powersInPlay(state).find((p) => p !== power && atWar(state, p, power));
  return enemy ? illegal('illegalOption', '12.1.1', `at war with ${enemy}`) : LEGAL;
}

/** The major power that pays for and owns a nationality's purchases. */
export const ownerOfNationality = (state: GameState, nationality: Nationality): MajorPower | null => controllerOf(state, nationality);
