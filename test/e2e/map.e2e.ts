// Map view end to end in Chromium (issue 3). Runs against the map's standalone page until the
// app shell's #/map route mounts the map screen with its test hook.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildDevPage, DEV_OUT, serveDir } from '../../scripts/map/devPage';
import { launchBrowser, ROOT, screenshot, settleMap } from './helpers';

interface City {
  id: string;
  area: string;
  px: [number, number];
}
const cities = (JSON.parse(readFileSync(path.join(ROOT, 'assets/map/map.json'), 'utf8')) as { cities: City[] }).cities;
const city = (id: string) => cities.find((c) => c.id === id)!;

describe('map view (issue 3)', () => {
  let server: Server;
  let url: string;
  let browser: Browser;
  let page: Page;

  const hook = <T>(f: string) => page.evaluate(f) as Promise<T>;
  const settle = () => settleMap(page, 50, 150);
  const selected = () => hook<string | null>('window.__eiaMap.getSelected()');
  const viewport = () => hook<{ scale: number; x: number; y: number }>('window.__eiaMap.getViewport()');

  beforeAll(async () => {
    await buildDevPage();
    ({ url, server } = await serveDir(DEV_OUT));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(url);
    await page.waitForFunction('window.__eiaMap && window.__eiaMap.firstDrawAt !== null', undefined, { timeout: 60_000 });
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('starts with the whole map in view', async () => {
    const v = await viewport();
    // 2365 map pixels tall in a 900-pixel window.
    expect(v.scale).toBeGreaterThan(0.3);
    expect(v.scale).toBeLessThan(0.4);
    await settle();
    await screenshot(page, 'map-e2e-whole');
  });

  it('finds Vienna from the search box, selects its area and shows it', async () => {
    await page.getByLabel(/Find an area number/).fill('Vienna');
    await page.keyboard.press('Enter');
    await expect.poll(selected).toBe(city('vienna').area);
    expect(await page.locator('.map-info h2').textContent()).toBe(`Area ${city('vienna').area}`);
    expect(await page.locator('.map-info').textContent()).toContain('Vienna');
    expect((await viewport()).scale).toBeGreaterThan(1);
  });

  it('zooms with + and -, pans with the arrows, walks the selection with Shift+arrows', async () => {
    await page.locator('.map-view').focus();
    const v0 = await viewport();
    await page.keyboard.press('+');
    expect((await viewport()).scale).toBeCloseTo(v0.scale * 1.25, 6);
    await page.keyboard.press('-');
    expect((await viewport()).scale).toBeCloseTo(v0.scale, 6);
    const before = await viewport();
    await page.keyboard.press('ArrowLeft');
    expect((await viewport()).x).toBeCloseTo(before.x + 120, 6);
    const from = await selected();
    await page.keyboard.press('Shift+ArrowRight');
    const to = await selected();
    expect(to).not.toBe(from);
    expect(to).toMatch(/^\d{3}$/);
  });

  it('selects the area under a click, from the lookup index', async () => {
    const prague = city('prague');
    const [sx, sy] = await page.evaluate(([x, y]) => window.__eiaMap!.mapToScreen(x, y), prague.px);
    await page.mouse.move(sx + 0.5, sy + 0.5);
    await expect.poll(() => page.locator('.map-tooltip').textContent()).toContain(`Area ${prague.area}`);
    await page.mouse.click(sx + 0.5, sy + 0.5);
    await expect.poll(selected).toBe(prague.area);
  });

  it('redraws only the overlay on hover: the cached map layer is not drawn again', async () => {
    await settle();
    const before = await hook<number>('window.__eiaMap.drawCount');
    for (let i = 0; i < 10; i++) await page.mouse.move(500 + i * 40, 400 + i * 15);
    await expect.poll(() => page.locator('.map-tooltip').count()).toBe(1);
    await page.waitForTimeout(200);
    expect(await hook<number>('window.__eiaMap.drawCount')).toBe(before);
  });

  it('moves the drawn map by CSS during a wheel zoom and a drag, and redraws it once they settle', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.map-view').focus();
    await page.keyboard.press('0');
    await settle();
    const stageTransform = () => page.locator('.map-stage').evaluate((el) => (el as HTMLElement).style.transform);
    const v0 = await viewport();
    await page.mouse.move(700, 450);
    // Six wheel notches inside one task, so a loaded machine cannot let the gesture settle between them.
    const mid = await page.evaluate(() => {
      const el = document.querySelector('.map-view')!;
      const hook = window.__eiaMap!;
      const before = hook.drawCount;
      for (let i = 0; i < 6; i++) el.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: 700, clientY: 450, bubbles: true, cancelable: true }));
      return { moving: hook.moving, redrawn: hook.drawCount - before, scale: hook.getViewport().scale, transform: (document.querySelector('.map-stage') as HTMLElement).style.transform };
    });
    // Mid-gesture: the view has moved; the canvases have not been redrawn, only transformed.
    expect(mid.moving).toBe(true);
    expect(mid.redrawn).toBe(0);
    expect(mid.scale).toBeGreaterThan(v0.scale * 1.5);
    expect(mid.transform).toMatch(/^matrix\(/);
    await expect.poll(() => hook<boolean>('window.__eiaMap.moving')).toBe(false);
    expect(await stageTransform()).toBe('');
    expect(await hook('window.__eiaMap.drawnViewport()')).toEqual(await viewport());
    // The hover comes back where the pointer rests, read through the new view.
    const under = await page.evaluate(() => window.__eiaMap!.screenToArea(700, 450));
    if (under) await expect.poll(() => page.locator('.map-tooltip').textContent()).toContain(`Area ${under}`);

    // A drag pans by whole pixels while it lasts; the map point grabbed stays under the pointer.
    await page.evaluate(() => {
      const el = document.querySelector('.map-stage') as HTMLElement;
      const seen: string[] = [];
      new MutationObserver(() => seen.push(el.style.transform)).observe(el, { attributes: true, attributeFilter: ['style'] });
      (window as unknown as { __seen: string[] }).__seen = seen;
    });
    const grabbed = await page.evaluate(() => {
      const v = window.__eiaMap!.getViewport();
      return [(600 - v.x) / v.scale, (400 - v.y) / v.scale] as [number, number];
    });
    await page.mouse.move(600, 400);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(600 - 15 * i, 400 - 6 * i);
    await page.mouse.up();
    const seen = await hook<string[]>('window.__seen');
    expect(seen.filter((t) => t !== '').length).toBeGreaterThan(0);
    for (const t of seen) expect(t).toMatch(/^(translate\(-?\d+px, -?\d+px\))?$/);
    const [gx, gy] = await page.evaluate(([x, y]) => window.__eiaMap!.mapToScreen(x, y), grabbed);
    expect(gx).toBeCloseTo(450, 0);
    expect(gy).toBeCloseTo(340, 0);
    await expect.poll(() => hook<boolean>('window.__eiaMap.moving')).toBe(false);

    // For the eye: a zoom held mid-gesture (wheel notches keep coming), then the same view drawn.
    const wheeling = page.evaluate(async () => {
      const el = document.querySelector('.map-view')!;
      for (let i = 0; i < 30; i++) {
        el.dispatchEvent(new WheelEvent('wheel', { deltaY: i < 8 ? 60 : 0, clientX: 700, clientY: 450, bubbles: true, cancelable: true }));
        await new Promise((ok) => setTimeout(ok, 40));
      }
    });
    await page.waitForTimeout(500);
    await screenshot(page, 'map-e2e-mid-gesture');
    await wheeling;
    await settle();
    await screenshot(page, 'map-e2e-after-gesture');
  });

  it('changes map mode with M and with the buttons', async () => {
    await page.locator('.map-view').focus();
    expect(await hook('window.__eiaMap.getMode()')).toBe('terrain');
    await page.keyboard.press('m');
    expect(await hook('window.__eiaMap.getMode()')).toBe('political');
    expect(await page.locator('.map-legend h3').textContent()).toBe('Political');
    await page.getByRole('radio', { name: 'Province values' }).click();
    expect(await hook('window.__eiaMap.getMode()')).toBe('values');
    await page.keyboard.press('0');
    await settle();
    await screenshot(page, 'map-e2e-values');
  });
});
