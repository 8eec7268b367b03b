import { Slot } from "@radix-ui/react-slot";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cn } from "~/lib/cn";
import { tooltipTiming } from "~/lib/ui-defaults";

/**
 * The timing of the tooltips inside it, with one Radix provider for all of them: a tooltip
 * opens after 700 ms of hover and, within 300 ms of one closing, the next opens at once, also
 * when the pointer moves from one trigger to another (docs/requirements.md R16). Put one around
 * every group of tooltips a visitor moves between; a {@link Tooltip} needs one above it.
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
 * A label tooltip: `content` is the accessible name of `children` (a single focusable element
 * with no text of its own, such as an icon button), shown on hover or keyboard focus with the
 * Radix tooltip, dismissed by Escape and kept open while hovered (WCAG 1.4.13). The name is
 * given once, as the trigger's `aria-label`: the trigger is not also described by the tooltip
 * and the tooltip is hidden from assistive technology, so a screen reader does not read the
 * same words twice. Needs a {@link TooltipProvider} above it (Radix throws without one).
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
      <TooltipPrimitive.Trigger asChild aria-label={content}>
        <WithoutDescription>{children}</WithoutDescription>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          aria-hidden
          sideOffset={6}
          className={cn(
            "z-50 rounded-md bg-night px-2.5 py-1.5 text-xs font-medium text-white shadow-lg motion-safe:animate-fade-in dark:ring-1 dark:ring-line",
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

/**
 * Hands the Radix trigger's props (handlers, ref, state, name) to its one child, minus the
 * `aria-describedby` that Radix points at the open tooltip: here the tooltip is the name.
 */
function WithoutDescription(props: React.ComponentProps<typeof Slot>) {
  return <Slot {...props} aria-describedby={undefined} />;
}
