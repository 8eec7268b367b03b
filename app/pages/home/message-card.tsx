import { buttonVariants } from "~/components/ui/button";
import { CardIcon } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import { useSite } from "~/hooks/use-root-data";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { mailtoUrl } from "~/lib/links";
import type { HomeWords } from "./words";

/**
 * The Send us a Message card, whose button opens a WhatsApp chat with the locale's prefilled
 * text in a new tab (docs/requirements.md R10), and, when the site has an e-mail address
 * (app/content/site.yaml `email`), a `mailto:` link to it under the card's text (R25).
 */
export function MessageCard({ words: contact }: { words: HomeWords["contact"] }) {
  const { email } = useSite();
  return (
    <div className="mt-5 flex flex-col gap-6 rounded-card bg-night p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
      <div className="flex gap-5">
        <CardIcon tone="dark">
          <Icon name="message-circle" />
        </CardIcon>
        <div>
          <h3 className="text-xl font-semibold">{contact.messageTitle}</h3>
          <p className="mt-2 max-w-xl leading-relaxed text-white/80">{contact.messageText}</p>
          {email && (
            <p className="mt-3 text-white/80">
              {contact.emailLabel}{" "}
              <a
                href={mailtoUrl(email)}
                {...(__ANALYTICS__ && trackedAs(analyticsEvents.email))}
                className="inline-flex min-h-11 items-center rounded-sm font-semibold break-all text-white underline underline-offset-4 hover:text-accent-bright focus-visible:outline-2 focus-visible:outline-accent-bright"
              >
                {email}
              </a>
            </p>
          )}
        </div>
      </div>
      <WhatsAppLink className={buttonVariants({ variant: "inverse", size: "lg" })}>
        {contact.whatsAppCta}
        <Icon name="arrow-up-right" />
      </WhatsAppLink>
    </div>
  );
}
