import type { MetaDescriptor } from "react-router";

/** What the head of every page says about the site (from `app/content/site.yaml`). */
export interface SiteIdentity {
  /** The production origin, without a trailing slash. */
  url: string;
  name: string;
  /** Open Graph locale of the page, e.g. `en_US`. */
  locale: string;
  /** Open Graph locales the page also exists in (`og:locale:alternate`). */
  alternateLocales: readonly string[];
  themeColor: string;
}

/**
 * The browser's own interface colour (`theme-color`) while the page is in its dark scheme: the
 * dark page background, the value of `--color-page` in app/app.css's dark scheme (meta.test.ts
 * holds the two equal). In the light scheme it is the owner's `themeColor`.
 */
export const darkThemeColor = "#0b1424";

/** Width and height of the generated link-preview images, in px (Open Graph's 1.91:1). */
export const previewImageSize = { widthPx: 1200, heightPx: 630 } as const;

/**
 * A page's link-preview image: its path, its alt text, and, when it is not one of the
 * generated PNG cards ({@link previewImageSize}), its media type and size (px).
 */
export interface PreviewImage {
  path: string;
  alt: string;
  type?: string;
  widthPx?: number;
  heightPx?: number;
}

/** One page's title, description, canonical path and link-preview image. */
export interface PageHead {
  path: string;
  title: string;
  description: string;
  image: PreviewImage;
}

/**
 * An absolute URL on the site, e.g. `absoluteUrl("https://www.example.com", "/case-studies")`
 * → `https://www.example.com/case-studies`. The home page keeps its slash: `https://…/`.
 *
 * @param origin - the site's origin, without a trailing slash.
 * @param path - a root-relative path.
 */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}

/**
 * The `meta` descriptors of a route: `<title>`, description, canonical link, Open Graph
 * (ogp.me: type, title, description, url, image with width/height/alt, locale, site_name),
 * the Twitter/X large-image card, `theme-color` (with the dark scheme's {@link darkThemeColor}
 * first, for a `prefers-color-scheme: dark` media query: the browser takes the first whose
 * `media` matches, HTML's "theme-color" meta name), one `<link rel="alternate" hreflang>` per
 * language version (`alternates`: Google's "Tell Google about localized versions"), and any
 * JSON-LD blocks. With `isIndexable: false` (the Not-found page) it adds `robots: noindex`
 * and leaves out the canonical link, `og:url` and the alternates.
 */
export function buildMeta(
  page: PageHead,
  site: SiteIdentity,
  {
    isIndexable = true,
    alternates = [],
    jsonLd = [],
    type = "website",
  }: {
    isIndexable?: boolean;
    /** The Open Graph type: `article` for an article's page (ogp.me, "Object types"). */
    type?: "website" | "article";
    /** Each language version of the page (the page itself included) and `x-default`. */
    alternates?: readonly { hreflang: string; path: string }[];
    jsonLd?: Record<string, unknown>[];
  } = {},
): MetaDescriptor[] {
  const imageUrl = absoluteUrl(site.url, page.image.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(isIndexable
      ? [
          { tagName: "link", rel: "canonical", href: absoluteUrl(site.url, page.path) },
          { property: "og:url", content: absoluteUrl(site.url, page.path) },
          ...alternates.map(({ hreflang, path }) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: hreflang,
            href: absoluteUrl(site.url, path),
          })),
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    ...site.alternateLocales.map((locale) => ({
      property: "og:locale:alternate",
      content: locale,
    })),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: page.image.type ?? "image/png" },
    {
      property: "og:image:width",
      content: String(page.image.widthPx ?? previewImageSize.widthPx),
    },
    {
      property: "og:image:height",
      content: String(page.image.heightPx ?? previewImageSize.heightPx),
    },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: page.image.alt },
    { name: "theme-color", media: "(prefers-color-scheme: dark)", content: darkThemeColor },
    { name: "theme-color", content: site.themeColor },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}
