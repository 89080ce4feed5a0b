// 8.5.3-8.5.7 Purchases in the Expenditure Step: one order at a time, "end" first.
//   buy:<nationality>:<unit>      8.5.3 one factor or ship for the power or one of its free states
//   buy:<nationality>:ship:<city> 12.1.2 (option) a ship built in a named port (unbuy the same way)
//   unbuy:<nationality>:<unit>    take back one bought in this step (money and manpower return)
//   counter:<roster>              8.5.4 a corps counter not on the map, $1
//   counter:fleet:<roster>        8.5.4 a fleet counter (fleet and corps rosters share ids: 'britain-i')
//   uncounter:<roster>            take it back (uncounter:fleet:<roster> a fleet)
//   refit:<nationality>:<city>    12.2.8.3 (option) a hulk refitted: $5 and 1 manpower, a ship in three months
//   repay:<loan>:<n>              8.5.2 pay back an informal debt (a loan) in part or whole
//   convert:<counter>             12.1.1 (option) a militia factor of a corps at home becomes infantry
//   convert:g:<area>:<city>       12.1.1 the same from a city garrison
// "end" commits: purchases become reinforcements due on their arrival month (8.5.3.5), bought
// counters wait three months (8.5.4), unused manpower is lost except Prussia's (8.5.3.2), a free
// state's leftover money and manpower are lost (8.5.5).
import { LEGAL, OFF_BOARD_NAMES, PURCHASE_UNITS, POWER_NAMES, formatDate, illegal, isMajorPower, totalFactors } from '../../../model';
import type { AreaId, CityId, DecisionOption, Factors, MajorPower, Nationality, OffBoardBox, PurchaseLine, PurchaseUnit, Reinforcement, Worksheet } from '../../../model';
import {
  affordVerdict, arrivalOf, buildVerdict, buyableCounters, conversionVerdict, counterKey, counted, economicPowers, freeStatesOf, holdingOf, unitPrice,
} from '../../../rules/economic';
import { addMonths } from '../../../model';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { book, economyOf, patchEconomy, putSheet, sheetOf } from './economyState';
import { paysOttomanTribute } from '../../../rules/campaign/combinations/effects';
import { payerOf, combinationPool, poolPurchaseVerdict } from '../../../rules/campaign/combinations/pool';

/** The purchase line of `unit` for `nat` on a sheet (a pooled sheet holds its members' apart, section 11). */
const boughtLine = (ws: Worksheet, nat: Nationality, unit: PurchaseUnit, port?: CityId): PurchaseLine | undefined =>
  ws.purchases.find((p) => p.unit === unit && (p.nationality ?? ws.nationality) === nat && p.port === port);
import { isOffBoardBox, shipyardPort } from '../../../rules/naval';
import { navalCtx } from '../naval/navalState';

/**
 * 12.1.2 (option) the ports a ship bought for `nat` may be built in: a port of its own home nation
 * (a free state's own, a conquered minor's for its conqueror) that its controller holds now
 * (the same test 5.1.2 uses to let the ships in, rules/naval/reinforcement.ts).
 */
function shipyards(tx: Tx, nat: Nationality): { city: CityId; name: string }[] {
  const ctx = navalCtx(tx);
  return ctx.naval.ports.filter((p) => shipyardPort(tx.state, ctx, nat, p)).map((p) => ({ city: p.city, name: p.name }));
}
import { HULK_REFIT, refitOptions, refitVerdict, takeHulkToRefit } from '../naval/hulks';
import { boxRefitOptions, boxRefitVerdict, takeBoxHulkToRefit } from '../naval/westIndiesRefit';

const UNIT_NAMES: Record<PurchaseUnit, string> = { infantry: 'infantry', militia: 'militia', cavalry: 'cavalry', guard: 'guard', artillery: 'artillery', ship: 'ship' };
const COUNTER_COST = 1;

/** The nationalities a power buys for: itself and its free states (8.5.3.1). */
const buyers = (tx: Tx, power: MajorPower): Nationality[] => [power, ...freeStatesOf(tx.state, power).map((m) => m.id)];

const counterName = (c: { kind: 'corps' | 'fleet'; designation: string }, of: string | null) => `${c.kind} counter ${c.designation}${of ? ` of ${of}` : ''}`;

const purchaseLabel = (unit: PurchaseUnit, arrives: { month: number; year: number }, port?: string) => `${UNIT_NAMES[unit][0]!.toUpperCase()}${UNIT_NAMES[unit].slice(1)}${port ? ` built in ${port}` : ''} (arrive ${formatDate(arrives)})`;

/** 12.1.1 militia in corps and garrisons on the power's own home provinces. */
function convertible(tx: Tx, power: MajorPower): { value: string; label: string }[] {
  const econ = tx.data.economy;
  if (!econ) return [];
  const home = new Set<string>(econ.provinces.filter((p) => { const h = holdingOf(tx.state, p); return h.holder === power && h.kind === 'home'; }).flatMap((p) => p.areas));
  const out: { value: string; label: string }[] = [];
  for (const c of tx.state.corps)
    if (c.nationality === power && c.location.kind === 'area' && home.has(c.location.area) && (c.factors.militia ?? 0) > 0) out.push({ value: `convert:${c.counter}`, label: `Convert a militia factor of ${c.name} to infantry ($3)` });
  for (const g of tx.state.garrisons)
    if (g.nationality === power && g.place.kind === 'city' && home.has(g.area) && (g.factors.militia ?? 0) > 0)
      out.push({ value: `convert:g:${g.area}:${g.place.city}`, label: `Convert a militia factor of the ${econ.cityName(g.place.city)} garrison to infantry ($3)` });
  return out;
}

function options(tx: Tx, power: MajorPower): DecisionOption[] {
  const s = tx.state;
  const out: DecisionOption[] = [{ value: 'end', label: 'End purchases', verdict: LEGAL }];
  for (const nat of buyers(tx, power)) {
    // section 11 a combination's members buy out of its one pooled sheet (11.2.2, 11.3.2, 11.4.2, 11.5.2, 11.6.2)
    const pool = isMajorPower(nat) ? null : combinationPool(s, power, nat);
    const ws = sheetOf(s, power, payerOf(s, power, nat));
    const own = sheetOf(s, power, nat);
    for (const unit of PURCHASE_UNITS) {
      const price = unitPrice(unit, nat, s.options);
      const build = buildVerdict(s, nat, unit);
      const who = nat === power ? '' : ` for ${own.name}${pool && pool.carrier !== nat ? ` (${pool.combination.name}'s money)` : ''}`;
      const pooled = pool ? poolPurchaseVerdict(s, pool, nat, unit, price.manpower, ws) : LEGAL;
      const verdict = !build.ok ? build : !pooled.ok ? pooled : affordVerdict(ws, price);
      if (unit === 'ship' && s.options.rules.shipBuildingLocations) {
        // 12.1.2 (option) each ship is bought for a named building port
        const yards = shipyards(tx, nat);
        if (yards.length === 0) out.push({ value: `buy:${nat}:ship`, label: `Buy 1 ship${who}`, verdict: illegal('cannotBuild', '12.1.2', 'no home port of its own is held to build it in') });
        for (const y of yards) {
          out.push({ value: `buy:${nat}:ship:${y.city}`, label: `Buy 1 ship${who} built in ${y.name} ($${price.money}, ${price.manpower} manpower, ${price.months} month${price.months === 1 ? '' : 's'})`, verdict });
          const n = boughtLine(ws, nat, 'ship', y.city)?.count ?? 0;
          if (n > 0) out.push({ value: `unbuy:${nat}:ship:${y.city}`, label: `Take back 1 ship${who} built in ${y.name} (${n} bought)`, verdict: LEGAL });
        }
        continue;
      }
      out.push({ value: `buy:${nat}:${unit}`, label: `Buy 1 ${UNIT_NAMES[unit]}${who} ($${price.money}, ${price.manpower} manpower, ${price.months} month${price.months === 1 ? '' : 's'})`, verdict });
      const bought = boughtLine(ws, nat, unit)?.count ?? 0;
      if (bought > 0) out.push({ value: `unbuy:${nat}:${unit}`, label: `Take back 1 ${UNIT_NAMES[unit]}${who} (${bought} bought)`, verdict: LEGAL });
    }
    for (const c of buyableCounters(s, nat).filter((x) => !ws.counters.some((b) => b.kind === x.kind && b.roster === x.roster))) {
      out.push({ value: `counter:${counterKey(c)}`, label: `Buy the ${counterName(c, nat === power ? null : own.name)} ($${COUNTER_COST})`, verdict: affordVerdict(ws, { money: COUNTER_COST, manpower: 0 }) });
    }
    if (ws === own || ws.nationality === nat) for (const c of ws.counters) out.push({ value: `uncounter:${counterKey(c)}`, label: `Take back the ${counterName(c, nat === power ? null : own.name)}`, verdict: LEGAL });
    // 12.2.8.3 (option) refitting a hulk (steps/naval/hulks.ts)
    for (const r of [...refitOptions(tx, power, nat), ...boxRefitOptions(tx, power, nat)]) out.push({ value: r.value, label: r.label, verdict: r.verdict.ok ? affordVerdict(ws, HULK_REFIT) : r.verdict });
  }
  for (const loan of economyOf(s).loans.filter((l) => l.borrower === power)) {
    for (const n of [1, 5, loan.amount].filter((x, i, a) => x <= loan.amount && a.indexOf(x) === i)) {
      out.push({ value: `repay:${loan.id}:${n}`, label: `Repay $${n} of ${POWER_NAMES[loan.lender]}'s loan ($${loan.amount} owed)`, verdict: s.powers[power].money >= n ? LEGAL : illegal('noMoney', '8.5.2', `only $${s.powers[power].money}`) });
    }
  }
  // 12.1 the reinforcement options: 12.1.2 building ports (above) and 12.1.1 militia conversion
  if (s.options.rules.militiaConversion) {
    const war = conversionVerdict(s, power);
    for (const c of convertible(tx, power)) out.push({ ...c, verdict: war.ok ? (s.powers[power].money >= 3 ? LEGAL : illegal('noMoney', '12.1.1', 'conversion costs $3')) : war });
  }
  return out;
}

export function openExpenditure(tx: Tx, power: MajorPower): void {
  const ws = sheetOf(tx.state, power, power);
  openDecision(tx, {
    power, kind: 'economic/expenditure', step: 'economic/expenditure', rule: '8.5.3',
    prompt: `Buy factors, ships and counters: $${ws.money} and ${ws.manpower} manpower left${power === 'prussia' ? '' : ' (unused manpower is lost)'}.`,
    secret: true, select: 'one', group: null, options: options(tx, power),
  });
}

/** Adds `delta` units to a sheet's purchases and rebooks its purchase line (the treasury follows). */
function changePurchase(tx: Tx, power: MajorPower, nat: Nationality, unit: PurchaseUnit, delta: number, port?: CityId): void {
  const price = unitPrice(unit, nat, tx.state.options);
  const arrives = arrivalOf(tx.state.date, price.months);
  // section 11 a pooled member's purchase is booked on the pool's sheet, with the member named
  const payer = payerOf(tx.state, power, nat);
  const ws = sheetOf(tx.state, power, payer);
  const old = boughtLine(ws, nat, unit, port);
  const count = (old?.count ?? 0) + delta;
  const mine = { ...(payer === nat ? {} : { nationality: nat }), ...(port ? { port } : {}) };
  const purchases: PurchaseLine[] = [...ws.purchases.filter((p) => p !== old), ...(count > 0 ? [{ unit, count, money: count * price.money, manpower: count * price.manpower, arrives, ...mine }] : [])];
  // one line per unit: take the old one out, book the new total (the treasury moves by the difference)
  const label = `${payer === nat ? '' : `${sheetOf(tx.state, power, nat).name}: `}${purchaseLabel(unit, arrives, port ? (tx.data.naval?.port(port)?.name ?? port) : undefined)}`;
  const kept = ws.lines.filter((l) => !(l.section === 'purchases' && l.label.startsWith(label)));
  putSheet(tx, { ...ws, purchases, lines: kept, money: ws.money + (old?.money ?? 0), manpower: ws.manpower + (old?.manpower ?? 0) });
  if (isMajorPower(nat)) {
    const ps = tx.state.powers[nat];
    patch(tx, { powers: { ...tx.state.powers, [nat]: { ...ps, money: ps.money + (old?.money ?? 0), manpower: ps.manpower + (old?.manpower ?? 0) } } });
    if (old) {
      emit(tx, { type: 'moneyChanged', power: nat, delta: old.money, rule: '8.5.3', reason: `${label}: purchase rebooked` });
      if (old.manpower) emit(tx, { type: 'manpowerChanged', power: nat, delta: old.manpower, rule: '8.5.3', reason: `${label}: purchase rebooked` });
    }
  }
  if (count > 0) book(tx, power, payer, [counted('purchases', `${label} ×${count}`, -count * price.money, -count * price.manpower, '8.5.3')]);
}

/** One expenditure order (see the file's head). */
export function applyExpenditureOrder(tx: Tx, power: MajorPower, order: string): void {
  if (order === 'end') return closeExpenditure(tx, power);
  const [kind, a, b, c] = order.split(':');
  switch (kind) {
    case 'buy':
    case 'unbuy':
      // 12.1.2 (option) a ship names its port; without the option no port is taken
      if (a && b && (b !== 'ship' || !tx.state.options.rules.shipBuildingLocations || c)) changePurchase(tx, power, a as Nationality, b as PurchaseUnit, kind === 'buy' ? 1 : -1, b === 'ship' && c ? (c as CityId) : undefined);
      break;
    case 'counter': {
      // 8.5.4 `counter:<roster>` a corps, `counter:fleet:<roster>` a fleet
      const key = a === 'fleet' ? `fleet:${b}` : a;
      const nat = buyers(tx, power).find((n) => buyableCounters(tx.state, n).some((x) => counterKey(x) === key));
      const ctr = nat ? buyableCounters(tx.state, nat).find((x) => counterKey(x) === key) : undefined;
      if (!nat || !ctr) break;
      const ws = book(tx, power, payerOf(tx.state, power, nat), [counted('purchases', `Bought the ${counterName(ctr, null)}`, -COUNTER_COST, 0, '8.5.4')]);
      putSheet(tx, { ...ws, counters: [...ws.counters, ctr] });
      break;
    }
    case 'uncounter':
      for (const nat of buyers(tx, power)) {
        const ws = sheetOf(tx.state, power, nat);
        const ctr = ws.counters.find((x) => counterKey(x) === (a === 'fleet' ? `fleet:${b}` : a));
        if (!ctr) continue;
        const label = `Bought the ${counterName(ctr, null)}`;
        putSheet(tx, { ...ws, counters: ws.counters.filter((x) => x !== ctr), lines: ws.lines.filter((l) => !(l.section === 'purchases' && l.label === label)), money: ws.money + COUNTER_COST });
        if (isMajorPower(nat)) {
          const ps = tx.state.powers[nat];
          patch(tx, { powers: { ...tx.state.powers, [nat]: { ...ps, money: ps.money + COUNTER_COST } } });
          emit(tx, { type: 'moneyChanged', power: nat, delta: COUNTER_COST, rule: '8.5.4', reason: `${label}: taken back` });
        }
        break;
      }
      break;
    case 'refit':
      refitHulk(tx, power, a as Nationality, b as CityId);
      break;
    case 'refitbox':
      if (b && isOffBoardBox(b)) refitBoxHulk(tx, power, a as Nationality, b);
      break;
    case 'repay':
      repay(tx, power, a ?? '', Number(b));
      break;
    case 'convert':
      convertMilitia(tx, power, a === 'g' ? { area: b as AreaId, city: c as CityId } : { counter: a ?? '' });
      break;
  }
  openExpenditure(tx, power);
}

/** 12.2.8.3 (option) one hulk taken in hand: $5 and 1 manpower now, a ship due in its port three months on (5.1.2). */
function refitHulk(tx: Tx, power: MajorPower, nat: Nationality, city: CityId): void {
  // a member of a combination pays from the pooled sheet (section 11), as its purchases do
  const payer = payerOf(tx.state, power, nat);
  if (!buyers(tx, power).includes(nat) || !refitVerdict(tx, power, city).ok || !affordVerdict(sheetOf(tx.state, power, payer), HULK_REFIT).ok) return;
  if (!takeHulkToRefit(tx, nat, city)) return;
  const arrives = arrivalOf(tx.state.date, HULK_REFIT.months);
  book(tx, power, payer, [counted('purchases', `Hulk refitted in ${tx.data.naval?.port(city)?.name ?? city} (a ship ${formatDate(arrives)})`, -HULK_REFIT.money, -HULK_REFIT.manpower, '12.2.8.3')]);
  addReinforcement(tx, { date: arrives, power, nationality: nat, ships: 1, shipsPort: city });
}

/** opt:12.2.7.3~2 a hulk off the map taken in hand where it lies: as 12.2.8.3, the ship due in its box (steps/naval/westIndiesRefit.ts). */
function refitBoxHulk(tx: Tx, power: MajorPower, nat: Nationality, box: OffBoardBox): void {
  const payer = payerOf(tx.state, power, nat);
  if (!buyers(tx, power).includes(nat) || !boxRefitVerdict(tx, power, box).ok || !affordVerdict(sheetOf(tx.state, power, payer), HULK_REFIT).ok) return;
  if (!takeBoxHulkToRefit(tx, nat, box)) return;
  const arrives = arrivalOf(tx.state.date, HULK_REFIT.months);
  book(tx, power, payer, [counted('purchases', `Hulk refitted in ${OFF_BOARD_NAMES[box]} (a ship ${formatDate(arrives)})`, -HULK_REFIT.money, -HULK_REFIT.manpower, 'opt:12.2.7.3~2')]);
  addReinforcement(tx, { date: arrives, power, nationality: nat, ships: 1, shipsBox: box });
}

/** 8.5.2 an informal debt paid back, in part or whole. */
function repay(tx: Tx, power: MajorPower, id: string, n: number): void {
  const loans = economyOf(tx.state).loans;
  const loan = loans.find((l) => l.id === id && l.borrower === power);
  if (!loan || !Number.isInteger(n) || n <= 0) return;
  const paid = Math.min(n, loan.amount, tx.state.powers[power].money);
  book(tx, power, power, [counted('debts', `Loan repaid to ${POWER_NAMES[loan.lender]}`, -paid, 0, '8.5.2')]);
  if (economicPowers(tx.state).includes(loan.lender)) book(tx, loan.lender, loan.lender, [counted('debts', `Loan repaid by ${POWER_NAMES[power]}`, paid, 0, '8.5.2')]);
  emit(tx, { type: 'moneyTransferred', from: power, to: loan.lender, amount: paid, kind: 'repayment', rule: '8.5.2' });
  patchEconomy(tx, { loans: loan.amount - paid > 0 ? loans.map((l) => (l === loan ? { ...l, amount: l.amount - paid } : l)) : loans.filter((l) => l !== loan) });
}

/** 8.5.6 / 12.1.1 one militia factor leaves the map and is paid for in this step; it returns as infantry three months later, for $3. */
function convertMilitia(tx: Tx, power: MajorPower, from: { counter: string } | { area: AreaId; city: CityId }): void {
  const cost = unitPrice('infantry', power, tx.state.options).money - unitPrice('militia', power, tx.state.options).money;
  let area: AreaId | null = null;
  let counter: string | null = null;
  if ('counter' in from) {
    const corps = tx.state.corps.find((x) => x.counter === from.counter && x.nationality === power && (x.factors.militia ?? 0) > 0);
    if (!corps || corps.location.kind !== 'area') return;
    area = corps.location.area;
    counter = corps.counter;
    patch(tx, { corps: tx.state.corps.map((x) => (x === corps ? { ...x, factors: { ...x.factors, militia: (x.factors.militia ?? 0) - 1 } } : x)) });
  } else {
    const g = tx.state.garrisons.find((x) => x.nationality === power && x.area === from.area && x.place.kind === 'city' && x.place.city === from.city && (x.factors.militia ?? 0) > 0);
    if (!g) return;
    area = g.area;
    const factors = { ...g.factors, militia: (g.factors.militia ?? 0) - 1 };
    const empty = (factors.infantry ?? 0) + factors.militia === 0;
    patch(tx, { garrisons: empty ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors } : x)) });
  }
  emit(tx, { type: 'factorsChanged', nationality: power, owner: power, counter: counter as never, area, delta: -1, factors: { militia: 1 }, rule: '12.1.1', reason: 'militia sent home for conversion' });
  const arrives = addMonths(tx.state.date, unitPrice('infantry', power, tx.state.options).months);
  book(tx, power, power, [counted('purchases', `Militia converted to infantry (arrive ${formatDate(arrives)})`, -cost, 0, '12.1.1')]);
  addReinforcement(tx, { date: arrives, power, nationality: power, factors: { infantry: 1 } });
}

/** 8.5.3.3 a purchase is recorded on the reinforcement schedule: merged with what already arrives for that nationality that month. */
function addReinforcement(tx: Tx, r: Reinforcement): void {
  // 12.1.2 ships of different building ports stay apart
  const same = tx.state.reinforcements.find((x) => x.power === r.power && x.nationality === r.nationality && x.date.year === r.date.year && x.date.month === r.date.month && x.area === undefined && !x.corps && !x.leaders && x.money === undefined && x.manpower === undefined && (r.ships === undefined || x.ships === undefined || x.shipsPort === r.shipsPort));
  if (!same) return patch(tx, { reinforcements: [...tx.state.reinforcements, r] });
  const factors: Record<string, number> = { ...(same.factors ?? {}) };
  for (const [t, n] of Object.entries(r.factors ?? {})) factors[t] = (factors[t] ?? 0) + (n ?? 0);
  const ships = (same.ships ?? 0) + (r.ships ?? 0);
  const merged: Reinforcement = { ...same, ...(totalFactors(factors as Factors) > 0 ? { factors: factors as Factors } : {}), ...(ships > 0 ? { ships } : {}), ...(r.shipsPort ? { shipsPort: r.shipsPort } : {}) };
  patch(tx, { reinforcements: tx.state.reinforcements.map((x) => (x === same ? merged : x)) });
}

/** "end": the purchases are made (8.5.3.5, 8.5.4), surplus manpower and free states' leftovers are lost (8.5.3.2, 8.5.5). */
function closeExpenditure(tx: Tx, power: MajorPower): void {
  for (const nat of buyers(tx, power)) {
    const ws: Worksheet = sheetOf(tx.state, power, nat);
    for (const p of ws.purchases) {
      // section 11 a pooled sheet's purchase arrives as the member's factors it was bought for
      const of = p.nationality ?? nat;
      if (p.unit === 'ship') addReinforcement(tx, { date: p.arrives, power, nationality: of, ships: p.count, ...(p.port ? { shipsPort: p.port } : {}) });
      else addReinforcement(tx, { date: p.arrives, power, nationality: of, factors: { [p.unit]: p.count } });
    }
    // 8.5.4 bought counters wait here until `until`: a fleet's is placed in the Naval Reinforcement
    // Step (steps/naval/reinforcement.ts, 5.1.1), a corps' in the Army Reinforcement Step
    // (steps/reinforcement/bought.ts), or the purchase lapses after it
    if (ws.counters.length > 0) {
      const until = addMonths(tx.state.date, 3);
      const bought = ws.counters.map((c) => ({ power, nationality: nat, kind: c.kind, roster: c.roster, designation: c.designation, until }));
      patchEconomy(tx, { purchasedCounters: [...economyOf(tx.state).purchasedCounters, ...bought] });
    }
    const after = sheetOf(tx.state, power, nat);
    if (!isMajorPower(nat)) {
      // 8.5.5 a free state's unused money and manpower are lost; 11.6.2.2 (option) a Turkish Ottoman Empire's money goes to Turkey in December
      const tribute = after.money > 0 && paysOttomanTribute(tx.state, power, nat) ? after.money : 0;
      if (tribute > 0) {
        book(tx, power, nat, [counted('surplus', 'Unused money paid to Turkey as tribute', -tribute, 0, '11.6.2.2')]);
        book(tx, power, power, [counted('transfers', `Tribute from ${tx.state.minors.find((m) => m.id === nat)?.name ?? 'the Ottoman Empire'}`, tribute, 0, '11.6.2.2')]);
      }
      const left = sheetOf(tx.state, power, nat);
      if (left.money !== 0 || left.manpower !== 0) book(tx, power, nat, [counted('surplus', 'Unused money and manpower lost', -left.money, -left.manpower, '8.5.5')]);
    } else if (nat !== 'prussia' && after.manpower > 0) {
      // 8.5.3.2 / 8.5.7 unused manpower is lost, except Prussia's
      book(tx, power, nat, [counted('surplus', 'Unused manpower lost', 0, -after.manpower, '8.5.3.2')]);
    }
    putSheet(tx, { ...sheetOf(tx.state, power, nat), closed: true });
  }
}
