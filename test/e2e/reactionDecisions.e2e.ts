import { describe, expect, it } from 'vitest';
import { interceptionOffer, withdrawalRoute } from './reactionStates';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// opt:12.3.7.4 reaction moves on the table: Austria's secret offer names its leader and the areas
// (never the French corps, never ids), and a withdrawal's route is chosen by pointing at a lit area.
// The engine plays each situation (reactionStates.ts); the seat's view gets Austria's decisions
// through the test hook (as in generalDecisions.e2e.ts). Screenshots: test/artifacts/reaction-*.png.
describe('opt:12.3.7.4 reaction decisions in browser mode', () => {
  const table = decisionTable();
  const { inject, panel } = table;

  it('opt:12.3.7.4.1 the offer names Charles and the areas, with the number to roll', async () => {
    await inject(interceptionOffer(), 'austria', ['land/reaction']);
    await expect.poll(() => panel('land/reaction').count()).toBe(1);
    const text = await panel('land/reaction').innerText();
    expect(text).toMatch(/A French corps has entered Bavaria \(area 324\) from Munich/);
    expect(text).toMatch(/Charles intercepts from Bavaria \(area 325\) into Bavaria \(area 324\): 4 or less/);
    expect(text).not.toMatch(/intercept:|archduke-charles|fr-1/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'reaction-01-offer');
  });

  it('opt:12.3.7.4.2 a withdrawal route: the areas are listed by name and lit on the map', async () => {
    await inject(withdrawalRoute(), 'austria', ['land/reactionRoute']);
    await expect.poll(() => panel('land/reactionRoute').count()).toBe(1);
    const text = await panel('land/reactionRoute').innerText();
    expect(text).toMatch(/Withdraw to Nuremburg \(area 322\)/);
    expect(text).toMatch(/Withdraw to Bavaria \(area 325\)/);
    await table.page.waitForTimeout(600);
    await screenshot(table.page, 'reaction-02-route');
  });
});
