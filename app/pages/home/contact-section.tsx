import { lazy, Suspense } from "react";
import { BookingLink } from "~/components/ui/booking-link";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { placedIn } from "~/lib/analytics-events";
import type { HomePageData } from "./data.server";
import { MessageCard } from "./message-card";
import { OfficeHoursCard } from "./office-hours-card";
import { PhoneAndOfficeCards } from "./phone-and-office-cards";
import type { HomeWords } from "./words";

/**
 * The copy buttons' group (one tooltip provider for both) comes in the copy buttons' own chunk
 * (docs/decisions/030-one-tooltip-provider-for-the-copy-buttons.md). The group spans the phone
 * and office cards; their prerendered HTML stays in place until the chunk has arrived.
 */
const CopyButtonGroup = lazy(() =>
  import("~/components/ui/copy-button").then((module) => ({ default: module.CopyButtonGroup })),
);

/**
 * The contact section, `#contact` (docs/requirements.md R9), where Get Started leads: first the
 * link to book the consultation its intro offers (R21), then phone (a `tel:` link with its
 * hours), office address, office hours with the live open-now line, and the Send us a Message
 * card whose button opens a WhatsApp chat with the prefilled text (docs/requirements.md R10, R19).
 */
export function ContactSection({
  words: contact,
  hours,
}: {
  words: HomeWords["contact"];
  hours: HomePageData["contact"];
}) {
  const copy = useCopy();
  const site = useSite();
  const cards = (hasCopyButtons: boolean) => (
    <PhoneAndOfficeCards
      words={contact}
      phoneHours={hours.phoneHours}
      hasCopyButtons={hasCopyButtons}
    />
  );
  return (
    <section
      id={copy.navigation.sectionIds.contact}
      {...(__ANALYTICS__ && placedIn("contact"))}
      aria-labelledby="contact-heading"
      className="bg-surface py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="contact-heading"
          eyebrow={contact.eyebrow}
          heading={contact.heading}
          intro={contact.intro}
        />
        <div className="mt-8 flex justify-center">
          <BookingLink
            url={site.consultation.url}
            newTabNote={copy.navigation.opensInNewTab}
            className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}
          >
            <Icon name="calendar-check" />
            {contact.bookCta}
          </BookingLink>
        </div>
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          <Suspense fallback={cards(false)}>
            <CopyButtonGroup>{cards(true)}</CopyButtonGroup>
          </Suspense>
          <OfficeHoursCard title={contact.hoursTitle} hours={hours} />
        </div>
        <MessageCard words={contact} />
      </div>
    </section>
  );
}
