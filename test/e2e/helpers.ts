import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ARTIFACTS = path.join(ROOT, 'test', 'artifacts');

/** The ids of a scenario's victory conditions, in order, so the screens are checked against the data. */
export function victoryConditionIds(scenarioFile: string): string[] {
  const text = readFileSync(path.join(ROOT, 'assets', 'scenarios', scenarioFile), 'utf8');
  const scenario = JSON.parse(text) as { victory: { conditions: { id: string }[] } };
  return scenario.victory.conditions.map((condition) => condition.id);
}

/** Debian's Chromium; `.ci/run` installs it. Override with CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface Served {
  url: string;
  /** The page without the host secret: what a player on another machine opens. */
  guestUrl: string;
  /** The saves folder, to start another server over it. */
  saves: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts browser mode (`dist/main/serve.js`, built by `npm run build`) on a free port (or
 * `port`), saving into a new temporary folder (or `saves`, to start again over the same saves).
 * `url` is the page with the host secret (the host's window); `guestUrl` the same without it.
 */
export async function startServe(extraArgs: string[] = [], opts: { port?: number; saves?: string } = {}): Promise<Served> {
  const entry = path.join(ROOT, 'dist', 'main', 'serve.js');
  if (!existsSync(entry)) throw new Error('dist/main/serve.js is missing: run "npm run build" before the e2e suite.');
  // Each server saves into its own temporary folder, never into the checkout's saves/.
  const saves = opts.saves ?? mkdtempSync(path.join(tmpdir(), 'eia-e2e-saves-'));
  const child = spawn(process.execPath, [entry, '--port', String(opts.port ?? 0), '--saves', saves, ...extraArgs], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in time:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /browser mode at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
  return {
    url,
    guestUrl: url.replace(/\?.*$/, ''),
    saves,
    port: Number(new URL(url).port),
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Saves a screenshot under test/artifacts/ (ignored by git) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Browser mode and one Chromium page, started side by side, for a suite's `beforeAll`. */
export async function openServedPage(viewport: { width: number; height: number }, serveArgs: string[] = []): Promise<{ served: Served; browser: Browser; page: Page }> {
  const [served, browser] = await Promise.all([startServe(serveArgs), launchBrowser()]);
  return { served, browser, page: await browser.newPage({ viewport }) };
}

/** The matching `afterAll`: closes the browser, then stops the server (either may be missing if start failed). */
export async function closeServedPage(browser: Browser | undefined, served: Served | undefined): Promise<void> {
  await browser?.close();
  await served?.stop();
}

/**
 * Issue 15: ending a step with reinforcements unplaced or corps unmoved asks once; answers yes
 * when the question is up (React shows it while the click is handled, so it is there at once).
 * Returns whether it was asked.
 */
export async function confirmIfAsked(page: Page): Promise<boolean> {
  const dialog = page.getByTestId('confirm-dialog');
  if ((await dialog.count()) === 0) return false;
  await dialog.locator('.confirm-yes').click();
  return true;
}

/** From the title screen: New game, the Ulm scenario at seed 75, hot-seat, started (the first curtain is up). */
export async function newUlmGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Empires in Arms');
  await page.keyboard.press('n');
  await expect.poll(() => page.locator('.scenario').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
  await page.locator('.scenario', { hasText: 'Ulm' }).locator('input').check();
  await page.getByLabel('Seed').fill('75');
  await page.locator('button.start').click();
}

/**
 * From the title screen: New game, the Ulm scenario at seed 75, hot-seat, then the first seat's
 * curtain lifted. Resolves with the power that was seated (the first power of the order).
 */
export async function startHotSeatUlm(page: Page, url: string): Promise<string> {
  const seat = () =>
    page.evaluate(() => {
      const s = window.__eia?.getState() as { ui: { curtain: string | null; busy: boolean }; hostView: { view: { viewer: string } | null } } | undefined;
      return { curtain: s?.ui.curtain ?? null, busy: s?.ui.busy ?? true, viewer: s?.hostView.view?.viewer ?? null };
    });
  await newUlmGame(page, url);
  await expect.poll(async () => (await seat()).curtain, { timeout: 10_000 }).not.toBe(null);
  const seated = (await seat()).curtain!;
  await page.keyboard.press('Enter');
  await expect.poll(async () => {
    const s = await seat();
    return s.curtain === null && s.viewer === seated && !s.busy;
  }, { timeout: 10_000 }).toBe(true);
  return seated;
}

/** The seat's view as the page holds it (an object; its viewer and version). */
export type SeatView = Record<string, unknown> & { viewer: string };

/**
 * Sends the page's own view again with `patch` laid over it, through the test hook: how the
 * decision e2e tests show a situation the engine played elsewhere (naval, political, section 10).
 */
export async function redispatchView(page: Page, patch: (view: SeatView) => Record<string, unknown>): Promise<void> {
  const s = (await page.evaluate(() => window.__eia?.getState())) as { hostView: { version: number; view: SeatView | null } };
  const view = s.hostView.view!;
  const message = { type: 'view', version: s.hostView.version, viewer: view.viewer, view: { ...view, ...patch(view) } };
  await page.evaluate((raw) => window.__eia?.dispatchHostMessage(raw), JSON.stringify(message));
}

/** Waits until the map has stopped drawing: the draw count holds for one wait and the last draw was complete (all tiles in). */
export async function settleMap(page: Page, tries = 40, waitMs = 250): Promise<void> {
  const hook = <T>(expr: string) => page.evaluate(expr) as Promise<T>;
  for (let i = 0; i < tries; i++) {
    const before = await hook<number>('window.__eiaMap.drawCount');
    await page.waitForTimeout(waitMs);
    if ((await hook<number>('window.__eiaMap.drawCount')) === before && (await hook<boolean>('window.__eiaMap.lastDrawComplete'))) return;
  }
}
