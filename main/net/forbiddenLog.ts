/**
 * Issue 14 Refused requests (a foreign Origin or Host) in the host's log: each source once,
 * at most `perMinute` lines a minute; what is left out is counted and summed up in one line.
 */
export class ForbiddenLog {
  private readonly seen = new Set<string>();
  private windowStart = 0;
  private lines = 0;
  private skipped = 0;
  constructor(
    private readonly write: (line: string) => void,
    private readonly perMinute = 10,
    private readonly now: () => number = () => Date.now(),
  ) {}

  note(remote: string, why: string): void {
    const key = `${remote} ${why}`;
    if (this.seen.has(key)) {
      this.skipped++;
      return;
    }
    if (this.seen.size < 10_000) this.seen.add(key);
    const t = this.now();
    if (t - this.windowStart > 60_000) {
      this.flush();
      this.windowStart = t;
      this.lines = 0;
    }
    if (this.lines >= this.perMinute) {
      this.skipped++;
      return;
    }
    this.lines++;
    this.write(`[net] 403 for ${remote}: ${why} is not one of this host's addresses.`);
  }

  private flush(): void {
    if (this.skipped > 0) this.write(`[net] ${this.skipped} more refused requests (403) not logged one by one.`);
    this.skipped = 0;
  }

  close(): void {
    this.flush();
  }
}
