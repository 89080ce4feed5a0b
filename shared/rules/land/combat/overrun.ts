// opt:12.3.9 (v2.71 option) overwhelming numbers and overruns, all of it: 12.3.9.1 in trivial.ts,
// and here 12.3.9.2-12.3.9.5 overruns: a moving corps may try to sweep away the enemy corps and
// depot garrisons of the area it has just entered, at odds of 5:1 or better.
import { garrisonSize, illegal, LEGAL, totalFactors, operatorOf } from '../../../model';
import type { AreaId, CounterId, CounterMove, GameState, MajorPower, Nationality, Verdict } from '../../../model';
import { isEnemy } from '../movement/facts';

export interface OverrunOdds {
  /** 12.3.9.3 the strength of the power's corps in the area's field, the mover's included. */
  readonly attacking: number;
  /** 12.3.9.3 the strength of the enemy corps and depot garrisons there. */
  readonly defending: number;
  /** 12.3.9.4 at least 5:1. */
  readonly succeeds: boolean;
  /** 12.3.9.4 what a success removes: the enemy corps except cavalry corps, and the depot garrisons. */
  readonly swept: { readonly corps: readonly CounterId[]; readonly garrisons: readonly Nationality[] };
}

const inField = (area: AreaId) => (l: { kind: string; area?: AreaId; city?: unknown }) => l.kind === 'area' && l.area === area && l.city === undefined;

/**
 * 12.3.9.3-4 The odds of `power` overrunning in `area`: its own corps in the field against every
 * enemy corps in the field and every enemy depot garrison there (cossacks, freikorps and city
 * garrisons neither count nor are swept; cavalry corps count but stay).
 */
export function overrunOdds(state: GameState, power: MajorPower, area: AreaId): OverrunOdds {
  const here = state.corps.filter((c) => inField(area)(c.location));
  const attacking = here.filter((c) => operatorOf(state, c) === power).reduce((n, c) => n + totalFactors(c.factors), 0);
  const enemyCorps = here.filter((c) => isEnemy(state, power, c));
  const garrisons = state.garrisons.filter((g) => g.area === area && g.place.kind === 'depot' && isEnemy(state, power, g.nationality));
  const defending = enemyCorps.reduce((n, c) => n + totalFactors(c.factors), 0) + garrisons.reduce((n, g) => n + garrisonSize(g.factors), 0); // 7.3.3.3.1 a depot's cossacks and freikorps defend too
  return {
    attacking, defending, succeeds: defending > 0 && attacking >= 5 * defending,
    swept: { corps: enemyCorps.filter((c) => c.type !== 'cavalry').map((c) => c.counter), garrisons: garrisons.map((g) => g.nationality) },
  };
}

/**
 * 12.3.9.2 a corps may try an overrun in the area it has just entered (not the one it started
 * in), once there, while enemy corps or depot garrisons stand there; the option must be on.
 */
export function overrunVerdict(state: GameState, power: MajorPower, counter: CounterId, move: CounterMove | undefined): Verdict {
  if (!state.options.rules.overruns) return illegal('illegalOption', '12.3.9.2', 'overruns are an optional rule not in use');
  const corps = state.corps.find((c) => c.counter === counter);
  if (!corps || corps.location.kind !== 'area' || corps.location.city !== undefined) return illegal('noSuchCounter', '12.3.9.2', 'only a corps in the field may try an overrun');
  const area = corps.location.area;
  if (!move || move.entered.at(-1) !== area) return illegal('illegalOption', '12.3.9.2', 'an overrun is tried in the area the corps has just entered');
  if ((move.overrunTried ?? []).includes(area)) return illegal('illegalOption', '12.3.9.2', 'this corps already tried an overrun here');
  if (overrunOdds(state, power, area).defending === 0) return illegal('illegalOption', '12.3.9.2', 'no enemy corps or depot garrison here');
  return LEGAL;
}
