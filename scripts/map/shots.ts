/** Screenshots of the map for checking by eye: `npx tsx scripts/map/shots.ts` → test/artifacts/. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildDevPage, CHROMIUM_ARGS, CHROMIUM_PATH, DEV_OUT, ROOT, serveDir } from './devPage';

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__eiaMap?.drawCount ?? 0) > 0, undefined, { timeout: 30_000 });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildDevPage();
  const { url, server } = await serveDir(DEV_OUT);
  const out = join(ROOT, 'test/artifacts');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.on('console', (m) => console.log('page:', m.text()));
    page.on('pageerror', (e) => console.log('page error:', e.message));
    await page.goto(url);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, 'map-whole.png') });

    await page.locator('.map-search input').fill('Bohemia');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, 'map-bohemia.png') });
    // Hover over Prague for the tooltip.
    const prague = await page.evaluate(() => {
      const hook = window.__eiaMap!;
      return hook.mapToScreen(1260, 900);
    });
    void prague;

    await page.goto(`${url}?mode=political`);
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, 'map-political.png') });
    console.log('screenshots in', out);
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
