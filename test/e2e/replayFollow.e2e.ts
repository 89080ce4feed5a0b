import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { wsConnection, type WebSocketLike } from '../../renderer/features/connection/wsConnection';
import { GameClient } from '../../renderer/features/game/gameClient';
import { areaOf } from '../../renderer/features/replay/navigation';
import { commandFor, type Command } from '../../shared/engine';
import type { GameEvent, GameState, PowerView } from '../../shared/model';
import type { HostMessage } from '../../shared/protocol';
import { shippedScenarios } from '../fuzz/soak';
import { playSeededGame, shippedGameData } from '../saves/seededGame';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

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

/** Another client of the same host (a LAN player's), over its WebSocket. */
function otherClient(servedUrl: string) {
  const url = (({ host, search }) => `ws://${host}/ws${search}`)(new URL(servedUrl));
  const connection = wsConnection(url, (u) => new WebSocket(u) as unknown as WebSocketLike);
  const client = new GameClient(connection, 10_000);
  /** The next view of `power`'s seat (views of a seat watched before may still be on their way). */
  const viewOf = (power: string) =>
    new Promise<Extract<HostMessage, { type: 'view' }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no view of ${power}`)), 10_000);
      const off = connection.onMessage((m) => {
        if (m.type !== 'view' || m.viewer !== power) return;
        clearTimeout(timer);
        off();
        resolve(m);
      });
    });
  return {
    close: () => connection.close(),
    /** Answers the first pending decision of any of `seats` with its first legal option; returns who decided. */
    async playOne(seats: readonly { power: string; seatToken: string }[]): Promise<string> {
      for (const seat of seats) {
        const viewed = viewOf(seat.power);
        expect((await client.request({ type: 'watch', seatToken: seat.seatToken })).type).toBe('accepted');
        const m = await viewed;
        const d = (m.view as unknown as PowerView).decisions[0];
        if (!d) continue;
        const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
        const command = commandFor(d, d.select === 'many' ? [] : (legal[0] ?? 'done'));
        const r = await client.request({ type: 'command', seatToken: seat.seatToken, basedOnVersion: m.version, command: command as unknown as Record<string, unknown> });
        expect(r.type).toBe('accepted');
        return seat.power;
      }
      throw new Error('no seat has a decision pending');
    },
    undo: (seatToken: string) => client.request({ type: 'undo', seatToken }),
  };
}

// Replay (issue 8): the replay follows the events it shows, and the game it replays.
describe('replay follows the events and the running game', () => {
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

  it('a replay of the running game grows as commands are played elsewhere, End goes to the live end, and an undo is a step', async () => {
    await page.goto(`${served.url}#/newGame`);
    await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
    await page.getByLabel('Seed').fill('1805');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/game');
    const seats = await page.evaluate(() => (window.__eia?.getState() as { hostView: { game: { seats: { power: string; seatToken: string }[] } } }).hostView.game.seats);
    const other = otherClient(served.url);
    try {
      await other.playOne(seats);
      await other.playOne(seats);
      // The table hands the screen to the next seat behind a curtain.
      const curtain = () => page.evaluate(() => (window.__eia?.getState() as { ui: { curtain: string | null } }).ui.curtain);
      await expect.poll(curtain, { timeout: 10_000 }).not.toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(curtain, { timeout: 10_000 }).toBeNull();
      await page.locator('.game-head-buttons button', { hasText: 'Since last turn' }).click();
      await expect.poll(() => replay().getAttribute('data-seq'), { timeout: 10_000 }).not.toBe('');
      await page.keyboard.press('End');
      await expect.poll(seq, { timeout: 10_000 }).toBe(2);
      await expect.poll(() => page.getByTestId('replay-where').textContent()).toMatch(/^Entry 2 of 2 /);
      // Played elsewhere while the replay is open: its end grows, and End goes there.
      for (let i = 0; i < 3; i++) await other.playOne(seats);
      await expect.poll(() => page.getByTestId('replay-where').textContent(), { timeout: 10_000 }).toMatch(/^Entry 2 of 5 /);
      expect(await seq()).toBe(2);
      await page.keyboard.press('End');
      await expect.poll(seq, { timeout: 10_000 }).toBe(5);
      await expect.poll(() => page.getByTestId('replay-where').textContent()).toMatch(/^Entry 5 of 5 /);
      await screenshot(page, 'replay-07-live-end');
      // A command and its undo, elsewhere: the undo mark is a step of its own, seen by everyone.
      const power = await other.playOne(seats);
      await expect.poll(() => page.getByTestId('replay-where').textContent(), { timeout: 10_000 }).toMatch(/^Entry 5 of 6 /);
      expect((await other.undo(seats.find((x) => x.power === power)!.seatToken)).type).toBe('accepted');
      await page.keyboard.press('End');
      await expect.poll(seq, { timeout: 10_000 }).toBe(7);
      const name = power[0]!.toUpperCase() + power.slice(1);
      await expect.poll(() => page.getByTestId('replay-undo').textContent()).toBe(`${name} took back 1 command.`);
      await expect.poll(() => page.getByTestId('replay-where').textContent()).toMatch(new RegExp(`^Entry 6 of 6 .* · ${name} took back 1 command\\.$`));
      // An End pressed before the undo reached the screen may have asked for the step it took back; the frame after clears that.
      await expect.poll(() => page.getByTestId('replay-error').count()).toBe(0);
      await screenshot(page, 'replay-08-undo-mark');
      // Stepping by event stops at the mark both ways; the entry it took back is gone.
      // each step asks the host for a frame (a replay from the nearest seek point): allow for a loaded machine, as above
      await page.keyboard.press(',');
      await expect.poll(seq, { timeout: 10_000 }).toBe(5);
      expect(await page.getByTestId('replay-undo').count()).toBe(0);
      await page.keyboard.press('.');
      await expect.poll(seq, { timeout: 10_000 }).toBe(7);
    } finally {
      other.close();
    }
  });
});
