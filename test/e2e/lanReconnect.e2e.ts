import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, startServe, type Served } from './helpers';

interface StateLike {
  connection: {
    status: string;
    host: { role: string } | null;
    table: { saveId: string | null; seats: { power: string; controller: string; player?: string; connected?: boolean }[] } | null;
  };
  hostView: { game: { saveId: string | null; seats: { power: string; seatToken: string }[] } | null; view: { viewer: string } | null };
}

// Issue 14: a LAN player's seat survives a reload of the tab and a restart of the host. Two
// Chromium pages on one browser-mode host: the host's window (opened with the host secret) and
// a LAN player's (opened without it), who joins as Austria under a name.
describe('LAN seats survive a reload and a host restart (issue 14)', () => {
  let served: Served;
  let browser: Browser;
  let host: Page;
  let guest: Page;
  const state = (p: Page) => p.evaluate(() => window.__eia?.getState()) as Promise<StateLike>;
  const seatsOf = async (p: Page) => (await state(p)).hostView.game?.seats.map((s) => s.power) ?? [];

  beforeAll(async () => {
    ({ served, browser, page: host } = await openServedPage({ width: 1400, height: 860 }));
    guest = await browser.newPage({ viewport: { width: 1400, height: 860 } });
  });
  afterAll(() => closeServedPage(browser, served));

  it('the host starts a game with Austria open; the LAN player (a guest) joins it under a name', { timeout: 180_000 }, async () => {
    await guest.goto(`${served.guestUrl}#/`);
    await expect.poll(async () => (await state(guest)).connection.host?.role, { timeout: 60_000 }).toBe('guest');
    // a guest cannot start or load games
    expect(await guest.getByRole('button', { name: /New game/ }).isDisabled()).toBe(true);
    await host.goto(`${served.url}#/newGame`);
    // the secret left the address bar at once
    expect(host.url()).not.toContain('host=');
    await expect.poll(() => host.locator('.scenario').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
    await host.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await host.getByLabel('Who plays Austria').selectOption('lan');
    await host.getByLabel('Who plays Russia').selectOption('bot');
    await host.locator('button.start').click();
    await expect.poll(() => seatsOf(host), { timeout: 60_000 }).toEqual(['france']);
    await guest.goto(`${served.guestUrl}#/joinGame`);
    await guest.getByLabel('Your name').fill('Bo');
    await guest.getByRole('button', { name: 'Play Austria' }).click();
    await expect.poll(() => guest.evaluate(() => window.location.hash)).toBe('#/game');
    await expect.poll(() => seatsOf(guest)).toEqual(['austria']);
    const austria = async (p: Page) => (await state(p)).connection.table?.seats.find((s) => s.power === 'austria');
    await expect.poll(() => austria(host), { timeout: 60_000 }).toMatchObject({ controller: 'player', player: 'Bo', connected: true });
  });

  it(
    "a reload of the LAN player's tab takes Austria back by itself, and the host sees it away, then back",
    { timeout: 180_000 },
    async () => {
      const token = (await state(guest)).hostView.game!.seats[0]!.seatToken;
      await guest.reload();
    // the reloaded page connects again, then resumes its seat with the kept token
    await expect.poll(async () => (await state(guest))?.connection.status, { timeout: 60_000 }).toBe('open');
      await expect.poll(() => seatsOf(guest), { timeout: 60_000 }).toEqual(['austria']);
      expect((await state(guest)).hostView.game!.seats[0]!.seatToken).toBe(token);
      await expect.poll(async () => (await state(guest)).hostView.view?.viewer, { timeout: 60_000 }).toBeDefined();
      await expect
        .poll(async () => (await state(host)).connection.table?.seats.find((s) => s.power === 'austria')?.connected, { timeout: 60_000 })
        .toBe(true);
      await host.locator('.table-bar-toggle').click();
      await expect.poll(() => host.getByTestId('table-seats').textContent()).toContain('Bo');
      // issue 14: the dice commitment is on show from the start, the same in both windows
      const commitment = ((await state(host)).hostView.view as { diceCommitment?: { kind: string; commitment?: string } } | null)
        ?.diceCommitment;
      expect(commitment?.kind).toBe('chacha20');
      const shown = (await host.getByTestId('dice-commitment').textContent()) ?? '';
      expect(shown).toMatch(/[0-9a-f]{64}/);
      expect(shown).toContain(commitment?.commitment ?? 'none');
      await guest.locator('.table-bar-toggle').click();
      expect(await guest.getByTestId('dice-commitment').textContent()).toBe(shown);
      await screenshot(host, 'lan-reconnect-01-table-bar');
    },
  );

  it(
    "after the host restarts and loads the game, the LAN player is back in Austria's seat without rejoining",
    { timeout: 180_000 },
    async () => {
      const saveId = (await state(host)).hostView.game!.saveId!;
      const { port, saves } = served;
      await served.stop();
      await expect.poll(async () => (await state(guest)).connection.status, { timeout: 60_000 }).not.toBe('open');
      await screenshot(guest, 'lan-reconnect-02-host-gone');
      served = await startServe([], { port, saves });
      // the restarted host prints a new secret: the host's window opens the new address
      await host.goto(`${served.url}#/loadGame`);
      await expect.poll(async () => (await state(host)).connection.host?.role, { timeout: 60_000 }).toBe('host');
      await host.locator(`tr[data-save="${saveId}"] button.primary`, { hasText: 'Load' }).click();
      await expect.poll(() => seatsOf(host), { timeout: 60_000 }).toEqual(['france']);
      // the guest's page reconnected by itself and took its seat back with its kept token
      await expect.poll(() => seatsOf(guest), { timeout: 30_000 }).toEqual(['austria']);
      await expect.poll(async () => (await state(guest)).connection.status).toBe('open');
      await expect
        .poll(
          async () => {
            const seat = (await state(host)).connection.table?.seats.find((s) => s.power === 'austria');
            return JSON.stringify(
              seat && { power: seat.power, controller: seat.controller, player: seat.player, connected: seat.connected },
            );
          },
          {
            timeout: 60_000,
          },
        )
        .toBe(JSON.stringify({ power: 'austria', controller: 'player', player: 'Bo', connected: true }));
      // the game screen is back (watching the table, then Austria's seat when it is Austria's turn)
      await expect.poll(async () => (await state(guest)).hostView.view?.viewer, { timeout: 60_000 }).toMatch(/^(austria|spectator)$/);
      expect(await guest.getByTestId('game-screen').count()).toBe(1);
      await screenshot(guest, 'lan-reconnect-03-back-after-restart');
    },
  );
});
