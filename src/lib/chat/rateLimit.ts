/** A per-client token bucket, used by local serving (Netlify's rateLimit config does this in production). */
export class TokenBucket {
  private buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `client`; false when the client has none left. */
  take(client: string): boolean {
    const time = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, updated: time };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((time - bucket.updated) / 1000) * this.refillPerSecond);
    bucket.updated = time;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    if (this.buckets.size > 10_000) this.buckets.delete(this.buckets.keys().next().value as string);
    return allowed;
  }
}
