import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean; players: Record<string, string> };
  hostView: {
    version: number;
    view: {
      viewer: string;
      powers: Record<string, { victoryPoints: number }>;
      selection?: { settled: boolean; umps: string[]; players: { chair: string; powers: string[] }[] };
    } | null;
  };
}

// Issue 20: the 14.2 bidding with a computer player (shared/engine/auto/bidding.ts): player 2 is
// the computer, bidding at France's chair at once and in secret by the status display's rule of
// thumb; Ann bids at Great Britain's chair behind the hand-over. The computer's winnings go to the
// standing procedures.
describe('14.2.1 bidding with a computer player (two players, one of them the computer)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 950 }, ['--scenarios', path.join(import.meta.dirname, '..', 'fixtures')]));
  });
  afterAll(() => closeServedPage(browser, served));

  it('14.2.1 New game: a player may be the computer; its bids come in at once, Ann bids behind the hand-over', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    const campaigns = page.getByTestId('campaign-list');
    await expect.poll(() => campaigns.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await campaigns.locator('.scenario', { hasText: 'A year of trade' }).locator('input').check();
    await page.getByLabel('Bid for the powers before the first turn').check();
    await page.getByLabel('Number of players').selectOption('2');
    await page.getByLabel('Name of player 1').fill('Ann');
    await page.getByLabel('Player 2 is the computer').check();
    expect(await page.getByLabel('Name of player 2').isDisabled()).toBe(true);
    await page.getByLabel('Seed').fill('1806');
    await page.locator('.selection').scrollIntoViewIfNeeded();
    await screenshot(page, 'selection-computer-01-new-game');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 15_000 }).toBe('#/game');
    // only Ann's bid is asked: the computer answered France's chair already
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 15_000 }).toBe('britain');
    await page.keyboard.press('Enter');
    const form = page.getByTestId('bid-form');
    await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(1);
    // the computer's bids are secret until every bid is in
    expect(await page.locator('body').innerText()).not.toContain('france=5');
    await form.getByLabel('Bid for Great Britain').fill('3');
    await screenshot(page, 'selection-computer-02-ann-bids');
    await form.locator('button[type=submit]').click();
  });

  it('14.2.1 Ann\'s 3 beats the computer\'s 2 for Great Britain; the computer\'s 5 takes France, played by the procedures', async () => {
    await expect.poll(async () => (await state()).hostView.view?.selection?.settled, { timeout: 20_000 }).toBe(true);
    const s = await state();
    expect(s.hostView.view!.selection!.players.map((p) => p.powers)).toEqual([['britain'], ['france']]);
    expect(s.hostView.view!.powers.britain!.victoryPoints).toBe(-3);
    expect(s.hostView.view!.powers.france!.victoryPoints).toBe(-5);
    expect(s.ui.players).toEqual({ britain: 'Ann' });
    await screenshot(page, 'selection-computer-03-settled');
  });
});
