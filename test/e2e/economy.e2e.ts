import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';
import { applyCommand, commandFor, pendingDecisions, viewFor, type Command } from '../../shared/engine';
import { MAJOR_POWERS, type GameEvent, type GameState } from '../../shared/model';
import { commandGroup, engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';
import { ECON_DATA, atStep, playEconomic, quietAnswer, startEconomic } from '../engine/economicSetup';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { view: { viewer: string } | null };
}

// 8.0 The Economic Phase at the table: a save of the Economic Phase test campaign at March 1806's
// Expenditure Step (France played here, the other powers by the standing procedures). France buys
// by pointing (+ and -, the money left shown as it goes), then reads its worksheet and the charts.
describe('the Economic Phase at the table', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-e2e-economy-'));
  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;

  beforeAll(async () => {
    // saves prove themselves (issue 14): the file starts at the scenario's start and records every command
    const first: GameState = startEconomic();
    const store = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(ECON_DATA), appVersion: 'e2e' });
    const file = store.create({
      name: 'Economy 1806',
      scenario: first.scenario.id,
      options: {},
      dataPack: { id: 'shipped', hash: 'unknown' },
      seats: MAJOR_POWERS.map((power) => ({ power, controller: power === 'france' ? ('human' as const) : ('bot' as const) })),
      initialState: first,
      gameDate: 'March 1806',
      phaseLabel: 'Economic Phase: Money and Manpower Expenditure',
    });
    const stop = atStep('economic/expenditure', 3);
    let game = first;
    for (let i = 0; i < 20_000 && !game.over && !stop(game); i++) {
      const d = pendingDecisions(game)[0]!;
      const command = commandFor(d, quietAnswer(d));
      const r = applyCommand(game, command, ECON_DATA);
      if (!r.ok) throw new Error(r.error.message);
      file.append({ ...commandGroup(command, r.events, r.state), snapshot: i % 50 === 49 });
      game = r.state;
    }
    file.close();
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 950 }, ['--saves', folder, '--scenarios', path.join(import.meta.dirname, '..', 'fixtures')]));
  });
  afterAll(() => closeServedPage(browser, served));

  it('8.5.3 France buys infantry by pointing: the count and the money left follow each click', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('l');
    const row = page.locator('[data-testid="save-table"] tbody tr', { hasText: 'Economy 1806' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.locator('button', { hasText: 'Load' }).click();
    // one person at the table (France; the others are the computer): no curtain to pass (issue 15)
    await expect.poll(async () => (await state()).ui.watched, { timeout: 15_000 }).toBe('france');
    expect((await state()).ui.curtain).toBeNull();
    const panel = page.getByTestId('purchase-panel');
    await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
    // 32 after supply + 99 taxes + 8 American trade - 4 maintenance
    expect(await page.getByTestId('left-france').textContent()).toBe('$135');
    const more = page.getByRole('button', { name: 'One infantry more for France' });
    const less = page.getByRole('button', { name: 'One infantry less for France' });
    await more.click();
    await expect.poll(() => page.getByTestId('count-france-infantry').textContent(), { timeout: 10_000 }).toBe('1');
    await more.click();
    await expect.poll(() => page.getByTestId('count-france-infantry').textContent(), { timeout: 10_000 }).toBe('2');
    expect(await page.getByTestId('left-france').textContent()).toBe('$129');
    await less.click();
    await expect.poll(() => page.getByTestId('count-france-infantry').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await page.getByTestId('left-france').textContent()).toBe('$132');
    // Bavaria (France's free state) builds no militia: the button is greyed with the rule
    expect(await page.getByRole('button', { name: 'One militia more for Bavaria' }).getAttribute('title')).toContain('8.5.3.4');
    await screenshot(page, 'economy-01-purchases');
  });

  it('8.0 the worksheet on the back of the National Card, and the charts over time', async () => {
    await page.keyboard.press('6');
    const sheet = page.getByTestId('worksheet-france');
    await expect.poll(() => sheet.count(), { timeout: 10_000 }).toBe(1);
    const text = await sheet.innerText();
    expect(text).toContain('Ile de France');
    expect(text).toContain('Bordeaux — France is at war with Great Britain');
    expect(text).toContain('American trade through Amsterdam');
    expect(text).toContain('Infantry (arrive June 1806) ×1');
    expect(await page.getByTestId('worksheet-bavaria').innerText()).toContain('Bavaria (×2)');
    await screenshot(page, 'economy-02-worksheet');
    expect(await page.getByTestId('vp-chart').locator('polyline').count()).toBe(14); // a line and its halo for each power
  });

  it('8.1 / 10.5 after a year the charts show each power\'s victory points and status box, and France\'s treasury', async () => {
    // the host's view of January 1807 for France, from the same campaign played quietly by the engine
    const later = playEconomic(startEconomic(), undefined, (x) => x.date.year === 1807);
    const view = viewFor(later, 'france');
    await page.evaluate((msg) => window.__eia?.dispatchHostMessage(msg), JSON.stringify({ type: 'view', version: 100_000, viewer: 'france', view }));
    await expect.poll(() => page.getByTestId('vp-chart').locator('circle').count(), { timeout: 10_000 }).toBe(28);
    // France's marker: Dominant 2 in March, then one box down a quarter (PSA -1): Neutral 11 at December's Victory Points Step
    expect(await page.getByTestId('status-chart').locator('figcaption').innerText()).toContain('France Neutral 11');
    expect(await page.getByTestId('vp-chart').locator('figcaption').innerText()).toContain('France 32'); // 9 + 8 + 8 + 7
    await page.getByTestId('status-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'economy-03-charts');
  });
});
