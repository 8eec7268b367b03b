import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cn } from "~/lib/cn";
import { tooltipTiming } from "~/lib/ui-defaults";

/**
 * A short label shown on hover or keyboard focus of `children` (a single focusable element),
 * with the Radix tooltip: linked to the trigger by `aria-describedby`, dismissed by Escape and
 * kept open while hovered (WCAG 1.4.13). It opens after 700 ms of hover and, within 300 ms of
 * closing, opens again at once (spec sections 4 and 9). Each tooltip brings its own Radix
 * provider, as shadcn's does, so no app-wide provider puts this code in the first load
 * (docs/decisions/013-standard-providers-and-lazy-chunks.md).
 */
export function Tooltip({
  content,
  children,
  className,
}: {
  content: string;
  children: React.ReactElement;
  className?: string;
}) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.openDelayMs}
      skipDelayDuration={tooltipTiming.skipDelayMs}
    >
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className={cn(
              "z-50 rounded-md bg-night px-2.5 py-1.5 text-xs font-medium text-white shadow-lg motion-safe:animate-fade-in",
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-night" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
