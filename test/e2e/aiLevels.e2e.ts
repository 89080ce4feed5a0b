import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, confirmIfAsked, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { curtain: string | null };
  hostView: { version: number; view: { log: { type: string; text?: string; publicText?: string }[] } | null; game: { seats: { power: string }[] } | null };
}

// Issue 21 New game offers the computer's levels per power: Austria to the strong AI, Russia to
// the standing procedures, France played here. The strong AI's reasons reach France's log as
// their public heads only (its own strengths stay with Austria).
describe('AI levels at New game and the AI\'s reasons in the log (1805)', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('plays against the strong AI and reads its public reasons in the log', async () => {
    await page.goto(`${served.url}#/newGame`);
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await page.getByLabel('Seed').fill('1805');
    await page.getByLabel('Who plays Austria').selectOption('ai-strong');
    await page.getByLabel('Who plays Russia').selectOption('bot');
    expect(await page.getByLabel('Player of Austria').isDisabled()).toBe(true);
    await screenshot(page, 'ai-01-new-game-levels');
    await page.locator('button.start').click();
    await expect.poll(async () => (await state()).hostView.game?.seats.map((s) => s.power), { timeout: 15_000 }).toEqual(['france']);
    const reasons = async () => ((await state()).hostView.view?.log ?? []).filter((e) => e.type === 'aiExplained');
    for (let i = 0; i < 150 && (await reasons()).length === 0; i++) {
      const s = await state();
      const before = s.hostView.version;
      const end = page.locator('.decision button:not([disabled])', { hasText: /^End / });
      const any = page.locator('.decision button:not([disabled])');
      // the host may still be answering for the computer's powers: wait for France's next question
      await expect.poll(async () => (await any.count()) > 0 || (await state()).hostView.version > before, { timeout: 60_000 }).toBe(true);
      if ((await any.count()) === 0) continue;
      await ((await end.count()) > 0 ? end.first() : any.first()).click();
      await confirmIfAsked(page);
      await expect.poll(async () => (await state()).hostView.version, { timeout: 60_000 }).toBeGreaterThan(before);
    }
    const seen = await reasons();
    expect(seen.length).toBeGreaterThan(0);
    // France's copy: the public head, never the strengths behind it
    for (const e of seen) expect(`${e.text ?? ''} ${e.publicText ?? ''}`).not.toMatch(/to 1|factors|simulated days/);
    const look = page.getByRole('button', { name: 'Look at the board' });
    if ((await look.count()) > 0) await look.click();
    await page.locator('body').click({ position: { x: 1300, y: 840 } });
    await page.keyboard.press('4');
    await page.getByLabel('Filter by power').selectOption('austria');
    const lines = await page.getByTestId('log-lines').locator('li').allInnerTexts();
    expect(lines.some((l) => l.includes('Computer (strong AI)'))).toBe(true);
    await page.getByTestId('log-lines').locator('li', { hasText: 'Computer (strong AI)' }).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-02-log-reasons');
  });
});
