import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { bystanderChoice } from '../land/decisionStates';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, screenshot, type Served } from './helpers';

// The land branch's decisions on the table (session 8): 7.3.8.4 a bystander choosing where its
// corps step aside from a battle. The engine plays the situation on the land test setup; the
// seat's view gets that power's decision through the test hook (as in generalDecisions.e2e.ts).
// Screenshots: test/artifacts/land-decision-*.png.
describe('land decisions in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const inject = (engine: GameState, power: MajorPower, kinds: string[]) =>
    redispatchView(page, (view) => {
      const seen = viewFor(engine, power) as unknown as { decisions: { power: string; kind: string }[] };
      return { decisions: seen.decisions.filter((d) => kinds.includes(d.kind)).map((d) => ({ ...d, power: view.viewer })) };
    });
  const panel = (kind: string) => page.locator(`.decision[data-kind="${kind}"]`);

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('7.3.8.4 the bystander\'s areas are named, never ids, and the picked one is drawn on the map', async () => {
    await inject(bystanderChoice(), 'russia', ['land/combatBystander']);
    await expect.poll(() => panel('land/combatBystander').count()).toBe(1);
    const text = await panel('land/combatBystander').innerText();
    expect(text).toMatch(/Step aside to /);
    expect(text).toMatch(/I Corps/);
    expect(text).not.toMatch(/475>|area \d{3}\b(?!\))/);
    await panel('land/combatBystander').locator('label, [role="radio"], li').first().click().catch(() => undefined);
    await page.waitForTimeout(600);
    await screenshot(page, 'land-decision-01-bystander');
  });
});
