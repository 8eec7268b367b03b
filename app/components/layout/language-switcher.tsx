import { analyticsEvents, trackedAs } from "~/lib/analytics-events";
import { useLocation } from "react-router";
import { useRootData } from "~/hooks/use-root-data";
import { locales } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { languageLinks } from "~/lib/language-links";

/**
 * Links to the same page in every other language ({@link languageLinks}: case studies ↔ casos
 * de éxito; from a Not-found page, the other language's home). Each link is named by the
 * language's own name and carries `lang` and `hreflang`, so a screen reader reads "Español" in
 * Spanish (WCAG 3.1.2). Plain links, not client-side navigation: the other language's copy is not loaded.
 * No name ever wraps.
 */
export function LanguageSwitcher({
  tone = "light",
  className,
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  const { pathname } = useLocation();
  const { common, pagePaths } = useRootData();
  return (
    <ul aria-label={common.navigation.languagesLabel} className={cn("flex gap-1", className)}>
      {languageLinks(pagePaths, pathname).map(({ locale, href }) => (
        <li key={locale}>
          <a
            href={href}
            hrefLang={locales[locale].hreflang}
            {...(__ANALYTICS__ && trackedAs(analyticsEvents.switchLanguage))}
            lang={locales[locale].lang}
            className={cn(
              "inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2",
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
