import { Resvg } from "@resvg/resvg-js";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import { publishedArticles, type Article } from "../../../app/content/articles.ts";
import { buildOptionsOf, readContent } from "../../../app/content/content.server.ts";
import { defaultLocale, localeIds, type Locale } from "../../../app/i18n/locales.ts";
import { articlePreview } from "../../../app/pages/article/article-preview.ts";
import { articleVersions } from "../../../app/pages/article/article-versions.ts";
import {
  alternatesOf,
  articlePath,
  articlePreviewImagePath,
  builtLocales,
  builtPaths,
  isBuilt,
  pagePath,
  pages,
  previewImagePath,
  type BuildOptions,
  type PageRegistry,
} from "../../../app/pages/registry.ts";
import { writeArticleFeeds } from "./article-feeds.ts";
import { previewImageSize } from "../../../app/lib/meta.ts";

const require = createRequire(import.meta.url);
const publicDir = path.resolve(import.meta.dirname, "../../../public");

/** Link-preview size in px, from app/lib/meta.ts (which also states it in og:image:width/height). */
const preview = { width: previewImageSize.widthPx, height: previewImageSize.heightPx };

/** PNG icons rasterised from `public/favicon.svg`: name → size in px. */
export const iconSizes = {
  "icon-32.png": 32,
  "apple-touch-icon.png": 180,
  "icon-192.png": 192,
  "icon-512.png": 512,
};

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: Node | Node[] | string };
};
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: Node["props"]["children"],
): Node => ({
  type,
  props: { style, children },
});

/**
 * The preview image's layout, as a satori element tree (satori's object form of JSX):
 * dark ink background, the brand mark and name, the page's headline, the tagline, and a
 * small bar chart in the accent colour.
 */
export function previewTemplate({
  brand,
  headline,
  tagline,
  footer,
}: Record<"brand" | "headline" | "tagline" | "footer", string>): Node {
  const bars = [34, 48, 42, 60, 56, 74, 70, 92].map((height, index) =>
    el("div", {
      width: 22,
      height: height * 2,
      borderRadius: 6,
      backgroundColor: index >= 6 ? "#5eead4" : "#0f766e",
    }),
  );
  return el(
    "div",
    {
      width: preview.width,
      height: preview.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      backgroundColor: "#0b1526",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 18 }, [
        el(
          "div",
          {
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundColor: "#0f766e",
            display: "flex",
            alignItems: "flex-end",
            justifyContent: "center",
            gap: 5,
            paddingBottom: 12,
          },
          [
            el("div", {
              width: 8,
              height: 14,
              borderRadius: 2,
              backgroundColor: "rgba(255,255,255,0.7)",
            }),
            el("div", {
              width: 8,
              height: 22,
              borderRadius: 2,
              backgroundColor: "rgba(255,255,255,0.85)",
            }),
            el("div", { width: 8, height: 30, borderRadius: 2, backgroundColor: "#ffffff" }),
          ],
        ),
        el("div", { fontSize: 34, fontWeight: 700 }, brand),
      ]),
      el(
        "div",
        {
          display: "flex",
          flexGrow: 1,
          alignItems: "flex-end",
          justifyContent: "space-between",
          gap: 48,
          paddingBottom: 36,
        },
        [
          el(
            "div",
            {
              display: "flex",
              flexDirection: "column",
              gap: 22,
              flexShrink: 1,
              flexBasis: "780px",
            },
            [
              el(
                "div",
                { fontSize: 64, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 },
                headline,
              ),
              el("div", { fontSize: 30, color: "#5eead4" }, tagline),
            ],
          ),
          el("div", { display: "flex", alignItems: "flex-end", gap: 10, flexShrink: 0 }, bars),
        ],
      ),
      el(
        "div",
        {
          display: "flex",
          fontSize: 24,
          color: "#b6c0cf",
          borderTop: "1px solid #24324a",
          paddingTop: 24,
        },
        footer,
      ),
    ],
  );
}

async function interFont(weight: 400 | 700) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: "Inter", data: await readFile(file), weight, style: "normal" as const };
}

/**
 * Renders one 1200×630 PNG link preview.
 *
 * @returns the PNG bytes.
 */
export async function renderPreview(texts: Parameters<typeof previewTemplate>[0]): Promise<Buffer> {
  const svg = await satori(previewTemplate(texts) as unknown as React.ReactNode, {
    ...preview,
    fonts: [await interFont(400), await interFont(700)],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: preview.width } }).render().asPng();
}

/** A page in the sitemap: its absolute URL and every language version of it (itself too). */
export interface SitemapEntry {
  url: string;
  alternates: readonly { hreflang: string; url: string }[];
  /** The day it last changed, `YYYY-MM-DD`; the build's day when unknown. */
  lastmod?: string;
}

/**
 * The sitemap's entries: every indexable built page of the registry in every locale it is
 * built in, then every published article, each with the same alternates as the page's own
 * hreflang links (app/pages/page-head.ts, app/pages/article/data.server.ts) and an article
 * with the day it last changed.
 *
 * @param origin - the site's origin, without a trailing slash.
 * @param articles - each locale's articles, drafts included (left out here).
 */
export function sitemapEntries(
  registry: PageRegistry,
  options: BuildOptions,
  origin: string,
  articles: Readonly<Record<Locale, readonly Article[]>>,
): SitemapEntry[] {
  const absolute = (alternates: { hreflang: string; path: string }[]) =>
    alternates.map(({ hreflang, path }) => ({ hreflang, url: `${origin}${path}` }));
  const indexable = Object.values(registry).filter((page) => page.isIndexable);
  return [
    ...localeIds.flatMap((locale) =>
      indexable
        .filter((page) => isBuilt(page, locale, options))
        .map((page) => ({
          url: `${origin}${pagePath(page, locale)}`,
          alternates: absolute(alternatesOf(builtPaths(page, options))),
        })),
    ),
    ...localeIds.flatMap((locale) =>
      publishedArticles(articles, locale).map((article) => ({
        url: `${origin}${articlePath(locale, article.slug)}`,
        alternates: absolute(alternatesOf(articleVersions(articles, article))),
        lastmod: article.updated ?? article.date,
      })),
    ),
  ];
}

/**
 * `sitemap.xml` (sitemaps.org protocol 0.9), every URL with `lastmod` (its own, else
 * `lastmod`, the build's day) and its language versions as `xhtml:link rel="alternate"`
 * (Google's "Localized versions of your page").
 */
export function sitemapXml(entries: readonly SitemapEntry[], lastmod: string): string {
  const urls = entries.map(({ url, alternates, lastmod: changed }) =>
    [
      "  <url>",
      `    <loc>${url}</loc>`,
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.url}"/>`,
      ),
      `    <lastmod>${changed ?? lastmod}</lastmod>`,
      "  </url>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** `robots.txt` (RFC 9309) allowing every crawler everything and naming the sitemap. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The build's date: `SOURCE_DATE_EPOCH` (whole seconds since 1970-01-01 UTC, the Reproducible
 * Builds convention: https://reproducible-builds.org/specs/source-date-epoch/) when set, so
 * that builds made at different times can be the same byte for byte; otherwise now.
 *
 * @throws Error when `SOURCE_DATE_EPOCH` is set to anything but a whole number of seconds.
 */
export function buildDateOf(env: NodeJS.ProcessEnv): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === "") return new Date();
  if (!/^\d+$/.test(epoch)) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
  }
  return new Date(Number(epoch) * 1000);
}

/**
 * Writes the files that describe the site to search engines and link-preview crawlers into
 * `clientDir` (run after prerendering, from `react-router.config.ts`):
 * each locale's `og/…png` previews (the paths its copy names, in its language; one per
 * article, its title as the headline), each locale's article feed, `icons/*.png`,
 * `site.webmanifest`, `sitemap.xml` listing every locale's pages and articles with their
 * alternates (absolute; `lastmod` an article's last change, else the build's date), and
 * `robots.txt`.
 *
 * @param buildDate - the build's date, for `lastmod` (defaults to {@link buildDateOf}).
 */
export async function writeSeoAssets(
  clientDir: string,
  buildDate: Date = buildDateOf(process.env),
): Promise<void> {
  const content = readContent();
  const { site, copies, articles } = content;
  const absolute = (urlPath: string) => `${site.url}${urlPath}`;
  const options = buildOptionsOf(content);
  const writePreview = async (file: string, texts: Parameters<typeof previewTemplate>[0]) => {
    const png = await renderPreview(texts);
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), png);
  };

  for (const locale of localeIds) {
    const copy = copies[locale];
    const footer = `${site.address.locality}, ${site.address.countryName} · ${copy.home.hero.consultationNote}`;
    const texts = { brand: site.name, tagline: copy.common.site.tagline, footer };
    for (const [key, page] of Object.entries(pages)) {
      if (!builtLocales(page, options).includes(locale)) continue;
      const { image } = copy[key as keyof typeof pages].meta;
      await writePreview(previewImagePath(page, locale), { ...texts, headline: image.headline });
    }
    for (const article of publishedArticles(articles, locale)) {
      // An article with a cover is previewed by its cover: no card to draw.
      const cardPath = articlePreviewImagePath(locale, article.slug);
      if (articlePreview(article).path !== cardPath) continue;
      await writePreview(cardPath, {
        ...texts,
        headline: article.title,
      });
    }
  }
  await writeArticleFeeds(clientDir, content);
  const defaultCopy = copies[defaultLocale];

  await mkdir(path.join(clientDir, "icons"), { recursive: true });
  const faviconSvg = await readFile(path.join(publicDir, "favicon.svg"));
  for (const [name, size] of Object.entries(iconSizes)) {
    const png = new Resvg(faviconSvg, { fitTo: { mode: "width", value: size } }).render().asPng();
    await writeFile(path.join(clientDir, "icons", name), png);
  }

  const manifest = {
    name: site.name,
    short_name: site.name.split(" ")[0],
    description: defaultCopy.common.site.description,
    start_url: "/",
    display: "browser",
    lang: "en",
    theme_color: site.themeColor,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  await writeFile(
    path.join(clientDir, "site.webmanifest"),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );

  const lastmod = buildDate.toISOString().slice(0, 10);
  const entries = sitemapEntries(pages, options, site.url, articles);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(entries, lastmod));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(absolute("/sitemap.xml")));
}
