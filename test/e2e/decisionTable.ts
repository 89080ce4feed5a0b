import { afterAll, beforeAll, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, type Served } from './helpers';

type SeenView = Record<string, unknown> & { decisions: { power: string; kind: string }[] };

/**
 * The table for decisions the engine made in a test state: called inside a `describe`, it opens
 * the served app for the block, seats the first power of a hot-seat game (its first test), and
 * gives `inject`, which hands the seat the decisions of `kinds` that `power` sees in `engine`
 * (through the test hook, relabelled as the seat's own; `extra` adds other parts of that view),
 * and `panel`, the decision's panel on the page.
 */
export function decisionTable(extra: (seen: SeenView) => Record<string, unknown> = () => ({})) {
  let served: Served | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));
  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page!, served!.url);
  });
  const inject = (engine: GameState, power: MajorPower, kinds: string[]) =>
    redispatchView(page!, (view) => {
      const seen = viewFor(engine, power) as unknown as SeenView;
      return { ...extra(seen), decisions: seen.decisions.filter((d) => kinds.includes(d.kind)).map((d) => ({ ...d, power: view.viewer })) };
    });
  return {
    get page(): Page {
      return page!;
    },
    inject,
    panel: (kind: string) => page!.locator(`.decision[data-kind="${kind}"]`),
  };
}
