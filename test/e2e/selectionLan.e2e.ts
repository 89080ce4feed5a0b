import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean; players: Record<string, string> };
  hostView: {
    version: number;
    game: { seats: { power: string; seatToken: string }[] } | null;
    view: { viewer: string; selection?: { settled: boolean; players: { chair: string; powers: string[] }[] } } | null;
  };
}

// Issue 20: the 14.2 bidding with a player on another machine (two browser windows here). Ann
// bids at the host's window (Great Britain's chair); Bo joins France's chair from his own machine
// and bids there, in secret. Once both bids are in, each machine plays the power its player won:
// Bo's window Great Britain, Ann's France.
describe('14.2 bidding over the LAN (two players, one on another machine)', () => {
  let served: Served;
  let browser: Browser;
  let host: Page;
  let guest: Page;
  const state = (p: Page) => p.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    ({ served, browser, page: host } = await openServedPage({ width: 1400, height: 950 }, ['--scenarios', path.join(import.meta.dirname, '..', 'fixtures')]));
    guest = await browser.newPage({ viewport: { width: 1400, height: 950 } });
  });
  afterAll(() => closeServedPage(browser, served));

  it('New game leaves the second player\'s chair open for another machine, which joins it', async () => {
    await host.goto(`${served.url}#/newGame`);
    const campaigns = host.getByTestId('campaign-list');
    await expect.poll(() => campaigns.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await campaigns.locator('.scenario', { hasText: 'A year of trade' }).locator('input').check();
    await host.getByLabel('Bid for the powers before the first turn').check();
    await host.getByLabel('Number of players').selectOption('2');
    await host.getByLabel('Name of player 1').fill('Ann');
    await host.getByLabel('Player 2 is on another machine').check();
    await host.locator('.selection').scrollIntoViewIfNeeded();
    await screenshot(host, 'selection-lan-01-new-game');
    await host.locator('button.start').click();
    await expect.poll(() => host.evaluate(() => window.location.hash), { timeout: 15_000 }).toBe('#/game');
    // France's chair is open for the LAN; the host's window holds the others until the bids are in
    expect((await state(host)).hostView.game?.seats.map((s) => s.power)).not.toContain('france');
    await guest.goto(`${served.guestUrl}#/joinGame`);
    await guest.getByLabel('Your name').fill('Bo');
    // 14.2 the open seat is player 2's bidding chair, not France's yet
    await expect.poll(() => guest.getByRole('button', { name: 'Bid as player 2' }).count(), { timeout: 10_000 }).toBe(1);
    const seatsText = await guest.getByTestId('join-seats').innerText();
    expect(seatsText).toContain('Bidding chair 2 (player 2)');
    expect(seatsText).not.toContain('France');
    expect(seatsText).toContain('being bid for: it goes to the winning bid');
    expect(seatsText).not.toContain('(bid for) holds it'); // the powers bid for are nobody's yet
    await screenshot(guest, 'selection-lan-01b-join-chair');
    await guest.getByRole('button', { name: 'Bid as player 2' }).click();
    await expect.poll(() => guest.evaluate(() => window.location.hash)).toBe('#/game');
    await expect.poll(async () => (await state(guest)).hostView.game?.seats.map((s) => s.power)).toEqual(['france']);
  });

  it('14.2.1 each bids from his own machine, in secret; then each machine plays what its player won', async () => {
    // Bo bids at his machine: Great Britain 4, France 3
    const form = guest.getByTestId('bid-form');
    await expect.poll(async () => {
      const s = await state(guest);
      if (s.ui.curtain) await guest.keyboard.press('Enter');
      return form.count();
    }, { timeout: 15_000 }).toBe(1);
    await form.getByLabel('Bid for Great Britain').fill('4');
    await form.getByLabel('Bid for France').fill('3');
    await screenshot(guest, 'selection-lan-02-bo-bids');
    const before = (await state(guest)).hostView.version;
    await form.locator('button[type=submit]').click();
    await expect.poll(async () => (await state(guest)).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
    // Ann, at the host's window, never sees Bo's bids
    await expect.poll(async () => (await state(host)).ui.curtain ?? (await state(host)).ui.watched, { timeout: 15_000 }).toBe('britain');
    if ((await state(host)).ui.curtain) await host.keyboard.press('Enter');
    const annForm = host.getByTestId('bid-form');
    await expect.poll(() => annForm.count(), { timeout: 10_000 }).toBe(1);
    expect(JSON.stringify(await state(host))).not.toContain('britain=4');
    await annForm.getByLabel('Bid for France').fill('5');
    const was = (await state(host)).hostView.version;
    await annForm.locator('button[type=submit]').click();
    await expect.poll(async () => (await state(host)).hostView.version, { timeout: 10_000 }).toBeGreaterThan(was);
    // Great Britain first: only Bo bid (4); France: Ann's 5 beats Bo's 3. Bo's machine now plays Great Britain
    await expect.poll(async () => (await state(guest)).hostView.game?.seats.map((s) => s.power), { timeout: 15_000 }).toEqual(['britain']);
    await expect.poll(async () => (await state(host)).hostView.game?.seats.map((s) => s.power), { timeout: 15_000 }).toEqual(['france']);
    await expect.poll(async () => (await state(guest)).hostView.view?.viewer, { timeout: 15_000 }).toBe('britain');
    expect((await state(guest)).ui.players).toEqual({ britain: 'Bo' });
    expect((await state(host)).ui.players).toEqual({ france: 'Ann' });
    const s = (await state(guest)).hostView.view!;
    expect(s.selection!.players.map((p) => p.powers)).toEqual([['france'], ['britain']]);
    // Bo's window goes on as Great Britain: its overtures before the first turn (v2.71 14.3.1)
    await expect.poll(async () => {
      const g = await state(guest);
      if (g.ui.curtain) await guest.keyboard.press('Enter');
      return guest.getByRole('button', { name: 'Record the ticked overtures' }).count();
    }, { timeout: 20_000 }).toBe(1);
    // before the first turn the tracker names the overtures, not the first turn's 4.1 Diplomacy
    expect(await guest.getByTestId('tracker-step').innerText()).toBe('Overtures to the uncontrolled major powers');
    await screenshot(guest, 'selection-lan-03-bo-plays-britain');
  });
});
