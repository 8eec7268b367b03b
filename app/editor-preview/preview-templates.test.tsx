import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { editorConfig } from "~/content/editor-config";
import { contentFolder, contentRoot } from "~/content/read-file";
import { articles, copies, figures, site } from "~/content/testing";
import { publishedArticles } from "~/content/articles";
import { defaultLocale, localeIds, type Locale } from "~/i18n/locales";
import { PreviewPage, type PreviewProps } from "./drawings";
import { editorPreviewContext } from "./preview-context.server";
import type { PreviewContext } from "./preview-data";
import { previewTemplates, type PreviewTemplate } from "./preview-templates.server";
import { engagementModelsWords, withEngagementModels } from "~/test/registry-fixture";

/**
 * The editor's preview templates come from the page registry: a page that only a test's copy
 * of the registry has gets a template, named as the editor names its words file, and its
 * preview draws its words.
 */

/** The context as the editor gets it: through JSON, as `/admin/preview/context.json`. */
const context = JSON.parse(JSON.stringify(editorPreviewContext())) as PreviewContext;

/** A content file of the tests' content as the editor holds it: the YAML's data. */
const raw = (file: string) =>
  parse(readFileSync(path.join(contentRoot(), contentFolder, file), "utf8")) as Record<
    string,
    unknown
  >;

/** What the editor hands a template: the entry in the pane's locale, the others under `i18n`. */
function propsOf(data: Record<Locale, unknown>, locale: Locale): PreviewProps {
  const i18n = Object.fromEntries(
    localeIds.filter((id) => id !== locale).map((id) => [id, { data: data[id] }]),
  );
  const entry = { toJS: () => ({ data: data[locale], slug: "", i18n }) };
  return { entry, getAsset: () => undefined } as unknown as PreviewProps;
}

/** The template of `name` among `templates`. @throws Error when there is none. */
function templateNamed(templates: PreviewTemplate[], name: string): PreviewTemplate {
  const template = templates.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No preview template "${name}"`);
  return template;
}

describe("the editor's preview templates", () => {
  it("registers a template for a page that only the registry names, at its path in each locale", () => {
    const templates = previewTemplates(withEngagementModels);
    expect(templates).toContainEqual({
      name: "engagement-models",
      drawing: "engagementModels",
      paths: { en: "/engagement-models", es: "/es/modelos-de-trabajo" },
    });
    expect(templates).toHaveLength(previewTemplates().length + 1);
  });

  it("names a template for every words file of the registry and for the case studies, as the editor names them", () => {
    const config = editorConfig({
      repository: "owner/site",
      pages: withEngagementModels,
      figureIds: {
        heroStats: figures.heroStats.map(({ id }) => id),
        trackRecord: figures.trackRecord.map(({ id }) => id),
        services: figures.services.map(({ id }) => id),
        values: figures.values.map(({ id }) => id),
      },
    });
    const [, pageWords, caseStudies] = config.collections;
    // The words on every page (common.yaml) keep the editor's list of values.
    const pageFiles = pageWords.files.map(({ name }) => name).filter((name) => name !== "common");
    expect(previewTemplates(withEngagementModels).map(({ name }) => name)).toEqual([
      ...pageFiles,
      caseStudies.name,
    ]);
  });

  it.each(localeIds)(
    "draws the %s preview of a page the registry gained as its words: heading first, then its texts, facts filled in",
    (locale) => {
      const template = templateNamed(previewTemplates(withEngagementModels), "engagement-models");
      const words = engagementModelsWords[locale] as { eyebrow: string; intro: string };
      render(
        <PreviewPage
          props={propsOf(engagementModelsWords, locale)}
          locale={locale}
          context={context}
          template={template}
        />,
      );
      const heading = locale === "es" ? "Tres formas de trabajar con" : "Three ways to work with";
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        `${heading} ${site.name}`,
      );
      expect(screen.getByText(words.eyebrow)).toBeInTheDocument();
      expect(screen.getByText(words.intro)).toBeInTheDocument();
      const sections = screen.getAllByRole("heading", { level: 2 });
      expect(sections).toHaveLength(2);
      const [model] = engagementModelsWords[locale].models as { title: string; text: string }[];
      expect(sections[0]).toHaveTextContent(model?.title ?? "");
      expect(screen.getByText(model?.text ?? "")).toBeInTheDocument();
      // The head and the `confirmed:` list are not on the page.
      expect(document.body).not.toHaveTextContent("{siteName}");
      const { meta } = engagementModelsWords[locale] as { meta: { description: string } };
      expect(screen.queryByText(meta.description)).toBeNull();
      expect(screen.queryByText("heading")).toBeNull();
    },
  );

  it("draws the articles page, which had no template before, with its own sections", () => {
    const template = templateNamed(previewTemplates(), "articles");
    const data = Object.fromEntries(
      localeIds.map((locale) => [locale, raw(`${locale}/articles.yaml`)]),
    ) as Record<Locale, unknown>;
    render(
      <PreviewPage
        props={propsOf(data, defaultLocale)}
        locale={defaultLocale}
        context={context}
        template={template}
      />,
    );
    const words = copies[defaultLocale].articles;
    expect(screen.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.feedLabel })).toHaveAttribute(
      "href",
      `${template.paths[defaultLocale]}/feed.xml`,
    );
    const published = publishedArticles(articles, defaultLocale);
    expect(published.length).toBeGreaterThan(0);
    for (const article of published) {
      expect(screen.getByRole("link", { name: article.title })).toBeInTheDocument();
    }
  });

  it.each(localeIds)(
    "draws each page of the site's registry from its %s words file, with no error",
    async (locale) => {
      for (const template of previewTemplates()) {
        if (template.drawing === "caseStudy") continue;
        const file = `${template.name}.yaml`;
        const data = Object.fromEntries(localeIds.map((id) => [id, raw(`${id}/${file}`)]));
        const { unmount } = render(
          <PreviewPage
            props={propsOf(data as Record<Locale, unknown>, locale)}
            locale={locale}
            context={context}
            template={template}
          />,
        );
        expect(
          await screen.findByRole("heading", { level: 1 }),
          `${template.name}: its heading`,
        ).toBeInTheDocument();
        expect(screen.queryByRole("alert"), `${template.name}: no error`).toBeNull();
        unmount();
      }
    },
  );
});
