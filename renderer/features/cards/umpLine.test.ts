// v2.71 14.3 the status card's UMP line, from a real engine view (test only: the renderer
// itself never imports the engine).
/* eslint-disable @typescript-eslint/no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/engine';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { EMPTY_CAMPAIGN } from '../../../shared/model/campaign';
import type { GameState } from '../../../shared/model/state';
import type { PowerView } from '../../../shared/model/view';
import { start } from '../../../test/engine/helpers';
import { statusCard } from './cardModels';

describe('status card UMP line (v2.71 14.3.2, 19.2.1)', () => {
  it('names the status and the controller of each uncontrolled major power; none for powers with a player', () => {
    const s0 = start();
    const s: GameState = {
      ...s0,
      campaign: {
        ...EMPTY_CAMPAIGN,
        umps: [
          { power: 'russia', status: 'inactive', controller: 'austria', lastController: 'austria', neutralPhases: 0 },
          { power: 'britain', status: 'inactive', controller: 'france', lastController: 'france', neutralPhases: 0, activeUntilControlStep: true },
        ],
        newPlayers: ['britain'],
      },
    };
    const rows = statusCard(viewFor(s, 'spectator') as unknown as PowerView).rows;
    expect(rows.find((r) => r.power === 'russia')!.ump).toBe('Uncontrolled: inactive, run by Austria');
    expect(rows.find((r) => r.power === 'britain')!.ump).toBe('Uncontrolled: active, run by France; a new player takes it at the next Economic Phase');
    expect(rows.find((r) => r.power === 'france')!.ump).toBeNull();
  });
});
