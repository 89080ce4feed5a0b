import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startServe, type Served } from './helpers';

describe('Rules & data sources screen (issues 4 and 9)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    served = await startServe();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  it('lists every table with its provenance', async () => {
    await page.goto(`${served.url}#/rules`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Rules & data sources');
    for (const group of ['map', 'charts', 'forces', 'rules']) {
      expect(await page.getByTestId(`sources-${group}`).locator('tbody tr').count()).toBeGreaterThan(0);
    }
    const chartRows = await page.getByTestId('sources-charts').locator('tbody tr').allInnerTexts();
    expect(chartRows.some((r) => r.includes('Combat Resolution') && r.includes('transcribed'))).toBe(true);
    expect(chartRows.some((r) => /Pursuit/.test(r) && r.includes('reconstructed'))).toBe(true);
    await screenshot(page, 'data-sources');
  });

  it('shows the rules with implemented / tested and finds a rule by number', async () => {
    await page.getByRole('tab', { name: 'Rules' }).click();
    expect(await page.getByTestId('coverage-totals').textContent()).toMatch(/\d+ of \d+ rules that need code are implemented/);
    await page.getByLabel('Find a rule by number or words').fill('7.4.1.2');
    const first = page.getByTestId('rules-list').locator('article').first();
    await expect.poll(() => first.locator('.ref-number').textContent()).toBe('7.4.1.2');
    await screenshot(page, 'rules');
  });
});
