/** Screenshots of the map for checking by eye: `npx tsx scripts/map/shots.ts` → test/artifacts/. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildDevPage, CHROMIUM_ARGS, CHROMIUM_PATH, DEV_OUT, ROOT, serveDir } from './devPage';

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__eiaMap?.drawCount ?? 0) > 0, undefined, { timeout: 30_000 });
}

/** Waits until every tile of the view is drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  for (let i = 0; i < 50; i++) {
    const before = await page.evaluate(() => window.__eiaMap!.drawCount);
    await page.waitForTimeout(150);
    if ((await page.evaluate(() => window.__eiaMap!.drawCount)) === before && (await page.evaluate(() => window.__eiaMap!.lastDrawComplete))) return;
  }
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
    await settle(page);
    await page.screenshot({ path: join(out, 'map-whole.png') });

    await page.locator('.map-search input').fill('Bohemia');
    await page.keyboard.press('Enter');
    await settle(page);
    // Hover just beside Prague for the tooltip.
    const map = JSON.parse(readFileSync(join(ROOT, 'assets/map/map.json'), 'utf8')) as { cities: { id: string; px: [number, number] }[] };
    const prague = map.cities.find((c) => c.id === 'prague')!.px;
    const [sx, sy] = await page.evaluate(([x, y]) => window.__eiaMap!.mapToScreen(x, y), prague);
    await page.mouse.move(sx + 12, sy + 4);
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(out, 'map-bohemia.png') });
    await page.mouse.move(5, 500);

    // Close-up with area numbers and forage, and a click selecting an area.
    await page.evaluate(([x, y]) => {
      const h = window.__eiaMap!;
      h.setViewport({ scale: 4, x: 800 - x * 4, y: 500 - y * 4 });
    }, prague);
    await settle(page);
    await page.mouse.click(800, 560);
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(out, 'map-prague-x4.png') });

    await page.goto(`${url}?mode=political`);
    await ready(page);
    await settle(page);
    await page.screenshot({ path: join(out, 'map-political.png') });
    console.log('screenshots in', out);
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
