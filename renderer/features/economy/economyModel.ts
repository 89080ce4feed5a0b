// Display data for the Economic Phase (8.0): the worksheet on the back of the National Card,
// the purchase table built from the engine's options, and the charts' series. Formatting only:
// every number and every verdict comes from the host's view.
import type { DecisionOption, PendingDecision } from '../../../shared/model/decisions';
import type { EconomyState, PurchaseUnit, Worksheet, WorksheetLine, WorksheetSection } from '../../../shared/model/economy';
import type { PowerView } from '../../../shared/model/view';
import type { MajorPower } from '../../../shared/model/powers';
import { dateText, POWER_NAME, POWER_ORDER } from '../game/names';

export const SECTION_TITLE: Record<WorksheetSection, string> = {
  carried: 'Carried over (8.5.7)',
  taxes: 'Taxes (8.2.1.1)',
  manpower: 'Manpower (8.2.2)',
  trade: 'Trade with Great Britain (8.2.1.2.1)',
  overseas: 'Overseas trade (8.2.1.2.2)',
  gold: 'Spanish gold (8.2.1.3)',
  manipulation: 'Economic manipulation (12.5)',
  transfers: 'Loans and subsidies (8.3)',
  maintenance: 'Maintenance (8.5.1)',
  debts: 'Debts (8.5.2)',
  purchases: 'Purchases (8.5.3, 8.5.4)',
  surplus: 'Surplus lost (8.5.3.2, 8.5.5)',
};
const SECTION_ORDER = Object.keys(SECTION_TITLE) as WorksheetSection[];

export interface SheetSection {
  section: WorksheetSection;
  title: string;
  lines: readonly WorksheetLine[];
  money: number;
  manpower: number;
}

export interface SheetModel {
  key: string;
  title: string;
  date: string;
  money: number;
  manpower: number;
  flags: string[];
  sections: SheetSection[];
  purchases: { text: string; arrives: string }[];
}

/** A manpower line that has a taxes line of the same province (they are shown as one row). */
const taxed = (w: Worksheet, l: WorksheetLine) => w.lines.some((t) => t.section === 'taxes' && t.label === l.label);

/** 8.2.1.1 / 8.2.2 one row per province, as the printed worksheet has it: its money and its manpower. */
function provinceRows(w: Worksheet): WorksheetLine[] {
  return w.lines
    .filter((l) => l.section === 'taxes')
    .map((t) => {
      const m = w.lines.find((l) => l.section === 'manpower' && l.label === t.label);
      if (!m) return t;
      const counted = t.counted || m.counted;
      const why = t.counted ? m.why : t.why;
      return { ...t, manpower: m.manpower, counted, ...(why !== undefined ? { why } : {}) };
    });
}

/** The viewer's worksheets of the last Economic Phase, section by section with subtotals. */
export function worksheets(economy: EconomyState | null): SheetModel[] {
  const sheets: readonly Worksheet[] = economy?.current?.worksheets ?? [];
  return sheets.map((w) => ({
    key: w.nationality,
    title: w.name,
    date: dateText(w.date),
    money: w.money,
    manpower: w.manpower,
    flags: [w.bankrupt ? 'bankrupt (8.5)' : '', w.halved ? 'half collected (10.5.2)' : '', w.closed ? '' : 'being spent'].filter(Boolean),
    sections: SECTION_ORDER.flatMap((section) => {
      const lines = section === 'taxes' ? provinceRows(w) : section === 'manpower' ? w.lines.filter((l) => l.section === 'manpower' && !taxed(w, l)) : w.lines.filter((l) => l.section === section);
      if (lines.length === 0) return [];
      const title = section === 'taxes' ? 'Provinces: taxes and manpower (8.2.1.1, 8.2.2)' : SECTION_TITLE[section];
      return [{ section, title, lines, money: lines.reduce((n, l) => n + l.money, 0), manpower: lines.reduce((n, l) => n + l.manpower, 0) }];
    }),
    purchases: w.purchases.map((p) => ({ text: `${p.count} ${p.unit}${p.count === 1 ? '' : p.unit === 'militia' ? '' : 's'} for $${p.money} and ${p.manpower} manpower`, arrives: dateText(p.arrives) })),
  }));
}

export interface PurchaseRow {
  nationality: string;
  unit: PurchaseUnit;
  count: number;
  /** The option that buys one more (with its verdict), and the one taking one back. */
  plus: DecisionOption | undefined;
  minus: DecisionOption | undefined;
  /** The engine's words for the price: "$3, 2 manpower, 3 months". */
  price: string;
}

export interface PurchaseTable {
  nationality: string;
  name: string;
  money: number;
  manpower: number;
  spent: { money: number; manpower: number };
  rows: PurchaseRow[];
}

/** 8.5.3 the +/- table of a purchase decision, one block per nationality (the power and its free states). */
export function purchaseTables(decision: PendingDecision, economy: EconomyState | null | undefined): { tables: PurchaseTable[]; others: DecisionOption[] } {
  const byValue = new Map(decision.options.map((o) => [String(o.value), o]));
  const tables = new Map<string, PurchaseTable>();
  const sheets = economy?.current?.worksheets ?? [];
  const others: DecisionOption[] = [];
  for (const o of decision.options) {
    const v = String(o.value);
    const m = /^buy:([^:]+):([a-z]+)$/.exec(v);
    if (!m) {
      // 12.1.2 (option) a ship bought for a named port, and its take-back, are listed as buttons with the port's name
      if (v !== 'end' && !/^unbuy:[^:]+:[a-z]+$/.test(v)) others.push(o);
      continue;
    }
    const [, nat, unit] = m as unknown as [string, string, PurchaseUnit];
    let table = tables.get(nat);
    if (!table) {
      const own = sheets.find((w) => w.nationality === nat);
      // section 11 a combination member buys out of the carrier's pooled sheet
      const sheet = own?.pooledInto ? (sheets.find((w) => w.nationality === own.pooledInto) ?? own) : own;
      const spent = (sheet?.purchases ?? []).filter((p) => (p.nationality ?? sheet?.nationality) === nat).reduce((a, p) => ({ money: a.money + p.money, manpower: a.manpower + p.manpower }), { money: 0, manpower: 0 });
      table = { nationality: nat, name: own?.pooledInto && sheet ? `${own.name} (${sheet.name}'s sheet)` : (own?.name ?? nat), money: sheet?.money ?? 0, manpower: sheet?.manpower ?? 0, spent, rows: [] };
      tables.set(nat, table);
    }
    const count = sheets.flatMap((w) => w.purchases.filter((p) => p.unit === unit && (p.nationality ?? w.nationality) === nat)).reduce((n, p) => n + p.count, 0);
    table.rows.push({ nationality: nat, unit, count, plus: o, minus: byValue.get(`unbuy:${nat}:${unit}`), price: /\(([^)]*)\)\s*$/.exec(o.label)?.[1] ?? '' });
  }
  return { tables: [...tables.values()], others };
}

export interface Series {
  power: MajorPower;
  name: string;
  points: { label: string; value: number }[];
}

/** 8.1 victory points, or 10.5 status positions, after each Victory Points Step, per power in the record. */
export function historySeries(economy: EconomyState | null, pick: 'victoryPoints' | 'status'): Series[] {
  const history = economy?.history ?? [];
  return POWER_ORDER.flatMap((p) => {
    const points = history.flatMap((h) => (h[pick][p] === undefined ? [] : [{ label: dateText(h.date), value: h[pick][p]! }]));
    return points.length === 0 ? [] : [{ power: p, name: POWER_NAME[p], points }];
  });
}

/** The viewer's treasury after each Expenditure Step. */
export function treasurySeries(economy: EconomyState | null, power: MajorPower): { label: string; money: number; manpower: number }[] {
  return (economy?.treasury ?? []).filter((t) => t.power === power).map((t) => ({ label: dateText(t.date), money: t.money, manpower: t.manpower }));
}

/** The viewer's loans and debts, in words. */
export function obligations(view: PowerView): string[] {
  const e = view.economy;
  if (!e) return [];
  const me = view.viewer;
  return [
    ...e.loans.map((l) => (l.lender === me ? `${POWER_NAME[l.borrower]} owes you $${l.amount} (lent ${dateText(l.date)})` : `You owe ${POWER_NAME[l.lender]} $${l.amount} (lent ${dateText(l.date)})`)),
    ...e.debts.map((d) => {
      const what = d.amount === null ? 'its overseas trade money' : `$${d.amount}`;
      const left = `${d.phases} more Economic Phase${d.phases === 1 ? '' : 's'}${d.arrears ? `, $${d.arrears} unpaid` : ''}`;
      return d.debtor === me ? `Formal debt (${d.term}): you pay ${POWER_NAME[d.creditor]} ${what.replace('its', 'your')} for ${left}` : `Formal debt (${d.term}): ${POWER_NAME[d.debtor]} pays you ${what} for ${left}`;
    }),
  ];
}
