/**
 * Runs a generator of long work (replaying a save's whole log) in slices of `sliceMs`, so the
 * host keeps answering other clients between them. Work that ends within the first slice ends
 * before this returns (`{ done: true }`); longer work goes on from the event loop and settles
 * `finished`. Past `budgetMs` in all it is given up with `TimeBudgetError`.
 */
export class TimeBudgetError extends Error {
  override readonly name = 'TimeBudgetError';
}

export type Sliced<T> = { done: true; value: T } | { done: false; finished: Promise<T> };

export function runSliced<T>(work: Generator<unknown, T, void>, opts: { sliceMs?: number; firstSliceMs?: number; budgetMs: number; now?: () => number }): Sliced<T> {
  const now = opts.now ?? (() => performance.now());
  const slice = opts.sliceMs ?? 25;
  const started = now();
  const step = (ms = slice): IteratorResult<unknown, T> => {
    const until = now() + ms;
    for (;;) {
      const r = work.next();
      if (r.done) return r;
      if (now() >= until) return r;
    }
  };
  const first = step(opts.firstSliceMs ?? slice);
  if (first.done) return { done: true, value: first.value };
  const finished = new Promise<T>((resolve, reject) => {
    const go = () => {
      try {
        if (now() - started > opts.budgetMs) {
          work.return(undefined as never);
          reject(new TimeBudgetError(`gave up after ${Math.round(opts.budgetMs / 1000)} s`));
          return;
        }
        const r = step();
        if (r.done) resolve(r.value);
        else setImmediate(go);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    setImmediate(go);
  });
  return { done: false, finished };
}
