import { placedIn } from "~/lib/analytics-events";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/hooks/use-root-data";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";
import { WhatsAppLink } from "../ui/whats-app-link";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { wireMobileMenu } from "./mobile-menu-script";

/** The id of the mobile menu dialog, which the header's toggle and {@link wireMobileMenu} name. */
export const mobileMenuId = "mobile-menu";

/**
 * The menu's inline script ({@link wireMobileMenu}, called with {@link mobileMenuId}), in the
 * prerendered HTML only: the browser bundle leaves it out (`import.meta.env.SSR` is false
 * there), and hydration keeps the element the HTML has.
 */
export const mobileMenuScript = import.meta.env.SSR
  ? `(${wireMobileMenu.toString()})(${JSON.stringify(mobileMenuId)})`
  : "";

/**
 * The small-screen menu (docs/requirements.md R15: a toggleable menu holds the same items and closes
 * when a link is chosen"), with a WhatsApp chat link under Get Started (R20): a modal `<dialog>` over the whole screen, opened by the header's
 * toggle through invoker commands (`commandfor` + `command="show-modal"`), so it works from
 * the first paint and without JavaScript. Being modal, nothing behind it takes focus
 * (WCAG 2.4.11) and Escape closes it and returns focus to the toggle (both native); the page
 * behind does not scroll (app.css). It repeats the bar's logo and puts the close button where
 * the toggle was. It closes on every navigation: links, Back (its inline script) and any
 * client-side route change (an effect on the location key, skipped on mount, so hydration
 * leaves a menu opened before it open). React never sets its open state.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const { navigation, contactActions } = useCopy();
  // Closes on a client-side route change, never on mount: a menu the visitor opened before the
  // page hydrated stays open through hydration.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [key]);

  return (
    <dialog
      id={mobileMenuId}
      ref={dialogRef}
      {...(__ANALYTICS__ && placedIn("menu"))}
      aria-label={navigation.menuLabel}
      className="m-0 h-dvh max-h-none w-full max-w-none border-0 bg-page p-0 text-body backdrop:bg-transparent"
    >
      <div className="border-b border-line/80">
        <div className="container-page flex h-16 items-center justify-between gap-6">
          <Logo />
          <button
            type="button"
            commandfor={mobileMenuId}
            command="close"
            aria-label={navigation.closeMenuLabel}
            className={buttonVariants({ variant: "ghost", size: "icon", className: "-mr-2" })}
          >
            <Icon name="x" />
          </button>
        </div>
      </div>
      <nav aria-label={navigation.primaryLabel} className="container-page flex flex-col gap-1 py-6">
        {[...navigation.links, ...navigation.pages].map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="flex min-h-12 items-center rounded-button px-3 text-lg font-medium text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus"
          >
            {link.label}
          </Link>
        ))}
        <Link to={navigation.getStarted.to} className={cn(buttonVariants({ size: "lg" }), "mt-4")}>
          {navigation.getStarted.label}
        </Link>
        <WhatsAppLink className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "mt-2")}>
          {contactActions.whatsApp}
        </WhatsAppLink>
        <LanguageSwitcher className="mt-4" />
      </nav>
    </dialog>
  );
}
