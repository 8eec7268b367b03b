import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import { buildOptionsOf, readContent } from "./content/content.server";
import { defaultLocale, localeIds, localePrefix } from "./i18n/locales";
import {
  articlePage,
  isBuilt,
  notFoundPage,
  pagePath,
  pages,
  type BuildOptions,
  type PageRegistry,
} from "./pages/registry";

/**
 * The route table of a page registry: every built page in every locale at its path, all
 * rendered by the page's one route module (each route's id names its locale and page:
 * `es/caseStudies`), inside the site's layout; under the page that lists the articles, each
 * article's page (`insights/:slug`, id `en/article`). Unknown paths under a locale's prefix
 * get that locale's Not-found page; any other, the default's.
 *
 * @param registry - the pages (app/pages/registry.ts).
 * @param options - which locales have articles, and which optional pages each has written.
 */
export function pageRoutes(registry: PageRegistry, options: BuildOptions): RouteConfigEntry[] {
  return [
    layout(
      "components/layout/site-layout.tsx",
      localeIds.flatMap((locale) =>
        Object.entries(registry)
          .filter(([, page]) => isBuilt(page, locale, options))
          .flatMap(([key, page]) => {
            const path = pagePath(page, locale);
            const id = `${locale}/${key}`;
            if (path === "/") return [index(page.route, { id })];
            return [
              route(path.slice(1), page.route, { id }),
              ...(page.listsArticles
                ? [route(`${path.slice(1)}/:slug`, articlePage.route, { id: `${locale}/article` })]
                : []),
            ];
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

export default pageRoutes(pages, buildOptionsOf(readContent())) satisfies RouteConfig;
