import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cn } from "~/lib/cn";
import { tooltipTiming } from "~/lib/ui-defaults";

/**
 * App-wide tooltip timing: opens after 700 ms of hover, and a second tooltip within 300 ms
 * opens at once (spec sections 4 and 9).
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipTiming.openDelayMs}
      skipDelayDuration={tooltipTiming.skipDelayMs}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short label shown on hover or keyboard focus of `children` (a single focusable element).
 * Radix links it to the trigger with `aria-describedby`; Escape dismisses it (WCAG 1.4.13).
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
  );
}
