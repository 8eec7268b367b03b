import { placedIn } from "~/lib/analytics-events";
import type { HomePageData } from "./data.server";
import type { HomeWords } from "./words";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardIcon, CardTitle } from "~/components/ui/card";
import { BookingLink } from "~/components/ui/booking-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * The services section, `#services` (docs/requirements.md R6): six cards with title,
 * description and three features, and Discuss Your Project opening the scheduling page.
 * Static: the home page builds it to HTML at prerender (static-sections.server.tsx), so it takes
 * everything it shows as props and its code never reaches the browser.
 *
 * @param sectionId - the section's anchor (`navigation.sectionIds.services` of common.yaml).
 * @param bookingUrl - the scheduling page (`consultation.url` of site.yaml).
 * @param newTabNote - the page language's "(opens in a new tab)".
 */
export function ServicesSection({
  sectionId,
  words: servicesSection,
  services,
  bookingUrl,
  newTabNote,
}: {
  sectionId: string;
  words: HomeWords["services"];
  services: HomePageData["services"];
  bookingUrl: string;
  newTabNote: string;
}) {
  return (
    <section
      id={sectionId}
      {...(__ANALYTICS__ && placedIn("services"))}
      aria-labelledby="services-heading"
      className="bg-surface py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="services-heading"
          eyebrow={servicesSection.eyebrow}
          heading={servicesSection.heading}
          intro={servicesSection.intro}
        />
        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {services.map(({ id, icon, words: service }) => (
            <li key={id} className="flex">
              <Card className="flex flex-1 flex-col">
                <CardIcon>
                  <Icon name={icon} />
                </CardIcon>
                <CardTitle className="mt-5">{service.title}</CardTitle>
                <p className="mt-2 leading-relaxed text-body">{service.description}</p>
                <ul className="mt-5 space-y-2 border-t border-line pt-5 text-sm text-ink">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2.5">
                      <Icon name="check" className="size-4 shrink-0 text-accent" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <BookingLink
            url={bookingUrl}
            newTabNote={newTabNote}
            className={buttonVariants({ size: "lg" })}
          >
            {servicesSection.ctaLabel}
            <Icon name="arrow-up-right" />
          </BookingLink>
        </div>
      </div>
    </section>
  );
}
