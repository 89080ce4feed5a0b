import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT, closeServedPage, openServedPage, screenshot, type Served } from './helpers';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, newGame, type Command } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { engineForSaves } from '../../main/host/gameSaves';
import { sqliteSaveStore } from '../../main/saves';

// The save browser against a real host and saves folder: listing, broken files, rename,
// duplicate, delete with confirmation, and the host's refusal to delete the open game.
describe('save browser in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const folder = mkdtempSync(path.join(tmpdir(), 'eia-e2e-browser-'));

  const rows = () => page.locator('[data-testid="save-table"] tbody tr');
  const names = () => page.locator('.save-name').allInnerTexts();

  beforeAll(async () => {
    writeFileSync(path.join(folder, 'junk.eiasave'), 'this is not a database');
    // The later --saves wins, so the server saves into a folder this test can see.
    ({ served, browser, page } = await openServedPage({ width: 1300, height: 800 }, ['--saves', folder]));
  });
  afterAll(() => closeServedPage(browser, served));

  it('a game started from New game appears in Load game, beside the broken file and its error', async () => {
    await page.goto(`${served.url}#/newGame`);
    await page.locator('.scenario', { hasText: '1809' }).locator('input').check();
    await page.locator('button.start').click();
    await expect.poll(() => page.locator('#curtain-title').textContent(), { timeout: 10_000 }).toMatch(/to play — pass the laptop$/);
    await page.locator('.curtain button', { hasText: 'Leave to the title' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('l');
    await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(1);
    expect(await rows().first().textContent()).toContain('1809');
    expect(await rows().first().textContent()).toContain('France, Austria');
    await expect.poll(() => page.locator('.save-broken li').textContent()).toContain('junk.eiasave');
    expect((await page.locator('.save-broken li').textContent())!.length).toBeGreaterThan('junk.eiasave: '.length + 5);
    await screenshot(page, 'saves-01-listing');
  });

  it('renames and duplicates a save', async () => {
    await rows().first().locator('button', { hasText: 'Rename' }).click();
    await page.getByLabel('New name').fill('Wagram evening');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['Wagram evening']);
    await rows().first().locator('button', { hasText: 'Duplicate' }).click();
    await page.getByLabel('Name of the copy').fill('Wagram backup');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await names()).sort()).toEqual(['Wagram backup', 'Wagram evening']);
    await screenshot(page, 'saves-02-renamed-duplicated');
  });

  it('deletes only after confirmation, and not the game being played', async () => {
    const backup = rows().filter({ hasText: 'Wagram backup' });
    await backup.locator('button', { hasText: 'Delete…' }).click();
    await expect.poll(() => backup.locator('[role="alertdialog"]').textContent()).toContain('Delete “Wagram backup” for good?');
    await screenshot(page, 'saves-03-confirm-delete');
    await backup.locator('button', { hasText: 'Keep' }).click();
    expect(await rows().count()).toBe(2);
    // Escape cancels a confirmation too (keyboard only), without leaving the screen.
    await backup.locator('button', { hasText: 'Delete…' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => backup.locator('[role="alertdialog"]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Load game');
    await backup.locator('button', { hasText: 'Delete…' }).click();
    await backup.locator('button.danger').click();
    await expect.poll(names).toEqual(['Wagram evening']);
    // The open game's save cannot go: the host refuses and says why.
    const open = rows().first();
    await open.locator('button', { hasText: 'Delete…' }).click();
    await open.locator('button.danger').click();
    await expect.poll(() => page.locator('.save-error').textContent()).toContain('game being played');
    expect(await names()).toEqual(['Wagram evening']);
    await screenshot(page, 'saves-04-refused');
    await page.locator('h1').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
  });

  it('an old save that ticked an option built since (12.3.7.4 reaction moves) carries no "no effect" warning (the warning itself: test/host/transfer.test.ts)', async () => {
    // Versions before the option statuses let any option be ticked; write such a save.
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const scenario: unknown = JSON.parse(readFileSync(path.join(ROOT, 'assets', 'scenarios', '13.2-1805-ulm-austerlitz.json'), 'utf8'));
    const game = newGame({ scenario, seed: 1, data: gameDataFromMap(map.map) });
    if (!game.ok) throw new Error('1805 rejected');
    const store = sqliteSaveStore<GameState, Command, GameEvent>(folder, { engine: engineForSaves(), appVersion: 'old' });
    store
      .create({
        name: 'Old Austerlitz',
        scenario: game.value.scenario.id,
        options: { rules: { reactionMoves: true, guardCommitment: true } },
        dataPack: { id: 'shipped', hash: 'unknown' },
        seats: [{ power: 'france', controller: 'human' }],
        initialState: game.value,
        gameDate: 'September 1805',
        phaseLabel: 'Reinforcement Phase',
      })
      .close();
    await page.keyboard.press('l');
    const old = rows().filter({ hasText: 'Old Austerlitz' });
    await expect.poll(() => old.count(), { timeout: 10_000 }).toBe(1);
    // every option is built or partly built today, so no save lists one as having no effect
    expect(await old.getByTestId('save-unbuilt-options').count()).toBe(0);
    expect(await rows().filter({ hasText: 'Wagram evening' }).getByTestId('save-unbuilt-options').count()).toBe(0);
    await screenshot(page, 'saves-05-unbuilt-option');
  });
});
