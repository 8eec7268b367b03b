import { lazyChunk } from "~/lib/lazy-chunk";

/** The mouse pointer's last position in the viewport, in CSS px (clientX, clientY). */
let pointer: { x: number; y: number } | null = null;
/** Where focus was when the tooltip code arrived: its parent and position among siblings. */
let focusBeforeUpgrade: { element: Element; parent: Element; index: number } | null = null;

const tooltipChunk = lazyChunk("The tooltip code", () =>
  import("./loaded-tooltip").then((module) => {
    const active = document.activeElement;
    focusBeforeUpgrade =
      active?.parentElement && active !== document.body
        ? {
            element: active,
            parent: active.parentElement,
            index: Array.prototype.indexOf.call(active.parentElement.children, active),
          }
        : null;
    return module.LoadedTooltip;
  }),
);

/**
 * Loads the Radix tooltip code (with Floating UI, about 14 KB gzip) as a separate chunk, once,
 * and upgrades every {@link Tooltip} on the page. Called on the first interaction, so the code
 * stays out of the first load (decision 008). From then on it follows the mouse pointer, so an
 * upgraded trigger knows it is already hovered ({@link isPointerOver}).
 *
 * @param event - the interaction that asked for the code, if any (its pointer position counts).
 *
 * Never rejects: if the chunk fails to load it logs a warning and the next call tries again.
 */
export function loadTooltips(event?: Event): Promise<unknown> {
  if (!pointer) {
    trackPointer(event);
    addEventListener("pointermove", trackPointer, { capture: true, passive: true });
  }
  return tooltipChunk.load();
}

/** Subscribes to the tooltip code arriving (for `useSyncExternalStore`). */
export const subscribeToTooltips = tooltipChunk.subscribe;

/** The Radix-based tooltip component, or `undefined` before {@link loadTooltips} has finished. */
export const getLoadedTooltip = tooltipChunk.get;

/**
 * Upgrading a tooltip re-creates its trigger element. If the old trigger had focus, this
 * moves focus to the element now in its place, so keyboard and screen-reader users do not
 * lose their position (WCAG 2.4.3). Called by each upgraded tooltip after it mounts; only the
 * first call after an upgrade acts.
 */
export function restoreFocusAfterUpgrade(): void {
  if (!focusBeforeUpgrade) return;
  const { element, parent, index } = focusBeforeUpgrade;
  focusBeforeUpgrade = null;
  const replacement = parent.children[index];
  if (!element.isConnected && replacement instanceof HTMLElement) {
    replacement.focus({ preventScroll: true });
  }
}

function trackPointer(event?: Event) {
  if (event instanceof PointerEvent && event.pointerType === "mouse") {
    pointer = { x: event.clientX, y: event.clientY };
  } else {
    pointer ??= { x: -1, y: -1 };
  }
}

/**
 * Whether the mouse pointer rests on `element` now (hit-tested at its last known position):
 * unlike `:hover`, this is right at once for an element that has just replaced another.
 */
export function isPointerOver(element: Element): boolean {
  if (!pointer || pointer.x < 0) return false;
  const hit = document.elementFromPoint(pointer.x, pointer.y);
  return hit !== null && element.contains(hit);
}
