import { trackedAs, type AnalyticsEventName } from "~/lib/analytics-events";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { Icon } from "./icon";
import { Button } from "./button";
import { Tooltip, TooltipProvider } from "./tooltip";

/**
 * An icon button that copies `value` to the clipboard. `label` (e.g. "Copy phone number") is
 * its accessible name, shown as its tooltip; it needs a {@link CopyButtonGroup} above it. On
 * success it confirms with `copiedMessage`; when the Clipboard API is missing (plain-HTTP
 * pages, old browsers) or refuses, it shows `failedMessage` instead. Never throws. It needs
 * React, so it is not offered before it has hydrated (or without JavaScript): until then
 * `data-after-hydration` keeps it invisible, in its place (app.css).
 */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
  analyticsEvent,
  className,
}: {
  value: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
  /** The event a click counts when analytics is on (app/lib/analytics-events.ts). */
  analyticsEvent?: AnalyticsEventName;
  className?: string;
}) {
  const isHydrated = useHydrated();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(value);
      notify.success(copiedMessage);
    } catch {
      notify.problem(failedMessage);
    }
  }

  return (
    <Tooltip content={label}>
      <Button
        variant="quiet"
        size="icon"
        data-after-hydration={isHydrated ? undefined : ""}
        onClick={copy}
        {...(__ANALYTICS__ && analyticsEvent && trackedAs(analyticsEvent))}
        className={cn("shrink-0", className)}
      >
        <Icon name="copy" />
      </Button>
    </Tooltip>
  );
}

/**
 * The copy buttons a visitor moves between, under one tooltip provider: once a button's
 * tooltip has shown, the next one opens without the hover delay (docs/requirements.md R16).
 */
export function CopyButtonGroup({ children }: { children: React.ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>;
}
