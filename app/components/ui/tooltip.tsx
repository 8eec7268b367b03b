import { useEffect, useSyncExternalStore } from "react";
import { onFirstInteraction } from "~/lib/first-interaction";
import type { TooltipProps } from "./loaded-tooltip";
import { getLoadedTooltip, loadTooltips, subscribeToTooltips } from "./tooltip-loader";

/**
 * A short label shown on hover or keyboard focus of `children` (a single focusable element).
 * Until the visitor's first interaction it renders `children` alone; then the Radix tooltip
 * code loads and takes over ({@link LoadedTooltip}), keeping the first load small (decision 008).
 * Tooltips open after 700 ms of hover, the next within 300 ms at once (spec sections 4, 9).
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const LoadedTooltip = useSyncExternalStore(
    subscribeToTooltips,
    getLoadedTooltip,
    () => undefined,
  );
  useEffect(() => onFirstInteraction((event) => void loadTooltips(event)), []);
  if (!LoadedTooltip) return children;
  return (
    // The component comes from a chunk loaded once: its identity never changes between renders.
    // eslint-disable-next-line react-hooks/static-components
    <LoadedTooltip content={content} className={className}>
      {children}
    </LoadedTooltip>
  );
}
