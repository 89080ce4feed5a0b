import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, DATA, FR, battleScenario, counterOf, order, reach } from '../engine/landSetup';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// The campaign branch's new decision on the table (issue 20, camp, session 8): opt:12.3.9.4 the
// owner of forces swept by an overrun says whether they surrender or are destroyed. The engine
// plays the overrun (12 French factors against 2 Austrian in area 324); Austria's view gets the
// decision through the test hook (as in generalDecisions.e2e.ts). Screenshot:
// test/artifacts/camp-decision-01-overrun-swept.png.
function overrunSwept(): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), AU({ infantry: 1, cavalry: 1 })]), seed: 3, data: DATA, options: { rules: { overruns: true } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const { s } = reach(r.value, 'france', 'land/movement');
  const moved = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:324`);
  return order(moved, 'france', 'land/movement', `overrun:${counterOf(moved, 'fr-1')}`);
}

describe('the campaign branch decisions in browser mode', () => {
  const table = decisionTable();
  const { inject, panel } = table;

  it('opt:12.3.9.4 the swept forces: surrender or destroy, with the powers, the area and the factors by name', async () => {
    await inject(overrunSwept(), 'austria', ['land/overrunSwept']);
    await expect.poll(() => panel('land/overrunSwept').count()).toBe(1);
    const text = await panel('land/overrunSwept').innerText();
    expect(text).toMatch(/France overran your forces in /);
    expect(text).toMatch(/Surrender them: France holds them as prisoners \(Austria: 1 infantry, 1 cavalry\)/);
    expect(text).toMatch(/Destroy them/);
    expect(text).not.toMatch(/surrender:|destroy:|austria\//);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'camp-decision-01-overrun-swept');
  });
});
