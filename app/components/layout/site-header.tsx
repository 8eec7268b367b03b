import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { navigation } from "~/content/navigation";
import { buttonVariants } from "../ui/button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

const mobileMenuId = "mobile-menu";

/**
 * The fixed top bar (spec section 2 "Home page"): logo, the Services/About/Contact anchors
 * and Get Started. Below the `md` breakpoint (768 px) the links move into {@link MobileMenu},
 * behind a disclosure button (WAI-ARIA APG "Disclosure"): `aria-expanded` and
 * `aria-controls`; Escape closes it and returns focus to the button; choosing a link closes
 * it; while open, the page behind does not scroll.
 */
export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const root = document.documentElement;
    root.classList.add("max-md:overflow-hidden");
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      root.classList.remove("max-md:overflow-hidden");
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [isMenuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label={navigation.primaryLabel} className="hidden items-center gap-1 md:flex">
          {navigation.links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              {link.label}
            </Link>
          ))}
          <Link to={navigation.getStarted.to} className={buttonVariants({ className: "ml-3" })}>
            {navigation.getStarted.label}
          </Link>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={mobileMenuId}
          aria-label={isMenuOpen ? navigation.closeMenuLabel : navigation.openMenuLabel}
          onClick={() => setIsMenuOpen((open) => !open)}
          className={buttonVariants({
            variant: "ghost",
            size: "icon",
            className: "-mr-2 md:hidden",
          })}
        >
          {isMenuOpen ? <Icon name="x" /> : <Icon name="menu" />}
        </button>
      </div>
      <MobileMenu id={mobileMenuId} isOpen={isMenuOpen} onNavigate={() => setIsMenuOpen(false)} />
    </header>
  );
}
