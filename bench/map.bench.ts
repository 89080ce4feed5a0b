// Map view performance in headless Chromium (issue 3): first render, scripted pan/zoom frame
// times, hit-test time. Uses the map's standalone page (scripts/map/devPage.ts).
import { chromium, type Page } from 'playwright-core';
import { buildDevPage, CHROMIUM_ARGS, CHROMIUM_PATH, DEV_OUT, serveDir } from '../scripts/map/devPage';
import type { Bench, BenchResult } from './types';

const VIEW = { width: 1600, height: 1000 };
const SOURCE = 'issue 3 (map view performance)';

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function firstRender(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__eiaMap?.firstDrawAt != null, undefined, { timeout: 30_000 });
  // performance.now() counts from navigation start.
  return page.evaluate(() => window.__eiaMap!.firstDrawAt!);
}

/**
 * Scripted tour: zoom into Vienna, pan west to Paris and Madrid, zoom out, sweep the whole map.
 * One view change per animation frame, drawn inside the frame. The frame time is the interval
 * between animation frames (what the user sees: script, rasterisation and compositing); the
 * script time alone is reported beside it.
 */
async function panZoom(
  page: Page,
): Promise<{ work: number[]; intervals: number[]; base: number; tilesRendered: number; tileP50: number; tileMax: number; sharpFrames: number }> {
  return page.evaluate(async (view) => {
    const hook = window.__eiaMap!;
    const at = (cx: number, cy: number, scale: number) => ({ scale, x: view.width / 2 - cx * scale, y: view.height / 2 - cy * scale });
    const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
    const logLerp = (a: number, b: number, t: number) => Math.exp(lerp(Math.log(a), Math.log(b), t));
    const start = hook.getViewport();
    const whole = { cx: (view.width / 2 - start.x) / start.scale, cy: (view.height / 2 - start.y) / start.scale, s: start.scale };
    const vienna = { cx: 1530, cy: 1080 };
    const paris = { cx: 960, cy: 1020 };
    const madrid = { cx: 560, cy: 1560 };
    const frames: { cx: number; cy: number; s: number }[] = [];
    for (let i = 0; i < 60; i++) frames.push({ cx: lerp(whole.cx, vienna.cx, i / 59), cy: lerp(whole.cy, vienna.cy, i / 59), s: logLerp(whole.s, 2, i / 59) });
    for (let i = 0; i < 60; i++) frames.push({ cx: lerp(vienna.cx, paris.cx, i / 59), cy: lerp(vienna.cy, paris.cy, i / 59), s: 2 });
    for (let i = 0; i < 60; i++) frames.push({ cx: lerp(paris.cx, madrid.cx, i / 59), cy: lerp(paris.cy, madrid.cy, i / 59), s: logLerp(2, 6, i / 59) });
    for (let i = 0; i < 60; i++) frames.push({ cx: lerp(madrid.cx, whole.cx, i / 59), cy: lerp(madrid.cy, whole.cy, i / 59), s: logLerp(6, whole.s, i / 59) });
    for (let i = 0; i < 120; i++) frames.push({ cx: lerp(2600, 500, i / 119), cy: lerp(700, 1700, i / 119), s: 0.8 });
    const work: number[] = [];
    const intervals: number[] = [];
    let sharp = 0;
    const paint0 = hook.paintTimes();
    let last = 0;
    for (const f of frames) {
      const ts = await new Promise<number>((ok) => requestAnimationFrame(ok));
      if (last) intervals.push(ts - last);
      last = ts;
      const t0 = performance.now();
      hook.setViewport(at(f.cx, f.cy, f.s), true);
      work.push(performance.now() - t0);
      if (hook.lastDrawComplete) sharp++;
    }
    const paint1 = hook.paintTimes();
    const tileMs = paint1.tileRenderMs.slice(paint0.tileRenderMs.length).sort((a, b) => a - b);
    return {
      work,
      intervals,
      base: (paint1.base - paint0.base) / frames.length,
      tilesRendered: tileMs.length,
      tileP50: tileMs[Math.floor(tileMs.length / 2)] ?? 0,
      tileMax: tileMs[tileMs.length - 1] ?? 0,
      sharpFrames: sharp / frames.length,
    };
  }, VIEW);
}

/**
 * The machine's floor: animation-frame intervals with no work, and with one full-window
 * bitmap copy per frame. On a loaded or GPU-less machine the copy alone can miss 16.7 ms.
 */
async function calibrate(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async (view) => {
    const c = document.createElement('canvas');
    c.width = view.width;
    c.height = view.height;
    c.style.cssText = 'position:fixed;left:0;top:0;z-index:99';
    document.body.appendChild(c);
    const ctx = c.getContext('2d')!;
    const src = new OffscreenCanvas(view.width, view.height);
    const s = src.getContext('2d')!;
    for (let i = 0; i < 500; i++) {
      s.fillStyle = `hsl(${i % 360},40%,60%)`;
      s.fillRect((i * 37) % view.width, (i * 91) % view.height, 60, 60);
    }
    const bmp = src.transferToImageBitmap();
    const run = async (f: (i: number) => void) => {
      let last = 0;
      const iv: number[] = [];
      for (let i = 0; i < 90; i++) {
        const t = await new Promise<number>((ok) => requestAnimationFrame(ok));
        f(i);
        if (last) iv.push(t - last);
        last = t;
      }
      iv.sort((a, b) => a - b);
      return [iv[Math.floor(iv.length / 2)]!, iv[Math.floor(iv.length * 0.95)]!] as const;
    };
    const idle = await run(() => undefined);
    const blit = await run((i) => {
      ctx.clearRect(0, 0, view.width, view.height);
      ctx.drawImage(bmp, i % 5, 0);
    });
    c.remove();
    return { idleP50: idle[0], idleP95: idle[1], fullBlitP50: blit[0], fullBlitP95: blit[1] };
  }, VIEW);
}

async function hitTests(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const hook = window.__eiaMap!;
    const batches: number[] = [];
    let seed = 1805;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let b = 0; b < 20; b++) {
      const pts = Array.from({ length: 1000 }, () => [rnd() * 1600, rnd() * 1000] as const);
      const t0 = performance.now();
      for (const [x, y] of pts) hook.screenToArea(x, y);
      batches.push((performance.now() - t0) / pts.length);
    }
    return batches;
  });
}

const bench: Bench = async () => {
  await buildDevPage();
  const { url, server } = await serveDir(DEV_OUT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const renders: number[] = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: VIEW });
      // tsx compiles the evaluated closures with esbuild's keep-names helper; give the page one.
      await context.addInitScript({ content: 'window.__name = (f) => f;' });
      const page = await context.newPage();
      renders.push(await firstRender(page, url));
      if (i < 2) await context.close();
      else {
        // A player looks before touching: the tour starts once the map has been up a second.
        await page.waitForTimeout(1000);
        const { work, intervals, base, tilesRendered, tileP50, tileMax, sharpFrames } = await panZoom(page);
        const hits = await hitTests(page);
        const floor = await calibrate(page);
        await context.close();
        const results: BenchResult[] = [
          {
            name: 'map.firstRender',
            source: SOURCE,
            value: quantile(renders, 0.5),
            unit: 'ms',
            target: 1500,
            better: 'lower',
            detail: { runs: renders.map((r) => r.toFixed(0)).join(', '), from: 'navigation start to the first full map draw' },
          },
          {
            name: 'map.panZoom.p95',
            source: SOURCE,
            value: quantile(intervals, 0.95),
            unit: 'ms',
            target: 16.7,
            better: 'lower',
            detail: {
              p50: +quantile(intervals, 0.5).toFixed(2),
              max: +Math.max(...intervals).toFixed(2),
              frames: intervals.length,
              scriptP50: +quantile(work, 0.5).toFixed(2),
              scriptP95: +quantile(work, 0.95).toFixed(2),
              droppedFrames: intervals.filter((i) => i > 20).length,
              // zoom in to Vienna | pan to Paris | zoom in over Madrid | zoom out | sweep at 0.8x
              droppedByPhase: [0, 60, 120, 180, 240, 360]
                .slice(0, -1)
                .map((a, k) => intervals.slice(Math.max(0, a - 1), [60, 120, 180, 240, 360][k]! - 1).filter((i) => i > 20).length)
                .join('/'),
              viewport: `${VIEW.width}x${VIEW.height}`,
              machineIdleP95: +floor.idleP95!.toFixed(1),
              machineFullBlitP50: +floor.fullBlitP50!.toFixed(1),
              machineFullBlitP95: +floor.fullBlitP95!.toFixed(1),
              mapLayerScriptMs: +base.toFixed(2),
              tilesRendered,
              tileRenderP50: +tileP50.toFixed(2),
              tileRenderMax: +tileMax.toFixed(2),
              // Frames showing every tile of their zoom level; the rest show a coarser stand-in
              // (the level just left, or the whole-map overview) where tiles are still missing.
              sharpFrames: +sharpFrames.toFixed(2),
            },
          },
          {
            name: 'map.panZoom.p50',
            source: SOURCE,
            value: quantile(intervals, 0.5),
            unit: 'ms',
            target: 16.7,
            better: 'lower',
          },
          {
            name: 'map.hitTest',
            source: SOURCE,
            value: Math.max(...hits),
            unit: 'ms',
            target: 1,
            better: 'lower',
            detail: { meanP50: +quantile(hits, 0.5).toFixed(5), calls: hits.length * 1000, measure: 'worst batch mean of 1000 screen points' },
          },
        ];
        return results;
      }
    }
    throw new Error('unreachable');
  } finally {
    await browser.close();
    server.close();
  }
};

export default bench;
