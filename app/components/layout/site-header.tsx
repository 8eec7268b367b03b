import { placedIn } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { useCopy } from "~/hooks/use-root-data";
import { buttonVariants } from "../ui/button";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu, mobileMenuId } from "./mobile-menu";

const navigationLinkClass =
  "inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium whitespace-nowrap text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus";

/**
 * The fixed top bar (docs/requirements.md R3): logo, the Services/About/Contact anchors, the
 * pages the registry puts in the navigation (R22), the language switcher and Get Started.
 * It is drawn in its phone layout (the logo's mark, the other languages, one tap away, and the
 * menu button of {@link MobileMenu}, a modal dialog opened by the platform's invoker commands,
 * so it works from the first paint, before and without JavaScript). The page's stylesheet
 * shows the site's name, Get Started and then the full navigation in place of the phone's
 * languages and menu button, from the widths at which the words of its language fit
 * (app/lib/header-fit.ts, the `data-header-fit` parts;
 * docs/decisions/066-header-fits-by-measurement.md): no label wraps or runs past the screen.
 */
export function SiteHeader() {
  const { navigation } = useCopy();
  return (
    <header
      {...(__ANALYTICS__ && placedIn("header"))}
      className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-page/95 backdrop-blur supports-backdrop-filter:bg-page/85"
    >
      <div
        data-header-fit="bar"
        className="@container/site-header container-page flex h-16 items-center gap-1"
      >
        <Logo isNameFitted />
        <nav
          data-header-fit="full-navigation"
          aria-label={navigation.primaryLabel}
          className="ml-auto hidden items-center gap-1"
        >
          {[...navigation.links, ...navigation.pages].map((link) => (
            <Link key={link.to} to={link.to} className={navigationLinkClass}>
              {link.label}
            </Link>
          ))}
          <LanguageSwitcher />
        </nav>
        <div data-header-fit="phone-navigation" className="ml-auto">
          <LanguageSwitcher className="[&_a]:px-2" />
        </div>
        <span data-header-fit="booking" className="hidden">
          <Link
            to={navigation.getStarted.to}
            className={buttonVariants({
              size: null,
              className: "min-h-11 px-4 text-sm whitespace-nowrap",
            })}
          >
            {navigation.getStarted.label}
          </Link>
        </span>
        <button
          data-header-fit="phone-navigation"
          type="button"
          commandfor={mobileMenuId}
          command="show-modal"
          aria-haspopup="dialog"
          aria-label={navigation.openMenuLabel}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "-mr-2" })}
        >
          <Icon name="menu" />
        </button>
      </div>
      <MobileMenu />
    </header>
  );
}
