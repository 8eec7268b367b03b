import { BookingLink } from "~/components/ui/booking-link";
import { buttonVariants } from "~/components/ui/button";
import { ClosingBand } from "~/components/reading/closing-band";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import { useCopy, useSite } from "~/hooks/use-root-data";
import type { ArticlesWords } from "../articles/words";

/**
 * The call to action at the end of every article: book the free consultation (the scheduling
 * page, in a new tab) or write on WhatsApp, both counted with the placement `article`
 * (docs/analytics.md).
 */
export function ArticleCta({ cta }: { cta: ArticlesWords["cta"] }) {
  const site = useSite();
  const { navigation } = useCopy();
  return (
    <ClosingBand
      headingId="article-cta-heading"
      heading={cta.heading}
      text={cta.text}
      placement="article"
      size="article"
    >
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <BookingLink
          url={site.consultation.url}
          newTabNote={navigation.opensInNewTab}
          className={buttonVariants({ variant: "inverse", size: "lg" })}
        >
          {cta.bookLabel}
        </BookingLink>
        <WhatsAppLink className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {cta.whatsAppLabel}
        </WhatsAppLink>
      </div>
    </ClosingBand>
  );
}
