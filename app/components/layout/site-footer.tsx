import { analyticsEvents, placedIn, trackedAs } from "~/lib/analytics-events";
import { Link } from "react-router";
import { useRootData } from "~/hooks/use-root-data";
import { useLocale } from "~/i18n/use-locale";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const footerLinkClass =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-white/75 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-bright";

/**
 * The site footer (docs/requirements.md R11): brand, tagline, the 2025 copyright line, and the
 * legal links: Privacy Policy, to the privacy page every build has, and Terms of Service, to
 * the terms page once the owner has written it in the page's language (no entry before). The
 * footer also repeats the navigation, so the menu's links are reachable on a phone even before
 * (or without) JavaScript.
 */
export function SiteFooter() {
  const { common: copy, site, pagePaths } = useRootData();
  const locale = useLocale();
  const { navigation, footer } = copy;
  const legalLinks = [
    { to: pagePaths.privacy?.[locale], label: footer.privacyPolicy },
    { to: pagePaths.terms?.[locale], label: footer.termsOfService },
  ];
  return (
    <footer {...(__ANALYTICS__ && placedIn("footer"))} className="bg-night text-white">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.5fr_1fr]">
        <div className="max-w-sm">
          <Logo tone="dark" />
          <p className="mt-4 text-sm leading-relaxed text-white/75">{copy.site.tagline}</p>
          <LanguageSwitcher tone="dark" className="mt-4 -ml-3" />
        </div>
        <nav aria-label={footer.navigationLabel}>
          <ul className="grid grid-cols-2 gap-x-6">
            {[...navigation.links, ...navigation.pages].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={footerLinkClass}
                  {...(__ANALYTICS__ &&
                    link.to === navigation.caseStudies.to &&
                    trackedAs(analyticsEvents.viewCaseStudies))}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. {footer.rights}
          </p>
          <ul className="flex items-center gap-6">
            {legalLinks.map(
              ({ to, label }) =>
                to && (
                  <li key={to}>
                    <Link to={to} className={footerLinkClass}>
                      {label}
                    </Link>
                  </li>
                ),
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
