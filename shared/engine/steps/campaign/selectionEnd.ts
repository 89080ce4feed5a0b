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
