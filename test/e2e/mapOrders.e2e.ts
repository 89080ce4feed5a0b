import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served, settleMap } from './helpers';

interface Reach {
  counter: string;
  left: number;
  reach: { area: string; cost: number; path: string[] }[];
}
interface ViewLike {
  viewer: string;
  decisions: { kind: string }[];
  corps: { counter: string; location: { kind: string; area?: string } }[];
  movement?: Reach[] | null;
}
interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: ViewLike | null };
}

// Issue 15, orders by pointing, in the 1805 hot-seat game: reinforcements filled from the
// placement panel, a corps moved three areas with two clicks (select, destination), the map at
// three zooms and the stack panel, all through the UI (clicks counted).
describe('orders given on the map (1805)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  let clicks = 0;

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const idle = async () => {
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain !== null || (!s.ui.busy && s.hostView.view !== null);
    }, { timeout: 15_000 }).toBe(true);
  };
  /** A counted click at a screen point of the map. */
  const clickAt = async (x: number, y: number) => {
    clicks++;
    await page.mouse.click(x, y);
  };
  /** Ends the seat's current step (confirming the loss if asked) or passes the curtain. */
  const advance = async () => {
    const s = await state();
    if (s.ui.curtain !== null) {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBeNull();
      return;
    }
    const before = s.hostView.version;
    const end = page.locator('.decision button:not([disabled])', { hasText: /^End / });
    await ((await end.count()) > 0 ? end.first() : page.locator('.decision button:not([disabled])').first()).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(async () => (await dialog.count()) > 0 || (await state()).hostView.version > before, { timeout: 10_000 }).toBe(true);
    if ((await dialog.count()) > 0) await dialog.locator('.confirm-yes').click();
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
  };
  const settle = () => settleMap(page);

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('7.3 moves a French corps three areas with two clicks: its stack, then the lit destination', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await page.getByLabel('Seed').fill('1805');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/game');
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 15_000 }).not.toBeNull();
    // hand the game on to France's Land Movement Step
    for (let i = 0; i < 30; i++) {
      const s = await state();
      if (s.ui.curtain === null && s.hostView.view?.viewer === 'france' && s.hostView.view.decisions.some((d) => d.kind === 'land/movement')) break;
      await advance();
      await idle();
    }
    const view = (await state()).hostView.view!;
    expect(view.decisions.some((d) => d.kind === 'land/movement')).toBe(true);
    await page.getByRole('button', { name: 'Show the whole map' }).click();
    await settle();
    await screenshot(page, 'mapui-02-zoom-whole');
    const areaOf = (c: string) => view.corps.find((x) => x.counter === c)?.location.area ?? null;
    const movable = (view.movement ?? []).filter((m) => m.reach.length > 0);
    /** A three-area route of `m` to an area where none of the seat's stacks stands. */
    const threeAway = (m: Reach) => m.reach.find((r) => r.path.length === 3 && !view.corps.some((c) => c.location.area === r.area));
    const starts = [...new Set(movable.filter((m) => threeAway(m) && areaOf(m.counter)).map((m) => areaOf(m.counter)!))];
    expect(starts.length).toBeGreaterThan(0);
    const box = (await page.locator('.map-view').boundingBox())!;
    const centreOn = async (area: string, scale: number | null) => {
      const [x, y] = (await page.evaluate((a) => window.__eiaMap!.labelPoint(a), area))!;
      await page.evaluate(([x, y, s]) => {
        const b = document.querySelector('.map-view')!;
        const k = s ?? window.__eiaMap!.getViewport().scale;
        window.__eiaMap!.setViewport({ scale: k, x: b.clientWidth / 2 - x! * k, y: b.clientHeight / 2 - y! * k }, true);
      }, [x, y, scale] as const);
      await settle();
    };
    const selectedCounter = async (): Promise<string | null> => {
      const pressed = await page.locator('.orders-corps button').evaluateAll((bs) => bs.findIndex((b) => b.getAttribute('aria-pressed') === 'true'));
      return pressed < 0 ? null : movable[pressed]!.counter;
    };
    let from: string | null = null;
    let to: Reach['reach'][number] | undefined;
    let counter: string | null = null;
    for (const area of starts.slice(0, 6)) {
      // zoom in on the start so the stack and the route are large
      await centreOn(area, 1.4);
      if (from === null) await screenshot(page, 'mapui-03-zoom-near');
      const rects = await page.evaluate((a) => window.__eiaMap!.sceneRects(a), area);
      expect(rects.length).toBeGreaterThan(0);
      const r0 = rects[0]!;
      // first click: the stack (the first of the seat's corps in it that can move is selected)
      clicks = 0;
      await clickAt(box.x + r0.x + r0.w / 2, box.y + r0.y + r0.h / 2);
      await expect.poll(() => page.getByTestId('movement-selected').count()).toBe(1);
      counter = await selectedCounter();
      const m = movable.find((x) => x.counter === counter);
      to = m ? threeAway(m) : undefined;
      from = area;
      if (to) break;
      await page.getByTestId('movement-selected').getByRole('button', { name: 'Deselect' }).click();
    }
    expect(to).toBeDefined();
    // the click pinned the stack's panel beside it: looked at, then closed (it may lie over the destination)
    const close = page.getByRole('button', { name: 'Close the stack panel' });
    expect(await close.count()).toBe(1);
    await screenshot(page, 'mapui-04-stack-panel');
    await close.click();
    // second click: the destination, at its label point (no counter of the seat stands there)
    // (the map is panned to it, which is no click: the legend or the minimap might lie over it)
    await centreOn(to!.area, null);
    const [sx, sy] = await page.evaluate((a) => {
      const [x, y] = window.__eiaMap!.labelPoint(a)!;
      return window.__eiaMap!.mapToScreen(x, y);
    }, to!.area);
    expect(await page.evaluate(([x, y]) => window.__eiaMap!.sceneHit(x!, y!), [sx, sy])).toBeNull();
    await page.mouse.move(box.x + sx, box.y + sy);
    await page.waitForTimeout(300);
    await screenshot(page, 'mapui-05-move-in-progress');
    expect(await page.locator('.map-tooltip .order-note').first().textContent()).toMatch(/^Click to move there: \d+ MP/);
    const before = (await state()).hostView.version;
    await clickAt(box.x + sx, box.y + sy);
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
    await idle();
    expect(clicks).toBeLessThanOrEqual(2);
    // the corps left its area for the destination (or wherever the rules stopped it on the way, 7.3)
    const after = (await state()).hostView.view!;
    const now = after.corps.find((c) => c.counter === counter)?.location.area;
    expect(now).not.toBe(from);
    expect(to!.path).toContain(now);
    await centreOn(to!.area, 4);
    await screenshot(page, 'mapui-06-zoom-close');
  });
  it('5.2.2 fills a corps from the placement panel in one click, and the pool shows what is left', async () => {
    // on to October 1805, when the scenario's reinforcements arrive: the first seat whose placement panel offers to fill a corps
    const panel = page.getByTestId('reinforcement-panel');
    const fill = panel.locator('.placement-fill:not([disabled])').first();
    for (let i = 0; i < 150 && (await fill.count()) === 0; i++) {
      await advance();
      await idle();
      await page.waitForTimeout(200);
    }
    expect(await fill.count()).toBe(1);
    const pool = panel.getByTestId('placement-left').first();
    const leftBefore = await pool.textContent();
    const version = (await state()).hostView.version;
    clicks = 0;
    clicks++;
    await fill.click();
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(version);
    await idle();
    expect(clicks).toBeLessThanOrEqual(3);
    expect(await pool.textContent()).not.toBe(leftBefore);
    await screenshot(page, 'mapui-01-reinforcement-panel');
  });
});
