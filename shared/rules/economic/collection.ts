// 8.2 The Money and Manpower Collection Step: taxes, trade, overseas trade, Spanish gold and
// manpower for each power, and separately for each of its minor free states (8.2.3), with the
// 10.5.2 economic loss of a power in the Instability or Fiasco zones. Every source is a line of
// the power's worksheet, paid or not, with the reason.
import { POWER_NAMES } from '../../model';
import type { EconomyMap, EconomyProvince, GameState, MajorPower, MinorCountry, Nationality, Worksheet, WorksheetLine } from '../../model';
import { COLONIAL_TRADE, COLONIAL_TRADE_AT_WAR, americanTrade, portTrades, type AmericanTrade, type PortTrade, type TradeChoices } from './trade';
import { districtMinorOf, economicPowers, freeStatesOf, holdingOf, occupiedBy, occupiedCapitals } from './territory';
import { addLines, counted, notCounted, openSheet } from './worksheet';
import { dominanceIncome } from '../campaign/combinations/effects';
import { twoSicilies } from '../campaign/combinations/treasury';
import { POOL_RULE, hanoverianOnlySources, combinationPool, pooledMembers, pooledProvinces } from '../campaign/combinations/treasury';
import { WEST_INDIES_TRADE_CUT } from '../naval';

/** 8.2.1.3 what became of the September gold convoy. */
export type GoldOutcome =
  | { readonly kind: 'delivered'; readonly money: number; readonly roll: number }
  | { readonly kind: 'captured'; readonly britishMoney: number; readonly roll: number }
  | { readonly kind: 'none'; readonly why: string };

export interface CollectionContext {
  readonly econ: EconomyMap;
  readonly choices: TradeChoices;
  /** 10.5.2 powers whose economic loss roll came up at or under their box's number. */
  readonly halved: readonly MajorPower[];
  /** 8.2.1.3 the convoy, in September only (null in other months or without Spain). */
  readonly gold: GoldOutcome | null;
  /** 8.2.1.2.2.2.2.2 Great Britain's war with the United States began in this step. */
  readonly usWarBegan: boolean;
  /** 12.2.2 (option) naval raiding: the sea areas next to Great Britain holding enemy fleets (absent: the option is off). */
  readonly raidedSeas?: number;
}

export interface CollectionResult {
  readonly sheets: readonly Worksheet[];
  readonly trades: readonly PortTrade[];
  readonly american: readonly AmericanTrade[];
  /** 8.7 manpower each power drew from its own home provinces (before any halving). */
  readonly homeManpower: Partial<Record<MajorPower, number>>;
  /** v2.71 8.2.1.2.3 Great Britain's domestic trade money this phase. */
  readonly britishDomesticTrade: number;
}

/** 10.5.2 half of a value, fractions rounded up: the part kept. */
export const halfUp = (n: number): number => Math.ceil(n / 2);

/** 11.6.1 the minor countries of the Ottoman Empire (v2.71 12.10 halves their manpower for any conqueror but Turkey). */
export const OTTOMAN_MINORS: readonly string[] = ['algeria', 'cyrenaica', 'egypt', 'morocco', 'palestine', 'syria', 'tripolitania', 'tunisia'];

/** Why a province pays nothing this time (its capital occupied), or null. */
function capitalWhy(state: GameState, econ: EconomyMap, p: EconomyProvince, holder: MajorPower): string | null {
  const by = occupiedBy(state, p.capitalArea, p.capital, holder);
  return by ? `${econ.cityName(p.capital)} is occupied by ${POWER_NAMES[by]}` : null;
}

/** 8.2.1.1 / 8.2.2 taxes and manpower of the provinces a power holds itself (home, ceded, conquered). */
function provinceLines(state: GameState, ctx: CollectionContext, power: MajorPower): { lines: WorksheetLine[]; taxes: number; manpower: number; home: number } {
  const { econ } = ctx;
  const capitals = occupiedCapitals(state, econ, power);
  const lines: WorksheetLine[] = [];
  let taxes = 0;
  let manpower = 0;
  let home = 0;
  for (const p of econ.provinces) {
    const h = holdingOf(state, p);
    if (h.holder !== power || h.kind === 'free' || h.kind === 'neutral') continue;
    const why = capitalWhy(state, econ, p, power);
    const of = h.minor && h.minor.name !== p.name ? `, ${h.minor.name}` : '';
    const label = h.kind === 'home' ? p.name : `${p.name} (${h.kind === 'ceded' ? 'ceded' : `conquered${of}`})`;
    // 11.1.2 / 11.2.1 / 11.3.1 / 11.5.1 a province taken into a combination pays the combination (its free state), not the power
    const combined = combinationHolding(state, power, p.id);
    if (combined) {
      lines.push(notCounted('taxes', label, combined.rule, `part of ${combined.name}`), notCounted('manpower', label, combined.rule, `part of ${combined.name}`));
      continue;
    }
    // 8.2.1.1 no taxes at all while the national capital (either of Russia's) is occupied
    if (capitals.length > 0) lines.push(notCounted('taxes', label, '8.2.1.1', `${econ.cityName(capitals[0]!.city)} is occupied by ${POWER_NAMES[capitals[0]!.by]}`));
    else if (why) lines.push(notCounted('taxes', label, '8.2.1.1', why));
    else if (p.money > 0) {
      lines.push(counted('taxes', label, p.money, 0, '8.2.1.1'));
      taxes += p.money;
    }
    // 8.2.2 manpower from home provinces and conquered minors only, never ceded provinces
    if (h.kind === 'ceded') lines.push(notCounted('manpower', label, '8.2.2', 'a ceded province gives no manpower'));
    else if (why) lines.push(notCounted('manpower', label, '8.2.2', why));
    else if (p.manpower > 0) {
      // v2.71 12.10 (option) a conquered Ottoman minor gives half its manpower to anyone but Turkey
      const ottoman = state.options.rules.nonEuropeanTroops && h.kind === 'conquered' && power !== 'turkey' && OTTOMAN_MINORS.includes(h.minor?.id ?? '');
      const n = ottoman ? halfUp(p.manpower) : p.manpower;
      lines.push(counted('manpower', ottoman ? `${label} (half, non-European troops)` : label, 0, n, ottoman ? '12.10' : '8.2.2'));
      manpower += n;
      if (h.kind === 'home') home += n;
    }
  }
  return { lines, taxes, manpower, home };
}

/** 8.2.1.2 the domestic trade lines of a power's worksheet (Great Britain's lists every port it trades with). */
function tradeLines(trades: readonly PortTrade[], power: MajorPower): WorksheetLine[] {
  const holderName = (t: PortTrade) => (t.holder === null ? 'neutral' : t.kind === 'free' ? `${POWER_NAMES[t.holder]}'s free state` : POWER_NAMES[t.holder]);
  if (power === 'britain') {
    return trades.map((t) => {
      const label = `${t.name} (${holderName(t)})`;
      return t.traded ? counted('trade', label, t.britain, 0, t.rule) : notCounted('trade', label, t.rule, t.why ?? 'no trade');
    });
  }
  return trades
    .filter((t) => t.holder === power && t.kind !== 'free')
    .map((t) => (t.traded ? counted('trade', t.name, t.controller, 0, t.rule) : notCounted('trade', t.name, t.rule, t.why ?? 'no trade')));
}

/** 8.2.1.2.2 overseas trade: Great Britain's colonial trade and what it takes by stopping American trade; everyone else's American trade. */
function overseasLines(state: GameState, ctx: CollectionContext, power: MajorPower, american: readonly AmericanTrade[]): WorksheetLine[] {
  if (power === 'britain') {
    const atWarBefore = state.economy?.usWar != null && !ctx.usWarBegan;
    const lines = [counted('overseas', atWarBefore ? 'Colonial trade (at war with the United States)' : 'Colonial trade', atWarBefore ? COLONIAL_TRADE_AT_WAR : COLONIAL_TRADE, 0, '8.2.1.2.2.1')];
    for (const a of american) {
      // 8.2.1.2.2.2.2.1 Britain gains the American trade it stops
      if (ctx.choices.stopped.includes(a.power) && a.value > 0) lines.push(counted('overseas', `American trade taken from ${POWER_NAMES[a.power]}`, a.value, 0, '8.2.1.2.2.2.2.1'));
    }
    if (ctx.usWarBegan) lines.push(counted('overseas', 'War with the United States', -15, 0, '8.2.1.2.2.2.2.2'));
    // 12.2.2 (option) $5 off the colonial trade for each raided sea area, never below 0
    const colonial = atWarBefore ? COLONIAL_TRADE_AT_WAR : COLONIAL_TRADE;
    const cut = Math.min(colonial, 5 * (ctx.raidedSeas ?? 0));
    if (cut > 0) lines.push(counted('overseas', `Naval raiding: enemy fleets in ${ctx.raidedSeas} sea area${ctx.raidedSeas === 1 ? '' : 's'} next to Great Britain`, -cut, 0, '12.2.2'));
    // opt:12.2.7.2~2 (West Indies option) $10 off while an enemy fleet ended a Naval Phase in the West Indies since the last collection
    if (state.options.rules.westIndies && (state.westIndies?.cutPhases ?? []).length > 0) {
      lines.push(counted('overseas', 'Enemy fleets in the West Indies', -WEST_INDIES_TRADE_CUT, 0, 'opt:12.2.7.2~2'));
    }
    return lines;
  }
  const a = american.find((x) => x.power === power);
  if (!a) return [];
  const label = a.port ? `American trade through ${a.port}` : 'American trade';
  return a.received > 0 ? [counted('overseas', label, a.received, 0, a.rule)] : [notCounted('overseas', label, a.rule, a.why ?? 'none')];
}

/** 8.2.1.3 the gold convoy's line on Spain's sheet, and on Great Britain's when captured. */
function goldLines(ctx: CollectionContext, power: MajorPower): WorksheetLine[] {
  const g = ctx.gold;
  if (!g) return [];
  if (power === 'spain') {
    if (g.kind === 'delivered') return [counted('gold', `Gold convoy (roll ${g.roll})`, g.money, 0, '8.2.1.3')];
    return [notCounted('gold', 'Gold convoy', '8.2.1.3', g.kind === 'captured' ? `captured by Great Britain (roll ${g.roll})` : g.why)];
  }
  if (power === 'britain' && g.kind === 'captured') return [counted('gold', 'Spanish gold convoy captured', g.britishMoney, 0, '8.2.1.3')];
  return [];
}

const COMBINATION_RULES: Readonly<Record<string, string>> = POOL_RULE;

/** Section 11 the combination of `power` a province has been taken into, if any. */
function combinationHolding(state: GameState, power: MajorPower, province: string): { name: string; rule: string } | null {
  const c = state.combinations?.active.find((x) => x.controller === power && x.provinces.includes(province));
  return c ? { name: c.name, rule: COMBINATION_RULES[c.id] ?? '11.0' } : null;
}

/**
 * 8.2.3 a minor free state's own collection: double the printed values (printed only under 10.5.2), plus its ports' trade.
 * Section 11: the carrier of a combination's pool also collects its fellow members' districts and
 * ports and the combination's provinces, all doubled as one free state (11.1.2, 11.2.2, 11.3.2,
 * 11.4.2, 11.5.2, 11.6.2); a fellow member's own sheet names the carrier instead. Manpower that may
 * buy only Hanoverian factors (11.3.2.2, printed 11.5.2.2) is booked under that rule.
 */
function freeStateSheet(state: GameState, ctx: CollectionContext, power: MajorPower, minor: MinorCountry, trades: readonly PortTrade[]): Worksheet {
  const { econ } = ctx;
  const sheet = openSheet(state, power, minor.id, state.date, 0, 0);
  const pool = combinationPool(state, power, minor.id);
  if (pool && pool.carrier !== minor.id) {
    // a fellow member: its values go on the carrier's sheet
    const carrier = state.minors.find((m) => m.id === pool.carrier)?.name ?? pool.carrier;
    const rule = COMBINATION_RULES[pool.combination.id] ?? '11.0';
    const why = `collected by ${carrier} for ${pool.combination.name}`;
    return addLines({ ...sheet, pooledInto: pool.carrier as Nationality }, econ.provinces.filter((p) => p.minor === minor.id).flatMap((d) => [notCounted('taxes', d.name, rule, why), notCounted('manpower', d.name, rule, why)]));
  }
  const members = [minor.id as string, ...pooledMembers(state, power, minor.id)];
  // 11.1.2 / 11.2.2 / 11.3.2 / 11.5.2 provinces of a combination this free state carries are doubled with it
  const carried = pooledProvinces(state, power, minor.id);
  const tied = pool ? hanoverianOnlySources(state, pool.combination) : null;
  // 11.7.2 (option 11.7) Naples and Sicily as separate free states of different powers are not doubled
  const sicilies = state.minors.filter((m) => (m.id === 'naples' || m.id === 'sicily') && m.status === 'free');
  const split = state.options.rules.twoSicilies === true && sicilies.length === 2 && sicilies.some((m) => m.id === minor.id) && !twoSicilies(state).doubled;
  const factor = ctx.halved.includes(power) || split ? 1 : 2;
  const rule = split ? '11.7.2' : factor === 2 ? '8.2.3' : '10.5.2';
  const lines: WorksheetLine[] = [];
  for (const m of members) {
    // 10.4.3.1 a district held apart is its own entry's, not its primary's
    const own = econ.provinces.filter((p) => districtMinorOf(state, p) === m || (m === minor.id && carried.includes(p.id)));
    // 11.1.1 Warsaw (Masovia) is Poland's capital
    const primary = own.find((p) => (p.id as string) === m || (m === 'poland' && (p.id as string) === 'masovia')) ?? own[0];
    const lost = primary ? capitalWhy(state, econ, primary, power) : null;
    for (const d of own) {
      const why = lost ?? capitalWhy(state, econ, d, power);
      if (why) {
        lines.push(notCounted('taxes', d.name, '8.2.3', why), notCounted('manpower', d.name, '8.2.3', why));
        continue;
      }
      if (d.money > 0) lines.push(counted('taxes', `${d.name} (×${factor})`, factor * d.money, 0, rule));
      const hanoverOnly = tied !== null && (tied.minors.includes(d.minor ?? '') || tied.provinces.includes(d.id));
      if (d.manpower > 0) lines.push(counted('manpower', `${d.name} (×${factor})${hanoverOnly ? ', Hanoverian infantry and cavalry only' : ''}`, 0, factor * d.manpower, hanoverOnly ? tied.rule : rule));
    }
    for (const t of trades.filter((x) => x.minor === m)) {
      lines.push(t.traded && !lost ? counted('trade', t.name, t.controller, 0, '8.2.3') : notCounted('trade', t.name, t.rule, lost ?? t.why ?? 'no trade'));
    }
  }
  return addLines(sheet, lines);
}

/** 8.2 Every power's collection this phase, with its free states', as worksheets. */
export function collect(state: GameState, ctx: CollectionContext): CollectionResult {
  const trades = portTrades(state, ctx.econ, ctx.choices);
  const powers = economicPowers(state);
  const american = powers.filter((p) => p !== 'britain').map((p) => americanTrade(state, ctx.econ, trades, p, ctx.choices));
  const sheets: Worksheet[] = [];
  const homeManpower: Partial<Record<MajorPower, number>> = {};
  for (const power of powers) {
    const ps = state.powers[power];
    let sheet = openSheet(state, power, power, state.date, ps.money, ps.manpower);
    const prov = provinceLines(state, ctx, power);
    homeManpower[power] = prov.home;
    sheet = addLines(sheet, prov.lines);
    if (ctx.halved.includes(power)) {
      // 10.5.2 only half the taxes and manpower, fractions rounded up; trade is unaffected
      const less = { money: prov.taxes - halfUp(prov.taxes), manpower: prov.manpower - halfUp(prov.manpower) };
      sheet = { ...addLines(sheet, [counted('taxes', 'Economic loss: half the taxes and manpower', -less.money, -less.manpower, '10.5.2')]), halved: true };
    }
    sheet = addLines(sheet, [...tradeLines(trades, power), ...overseasLines(state, ctx, power, american), ...goldLines(ctx, power)]);
    // 11.8.2.4 (option 11.8) a risen dominant power collects 10 more, a fallen France or Britain 10 less
    const dominance = dominanceIncome(state, power);
    if (dominance !== 0) sheet = addLines(sheet, [counted('taxes', dominance > 0 ? 'Dominant power' : 'No longer a dominant power', dominance, 0, '11.8.2.4')]);
    sheets.push(sheet);
    for (const m of freeStatesOf(state, power)) sheets.push(freeStateSheet(state, ctx, power, m, trades));
  }
  const britishDomesticTrade = trades.reduce((n, t) => n + t.britain, 0);
  return { sheets, trades, american, homeManpower, britishDomesticTrade };
}
