import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { midAtlanticMovement } from '../naval/westIndiesStates';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, screenshot, type Served } from './helpers';


// opt:12.2.7~2 the West Indies boxes off the southern edge with their fleets (public, 2.4.2), the
// West Indies orders in France's naval movement by name, and 12.2.1.1 the Channel arrow drawn in a
// game that plays it. The seat's view is given the engine's fleets, options and decisions through
// the test hook (as in navalDecisions.e2e.ts); screenshots in test/artifacts/west-indies-*.png.
describe('the West Indies and the optional arrows in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const inject = (engine: GameState, power: MajorPower, areas: string[]) =>
    redispatchView(page, (view) => {
      const naval = viewFor(engine, power) as unknown as { fleets: unknown; westIndies?: unknown; westIndiesHulks?: unknown; options: unknown; turn: { naval?: unknown }; decisions: { kind: string }[] };
      return {
        scenario: { ...(view.scenario as object), mapPortion: areas },
        options: naval.options, fleets: naval.fleets, westIndies: naval.westIndies, westIndiesHulks: naval.westIndiesHulks,
        turn: { ...(view.turn as object), naval: naval.turn.naval },
        decisions: naval.decisions.filter((d) => d.kind.startsWith('naval/')).map((d) => ({ ...d, power: view.viewer })),
      };
    });

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('opt:12.2.7.1~2 the Mid-Atlantic fleet must sail on: the orders name the fleets and the boxes', async () => {
    await inject(midAtlanticMovement(), 'france', ['740', '741', '742', '423', '710', '379', '743']);
    const panel = page.locator('.decision[data-kind="naval/movement"]');
    await expect.poll(() => panel.count()).toBe(1);
    const text = await panel.innerText();
    expect(text).toMatch(/Sail Toulon Squadron \(6 ships\) from The Mid-Atlantic to The West Indies/);
    expect(text).not.toMatch(/wi:|fr-a/);
    await page.waitForTimeout(600);
    await screenshot(page, 'west-indies-01-boxes');
  });

  it('opt:12.2.7.3~2 hulks left in a box after a battle there are drawn in the box for every seat', async () => {
    const s = midAtlanticMovement();
    const withHulks: GameState = { ...s, westIndies: { ...s.westIndies!, hulks: [{ nationality: 'britain', box: 'westIndies', count: 2 }] } };
    expect(viewFor(withHulks, 'france').westIndiesHulks).toEqual([{ nationality: 'britain', box: 'westIndies', count: 2 }]);
    await inject(withHulks, 'france', ['740', '741', '742', '423', '710', '379', '743']);
    await page.waitForTimeout(600);
    await screenshot(page, 'west-indies-03-hulks');
  });

  it('12.2.1.1 the Channel arrow is drawn in a game that plays it', async () => {
    await inject(midAtlanticMovement(), 'france', ['019', '433', '735', '018', '432']);
    await page.waitForTimeout(600);
    await screenshot(page, 'west-indies-02-channel-arrow');
  });
});
