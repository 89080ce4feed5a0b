// The Austrian insurrection set-up the rising tests share: France in Salzburg, Austria's
// insurrection corps off the map.
import type { GameState } from '../../shared/model';
import { newLandGame } from '../engine/landSetup';

type Row = Record<string, unknown>;
const NAMES = ['Insurrectio Primus', 'Insurrectio Secundus'];

/**
 * France's first `inSalzburg` corps (I Corps, then the cavalry reserve) in Salzburg (479), beside
 * Illyria (481); Austria's insurrection corps `au-ins1`, `au-ins2`… off the map with these factors.
 */
export function insurrectionGame(corps: readonly { readonly militia: number; readonly cavalry: number }[], inSalzburg = 2): GameState {
  return newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    for (let i = 0; i < inSalzburg; i++) cs[i]!.area = '479';
    corps.forEach((f, i) =>
      cs.push({
        id: `au-ins${i + 1}`,
        name: NAMES[i],
        nationality: 'austria',
        type: 'insurrection',
        movement: 3,
        offMap: true,
        factors: { ...f },
      }),
    );
  });
}
