import { buttonVariants } from "~/components/ui/button";
import { CardIcon } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { whatsAppUrl } from "~/lib/links";
import type { HomeWords } from "./words";

/**
 * The Send us a Message card, whose button opens a WhatsApp chat with the locale's prefilled
 * text in a new tab (docs/requirements.md R10).
 */
export function MessageCard({ words: contact }: { words: HomeWords["contact"] }) {
  const copy = useCopy();
  const site = useSite();
  return (
    <div className="mt-5 flex flex-col gap-6 rounded-card bg-night p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
      <div className="flex gap-5">
        <CardIcon tone="dark">
          <Icon name="message-circle" />
        </CardIcon>
        <div>
          <h3 className="text-xl font-semibold">{contact.messageTitle}</h3>
          <p className="mt-2 max-w-xl leading-relaxed text-white/80">{contact.messageText}</p>
        </div>
      </div>
      <ExternalLink
        newTabNote={copy.navigation.opensInNewTab}
        href={whatsAppUrl(site.whatsApp.number, copy.site.whatsAppText)}
        {...(__ANALYTICS__ && trackedAs(analyticsEvents.whatsApp))}
        className={buttonVariants({ variant: "inverse", size: "lg" })}
      >
        {contact.whatsAppCta}
        <Icon name="arrow-up-right" />
      </ExternalLink>
    </div>
  );
}
