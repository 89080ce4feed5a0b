import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  connection: { table: { seats: { power: string; delegation?: { computer: boolean; modes: Record<string, string> } }[] } | null };
}

// Issue 21: a hot-seat game hands Austria (its player away) to the computer from the table's
// Delegation panel, then takes it back; a kind of question is delegated the same way.
describe('delegation per seat (1805, hot-seat)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const austria = async () => (await state()).connection.table?.seats.find((s) => s.power === 'austria')?.delegation;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('hands Austria to the computer and back, and delegates its battles', async () => {
    await page.goto(`${served.url}#/newGame`);
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await page.getByLabel('Seed').fill('21');
    await page.getByLabel('Player of France').fill('Ann');
    await page.getByLabel('Player of Austria').fill('Bo');
    await page.locator('button.start').click();
    await expect.poll(async () => (await state()).connection.table?.seats.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: /^Table/ }).click();
    const panel = page.getByTestId('delegation-panel');
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    const seat = panel.locator('details[data-power="austria"]');
    await seat.locator('summary').click();
    await seat.getByLabel('Austria: Battles (chits, commanders, fighting on, retiring into cities)').selectOption('auto');
    await expect.poll(async () => (await austria())?.modes.battle, { timeout: 10_000 }).toBe('auto');
    await seat.locator('.delegation-computer input').click(); // controlled by the host's answer: click, then wait for it
    await expect.poll(async () => (await austria())?.computer, { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('table-seats').locator('li[data-power="austria"]').innerText()).toContain('the computer plays it now');
    await screenshot(page, 'delegation-01-austria-to-computer');
    await seat.locator('.delegation-computer input').click();
    await expect.poll(async () => (await austria())?.computer, { timeout: 10_000 }).toBe(false);
    // the battles stay delegated after the seat comes back
    expect((await austria())?.modes.battle).toBe('auto');
  });
});
