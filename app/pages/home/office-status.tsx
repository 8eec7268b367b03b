import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useSite } from "~/hooks/use-root-data";
import { cn } from "~/lib/cn";
import { getOfficeStatus, officeStatusLine, type OfficeStatusLines } from "~/lib/office-hours";

/**
 * "Open now · closes 6:00 PM" or "Closed · opens Monday 9:00 AM", judged on the Buenos Aires
 * clock from the office-hours content. Rendered only in the browser after hydration (the
 * prerendered line is empty, at its final height, so nothing shifts); the line itself was
 * written at build time (the loader's `statusLines`), so the browser formats nothing.
 */
export function OfficeStatus({
  statusLines,
  className,
}: {
  statusLines: OfficeStatusLines;
  className?: string;
}) {
  const minute = useMinuteClock();
  const site = useSite();
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
            className={cn(
              "size-2 rounded-full",
              status.isOpen
                ? "bg-emerald-600 dark:bg-emerald-400"
                : "bg-amber-600 dark:bg-amber-400",
            )}
          />
          <span
            className={
              status.isOpen
                ? "text-emerald-800 dark:text-emerald-300"
                : "text-amber-900 dark:text-amber-300"
            }
          >
            {officeStatusLine(status, statusLines)}
          </span>
        </>
      )}
    </p>
  );
}
