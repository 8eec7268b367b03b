import { site } from "~/content/site";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { locales } from "~/i18n/locales";
import { useLocale, usePageCopy } from "~/i18n/use-copy";
import { cn } from "~/lib/cn";
import { formatOfficeStatus, getOfficeStatus } from "~/lib/office-hours";

/**
 * "Open now · closes 6:00 PM" or "Closed · opens Monday 9:00 AM", judged on the Buenos Aires
 * clock from the office-hours content. Rendered only in the browser after hydration (the
 * prerendered line is empty, at its final height, so nothing shifts).
 */
export function OfficeStatus({ className }: { className?: string }) {
  const minute = useMinuteClock();
  const words = usePageCopy("home").contact;
  const clock = locales[useLocale()];
  const status =
    minute === null ? null : getOfficeStatus(new Date(minute), site.officeHours, site.timeZone);
  return (
    <p
      data-testid="office-status"
      className={cn("flex min-h-6 items-center gap-2 text-sm font-medium", className)}
    >
      {status && (
        <>
          <span
            aria-hidden="true"
            className={cn("size-2 rounded-full", status.isOpen ? "bg-emerald-600" : "bg-amber-600")}
          />
          <span className={status.isOpen ? "text-emerald-800" : "text-amber-900"}>
            {formatOfficeStatus(status, clock, words)}
          </span>
        </>
      )}
    </p>
  );
}
