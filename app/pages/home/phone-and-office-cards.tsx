import { lazy } from "react";
import { Card, CardIcon, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { useSite } from "~/hooks/use-root-data";
import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { telUrl } from "~/lib/links";
import type { HomeWords } from "./words";

/**
 * The copy buttons and the Radix tooltip come in a chunk of their own (`React.lazy`), so their
 * code is evaluated and hydrated after the rest of the page, not in the task that starts
 * hydration (docs/decisions/030-one-tooltip-provider-for-the-copy-buttons.md).
 */
const CopyButton = lazy(() =>
  import("~/components/ui/copy-button").then((module) => ({ default: module.CopyButton })),
);

/**
 * The contact section's phone card (a `tel:` link and its hours) and office card (the
 * address), each with a copy button, or, with `hasCopyButtons` false (the Suspense fallback
 * for a client-side navigation that arrives before the buttons' chunk), an empty square in
 * each button's place, so nothing moves when they come.
 */
export function PhoneAndOfficeCards({
  words: contact,
  phoneHours,
  hasCopyButtons,
}: {
  words: HomeWords["contact"];
  /** The phone card's line, "Monday-Friday 9AM-6PM ART". */
  phoneHours: string;
  hasCopyButtons: boolean;
}) {
  const site = useSite();
  const { address } = site;
  const addressLines = [
    address.street,
    `${address.postalCode} ${address.locality}`,
    address.countryName,
  ];
  return (
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
}
