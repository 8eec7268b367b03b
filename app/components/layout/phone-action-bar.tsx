import { BookingLink } from "~/components/ui/booking-link";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { WhatsAppLink } from "~/components/ui/whats-app-link";
import { useCopy, useSite } from "~/hooks/use-root-data";
import { placedIn } from "~/lib/analytics-events";

/**
 * The bar's buttons are as tall as the `lg` size (48 px) with smaller type and padding, so two
 * fit side by side at 320 px. Kept here rather than as a size of `buttonVariants`, which ships
 * to the browser, while this component does not.
 */
const barButtonSize = "min-h-12 px-3 text-sm";

/**
 * The phone action bar (docs/requirements.md R20): wherever the header shows its phone layout
 * (until the page's stylesheet finds room for the full navigation, app/lib/header-fit.ts), a
 * bar fixed at the bottom of the screen with the two ways to get in touch, booking the
 * consultation and a WhatsApp chat, each a 48 px target (WCAG 2.5.8) opening in a new tab. It
 * is HTML and CSS alone (app/app.css, "Phone action bar"): on a page with a hero it steps aside
 * while the hero's buttons are wholly on screen, by a scroll-driven animation on their view
 * timeline; on any other page, and in a browser without scroll-driven animations, it is always
 * there. The page
 * keeps the bar's height free below its content and scrolls focused controls clear of it
 * (WCAG 2.4.11), and the bar leaves room for the device's safe area. The root layout renders it
 * into the prerendered HTML only ({@link PrerenderedOnly}), so it adds no JavaScript.
 */
export function PhoneActionBar() {
  const { contactActions, navigation } = useCopy();
  const site = useSite();
  return (
    <aside
      data-phone-layout
      aria-label={contactActions.label}
      {...(__ANALYTICS__ && placedIn("action-bar"))}
      className="fixed inset-x-0 bottom-0 z-30 reveal-after-hero-actions bg-page/95 pb-[env(safe-area-inset-bottom)] shadow-action-bar backdrop-blur supports-backdrop-filter:bg-page/85"
    >
      <div className="container-page grid h-(--action-bar-height) grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
        <BookingLink
          url={site.consultation.url}
          newTabNote={navigation.opensInNewTab}
          className={buttonVariants({ size: null, className: barButtonSize })}
        >
          <Icon name="calendar-check" />
          {contactActions.book}
        </BookingLink>
        <WhatsAppLink
          className={buttonVariants({ variant: "secondary", size: null, className: barButtonSize })}
        >
          {contactActions.whatsApp}
        </WhatsAppLink>
      </div>
    </aside>
  );
}
