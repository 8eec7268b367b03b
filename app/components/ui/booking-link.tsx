import { ExternalLink } from "~/components/ui/external-link";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";

/**
 * A link that opens the scheduling page, where a visitor books the free consultation, in a new
 * tab (docs/requirements.md R19); counted as the `Book consultation` event of the part of the
 * page it is in (docs/analytics.md). A pure component of its props, so the sections built to
 * HTML at prerender (app/pages/home/static-sections.server.tsx) use it as the others do.
 *
 * @param url - the scheduling page (`site.consultation.url` of app/content/site.yaml).
 * @param newTabNote - the page language's "(opens in a new tab)", read by screen readers.
 */
export function BookingLink({
  url,
  newTabNote,
  className,
  children,
}: {
  url: string;
  newTabNote: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <ExternalLink
      newTabNote={newTabNote}
      href={url}
      {...(__ANALYTICS__ && trackedAs(analyticsEvents.bookConsultation))}
      className={className}
    >
      {children}
    </ExternalLink>
  );
}
