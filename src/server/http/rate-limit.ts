/**
 * Fixed-window rate limits kept in memory, per key (e.g. form and client address). One process
 * serves the site; behind several processes each keeps its own counts, which still caps abuse.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

export interface RateLimiter {
  /** Counts one hit for the key and says whether it is within the limit. */
  hit(key: string): RateLimitResult;
  /** False when the limit is 0 (turned off). */
  readonly enabled: boolean;
  close(): void;
}

export function createRateLimiter(options: {
  /** Hits allowed per window; 0 turns limiting off. */
  limit: number;
  windowMs: number;
  clock?: () => number;
}): RateLimiter {
  const clock = options.clock ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Forget expired windows now and then, so the map does not grow with every address ever seen.
  const sweeper = setInterval(() => {
    const now = clock();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, options.windowMs);
  sweeper.unref();

  return {
    enabled: options.limit > 0,
    hit(key) {
      if (options.limit <= 0)
        return { allowed: true, retryAfterSeconds: 0, remaining: Number.POSITIVE_INFINITY };
      const now = clock();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
        remaining: Math.max(0, options.limit - window.count),
      };
    },
    close: () => clearInterval(sweeper),
  };
}
