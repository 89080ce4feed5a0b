import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { shippedScenarios } from '../fuzz/soak';
import { playSeededGame, shippedGameData } from '../saves/seededGame';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

/** The area an event happened in, as the replay screen finds it: a move's destination, else its area. */
function areaOf(event: GameEvent): string | null {
  const e = event as { to?: unknown; area?: unknown };
  if (typeof e.to === 'string') return e.to;
  return typeof e.area === 'string' ? e.area : null;
}

/**
 * A save of the 1805 scenario played a month by seeded automated powers, written in a
 * temporary folder, and its first entry with an event in an area: who decided it.
 */
function savedGameWithMoves(): { file: string; seq: number; power: string } {
  const data = shippedGameData();
  const scenario = shippedScenarios().find((s) => s.file.includes('1805'))!.json;
  const dir = mkdtempSync(path.join(tmpdir(), 'eia-e2e-follow-'));
  const store = sqliteSaveStore<GameState, Command, GameEvent>(path.join(dir, 'store'), { engine: engineForSaves(data), appVersion: 'e2e' });
  const game = playSeededGame({ store, scenario, seed: 2, months: 1, data, maxCommands: 300 });
  const entry = [...game.file.entries()].find((e) => e.power !== null && e.events.some((ev) => areaOf(ev) !== null));
  if (!entry) throw new Error('the seeded game has no event in an area');
  const file = path.join(dir, 'moves.eiasave');
  store.exportTo(game.file.id, file);
  store.close();
  return { file, seq: entry.seq, power: entry.power! };
}

// Replay (issue 8): the replay map follows the events it shows.
describe('replay map follows the events', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const replay = () => page.getByTestId('replay-screen');
  const seq = async () => Number(await replay().getAttribute('data-seq'));

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('pans to the area of the current event when it is off screen, and rings it', async () => {
    const saved = savedGameWithMoves();
    await page.goto(`${served.url}#/loadGame`);
    await page.getByTestId('import-file').setInputFiles(saved.file);
    await expect.poll(() => page.locator('[data-testid="save-table"] tbody tr').count(), { timeout: 20_000 }).toBe(1);
    await page.evaluate(() => sessionStorage.setItem('eia.replayMapTestHook', 'on'));
    await page.locator('[data-testid="save-table"] tbody tr').first().locator('button', { hasText: 'Replay' }).click();
    await expect.poll(() => page.getByLabel('Seen by').count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Seen by').selectOption(saved.power);
    await expect.poll(() => replay().getAttribute('data-viewer'), { timeout: 10_000 }).toBe(saved.power);
    await expect.poll(() => replay().getAttribute('data-seq'), { timeout: 10_000 }).toBe('0');
    await page.waitForFunction('window.__eiaMap && window.__eiaMap.firstDrawAt !== null', undefined, { timeout: 30_000 });
    // To the whole entry before the first one with an event in an area: no area yet.
    for (let i = 1; i < saved.seq; i++) await page.keyboard.press(']');
    await expect.poll(seq, { timeout: 10_000 }).toBe(saved.seq - 1);
    expect(await replay().getAttribute('data-event-area')).toBe('');
    // The map is looked at elsewhere: its top-left corner, zoomed in.
    const away = { scale: 2, x: 0, y: 0 };
    await page.evaluate((v) => window.__eiaMap!.setViewport(v, true), away);
    let area = '';
    for (let i = 0; i < 60 && area === ''; i++) {
      const before = `${await seq()}:${await replay().getAttribute('data-events')}`;
      await page.keyboard.press('.');
      await expect.poll(async () => `${await seq()}:${await replay().getAttribute('data-events')}`, { timeout: 10_000 }).not.toBe(before);
      area = (await replay().getAttribute('data-event-area')) ?? '';
    }
    expect(area).not.toBe('');
    const label = (await page.evaluate((a) => window.__eiaMap!.labelPoint(a), area)) as [number, number];
    const box = (await page.locator('.game-map').boundingBox())!;
    // It was off screen where the map was, and is in sight (clear of the legend) now, at the same zoom.
    const [wasX, wasY] = [label[0] * away.scale + away.x, label[1] * away.scale + away.y];
    expect(wasX > box.width || wasY > box.height).toBe(true);
    await expect
      .poll(async () => {
        const [sx, sy] = await page.evaluate((p) => window.__eiaMap!.mapToScreen(p[0], p[1]), label);
        return sx >= 250 && sx <= box.width - 40 && sy >= 60 && sy <= box.height - 70;
      })
      .toBe(true);
    expect((await page.evaluate(() => window.__eiaMap!.getViewport())).scale).toBe(2);
    await expect.poll(() => page.getByTestId('replay-now').textContent()).not.toBe('');
    await screenshot(page, 'replay-06-follows-event');
    // Stepping on in sight leaves the view alone: the player's own panning is not undone.
    const held = await page.evaluate(() => window.__eiaMap!.getViewport());
    await page.keyboard.press(',');
    await page.keyboard.press('.');
    await expect.poll(() => replay().getAttribute('data-event-area')).toBe(area);
    expect(await page.evaluate(() => window.__eiaMap!.getViewport())).toEqual(held);
  });
});
