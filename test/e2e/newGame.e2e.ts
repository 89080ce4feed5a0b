import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeServedPage, openServedPage, screenshot, type Served } from './helpers';
import { OPTIONAL_RULES, defaultOptions, type OptionalRuleInfo } from '../../shared/model';

const RULES = OPTIONAL_RULES.length;
/** v2.71 corrections start ticked. */
const TICKED = Object.values(defaultOptions().rules).filter(Boolean).length;
/** A printed option built in part (its note and badge say so), if any is left. */
const PARTIAL = (OPTIONAL_RULES as readonly OptionalRuleInfo[]).find((o) => o.status === 'partial' && !o.title.includes('v2.71'));

// Issue 7: the New game screen lists every optional rule by heading; those the engine does not
// build are greyed and cannot be ticked, partly built ones say what is missing.
describe('New game: optional rules that are honest', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 1000 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('groups every optional rule, every one usable today (none greyed), and ticks a built one', async () => {
    await page.goto(`${served.url}#/newGame`);
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await page.locator('details summary').click();
    expect(await page.locator('.optional-rules li').count()).toBe(RULES);
    expect(await page.locator('.option-group h3').allInnerTexts()).toEqual([
      'Land forces and combat', 'Leaders', 'Naval', 'Political and economic', 'Solitaire and standing procedures',
    ]);
    // 12.3.7.4 reaction moves and 12.11 militia and landwehr, the last ones not built, are built now
    const reaction = page.locator('li[data-option="reactionMoves"]');
    expect(await reaction.locator('input').isDisabled()).toBe(false);
    expect(await reaction.innerText()).not.toContain('not built yet');
    expect(await page.locator('.optional-rules input:disabled').count()).toBe(0);
    expect(await page.locator('.optional-rules input:enabled').count()).toBe(RULES);
    if (PARTIAL) expect(await page.locator(`li[data-option="${PARTIAL.id}"] .option-note`).innerText()).toMatch(/^Partly built: /);
    expect(await page.locator('details summary').innerText()).toContain(`${TICKED} on`);
    // opt:7.3.1.2 a v2.71 correction starts ticked; unticked, it says the printed rule applies
    const correction = page.locator('li[data-option="forceMarchRestrictions"]');
    expect(await correction.locator('input').isChecked()).toBe(true);
    expect(await correction.innerText()).toContain('v2.71 correction');
    await correction.locator('input').uncheck();
    expect(await correction.innerText()).toContain('applies as first printed');
    await correction.locator('input').check();
    await page.locator('li[data-option="guardCommitment"] input').check();
    await expect.poll(() => page.locator('details summary').innerText()).toContain(`${TICKED + 1} on`);
    await page.locator('.option-groups').scrollIntoViewIfNeeded();
    await screenshot(page, 'newGame-01-optional-rules');
    await page.locator('button.start').click();
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 10_000 }).toBe('#/game');
  });

  it('the Rules & data sources index shows the same status on the optional rules (12.3.4, 12.3.7.4 and 11.1 built, a printed option in part)', async () => {
    await page.goto(`${served.url}#/rules`);
    await page.getByRole('tab', { name: 'Rules' }).click();
    const find = page.getByLabel('Find a rule by number or words');
    const badgeOf = async (n: string, shown = n) => {
      await find.fill(n);
      // the rule itself, not an earlier one that cites it (12.3.3.2 names opt:12.3.7.4.2.1)
      const exact = new RegExp(`^${shown.replace(/\./g, '\\.')}$`);
      const rule = page.getByTestId('rules-list').locator('article').filter({ has: page.locator('.ref-number', { hasText: exact }) }).first();
      await expect.poll(() => rule.count()).toBe(1);
      return rule.getByTestId('option-status');
    };
    expect(await (await badgeOf('12.3.4')).textContent()).toBe('option built');
    expect(await (await badgeOf('12.3.7.4', 'v2.71 12.3.7.4')).textContent()).toBe('option built');
    expect(await (await badgeOf('11.1')).textContent()).toBe('option built');
    if (PARTIAL) {
      const partial = await badgeOf(PARTIAL.rule);
      expect(await partial.textContent()).toBe('option partly built');
      expect(await partial.getAttribute('title')).toContain(`${PARTIAL.title}: `);
    }
    await find.fill('12.3');
    await screenshot(page, 'newGame-02-rules-index-options');
  });
});
