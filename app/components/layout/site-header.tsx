import { placedIn } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { useCopy } from "~/hooks/use-root-data";
import { buttonVariants } from "../ui/button";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu, mobileMenuId } from "./mobile-menu";

/**
 * The fixed top bar (docs/requirements.md R3): logo, the Services/About/Contact anchors, the
 * pages the registry puts in the navigation (R22), the language switcher and Get Started.
 * Below the `md` breakpoint (768 px) the links move into {@link MobileMenu}, a modal dialog the
 * menu button opens with the platform's invoker commands, so the button works from the first
 * paint, before and without JavaScript; the other languages stay in the bar, one tap away (R22).
 */
export function SiteHeader() {
  const { navigation } = useCopy();
  return (
    <header
      {...(__ANALYTICS__ && placedIn("header"))}
      className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85"
    >
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label={navigation.primaryLabel} className="hidden items-center gap-1 md:flex">
          {[...navigation.links, ...navigation.pages].map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              {link.label}
            </Link>
          ))}
          <LanguageSwitcher />
          <Link to={navigation.getStarted.to} className={buttonVariants({ className: "ml-3" })}>
            {navigation.getStarted.label}
          </Link>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitcher />
          <button
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
      </div>
      <MobileMenu />
    </header>
  );
}
