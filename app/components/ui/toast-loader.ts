import type { ComponentType } from "react";

/** What the toast regions offer once they are on the page. */
export interface MountedToasts {
  /** Shows `message` in the Sonner stack. */
  success(message: string): void;
}

type Listener = () => void;

let regions: ComponentType | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<Listener>();
let resolveMounted: (toasts: MountedToasts) => void = () => {};
const mounted = new Promise<MountedToasts>((resolve) => {
  resolveMounted = resolve;
});

/**
 * Loads the toast regions' code (Radix toast, Sonner: about 16 KB gzip) as a separate chunk,
 * once; {@link ToastRegions} then mounts them. Called on the first interaction and by
 * `notify`, so the code stays out of the first load (issue 4).
 *
 * Never rejects: if the chunk fails to load it logs a warning and the next call tries again.
 */
export function loadToastRegions(): Promise<void> {
  loading ??= import("./mounted-toast-regions").then(
    (module) => {
      regions = module.MountedToastRegions;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      console.warn("The toast regions could not be loaded; the next notification retries.", error);
    },
  );
  return loading;
}

/** Subscribes to the regions' code arriving (for `useSyncExternalStore`). */
export function subscribeToToastRegions(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded regions component, or `null` before {@link loadToastRegions} has finished. */
export function getToastRegions(): ComponentType | null {
  return regions;
}

/** Called by the regions once they are in the document (their live regions exist). */
export function markToastRegionsMounted(toasts: MountedToasts): void {
  resolveMounted(toasts);
}

/**
 * Starts loading the regions if needed and resolves once they are mounted, so a message is
 * added only after its live region is in the document and gets announced (WCAG 4.1.3).
 */
export function whenToastRegionsMounted(): Promise<MountedToasts> {
  void loadToastRegions();
  return mounted;
}
