// 8.1.3.2 the end of a campaign for the end screen: the final count per power (8.1.3.2.3) and
// who played what (14.2, 14.2.2). Public: the Victory Points Display and the map are seen by all.
import type { CampaignEndView, GameState } from '../../../model';
import { economicPowers, finalExtra, playersOf, victoryLevelOf } from '../../../rules/economic';
import type { GameData } from '../../gameData';

/** Null until a campaign is over (and for scenarios). */
export function campaignEndView(state: GameState, data: GameData | undefined): CampaignEndView | null {
  if (state.over === null || state.scenario.kind !== 'campaign') return null;
  const econ = data?.economy;
  const umps = state.selection?.umps ?? [];
  return {
    powers: economicPowers(state).map((power) => {
      const extra = econ ? finalExtra(state, econ, power) : { vp: 0, label: 'controlled manpower', rule: '8.1.3.2.3.2' };
      return {
        power,
        victoryPoints: state.powers[power].victoryPoints,
        extra: extra.vp,
        extraLabel: extra.label,
        extraRule: extra.rule,
        level: victoryLevelOf(power),
        bid: state.selection?.bids[power] ?? 0,
      };
    }),
    players: playersOf(state).filter((g) => !g.every((p) => umps.includes(p))),
    umps,
  };
}

/** The tracker's place before the first turn (the view's `where`), or null once the first turn began. */
export interface PregameWhere {
  readonly phaseTitle: string;
  readonly phaseRule: string;
  readonly stepTitle: string;
  readonly stepRule: string;
  readonly implemented: boolean;
}

/**
 * 14.2 / v2.71 14.3.1 what the table does before the first turn: the bids for the major powers,
 * then the overtures to the uncontrolled ones. The cursor already names the first turn's first
 * step (4.1 Diplomacy), which has not begun; the tracker shows this instead.
 */
export function pregameWhere(state: GameState): PregameWhere | null {
  if (state.cursor.segment >= 0 || state.over !== null) return null;
  const phase = { phaseTitle: 'Before the first turn', phaseRule: '14.2', implemented: true };
  if (state.selection && !state.selection.settled) return { ...phase, stepTitle: 'Selecting the major powers: secret bids', stepRule: '14.2.1' };
  if (state.setup && !state.setup.settled) return { ...phase, phaseRule: '13.1.1', stepTitle: 'Setting up the forces in secret', stepRule: '13.1.1' };
  if (state.campaign?.control?.pregame) return { ...phase, phaseRule: 'opt:14.3.1', stepTitle: 'Overtures to the uncontrolled major powers', stepRule: 'opt:14.3.1' };
  return null;
}
