import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import { readContent } from "./content/content.server";
import { defaultLocale, localeIds, localePrefix } from "./i18n/locales";
import { resolveAnalytics } from "./lib/analytics-settings";
import { builtPages, notFoundPage, pagePath, pages, type PageRegistry } from "./pages/registry";

/**
 * The route table of a page registry: every built page in every locale at its path, all
 * rendered by the page's one route module (each route's id names its locale and page:
 * `es/caseStudies`), inside the site's layout. Unknown paths under a locale's prefix get that
 * locale's Not-found page; any other, the default's.
 *
 * @param registry - the pages (app/pages/registry.ts).
 * @param options - `hasAnalytics`: whether pages that need analytics are built.
 */
export function pageRoutes(
  registry: PageRegistry,
  options: { hasAnalytics: boolean },
): RouteConfigEntry[] {
  return [
    layout(
      "components/layout/site-layout.tsx",
      localeIds.flatMap((locale) =>
        builtPages(registry, options).map(([key, page]) => {
          const path = pagePath(page, locale);
          const id = `${locale}/${key}`;
          return path === "/"
            ? index(page.route, { id })
            : route(path.slice(1), page.route, { id });
        }),
      ),
    ),
    ...localeIds
      .filter((locale) => locale !== defaultLocale)
      .map((locale) =>
        route(`${localePrefix(locale).slice(1)}/*`, notFoundPage.route, {
          id: `${locale}/notFound`,
        }),
      ),
    route("*", notFoundPage.route, { id: `${defaultLocale}/notFound` }),
  ];
}

/** Pages that need analytics exist only in a build that counts visits (docs/analytics.md). */
const hasAnalytics = resolveAnalytics(readContent().analytics, process.env) !== null;

export default pageRoutes(pages, { hasAnalytics }) satisfies RouteConfig;
