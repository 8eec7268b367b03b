import { expect, test } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseDocument } from "yaml";
import { contentFileSchemas } from "../app/content/content-files.ts";
import { pageFile } from "../tooling/build-steps/hosts/url-policy.ts";
import { defaultLocale, localeIds, locales } from "../app/i18n/locales.ts";
import { pagePath, pages } from "../app/pages/registry.ts";
import {
  addLocale,
  copyRepository,
  root,
  rot13,
  textsOf,
  type RepositoryCopy,
} from "./support/repository-copy";

/**
 * Adding a language the documented way (docs/content.md, "Add a language") on a copy of the
 * repository: one entry in `app/i18n/locales.ts` and one content folder, here Portuguese
 * (Italian if the site has Portuguese) with the Spanish texts rotated (ROT13) as its words, so
 * any text of another language on its pages is a leak.
 * The copy is built with the new language and compared with the checkout's build (the copy
 * without it); the new pages must stay in their locale and the English
 * pages must not change but for the new language's links.
 */

const origin = "https://www.example.com";
/**
 * The added language: Portuguese, or Italian when the site already has Portuguese, so that it
 * is always one the site does not have.
 */
const candidates = [
  {
    id: "pt",
    lang: "pt-BR",
    ogLocale: "pt_BR",
    name: "Português",
    home: "/pt",
    // A new language's pages keep the default locale's slugs until the registry gives them
    // their own (app/pages/registry.ts).
    caseStudies: "/pt/case-studies",
  },
  {
    id: "it",
    lang: "it-IT",
    ogLocale: "it_IT",
    name: "Italiano",
    home: "/it",
    caseStudies: "/it/case-studies",
  },
];
const added = (() => {
  const fixture = candidates.find(({ id }) => !(localeIds as string[]).includes(id));
  if (!fixture) throw new Error("The site already has every language this test can add");
  return fixture;
})();
const entry = `${added.id}: { lang: "${added.lang}", hreflang: "${added.id}", ogLocale: "${added.ogLocale}", name: "${added.name}", hourCycle: "h23", usd: { prefix: "US$ ", compactDisplay: "long" } }`;

const englishPaths = {
  home: pagePath(pages.home, defaultLocale),
  caseStudies: pagePath(pages.caseStudies, defaultLocale),
};
/** Each page's file in the build, by its path. */
const englishPages = {
  [englishPaths.home]: pageFile(englishPaths.home),
  [englishPaths.caseStudies]: pageFile(englishPaths.caseStudies),
  "/404": "404.html",
};
const addedPages = {
  [added.home]: pageFile(added.home),
  [added.caseStudies]: pageFile(added.caseStudies),
  [`${added.home}/404`]: pageFile(`${added.home}/404`),
};
/** The same page in each locale: what its hreflang links must list. */
const alternatesOf = (page: "home" | "caseStudies"): Record<string, string> => ({
  ...Object.fromEntries(
    localeIds.map((locale) => [locales[locale].hreflang, pagePath(pages[page], locale)]),
  ),
  [added.id]: page === "home" ? added.home : added.caseStudies,
  "x-default": pagePath(pages[page], defaultLocale),
});
const alternates = { home: alternatesOf("home"), caseStudies: alternatesOf("caseStudies") };

/** The attributes of every tag named `tag` in `html`, in order. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  );
}

/** `<link rel="alternate" hreflang>` of a page, as `{ hreflang: path }`. */
function hreflangLinks(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, "link")
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => [link.hreflang, (link.href ?? "").slice(origin.length) || "/"]),
  );
}

/** The `content` of a page's `<meta property>` tags. */
function metaProperty(html: string, property: string): string[] {
  return tags(html, "meta")
    .filter((meta) => meta.property === property)
    .map((meta) => meta.content ?? "");
}

/** HTML with entities for `&`, quotes and apostrophes read back, as text comparisons need. */
function decoded(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replaceAll('\\"', '"');
}

/**
 * What an English page is for a visitor and a search engine: its markup with the hydration
 * scripts' contents, the page's CSP hashes and the content hashes of asset names left out
 * (they change whenever any source changes), the widths from which the header's items fit
 * left out (the new language's link takes room), and the new language's links taken out: its
 * hreflang link, its Open Graph locale, its entry in each language switcher, and its tag in
 * the JSON-LD `knowsLanguage`. Each must be there before it is taken out.
 */
function englishEssentials(html: string, file: string, hasLocale: boolean): string {
  const additions = [
    new RegExp(
      `<li><a href="${added.home}[^"]*" hrefLang="${added.id}" lang="${added.lang}"[^>]*>${added.name}</a></li>`,
      "g",
    ),
    new RegExp(`<meta property="og:locale:alternate" content="${added.ogLocale}"/>`, "g"),
  ];
  let essentials = html;
  for (const pattern of additions) {
    const count = essentials.match(pattern)?.length ?? 0;
    expect(count > 0, `${file}: ${pattern}`).toBe(hasLocale);
    essentials = essentials.replace(pattern, "");
  }
  return (
    essentials
      .replaceAll(
        new RegExp(`<link rel="alternate" hrefLang="${added.id}" href="[^"]*"/>`, "g"),
        "",
      )
      .replaceAll(`,"${added.lang}"]`, "]")
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
      .replace(/<script>window\.__reactRouterContext[\s\S]*?<\/script>/g, "<script></script>")
      .replace(/-[\w-]{8}\.(js|css|svg)\b/g, ".$1")
      // The new language's link takes room in the header: the widths it fits from grow
      // (app/lib/header-fit.ts); its rules stay the same.
      .replace(/\(width >= \d+px\)/g, "(width >= …px)")
  );
}

/** The sitemap's `<url>` entries, without the new language's: its pages and its alternates. */
function sitemapWithout(sitemap: string, locale: string): string {
  return sitemap
    .replace(new RegExp(`\\s*<url>\\s*<loc>${origin}/${locale}\\b[\\s\\S]*?</url>`, "g"), "")
    .replace(new RegExp(`\\s*<xhtml:link rel="alternate" hreflang="${locale}"[^>]*/>`, "g"), "");
}

/**
 * Every text of the other locales' content (their pages' files and their case studies'
 * words) cut at its placeholders: the parts the new locale's pages must not show.
 */
async function otherLocalesTexts(copy: RepositoryCopy): Promise<string[]> {
  const content = path.join(copy.dir, "app/content");
  // The fields of a case study that hold words (not its `order` or `confirmed` list).
  const words = Object.keys(contentFileSchemas.caseStudyWords.shape).filter(
    (key) => key !== "order" && key !== "confirmed",
  );
  const texts: string[] = [];
  for (const locale of localeIds) {
    for (const file of await readdir(path.join(content, locale), { recursive: true })) {
      if (!file.endsWith(".yaml")) continue;
      const document = parseDocument(await copy.read(`app/content/${locale}/${file}`));
      if (file.startsWith("case-studies/")) {
        // The default locale's case studies also hold facts (image paths, ids, icons).
        const study = document.toJS() as Record<string, unknown>;
        texts.push(...words.flatMap((key) => [study[key]].flat() as string[]));
      } else texts.push(...textsOf(document));
    }
  }
  const facts = new Set(textsOf(parseDocument(await copy.read("app/content/site.yaml"))));
  return [
    ...new Set(
      texts
        .flatMap((text) => text.split(/\{\w+\}/))
        .map((part) => part.trim())
        // A fact is the same in every language (the country's name, "Argentina").
        .filter((part) => (part.match(/[a-z]/gi)?.length ?? 0) >= 3 && !facts.has(part)),
    ),
  ];
}

test("a third language added the documented way stays in its language, and English does not change", async () => {
  // One build: about 8 s on an idle machine, more on a busy one.
  test.setTimeout(300_000);
  const copy = await copyRepository("third-locale");
  try {
    // Before the language is added, the copy builds what the checkout's `npm start` built
    // (the same sources and default content, as e2e/owner-content.desktop.spec.ts proves).
    const checkoutBuild = path.join(root, "build/client");
    const englishBefore = new Map<string, string>();
    for (const file of [...Object.values(englishPages), "sitemap.xml"]) {
      englishBefore.set(file, await readFile(path.join(checkoutBuild, file), "utf8"));
    }
    const englishPreview = await readFile(path.join(checkoutBuild, "og/home.png"));

    await addLocale(copy, added.id, entry, rot13);
    const after = copy.build();
    expect(after.status, after.output).toBe(0);
    const built = (file: string) => copy.read(`build/client/${file}`);

    // Its pages: in its language, linking within it, previews of its own.
    const others = await otherLocalesTexts(copy);
    const home = await built(pageFile(added.home));
    const sectionIds = tags(home, "section")
      .map((section) => section.id)
      .filter(Boolean);
    expect(sectionIds.length).toBeGreaterThanOrEqual(3);
    for (const [pagePath, file] of Object.entries(addedPages)) {
      const html = await built(file);
      expect(tags(html, "html")[0]?.lang, file).toBe(added.lang);

      for (const link of tags(html, "a").filter((a) => a.href?.startsWith("/"))) {
        if (link.hreflang) {
          // The language switcher: each link leads to a page of its own language.
          const paths = Object.values(alternates).map((page) => page[link.hreflang ?? ""]);
          expect(paths, `${file}: ${link.href}`).toContain(link.href);
          continue;
        }
        expect(link.href, `${file}: a link of the menu or the page`).toMatch(
          new RegExp(`^${added.home}([/#]|$)`),
        );
        const fragment = link.href?.split("#")[1];
        if (fragment) expect(sectionIds, `${file}: ${link.href}`).toContain(fragment);
      }

      const previews = [
        ...metaProperty(html, "og:image"),
        ...tags(html, "meta")
          .filter((meta) => meta.name === "twitter:image")
          .map((meta) => meta.content ?? ""),
      ];
      expect(previews.length, file).toBe(2);
      for (const preview of previews) {
        expect(preview, file).toMatch(new RegExp(`^https://[^/]+/og/${added.id}/`));
      }
      expect(decoded(html), `${file}: an English preview`).not.toMatch(
        /\/og\/(home|case-studies)\.png/,
      );
      expect(metaProperty(html, "og:locale"), file).toEqual([added.ogLocale]);

      if (pagePath !== `${added.home}/404`) {
        const page = pagePath === added.home ? "home" : "caseStudies";
        expect(hreflangLinks(html), file).toEqual(alternates[page]);
        const canonical = tags(html, "link").find((link) => link.rel === "canonical");
        expect(canonical?.href, file).toBe(`${origin}${pagePath}`);
      }

      const text = decoded(html);
      const nodes = new Set(
        [...text.matchAll(/>([^<]+)</g), ...text.matchAll(/="([^"]*)"/g)].map(([, value = ""]) =>
          value.trim(),
        ),
      );
      const leaks = others.filter((part) =>
        part.length >= 12 ? text.includes(part) : nodes.has(part),
      );
      expect(leaks, `${file}: texts of another language`).toEqual([]);
    }
    const previewsOfAdded = [
      `og/${added.id}/home.png`,
      `og/${added.id}/${added.caseStudies.split("/").at(-1)}.png`,
    ];
    for (const preview of previewsOfAdded) {
      const image = await readFile(path.join(copy.dir, "build/client", preview));
      expect(image.equals(englishPreview), preview).toBe(false);
    }
    expect(await readFile(path.join(copy.dir, "build/client/og/home.png"))).toEqual(englishPreview);

    // The sitemap lists its pages with the same alternates as every other member.
    const sitemap = await built("sitemap.xml");
    for (const [page, links] of Object.entries(alternates)) {
      const entries = sitemap.split("<url>").filter((url) => url.includes("<loc>"));
      const own = entries.find((url) => url.includes(`<loc>${origin}${links[added.id]}</loc>`));
      expect(own, `sitemap: ${page}`).toBeDefined();
      const members = entries.filter((item) => item.includes(`href="${origin}${links[added.id]}"`));
      for (const url of members) {
        for (const [hreflang, href] of Object.entries(links)) {
          const absolute = href === "/" ? `${origin}/` : `${origin}${href}`;
          expect(url).toContain(`hreflang="${hreflang}" href="${absolute}"`);
        }
      }
    }
    expect(sitemap).not.toContain(`${added.home}/404`);
    expect(sitemapWithout(sitemap, added.id)).toBe(englishBefore.get("sitemap.xml"));

    // The English pages: the same but for the new language's links.
    for (const [pagePath, file] of Object.entries(englishPages)) {
      const now = await built(file);
      if (pagePath !== "/404") {
        expect(hreflangLinks(now), file).toEqual(
          alternates[pagePath === "/" ? "home" : "caseStudies"],
        );
      }
      expect(englishEssentials(now, file, true), file).toBe(
        englishEssentials(englishBefore.get(file) ?? "", file, false),
      );
    }
  } finally {
    await copy.remove();
  }
});
