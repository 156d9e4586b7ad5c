/**
 * Per-client request limits: a fixed-window counter, and the one spelling of a client address that keys it (an
 * address written five ways must not buy five allowances). Pure: local serving and the functions both use it.
 */

/** Netlify's function rate limit as a function's `config.rateLimit` declares it. */
export interface RateLimitConfig {
  windowLimit: number;
  /** Seconds. */
  windowSize: number;
  aggregateBy?: string[];
}

/**
 * Counts requests (or calls, with a cost) per key in fixed windows, as Netlify's `rateLimit` config describes
 * (windowLimit per windowSize seconds). Memory is bounded: at most `maxKeys` keys, expired windows dropped first,
 * then the oldest.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts `cost` units for `key`: 0 when they all fit in the window, else the seconds until it ends (for
   * Retry-After). A refused cost is still counted, so a client that keeps trying does not get in sooner.
   */
  take(key: string, cost = 1): number {
    const time = this.now();
    let window = this.windows.get(key);
    if (!window || time - window.start >= this.windowMs) {
      this.windows.delete(key);
      window = { start: time, count: 0 };
      this.windows.set(key, window);
      this.evict();
    }
    window.count += Math.max(1, cost);
    if (window.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - time) / 1000));
  }

  get size(): number {
    return this.windows.size;
  }

  private evict(): void {
    // A renewed window is re-inserted, so Map order is start order: expired windows, then the oldest, come first.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** Four decimal parts 0-255; leading zeros are read as decimal (the form a proxy writes), never as octal. */
function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and an embedded IPv4 tail), or null. */
function ipv6Groups(text: string): number[] | null {
  let body = text;
  const tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (body.slice(lastColon + 1).includes('.')) {
    const v4 = ipv4Parts(body.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
    // Keep a `::` that ends right before the IPv4 part; drop a single separating colon.
    body = body.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const read = (half: string): number[] | null => {
    if (half === '') return [];
    const groups = half.split(':');
    if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
    return groups.map((group) => parseInt(group, 16));
  };
  const head = read(halves[0]);
  const rest = halves.length === 2 ? read(halves[1]) : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1) return known === 8 ? [...head, ...tail] : null;
  if (known > 7) return null;
  return [...head, ...Array<number>(8 - known).fill(0), ...rest, ...tail];
}

/** RFC 5952 text of eight groups: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * One spelling per address, or null when `text` is not an IP address: IPv4 in plain decimal, IPv6 as RFC 5952
 * writes it, and an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::FFFF:7f00:1`) as its IPv4 address. A zone
 * (`%eth0`) is dropped: it names an interface of this machine, not another client.
 */
export function canonicalAddress(text: string | undefined | null): string | null {
  if (!text) return null;
  let address = text.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (address.length > 64) return null;
  const v4 = ipv4Parts(address);
  if (v4) return v4.join('.');
  if (!address.includes(':')) return null;
  const groups = ipv6Groups(address.replace(/%[\w.-]+$/, ''));
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return formatIpv6(groups);
}
