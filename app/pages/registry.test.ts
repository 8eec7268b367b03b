import { z } from "zod";
import { describe, expect, it } from "vitest";
import { editorConfig } from "~/content/editor-config";
import { metaWordsSchema, text } from "~/content/schema";
import { articles, figures, site } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { languageLinks } from "~/lib/language-links";
import { pageRoutes } from "~/routes";
import { sitemapEntries } from "../../tooling/build-steps/seo/seo-assets";
import { pageHead } from "./page-head";
import {
  alternatesOf,
  isBuilt,
  needsHydrationAt,
  pagePath,
  pagePaths,
  pages,
  prerenderPaths,
  sitePaths,
  writtenPagesOf,
  type PageEntry,
  type PageRegistry,
} from "./registry";

/** A page the site does not have, as a new page's registry entry would describe it. */
const team: PageEntry = {
  route: "pages/team/route.tsx",
  file: "team.yaml",
  words: z.object({ meta: metaWordsSchema("team page"), heading: text.meta({ title: "Heading" }) }),
  label: "Team page",
  slugs: { en: "team", es: "equipo" },
  isIndexable: true,
  needsHydration: false,
  isInNavigation: true,
  isOptional: false,
  listsArticles: false,
};
const withTeam: PageRegistry = { ...pages, team };
const options = { localesWithArticles: localeIds, writtenPages: {} };
const teamPaths = { en: "/team", es: "/es/equipo" };

/** Every route of a route config, at any depth: its id, path and file. */
function flatRoutes(
  routes: ReturnType<typeof pageRoutes>,
): { id?: string; path?: string; file: string }[] {
  return routes.flatMap((route) => [route, ...flatRoutes(route.children ?? [])]);
}

describe("the page registry is the one list of pages", () => {
  it("gives an added page a route in every locale, rendered by its route module", () => {
    const routes = flatRoutes(pageRoutes(withTeam, options)).filter(
      (route) => route.file === team.route,
    );
    expect(routes.map(({ id, path }) => [id, path])).toEqual([
      ["en/team", "team"],
      ["es/team", "es/equipo"],
    ]);
  });

  it("prerenders an added page in every locale", () => {
    const paths = prerenderPaths(withTeam, options, {});
    expect(paths).toEqual(expect.arrayContaining(Object.values(teamPaths)));
    expect(paths).toHaveLength(prerenderPaths(pages, options, {}).length + localeIds.length);
  });

  it("lists an indexable added page in the sitemap with its alternates", () => {
    const entries = sitemapEntries(withTeam, options, site.url, articles);
    const team = entries.filter(({ url }) => url.endsWith("/team") || url.endsWith("/equipo"));
    expect(team.map(({ url }) => url)).toEqual(
      Object.values(teamPaths).map((path) => `${site.url}${path}`),
    );
    expect(team[0]?.alternates).toContainEqual({ hreflang: "es", url: `${site.url}/es/equipo` });
    expect(team[0]?.alternates).toContainEqual({ hreflang: "x-default", url: `${site.url}/team` });
  });

  it("gives an added page hreflang links to each language version", () => {
    const head = pageHead(site, "es", team, {
      title: "Nuestro equipo de datos",
      description: "Quiénes somos: las personas detrás de cada proyecto de datos de la empresa.",
      image: { alt: "Vista previa del equipo", headline: "Nuestro equipo" },
    });
    const links = head.filter((tag) => "hrefLang" in tag) as { hrefLang: string; href: string }[];
    expect(links.map((tag) => [tag.hrefLang, tag.href])).toEqual(
      alternatesOf(teamPaths).map(({ hreflang, path }) => [hreflang, `${site.url}${path}`]),
    );
    expect(head).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.url}/es/equipo`,
    });
  });

  it("leads the language switcher from an added page to its translation", () => {
    const paths = pagePaths(withTeam, options);
    expect(languageLinks(paths, "/team")).toEqual([{ locale: "es", href: "/es/equipo" }]);
    expect(languageLinks(paths, "/es/equipo/")).toEqual([{ locale: "en", href: "/team" }]);
    expect(languageLinks(pagePaths(pages, options), "/team")).toEqual([
      { locale: "es", href: "/es" },
    ]);
  });

  it("lists an added page's words file in the editor, in every language", () => {
    const config = editorConfig({
      repository: "owner/site",
      pages: withTeam,
      figureIds: {
        heroStats: figures.heroStats.map(({ id }) => id),
        trackRecord: figures.trackRecord.map(({ id }) => id),
        services: figures.services.map(({ id }) => id),
        values: figures.values.map(({ id }) => id),
      },
    });
    const [, pageWords] = config.collections;
    const entry = pageWords.files.find((file) => file.name === "team");
    expect(entry?.label).toBe(team.label);
    expect(entry?.file).toBe("app/content/{{locale}}/team.yaml");
    expect(entry?.fields.map((field) => field.name)).toEqual(["meta", "heading"]);
  });

  it("says whether the page at a path hydrates: an added page, an article, a Not-found page", () => {
    expect(needsHydrationAt("/team", withTeam)).toBe(false);
    expect(needsHydrationAt("/es/equipo/", withTeam)).toBe(false);
    expect(
      needsHydrationAt("/team", { ...withTeam, team: { ...team, needsHydration: true } }),
    ).toBe(true);
    expect(needsHydrationAt("/", withTeam)).toBe(pages.home.needsHydration);
    expect(needsHydrationAt("/es", withTeam)).toBe(pages.home.needsHydration);
    expect(needsHydrationAt("/es/casos-de-exito")).toBe(pages.caseStudies.needsHydration);
    expect(needsHydrationAt("/insights/any-article")).toBe(false);
    expect(needsHydrationAt("/es/404")).toBe(true);
    expect(needsHydrationAt("/team")).toBe(true);
  });

  it("uses the default locale's slug for a locale the page names no slug for", () => {
    expect(pagePath({ ...team, slugs: { en: "team" } }, "es")).toBe("/es/team");
    expect(pagePath(pages.home, "es")).toBe("/es");
    expect(pagePath(pages.home, "en")).toBe("/");
  });

  it("builds an optional page only in the locales whose words for it have a section", () => {
    const written = writtenPagesOf(pages, (locale, key) =>
      key === "terms" && locale === "es" ? { sections: [{ heading: "Uso" }] } : { sections: [] },
    );
    expect(written).toEqual({ en: [], es: [pages.terms.file] });
    const termsOptions = { localesWithArticles: localeIds, writtenPages: written };
    expect(isBuilt(pages.terms, "en", termsOptions)).toBe(false);
    expect(isBuilt(pages.terms, "es", termsOptions)).toBe(true);
    expect(sitePaths(pages, termsOptions)).toContain("/es/terminos");
    expect(sitePaths(pages, termsOptions)).not.toContain("/terms");
    // The privacy page is in every build.
    expect(sitePaths(pages, options)).toEqual(
      expect.arrayContaining(["/privacy", "/es/privacidad"]),
    );
  });
});
