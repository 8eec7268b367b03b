import { ExternalLink } from "~/components/ui/external-link";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";

/**
 * A link that opens the scheduling page, where a visitor books the free consultation, in a new
 * tab (docs/requirements.md R19); counted as the `Book consultation` event of the part of the
 * page it is in (docs/analytics.md).
 */
export function BookingLink({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const copy = useCopy();
  const site = useSite();
  return (
    <ExternalLink
      newTabNote={copy.navigation.opensInNewTab}
      href={site.consultation.url}
      {...(__ANALYTICS__ && trackedAs(analyticsEvents.bookConsultation))}
      className={className}
    >
      {children}
    </ExternalLink>
  );
}
