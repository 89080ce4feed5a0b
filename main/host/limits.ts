/** Limits that keep one client from taking the host down for everyone (issue 14). */
export interface HostLimits {
  /** Messages a non-host connection may send per second, on average… */
  readonly messagesPerSecond: number;
  /** …with bursts up to this many. */
  readonly burst: number;
  /** Refused-for-rate messages in a row after which the connection is dropped. */
  readonly dropAfterRefused: number;
  /** An unfinished upload is forgotten after this long without a chunk. */
  readonly uploadIdleMs: number;
  /** Base64 characters of unfinished uploads held for all clients together. */
  readonly uploadsTotalChars: number;
  /** A client whose unread output stays above `backlogBytes` this long is dropped (exports). */
  readonly backlogStallMs: number;
  readonly backlogBytes: number;
  /** Save-log entries an imported or loaded save may hold (a whole scenario is about 1,300). */
  readonly maxEntries: number;
  /** Wall time a save's proof (replaying its whole log) may take before it is given up. */
  readonly proofBudgetMs: number;
  /**
   * The proof runs this long before it first yields to other clients (a short game is proven
   * at once, its answer sent before the request returns); then in 25 ms slices.
   */
  readonly proofFirstSliceMs: number;
}

export const DEFAULT_LIMITS: HostLimits = {
  messagesPerSecond: 40,
  burst: 120,
  dropAfterRefused: 400,
  uploadIdleMs: 60_000,
  uploadsTotalChars: 96 * 1024 * 1024,
  backlogStallMs: 15_000,
  backlogBytes: 2 * 1024 * 1024,
  maxEntries: 50_000,
  proofBudgetMs: 60_000,
  proofFirstSliceMs: 150,
};

/** A token bucket: `take()` is false once a client sends faster than the rate allows. */
export class RateLimiter {
  private tokens: number;
  private last: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * The host's log of refused messages, kept short: the first refusal of each kind per client is
 * written in full, later ones are only counted and summed up when the client leaves (a flood of
 * 20,000 bad messages writes a handful of lines, not 20,000).
 */
export class RefusalLog {
  private readonly seen = new Set<string>();
  private readonly counts = new Map<string, number>();
  constructor(
    private readonly who: string,
    private readonly write: (line: string) => void,
  ) {}
  note(code: string, detail: string): void {
    this.counts.set(code, (this.counts.get(code) ?? 0) + 1);
    if (this.seen.has(code)) return;
    this.seen.add(code);
    this.write(`[host] refused a message from ${this.who}: ${code}: ${detail.slice(0, 160)}`);
  }
  /** The summary line of what was only counted, once the client is gone. */
  close(): void {
    const more = [...this.counts].map(([code, n]) => [code, n - 1] as const).filter(([, n]) => n > 0);
    if (more.length > 0) this.write(`[host] ${this.who} left; ${more.reduce((a, [, n]) => a + n, 0)} more refused messages were not logged (${more.map(([c, n]) => `${c} ${n}`).join(', ')}).`);
  }
}
