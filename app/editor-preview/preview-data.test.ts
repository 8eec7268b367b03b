import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentFolder, contentRoot } from "~/content/read-file";
import { caseStudies, copies, site } from "~/content/testing";
import { defaultLocale, localeIds } from "~/i18n/locales";
import { articlesPageData } from "~/pages/articles/data.server";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { homePageData } from "~/pages/home/data.server";
import { editorPreviewContext } from "./preview-context.server";
import {
  articlesPreviewData,
  caseStudiesPreviewData,
  caseStudyPreviewData,
  homePreviewData,
  notFoundPreviewData,
  previewLocale,
  type PreviewContext,
} from "./preview-data";

/** The context as the editor gets it: through JSON, as `/admin/preview/context.json`. */
const context = JSON.parse(JSON.stringify(editorPreviewContext())) as PreviewContext;

/**
 * A content file of the tests' content (the default content, `CONTENT_ROOT`) as the editor
 * holds it: the YAML's data, placeholders not filled.
 */
const raw = (file: string) =>
  parse(readFileSync(path.join(contentRoot(), contentFolder, file), "utf8")) as Record<
    string,
    unknown
  >;

/** No asset in the editor's session. */
const noAsset = () => undefined;

describe("the editor's preview data", () => {
  it.each(localeIds)("draws the %s home page from its file as the page's loader does", (locale) => {
    const page = JSON.parse(JSON.stringify(homePageData(locale))) as Record<string, unknown>;
    // The head (title, structured data) is no part of the preview.
    delete page.head;
    expect(homePreviewData(context, locale, raw(`${locale}/home.yaml`))).toEqual(page);
  });

  it("shows an edit at once, with the facts its text quotes filled in the pane's language", () => {
    const words = raw("es/home.yaml") as { hero: Record<string, string> };
    const edited = {
      ...words,
      confirmed: ["hero.lead"],
      hero: { ...words.hero, headline: "Hoy {siteName} {unknown}" },
    };
    const data = homePreviewData(context, "es", edited);
    // A fact is filled; any other name stays as it is, as the content check would report it.
    expect(data.words.hero.headline).toBe(`Hoy ${site.name} {unknown}`);
    expect(data.words).not.toHaveProperty("confirmed");
  });

  it("throws, naming the id, when the words lack a figure's label (the preview shows the message)", () => {
    const words = raw("en/home.yaml");
    const [firstStat] = context.figures.heroStats;
    expect(() => homePreviewData(context, "en", { ...words, heroStats: {} })).toThrow(
      firstStat?.id ?? "",
    );
  });

  it.each(localeIds)(
    "draws each %s case study from its files as the case studies page does",
    (locale) => {
      const page = JSON.parse(JSON.stringify(caseStudiesPageData(locale))) as ReturnType<
        typeof caseStudiesPageData
      >;
      for (const [index, study] of caseStudies.entries()) {
        const entry = {
          slug: study.id,
          words: raw(`${locale}/case-studies/${study.id}.yaml`),
          facts: raw(`${defaultLocale}/case-studies/${study.id}.yaml`),
        };
        expect(caseStudyPreviewData(context, locale, entry, noAsset)).toEqual(
          page.caseStudies[index],
        );
      }
      expect(caseStudiesPreviewData(context, locale, raw(`${locale}/case-studies.yaml`))).toEqual({
        words: page.words,
        caseStudies: page.caseStudies,
      });
    },
  );

  it("shows an image uploaded in the editor, which the build has not seen, from the editor's copy", () => {
    const [study] = caseStudies;
    if (!study) throw new Error("The content has no case study");
    const facts = raw(`${defaultLocale}/case-studies/${study.id}.yaml`);
    const upload = "/images/case-studies/just-uploaded.webp";
    const data = caseStudyPreviewData(
      context,
      defaultLocale,
      { slug: "", words: facts, facts: { ...facts, image: { src: upload } } },
      (asked) => (asked === upload ? "blob:http://127.0.0.1/1234" : undefined),
    );
    expect(data.image).toMatchObject({
      src: "blob:http://127.0.0.1/1234",
      srcSet: "",
      sources: [],
    });
    expect(data.id).not.toBe("");
  });

  it("takes the pane's language from the languages the entry has besides, the frame's lang among several", () => {
    for (const locale of localeIds) {
      const others = localeIds.filter((id) => id !== locale);
      // The frame keeps the language it was created in when the pane switches.
      expect(previewLocale(others, defaultLocale)).toBe(locale);
    }
    expect(previewLocale([], "es")).toBe("es");
    expect(previewLocale([], "constructor")).toBe(defaultLocale);
  });

  it.each(localeIds)(
    "draws the %s articles page from its words file as the page's loader does",
    (locale) => {
      const page = JSON.parse(JSON.stringify(articlesPageData(locale))) as Record<string, unknown>;
      // The head (title, structured data) is no part of the preview.
      delete page.head;
      expect(articlesPreviewData(context, locale, raw(`${locale}/articles.yaml`))).toEqual(page);
    },
  );

  it("fills the Not-found page's words like every page's", () => {
    const words = raw("es/not-found.yaml");
    expect(notFoundPreviewData(context, "es", words)).toEqual(copies.es.notFound);
  });
});
