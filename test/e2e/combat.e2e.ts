import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BattleView } from '../../shared/model/battle';
import type { PendingDecision } from '../../shared/model/decisions';
import { battleAtChits, finishedBattle } from '../../renderer/features/combat/testBattle';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';

interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: (Record<string, unknown> & { viewer: string; decisions: PendingDecision[] }) | null };
}

// The combat view and dialogs in the app. The battles are injected into the seat's view through
// the test hook (records built by hand in renderer/features/combat/testBattle.ts), so this
// suite checks what the screen draws from a BattleView; the engine's own battles are covered by
// its tests.
describe('combat view in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  /** Sends the seat's current view again with `battle` (and extra decisions) in it. */
  const inject = async (battle: BattleView | null, decisions: PendingDecision[] = []) => {
    const s = await state();
    const view = s.hostView.view!;
    const message = { type: 'view', version: s.hostView.version, viewer: view.viewer, view: { ...view, battle, decisions: [...decisions, ...view.decisions] } };
    await page.evaluate((raw) => window.__eia?.dispatchHostMessage(raw), JSON.stringify(message));
  };

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('opens a hot-seat 1805 game and seats Austria', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBe(5);
    await page.locator('.scenario', { hasText: '1805' }).locator('input').check();
    await page.getByLabel('Seed').fill('75');
    await page.locator('button.start').click();
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBe('austria');
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.hostView.view?.viewer === 'austria' && !s.ui.busy;
    }, { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('combat-view').count()).toBe(0);
  });

  it('7.5.2.1 before the reveal: chits face down, enemy strengths hidden, the chit dialog with the odds preview', async () => {
    const b = battleAtChits();
    const odds = { ...b.odds!, power: 'austria' as const };
    const chit: PendingDecision = {
      id: 'combat-chit-austria',
      power: 'austria',
      kind: 'land/combatChit' as PendingDecision['kind'],
      step: 'land/fieldCombat',
      rule: '7.5.2.1',
      prompt: 'Choose your chit for the battle in Moravia.',
      secret: true,
      select: 'one',
      group: 'chits-b1',
      options: [
        { value: 'defend', label: 'Defend', verdict: { ok: true } },
        { value: 'withdraw', label: 'Withdraw', verdict: { ok: true } },
        { value: 'counterattack', label: 'Counterattack', verdict: { ok: true } },
        { value: 'outflank', label: 'Outflank', verdict: { ok: false, code: 'illegalOption', rule: '7.5.2.1', detail: 'needs two non-artillery corps and a leader' } },
      ],
    };
    await inject({ ...b, odds }, [chit]);
    await expect.poll(() => page.getByTestId('combat-view').count()).toBe(1);
    expect(await page.getByTestId('combat-view').getAttribute('data-stage')).toBe('chits');
    expect(await page.getByTestId('chit-attacker').getAttribute('aria-label')).toBe("Attacker's chit, face down");
    expect(await page.getByTestId('chit-defender').getAttribute('aria-label')).toBe("Defender's chit, face down");
    expect(await page.locator('.battle-force.attacker .factor-hidden').count()).toBe(4);
    expect(await page.locator('.battle-force.attacker').innerText()).not.toContain('Davout');
    // the dialog: the illegal chit disabled with its reason, the odds beside it
    const dialog = page.locator('.decision[data-kind="land/combatChit"]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator('input[value="outflank"]').isDisabled()).toBe(true);
    expect(await dialog.innerText()).toContain('needs two non-artillery corps and a leader');
    await expect.poll(() => dialog.getByTestId('odds-preview').count()).toBe(1);
    await dialog.locator('input[value="counterattack"]').check();
    await expect.poll(() => dialog.locator('.odds-preview tr.chosen th').innerText()).toBe('Counterattack');
    await screenshot(page, 'combat-01-chits');
  });

  it('7.5.2.6-7.5.2.10 a fought battle: rounds, dice, modifiers, morale, outcome, pursuit, retreat on the map', async () => {
    await inject(finishedBattle());
    await expect.poll(() => page.getByTestId('combat-view').getAttribute('data-stage')).toBe('over');
    expect(await page.getByTestId('battle-round').count()).toBe(2);
    expect(await page.getByTestId('chit-attacker').innerText()).toBe('Outflank');
    expect(await page.getByTestId('chit-defender').innerText()).toBe('Defend');
    expect(await page.getByTestId('ops-cell').innerText()).toContain('4-4');
    expect(await page.getByTestId('round-die').allInnerTexts()).toEqual(['4', '3', '6', '5']);
    const outcome = await page.getByTestId('battle-outcome').innerText();
    expect(outcome).toContain('France wins');
    expect(outcome).toContain('France +3');
    expect(await page.getByTestId('battle-retreat').innerText()).toMatch(/Moravia \(470\) → .*\(469\) → .*\(465\)/);
    // the battle sits under the sheet; the screenshot shows the sheet, then the map with it folded
    await screenshot(page, 'combat-02-battle');
    await page.getByTestId('combat-view').locator('.combat-body').evaluate((el) => el.parentElement!.scrollTo(0, 10_000));
    await screenshot(page, 'combat-03-outcome');
    await page.getByRole('button', { name: 'Fold' }).click();
    await expect.poll(() => page.locator('.combat-body').count()).toBe(0);
    await screenshot(page, 'combat-04-folded-map');
    await page.getByRole('button', { name: 'Show battle' }).click();
    await expect.poll(() => page.locator('.combat-body').count()).toBe(1);
  });

  it('keeps a finished battle open until closed, then offers it again from the battles of the month', async () => {
    await inject(null);
    await expect.poll(() => page.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('combat-view').count()).toBe(0);
    const shelf = page.getByRole('navigation', { name: 'Battles this month' });
    await expect.poll(() => shelf.count()).toBe(1);
    await shelf.getByRole('button').first().click();
    await expect.poll(() => page.getByTestId('combat-view').getAttribute('data-stage')).toBe('over');
  });
});
