/**
 * Interaction defaults required by docs/requirements.md: the tooltips' delays (R16), the
 * toast regions' limits and durations (R18) and the data client's cache (R17). The tooltip
 * and toast components read them from here, and the unit tests hold them to those values.
 */

/** Radix Tooltip provider timing: open after 700 ms of hover; 300 ms grace to skip the delay. */
export const tooltipTiming = { openDelayMs: 700, skipDelayMs: 300 } as const;

/** Radix toast region: one toast kept at a time, each shown 5 s. */
export const singleToastDefaults = { limit: 1, durationMs: 5_000 } as const;

/** Sonner toaster: up to 3 toasts visible, each shown 4 s. */
export const stackedToastDefaults = { visibleToasts: 3, durationMs: 4_000 } as const;

/** TanStack Query cache: unused data garbage-collected after 5 min; failed queries retried 3 times. */
export const queryCacheDefaults = {
  gcTimeMs: 5 * 60_000,
  retries: 3,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;
