import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildMeta, darkThemeColor } from "./meta";

const site = {
  url: "https://a.example",
  name: "Brand",
  locale: "en_US",
  alternateLocales: ["es_AR"],
  themeColor: "#0f766e",
};
const image = { path: "/og/case-studies.png", alt: "A preview of the case studies" };
const caseStudiesHead = { path: "/case-studies", title: "Case studies", description: "D", image };

const find = (meta: ReturnType<typeof buildMeta>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("buildMeta", () => {
  it("gives an indexable page a canonical URL and complete Open Graph and Twitter tags", () => {
    const meta = buildMeta(caseStudiesHead, site, {
      alternates: [
        { hreflang: "en", path: "/case-studies" },
        { hreflang: "es", path: "/es/casos-de-exito" },
      ],
    });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.url}/case-studies`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.url}/case-studies`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.url}/og/case-studies.png`);
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
    expect(find(meta, "hrefLang", "es")?.href).toBe(`${site.url}/es/casos-de-exito`);
    expect(find(meta, "property", "og:locale:alternate")?.content).toBe("es_AR");
  });

  it("states a preview image's own type and size when it is not a generated card", () => {
    const cover = { path: "/assets/images/cover-1280.jpg", alt: "Shelves", type: "image/jpeg" };
    const meta = buildMeta(
      { ...caseStudiesHead, image: { ...cover, widthPx: 1280, heightPx: 720 } },
      site,
    );
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.url}${cover.path}`);
    expect(find(meta, "property", "og:image:type")?.content).toBe("image/jpeg");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1280");
    expect(find(meta, "property", "og:image:height")?.content).toBe("720");
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${site.url}${cover.path}`);
  });

  it("marks a page noindex without canonical or og:url", () => {
    const meta = buildMeta({ ...caseStudiesHead, path: "/404" }, site, { isIndexable: false });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "property", "og:url")).toBeUndefined();
  });

  it("gives the browser the dark page background as its colour in the dark scheme, then the owner's", () => {
    const themeColors = buildMeta(caseStudiesHead, site)
      .map((descriptor) => descriptor as Record<string, string>)
      .filter(({ name }) => name === "theme-color")
      .map(({ media, content }) => ({ media, content }));
    expect(themeColors).toEqual([
      { media: "(prefers-color-scheme: dark)", content: darkThemeColor },
      { media: undefined, content: site.themeColor },
    ]);
    const stylesheet = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const darkScheme = stylesheet.slice(stylesheet.indexOf("@media (prefers-color-scheme: dark)"));
    expect(darkScheme.match(/--color-page:\s*(#[0-9a-f]{6});/i)?.[1]).toBe(darkThemeColor);
  });

  it("adds one ld+json block per structured-data object", () => {
    const meta = buildMeta(caseStudiesHead, site, { jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(meta.filter((descriptor) => "script:ld+json" in descriptor)).toHaveLength(2);
  });
});
