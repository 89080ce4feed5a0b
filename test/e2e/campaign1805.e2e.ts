import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { view: { viewer: string; decisions: { kind: string }[] } | null };
}

// Issue 20: the 1805 campaigns are picked up by the scenario catalogue; the 14.7 Grand Campaign
// starts from the New game screen with all seven powers and opens in the Political Phase.
describe('the Grand Campaign (14.7) starts from New game', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('lists both 1805 campaigns, starts the Grand Campaign and reaches the Political Phase of January 1805', async () => {
    await page.goto(`${served.url}#/newGame`);
    await expect.poll(() => page.locator('.scenario', { hasText: 'The Grand Campaign, 1805-1815' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.scenario', { hasText: 'The Campaign of 1805-1807' }).count()).toBe(1);
    await page.locator('.scenario', { hasText: 'The Grand Campaign' }).locator('input').check();
    await expect.poll(() => page.locator('.scenario-detail h2').textContent()).toContain('Grand Campaign');
    expect(await page.locator('.seats tbody tr td:first-child').allInnerTexts()).toEqual(['France', 'Great Britain', 'Spain', 'Austria', 'Prussia', 'Russia', 'Turkey']);
    await page.getByLabel('Seed').fill('1805');
    await screenshot(page, 'campaign1805-01-new-game');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 20_000 }).toBe('#/game');
    // hot seat: the first power to decide is behind the curtain; the next player takes the seat
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 20_000 }).not.toBeNull();
    const first = (await state()).ui.curtain!;
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.ui.watched === first && !s.ui.busy;
    }, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('tracker-date').textContent(), { timeout: 10_000 }).toBe('January 1805');
    expect(await page.getByTestId('tracker').innerText()).toContain('Political');
    expect((await state()).hostView.view?.decisions.map((d) => d.kind)).toContain('political/diplomacy');
    await screenshot(page, 'campaign1805-02-political-phase');
  });
});
