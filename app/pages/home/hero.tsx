import { analyticsEvents, placedIn, trackedAs } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { useCopy, useSite } from "~/hooks/use-root-data";
import type { HomeWords } from "./words";
import { buttonVariants } from "~/components/ui/button";
import { BookingLink } from "~/components/ui/booking-link";
import { WhatsAppLink } from "~/components/ui/whats-app-link";

/**
 * The hero (docs/requirements.md R4, R5): badge, the page's one `h1`, the calls to action
 * (scheduling page and, beside it, a WhatsApp chat, both in a new tab; case studies by
 * client-side navigation), three stats and, on wide screens, a decorative dashboard. Its
 * buttons are the view timeline (`hero-actions-timeline`, app/app.css) that shows the phone
 * action bar once they have scrolled away (R20).
 *
 * @param stats - the row of three figures under it: `HeroStats` (hero-stats.tsx), which the
 *   home page builds to HTML at prerender (static-sections.server.tsx) and the editor's
 *   preview draws.
 */
export function Hero({ words: hero, stats }: { words: HomeWords["hero"]; stats: React.ReactNode }) {
  const copy = useCopy();
  const site = useSite();
  return (
    <section
      {...(__ANALYTICS__ && placedIn("hero"))}
      aria-labelledby="hero-heading"
      className="relative overflow-clip bg-hero pt-32 pb-16 sm:pt-40 sm:pb-24"
    >
      <div className="container-page grid items-center gap-14 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/20 bg-accent-soft px-3.5 py-1.5 text-sm font-medium text-accent-strong">
            <Icon name="chart-no-axes-combined" className="size-4" />
            {hero.badge}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {hero.headline} <span className="text-accent">{hero.headlineAccent}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-body">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 hero-actions-timeline sm:flex-row sm:flex-wrap">
            <BookingLink
              url={site.consultation.url}
              newTabNote={copy.navigation.opensInNewTab}
              className={buttonVariants({ size: "lg" })}
            >
              {hero.primaryCta}
              <Icon name="arrow-up-right" />
            </BookingLink>
            <WhatsAppLink className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {hero.whatsAppCta}
            </WhatsAppLink>
            <Link
              to={copy.navigation.caseStudies.to}
              {...(__ANALYTICS__ && trackedAs(analyticsEvents.viewCaseStudies))}
              className={buttonVariants({ variant: "secondary", size: "lg" })}
            >
              {hero.secondaryCta}
              <Icon name="arrow-right" />
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">{hero.consultationNote}</p>
        </div>
        {/* A decorative dashboard (empty alt: the hero text says it all), shown from 1024 px.
            An image file, so no script carries or hydrates it; lazy, so phones, where it is
            hidden, never fetch it. */}
        <img
          src="/images/hero-dashboard.svg"
          alt=""
          width={480}
          height={380}
          loading="lazy"
          decoding="async"
          className="hidden h-auto w-full drop-shadow-xl lg:block"
        />
      </div>
      {stats}
    </section>
  );
}
