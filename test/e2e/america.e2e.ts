import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { Corps, Fleet, GameState } from '../../shared/model';
import { midAtlanticMovement } from '../naval/westIndiesStates';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, screenshot, type Served } from './helpers';

// v2.71 8.2.1.2.2.2.2.2 British forces in America drawn off the western edge for every seat: the
// fleets by name and ships, the corps they carried by number only (2.4.2). The seat's view is given
// the engine's America record through the test hook; screenshot in test/artifacts/america-01-box.png.
describe('British forces in America in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('opt:8.2.1.2.2.2.2.2 two British fleets in America, one with a corps aboard and one coming back, as France sees them', async () => {
    const s = midAtlanticMovement();
    const fleet = (id: string, name: string, ships: number): Fleet => ({
      id: id as never,
      name,
      nationality: 'britain',
      ships,
      location: { kind: 'sea', area: '731' as never },
    });
    const corps: Corps = {
      counter: 'SENTINEL-COUNTER' as never,
      nationality: 'britain',
      type: 'infantry',
      movement: 3,
      location: { kind: 'offMap' },
      id: 'britain-ii' as never,
      name: 'SENTINEL-AMERICA-CORPS',
      factors: { infantry: 10 },
      revealedTo: [],
    };
    const engine: GameState = {
      ...s,
      america: {
        forces: [
          { fleet: fleet('gb-x', 'North American Squadron', 12), corps: [corps] },
          { fleet: fleet('gb-y', 'Halifax Squadron', 6), corps: [], returning: { announced: '1805-06', sea: '733' as never } },
        ],
      },
    };
    const america = viewFor(engine, 'france').america;
    expect(JSON.stringify(america)).not.toContain('SENTINEL-AMERICA-CORPS');
    await redispatchView(page, (view) => ({
      scenario: { ...(view.scenario as object), mapPortion: ['728', '731', '733', '738'] },
      america,
    }));
    await page.waitForTimeout(600);
    await screenshot(page, 'america-01-box');
  });
});
