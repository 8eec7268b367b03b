import { buttonVariants } from "~/components/ui/button";
import { CardIcon } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import type { HomeWords } from "./words";

/**
 * The Send us a Message card, whose button opens a WhatsApp chat with the locale's prefilled
 * text in a new tab (docs/requirements.md R10).
 */
export function MessageCard({ words: contact }: { words: HomeWords["contact"] }) {
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
      <WhatsAppLink className={buttonVariants({ variant: "inverse", size: "lg" })}>
        {contact.whatsAppCta}
        <Icon name="arrow-up-right" />
      </WhatsAppLink>
    </div>
  );
}
