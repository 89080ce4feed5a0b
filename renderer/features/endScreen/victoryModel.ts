// Words and numbers for the scenario's victory conditions (8.1.3.1), from what the host sent:
// the live standing in the view, the final one in `over`, the monthly ones in the log. The
// host judges every condition; this file only lays the results out.
import type { PowerView } from '../../../shared/model/view';
import type { GameEvent } from '../../../shared/model/events';
import type { VictoryStanding, VictoryTestState } from '../../../shared/model/victory';
import { dateText, listText, powerName } from '../game/names';

export interface TestLine {
  text: string;
  met: boolean;
  /** "2 of 3", "5 of 9 points", "1 (at most 1)", "70 factors (at most 64)"; null for "otherwise". */
  progress: string | null;
  parts: TestLine[];
}

export interface ConditionLine extends TestLine {
  id: string;
  /** Who wins when it is met, e.g. "France wins", "Austria and Russia win". */
  winner: string;
  /** "At the end of any month", "… from October 1812", "At the end". */
  when: string;
  /** False before a sudden death's first month. */
  active: boolean;
}

function progressText(t: VictoryTestState): string | null {
  switch (t.kind) {
    case 'always':
      return null;
    case 'points':
      return `${t.value} of ${t.target} points`;
    case 'controlsAtMost':
      return `${t.value} held (at most ${t.target})`;
    case 'armyAtMost':
      return `${t.value} factors (at most ${t.target})`;
    case 'allOf':
    case 'anyOf':
      return `${t.value} of ${t.parts.length} met`;
    default:
      return `${t.value} of ${t.target}`;
  }
}

function testLine(t: VictoryTestState): TestLine {
  return { text: t.text, met: t.met, progress: progressText(t), parts: t.parts.map(testLine) };
}

/** Each condition in the scenario's order, with its state in `standing`. */
export function conditionLines(view: Pick<PowerView, 'scenario'>, standing: VictoryStanding): ConditionLine[] {
  const defs = view.scenario.victory.conditions ?? [];
  return standing.conditions.map((c) => {
    const from = defs.find((d) => d.id === c.id)?.from;
    const when = c.when === 'end' ? `At the end (${dateText(view.scenario.end)})` : from ? `At the end of any month from ${dateText(from)}` : 'At the end of any month';
    const winner = `${listText(c.winner.map(powerName))} ${c.winner.length === 1 ? 'wins' : 'win'}`;
    return { id: c.id, winner, when, active: c.active, ...testLine(c.state) };
  });
}

export interface CityLine {
  city: string;
  name: string;
  holder: string;
  side: number | null;
}

export function cityLines(standing: VictoryStanding): CityLine[] {
  return standing.cities.map((c) => ({ city: c.city, name: c.name, holder: c.controller ? powerName(c.controller) : 'nobody', side: c.side }));
}

export interface MonthPoint {
  label: string;
  /** Objective cities held by each side at the end of the month. */
  held: number[];
}

/** The chart's series: objective cities held per side at each month's end, from the log's `victoryStanding` events. */
export function monthlyHeld(log: readonly GameEvent[], sides: number): MonthPoint[] {
  const points: MonthPoint[] = [];
  for (const e of log) {
    if (e.type !== 'victoryStanding') continue;
    const held = Array.from({ length: sides }, (_, i) => e.standing.cities.filter((c) => c.side === i).length);
    points.push({ label: dateText(e.standing.date), held });
  }
  return points;
}

export interface EndSummary {
  headline: string;
  how: string;
  winnerSide: number | null;
  sides: string[];
  conditions: ConditionLine[];
  cities: CityLine[];
  months: MonthPoint[];
  total: number;
}

/** The end screen: who won and why, each condition's final state, and the monthly series. */
export function endSummary(view: PowerView): EndSummary | null {
  if (!view.over) return null;
  const sides = view.scenario.sides.map((s) => listText(s.map(powerName)));
  const v = view.over.victory;
  const total = (view.scenario.victory.cities ?? []).length;
  const months = monthlyHeld(view.log, sides.length);
  if (!v) return { headline: 'The game is over', how: view.over.reason, winnerSide: null, sides, conditions: [], cities: [], months, total };
  const winners = listText(v.winners.map(powerName));
  const verb = v.winners.length === 1 ? 'wins' : 'win';
  const how = v.kind === 'suddenDeath' ? `by sudden death at the end of ${dateText(v.standing.date)}` : `at the end of the scenario, ${dateText(v.standing.date)}`;
  const decisive = conditionLines(view, v.standing).find((c) => c.id === v.condition);
  return {
    headline: `${winners} ${verb}`,
    how: `${how}: ${decisive && decisive.progress !== null ? decisive.text : 'no other condition was met'}.`,
    winnerSide: v.side,
    sides,
    conditions: conditionLines(view, v.standing),
    cities: cityLines(v.standing),
    months,
    total,
  };
}
