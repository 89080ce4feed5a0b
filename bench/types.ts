/** One measured figure of `npm run bench`, compared with its target. */
export interface BenchResult {
  /** Stable name, e.g. "map.firstRender". */
  name: string;
  /** Which issue or rule the target comes from, e.g. "issue 3". */
  source: string;
  value: number;
  unit: string;
  target: number;
  /** 'lower' when smaller values are better (times), 'higher' for throughputs. */
  better: 'lower' | 'higher';
  /** Extra numbers worth printing (p50, samples …). */
  detail?: Record<string, number | string>;
}

/** A benchmark module: `bench/<name>.bench.ts` default-exports one of these. */
export type Bench = () => Promise<BenchResult[]>;
