import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served, confirmIfAsked } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: { viewer: string } | null };
}

// Replay (issue 8) in browser mode: "since your last turn" from the game, a save replayed
// from the save browser as one power and then another, export of a save and its import.
describe('replay, export and import in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const downloads = mkdtempSync(path.join(tmpdir(), 'eia-e2e-downloads-'));
  let exported = '';

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const rows = () => page.locator('[data-testid="save-table"] tbody tr');
  const replay = () => page.getByTestId('replay-screen');
  const seq = async () => Number(await replay().getAttribute('data-seq'));

  /** Answers `n` decisions, passing every curtain; returns the seat on screen. */
  async function play(n: number): Promise<string> {
    for (let i = 0; i < n; i++) {
      await expect.poll(async () => {
        const s = await state();
        return s.ui.curtain !== null || (s.ui.watched !== null && s.hostView.view?.viewer === s.ui.watched && !s.ui.busy);
      }, { timeout: 10_000 }).toBe(true);
      if ((await state()).ui.curtain !== null) {
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBeNull();
        await expect.poll(async () => {
          const s = await state();
          return s.hostView.view?.viewer === s.ui.watched && !s.ui.busy;
        }, { timeout: 10_000 }).toBe(true);
      }
      const before = (await state()).hostView.version;
      const end = page.locator('.decision button:not([disabled])', { hasText: /^End / });
      await ((await end.count()) > 0 ? end.first() : page.locator('.decision button:not([disabled])').first()).click();
      await confirmIfAsked(page);
      await expect.poll(async () => (await state()).hostView.version, { timeout: 10_000 }).toBeGreaterThan(before);
    }
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).not.toBe(undefined);
    if ((await state()).ui.curtain !== null) await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.ui.watched !== null && s.hostView.view?.viewer === s.ui.watched;
    }, { timeout: 10_000 }).toBe(true);
    return (await state()).ui.watched!;
  }

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('"since last turn" replays what the seat saw since its last decision, event by event', async () => {
    await page.goto(`${served.url}#/newGame`);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await page.getByLabel('Seed').fill('1805');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/game');
    const seat = await play(9);
    await page.locator('.game-head-buttons button', { hasText: 'Since last turn' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('#/replay?');
    await expect.poll(() => page.getByTestId('replay-since').textContent(), { timeout: 10_000 }).toMatch(/^Since .*'s last decision/);
    expect(await replay().getAttribute('data-viewer')).toBe(seat);
    // A running game: only the seat's own view, no choice of viewer.
    expect(await page.getByLabel('Seen by').count()).toBe(0);
    await expect.poll(() => replay().getAttribute('data-seq'), { timeout: 10_000 }).not.toBe('');
    const start = await seq();
    expect(start).toBeGreaterThan(0);
    await screenshot(page, 'replay-01-since-last-turn');
    await page.locator('button', { hasText: 'event ▶' }).click();
    await expect.poll(seq).toBeGreaterThan(start);
    // One event of the next entry: the map's caption tells it.
    expect(await replay().getAttribute('data-events')).toBe('1');
    await expect.poll(() => page.getByTestId('replay-now').textContent()).not.toBe('');
    await screenshot(page, 'replay-01b-one-event');
    await page.keyboard.press('End');
    await expect.poll(seq).toBeGreaterThan(start);
    await expect.poll(() => page.getByTestId('log-lines').locator('li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('replay-where').textContent()).toMatch(/^Entry (\d+) of \1 /);
    await screenshot(page, 'replay-02-at-the-end');
    await page.keyboard.press('Home');
    await expect.poll(seq).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/game');
  });

  it('exports a save as a file and imports it back as a new save; a bad file is refused and nothing is lost', async () => {
    await page.goto(`${served.url}#/loadGame`);
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), rows().first().locator('button', { hasText: 'Export' }).click()]);
    exported = path.join(downloads, download.suggestedFilename());
    await download.saveAs(exported);
    expect(download.suggestedFilename()).toMatch(/\.eiasave$/);
    expect(readFileSync(exported).subarray(0, 15).toString()).toBe('SQLite format 3');
    await expect.poll(() => page.locator('.save-done').textContent()).toContain('Exported');

    await page.getByTestId('import-file').setInputFiles(exported);
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.locator('.save-done').textContent()).toContain('Imported');
    // Each save shows a thumbnail of its map, drawn by the host.
    await expect.poll(() => page.locator('img.save-thumb').count(), { timeout: 10_000 }).toBe(2);
    expect(await page.locator('img.save-thumb').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await screenshot(page, 'replay-03-imported');

    const junk = path.join(downloads, 'junk.eiasave');
    writeFileSync(junk, 'not a save, just words');
    await page.getByTestId('import-file').setInputFiles(junk);
    await expect.poll(() => page.locator('.save-error').textContent(), { timeout: 10_000 }).toMatch(/^junk\.eiasave: /);
    expect(await rows().count()).toBe(2);
    await screenshot(page, 'replay-04-import-refused');
  });

  it('replays a save not at the table from one power\'s view, then another\'s, month by month', async () => {
    // The imported copy is not the game at the table.
    const copy = rows().nth(1);
    const atTable = await page.evaluate(() => (window.__eia?.getState() as { hostView: { game: { saveId: string } } }).hostView.game.saveId);
    const ids = await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-save')));
    const other = ids[0] === atTable ? copy : rows().first();
    await other.locator('button', { hasText: 'Replay' }).click();
    await expect.poll(() => page.getByLabel('Seen by').count(), { timeout: 10_000 }).toBe(1);
    const options = await page.getByLabel('Seen by').locator('option').allInnerTexts();
    expect(options).toEqual(['France', 'Austria', 'Russia']);
    expect(await replay().getAttribute('data-viewer')).toBe('france');
    await page.getByLabel('Seen by').selectOption('russia');
    await expect.poll(() => replay().getAttribute('data-viewer'), { timeout: 10_000 }).toBe('russia');
    await expect.poll(() => replay().getAttribute('data-seq'), { timeout: 10_000 }).toBe('0');
    const atStart = await page.getByTestId('log-lines').locator('li').count();
    await page.keyboard.press('}');
    await expect.poll(seq, { timeout: 10_000 }).toBeGreaterThan(0);
    // The frame shown is the later moment's: its log is longer and its step has moved on.
    await expect.poll(() => page.getByTestId('log-lines').locator('li').count()).toBeGreaterThan(atStart);
    expect(await page.getByTestId('tracker-step').textContent()).not.toBe('Army Reinforcement');
    await screenshot(page, 'replay-05-save-as-russia');
    await page.locator('button', { hasText: '← Back' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Load game');
  });
});
