import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { curtain: string | null; busy: boolean };
  hostView: { view: { campaign?: { umps: { power: string; status: string }[] } } | null };
}

// v2.71 19.2: in a hot-seat Grand Campaign the host's "Replace a player" panel turns Prussia's
// departing player into an uncontrolled major power, then records that a new player was found.
describe('replacing a player (19.2, Grand Campaign, hot-seat)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const umps = async () => ((await state()).hostView.view?.campaign?.umps ?? []).map((u) => u.power);

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('Prussia becomes an uncontrolled major power, then a new player is found', async () => {
    await page.goto(`${served.url}#/newGame`);
    await expect.poll(() => page.locator('.scenario', { hasText: 'The Grand Campaign, 1805-1815' }).count(), { timeout: 10_000 }).toBe(1);
    await page.locator('.scenario', { hasText: 'The Grand Campaign' }).locator('input').check();
    await page.getByLabel('Seed').fill('192');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 20_000 }).toBe('#/game');
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 20_000 }).not.toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 15_000 }).toBeNull();
    await page.getByRole('button', { name: /^Table/ }).click();
    const panel = page.getByTestId('replace-player');
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    const leaves = panel.getByRole('button', { name: 'Player leaves' });
    const found = panel.getByRole('button', { name: 'New player found' });
    expect(await leaves.isDisabled()).toBe(true); // no power chosen yet
    await panel.getByLabel('Power').selectOption({ label: 'Prussia' });
    expect(await found.isDisabled()).toBe(true); // Prussia still has its player
    await leaves.click();
    await expect.poll(umps, { timeout: 15_000 }).toContain('prussia');
    expect(await panel.getByRole('status').innerText()).toContain('Prussia is now an uncontrolled major power');
    await expect.poll(() => page.getByTestId('table-seats').locator('li[data-power="prussia"]').innerText(), { timeout: 10_000 }).toContain('uncontrolled major power');
    await screenshot(page, 'replacePlayer-01-prussia-leaves');
    await expect.poll(() => found.isDisabled(), { timeout: 10_000 }).toBe(false);
    await found.click();
    await expect.poll(() => panel.getByRole('status').innerText(), { timeout: 15_000 }).toContain('A new player takes Prussia at the next Economic Phase');
    await screenshot(page, 'replacePlayer-02-new-player-found');
  });
});
