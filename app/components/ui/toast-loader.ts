import { lazyChunk } from "~/lib/lazy-chunk";

/** What the toast regions offer once they are on the page. */
export interface MountedToasts {
  /** Shows `message` in the Sonner stack. */
  success(message: string): void;
}

let resolveMounted: (toasts: MountedToasts) => void = () => {};
const mounted = new Promise<MountedToasts>((resolve) => {
  resolveMounted = resolve;
});

/**
 * The toast regions' code (Radix toast, Sonner: about 16 KB gzip) as a separate chunk;
 * {@link ToastRegions} mounts the component it provides. Loaded on the first interaction and
 * by `notify`, so the code stays out of the first load (decision 008).
 */
export const {
  load: loadToastRegions,
  subscribe: subscribeToToastRegions,
  get: getToastRegions,
} = lazyChunk("The toast regions", () =>
  import("./mounted-toast-regions").then((module) => module.MountedToastRegions),
);

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
