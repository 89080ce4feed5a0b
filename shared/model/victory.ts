// 8.1.3.1 the victory conditions of a game and how they stand: kept apart from the state so
// events can carry a standing without importing the state.
import type { MajorPower } from './powers';
import type { CityId } from './ids';
import type { GameDate } from './calendar';

/** What a condition asks of the objective cities; `side` names the side holding that power (3.4). */
export type VictoryTest =
  | { readonly kind: 'controlsAll'; readonly side: MajorPower; readonly cities: readonly CityId[] }
  | { readonly kind: 'controlsAtLeast'; readonly side: MajorPower; readonly count: number; readonly cities: readonly CityId[] }
  | { readonly kind: 'controlsAtMost'; readonly side: MajorPower; readonly count: number; readonly cities: readonly CityId[] }
  | { readonly kind: 'points'; readonly side: MajorPower; readonly atLeast: number; readonly values: readonly { readonly city: CityId; readonly points: number }[] }
  | { readonly kind: 'allOf'; readonly tests: readonly VictoryTest[] }
  | { readonly kind: 'anyOf'; readonly tests: readonly VictoryTest[] }
  /** The power's army worn down: the factors in its corps on the map (field and cities, not garrisons) at most `factors`. */
  | { readonly kind: 'armyAtMost'; readonly power: MajorPower; readonly factors: number }
  /** "Otherwise": the side named by the condition wins when nothing before it did. */
  | { readonly kind: 'always' };

export interface VictoryCondition {
  readonly id: string;
  /** A power of the side that wins when the test is met. */
  readonly winner: MajorPower;
  /** 'endOfMonth': sudden death, checked at every Time Record; 'end': after the last turn only. */
  readonly when: 'endOfMonth' | 'end';
  /** Sudden death only from the end of this month on. */
  readonly from?: GameDate;
  readonly test: VictoryTest;
}

/** One test's state now: met or not, and the count or points against what it needs. */
export interface VictoryTestState {
  readonly kind: VictoryTest['kind'];
  readonly met: boolean;
  /** Cities held (or points scored, or sub-tests met) … */
  readonly value: number;
  /** … against this many needed (the most allowed for 'controlsAtMost'). */
  readonly target: number;
  readonly text: string;
  readonly parts: readonly VictoryTestState[];
}

export interface VictoryConditionState {
  readonly id: string;
  readonly winner: readonly MajorPower[];
  readonly when: VictoryCondition['when'];
  /** False before a sudden-death condition's first month. */
  readonly active: boolean;
  readonly state: VictoryTestState;
}

/** 8.1.3.1 Who holds each objective city and how each condition stands, at one moment. */
export interface VictoryStanding {
  readonly date: GameDate;
  readonly cities: readonly { readonly city: CityId; readonly name: string; readonly controller: MajorPower | null; readonly side: number | null }[];
  readonly conditions: readonly VictoryConditionState[];
}

/** 8.1.3.1 How the game was decided. */
export interface VictoryResult {
  /** The winning side's powers and its index in `scenario.sides`. */
  readonly winners: readonly MajorPower[];
  readonly side: number;
  readonly condition: string;
  readonly kind: 'suddenDeath' | 'end';
  readonly standing: VictoryStanding;
}
