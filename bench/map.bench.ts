// Map view performance in headless Chromium (issues 3 and 15), on the app itself in browser
// mode: the first render of `#/map`; then an 1805 hot-seat game (`#/game`, every counter of the
// scenario on the map, the seated power's view) whose map is toured by pan and zoom gestures
// while a DevTools trace records the frame work time (script + paint per frame, on every thread
// that makes a frame; see frameTrace.ts); and the hit test.
import type { CDPSession, Page } from 'playwright-core';
import { closeServedPage, openServedPage, type Served } from '../test/e2e/helpers';
import { frameWork, quantile, timeStamps, type TraceEvent } from './frameTrace';
import type { Bench, BenchResult } from './types';

const VIEW = { width: 1600, height: 1000 };
const SOURCE = 'issues 3 and 15 (map view performance)';
/** A player stops between moves: the gesture settles and is drawn during the pause. */
const PAUSE_MS = 400;
/** DevTools' own timeline categories (thread CPU times included). */
const CATEGORIES = '-*,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,toplevel,v8.execute';

const round = (x: number, d = 2) => +x.toFixed(d);

async function mapReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__eiaMap?.firstDrawAt != null, undefined, { timeout: 60_000 });
}

/** `#/map` from navigation start to its first full draw, three times. */
async function firstRenders(page: Page, url: string): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(`${url}#/map`);
    await mapReady(page);
    runs.push(await page.evaluate(() => window.__eiaMap!.firstDrawAt!));
    await page.goto('about:blank');
  }
  return runs;
}

/** New game → 1805 → seed → Start, then the first seat takes the table: its counters drawn. Returns ms from passing the curtain to the counters drawn with the map complete. */
export async function openGame(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForSelector('h1');
  await page.keyboard.press('n');
  await page.waitForSelector('.scenario');
  await page.locator('.scenario', { hasText: '1805' }).locator('input').check();
  await page.getByLabel('Seed').fill('1805');
  await page.locator('button.start').click();
  await page.waitForSelector('#curtain-title', { timeout: 30_000 });
  await mapReady(page);
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__eiaMap?.sceneDrawnAt != null && window.__eiaMap.lastDrawComplete, undefined, { timeout: 30_000 });
  return (await page.evaluate(() => window.__eiaMap!.sceneDrawnAt!)) - t0;
}

interface Tour {
  intervals: number[];
  phases: number;
  tilesRendered: number;
  tileP50: number;
  tileMax: number;
  commitMs: number[];
}

/**
 * Scripted tour: zoom into Vienna, pan west to Paris and Madrid, zoom out, sweep the map, one
 * view change per animation frame as a gesture, with a pause between phases (the settled view
 * is drawn then). `console.timeStamp` marks its start and end in the trace.
 */
export async function tour(page: Page): Promise<Tour> {
  return page.evaluate(async (pauseMs) => {
    const hook = window.__eiaMap!;
    const box = document.querySelector('.map-view')!;
    const view = { width: box.clientWidth, height: box.clientHeight };
    const at = (cx: number, cy: number, scale: number) => ({ scale, x: view.width / 2 - cx * scale, y: view.height / 2 - cy * scale });
    const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
    const logLerp = (a: number, b: number, t: number) => Math.exp(lerp(Math.log(a), Math.log(b), t));
    const start = hook.getViewport();
    const whole = { cx: (view.width / 2 - start.x) / start.scale, cy: (view.height / 2 - start.y) / start.scale, s: start.scale };
    const vienna = { cx: 1530, cy: 1080 };
    const paris = { cx: 960, cy: 1020 };
    const madrid = { cx: 560, cy: 1560 };
    type Step = { cx: number; cy: number; s: number };
    const phases: Step[][] = [[], [], [], [], []];
    const [p0, p1, p2, p3, p4] = phases as [Step[], Step[], Step[], Step[], Step[]];
    for (let i = 0; i < 60; i++) p0.push({ cx: lerp(whole.cx, vienna.cx, i / 59), cy: lerp(whole.cy, vienna.cy, i / 59), s: logLerp(whole.s, 2, i / 59) });
    for (let i = 0; i < 60; i++) p1.push({ cx: lerp(vienna.cx, paris.cx, i / 59), cy: lerp(vienna.cy, paris.cy, i / 59), s: 2 });
    for (let i = 0; i < 60; i++) p2.push({ cx: lerp(paris.cx, madrid.cx, i / 59), cy: lerp(paris.cy, madrid.cy, i / 59), s: logLerp(2, 6, i / 59) });
    for (let i = 0; i < 60; i++) p3.push({ cx: lerp(madrid.cx, whole.cx, i / 59), cy: lerp(madrid.cy, whole.cy, i / 59), s: logLerp(6, whole.s, i / 59) });
    for (let i = 0; i < 120; i++) p4.push({ cx: lerp(2600, 500, i / 119), cy: lerp(700, 1700, i / 119), s: 0.8 });
    const paint0 = hook.paintTimes();
    const intervals: number[] = [];
    // One gesture step per animation frame, from a plain requestAnimationFrame chain: the
    // harness adds as little as it can to the frames it measures.
    const play = (phase: Step[]) =>
      new Promise<void>((done) => {
        let i = 0;
        let last = 0;
        const step = (ts: number) => {
          if (last) intervals.push(ts - last);
          last = ts;
          const f = phase[i++]!;
          hook.gestureTo(at(f.cx, f.cy, f.s));
          if (i < phase.length) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      });
    const pause = () => new Promise<void>((done) => setTimeout(done, pauseMs));
    console.timeStamp('tour:start');
    for (const [k, phase] of phases.entries()) {
      if (k > 0) await pause();
      await play(phase);
    }
    await pause();
    console.timeStamp('tour:end');
    const paint1 = hook.paintTimes();
    const tileMs = paint1.tileRenderMs.slice(paint0.tileRenderMs.length).sort((a, b) => a - b);
    return {
      intervals,
      phases: phases.length,
      tilesRendered: tileMs.length,
      tileP50: tileMs[Math.floor(tileMs.length / 2)] ?? 0,
      tileMax: tileMs[tileMs.length - 1] ?? 0,
      commitMs: paint1.commitMs.slice(paint0.commitMs.length),
    };
  }, PAUSE_MS);
}

export async function traced<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: unknown[] }) => void events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  const result = await run();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return { result, events };
}

async function hitTests(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const hook = window.__eiaMap!;
    const batches: number[] = [];
    let seed = 1805;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let b = 0; b < 20; b++) {
      const pts = Array.from({ length: 1000 }, () => [rnd() * 1200, rnd() * 1000] as const);
      const t0 = performance.now();
      for (const [x, y] of pts) {
        hook.screenToArea(x, y);
        hook.sceneHit(x, y);
      }
      batches.push((performance.now() - t0) / pts.length);
    }
    return batches;
  });
}

const bench: Bench = async () => {
  let served: Served | undefined;
  let browser: Awaited<ReturnType<typeof openServedPage>>['browser'] | undefined;
  try {
    const opened = await openServedPage(VIEW);
    served = opened.served;
    browser = opened.browser;
    const page = opened.page;
    // tsx compiles the evaluated closures with esbuild's keep-names helper; give the page one.
    await page.context().addInitScript({ content: 'window.__name = (f) => f;' });
    const renders = await firstRenders(page, served.url);
    const countersFirstDraw = await openGame(page, served.url);
    // A player looks before touching: the tour starts once the map has been up a second.
    await page.waitForTimeout(1000);
    const counters = await page.evaluate(() => window.__eiaMap!.sceneVersion);
    const cdp = await page.context().newCDPSession(page);
    const { result: t, events } = await traced(cdp, () => tour(page));
    const [from, to] = [timeStamps(events, 'tour:start')[0] ?? 0, timeStamps(events, 'tour:end')[0] ?? Infinity];
    const frames = frameWork(events, from, to);
    const cpu = frames.map((f) => f.cpuTotal);
    const part = (g: string, q: number) => round(quantile(frames.map((f) => f.cpu[g] ?? 0), q));
    const hits = await hitTests(page);
    const results: BenchResult[] = [
      {
        name: 'map.firstRender',
        source: SOURCE,
        value: quantile(renders, 0.5),
        unit: 'ms',
        target: 1500,
        better: 'lower',
        detail: { runs: renders.map((r) => r.toFixed(0)).join(', '), from: 'navigation start to the first full draw of #/map' },
      },
      {
        name: 'map.game.countersFirstDraw',
        source: SOURCE,
        value: round(countersFirstDraw, 1),
        unit: 'ms',
        target: 500,
        better: 'lower',
        detail: { from: 'the seat passing the curtain to all its 1805 counters drawn on a complete map', scene: counters ?? '' },
      },
      {
        name: 'map.panZoom.frameWork.p95',
        source: SOURCE,
        value: round(quantile(cpu, 0.95)),
        unit: 'ms',
        target: 8,
        better: 'lower',
        detail: {
          page: '#/game, 1805, every counter drawn',
          frames: frames.length,
          p50: round(quantile(cpu, 0.5)),
          max: round(Math.max(...cpu)),
          over8: cpu.filter((x) => x > 8).length,
          over16_7: cpu.filter((x) => x > 16.7).length,
          // by thread: page main thread, its compositor, raster workers, display compositor
          mainP50: part('main', 0.5),
          mainP95: part('main', 0.95),
          compositorP95: part('compositor', 0.95),
          rasterP95: part('raster', 0.95),
          vizP50: part('viz', 0.5),
          vizP95: part('viz', 0.95),
          // wall clock (other load on the machine inflates it)
          wallP95: round(quantile(frames.map((f) => f.wallTotal), 0.95)),
          mainWallP95: round(quantile(frames.map((f) => f.mainWall), 0.95)),
          intervalP50: round(quantile(t.intervals, 0.5)),
          intervalP95: round(quantile(t.intervals, 0.95)),
          tilesRendered: t.tilesRendered,
          tileRenderP50: round(t.tileP50),
          tileRenderMax: round(t.tileMax),
          commitScriptMs: t.commitMs.map((m) => m.toFixed(1)).join('/'),
          viewport: `${VIEW.width}x${VIEW.height}`,
        },
      },
      { name: 'map.panZoom.frameWork.p50', source: SOURCE, value: round(quantile(cpu, 0.5)), unit: 'ms', target: 8, better: 'lower' },
      {
        name: 'map.hitTest',
        source: SOURCE,
        value: Math.max(...hits),
        unit: 'ms',
        target: 1,
        better: 'lower',
        detail: { meanP50: round(quantile(hits, 0.5), 5), calls: hits.length * 1000, measure: 'worst batch mean of 1000 screen points (area and counters)' },
      },
    ];
    return results;
  } finally {
    await closeServedPage(browser, served);
  }
};

export default bench;
