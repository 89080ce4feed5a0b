import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { newGame } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import { landwehrSurrender } from '../../shared/engine/steps/land/landwehr';
import type { GameState } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// v2.71 12.11 militia and landwehr (option) on the table: Austria's landwehr choice in the 8.9
// step (12.11.3) and France's set-up militia in the 1805 campaign (12.11.2). The engine plays each
// situation; the seat's view gets that power's decisions through the test hook (as in
// generalDecisions.e2e.ts). Screenshots: test/artifacts/landwehr-*.png.
const OPTION = { options: { rules: { militiaAndLandwehr: true } } };

function landwehrChoice(): GameState {
  const s = startEconomic((j) => {
    for (const c of j.forces.corps!) if (c.id === 'austria-ii') c.factors = { infantry: 12 };
  }, OPTION);
  const tx = beginTx(s, ECON_DATA);
  landwehrSurrender(tx, 'austria', true);
  return playEconomic(tx.state, () => undefined, atStep('economic/newCombinations', 3));
}

function setupChoice(): GameState {
  const json = JSON.parse(readFileSync(new URL('../../assets/scenarios/14.4-1805-1807-campaign.json', import.meta.url), 'utf8'));
  const g = newGame({ scenario: json, seed: 5, data: ECON_DATA, ...OPTION });
  if (!g.ok) throw new Error('1805 campaign rejected');
  return g.value;
}

describe('12.11 militia and landwehr decisions in browser mode', () => {
  const table = decisionTable();
  const { inject, panel } = table;

  it('12.11.3 Austria is asked in the 8.9 step whether to raise its landwehr for two political points', async () => {
    await inject(landwehrChoice(), 'austria', ['landwehr/decide']);
    await expect.poll(() => panel('landwehr/decide').count()).toBe(1);
    const text = await panel('landwehr/decide').innerText();
    expect(text).toMatch(/surrendered unconditionally/);
    expect(text).toMatch(/Raise the landwehr \(2 political points/);
    expect(text).toMatch(/Do not raise a landwehr/);
    expect(text).not.toMatch(/activate|keep\b/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'landwehr-01-decide');
  });

  it('12.11.2 France converts set-up infantry into militia garrisons: cities and corps by name', async () => {
    await inject(setupChoice(), 'france', ['landwehr/setupMilitia']);
    await expect.poll(() => panel('landwehr/setupMilitia').count()).toBe(1);
    const text = await panel('landwehr/setupMilitia').innerText();
    expect(text).toMatch(/three militia/);
    expect(text).toMatch(/Paris garrison/);
    expect(text).not.toMatch(/convert:|paris garrison|fr-\w+/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'landwehr-02-setup-militia');
  });
});
