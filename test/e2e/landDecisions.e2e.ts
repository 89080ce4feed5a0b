import { describe, expect, it } from 'vitest';
import { bystanderChoice } from '../land/decisionStates';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';

// The land branch's decisions on the table (session 8): 7.3.8.4 a bystander choosing where its
// corps step aside from a battle. The engine plays the situation on the land test setup; the
// seat's view gets that power's decision through the test hook (as in generalDecisions.e2e.ts).
// Screenshots: test/artifacts/land-decision-*.png.
describe('land decisions in browser mode', () => {
  const table = decisionTable();
  const { inject, panel } = table;

  it('7.3.8.4 the bystander\'s areas are named, never ids, and the picked one is drawn on the map', async () => {
    await inject(bystanderChoice(), 'russia', ['land/combatBystander']);
    await expect.poll(() => panel('land/combatBystander').count()).toBe(1);
    const text = await panel('land/combatBystander').innerText();
    expect(text).toMatch(/Step aside to /);
    expect(text).toMatch(/I Corps/);
    expect(text).not.toMatch(/475>|area \d{3}\b(?!\))/);
    await panel('land/combatBystander').locator('label, [role="radio"], li').first().click().catch(() => undefined);
    await table.page.waitForTimeout(600);
    await screenshot(table.page, 'land-decision-01-bystander');
  });
});
