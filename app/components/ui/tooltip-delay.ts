import { tooltipTiming } from "~/lib/ui-defaults";

type Listener = () => void;

let isDelaySkipped = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setDelaySkipped(value: boolean) {
  isDelaySkipped = value;
  for (const listener of listeners) listener();
}

/**
 * The app-wide hover timing that one shared Radix `Tooltip.Provider` would give (spec
 * sections 4 and 9): while a tooltip is open, and for `tooltipTiming.skipDelayMs` (300 ms)
 * after it closes, the next tooltip opens at once; otherwise after `openDelayMs` (700 ms).
 * Each lazily loaded tooltip has its own provider (a shared one would have to wrap the whole
 * app and be in the first load), so the shared part lives here.
 */
export const tooltipDelay = {
  /** Subscribes to changes (for `useSyncExternalStore`). */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The hover delay, in ms, a tooltip should use now: 0 or `openDelayMs`. */
  currentDelayMs(): number {
    return isDelaySkipped ? 0 : tooltipTiming.openDelayMs;
  },
  /** A tooltip opened: others open at once until the skip delay after it closes. */
  opened(): void {
    clearTimeout(skipTimer);
    setDelaySkipped(true);
  },
  /** A tooltip closed: the delay is skipped for `skipDelayMs` more. */
  closed(): void {
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => setDelaySkipped(false), tooltipTiming.skipDelayMs);
  },
};
