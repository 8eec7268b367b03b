import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { readContent } from "./content/content.server";
import { defaultLocale, localeIds, locales } from "./i18n/locales";
import { resolveAnalytics } from "./lib/analytics-settings";

/** The privacy page exists only in a build that counts visits (docs/analytics.md). */
const hasPrivacyPage = resolveAnalytics(readContent().analytics, process.env) !== null;

/**
 * Every locale's pages, at the paths `app/i18n/locales.ts` gives them, all rendered by the
 * same route modules (each route's id names its locale: `es/case-studies`). Unknown paths
 * under a locale's prefix get that locale's Not-found page; any other, the default's.
 */
export default [
  layout(
    "routes/site-layout.tsx",
    localeIds.flatMap((locale) => {
      const { home, caseStudies } = locales[locale].paths;
      return [
        locale === defaultLocale
          ? index("routes/home.tsx", { id: `${locale}/home` })
          : route(home.slice(1), "routes/home.tsx", { id: `${locale}/home` }),
        route(caseStudies.slice(1), "routes/case-studies.tsx", { id: `${locale}/case-studies` }),
        ...(hasPrivacyPage
          ? [
              route(locales[locale].privacyPath.slice(1), "routes/privacy.tsx", {
                id: `${locale}/privacy`,
              }),
            ]
          : []),
      ];
    }),
  ),
  ...localeIds
    .filter((locale) => locale !== defaultLocale)
    .map((locale) =>
      route(`${locales[locale].paths.home.slice(1)}/*`, "routes/not-found.tsx", {
        id: `${locale}/not-found`,
      }),
    ),
  route("*", "routes/not-found.tsx", { id: `${defaultLocale}/not-found` }),
] satisfies RouteConfig;
