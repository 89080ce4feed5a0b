/** 7.5.2.11 Reinforcing a field combat after a round, and 10.6.1.1.3 a reinforcing leader taking command. */
import { illegal, LEGAL, type Verdict } from '../../../model';
import type { DayState } from './day';
import type { CombatLeader, CombatSide, CombatUnit, Modifier, Terrain } from './types';

/** Where and how a group of reinforcements would come in. */
export interface ReinforcementSource {
  /** Terrain of the area the reinforcements stand in. */
  readonly terrain: Terrain;
  /** 7.5.2.11.3 they would cross a river into the combat area. */
  readonly acrossRiver: boolean;
  /** 7.5.2.11.1.1 they would cross a crossing arrow or disembark. */
  readonly byArrowOrSea: boolean;
  /** 7.5.2.11.1.2 they fought or will fight another (non-trivial) combat this sequence. */
  readonly otherCombat: boolean;
  /** The units trying to come in (with a leader, as one group; else one corps). */
  readonly units: readonly CombatUnit[];
  readonly leader: CombatLeader | null;
}

/** 7.5.2.11.1-2 Whether these forces may try to reinforce at all. */
export function canAttemptReinforcement(src: ReinforcementSource): Verdict {
  if (src.byArrowOrSea) return illegal('illegalOption', '7.5.2.11.1.1', 'no reinforcing across a crossing arrow or from the sea');
  if (src.otherCombat) return illegal('illegalOption', '7.5.2.11.1.2', 'these forces have their own combat this sequence');
  const corps = src.units.filter((u) => u.kind === 'corps').length;
  // 7.5.2.11.2 irregulars come only with a leader; without one, each corps rolls alone
  if (!src.leader && src.units.some((u) => u.kind === 'irregular')) return illegal('illegalOption', '7.5.2.11.2', 'cossacks, freikorps and guerillas reinforce only with a leader');
  if (!src.leader && corps !== 1) return illegal('illegalOption', '7.5.2.11.2', 'without a leader each corps tries on its own');
  if (src.units.some((u) => u.kind === 'garrison')) return illegal('illegalOption', '7.5.2.11.1', 'depot garrisons do not reinforce');
  return LEGAL;
}

export interface ReinforcementRoll {
  readonly rating: number;
  readonly parts: readonly Modifier[];
  readonly die: number;
  readonly arrived: boolean;
}

/**
 * 7.5.2.11.2-3 The roll: at or under the leader's strategic rating (or the lone corps' own), -1
 * from a mountain, forest or marsh area or across a river, never more than -1 in all.
 */
export function reinforcementRoll(src: ReinforcementSource, die: number): ReinforcementRoll {
  const corps = src.units.find((u) => u.kind === 'corps');
  const base = src.leader ? src.leader.strategic : (corps?.strategic ?? 0);
  const parts: Modifier[] = [{ rule: '7.5.2.11.2', label: src.leader ? `${src.leader.id} strategic` : `${corps?.id ?? 'corps'} intrinsic strategic`, value: base }];
  const rough = src.terrain === 'mountain' || src.terrain === 'forest' || src.terrain === 'marsh';
  if (rough || src.acrossRiver) parts.push({ rule: '7.5.2.11.3', label: [rough ? src.terrain : '', src.acrossRiver ? 'river' : ''].filter(Boolean).join(' and '), value: -1 });
  const rating = parts.reduce((s, m) => s + m.value, 0);
  return { rating, parts, die, arrived: die <= rating };
}

/**
 * 7.5.2.11.4-5 Arrived reinforcements join the side (with a pinning force, never the outflankers);
 * the final morale level stays as it was.
 */
export function addReinforcements(state: DayState, side: CombatSide, units: readonly CombatUnit[]): DayState {
  const s = state[side];
  const known = new Set(s.units.map((u) => u.id));
  return { ...state, [side]: { ...s, units: [...s.units, ...units.filter((u) => !known.has(u.id))] } };
}

const SENIORITY = ['A', 'B', 'C', 'D'] as const;
const rank = (l: CombatLeader) => (l.seniority ? SENIORITY.indexOf(l.seniority) : SENIORITY.length);

/**
 * 10.6.1.1.3 A reinforcing leader takes command only when there is no commander, or when he is of
 * the commander's nation and senior to him.
 */
export function commanderAfterReinforcement(current: CombatLeader | null, arriving: CombatLeader): CombatLeader {
  if (!current) return arriving;
  if (arriving.nationality === current.nationality && rank(arriving) < rank(current)) return arriving;
  return current;
}
