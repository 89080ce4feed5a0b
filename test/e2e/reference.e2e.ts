import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, closeServedPage, openServedPage, screenshot, type Served } from './helpers';

function packWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-e2e-pack-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('Rules & data sources screen (issues 4 and 9)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

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

  it('refuses a broken data pack with each problem, then loads a valid one and marks its table (issue 4)', async () => {
    const panel = page.getByTestId('data-pack');
    await expect.poll(() => panel.textContent()).toContain('New games use the shipped data.');
    await page.getByLabel('Data pack folder on the host').fill(packWith({ 'charts/siege.json': '{"id": 3}', 'extra.json': '{}' }));
    await page.getByRole('button', { name: 'Load pack' }).click();
    await expect.poll(() => panel.locator('.ref-pack-errors').textContent()).toContain('charts/siege.json');
    expect(await panel.locator('.ref-pack-errors').textContent()).toContain('extra.json');
    await screenshot(page, 'data-pack-errors');
    const pursuit = JSON.parse(readFileSync(path.join(ROOT, 'assets/charts/pursuit.json'), 'utf8')) as Record<string, unknown>;
    const good = packWith({ 'charts/pursuit.json': JSON.stringify({ ...pursuit, provenance: { kind: 'transcribed', source: 'my printed Game Card' } }) });
    await page.getByLabel('Data pack folder on the host').fill(good);
    await page.getByRole('button', { name: 'Load pack' }).click();
    await expect.poll(() => panel.textContent()).toContain('replaces 1 table: charts/pursuit.json');
    const row = page.getByTestId('sources-charts').locator('tr', { hasText: 'my printed Game Card' });
    expect(await row.locator('.prov-pack').count()).toBe(1);
    await page.getByRole('button', { name: 'Use shipped data' }).click();
    await expect.poll(() => panel.textContent()).toContain('New games use the shipped data.');
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
