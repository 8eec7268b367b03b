import { useEffect, useSyncExternalStore } from "react";
import { onFirstInteraction } from "~/lib/first-interaction";
import { getToastRegions, loadToastRegions, subscribeToToastRegions } from "./toast-loader";

/**
 * Where the two toast regions go (rendered once, in `root.tsx`). Nothing is rendered, and no
 * toast code is downloaded, until the visitor's first interaction or the first `notify`
 * call; then the regions load and mount (keeping JavaScript out of the first load: decision 008).
 */
export function ToastRegions() {
  const Regions = useSyncExternalStore(subscribeToToastRegions, getToastRegions, () => undefined);
  useEffect(() => onFirstInteraction(() => void loadToastRegions()), []);
  // The component comes from a chunk loaded once: its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return Regions ? <Regions /> : null;
}
