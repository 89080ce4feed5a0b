import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, redispatchView, screenshot, startHotSeatUlm, type Served, settleMap } from './helpers';

interface CorpsLike {
  counter: string;
  nationality: string;
  location: { kind: string; area?: string; city?: string };
  lentTo?: string;
}

// Peace term B.4 on the table: a corps lent to the seated power keeps its owner's colour, carries
// the borrower's colour as a band, and its stack panel says to whom it is lent (lent branch).
describe('B.4 a corps on loan on the map', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const settle = () => settleMap(page);

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('B.4 the lent counter shows its owner\'s colour with the borrower\'s band, and its panel says "lent to"', async () => {
    const seated = await startHotSeatUlm(page, served.url);
    const view = (await page.evaluate(() => window.__eia?.getState())) as { hostView: { view: { corps: CorpsLike[]; leaders: { location: { kind: string; counter?: string } }[] } } };
    // B.4 the owner's leaders leave a corps when it is lent, so the picture takes one without a leader
    const led = new Set(view.hostView.view.leaders.flatMap((l) => (l.location.kind === 'corps' ? [l.location.counter] : [])));
    // a corps of another major power standing alone in the field of its area: lent to the seated power for the picture
    const corps = view.hostView.view.corps;
    const majors = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'];
    const lent = corps.find((c) => c.location.kind === 'area' && c.location.city === undefined && !led.has(c.counter) && majors.includes(c.nationality) && c.nationality !== seated
      && corps.filter((x) => x.location.area === c.location.area).length === 1)!;
    expect(lent).toBeDefined();
    await redispatchView(page, (v) => ({ corps: (v.corps as CorpsLike[]).map((c) => (c.counter === lent.counter ? { ...c, lentTo: seated } : c)) }));
    const area = lent.location.area!;
    const [x, y] = (await page.evaluate((a) => window.__eiaMap!.labelPoint(a), area))!;
    await page.evaluate(([x, y]) => {
      const b = document.querySelector('.map-view')!;
      window.__eiaMap!.setViewport({ scale: 1.6, x: b.clientWidth / 2 - x! * 1.6, y: b.clientHeight / 2 - y! * 1.6 }, true);
    }, [x, y] as const);
    await settle();
    const rects = await page.evaluate((a) => window.__eiaMap!.sceneRects(a), area);
    expect(rects.length).toBeGreaterThan(0);
    const box = (await page.locator('.map-view').boundingBox())!;
    const r0 = rects[0]!;
    await page.mouse.move(box.x + r0.x + r0.w / 2, box.y + r0.y + r0.h / 2);
    const panel = page.getByTestId('stack-panel');
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(1);
    const borrower = seated.charAt(0).toUpperCase() + seated.slice(1);
    await expect.poll(() => panel.textContent()).toContain(`lent to ${borrower === 'Britain' ? 'Great Britain' : borrower}`);
    await screenshot(page, 'lent-01-stack-panel');
    // the counter itself, the panel away: the owner's colour with the borrower's band
    await page.mouse.move(box.x + 5, box.y + box.height - 5);
    await expect.poll(() => panel.count(), { timeout: 10_000 }).toBe(0);
    await page.evaluate(([x, y]) => {
      const b = document.querySelector('.map-view')!;
      window.__eiaMap!.setViewport({ scale: 4, x: b.clientWidth / 2 - x! * 4, y: b.clientHeight / 2 - y! * 4 }, true);
    }, [x, y] as const);
    await settle();
    const near = (await page.evaluate((a) => window.__eiaMap!.sceneRects(a), area)).sort((a, b) => b.w * b.h - a.w * a.h)[0]!;
    await page.screenshot({ path: 'test/artifacts/lent-02-counter.png', clip: { x: box.x + near.x - 120, y: box.y + near.y - 80, width: near.w + 240, height: near.h + 160 } });
  });
});
