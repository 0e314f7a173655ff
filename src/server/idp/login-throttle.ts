/**
 * Slows down guessing at the development provider's login form: after a few wrong passwords in a
 * row from one client, its next attempts are refused (429) for a while, the right password too.
 * Counted in memory through `rate-limiter-flexible`: the provider is one process on loopback.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Wrong passwords in a row before the client must wait. */
export const WRONG_PASSWORDS_ALLOWED = 5;
/** How long it then waits, seconds. */
export const WRONG_PASSWORD_BLOCK_SECONDS = 30;

export interface LoginThrottle {
  /** Seconds the client must still wait; 0 when it may try. */
  blockedFor(client: string): Promise<number>;
  failed(client: string): Promise<void>;
  succeeded(client: string): Promise<void>;
}

export function createLoginThrottle(): LoginThrottle {
  const failures = new RateLimiterMemory({
    keyPrefix: 'dev-idp-login',
    points: WRONG_PASSWORDS_ALLOWED,
    duration: 15 * 60,
  });
  return {
    async blockedFor(client) {
      const state = await failures.get(client);
      // A blocked client's count stands above the allowance (see `failed`).
      if (!state || state.consumedPoints <= WRONG_PASSWORDS_ALLOWED) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async failed(client) {
      const counted = await failures.consume(client).catch((refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return refusal;
        throw refusal;
      });
      if (counted.consumedPoints >= WRONG_PASSWORDS_ALLOWED) {
        await failures.block(client, WRONG_PASSWORD_BLOCK_SECONDS);
      }
    },
    async succeeded(client) {
      await failures.delete(client);
    },
  };
}
