import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { useLocation } from "react-router";
import { canonicalPath } from "~/lib/canonical-path";
import { localeIds, localeOf, locales, pageKeyOf } from "~/i18n/locales";
import { useCopy } from "~/i18n/page-data";
import { cn } from "~/lib/cn";

/**
 * Links to the same page in every other language (case studies ↔ casos de éxito, privacy ↔
 * privacidad when that page is built; from a Not-found page, the other language's home). Each link is named by the language's own name
 * and carries `lang` and `hreflang`, so a screen reader reads "Español" in Spanish (WCAG
 * 3.1.2). Plain links, not client-side navigation: the other language's copy is not loaded.
 */
export function LanguageSwitcher({
  tone = "light",
  className,
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  const { pathname } = useLocation();
  const { navigation } = useCopy();
  const current = localeOf(pathname);
  const page = pageKeyOf(pathname) ?? "home";
  return (
    <ul aria-label={navigation.languagesLabel} className={cn("flex gap-1", className)}>
      {localeIds
        .filter((locale) => locale !== current)
        .map((locale) => (
          <li key={locale}>
            <a
              href={
                __ANALYTICS__ && canonicalPath(pathname) === locales[current].privacyPath
                  ? locales[locale].privacyPath
                  : locales[locale].paths[page]
              }
              hrefLang={locales[locale].hreflang}
              {...(__ANALYTICS__ && trackedAs(analyticsEvents.switchLanguage))}
              lang={locales[locale].lang}
              className={cn(
                "inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium focus-visible:outline-2",
                tone === "light"
                  ? "text-body hover:bg-surface hover:text-ink focus-visible:outline-focus"
                  : "text-white/75 hover:text-white focus-visible:outline-accent-bright",
              )}
            >
              {locales[locale].name}
            </a>
          </li>
        ))}
    </ul>
  );
}
