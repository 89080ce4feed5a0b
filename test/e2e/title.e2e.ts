import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

describe('title screen in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1280, height: 800 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('renders the title, the four entries and the version', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    const buttons = await page.locator('.title-menu button .label').allInnerTexts();
    expect(buttons).toEqual(['New game', 'Load game', 'Join LAN game', 'Rules & data sources']);
    expect(await page.getByTestId('app-version').textContent()).toMatch(/^Version \d+\.\d+\.\d+/);
  });

  it('asks the host for its version over the WebSocket and shows the answer', async () => {
    await expect.poll(() => page.getByTestId('host-version').textContent(), { timeout: 10_000 }).toMatch(/host \d+\.\d+\.\d+ \(browser mode\), protocol 2/);
    const state = (await page.evaluate(() => window.__eia?.getState())) as { connection: { transport: string; status: string } };
    expect(state.connection).toMatchObject({ transport: 'websocket', status: 'open' });
  });

  it('uses the bundled display face, not a fallback', async () => {
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() => document.fonts.check('48px "IM Fell English"'));
    expect(loaded).toBe(true);
    await screenshot(page, 'title');
  });

  it('is usable from the keyboard: a menu key opens its screen and Escape comes back', async () => {
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Rules & data sources');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
  });

  it('shows an error line, not a crash, when the host sends garbage', async () => {
    await page.evaluate(() => window.__eia?.dispatchHostMessage('{"type":"version"}'));
    await expect.poll(() => page.locator('.title-error').textContent()).toContain('Invalid injected message');
  });
});
