import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { tooltipDelay } from "./tooltip-delay";
import { isPointerOver, restoreFocusAfterUpgrade } from "./tooltip-loader";

/** What a tooltip shows and on what: `children` is a single focusable element. */
export interface TooltipProps {
  content: string;
  children: React.ReactElement;
  className?: string;
}

/**
 * The Radix tooltip behind {@link Tooltip}, loaded on the first interaction. Radix links it to
 * the trigger with `aria-describedby` and Escape dismisses it (WCAG 1.4.13). Hover timing is
 * shared through `tooltipDelay` (700 ms, 300 ms skip: spec sections 4 and 9).
 *
 * When it replaces the plain trigger, it keeps focus where it was and, if the pointer is
 * already resting on the trigger, replays that hover so the tooltip still opens after 700 ms.
 */
export function LoadedTooltip({ content, children, className }: TooltipProps) {
  const delayMs = useSyncExternalStore(
    tooltipDelay.subscribe,
    tooltipDelay.currentDelayMs,
    tooltipDelay.currentDelayMs,
  );
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    restoreFocusAfterUpgrade();
    const trigger = triggerRef.current;
    if (trigger && isPointerOver(trigger)) {
      trigger.dispatchEvent(
        new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }),
      );
    }
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={delayMs} skipDelayDuration={0}>
      <TooltipPrimitive.Root
        onOpenChange={(isOpen) => (isOpen ? tooltipDelay.opened() : tooltipDelay.closed())}
      >
        <TooltipPrimitive.Trigger asChild ref={triggerRef}>
          {children}
        </TooltipPrimitive.Trigger>
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
