import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, victoryConditionIds, type Served } from './helpers';
import { finished1805View } from '../scenarios/finishedGame';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: { viewer: string } | null };
}

// 8.1.3.1 The status card's victory conditions during play, and the end screen once the game
// is over. The finished game is a real engine game (France takes Linz, Vienna, Brunn and Venice
// one a month and wins by sudden death in December), delivered to the page as the host's view.
describe('victory conditions and the end screen (1805)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('8.1.3.1 the status card shows each condition and who holds each objective city now', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5); // the five 13.x scenarios, then the campaigns (14.x)
    await page.locator('.scenario', { hasText: '1805' }).locator('input').check();
    await page.getByLabel('Seed').fill('1805');
    await page.locator('button.start').click();
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBe('austria');
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.hostView.view?.viewer === 'austria' && !s.ui.busy;
    }, { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('2');
    const conditions = page.getByTestId('status-card').getByTestId('victory-conditions');
    const ids = victoryConditionIds('13.2-1805-ulm-austerlitz.json');
    await expect.poll(() => conditions.locator('li[data-condition]').count()).toBe(ids.length);
    for (const id of ids) expect(await conditions.locator(`li[data-condition="${id}"]`).count()).toBe(1);
    // Austria starts far above the 64 factors of France's army condition.
    expect(await conditions.locator('li[data-condition="france-army-broken"]').getAttribute('data-met')).toBe('no');
    expect(await conditions.locator('li[data-condition="france-sudden-death"]').getAttribute('data-met')).toBe('no');
    expect(await conditions.locator('li[data-condition="coalition-otherwise"]').getAttribute('data-met')).toBe('yes');
    expect(await page.getByTestId('status-card').getByTestId('victory-cities').innerText()).toContain('Vienna: Austria');
    await screenshot(page, 'end-01-status-card');
  });

  it('8.1.3.1 when the game is over the end screen names the winner, the conditions and the monthly chart', async () => {
    const view = finished1805View('austria');
    const version = (await state()).hostView.version + 1000;
    await page.evaluate((msg) => window.__eia?.dispatchHostMessage(msg), JSON.stringify({ type: 'view', version, viewer: 'austria', view }));
    await expect.poll(() => page.getByTestId('end-screen').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('end-winner').textContent()).toBe('France wins');
    expect(await page.getByTestId('end-how').textContent()).toContain('by sudden death at the end of December 1805');
    const decisive = page.getByTestId('end-screen').locator('li[data-condition="france-sudden-death"]');
    expect(await decisive.getAttribute('data-met')).toBe('yes');
    expect(await page.getByTestId('end-chart').locator('g.side-0 circle').count()).toBe(4);
    await screenshot(page, 'end-02-end-screen');
    await page.getByRole('button', { name: 'Look at the board' }).click();
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(0);
    expect(await page.getByTestId('tracker').textContent()).toContain('Game over');
  });
});
