import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';
import { viewFor } from '../../shared/engine';
import { autoPlay, seededRng } from '../../shared/engine/auto';
import { ECON_DATA, startEconomic } from '../engine/economicSetup';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean; players: Record<string, string> };
  hostView: {
    version: number;
    view: {
      viewer: string;
      cursor: { phase: string; segment: number };
      powers: Record<string, { victoryPoints: number }>;
      selection?: { settled: boolean; umps: string[]; players: { chair: string; powers: string[] }[] };
    } | null;
  };
}

// Issue 20: a campaign started from New game with the 14.2 bidding for three players at one
// machine: each bids in secret behind the hand-over, the powers go to the winners, the rest are
// uncontrolled (14.3, the standing procedures), and the first phase of the first turn begins.
describe('14.2 bidding for the powers of a campaign (three players, hot-seat)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const bidAs = async (chair: string, bids: Record<string, string>) => {
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 15_000 }).toBe(chair);
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.ui.watched === chair && s.hostView.view?.viewer === chair && !s.ui.busy;
    }, { timeout: 10_000 }).toBe(true);
    const form = page.getByTestId('bid-form');
    await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(1);
    for (const [power, amount] of Object.entries(bids)) await form.getByLabel(`Bid for ${power}`).fill(amount);
    const before = (await state()).hostView.version;
    await form.locator('button[type=submit]').click();
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
  };

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 950 }, ['--scenarios', path.join(import.meta.dirname, '..', 'fixtures')]));
  });
  afterAll(() => closeServedPage(browser, served));

  it('New game lists the campaigns apart, with their length, and sets up the bidding', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    const campaigns = page.getByTestId('campaign-list');
    await expect.poll(() => campaigns.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const trade = campaigns.locator('.scenario', { hasText: 'A year of trade' });
    expect(await trade.innerText()).toContain('15 months'); // January 1806 to March 1807
    await trade.locator('input').check();
    await expect.poll(() => page.locator('.scenario-detail').innerText()).toContain('15 monthly turns');
    await page.getByLabel('Bid for the powers before the first turn').check();
    await page.getByLabel('Number of players').selectOption('3');
    await page.getByLabel('Name of player 1').fill('Ann');
    await page.getByLabel('Name of player 2').fill('Ben');
    await page.getByLabel('Name of player 3').fill('Cy');
    expect(await page.locator('.seats').count()).toBe(0); // no power-by-power seating while bidding
    await page.getByLabel('Seed').fill('1806');
    await page.locator('.selection').scrollIntoViewIfNeeded();
    await screenshot(page, 'selection-01-new-game');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 15_000 }).toBe('#/game');
  });

  it('14.2.1 each player bids in secret behind the hand-over', async () => {
    // Ann answers at Great Britain's seat, Ben at France's, Cy at Russia's (the selection order)
    await bidAs('britain', { France: '5' });
    await screenshot(page, 'selection-02-curtain-after-ann');
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 15_000 }).toBe('france');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('bid-form').count(), { timeout: 10_000 }).toBe(1);
    // Ben's view shows that Ann has bid, never what
    expect(await page.locator('body').innerText()).not.toContain('france=5');
    await page.getByTestId('bid-form').getByLabel('Bid for Great Britain').fill('4');
    await page.getByTestId('bid-form').getByLabel('Bid for France').fill('3');
    await screenshot(page, 'selection-03-ben-bids');
    const before = (await state()).hostView.version;
    await page.getByTestId('bid-form').locator('button[type=submit]').click();
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
    await bidAs('russia', {});
  });

  it('14.2.1 the powers go to the winners, the rest are uncontrolled, and the first turn begins', async () => {
    // Great Britain first: only Ben bid (4). France: Ann's 5. Russia: Cy, the one left, for nothing.
    await expect.poll(async () => (await state()).hostView.view?.selection?.settled, { timeout: 20_000 }).toBe(true);
    const s = await state();
    expect(s.hostView.view!.selection!.players.map((p) => p.powers)).toEqual([['france'], ['britain'], ['russia']]);
    expect(s.hostView.view!.selection!.umps).toEqual(['spain', 'austria', 'prussia', 'turkey']);
    expect(s.hostView.view!.powers.france!.victoryPoints).toBe(-5);
    expect(s.hostView.view!.powers.britain!.victoryPoints).toBe(-4);
    expect(s.ui.players).toMatchObject({ france: 'Ann', britain: 'Ben', russia: 'Cy' });
    // v2.71 14.3.1 before the first turn each player's power records its overtures to the four
    // uncontrolled powers in secret, behind the hand-over (here: none, so they stay neutral)
    const record = page.getByRole('button', { name: 'Record the ticked overtures' });
    for (let i = 0; i < 3; i++) {
      await expect.poll(async () => (await state()).ui.curtain !== null || (await record.count()) > 0, { timeout: 20_000 }).toBe(true);
      if ((await state()).ui.curtain !== null) await page.keyboard.press('Enter');
      await expect.poll(() => record.count(), { timeout: 10_000 }).toBe(1);
      const was = (await state()).hostView.version;
      await record.click();
      await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(was);
    }
    await expect.poll(async () => (await state()).hostView.view?.cursor.segment, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
    expect((await state()).hostView.view!.cursor.phase).toBe('political');
    // the first phase: whoever owes its diplomacy first is handed the laptop (or already has it)
    await expect.poll(async () => (await state()).ui.curtain ?? (await state()).ui.watched, { timeout: 15_000 }).not.toBeNull();
    if ((await state()).ui.curtain !== null) await page.keyboard.press('Enter');
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBeNull();
    await expect.poll(() => page.getByTestId('tracker-step').textContent(), { timeout: 10_000 }).toBe('Diplomacy');
    await screenshot(page, 'selection-04-first-phase');
  });

  it('8.1.3.2 the campaign end screen: the final count, who played what, victory points over time', async () => {
    // the same campaign played to its end by the standing procedures (two players, two powers each),
    // its spectator view handed to this window as the host would send it
    const played = autoPlay(startEconomic(() => {}, { options: { selection: { players: 2, twoPowers: true }, rules: { nationalObjectives: false } } }), { rng: seededRng(4), data: ECON_DATA, maxCommands: 20_000 });
    expect(played.stopped).toBeNull();
    const view = { ...viewFor(played.state, 'russia', { data: ECON_DATA }), viewer: 'russia' };
    await page.evaluate((msg) => window.__eia?.dispatchHostMessage(msg), JSON.stringify({ type: 'view', version: 100_000, viewer: 'russia', view }));
    const end = page.getByTestId('end-screen');
    await expect.poll(() => end.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('campaign-final').locator('tbody tr').count()).toBe(7);
    expect(await page.getByTestId('campaign-vp-chart').locator('circle').count()).toBe(35); // 7 powers x 5 Victory Points Steps
    expect(await page.getByTestId('end-how').innerText()).toContain('8.1.3.2');
    await screenshot(page, 'selection-05-campaign-end');
  });
});
