import { QueryClient } from "@tanstack/react-query";
import { queryCacheDefaults } from "./ui-defaults";

/**
 * Delay before retry number `failureCount + 1`: 1 s, 2 s, 4 s… doubling from
 * `retryBaseDelayMs`, capped at `retryMaxDelayMs` (docs/requirements.md R17).
 *
 * @param failureCount - failures so far, starting at 0 for the first retry.
 * @returns the delay in milliseconds.
 */
export function retryDelayMs(failureCount: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = queryCacheDefaults;
  return Math.min(retryBaseDelayMs * 2 ** failureCount, retryMaxDelayMs);
}

/**
 * A TanStack Query client with the required cache defaults set explicitly (docs/requirements.md
 * R17): gcTime 5 min, 3 retries, exponential retry delay from 1 s capped at 30 s. The site
 * makes no query yet; `AppProviders` creates one client for the whole app.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryCacheDefaults.gcTimeMs,
        retry: queryCacheDefaults.retries,
        retryDelay: retryDelayMs,
      },
    },
  });
}
