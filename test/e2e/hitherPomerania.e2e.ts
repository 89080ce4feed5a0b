import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, redispatchView, screenshot, settleMap, startHotSeatUlm, type SeatView } from './helpers';

// v2.71 1.1.2 (option hitherPomerania) the map of a game with Hither Pomerania: the Stettin area a
// province of its own, Sweden's (political mode), its name on the map, the borders around it
// national. The seat's view is given the option through the test hook; screenshots in
// test/artifacts/hitherPomerania-01-off.png and -02-on.png.
describe('Hither Pomerania on the map in browser mode', () => {
  let browser: Browser;
  let served: Awaited<ReturnType<typeof openServedPage>>['served'];
  let page: Page;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  const show = async (on: boolean) => {
    await redispatchView(page, (view: SeatView) => {
      const options = view.options as { rules: Record<string, boolean> };
      return {
        options: { ...options, rules: { ...options.rules, hitherPomerania: on } },
        scenario: { ...(view.scenario as object), mapPortion: ['280', '281', '282', '283', '285', '291', '293'] },
      };
    });
    await page.waitForTimeout(800);
    await settleMap(page);
  };

  it('opt:1.1.2 off: the Stettin area is part of Prussian Pomerania', async () => {
    await show(false);
    await page.locator('.map-view').focus();
    await page.keyboard.press('m');
    expect(await page.evaluate('window.__eiaMap.getMode()')).toBe('political');
    await settleMap(page);
    await screenshot(page, 'hitherPomerania-01-off');
  });

  it('opt:1.1.2 on: the Stettin area is Hither Pomerania, a Swedish district, drawn in Sweden\'s colour and named', async () => {
    await show(true);
    const picked = await page.evaluate(() => {
      const hook = window.__eiaMap!;
      const at = hook.labelPoint('281');
      return at ? hook.areaAt(at[0], at[1]) : null;
    });
    expect(picked).toBe('281');
    await screenshot(page, 'hitherPomerania-02-on');
  });
});
