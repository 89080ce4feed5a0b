import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { answer } from '../engine/naval/navalSetup';
import { fightTheExample, sailIntoTheChannel } from '../engine/naval/example6334';
import { atStep, playUntil, startNaval } from '../engine/naval/navalSetup';
import { exampleScenario } from '../engine/naval/example6334';
import { closeServedPage, openServedPage, startHotSeatUlm, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: (Record<string, unknown> & { viewer: string; decisions: { power: string }[] }) | null };
}

// The Naval Phase on the table (issue 17). Scenarios skip the Naval Phase (13.0) and no campaign
// can be started from New game yet, so the engine plays the rulebook's naval example (6.3.3.4)
// here and its fleets, naval turn and naval movement decision are injected into the seat's view
// through the test hook; this suite checks what the screen draws from them.
describe('naval phase in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  /** Sends the seat's view again with the engine's fleets, naval turn and (Britain's) naval decisions given to the seat on screen. */
  const inject = async (engine: GameState) => {
    const s = await state();
    const view = s.hostView.view!;
    const naval = viewFor(engine, 'britain') as unknown as { fleets: unknown; turn: { naval?: unknown }; decisions: { power: string; kind: string }[] };
    const decisions = naval.decisions.filter((d) => d.kind.startsWith('naval/')).map((d) => ({ ...d, power: view.viewer }));
    const turn = { ...(view.turn as object), naval: naval.turn.naval };
    const scenario = { ...(view.scenario as object), mapPortion: ['733', '734', '735', '774', '427'] };
    const message = { type: 'view', version: s.hostView.version, viewer: view.viewer, view: { ...view, scenario, fleets: naval.fleets, turn, decisions } };
    await page.evaluate((raw) => window.__eia?.dispatchHostMessage(raw), JSON.stringify(message));
  };

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat 1805 game and seats the first power', async () => {
    await startHotSeatUlm(page, served.url);
  });

  it('6.2 fleets on the map with their ship counts; a picked stack\'s reachable places lit with costs; its orders in the panel', async () => {
    let s = startNaval(exampleScenario());
    s = playUntil(s, atStep('naval/movement', 'britain'));
    s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
    await inject(s);
    await expect.poll(() => page.locator('.decision[data-kind="naval/movement"]').count()).toBe(1);
    const panel = await page.locator('.decision[data-kind="naval/movement"]').innerText();
    expect(panel).toMatch(/Sail to .*\(1 point/);
    await page.waitForTimeout(600);
    await screenshot(page, 'naval-01-movement');
  });

  it('6.3 the naval combat sheet of the 6.3.3.4 example: wind gauge, fires, losses, points', async () => {
    await inject(fightTheExample());
    await expect.poll(() => page.getByTestId('naval-sheet').count()).toBe(1);
    expect(await page.getByTestId('naval-wind').innerText()).toContain('France took it');
    expect(await page.getByTestId('naval-fires').innerText()).toMatch(/20%/);
    expect(await page.getByTestId('naval-outcome').innerText()).toContain('Great Britain won');
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-02-combat');
  });

  it('the fleets after the battle, the sheet out of the way once the battle is over', async () => {
    const s = sailIntoTheChannel();
    await inject(s);
    await expect.poll(() => page.getByTestId('naval-sheet').count()).toBe(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'naval-03-map');
  });
});
