import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ROOT, closeServedPage, openServedPage, screenshot, victoryConditionIds, type Served, confirmIfAsked } from './helpers';

// Read-only look at the page's store, to know when the host's answer has arrived. Every move
// of the game is a click or a key press on the page, as a person at the laptop would make.
interface UiLike {
  ui: { watched: string | null; curtain: string | null; busy: boolean };
  hostView: { version: number; view: { viewer: string; date?: unknown } | null };
}

interface MapArea { id: string; label: [number, number] }
interface MapCity { id: string; area: string }
const map = JSON.parse(readFileSync(path.join(ROOT, 'assets', 'map', 'map.json'), 'utf8')) as { areas: MapArea[]; cities: MapCity[] };
const labelOf = new Map(map.areas.map((a) => [a.id, a.label]));
const cityArea = (id: string) => map.cities.find((c) => c.id === id)!.area;
/** Where each side marches: France on Vienna, the coalition on Munich. */
const TARGET: Record<string, string> = { france: cityArea('vienna'), austria: cityArea('munich'), russia: cityArea('munich') };
const distance = (a: string, b: string) => {
  const [ax, ay] = labelOf.get(a)!;
  const [bx, by] = labelOf.get(b)!;
  return Math.hypot(ax - bx, ay - by);
};
const MOVES_PER_STEP = 3;
const PASSWORD = 'eagle';

// The whole 1805 scenario (13.2, September to December 1805) played through the app only:
// New game, every hand-over curtain, every decision answered by clicking, to the end screen.
describe('the 1805 scenario played from New game to the victory screen', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  let clicks = 0;
  let decisions = 0;
  let curtains = 0;
  let chitChecks = 0;
  const kinds = new Map<string, number>();
  const shots = new Set<string>();

  const state = () => page.evaluate(() => window.__eia?.getState()) as Promise<UiLike>;
  const seatedAs = (s: UiLike) => (s.ui.curtain === null && s.ui.watched !== null && s.hostView.view?.viewer === s.ui.watched && !s.ui.busy ? s.ui.watched : null);
  const ended = async () => (await page.getByTestId('end-screen').count()) > 0;
  const shotOnce = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await screenshot(page, name);
  };
  /** Clicks a control of the seat's decision and waits for the host's next view (or the end screen). */
  const answer = async (control: Locator) => {
    const before = (await state()).hostView.version;
    await control.click();
    await confirmIfAsked(page);
    clicks++;
    decisions++;
    await expect.poll(async () => (await state()).hostView.version > before || (await ended()), { timeout: 15_000 }).toBe(true);
  };

  beforeAll(async () => {
    ({ served, browser, page } = await openServedPage({ width: 1400, height: 860 }));
  });
  afterAll(() => closeServedPage(browser, served));

  it('13.2 New game: the 1805 scenario, hot-seat, a seat for each power, France behind a password', async () => {
    await page.goto(served.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
    await page.getByRole('button', { name: /New game/ }).click();
    clicks++;
    await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5); // the five 13.x scenarios, then the campaigns (14.x)
    await page.locator('.scenario', { hasText: '1805' }).locator('input').check();
    clicks++;
    expect(await page.locator('.seats tbody tr td:first-child').allInnerTexts()).toEqual(['France', 'Austria', 'Russia']);
    await page.getByLabel('Seed').fill('1805');
    await page.getByLabel('Password of France').fill(PASSWORD);
    await screenshot(page, 'playthrough-01-new-game');
    await page.locator('button.start').click();
    clicks++;
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/game');
  });

  it('8.1.3.1 plays every turn by clicking, behind a curtain at each hand-over, to the end screen', async () => {
    const started = Date.now();
    /** Per step of orders (date, power, kind): moves made, and the areas each corps has stood in. */
    let stepKey = '';
    let moves = 0;
    const visited = new Map<string, Set<string>>();
    let progress = Date.now();
    for (let i = 0; i < 3000 && !(await ended()); i++) {
      const s = await state();
      if (s.ui.curtain) {
        // Behind the curtain nothing of any power is drawn: no decisions, cards, tracker or battle.
        const power = s.ui.curtain;
        expect(await page.locator('#curtain-title').textContent()).toMatch(/to play — pass the laptop$/);
        expect(await page.locator('.decision').count()).toBe(0);
        expect(await page.getByTestId('national-card').count()).toBe(0);
        expect(await page.getByTestId('tracker').count()).toBe(0);
        expect(await page.getByTestId('combat-view').count()).toBe(0);
        if (power === 'france' && curtains > 0) await shotOnce('playthrough-02-curtain-france');
        if ((await page.locator('.curtain input[type=password]').count()) > 0) await page.locator('.curtain input[type=password]').fill(PASSWORD);
        await page.keyboard.press('Enter');
        curtains++;
        progress = Date.now();
        await expect.poll(async () => seatedAs(await state()) ?? (await state()).ui.curtain, { timeout: 15_000 }).toBe(power);
        continue;
      }
      const seat = seatedAs(s);
      const decision = page.locator('.decision').first();
      if (seat === null || (await decision.count()) === 0) {
        if (Date.now() - progress > 20_000) {
          await screenshot(page, 'playthrough-stalled');
          const v = (await page.evaluate(() => window.__eia?.getState())) as unknown as { ui: unknown; hostView: { view: { waitingFor?: unknown; decisions?: unknown } | null } };
          throw new Error(`no decision and no curtain for 20 s: ${JSON.stringify({ ui: v.ui, waitingFor: v.hostView.view?.waitingFor, decisions: v.hostView.view?.decisions })}`);
        }
        await page.waitForTimeout(50);
        continue;
      }
      progress = Date.now();
      // A finished battle is shown to each seat until it closes it (look, then close).
      const sheet = page.getByTestId('combat-view');
      if ((await sheet.count()) > 0 && (await sheet.getAttribute('data-stage')) === 'over') {
        await shotOnce('playthrough-05-battle-over');
        const close = page.getByRole('button', { name: 'Close' });
        if ((await close.count()) > 0) {
          await close.click();
          clicks++;
        }
      }
      const kind = (await decision.getAttribute('data-kind')) ?? '?';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const date = await page.getByTestId('tracker-date').textContent();
      const key = `${date}/${seat}/${kind}`;
      if (key !== stepKey) {
        stepKey = key;
        moves = 0;
        visited.clear();
      }
      if (kind === 'land/combatChit') {
        // 7.5.2.1 chits are secret: while a power still chooses, neither chit is face up.
        // Each day of the battle has its chits; the day being chosen for is the last one.
        const days = await page.getByTestId('chit-attacker').count();
        expect(await page.getByTestId('chit-attacker').last().getAttribute('aria-label')).toBe("Attacker's chit, face down");
        expect(await page.getByTestId('chit-defender').last().getAttribute('aria-label')).toBe("Defender's chit, face down");
        expect(await page.getByTestId('ops-cell').count()).toBe(days - 1);
        // The tracker names the secret group without telling what was chosen.
        const tracker = (await page.getByTestId('tracker').textContent()) ?? '';
        if (/Secret choice/.test(tracker)) expect(tracker).toMatch(/Secret choice: its combat chit \(7\.5\.2\.1\), answered \d of \d/);
        expect(tracker).not.toMatch(/Assault|Outflank|Counterattack|Cordon|Withdraw|Probe|Defend/);
        chitChecks++;
        await shotOnce(`playthrough-04-chit-${seat}`);
      }
      if ((await decision.locator('.order-list').count()) > 0) {
        if (kind === 'land/movement') await shotOnce(`playthrough-03-movement-${seat}`);
        const move = kind === 'land/movement' && moves < MOVES_PER_STEP ? await pickMove(decision, seat, visited) : null;
        if (move) {
          moves++;
          await answer(move);
        } else {
          const end = decision.locator('button.order:not([disabled])', { hasText: /^End / });
          if ((await end.count()) === 0) await shotOnce(`playthrough-no-end-${kind.replace('/', '-')}`);
          await answer((await end.count()) > 0 ? end.first() : decision.locator('button.order:not([disabled])').first());
        }
        continue;
      }
      const radio = decision.locator('input[type=radio]:not([disabled])');
      if ((await radio.count()) > 0) {
        await radio.first().check();
        clicks++;
        if (kind === 'land/combatLosses') await shotOnce('playthrough-04b-losses');
      }
      await answer(decision.locator('button.decision-submit:not([disabled])').first());
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`playthrough: ${seconds.toFixed(1)} s, ${clicks} clicks, ${decisions} decisions, ${curtains} curtains, ${chitChecks} chit checks`);
    console.log(`playthrough decisions by kind: ${JSON.stringify(Object.fromEntries(kinds))}`);
    expect(await ended()).toBe(true);
    expect(curtains).toBeGreaterThan(10);
    expect(kinds.get('land/movement') ?? 0).toBeGreaterThan(0);
  }, 280_000);

  it('8.1.3.1 the end screen names the winner and how, each condition, and the board and log stay readable', async () => {
    await expect.poll(() => page.getByTestId('end-winner').textContent()).toMatch(/ wins?$/);
    expect(await page.getByTestId('end-how').textContent()).toMatch(/1805/);
    const conditions = page.getByTestId('end-screen').locator('li[data-condition]');
    const ids = victoryConditionIds('13.2-1805-ulm-austerlitz.json');
    expect(await conditions.count()).toBe(ids.length);
    for (const id of ids) expect(await page.getByTestId('end-screen').locator(`li[data-condition="${id}"]`).count()).toBe(1);
    expect(await page.getByTestId('end-screen').locator('li[data-met="yes"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'playthrough-06-end-screen');
    await page.getByRole('button', { name: 'Look at the board' }).click();
    await expect.poll(() => page.getByTestId('end-screen').count()).toBe(0);
    expect(await page.getByTestId('tracker').textContent()).toContain('Game over');
    await page.locator('body').click({ position: { x: 1300, y: 840 } });
    await page.keyboard.press('4');
    const lines = page.getByTestId('log-lines').locator('li');
    await expect.poll(() => lines.count()).toBeGreaterThan(50);
    const text = (await lines.allInnerTexts()).join('\n');
    expect(text).toMatch(/December 1805|Dec/);
    await screenshot(page, 'playthrough-07-log');
  });
});

/** The movement order whose destination is nearest the seat's target, never back to where a corps has stood this step. */
async function pickMove(decision: Locator, seat: string, visited: Map<string, Set<string>>): Promise<Locator | null> {
  const target = TARGET[seat];
  if (target === undefined) return null;
  const orders = decision.locator('button.order:not([disabled])');
  const texts = await orders.allInnerTexts();
  let best: { index: number; score: number; corps: string; to: string } | null = null;
  texts.forEach((t, index) => {
    const m = /^(.+) to (\d{3})(?: \([^)]*\))?$/.exec(t.trim());
    if (!m || / detaches /.test(t)) return;
    const [, corps, to] = m as unknown as [string, string, string];
    if (visited.get(corps)?.has(to)) return;
    const score = distance(to, target);
    if (best === null || score < best.score) best = { index, score, corps, to };
  });
  if (best === null) return null;
  const chosen: { index: number; corps: string; to: string } = best;
  const seen = visited.get(chosen.corps) ?? new Set<string>();
  seen.add(chosen.to);
  visited.set(chosen.corps, seen);
  return orders.nth(chosen.index);
}
