/**
 * The throttle of link tokens that match no link (docs/decisions/0140-versions-and-links.md): a client
 * address that asked for `limit` unknown `/for/<token>` addresses in a window of
 * `windowMs` is answered 429 on every `/for/` address until the window ends. Only misses count, so a
 * recipient reading a real link is never slowed. Kept in memory per process: with several instances
 * each one counts its own (a guesser then gets `limit` per instance per window against 2^144 tokens).
 */
export class MissThrottle {
  private readonly misses = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Most addresses remembered; the oldest are forgotten first beyond it. */
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds `address` must still wait, or 0 when it may ask. */
  waitMs(address: string, now = Date.now()): number {
    const entry = this.misses.get(address);
    if (!entry) return 0;
    if (now - entry.windowStart >= this.windowMs) {
      this.misses.delete(address);
      return 0;
    }
    return entry.count >= this.limit ? entry.windowStart + this.windowMs - now : 0;
  }

  /** Count one miss of `address`. */
  miss(address: string, now = Date.now()): void {
    const entry = this.misses.get(address);
    if (entry && now - entry.windowStart < this.windowMs) {
      entry.count += 1;
      return;
    }
    this.misses.delete(address);
    if (this.misses.size >= this.maxKeys) {
      const oldest = this.misses.keys().next().value;
      if (oldest !== undefined) this.misses.delete(oldest);
    }
    this.misses.set(address, { count: 1, windowStart: now });
  }
}
