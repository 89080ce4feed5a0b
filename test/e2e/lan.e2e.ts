import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served, confirmIfAsked } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: { viewer: string; decisions: { kind: string }[]; waitingFor: { power: string }[] } | null; game: { seats: { power: string }[] } | null };
}

// Two machines on one host (two browser windows here): the host's player starts the 1805
// scenario playing France, leaving Austria to a player elsewhere and Russia to the standing
// procedures; the other window joins as Austria. Each window sees only its own power and waits
// for the other instead of raising a hand-over curtain for it.
describe('a LAN game: seats for another machine (1805)', () => {
  let served: Served;
  let browser: Browser;
  let host: Page;
  let guest: Page;
  const state = (p: Page) => p.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  /** Answers a window's first decision: End when offered, else its first enabled control. */
  const answerFirst = async (p: Page) => {
    const before = (await state(p)).hostView.version;
    const end = p.locator('.decision button:not([disabled])', { hasText: /^End / });
    await ((await end.count()) > 0 ? end.first() : p.locator('.decision button:not([disabled])').first()).click();
    await confirmIfAsked(p);
    await expect.poll(async () => (await state(p)).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
  };
  const passCurtain = async (p: Page) => {
    if ((await state(p)).ui.curtain) {
      await p.keyboard.press('Enter');
      await expect.poll(async () => (await state(p)).ui.curtain, { timeout: 10_000 }).toBeNull();
    }
  };

  beforeAll(async () => {
    ({ served, browser, page: host } = await openServedPage({ width: 1400, height: 860 }));
    guest = await browser.newPage({ viewport: { width: 1400, height: 860 } });
  });
  afterAll(() => closeServedPage(browser, served));

  it('the host starts with Austria open for another machine; the guest sees it and takes it', async () => {
    // the other machine opens the page without the host secret: it is a guest (issue 14)
    await guest.goto(`${served.guestUrl}#/joinGame`);
    await expect.poll(() => guest.locator('main').textContent(), { timeout: 10_000 }).toContain('No game is open on this host yet');
    await host.goto(`${served.url}#/newGame`);
    await expect.poll(() => host.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5); // the five 13.x scenarios, then the campaigns (14.x)
    await host.locator('.scenario', { hasText: '1805' }).locator('input').check();
    await host.getByLabel('Who plays Austria').selectOption('lan');
    await host.getByLabel('Who plays Russia').selectOption('bot');
    await host.locator('button.start').click();
    await expect.poll(async () => (await state(host)).hostView.game?.seats.map((s) => s.power), { timeout: 10_000 }).toEqual(['france']);
    await guest.getByRole('button', { name: 'Refresh' }).click();
    const seats = guest.getByTestId('join-seats');
    await expect.poll(() => seats.locator('tr[data-controller="open"]').textContent()).toContain('Austria');
    expect(await seats.locator('tr[data-controller="bot"]').textContent()).toContain('Russia');
    await screenshot(guest, 'lan-01-join');
    await guest.getByRole('button', { name: 'Play Austria' }).click();
    await expect.poll(() => guest.evaluate(() => window.location.hash)).toBe('#/game');
    await expect.poll(async () => (await state(guest)).hostView.game?.seats.map((s) => s.power)).toEqual(['austria']);
  });

  it('each window plays its own power; neither raises a curtain for the other', async () => {
    const curtains = { host: new Set<string>(), guest: new Set<string>() };
    let answered = { host: 0, guest: 0 };
    for (let i = 0; i < 30; i++) {
      for (const [name, p] of [['host', host], ['guest', guest]] as const) {
        const s = await state(p);
        if (s.ui.curtain) curtains[name].add(s.ui.curtain);
        await passCurtain(p);
      }
      const [h, g] = [await state(host), await state(guest)];
      const hostTurn = (h.hostView.view?.decisions.length ?? 0) > 0 && h.ui.watched === 'france';
      const guestTurn = (g.hostView.view?.decisions.length ?? 0) > 0 && g.ui.watched === 'austria';
      if (hostTurn) {
        await answerFirst(host);
        answered = { ...answered, host: answered.host + 1 };
      } else if (guestTurn) {
        await answerFirst(guest);
        answered = { ...answered, guest: answered.guest + 1 };
      } else {
        await host.waitForTimeout(200);
      }
      if (answered.host > 3 && answered.guest > 3) break;
    }
    expect(answered.host).toBeGreaterThan(3);
    expect(answered.guest).toBeGreaterThan(3);
    expect([...curtains.host].every((p) => p === 'france')).toBe(true);
    expect([...curtains.guest].every((p) => p === 'austria')).toBe(true);
    // the guest's view is Austria's: France's corps show only their faces
    expect((await state(guest)).hostView.view?.viewer).toBe('austria');
    await screenshot(guest, 'lan-02-guest-austria');
    await screenshot(host, 'lan-03-host-france');
  });
});
