import { describe, expect, it } from "vitest";
import { pageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { buildMeta } from "./meta";

const find = (meta: ReturnType<typeof buildMeta>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("buildMeta", () => {
  it("gives an indexable page a canonical URL and complete Open Graph and Twitter tags", () => {
    const meta = buildMeta(pageMeta.caseStudies, site);
    expect(find(meta, "rel", "canonical")?.href).toBe(`${site.url}/case-studies`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${site.url}/case-studies`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${site.url}/og/case-studies.png`);
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("marks a page noindex without canonical or og:url", () => {
    const meta = buildMeta(pageMeta.notFound, site, { isIndexable: false });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "property", "og:url")).toBeUndefined();
  });

  it("adds one ld+json block per structured-data object", () => {
    const meta = buildMeta(pageMeta.home, site, { jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(meta.filter((descriptor) => "script:ld+json" in descriptor)).toHaveLength(2);
  });
});
