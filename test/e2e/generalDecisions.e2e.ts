import { describe, expect, it } from 'vitest';
import { accessWithdrawChoice, districtsChoice, neutralPortChoice, tyrolChoice } from '../general/decisionStates';
import { screenshot } from './helpers';
import { decisionTable } from './decisionTable';


// The section 10 decisions on the table (issue 18, general branch): the v2.71 10.4.5 unions and
// 10.2.3 neutralising in the 8.9 step, the 10.1.5 Tyrol corps, and a fleet leaving the port of a
// minor that revolted to neutrality (v2.71 10.5.2.2). The engine plays each situation on the
// Political Phase test campaign; the seat's view gets that power's decisions through the test
// hook (as in navalDecisions.e2e.ts). Screenshots: test/artifacts/general-decision-*.png.
describe('section 10 decisions in browser mode', () => {
  const table = decisionTable((seen) => ({ fleets: seen['fleets'] }));
  const { inject, panel } = table;

  it('v2.71 10.4.5 / 10.2.3 the 8.9 districts choice names the minors and the unions, never their ids', async () => {
    await inject(districtsChoice(), 'france', ['general/districts']);
    await expect.poll(() => panel('general/districts').count()).toBe(1);
    const text = await panel('general/districts').innerText();
    expect(text).toMatch(/Join Romagna to Lombardy \(Cisalpine Republic/);
    expect(text).toMatch(/Join Flanders to Holland/);
    expect(text).toMatch(/Declare Bavaria neutral/);
    expect(text).not.toMatch(/join:|neutral:|cisalpine-republic/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'general-decision-01-districts');
  });

  it('10.1.5 the Tyrol corps: Tyrol areas by name', async () => {
    await inject(tyrolChoice(), 'austria', ['general/tyrol']);
    await expect.poll(() => panel('general/tyrol').count()).toBe(1);
    const text = await panel('general/tyrol').innerText();
    expect(text).toMatch(/Raise the Tyrol corps in /);
    expect(text).not.toMatch(/place:|area \d{3}\b(?!\))/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'general-decision-02-tyrol');
  });

  it('v2.71 10.5.2.2 Holland turned neutral: the French squadron in Amsterdam must leave', async () => {
    await inject(neutralPortChoice(), 'france', ['naval/portLeave']);
    await expect.poll(() => panel('naval/portLeave').count()).toBe(1);
    const text = await panel('naval/portLeave').innerText();
    expect(text).toMatch(/Amsterdam has turned neutral/);
    expect(text).toMatch(/Texel Squadron/);
    expect(text).not.toMatch(/fr-x|leave:/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'general-decision-03-neutral-port');
  });

  it('10.3.1.2.1 Prussia\'s diplomacy: withdrawing Russia\'s access says what the Russian corps inside keep', async () => {
    await inject(accessWithdrawChoice(), 'prussia', ['political/diplomacy']);
    await expect.poll(() => panel('political/diplomacy').count()).toBe(1);
    const text = await panel('political/diplomacy').innerText();
    expect(text).toMatch(/Withdraw Russia's access: closed to new entries; 1 corps inside keep moving, garrisoning and placing depots as agreed/);
    expect(text).not.toMatch(/withdraw:|grant:/);
    await table.page.waitForTimeout(400);
    await screenshot(table.page, 'general-decision-04-access-withdrawn');
  });
});
