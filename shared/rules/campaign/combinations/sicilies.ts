// 11.7 The Kingdom of the Two Sicilies: Naples (major district) and Sicily as one minor country
// (opt:11.7 v2.71 keeps 11.7 unchanged).
// 11.7 / 10.4 one minor with two districts: a standing Naples-Sicily district link (twoSicilies/index.ts) that
// section 10's code reads, so the kingdom is declared on (10.4.2), controlled (10.4.3), conquered and ceded
// (8.8, 8.8.2 one district alone) as one minor, and never ends.
import type { GameState, MajorPower } from '../../../model';
import { holdsMinor } from './control';

/** Who runs the Two Sicilies' forces and whether its values are doubled as one free state. */
export interface TwoSicilies {
  /** 11.7.1 the Naples corps go with whoever holds Naples. */
  readonly corps: MajorPower | null;
  /** 11.7.1 the Naples fleet goes with whoever holds Sicily. */
  readonly fleet: MajorPower | null;
  /** 11.7.2 money and manpower combined and doubled only while one power holds both as free states. */
  readonly doubled: boolean;
}

const runner = (state: GameState, id: string): MajorPower | null => {
  const m = state.minors.find((x) => x.id === id);
  return m && m.status !== 'neutral' ? m.controller : null;
};

/** 11.7.1-11.7.2 (option) the split of the kingdom between the powers holding its two districts. */
export function twoSicilies(state: GameState): TwoSicilies {
  const naples = runner(state, 'naples');
  const sicily = runner(state, 'sicily');
  const free = (id: string) => state.minors.find((x) => x.id === id)?.status === 'free';
  const one = naples !== null && naples === sicily;
  return { corps: naples, fleet: sicily, doubled: one && holdsMinor(state, naples, 'naples') && free('naples') && free('sicily') };
}
