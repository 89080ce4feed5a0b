// The worksheet on the back of the National Card (8.0): lines with their reasons, and running
// totals that always equal the sum of the lines.
import { POWER_NAMES, isMajorPower } from '../../model';
import type { GameDate, GameState, MajorPower, Nationality, RuleRef, Worksheet, WorksheetLine, WorksheetSection } from '../../model';

/** A line that counted (money and manpower moved). */
export const counted = (section: WorksheetSection, label: string, money: number, manpower: number, rule: RuleRef): WorksheetLine => ({
  section, label, money, manpower, rule, counted: true,
});

/** A source that paid nothing this time, and why. */
export const notCounted = (section: WorksheetSection, label: string, rule: RuleRef, why: string): WorksheetLine => ({
  section, label, money: 0, manpower: 0, rule, counted: false, why,
});

/** The name a worksheet shows for a nationality: the power's, or the free state's. */
export function nationalityName(state: GameState, nationality: Nationality): string {
  if (isMajorPower(nationality)) return POWER_NAMES[nationality];
  return state.minors.find((m) => m.id === nationality)?.name ?? nationality;
}

/** A worksheet opened with what the nationality carries into the phase (8.2.1: added to the carried amount). */
export function openSheet(state: GameState, power: MajorPower, nationality: Nationality, date: GameDate, money: number, manpower: number): Worksheet {
  const lines: WorksheetLine[] = money !== 0 || manpower !== 0 ? [counted('carried', 'Carried over from the last quarter', money, manpower, '8.5.7')] : [];
  return { power, nationality, name: nationalityName(state, nationality), date, lines, purchases: [], counters: [], money, manpower, bankrupt: false, halved: false, closed: false };
}

/** The sheet with more lines; its totals move by what the lines moved. */
export function addLines(ws: Worksheet, lines: readonly WorksheetLine[]): Worksheet {
  if (lines.length === 0) return ws;
  let money = ws.money;
  let manpower = ws.manpower;
  for (const l of lines) {
    money += l.money;
    manpower += l.manpower;
  }
  return { ...ws, lines: [...ws.lines, ...lines], money, manpower };
}

/** The totals of a section's lines. */
export function sectionTotal(ws: Worksheet, section: WorksheetSection): { money: number; manpower: number } {
  let money = 0;
  let manpower = 0;
  for (const l of ws.lines) if (l.section === section) [money, manpower] = [money + l.money, manpower + l.manpower];
  return { money, manpower };
}
