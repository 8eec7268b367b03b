import { analyticsEvents, placedIn, trackedAs } from "~/lib/analytics-events";
import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { useCopy, useSite } from "~/hooks/use-root-data";
import type { HomePageData } from "./data.server";
import type { HomeWords } from "./words";
import { telUrl, whatsAppUrl } from "~/lib/links";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardIcon, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { SectionHeading } from "~/components/ui/section-heading";
import { OfficeStatus } from "./office-status";

/**
 * The copy buttons, their group (one tooltip provider) and the Radix tooltip come in a chunk
 * of their own (`React.lazy`), so their code is evaluated and hydrated after the rest of the
 * page, not in the task that starts hydration
 * (docs/decisions/030-one-tooltip-provider-for-the-copy-buttons.md). The group spans the
 * phone and office cards; their prerendered HTML stays in place until the chunk has arrived.
 */
const CopyButton = lazy(() =>
  import("~/components/ui/copy-button").then((module) => ({ default: module.CopyButton })),
);
const CopyButtonGroup = lazy(() =>
  import("~/components/ui/copy-button").then((module) => ({ default: module.CopyButtonGroup })),
);

/**
 * The contact section, `#contact` (spec section 2 "Contact"): phone (a `tel:` link with its
 * hours), office address, office hours with the live open-now line, and the Send us a Message
 * card whose button opens a WhatsApp chat with the prefilled text (spec section 7).
 */
export function ContactSection({
  words: contact,
  hours: { phoneHours, schedule, statusLines },
}: {
  words: HomeWords["contact"];
  hours: HomePageData["contact"];
}) {
  const copy = useCopy();
  const site = useSite();
  const { address } = site;
  const addressLines = [
    address.street,
    `${address.postalCode} ${address.locality}`,
    address.countryName,
  ];
  /**
   * The phone and office cards, with their copy buttons, or (the Suspense fallback, for a
   * client-side navigation that arrives before the buttons' chunks) with an empty square in
   * each button's place, so nothing moves when they come.
   */
  const phoneAndOfficeCards = (hasCopyButtons: boolean) => (
    <>
      <Card>
        <CardIcon>
          <Icon name="phone" />
        </CardIcon>
        <CardTitle className="mt-5">{contact.phoneTitle}</CardTitle>
        <div className="mt-2 flex items-center gap-1">
          <a
            href={telUrl(site.phone.e164)}
            {...(__ANALYTICS__ && trackedAs(analyticsEvents.call))}
            className="inline-flex min-h-11 items-center rounded-sm text-lg font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {site.phone.display}
          </a>
          {hasCopyButtons ? (
            <CopyButton
              value={site.phone.e164}
              label={contact.copyPhoneLabel}
              {...(__ANALYTICS__ && { analyticsEvent: analyticsEvents.copyPhone })}
              copiedMessage={contact.phoneCopied}
              failedMessage={contact.copyFailed}
            />
          ) : (
            <span className="size-11 shrink-0" />
          )}
        </div>
        <p className="mt-1 text-sm text-muted">{phoneHours}</p>
      </Card>
      <Card>
        <CardIcon>
          <Icon name="map-pin" />
        </CardIcon>
        <CardTitle className="mt-5">{contact.officeTitle}</CardTitle>
        <div className="mt-2 flex items-start justify-between gap-2">
          <address className="leading-relaxed text-body not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {hasCopyButtons ? (
            <CopyButton
              value={addressLines.join(", ")}
              label={contact.copyAddressLabel}
              {...(__ANALYTICS__ && { analyticsEvent: analyticsEvents.copyAddress })}
              copiedMessage={contact.addressCopied}
              failedMessage={contact.copyFailed}
              className="-mt-2"
            />
          ) : (
            <span className="-mt-2 size-11 shrink-0" />
          )}
        </div>
      </Card>
    </>
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
        <div className="mt-14 grid gap-5 lg:grid-cols-3">
          <Suspense fallback={phoneAndOfficeCards(false)}>
            <CopyButtonGroup>{phoneAndOfficeCards(true)}</CopyButtonGroup>
          </Suspense>
          <Card>
            <CardIcon>
              <Icon name="clock" />
            </CardIcon>
            <CardTitle className="mt-5">{contact.hoursTitle}</CardTitle>
            <dl className="mt-2 space-y-1.5 text-sm">
              {schedule.map((line) => (
                <div key={line.days} className="flex justify-between gap-4">
                  <dt className="text-body">{line.days}</dt>
                  <dd className="font-medium text-ink">{line.hours}</dd>
                </div>
              ))}
            </dl>
            <OfficeStatus statusLines={statusLines} className="mt-4" />
          </Card>
        </div>
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
      </div>
    </section>
  );
}
