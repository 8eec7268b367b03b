import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { useWhatsAppText } from "~/hooks/use-whats-app-text";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { whatsAppUrl } from "~/lib/links";

/**
 * A link that opens a WhatsApp chat with the company's number, prefilled with the page's
 * opening message in its language ({@link useWhatsAppText}: an article's names it), in a new
 * tab (docs/requirements.md R10, R19, R25): WhatsApp's
 * glyph in its green, then `children`, the label. Counted as the `WhatsApp` event of the part
 * of the page it is in (docs/analytics.md).
 */
export function WhatsAppLink({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const copy = useCopy();
  const site = useSite();
  const text = useWhatsAppText();
  return (
    <ExternalLink
      newTabNote={copy.navigation.opensInNewTab}
      href={whatsAppUrl(site.whatsApp.number, text)}
      {...(__ANALYTICS__ && trackedAs(analyticsEvents.whatsApp))}
      className={className}
    >
      <Icon name="whatsapp" className="text-whatsapp" />
      {children}
    </ExternalLink>
  );
}
