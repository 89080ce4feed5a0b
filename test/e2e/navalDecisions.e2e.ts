import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { fightTheExample } from '../engine/naval/example6334';
import { advancedBattle, interception, lossAllocation, oddLoss, portLost, transportLosses } from '../naval/decisionStates';
import { closeServedPage, openServedPage, redispatchView, startHotSeatUlm, screenshot, type Served } from './helpers';


// The owners' naval decisions on the table (issue 17): loss allocation (6.3.3.2), odd losses
// (12.2.5), transport losses (12.2.4), a lost port (6.2.6.1), an interception (6.2.3) and the
// naval combat sheets. Scenarios skip the Naval Phase (13.0), so the engine plays each situation
// and the seat's view is given its fleets, naval turn and naval decisions through the test hook
// (as in naval.e2e.ts); the screenshots are in test/artifacts/naval-decision-*.png.
describe('naval decisions in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  /** Sends the seat's view again with `power`'s fleets, naval turn and naval decisions from the engine state. */
  const inject = (engine: GameState, power: MajorPower, areas: string[]) =>
    redispatchView(page, (view) => {
      const naval = viewFor(engine, power) as unknown as { fleets: unknown; turn: { naval?: unknown }; decisions: { power: string; kind: string }[] };
      return {
        scenario: { ...(view.scenario as object), mapPortion: areas },
        fleets: naval.fleets,
        turn: { ...(view.turn as object), naval: naval.turn.naval },
        decisions: naval.decisions.filter((d) => d.kind.startsWith('naval/')).map((d) => ({ ...d, power: view.viewer })),
      };
    });
  const panel = (kind: string) => page.locator(`.decision[data-kind="${kind}"]`);
  const CHANNEL = ['733', '734', '735', '739', '774', '427'];

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('6.3.3.2 loss allocation after the 6.3.3.4 example: fleets named, never their ids', async () => {
    await inject(lossAllocation(), 'britain', CHANNEL);
    await expect.poll(() => panel('naval/losses').count()).toBe(1);
    const text = await panel('naval/losses').innerText();
    expect(text).toMatch(/I Fleet|II Fleet|III Fleet/);
    expect(text).not.toMatch(/gb-[abc]/);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-01-losses');
  });

  it('12.2.5 an odd loss shared by Britain and Russia', async () => {
    await inject(oddLoss(), 'britain', CHANNEL);
    await expect.poll(() => panel('naval/oddLoss').count()).toBe(1);
    expect(await panel('naval/oddLoss').innerText()).not.toMatch(/gb-a|ru-a/);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-02-odd-loss');
  });

  it('12.2.4 transport losses: corps named, factor types in words', async () => {
    await inject(transportLosses(), 'britain', CHANNEL);
    await expect.poll(() => panel('naval/transportLosses').count()).toBe(1);
    const text = await panel('naval/transportLosses').innerText();
    expect(text).toMatch(/I Corps/);
    expect(text).not.toMatch(/gb-[12]\b/);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-03-transport-losses');
  });

  it('6.2.6.1 a lost, blockaded port: scuttle or fight', async () => {
    await inject(portLost(), 'france', ['423', '422', '418', '376', '740', '741', '742', '743']);
    await expect.poll(() => panel('naval/portLost').count()).toBe(1);
    const text = await panel('naval/portLost').innerText();
    expect(text).toMatch(/Cadiz/);
    expect(text).not.toMatch(/\bcadiz\b|fr-a|gb-a/);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-04-port-lost');
  });

  it('6.2.3 interception asked of France: stacks by place name and the roll needed', async () => {
    await inject(interception(), 'france', CHANNEL);
    await expect.poll(() => panel('naval/intercept').count()).toBe(1);
    const text = await panel('naval/intercept').innerText();
    expect(text).toMatch(/roll of 1 or less/);
    expect(text).not.toMatch(/sea:7|port:brest/);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-05-intercept');
  });

  it('6.3 the naval combat sheet of the 6.3.3.4 example, and v2.71 12.2.6 a tactical battle', async () => {
    await inject(fightTheExample(), 'britain', CHANNEL);
    await expect.poll(() => page.getByTestId('naval-sheet').count()).toBe(1);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-06-sheet');
    await inject(advancedBattle(), 'britain', CHANNEL);
    await expect.poll(() => page.getByTestId('naval-sheet').count()).toBe(1);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-decision-07-sheet-advanced');
  });
});
