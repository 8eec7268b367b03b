import path from "node:path";
import { parse } from "parse5";
import { localeIds, notFoundPath } from "../../app/i18n/locales.ts";
import { pages, sitePaths, type PageRegistry } from "../../app/pages/registry.ts";
import { elements } from "../lib/html-elements.ts";
import { parseXml } from "./xml.ts";

/** The sitemaps.org namespace of `<urlset>` and `<loc>` (https://www.sitemaps.org/protocol.html). */
const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A path the audit opens, and what it expects there. */
export interface AuditedPage {
  /** The path on the target: `/`, `/es/casos-de-exito`, `/es/<missing path>`. */
  path: string;
  /** `page`: answers 200 with the page; `not-found`: answers 404 with the Not-found page. */
  expects: "page" | "not-found";
  /**
   * Where it was found: the sitemap, the page registry (built only with some settings, so
   * audited only when the target has it), a Not-found probe, or `--pages`.
   */
  foundIn: "sitemap" | "registry" | "not-found" | "option";
}

/**
 * The paths of a sitemap's `<loc>` entries, on the target: each URL's path (a sitemap names
 * the production origin; the audit opens the same path wherever the site is served).
 *
 * @param sitemapXml - the text of `/sitemap.xml` (sitemaps.org protocol 0.9).
 * @returns the paths in the sitemap's order, each once.
 * @throws Error when the text is not well-formed XML or not a `<urlset>`.
 */
export function sitemapPaths(sitemapXml: string): string[] {
  const result = parseXml(sitemapXml);
  if ("error" in result) throw new Error(`not well-formed XML: ${result.error}`);
  const root = result.document.documentElement;
  if (root.localName !== "urlset") throw new Error(`its root is <${root.localName}>, not <urlset>`);
  const locs = [...result.document.getElementsByTagNameNS(sitemapNamespace, "loc")];
  return [...new Set(locs.map((loc) => new URL((loc.textContent ?? "").trim()).pathname))];
}

/**
 * Every page path the page registry can build (app/pages/registry.ts `sitePaths`): each page in
 * each locale, as if every locale had articles and every optional page were written. Which of
 * them a build has depends on its content, so the audit opens those the sitemap lacks only
 * when the target answers them.
 *
 * @param registry - the pages (app/pages/registry.ts, or a test's copy with a page added).
 */
export function registryPaths(registry: PageRegistry = pages): string[] {
  const everyFile = Object.values(registry).map((page) => page.file);
  return sitePaths(registry, {
    localesWithArticles: localeIds,
    writtenPages: Object.fromEntries(localeIds.map((locale) => [locale, everyFile])),
  });
}

/**
 * The folder of each locale's Not-found page (app/i18n/locales.ts `notFoundPath`): `/`, `/es`.
 * Any missing path under it is answered by that locale's Not-found page.
 */
export function notFoundFolders(): string[] {
  return localeIds.map((locale) => path.posix.dirname(notFoundPath(locale)));
}

/**
 * The pages to audit: the sitemap's, then the registry's that the sitemap lacks, then a missing
 * path under each Not-found folder.
 *
 * @param sitemap - {@link sitemapPaths} of the target's sitemap (empty when it has none).
 * @param registry - {@link registryPaths}.
 * @param folders - {@link notFoundFolders}.
 * @param missingSegment - a path segment no site has (a random token), e.g. `audit-3f9c2a1b`.
 */
export function discoverPages(
  sitemap: readonly string[],
  registry: readonly string[],
  folders: readonly string[],
  missingSegment: string,
): AuditedPage[] {
  const listed = new Set(sitemap);
  return [
    ...sitemap.map((pagePath) => ({
      path: pagePath,
      expects: "page" as const,
      foundIn: "sitemap" as const,
    })),
    ...registry
      .filter((pagePath) => !listed.has(pagePath))
      .map((pagePath) => ({
        path: pagePath,
        expects: "page" as const,
        foundIn: "registry" as const,
      })),
    ...folders.map((folder) => ({
      path: `${folder === "/" ? "" : folder}/${missingSegment}`,
      expects: "not-found" as const,
      foundIn: "not-found" as const,
    })),
  ];
}

/** Feed types a page may link as `<link rel="alternate">` (RSS 2.0, RFC 4287 Atom). */
const feedTypes = new Set(["application/rss+xml", "application/atom+xml"]);

/**
 * The feeds a page links (`<link rel="alternate" type="application/rss+xml" href>`), as paths on
 * the page's origin; links to another origin are left out.
 *
 * @param html - the page's HTML.
 * @param pageUrl - its absolute URL, to resolve relative `href`s.
 */
export function feedPaths(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = [...elements(parse(html))].flatMap((element) => {
    if (element.tagName !== "link") return [];
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value ?? "";
    const rels = value("rel").toLowerCase().split(/\s+/);
    if (!rels.includes("alternate") || !feedTypes.has(value("type").toLowerCase())) return [];
    const url = new URL(value("href"), pageUrl);
    return url.origin === origin ? [url.pathname] : [];
  });
  return [...new Set(found)];
}
