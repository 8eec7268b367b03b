import { BookingLink } from "~/components/ui/booking-link";
import { buttonVariants } from "~/components/ui/button";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { placedIn } from "~/lib/analytics-events";
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
    <section
      {...(__ANALYTICS__ && placedIn("article"))}
      aria-labelledby="article-cta-heading"
      className="bg-night py-16 text-white sm:py-20"
    >
      <div className="container-page max-w-3xl text-center">
        <h2
          id="article-cta-heading"
          className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-white/80">{cta.text}</p>
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
      </div>
    </section>
  );
}
