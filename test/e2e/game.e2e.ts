import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: { viewer: string; decisions: { kind: string }[] } | null; game: { saveId: string | null } | null };
}

// Hot-seat play of the 1805 scenario through the UI only: new game, hand-overs with a
// password, answers, the tracker moving on, undo, and the save loaded after a reload.
describe('hot-seat game in browser mode (1805)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const curtainFor = async (power: string) => {
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBe(power);
    await expect.poll(() => page.locator('#curtain-title').textContent()).toMatch(/to play — pass the laptop$/);
  };
  const seatedAs = async (power: string) => {
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.ui.watched === power && s.hostView.view?.viewer === power && !s.ui.busy;
    }, { timeout: 10_000 }).toBe(true);
  };
  /** Answers the seat's first decision: ends a step of orders, else its first enabled control (Acknowledge). */
  const answerFirst = async () => {
    const before = (await state()).hostView.version;
    const end = page.locator('.decision button:not([disabled])', { hasText: /^End / });
    await ((await end.count()) > 0 ? end.first() : page.locator('.decision button:not([disabled])').first()).click();
    // issue 15: ending a step with reinforcements unplaced or corps unmoved asks once
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(async () => (await dialog.count()) > 0 || (await state()).hostView.version > before, { timeout: 10_000 }).toBe(true);
    if ((await dialog.count()) > 0) await dialog.locator('.confirm-yes').click();
    await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
  };

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('starts the 1805 scenario from the New game screen with a fixed seed and a password', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await expect.poll(() => page.locator('.scenario-detail h2').textContent()).toContain('1805');
    const seatRows = await page.locator('.seats tbody tr td:first-child').allInnerTexts();
    expect(seatRows).toEqual(['France', 'Austria', 'Russia']);
    await page.getByLabel('Seed').fill('1805');
    await page.getByLabel('Password of France').fill('eagle');
    await page.locator('details summary').click();
    expect(await page.locator('.optional-rules li').count()).toBeGreaterThan(40);
    await screenshot(page, 'game-01-new-game');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 15_000 }).toBe('#/game');
  });

  it('hides everything behind the curtain until the first player is ready', async () => {
    await curtainFor('austria');
    expect(await page.locator('#curtain-title').textContent()).toBe('Austria to play — pass the laptop');
    expect(await page.locator('.decision').count()).toBe(0);
    expect(await page.getByTestId('national-card').count()).toBe(0);
    expect(await page.getByTestId('tracker').count()).toBe(0);
    await screenshot(page, 'game-02-curtain-austria');
    await page.keyboard.press('Enter');
    await seatedAs('austria');
    await expect.poll(() => page.getByTestId('tracker-date').textContent()).toBe('September 1805');
    expect(await page.getByTestId('tracker-step').textContent()).toBe('Army Reinforcement');
    expect(await page.getByTestId('tracker-sequence').textContent()).toBe('Austria');
    await screenshot(page, 'game-03-austria-decides');
  });

  it('shows why undo is refused, and a rejected command with its code, rule and message', async () => {
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('game-rejection').textContent(), { timeout: 10_000 }).toMatch(/^Refused \(illegal\): Nothing to take back/);
    await page.evaluate(() =>
      window.__eia?.dispatchHostMessage(JSON.stringify({ type: 'rejected', requestId: 'x', error: { code: 'illegal', message: 'Russia may not declare war on Austria.', rule: '4.2' } })),
    );
    await expect.poll(() => page.getByTestId('game-rejection').textContent()).toBe('Refused (illegal, rule 4.2): Russia may not declare war on Austria.');
    await screenshot(page, 'game-03b-refusals');
  });

  it('hands over to each power in turn; a password guards France', async () => {
    await answerFirst(); // Austria ends its army reinforcement
    await curtainFor('russia');
    // Austria's player may still take it back from behind the curtain (issue 8 undo rule).
    await page.locator('.curtain-undo button', { hasText: 'Austria: take back my last command' }).click();
    await seatedAs('austria');
    await expect.poll(() => page.getByTestId('game-notice').textContent()).toBe('Austria took back 1 command.');
    await screenshot(page, 'game-03c-austria-took-back');
    await answerFirst();
    await curtainFor('russia');
    expect(await page.locator('.curtain-notice').textContent()).toBe('Austria took back 1 command.');
    await page.keyboard.press('Enter');
    await seatedAs('russia');
    await answerFirst();
    await curtainFor('france');
    await page.locator('.curtain input[type=password]').fill('wrong');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.curtain-wrong').textContent()).toContain("not France's password");
    expect((await state()).ui.curtain).toBe('france');
    await screenshot(page, 'game-04-wrong-password');
    await page.locator('.curtain input[type=password]').fill('eagle');
    await page.keyboard.press('Enter');
    await seatedAs('france');
    expect(await page.getByTestId('tracker-sequence').textContent()).toBe('France');
  });

  it('France plays on without a hand-over while it decides, and the tracker advances', async () => {
    await answerFirst(); // army reinforcement
    await seatedAs('france');
    await expect.poll(() => page.getByTestId('tracker-step').textContent()).not.toBe('Army Reinforcement');
    // Keep answering France's own decisions up to the land movement orders.
    for (let i = 0; i < 4 && (await page.locator('.decision[data-kind="land/movement"]').count()) === 0; i++) {
      await answerFirst();
      await seatedAs('france');
    }
    expect(await page.locator('.decision[data-kind="land/movement"]').count()).toBe(1);
    // Illegal orders stay listed, greyed, with the rule in the tooltip.
    const illegal = page.locator('.decision .order.illegal').first();
    if ((await illegal.count()) > 0) expect(await illegal.getAttribute('title')).toMatch(/^Not allowed \(rule [\d.]+\)/);
    await screenshot(page, 'game-05-france-movement');
    // Picking an area on the map (here through the map's search) narrows the orders to it.
    const all = await page.locator('.decision .order').count();
    await page.getByPlaceholder(/Find area/).fill('316');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.order-focus').textContent()).toMatch(/^Orders for Palatinate \(316\)/);
    const narrowed = await page.locator('.decision .order').allInnerTexts();
    expect(narrowed.length).toBeLessThan(all);
    expect(narrowed.slice(1).every((t) => t.includes('316') || t.includes('III Corps'))).toBe(true);
    await screenshot(page, 'game-05b-area-orders');
    await page.locator('.order-focus button').click();
    expect(await page.locator('.decision .order').count()).toBe(all);
    // 7.4.2.1 the supply mode shows where France's depots reach, with its legend.
    await page.getByRole('radio', { name: 'Supply' }).click();
    await expect.poll(() => page.locator('.map-legend').textContent()).toContain("Where France's valid depots supply a corps");
    expect(await page.locator('.map-legend').textContent()).toContain('out of reach: a corps must forage');
    await page.waitForTimeout(600);
    await screenshot(page, 'game-05c-supply-mode');
    await page.getByRole('radio', { name: 'Terrain' }).click();
    // Cards and log from the keyboard.
    await page.locator('body').click({ position: { x: 1300, y: 840 } });
    await page.keyboard.press('2');
    await expect.poll(() => page.getByTestId('status-card').count()).toBe(1);
    expect(await page.getByTestId('status-card').textContent()).toContain('Victory conditions');
    await screenshot(page, 'game-06-status-card');
    await page.keyboard.press('3');
    await expect.poll(() => page.getByTestId('national-card').count()).toBe(1);
    expect(await page.getByTestId('national-card').textContent()).toMatch(/Corps \(\d+\)/);
    await screenshot(page, 'game-07-national-card');
    await page.keyboard.press('4');
    await expect.poll(() => page.getByTestId('log-lines').locator('li').count()).toBeGreaterThan(5);
    await page.getByLabel('Filter by power').selectOption('austria');
    const lines = await page.getByTestId('log-lines').locator('li').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes('Austria'))).toBe(true);
    await screenshot(page, 'game-08-log');
    await page.keyboard.press('1');
  });

  it('undo takes back France’s own commands and everyone sees the notice', async () => {
    const before = (await state()).hostView.version;
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('game-notice').textContent(), { timeout: 10_000 }).toMatch(/^France took back \d+ commands?\.$/);
    // the seat's own view version moves on whenever its view changes, an undo included (2.4.2: it counts
    // only what this seat saw, never the state's commands)
    await expect.poll(async () => (await state()).hostView.version).not.toBe(before);
    await seatedAs('france');
    await screenshot(page, 'game-09-undo');
  });

  it('after a reload, the save is listed and loads back into the game', async () => {
    const saveId = (await state()).hostView.game?.saveId;
    expect(saveId).toBeTruthy();
    await page.reload();
    // Issue 14: the window keeps its seat tokens, so a reload takes its powers back by itself
    // and the game is open again; the save is still listed in Load game and loads back.
    await expect.poll(async () => (await state())?.hostView.game?.saveId, { timeout: 15_000 }).toBe(saveId);
    await page.goto(`${served.url}#/loadGame`);
    await expect.poll(() => page.locator(`tr[data-save="${saveId}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(`tr[data-save="${saveId}"]`).textContent()).toContain('September 1805');
    await screenshot(page, 'game-10-save-browser');
    await page.locator(`tr[data-save="${saveId}"] button`, { hasText: 'Load' }).click();
    await curtainFor('france');
    // Passwords live in memory only: after a reload the curtain asks for none.
    expect(await page.locator('.curtain input[type=password]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await seatedAs('france');
    await answerFirst();
    await seatedAs('france');
    await screenshot(page, 'game-11-loaded-and-played');
  });
});
