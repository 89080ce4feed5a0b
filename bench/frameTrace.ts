// Frame work time from a Chromium trace (DevTools categories): for each frame the page rendered,
// the time the browser spent producing it on the threads that make a frame in a software-
// rendered Chromium: the renderer's main thread (script, style, layout, paint, commit), its
// compositor thread, the raster workers and the display compositor (viz) that copies every
// layer into the window. Unlike the frame interval, which the display caps at 16.7 ms, this is
// the work itself; it is read as thread CPU time (`tdur`), so other programs loading the
// machine do not inflate it (the wall-clock figure is kept beside it).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

/** The threads whose work makes a frame, by the names Chromium gives them. */
export const FRAME_THREADS: Record<string, (name: string) => boolean> = {
  main: (n) => n === 'CrRendererMain',
  compositor: (n) => n === 'Compositor',
  raster: (n) => n.startsWith('CompositorTileWorker'),
  viz: (n) => n === 'VizCompositorThread',
};

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

export interface FrameWork {
  /** Frame start (trace microseconds). */
  ts: number;
  /** Milliseconds of thread CPU time per thread group, and their sum. */
  cpu: Record<string, number>;
  cpuTotal: number;
  /** The same in wall-clock milliseconds (inflated by other load on the machine). */
  wallTotal: number;
  /** Wall-clock milliseconds of the renderer's main thread alone. */
  mainWall: number;
}

/** Thread names by pid/tid from the trace's metadata. */
function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, String((e.args as { name?: string } | undefined)?.name ?? ''));
  return names;
}

/**
 * Work per frame between `from` and `to` (trace microseconds): frames start at each
 * `BeginMainThreadFrame` of the renderer's main thread; a top-level task counts in the frame
 * it starts in.
 */
export function frameWork(events: readonly TraceEvent[], from: number, to: number): FrameWork[] {
  const names = threadNames(events);
  const groupOf = (e: TraceEvent): string | null => {
    const n = names.get(`${e.pid}/${e.tid}`) ?? '';
    for (const [g, test] of Object.entries(FRAME_THREADS)) if (test(n)) return g;
    return null;
  };
  const starts = events
    .filter((e) => e.name === 'BeginMainThreadFrame' && groupOf(e) === 'main' && e.ts >= from && e.ts <= to)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  // top-level tasks only (a task's nested events are inside its duration)
  const tasks = events.filter((e) => e.ph === 'X' && TASKS.has(e.name) && e.dur !== undefined && groupOf(e) !== null).sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  const busyUntil = new Map<string, number>();
  for (const t of tasks) {
    const k = `${t.pid}/${t.tid}`;
    if (t.ts >= (busyUntil.get(k) ?? -Infinity)) {
      top.push(t);
      busyUntil.set(k, t.ts + t.dur!);
    }
  }
  const frames: FrameWork[] = [];
  let j = 0;
  for (let i = 0; i + 1 < starts.length; i++) {
    const a = starts[i]!;
    const b = starts[i + 1]!;
    const cpu: Record<string, number> = { main: 0, compositor: 0, raster: 0, viz: 0 };
    let wall = 0;
    let mainWall = 0;
    while (j < top.length && top[j]!.ts < a) j++;
    for (let k = j; k < top.length && top[k]!.ts < b; k++) {
      const t = top[k]!;
      const g = groupOf(t)!;
      cpu[g] = (cpu[g] ?? 0) + (t.tdur ?? t.dur!) / 1000;
      wall += t.dur! / 1000;
      if (g === 'main') mainWall += t.dur! / 1000;
    }
    frames.push({ ts: a, cpu, cpuTotal: Object.values(cpu).reduce((x, y) => x + y, 0), wallTotal: wall, mainWall });
  }
  return frames;
}

/** The trace timestamps of `console.timeStamp(label)` calls, in order. */
export function timeStamps(events: readonly TraceEvent[], label: string): number[] {
  return events
    .filter((e) => e.name === 'TimeStamp' && (e.args as { data?: { message?: string } } | undefined)?.data?.message === label)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
}

export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
