// 8.1.3.1 Scenario victory: who controls each objective city, how each of the scenario's
// conditions stands, and which (if any) decides the game at a month's end or after the last turn.
import { POWER_NAMES, compareDates, controllerOf, totalFactors } from '../../model';
import type {
  CityId, GameDate, GameState, MajorPower, ObjectiveCity, VictoryCondition, VictoryConditionState, VictoryResult, VictoryStanding, VictoryTest,
  VictoryTestState,
} from '../../model';
import { cityHolder, powersInCity } from '../land/movement';

/** 3.4 the index in `scenario.sides` of the side holding `power`, or null. */
export function sideOf(state: GameState, power: MajorPower | null): number | null {
  if (power === null) return null;
  const i = state.scenario.sides.findIndex((side) => side.includes(power));
  return i < 0 ? null : i;
}

/**
 * 10.3.2 Who controls an objective city: whoever runs the forces inside it (garrison, else a
 * corps in the city); a vacant city stays with the controller of its province or minor
 * country (10.3.2.2), whatever stands in the area outside it. Ceded provinces are not
 * modelled yet, so a province counts as its 1805 owner's.
 */
export function cityController(state: GameState, city: ObjectiveCity): MajorPower | null {
  const owner = territoryController(state, city);
  // 10.3.2.1 several powers inside: the territory's controller when its factors are among them
  const powers = powersInCity(state, city.area, city.id);
  if (powers.length > 1 && owner !== null && powers.includes(owner)) return owner;
  return cityHolder(state, city.area, city.id) ?? owner;
}

/** 10.3.2.2 the controller of the province or minor country the city lies in. */
function territoryController(state: GameState, city: ObjectiveCity): MajorPower | null {
  const t = city.territory;
  if (t === null) return null;
  if (t.kind === 'power') return t.power;
  const minor = state.minors.find((m) => m.id === t.minor);
  return minor && minor.status !== 'neutral' ? minor.controller : null;
}

const objectiveCities = (state: GameState): readonly ObjectiveCity[] => state.scenario.victory.cities ?? [];
const conditionsOf = (state: GameState): readonly VictoryCondition[] => state.scenario.victory.conditions ?? [];

/** The objective cities with their controllers and sides now. */
export function objectiveControl(state: GameState): VictoryStanding['cities'] {
  return objectiveCities(state).map((c) => {
    const controller = cityController(state, c);
    return { city: c.id, name: c.name, controller, side: sideOf(state, controller) };
  });
}

function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The factors in the corps a power runs on the map (its own and its minors', in the field or in
 * cities; garrisons and the counter mix not counted): what an `armyAtMost` condition reads.
 */
export function armyFactors(state: GameState, power: MajorPower): number {
  let n = 0;
  for (const c of state.corps) if (c.location.kind === 'area' && controllerOf(state, c.nationality) === power) n += totalFactors(c.factors);
  return n;
}

function evaluateTest(state: GameState, test: VictoryTest, control: VictoryStanding['cities']): VictoryTestState {
  const nameOf = (id: CityId) => control.find((c) => c.city === id)?.name ?? id;
  const heldBy = (side: MajorPower, id: CityId) => {
    const s = sideOf(state, side);
    return s !== null && control.find((c) => c.city === id)?.side === s;
  };
  // "France controls …", "Austria and Russia control …"
  const who = (side: MajorPower, verb: string) => {
    const powers = state.scenario.sides[sideOf(state, side) ?? -1] ?? [side];
    return `${listText(powers.map((p) => POWER_NAMES[p]))} ${powers.length === 1 ? `${verb}s` : verb}`;
  };
  switch (test.kind) {
    case 'always':
      return { kind: test.kind, met: true, value: 0, target: 0, text: 'in every other case', parts: [] };
    case 'controlsAll':
    case 'controlsAtLeast':
    case 'controlsAtMost': {
      const held = test.cities.filter((c) => heldBy(test.side, c)).length;
      const names = listText(test.cities.map(nameOf));
      if (test.kind === 'controlsAll')
        return { kind: test.kind, met: held === test.cities.length, value: held, target: test.cities.length, text: `${who(test.side, 'control')} ${test.cities.length > 1 ? 'all of ' : ''}${names}`, parts: [] };
      if (test.kind === 'controlsAtLeast')
        return { kind: test.kind, met: held >= test.count, value: held, target: test.count, text: `${who(test.side, 'control')} at least ${test.count} of ${names}`, parts: [] };
      return { kind: test.kind, met: held <= test.count, value: held, target: test.count, text: `${who(test.side, 'control')} at most ${test.count} of ${names}`, parts: [] };
    }
    case 'points': {
      const value = test.values.filter((v) => heldBy(test.side, v.city)).reduce((a, v) => a + v.points, 0);
      const worth = test.values.map((v) => `${nameOf(v.city)} ${v.points}`).join(', ');
      return { kind: test.kind, met: value >= test.atLeast, value, target: test.atLeast, text: `${who(test.side, 'score')} ${test.atLeast} points (${worth})`, parts: [] };
    }
    case 'armyAtMost': {
      const value = armyFactors(state, test.power);
      return { kind: test.kind, met: value <= test.factors, value, target: test.factors, text: `${POWER_NAMES[test.power]}'s corps hold at most ${test.factors} factors`, parts: [] };
    }
    case 'allOf':
    case 'anyOf': {
      const parts = test.tests.map((t) => evaluateTest(state, t, control));
      const value = parts.filter((p) => p.met).length;
      const all = test.kind === 'allOf';
      return { kind: test.kind, met: all ? value === parts.length : value > 0, value, target: all ? parts.length : 1, text: all ? 'all of these' : 'any of these', parts };
    }
  }
}

/** Whether a sudden-death condition counts at the end of `month` (its `from` month on). */
const activeAt = (c: VictoryCondition, month: GameDate) => c.when === 'end' || c.from === undefined || compareDates(month, c.from) >= 0;

/** 8.1.3.1 Every condition as it stands now (the status card, the monthly record). */
export function victoryStanding(state: GameState): VictoryStanding {
  const cities = objectiveControl(state);
  const conditions: VictoryConditionState[] = conditionsOf(state).map((c) => ({
    id: c.id,
    winner: state.scenario.sides[sideOf(state, c.winner) ?? -1] ?? [c.winner],
    when: c.when,
    active: activeAt(c, state.date),
    state: evaluateTest(state, c.test, cities),
  }));
  return { date: state.date, cities, conditions };
}

function decide(state: GameState, standing: VictoryStanding, when: VictoryCondition['when']): VictoryResult | null {
  const hit = standing.conditions.find((c) => c.when === when && c.active && c.state.met);
  if (!hit) return null;
  const condition = conditionsOf(state).find((c) => c.id === hit.id)!;
  return {
    winners: hit.winner,
    side: sideOf(state, condition.winner) ?? 0,
    condition: hit.id,
    kind: when === 'end' ? 'end' : 'suddenDeath',
    standing,
  };
}

/**
 * 8.1.3.1 At the end of a month (the Time Record): the first sudden-death condition met wins;
 * after the scenario's last turn, failing that, the first end condition met (the last one is
 * "otherwise", so a scenario with conditions always has a winner). Null: play on, or a game
 * without conditions (campaigns, old saves).
 */
export function judgeVictory(state: GameState, lastTurn: boolean): VictoryResult | null {
  if (conditionsOf(state).length === 0) return null;
  const standing = victoryStanding(state);
  return decide(state, standing, 'endOfMonth') ?? (lastTurn ? decide(state, standing, 'end') : null);
}
