import { analyticsEvents, placedIn, trackedAs } from "~/lib/analytics-events";
import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { locales } from "~/i18n/locales";
import { useCopy, useLocale, usePageCopy } from "~/i18n/use-copy";
import { telUrl, whatsAppUrl } from "~/lib/links";
import { describeSchedule, formatClockTime } from "~/lib/office-hours";
import { buttonVariants } from "../ui/button";
import { Card, CardIcon, CardTitle } from "../ui/card";
import { ExternalLink } from "../ui/external-link";
import { SectionHeading } from "../ui/section-heading";
import { OfficeStatus } from "./office-status";

/**
 * The copy buttons and their Radix tooltips come in a chunk of their own (`React.lazy`), so
 * their code is evaluated and hydrated after the rest of the page, not in the task that
 * starts hydration (docs/decisions/013-standard-providers-and-lazy-chunks.md). Their
 * prerendered HTML stays in place until then; the fallback, for a client-side navigation that
 * arrives before the chunk, keeps the button's 44 px square free.
 */
const CopyButton = lazy(() =>
  import("../ui/copy-button").then((module) => ({ default: module.CopyButton })),
);

/**
 * The contact section, `#contact` (spec section 2 "Contact"): phone (a `tel:` link with its
 * hours), office address, office hours with the live open-now line, and the Send us a Message
 * card whose button opens a WhatsApp chat with the prefilled text (spec section 7).
 */
export function ContactSection() {
  const copy = useCopy();
  const clock = locales[useLocale()];
  const { contact } = usePageCopy("home");
  const { address } = site;
  const schedule = describeSchedule(site.officeHours, clock, contact);
  // The phone card gives the first opening rule's days and hours ("Monday-Friday 9AM-6PM ART").
  const [firstRule] = site.officeHours;
  const phoneHours =
    firstRule && schedule[0]
      ? contact.phoneHours(
          schedule[0].days,
          formatClockTime(firstRule.opens, clock, false),
          formatClockTime(firstRule.closes, clock, false),
          site.timeZoneAbbreviation,
        )
      : null;
  const addressLines = [
    address.street,
    `${address.postalCode} ${address.locality}`,
    address.countryName,
  ];
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
              <Suspense fallback={<span className="size-11 shrink-0" />}>
                <CopyButton
                  value={site.phone.e164}
                  label={contact.copyPhoneLabel}
                  {...(__ANALYTICS__ && { analyticsEvent: analyticsEvents.copyPhone })}
                  copiedMessage={contact.phoneCopied}
                  failedMessage={contact.copyFailed}
                />
              </Suspense>
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
              <Suspense fallback={<span className="-mt-2 size-11 shrink-0" />}>
                <CopyButton
                  value={addressLines.join(", ")}
                  label={contact.copyAddressLabel}
                  {...(__ANALYTICS__ && { analyticsEvent: analyticsEvents.copyAddress })}
                  copiedMessage={contact.addressCopied}
                  failedMessage={contact.copyFailed}
                  className="-mt-2"
                />
              </Suspense>
            </div>
          </Card>
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
            <OfficeStatus className="mt-4" />
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
