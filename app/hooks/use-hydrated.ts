import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Whether the component runs in a hydrated page: `false` while prerendering and during
 * hydration (so the first client render matches the HTML), `true` from the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
