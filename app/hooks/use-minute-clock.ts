import { useSyncExternalStore } from "react";

const minuteMs = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

function getMinute(): number {
  return Math.floor(Date.now() / minuteMs) * minuteMs;
}

function getServerMinute(): null {
  return null;
}

/**
 * The current time, rounded down to the minute, as epoch milliseconds; `null` while
 * prerendering and hydrating, so the prerendered HTML never depends on the build's clock and
 * hydration never mismatches. Re-checks every 15 s and re-renders when the minute changes.
 */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribe, getMinute, getServerMinute);
}
