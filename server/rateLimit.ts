// A token bucket: `capacity` messages at once, refilled at `perSecond`. Time is passed in, so a test drives it.
export class TokenBucket {
  private tokens: number;
  private last: number | null = null;
  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.tokens = capacity;
  }

  /** Takes one token at `nowMs` (a monotonic clock); false when the bucket is empty. */
  take(nowMs: number): boolean {
    if (this.last !== null) this.tokens = Math.min(this.capacity, this.tokens + ((nowMs - this.last) / 1000) * this.perSecond);
    this.last = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
