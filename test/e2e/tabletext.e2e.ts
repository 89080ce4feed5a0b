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

// Issue 15, the text half in the app: the guided first game (13.2), the whole-day odds preview,
// the Rules panel (R, rule badges) and the charts with the cell in use highlighted. Battles are
// injected into the seat's view through the test hook, as in combat.e2e.ts.
describe('issue 15: tutorial, odds, rules and charts in browser mode', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const inject = async (battle: BattleView | null, decisions: PendingDecision[] = []) => {
    const s = await state();
    const view = s.hostView.view!;
    const message = { type: 'view', version: s.hostView.version, viewer: view.viewer, view: { ...view, battle, decisions: [...decisions, ...view.decisions] } };
    await page.evaluate((raw) => window.__eia?.dispatchHostMessage(raw), JSON.stringify(message));
  };
  const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1440, height: 900 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('13.2 the guided first game is ticked on New game and greets the first seat, pointing at the tracker', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.keyboard.press('n');
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5); // the five 13.x scenarios, then the campaigns (14.x)
    await page.locator('.scenario', { hasText: '1805' }).locator('input').check();
    await page.getByTestId('tutorial-switch').locator('input').check();
    await page.getByLabel('Seed').fill('75');
    // Start sits in its own bar: with the seed field in sight, the bar does not cover it
    await page.getByLabel('Seed').scrollIntoViewIfNeeded();
    await page.locator('button.start').scrollIntoViewIfNeeded();
    const seedBox = (await page.getByLabel('Seed').boundingBox())!;
    const barBox = (await page.locator('.start-bar').boundingBox())!;
    await screenshot(page, 'tabletext-00-new-game');
    expect(barBox.y >= seedBox.y + seedBox.height || barBox.y + barBox.height <= seedBox.y, JSON.stringify({ seedBox, barBox })).toBe(true);
    await page.locator('button.start').click();
    await expect.poll(async () => (await state()).ui.curtain, { timeout: 10_000 }).toBe('austria');
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const s = await state();
      return s.ui.curtain === null && s.hostView.view?.viewer === 'austria' && !s.ui.busy;
    }, { timeout: 10_000 }).toBe(true);
    const card = page.getByTestId('tutorial');
    await expect.poll(() => card.getAttribute('data-step')).toBe('start');
    expect(await page.locator('.tracker.tutorial-target').count()).toBe(1);
    await screenshot(page, 'tabletext-01-tutorial-start');
    await card.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => card.getAttribute('data-step')).not.toBe('start');
    await screenshot(page, 'tabletext-02-tutorial-step');
  });

  it('7.5.2.1 the chit preview: the whole first day per pairing, the pairing that costs the commander flagged; the tutorial points at it', async () => {
    const b = battleAtChits();
    const odds = { ...b.odds!, power: 'russia' as const };
    const chit: PendingDecision = {
      id: 'combat-chit-austria',
      power: 'austria',
      kind: 'land/combatChit' as PendingDecision['kind'],
      step: 'land/fieldCombat',
      rule: '7.5.2.1',
      prompt: 'Choose your chit for the battle in Moravia (area 470).',
      secret: true,
      select: 'one',
      group: 'chits-b1',
      options: [
        { value: 'defend', label: 'Defend', verdict: { ok: true } },
        { value: 'withdraw', label: 'Withdraw', verdict: { ok: true } },
        { value: 'counterattack', label: 'Counterattack', verdict: { ok: true } },
      ],
    };
    await inject({ ...b, odds: { ...odds, power: 'austria' } }, [chit]);
    const preview = page.getByTestId('odds-preview');
    await expect.poll(() => preview.count()).toBe(1);
    expect(await preview.innerText()).toContain('The whole first day');
    expect(await page.getByTestId('odds-flags').innerText()).toContain('Defend against Assault: your commander modifier does not count');
    await expect.poll(() => page.getByTestId('tutorial').getAttribute('data-step')).toBe('land/combatChit');
    await screenshot(page, 'tabletext-03-odds-tutorial');
    await page.getByTestId('tutorial').getByRole('button', { name: 'Got it' }).click();
    await page.locator('.decision[data-kind="land/combatChit"] .odds-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'tabletext-04-odds');
  });

  it('R opens the Rules panel; a rule badge opens it at that rule with where it applies now', async () => {
    await blur();
    await page.keyboard.press('r');
    const panel = page.getByTestId('rules-panel');
    await expect.poll(() => panel.count()).toBe(1);
    await page.keyboard.press('r');
    await expect.poll(() => panel.count()).toBe(0);
    await page.locator('.decision[data-kind="land/combatChit"] .rule-ref', { hasText: /^7\.5\.2\.1$/ }).first().click();
    await expect.poll(() => panel.locator('[data-rule="7.5.2.1"]').count()).toBe(1);
    expect(await panel.getByTestId('rule-now').innerText()).toContain('Your decision now: Choose your chit for the battle in Moravia (area 470).');
    await screenshot(page, 'tabletext-05-rules');
  });

  it('the charts: the revealed pairing on Operational Possibilities and each side\'s table and die on Combat Resolution lit', async () => {
    await inject(finishedBattle());
    const panel = page.getByTestId('rules-panel');
    await panel.getByRole('tab', { name: 'Charts' }).click();
    await panel.getByRole('button', { name: /^Operational Possibilities/ }).click();
    await expect.poll(() => panel.locator('[data-chart="ops"] td.chart-here').count()).toBe(1);
    expect(await panel.locator('[data-chart="ops"] td.chart-here').getAttribute('data-cell')).toBe('outflank/defend');
    await screenshot(page, 'tabletext-06-chart-ops');
    await panel.getByRole('button', { name: /^Combat Resolution/ }).click();
    await expect.poll(() => panel.locator('[data-chart="combat"] td.chart-here').count()).toBe(2);
    await screenshot(page, 'tabletext-07-chart-combat');
    await panel.getByRole('button', { name: /^Pursuit/ }).click();
    await expect.poll(() => panel.locator('[data-chart="pursuit"] td.chart-here').count()).toBe(1);
    await screenshot(page, 'tabletext-08-chart-pursuit');
    await panel.getByRole('button', { name: 'Close the rules panel' }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('the tutorial can be switched off', async () => {
    await inject(null);
    const card = page.getByTestId('tutorial');
    if ((await card.count()) > 0) {
      await card.getByRole('button', { name: 'Turn the tutorial off' }).click();
      await expect.poll(() => card.count()).toBe(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('eia.tutorial.on'))).toBe('off');
  });
});
